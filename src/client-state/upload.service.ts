// Uploads: a value of client state too large for a GraphQL request (base64 in JSON, bounded by the request limit)
// sent alone as raw bytes (POST /state/uploads, wire/state-uploads.ts), sealed, and kept for a day until a put names
// it by its id (a part's or a pending write's `uploadId`), which takes it in its own transaction.
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { limitReached } from '../errors/limit.ts';
import { type KeyRing, seal } from './sealing.ts';
import { countUploads, insertUpload } from './upload.queries.ts';

/** An upload no put took within this many hours is deleted. */
export const UPLOAD_HOURS = 24;

export async function storeUpload(db: Db, ring: KeyRing, ownerId: string, bytes: Buffer, maxPending: number): Promise<{ uploadId: string; bytes: number }> {
  const pending = await countUploads(db, ownerId);
  if (pending >= maxPending)
    throw limitReached(
      'STATE_UPLOADS',
      maxPending,
      `You have ${pending.toLocaleString('en')} uploads no put has taken yet`,
      `Name them in a put (a part's or a write's uploadId) first; those left for ${UPLOAD_HOURS} hours are deleted.`,
    );
  const sealed = seal(ring, bytes);
  const uploadId = newId();
  await insertUpload(db, { id: uploadId, owner_id: ownerId, data: sealed.data, key_id: sealed.keyId, bytes: bytes.length });
  return { uploadId, bytes: bytes.length };
}
