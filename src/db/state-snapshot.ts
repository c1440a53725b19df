// A checkpoint's whole state snapshot, in SQL: its own part (state_snapshot) and, from format 2 on, the plan snapshot
// it shares with the other checkpoints of the same plan version (migrations/0026_plan_snapshots.sql). Every read of a
// whole snapshot (checkpoints, a moment's state, an export) joins them here, so readers meet one shape.
import { type RawBuilder, sql } from 'kysely';
import { PLAN_PARTS, type StoredStateSnapshot } from './tables/checkpoints.ts';

/** A value of the plan snapshot that the checkpoint `alias` shares; null for a checkpoint that shares none. */
export function ofPlanSnapshot<T>(alias: string, expression: RawBuilder<unknown>): RawBuilder<T | null> {
  return sql<T | null>`(select ${expression} from plan_snapshots ps where ps.id = ${sql.ref(`${alias}.plan_snapshot_id`)})`;
}

/**
 * The whole state snapshot of the checkpoint `alias` (a format-1 row holds it whole): its own part, where only what is
 * not the plan counts (what it signs: checkpoints/checkpoint.model.ts canonicalCheckpoint), and its plan snapshot.
 */
export function wholeStateSnapshot(alias: string): RawBuilder<StoredStateSnapshot> {
  const own = sql.ref(`${alias}.state_snapshot`);
  const planParts = sql.raw(`array[${PLAN_PARTS.map((part) => `'${part}'`).join(', ')}]`);
  return sql<StoredStateSnapshot>`case when ${sql.ref(`${alias}.plan_snapshot_id`)} is null then ${own}
    else (${own} - ${planParts}) || ${ofPlanSnapshot(alias, sql`ps.plan`)} end`;
}

/** The digest of that plan snapshot as it is stored now (what its checkpoints signed, unless it was edited since). */
export function planDigestNow(alias: string): RawBuilder<string | null> {
  return ofPlanSnapshot<string>(alias, sql`encode(sha256(convert_to(ps.plan::text, 'UTF8')), 'hex')`);
}
