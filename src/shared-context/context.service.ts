// Writing shared documents with optimistic concurrency, each version recorded in the session log.
import type { Session, SharedContextDocument } from '../db/database.ts';
import { throws, VersionConflictError } from '../errors.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findDocumentVersion, insertDocument, updateDocumentAt } from './context.queries.ts';

/**
 * Writes a document (checked by context.model checkContextWrite) if it is still at `expectedVersion` (0: it must
 * not exist), secrets redacted, as the next version, recorded as `context.updated { key, version, value }`; else a
 * VersionConflictError naming the version in force. The write itself is conditional (an insert that does nothing
 * on a conflict, an update of that version only), so two writers with one expectedVersion never both win, even
 * apart from the session lock every workflow takes first.
 */
export async function putDocument(
  work: Work,
  session: Session,
  write: { key: string; value: unknown; expectedVersion: number },
): Promise<SharedContextDocument> {
  const doc = { sessionId: session.id, key: write.key, value: work.redact.json(write.value), updatedBy: work.actor };
  const written = write.expectedVersion === 0 ? await insertDocument(work.trx, doc) : await updateDocumentAt(work.trx, doc, write.expectedVersion);
  if (!written) throw new VersionConflictError(write.key, write.expectedVersion, await findDocumentVersion(work.trx, session.id, write.key));
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'context.updated',
    data: { key: written.key, version: written.version, value: written.value },
  });
  return written;
}
export const putDocumentThrows = throws(VersionConflictError);
