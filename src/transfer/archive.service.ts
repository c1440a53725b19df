// Archiving a session before retention deletes it: its export (export.service.ts, code objects included) written
// gzip-compressed to the server's own archive folder as <owner id>/<session id>.ndjson.gz, which importSession (or
// POST /import/sessions with `content-encoding: gzip`) restores. Only the server writes there, under names it makes
// from ids, so no owner can point it elsewhere. The file appears whole or not at all: written under a name of its own,
// flushed to disk, then renamed into place; archiving a session again replaces its archive.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Caller } from '../caller.ts';
import { exportSession } from './export.service.ts';

export type Archived = { file: string; bytes: number };

/** Where the archive of a session of this owner is (relative to the archive folder). */
export function archiveName(ownerId: string, sessionId: string): string {
  return path.join(ownerId, `${sessionId}.ndjson.gz`);
}

/** Writes the caller's session's export to the archive folder; resolves once the file is on disk under its name. */
export async function archiveSession(caller: Caller, sessionId: string): Promise<Archived> {
  const folder = path.join(caller.settings.archiveDir, caller.viewer.ownerId);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = path.join(caller.settings.archiveDir, archiveName(caller.viewer.ownerId, sessionId));
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    const gzip = createGzip();
    const failed = new AbortController();
    const written = pipeline(gzip, createWriteStream(partial, { flags: 'wx', mode: 0o600 })).catch((error: unknown) => {
      failed.abort(error);
      throw error;
    });
    const exported = exportSession(caller, { sessionId, objects: true }, async (bytes) => {
      if (!gzip.write(bytes)) await once(gzip, 'drain', { signal: failed.signal });
    }).then(
      () => gzip.end(),
      (error: unknown) => gzip.destroy(error as Error),
    );
    await Promise.all([exported, written]);
    const bytes = await flushed(partial);
    await rename(partial, file);
    await flushed(folder);
    return { file, bytes };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Makes a file (or a rename in a folder) durable; its size. */
async function flushed(name: string): Promise<number> {
  const handle = await open(name, 'r');
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}
