import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import type { Workspace } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { ValidationError } from '../errors.ts';
import { findWorkspaceByPath, insertWorkspace } from './workspace.queries.ts';

/** Registers a directory (usually a git repository) where agents work. */
export async function createWorkspace(db: Db, ownerId: string, input: { path: string; name?: string | null }): Promise<Workspace> {
  const dir = input.path.trim();
  if (!path.isAbsolute(dir)) throw new ValidationError('path', `"${input.path}" is not absolute; give the full path of the directory.`);
  const normalized = path.resolve(dir);
  const info = await stat(normalized).catch(() => null);
  if (!info) throw new ValidationError('path', `${normalized} does not exist on the server; create it or fix the path.`);
  if (!info.isDirectory()) throw new ValidationError('path', `${normalized} is a file, not a directory.`);
  const existing = await findWorkspaceByPath(db, ownerId, normalized);
  if (existing) throw new ValidationError('path', `${normalized} is already registered as workspace "${existing.name}"; use that workspace.`);
  const name = input.name?.trim() || path.basename(normalized) || normalized;
  return insertWorkspace(db, { id: newId(), owner_id: ownerId, name, path: normalized });
}
