// runRetention: applies the owner's policies once (retention/retention.model.ts). It reads what the policies let go of
// (retention/candidates.queries.ts: lineage-safe, pins honoured), records a `retention.warning` in each session for
// what falls due within its warning time, then purges what is due and was warned long enough ago: sessions through an
// audited deletion (kind RETENTION), checkpoints, and the code objects no checkpoint reaches any more. Every step is a
// short transaction over a bounded batch, so writers are never held up for long; a run reads at most a bounded number
// of items (the next run goes on). One run per owner at a time, across servers. A dry run reads and writes nothing.
import type { Caller } from '../../caller.ts';
import { withRetentionLock } from '../../db/advisory-locks.ts';
import { newId } from '../../db/ids.ts';
import { findDeletionsByIds } from '../../deletions/deletion.queries.ts';
import { deleteSessions } from '../../deletions/deletion.service.ts';
import { purgeDeletion, reclaimOwnerObjects } from '../../deletions/purge.service.ts';
import { ForksDependError } from '../../errors/deletion.ts';
import { text, throws, ValidationError } from '../../errors/domain.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { RetentionBusyError } from '../../errors/retention.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { type Due, type DueSession, findDueCheckpoints, findDueSessions } from '../../retention/candidates.queries.ts';
import { purgeAfter, type Verdict, verdictOf } from '../../retention/retention.model.ts';
import { finishRun, insertRun, purgeCheckpoints, type RunCounts } from '../../retention/run.queries.ts';
import { recordWarnings, type SessionWarning } from '../../retention/warning.service.ts';
import { archiveSession } from '../../transfer/archive.service.ts';

/** At most this many sessions and checkpoints a run reads; what is left, the next run takes. */
const SESSIONS_PER_RUN = 20_000;
const CHECKPOINTS_PER_RUN = 100_000;
/** Sessions warned, deleted, and checkpoints purged per transaction. */
const WARN_BATCH = 100;
const DELETE_BATCH = 200;
const CHECKPOINT_BATCH = 500;
/** Items a report lists (it counts them all). */
const ITEMS_SHOWN = 500;

export type RetentionItem = { verdict: Exclude<Verdict, 'WAIT'>; sessionId: string; checkpointId: string | null; dueAt: Date; purgeAfter: Date };

export type RetentionReport = RunCounts & {
  dryRun: boolean;
  /** The run's audit (null for a dry run, which records nothing). */
  runId: string | null;
  /** The deletions that took the sessions it deleted. */
  deletionIds: string[];
  /** What it warned about and purged (a dry run: would), the first ITEMS_SHOWN. */
  items: RetentionItem[];
  /** False when it stopped at its bounds: a next run has more to do. */
  complete: boolean;
};

type Planned = { item: Due; kind: 'SESSION' | 'CHECKPOINT'; verdict: Exclude<Verdict, 'WAIT'> };

export async function runRetention(caller: Caller, input: { dryRun: boolean }): Promise<RetentionReport> {
  const now = new Date();
  if (input.dryRun) return dryReport(await plan(caller, now), now);
  const done = await withRetentionLock(caller.db, caller.viewer.ownerId, async () => apply(caller, await plan(caller, now), now));
  if (!done) throw new RetentionBusyError();
  return done;
}
export const runRetentionThrows = throws(LimitReachedError, RetentionBusyError, ValidationError);

async function plan(caller: Caller, now: Date) {
  const { db, viewer } = caller;
  const sessions = await findDueSessions(db, viewer.ownerId, SESSIONS_PER_RUN);
  const leaving = new Set(sessions.map((s) => s.id));
  // A session that will be deleted takes its checkpoints with it: they are not warned about one by one.
  const checkpoints = (await findDueCheckpoints(db, viewer.ownerId, CHECKPOINTS_PER_RUN)).filter((c) => !leaving.has(c.session_id));
  const planned: Planned[] = [];
  for (const [kind, items] of [['SESSION', sessions] as const, ['CHECKPOINT', checkpoints] as const]) {
    for (const item of items) {
      const verdict = verdictOf({ dueAt: item.due_at, warnedAt: item.warned_at }, item.warn_hours, now);
      if (verdict !== 'WAIT') planned.push({ item, kind, verdict });
    }
  }
  return { planned, complete: sessions.length < SESSIONS_PER_RUN && checkpoints.length < CHECKPOINTS_PER_RUN };
}

