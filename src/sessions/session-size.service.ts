// What a session stores of what clients write into it (message content and tool calls, shared documents, event
// data, outputs, todo lists, plans), counted as each write lands, against SAVEPOINT_MAX_SESSION_BYTES and, for all of
// an owner's sessions, SAVEPOINT_MAX_OWNER_BYTES. A write past either is refused with LimitReachedError and its
// transaction, the write with it, rolls back: nothing changes. The count rides on the statement that locks the
// session for the write, so keeping it costs no round trip.
import type { Session } from '../db/tables/sessions.ts';
import { idRef, NotFoundError, text } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import type { Work } from '../events/unit-of-work.ts';
import { lockSession } from './session.queries.ts';
import { lockSessionAdding, sumOwnerStoredBytes } from './session-size.queries.ts';

export type StorageQuotas = { sessionBytes: number; ownerBytes: number };

/** The size of a value as JSON text, in bytes (a string counts as its text): what a write of it stores. */
export function storedSize(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return Buffer.byteLength(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}

const MiB = 1_048_576;
const shown = (bytes: number) => (bytes >= MiB ? `${+(bytes / MiB).toFixed(1)} MiB` : `${bytes.toLocaleString('en')} bytes`);

/**
 * Loads and locks a session of this owner, as getSessionForUpdate does, charging it `bytes` in the same statement (a
 * write costs no extra round trip for its count); NOT_FOUND when it is not the owner's. Its quotas are checked by
 * assertStoredBytes once the write's own checks pass; a refusal anywhere rolls the charge back with the write.
 */
export async function lockSessionCharging(work: Work, ownerId: string, sessionId: string, bytes: number): Promise<Session> {
  const session = bytes > 0 ? await lockSessionAdding(work.trx, ownerId, sessionId, bytes) : await lockSession(work.trx, ownerId, sessionId);
  if (!session) throw new NotFoundError('Session', sessionId);
  return session;
}

/**
 * Refuses a write of `bytes` already charged to `session` (lockSessionCharging, or the row it was inserted with) that
 * takes it past SAVEPOINT_MAX_SESSION_BYTES or its owner past SAVEPOINT_MAX_OWNER_BYTES. The owner's total is a sum
 * over its sessions, so it is added up only when this session's total crosses a step (1 MiB, or a thousandth of the
 * owner's quota when that is smaller): an owner can pass its quota by at most a step per session it writes to.
 */
export async function assertStoredBytes(work: Work, session: Session, bytes: number, quotas: StorageQuotas): Promise<void> {
  if (bytes <= 0) return;
  const total = session.stored_bytes;
  const hint = 'Store large content elsewhere and record a reference to it, or carry the work on in a new session.';
  if (total > quotas.sessionBytes) {
    const problem = text`Session ${idRef('Session', session.id)} would store ${shown(total)} with this write of ${shown(bytes)}`;
    throw limitReached('SESSION_BYTES', quotas.sessionBytes, problem, hint, 'bytes');
  }
  const step = Math.max(1, Math.min(MiB, Math.floor(quotas.ownerBytes / 1_000)));
  if (Math.floor((total - bytes) / step) === Math.floor(total / step)) return;
  const owned = await sumOwnerStoredBytes(work.trx, session.owner_id);
  if (owned > quotas.ownerBytes) {
    const problem = `Your sessions would store ${shown(owned)} together with this write of ${shown(bytes)}`;
    throw limitReached('OWNER_BYTES', quotas.ownerBytes, problem, hint, 'bytes');
  }
}
