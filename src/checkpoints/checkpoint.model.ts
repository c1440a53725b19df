// What a checkpoint holds, how it is signed, and how two checkpoints' plan states differ. Pure: no I/O.
import { createHmac, timingSafeEqual } from 'node:crypto';
import canonicalize from 'canonicalize';
import { type Checkpoint, type CheckpointKind, PLAN_PARTS, type StateSnapshot, type StoredStateSnapshot } from '../db/tables/checkpoints.ts';
import type { CheckpointPolicy, TodoItem } from '../db/tables/sessions.ts';
import { CheckpointVersionUnsupportedError } from '../errors/checkpoint.ts';
import { ValidationError } from '../errors/domain.ts';

export const CHECKPOINT_KINDS = ['MANUAL', 'STEP', 'TASK', 'PHASE', 'PLAN', 'ERROR', 'RESUME', 'REWIND'] as const satisfies readonly CheckpointKind[];

/**
 * The format of the state snapshots this server writes, stamped on each (signed with it), so that a server reads only
 * snapshots it understands: one written by a newer server, in a format it does not know, is refused, never misread
 * (several servers share one database, so an older one meets a newer one's checkpoints during an upgrade). A change
 * of StateSnapshot's shape that an older reader would misread takes the next number, and its reader is added here.
 * Format 2: the plan's part (PLAN_PARTS) is a plan snapshot the checkpoints of one plan version share
 * (migrations/0026_plan_snapshots.sql); its readers get it joined back, so the shape they read is format 1's.
 */
export const SNAPSHOT_FORMAT_VERSION = 2;
/** The formats this server reads; snapshots without a stamp (written before it existed) are format 1. */
export const READABLE_SNAPSHOT_VERSIONS: readonly number[] = [1, 2];

/** The format a stored snapshot is stamped with; one without a stamp (written before it existed) is format 1. */
const formatOf = (snapshot: StoredStateSnapshot): unknown => (snapshot.formatVersion === undefined ? 1 : snapshot.formatVersion);

function isReadable(snapshot: StoredStateSnapshot): snapshot is StateSnapshot {
  const format = formatOf(snapshot);
  return typeof format === 'number' && READABLE_SNAPSHOT_VERSIONS.includes(format);
}

/**
 * A checkpoint's state snapshot, once its format is one this server reads; otherwise CheckpointVersionUnsupportedError.
 * Every reader of a snapshot (resume, rewind, undo, fork, diffs) reads it through here, before it changes anything.
 */
export function readStateSnapshot(checkpoint: Pick<Checkpoint, 'id' | 'state_snapshot'>): StateSnapshot {
  const snapshot = checkpoint.state_snapshot;
  if (!isReadable(snapshot)) throw new CheckpointVersionUnsupportedError(checkpoint.id, formatOf(snapshot), READABLE_SNAPSHOT_VERSIONS);
  return snapshot;
}

/**
 * Every field the signature covers, in a canonical (RFC 8785) serialisation. A checkpoint that shares a plan snapshot
 * (format 2) signs its own part of the state snapshot and the plan's digest, not the plan: signing costs the same
 * whatever the plan's size, and an edit of the shared plan still shows, as a digest that no longer matches.
 */
export function canonicalCheckpoint(row: Checkpoint): string {
  const shared = Boolean(row.plan_snapshot_id);
  const snapshot = row.state_snapshot as Record<string, unknown>;
  const own = shared ? Object.fromEntries(Object.entries(snapshot).filter(([key]) => !(PLAN_PARTS as readonly string[]).includes(key))) : snapshot;
  return (
    canonicalize({
      v: shared ? 2 : 1,
      id: row.id,
      sessionId: row.session_id,
      seq: row.seq,
      label: row.label,
      kind: row.kind,
      phaseId: row.phase_id,
      taskId: row.task_id,
      stepId: row.step_id,
      eventSeq: row.event_seq,
      stateSnapshot: own,
      ...(shared && { planDigest: row.plan_digest }),
      conversationPositions: row.conversation_positions,
      config: row.config,
      gitCommit: row.git_commit,
      ...(row.code_tree !== null && { codeTree: row.code_tree }), // only when present: rows signed before it verify as they were
      gitRef: row.git_ref,
      gitNote: row.git_note,
      filesChanged: row.files_changed,
      linesAdded: row.lines_added,
      linesRemoved: row.lines_removed,
      parentCheckpointId: row.parent_checkpoint_id,
      createdAt: new Date(row.created_at).toISOString(),
    }) ?? ''
  );
}

export function signCheckpoint(row: Checkpoint, secret: string): string {
  return createHmac('sha256', secret).update(canonicalCheckpoint(row)).digest('hex');
}