async function apply(caller: Caller, { planned, complete }: Awaited<ReturnType<typeof plan>>, now: Date): Promise<RetentionReport> {
  const runId = newId();
  await insertRun(caller.db, { id: runId, owner_id: caller.viewer.ownerId, actor: caller.viewer.actor });
  await warn(caller, planned, now);
  const due = planned.filter((p) => p.kind === 'SESSION' && p.verdict === 'PURGE').map((p) => p.item as DueSession);
  const { deletionIds, archives } = await deleteDueSessions(caller, runId, due);
  const checkpoints = await purgeDueCheckpoints(
    caller,
    planned.filter((p) => p.kind === 'CHECKPOINT' && p.verdict === 'PURGE').map((p) => p.item.id),
  );
  const reclaimed = (await reclaimOwnerObjects(caller, caller.viewer.ownerId, caller.settings.purgeBatch)) ?? { objects: 0, bytes: 0 };
  const deletions = await findDeletionsByIds(caller.db, caller.viewer.ownerId, deletionIds);
  const counts: RunCounts = {
    ...countsOf(planned),
    purged_sessions: deletions.reduce((sum, d) => sum + d.session_ids.length, 0),
    purged_checkpoints: checkpoints.rows,
    row_bytes: checkpoints.bytes + deletions.reduce((sum, d) => sum + d.row_bytes, 0),
    objects: reclaimed.objects + deletions.reduce((sum, d) => sum + d.objects, 0),
    object_bytes: reclaimed.bytes + deletions.reduce((sum, d) => sum + d.object_bytes, 0),
    ...archives,
  };
  await finishRun(caller.db, runId, counts);
  return { ...counts, dryRun: false, runId, deletionIds, items: itemsOf(planned, now), complete };
}

/** A dry run's report: what a run would warn about and purge now, and the bytes of the rows it would purge (an estimate). */
function dryReport({ planned, complete }: Awaited<ReturnType<typeof plan>>, now: Date): RetentionReport {
  const purging = planned.filter((p) => p.verdict === 'PURGE');
  return {
    ...countsOf(planned),
    purged_sessions: purging.filter((p) => p.kind === 'SESSION').length,
    purged_checkpoints: purging.filter((p) => p.kind === 'CHECKPOINT').length,
    row_bytes: purging.reduce((sum, p) => sum + Number(p.item.bytes), 0),
    objects: 0,
    object_bytes: 0,
    ...NO_ARCHIVES,
    dryRun: true,
    runId: null,
    deletionIds: [],
    items: itemsOf(planned, now),
    complete,
  };
}

function countsOf(planned: readonly Planned[]): Pick<RunCounts, 'warned_sessions' | 'warned_checkpoints'> {
  const warned = planned.filter((p) => p.verdict === 'WARN');
  return { warned_sessions: warned.filter((p) => p.kind === 'SESSION').length, warned_checkpoints: warned.filter((p) => p.kind === 'CHECKPOINT').length };
}

function itemsOf(planned: readonly Planned[], now: Date): RetentionItem[] {
  return planned.slice(0, ITEMS_SHOWN).map(({ item, kind, verdict }) => ({
    verdict,
    sessionId: item.session_id,
    checkpointId: kind === 'CHECKPOINT' ? item.id : null,
    dueAt: item.due_at,
    purgeAfter: verdict === 'WARN' ? purgeAfter(item.due_at, item.warn_hours, now) : now,
  }));
}

