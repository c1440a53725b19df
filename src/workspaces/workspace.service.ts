import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import type { Workspace } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { ValidationError } from '../errors.ts';
import { findWorkspaceByPath, insertWorkspaceIfNew } from './workspace.queries.ts';

/** Registers a directory (usually a git repository) where agents work. */
export async function createWorkspace(db: Db, ownerId: string, input: { path: string; name?: string | null }): Promise<Workspace> {
  const dir = input.path.trim();
  if (!path.isAbsolute(dir)) throw new ValidationError('path', `"${input.path}" is not absolute; give the full path of the directory.`);
  const normalized = path.resolve(dir);
  const info = await stat(normalized).catch(() => null);
  if (!info) throw new ValidationError('path', `${normalized} does not exist on the server; create it or fix the path.`);
  if (!info.isDirectory()) throw new ValidationError('path', `${normalized} is a file, not a directory.`);
  const name = input.name?.trim() || path.basename(normalized) || normalized;
  // Insert first, check after: the unique (owner_id, path) constraint decides a race, not an earlier read. A caller that
  // loses finds no row inserted, with its transaction intact, and reads the winner's row (committed by then: the insert
  // waited for it, and each statement reads what has committed before it starts).
  const created = await insertWorkspaceIfNew(db, { id: newId(), owner_id: ownerId, name, path: normalized });
  if (created) return created;
  const existing = await findWorkspaceByPath(db, ownerId, normalized);
  // Unreachable while workspaces are never deleted: the conflicting row is committed and stays.
  if (!existing) throw new Error(`Workspace path ${normalized} conflicted with a row that is gone.`);
  throw new ValidationError('path', `${normalized} is already registered as workspace "${existing.name}"; use that workspace.`);
}
