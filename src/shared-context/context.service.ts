// Writing shared documents with optimistic concurrency, each version recorded in the session log.
import type { Session } from '../db/tables/sessions.ts';
import type { SharedContextDocument } from '../db/tables/shared-context.ts';
import { VersionConflictError } from '../errors/concurrency.ts';
import { idRef, text } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findDocumentVersion, insertDocument, sumOtherDocuments, updateDocumentAt } from './context.queries.ts';

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

export type DocumentQuotas = { sessionDocuments: number; sessionDocumentBytes: number };

/**
 * Whether the session has room for this write of document `key` (`bytes`: its value as JSON text): at most
 * SAVEPOINT_MAX_SESSION_DOCUMENTS documents and SAVEPOINT_MAX_SESSION_DOCUMENT_BYTES of them together, counting this
 * one at its new size. Needs the session locked (so two writes cannot both take the last room).
 */
export async function assertDocumentRoom(work: Work, session: Session, key: string, bytes: number, quotas: DocumentQuotas): Promise<void> {
  const others = await sumOtherDocuments(work.trx, session.id, key);
  const about = idRef('Session', session.id);
  if (others.count + 1 > quotas.sessionDocuments) {
    const problem = text`Session ${about} holds ${others.count} other shared documents, and "${key}" would be one more`;
    const hint = 'Merge documents into fewer, reuse the key of one you no longer need, or carry the work on in a new session.';
    throw limitReached('SESSION_DOCUMENTS', quotas.sessionDocuments, problem, hint);
  }
  if (others.bytes + bytes > quotas.sessionDocumentBytes) {
    const problem = text`Session ${about}'s shared documents would hold ${(others.bytes + bytes).toLocaleString('en')} bytes with "${key}" at ${bytes.toLocaleString('en')}`;
    const hint = 'Keep large content elsewhere and put a reference to it in the document, or shrink or clear ({} or "") documents you no longer need.';
    throw limitReached('SESSION_DOCUMENT_BYTES', quotas.sessionDocumentBytes, problem, hint, 'bytes');
  }
}
