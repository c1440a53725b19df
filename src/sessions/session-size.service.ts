// What a session stores of what clients write into it (message content and tool calls, shared documents, event
// data, outputs, todo lists, plans), counted as each write lands, against SAVEPOINT_MAX_SESSION_BYTES and, for all of
// an owner's sessions, SAVEPOINT_MAX_OWNER_BYTES. A write past either is refused with LimitReachedError and its
// transaction, the write with it, rolls back: nothing changes.
import type { Session } from '../db/database.ts';
import { idRef, text, throws } from '../errors.ts';
import type { Work } from '../events/unit-of-work.ts';
import { limitReached, limitReachedThrows } from '../limit-errors.ts';
import { addStoredBytes, sumOwnerStoredBytes } from './session-size.queries.ts';

export type StorageQuotas = { sessionBytes: number; ownerBytes: number };

/** The size of a value as JSON text, in bytes (a string counts as its text): what a write of it stores. */
export function storedSize(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return Buffer.byteLength(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}

const MiB = 1_048_576;
const shown = (bytes: number) => (bytes >= MiB ? `${+(bytes / MiB).toFixed(1)} MiB` : `${bytes.toLocaleString('en')} bytes`);

/**
 * Charges `bytes` to the (locked) session. The owner's total is a sum over its sessions, so it is added up only when
 * this session's total crosses a step (1 MiB, or a thousandth of the owner's quota when that is smaller): an owner
 * can pass its quota by at most a step per session it writes to, and a write costs one indexed update.
 */
export async function chargeStoredBytes(work: Work, session: Session, bytes: number, quotas: StorageQuotas): Promise<void> {
  if (bytes <= 0) return;
  const total = await addStoredBytes(work.trx, session.id, bytes);
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
export const chargeStoredBytesThrows = throws(limitReachedThrows);
