// The code of checkpoints as the server keeps it now that agents take the snapshots: a checkpoint's tree id
// (`code_tree`, git's id of the folder's tree) and the files of a tree, read back from the owner's objects in
// PostgreSQL (no folder, no git store).
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Db } from '../../src/db/client.ts';
import { inflateAll } from '../../src/objects/compression.ts';
import { findObjectContents } from '../../src/objects/object.queries.ts';
import { FOLDER_MODE } from '../../src/objects/tree.model.ts';

/** A checkpoint's stored tree (`checkpointId`: its API id), or null when it holds no code. */
export async function codeTreeOfCheckpoint(db: Db, checkpointId: string): Promise<string | null> {
  const row = await db.selectFrom('checkpoints').select('code_tree').where('id', '=', decodeGlobalID(checkpointId).id).executeTakeFirstOrThrow();
  return row.code_tree;
}

/**
 * The files of a stored tree, path -> content (base64 unless told, as readTree reads a folder); a symbolic link as
 * its target's text. Fails when an object of it is not stored for the owner.
 */
export async function storedFiles(db: Db, ownerId: string, tree: string, encoding: BufferEncoding = 'base64'): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (oid: string, at: string) => {
    const [row] = await findObjectContents(db, ownerId, [oid]);
    if (row?.type !== 'tree') throw new Error(`tree ${oid} (${at || '/'}) is not stored for the owner`);
    for (const [i, name] of row.names!.entries()) {
      const child = row.oids!.toString('hex', i * 20, i * 20 + 20);
      const rel = at ? `${at}/${name}` : name;
      if (row.modes![i] === FOLDER_MODE) {
        await walk(child, rel);
        continue;
      }
      const [blob] = await findObjectContents(db, ownerId, [child]);
      if (blob?.type !== 'blob' || !blob.content) throw new Error(`file ${rel} (${child}) is not stored for the owner`);
      out[rel] = (await inflateAll([blob.content]))[0]!.toString(encoding);
    }
  };
  await walk(tree, '');
  return out;
}