/** True while the row still matches its signature: an edit in the database makes it false. */
export function verifyCheckpoint(row: Checkpoint, secret: string): boolean {
  const expected = Buffer.from(signCheckpoint(row, secret), 'hex');
  const actual = Buffer.from(row.signature, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type StateChange = { entity: 'SESSION' | 'PHASE' | 'TASK' | 'STEP' | 'APPROVAL'; id: string; name: string; from: string | null; to: string | null };

/**
 * Entities whose state differs between two snapshots (`from` null: it did not exist then). Without a `before`
 * (the first checkpoint), everything in `after` is new and the session itself is not listed.
 */
export function diffStates(before: StateSnapshot | null, after: StateSnapshot): StateChange[] {
  const changes: StateChange[] = [];
  if (before && before.session.state !== after.session.state) {
    changes.push({ entity: 'SESSION', id: '', name: after.session.objective, from: before.session.state, to: after.session.state });
  }
  const compare = <T extends { id: string; state: string }>(entity: StateChange['entity'], a: T[], b: T[], name: (item: T) => string) => {
    const old = new Map(a.map((item) => [item.id, item]));
    for (const item of b) {
      const previous = old.get(item.id);
      if (previous?.state !== item.state) changes.push({ entity, id: item.id, name: name(item), from: previous?.state ?? null, to: item.state });
      old.delete(item.id);
    }
    for (const gone of old.values()) changes.push({ entity, id: gone.id, name: name(gone), from: gone.state, to: null });
  };
  compare('PHASE', before?.phases ?? [], after.phases, (phase) => phase.name);
  compare('TASK', before?.tasks ?? [], after.tasks, (task) => task.key);
  compare('STEP', before?.steps ?? [], after.steps, (step) => step.title);
  compare('APPROVAL', before?.approvals ?? [], after.approvals, (approval) => approval.title);
  return changes;
}

/** A checkpoint's label as given: trimmed; null when left out. One given empty is refused (ValidationError on `field`). */
export function checkpointLabel(label: string | null | undefined, field: string): string | null {
  const trimmed = label?.trim() || null;
  if (label != null && !trimmed) throw new ValidationError(field, 'give the checkpoint a label, or leave it out.');
  return trimmed;
}

/**
 * By default a checkpoint after every completed step, at every phase boundary, on every plan change and on errors.
 * After a completed task (an agent's completion) only when asked: with afterStep on, its last step already took one.
 */
export function checkpointPolicy(policy: Partial<CheckpointPolicy>): CheckpointPolicy {
  return {
    afterStep: policy.afterStep ?? true,
    afterTask: policy.afterTask ?? false,
    phaseBoundary: policy.phaseBoundary ?? true,
    planChange: policy.planChange ?? true,
    onError: policy.onError ?? true,
  };
}

/** How the plan's working state differs between two snapshots (states are in diffStates). */
export type WorkingStateDiff = {
  planRevision: { from: number; to: number } | null;
  /** Todo lists that differ: the session's (taskId null) and each task's. */
  todos: Array<{ taskId: string | null; before: TodoItem[]; after: TodoItem[] }>;
  /** Shared documents that differ (null: absent on that side). */
  documents: Array<{ key: string; before: { version: number; value: unknown } | null; after: { version: number; value: unknown } | null }>;
  /** Phases whose output or summary differs. */
  phaseOutputs: Array<{ phaseId: string; before: { output: unknown; summary: string | null }; after: { output: unknown; summary: string | null } }>;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The working state that differs from `before` (null: the first checkpoint, compared with an empty session) to `after`. */
export function diffWorkingState(before: StateSnapshot | null, after: StateSnapshot): WorkingStateDiff {
  const revisionBefore = before?.planRevision ?? 0;
  const revisionAfter = after.planRevision ?? 0;
  const todos: WorkingStateDiff['todos'] = [];
  if (!sameJson(before?.todos ?? [], after.todos ?? [])) todos.push({ taskId: null, before: before?.todos ?? [], after: after.todos ?? [] });
  const tasksBefore = new Map((before?.tasks ?? []).map((task) => [task.id, task.todos ?? []]));
  for (const task of after.tasks) {
    const was = tasksBefore.get(task.id) ?? [];
    if (!sameJson(was, task.todos ?? [])) todos.push({ taskId: task.id, before: was, after: task.todos ?? [] });
  }
  const documentsBefore = new Map((before?.sharedContext ?? []).map((document) => [document.key, document]));
  const documentsAfter = new Map((after.sharedContext ?? []).map((document) => [document.key, document]));
  const keys = [...new Set([...documentsBefore.keys(), ...documentsAfter.keys()])].sort();
  const documents = keys.flatMap((key) => {
    const was = documentsBefore.get(key);
    const is = documentsAfter.get(key);
    if (was && is && was.version === is.version && sameJson(was.value, is.value)) return [];
    const side = (document: typeof was) => (document ? { version: document.version, value: document.value } : null);
    return [{ key, before: side(was), after: side(is) }];
  });
  const phasesBefore = new Map((before?.phases ?? []).map((phase) => [phase.id, phase]));
  const phaseOutputs = after.phases.flatMap((phase) => {
    const was = phasesBefore.get(phase.id);
    const then = { output: was?.output ?? null, summary: was?.summary ?? null };
    const now = { output: phase.output ?? null, summary: phase.summary ?? null };
    return sameJson(then, now) ? [] : [{ phaseId: phase.id, before: then, after: now }];
  });
  return { planRevision: revisionBefore === revisionAfter ? null : { from: revisionBefore, to: revisionAfter }, todos, documents, phaseOutputs };
}