/** One warning per session, naming all it is warned about, a batch of sessions per transaction. */
async function warn(caller: Caller, planned: readonly Planned[], now: Date): Promise<void> {
  const bySession = new Map<string, SessionWarning>();
  for (const { item, kind, verdict } of planned) {
    if (verdict !== 'WARN') continue;
    const warning = bySession.get(item.session_id) ?? { sessionId: item.session_id, workspaceId: item.workspace_id, session: null, checkpoints: [] };
    const due = { dueAt: item.due_at, warnHours: item.warn_hours };
    bySession.set(
      item.session_id,
      kind === 'SESSION' ? { ...warning, session: due } : { ...warning, checkpoints: [...warning.checkpoints, { id: item.id, ...due }] },
    );
  }
  const warnings = [...bySession.values()];
  for (let at = 0; at < warnings.length; at += WARN_BATCH) {
    await inTransaction(caller, (work) => recordWarnings(work, warnings.slice(at, at + WARN_BATCH), now));
  }
}

type ArchiveCounts = Pick<RunCounts, 'archived_sessions' | 'archive_bytes' | 'archive_failures'>;
const NO_ARCHIVES: ArchiveCounts = { archived_sessions: 0, archive_bytes: 0, archive_failures: 0 };

/**
 * Deletes sessions a batch at a time, each batch one audited deletion, archiving first those whose policy says so (one
 * whose archive cannot be written stays for the next run); a batch a fork made meanwhile builds on is deleted one
 * session at a time, leaving the one the fork needs.
 */
async function deleteDueSessions(caller: Caller, runId: string, sessions: readonly DueSession[]) {
  const deletionIds: string[] = [];
  const archives = { ...NO_ARCHIVES };
  for (let at = 0; at < sessions.length; at += DELETE_BATCH) {
    const batch: string[] = [];
    for (const session of sessions.slice(at, at + DELETE_BATCH)) {
      if (session.archive && !(await archived(caller, session.id, archives))) continue;
      batch.push(session.id);
    }
    try {
      deletionIds.push(...(await deleteBatch(caller, runId, batch)));
    } catch (error) {
      if (!(error instanceof ForksDependError)) throw error;
      for (const sessionId of batch) {
        try {
          deletionIds.push(...(await deleteBatch(caller, runId, [sessionId])));
        } catch (refused) {
          if (!(refused instanceof ForksDependError)) throw refused;
        }
      }
    }
  }
  return { deletionIds, archives };
}

/** Archives a session (counted into `counts`); false when its archive could not be written (logged, the session stays). */
async function archived(caller: Caller, sessionId: string, counts: ArchiveCounts): Promise<boolean> {
  try {
    counts.archive_bytes += (await archiveSession(caller, sessionId)).bytes;
    counts.archived_sessions++;
    return true;
  } catch (error) {
    counts.archive_failures++;
    caller.settings.logger.warn(`retention could not archive session ${sessionId}, which stays until a run can`, error);
    return false;
  }
}

/** One audited deletion of these sessions, purged: its id (none when they were all deleted meanwhile). */
async function deleteBatch(caller: Caller, runId: string, sessionIds: readonly string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const { lineageDepth: depth, lineageSessions: max } = caller.settings.quotas;
  const what = text`Sessions due under your retention policy`;
  const request = { ownerId: caller.viewer.ownerId, kind: 'RETENTION' as const, targetId: runId, sessionIds, mode: 'NONE' as const, what };
  const id = await inTransaction(caller, (work) => deleteSessions(work, { ...request, bounds: { depth, max } }));
  if (!id) return [];
  await purgeDeletion(caller, id, { batch: caller.settings.purgeBatch, reclaim: false }); // the run reclaims once, at its end
  return [id];
}

async function purgeDueCheckpoints(caller: Caller, ids: readonly string[]) {
  const total = { rows: 0, bytes: 0 };
  for (let at = 0; at < ids.length; at += CHECKPOINT_BATCH) {
    const gone = await inTransaction(caller, ({ trx }) => purgeCheckpoints(trx, ids.slice(at, at + CHECKPOINT_BATCH)));
    total.rows += gone.rows;
    total.bytes += gone.bytes;
  }
  return total;
}
