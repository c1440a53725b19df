// Deleting sessions, in the caller's unit of work: they become tombstones at once (every read leaves them out, their
// feeds end with `session.deleted`), the deletion is audited, and live forks that build on them are refused, deleted
// too (CASCADE) or given what they inherit (HAND_OVER). The rows go afterwards, in bounded batches (purge.service.ts).
import { waitForSessionLocks } from '../db/advisory-locks.ts';
import { newId } from '../db/ids.ts';
import type { DeletionKind, DeletionMode } from '../db/tables/deletions.ts';
import { ForksDependError } from '../errors/deletion.ts';
import type { ErrorText } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import type { TOMBSTONE, TombstoneData } from '../events/tombstone.ts';
import type { Work } from '../events/unit-of-work.ts';
import { insertDeletion } from './deletion.queries.ts';
import { findDependents, findLiveDescendants, lockLiveSessions } from './dependents.queries.ts';
import { handOver } from './handover.service.ts';
import { markSessionsDeleted, markWorkspaceDeleted } from './tombstone.queries.ts';

export type SessionsDeletion = {
  ownerId: string;
  kind: DeletionKind;
  /** The session or workspace asked for. */
  targetId: string;
  /** The sessions asked for (a workspace's: all of its live ones), live and the owner's. */
  sessionIds: readonly string[];
  mode: DeletionMode;
  /** The workspace to delete with them (deleteWorkspace). */
  workspaceId?: string;
  /** What a refusal calls the target ("Session <id>"). */
  what: ErrorText;
  /** How far a walk down the fork tree goes (config.ts Quotas). */
  bounds: { depth: number; max: number };
};

/**
 * Deletes the sessions (and, for CASCADE, every live fork below them) in `work`'s transaction and returns the
 * deletion's id; its purge is left to purgeDeletion, after the commit. Throws ForksDependError (mode NONE) when live
 * forks build on them, and changes nothing then. Null when every session asked for was deleted by another call while
 * this one waited for their locks.
 */
export async function deleteSessions(work: Work, request: SessionsDeletion): Promise<string | null> {
  const { ownerId, sessionIds: targets } = request;
  await waitForSessionLocks(work.trx, targets);
  // Under the targets' locks no fork of theirs can commit: the tree read now is the one to decide on. Forks of forks
  // are locked after being read, then the tree is read again until no new one has appeared.
  let below: string[] = [];
  for (;;) {
    const found = await findLiveDescendants(work.trx, ownerId, targets, request.bounds);
    if (found.length > request.bounds.max) throw tooManyForks(request);
    const locked = new Set(below);
    const fresh = found.filter((id) => !locked.has(id));
    if (fresh.length === 0) break;
    await waitForSessionLocks(work.trx, fresh);
    below = found;
  }
  const dependents = request.mode === 'CASCADE' ? null : await findDependents(work.trx, targets, below);
  if (request.mode === 'NONE' && dependents!.sessionIds.length > 0) throw new ForksDependError(request.what, dependents!.sessionIds);
  const deleted = request.mode === 'CASCADE' ? [...targets, ...below] : [...targets];
  const handedOver = request.mode === 'HAND_OVER' ? dependents!.sessionIds : [];
  const rows = await lockLiveSessions(work.trx, ownerId, [...deleted, ...handedOver]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const gone = deleted.filter((id) => byId.has(id)); // one deleted by someone else meanwhile is gone already
  if (targets.length > 0 && !targets.some((id) => byId.has(id))) return null;

  const id = newId();
  await insertDeletion(work.trx, {
    id,
    owner_id: ownerId,
    kind: request.kind,
    target_id: request.targetId,
    mode: request.mode,
    actor: work.actor,
    session_ids: gone,
    handed_over: handedOver,
  });
  if (handedOver.length) {
    const forks = handedOver.flatMap((fork) => byId.get(fork) ?? []); // one deleted meanwhile needs nothing any more
    await handOver(work, id, { sources: gone.map((source) => byId.get(source)!), conversations: dependents!.conversations, forks });
  }
  await markSessionsDeleted(work.trx, gone, id);
  if (request.workspaceId) await markWorkspaceDeleted(work.trx, request.workspaceId, id);
  const asked = new Set(targets);
  for (const sessionId of gone) {
    const session = byId.get(sessionId)!;
    const data: TombstoneData = { deletionId: id, reason: reasonOf(request, asked.has(session.id)) };
    work.emit({ sessionId, workspaceId: session.workspace_id, type: 'session.deleted' satisfies typeof TOMBSTONE, data });
  }
  return id;
}

function reasonOf(request: SessionsDeletion, asked: boolean): TombstoneData['reason'] {
  if (request.kind === 'RETENTION') return 'RETENTION';
  if (!asked) return 'CASCADE';
  return request.kind === 'WORKSPACE' ? 'WORKSPACE' : 'DELETED';
}

function tooManyForks(request: SessionsDeletion) {
  return limitReached(
    'LINEAGE_SESSIONS',
    request.bounds.max,
    [...request.what, ` has more than ${request.bounds.max.toLocaleString('en')} forks below it`],
    'Nothing was deleted. Delete forks deep in its tree first, then this one.',
  );
}
