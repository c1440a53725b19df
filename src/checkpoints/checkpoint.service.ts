// Writing a checkpoint row: the plan's state, conversation positions and the (already made) code snapshot, signed.

import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { json } from '../db/json.ts';
import type { Checkpoint, CheckpointKind, FileChangeRecord } from '../db/tables/checkpoints.ts';
import type { Session } from '../db/tables/sessions.ts';
import { idRef, NotFoundError, text, throws, ValidationError } from '../errors/domain.ts';
import { treeNamesMissing } from '../errors/objects.ts';
import type { Work } from '../events/unit-of-work.ts';
import type { CheckpointSigning } from './checkpoint.integrity.ts';
import { SNAPSHOT_FORMAT_VERSION } from './checkpoint.model.ts';
import {
  type CheckpointHead,
  claimSessionState,
  findPreviousCodeCheckpoint,
  holdCodeTree,
  insertCheckpointStatement,
  listCheckpoints,
} from './checkpoint.queries.ts';

/**
 * The code snapshot a checkpoint records, made beforehand: by this server (code/: a commit of its snapshot store, and
 * the ref keeping it) or by the workspace's agent (`tree`: the root tree it uploaded to the owner's code objects).
 */
export type CodeSnapshot = {
  commit: string | null;
  tree: string | null;
  ref: string | null;
  note: string | null;
  files: FileChangeRecord[];
  added: number;
  removed: number;
};

export type NewCheckpoint = {
  id: string;
  /** Null: "checkpoint <n>". */
  label: string | null;
  kind: CheckpointKind;
  position: { phaseId: string | null; taskId: string | null; stepId: string | null };
  code: CodeSnapshot | null;
};

/**
 * In the transaction that records a checkpoint of an agent's snapshot, before it: keeps the snapshot's root tree
 * stored until the commit, from which the checkpoint keeps it. Stored when its agent named it; gone since only when
 * the reclaim of unreachable objects took it (a tree last named by a purged checkpoint): the snapshot is taken again.
 */
export async function holdSnapshot(work: Work, ownerId: string, code: CodeSnapshot | null): Promise<void> {
  if (code?.tree && !(await holdCodeTree(work.trx, ownerId, code.tree))) throw treeNamesMissing(code.tree, [code.tree]);
}

/**
 * Records a checkpoint in the caller's transaction: locks the session and takes the next per-session number, stores
 * or shares the plan snapshot of the plan as it stands in this same transaction (claimSessionState), signs, and appends
 * a `checkpoint.created` event. Returns the row without its state snapshot (read it with findStateSnapshots).
 */
export async function recordCheckpoint(
  work: Work,
  ownerId: string,
  sessionId: string,
  input: NewCheckpoint,
  signing: CheckpointSigning,
  options: {
    /** Runs on the locked session before anything is written (e.g. the lease check); throwing aborts. */
    verify?: (session: Session) => void;
    /** Events of the session emitted and not appended yet (work.held): they come before it in the log. */
    eventsHeld?: number;
  } = {},
): Promise<CheckpointHead> {
  const claimed = await claimSessionState(work.trx, ownerId, sessionId, newId()); // locked: nothing it read moves meanwhile
  if (!claimed) throw new NotFoundError('Session', sessionId);
  const { session, planSnapshotId, planDigest, positions, parentId } = claimed;
  options.verify?.(session);
  const seq = session.last_checkpoint_seq;
  const head = {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    session: { state: session.state, strategy: session.strategy, objective: session.objective, config: session.config, metadata: session.metadata },
    planRevision: session.plan_revision,
    todos: session.todos,
  };
  const unsigned = {
    id: input.id,
    session_id: session.id,
    seq,
    label: input.label == null ? `checkpoint ${seq}` : work.redact.text(input.label),
    kind: input.kind,
    phase_id: input.position.phaseId,
    task_id: input.position.taskId,
    step_id: input.position.stepId,
    event_seq: session.last_event_seq + (options.eventsHeld ?? 0),
    conversation_positions: positions,
    config: session.config,
    git_commit: input.code?.commit ?? null,
    code_tree: input.code?.tree ?? null,
    git_ref: input.code?.ref ?? null,
    git_note: input.code?.note ?? null,
    files_changed: input.code?.files ?? [],
    lines_added: input.code?.added ?? 0,
    lines_removed: input.code?.removed ?? 0,
    parent_checkpoint_id: parentId,
    plan_snapshot_id: planSnapshotId,
    pinned: false,
    retention_warned_at: null,
    created_at: new Date(),
  } satisfies Omit<Checkpoint, 'state_snapshot' | 'signature' | 'plan_digest'>;
  // Round-trip the JSON now so the signature covers exactly what the database will hand back; the plan is signed by
  // its digest (checkpoint.model.ts canonicalCheckpoint), so none of it is read here.
  const headJson = JSON.stringify(head);
  const stored = { ...(JSON.parse(JSON.stringify(unsigned)) as typeof unsigned), created_at: unsigned.created_at };
  const signature = signing.sign({ ...stored, state_snapshot: JSON.parse(headJson), plan_digest: planDigest, signature: '' });
  const row = {
    ...unsigned,
    conversation_positions: json(unsigned.conversation_positions),
    config: json(unsigned.config),
    files_changed: json(unsigned.files_changed),
    signature,
  };
  const insert = insertCheckpointStatement(work.trx, row, headJson);
  work.withNext(insert); // ahead of the next statement (one that refers to the row included): no round trip of its own
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'checkpoint.created',
    data: {
      checkpointId: stored.id,
      seq,
      kind: stored.kind,
      label: stored.label,
      gitCommit: stored.git_commit,
      filesChanged: stored.files_changed.length,
      linesAdded: stored.lines_added,
      linesRemoved: stored.lines_removed,
    },
  });
  return { ...stored, signature, row_version: claimed.rowVersion };
}

type Compared = Pick<Checkpoint, 'id' | 'session_id' | 'seq' | 'parent_checkpoint_id'>;

/**
 * The checkpoint a diff compares with: `againstId` (a checkpoint of the same session), else the one before; for a
 * code diff, the newest before it that has a code snapshot. Null: it is the first, so everything in it is new.
 */
export async function findDiffBaseline<C extends Compared>(
  db: Db,
  checkpoint: Compared,
  options: { againstId: string | null; forCode: boolean; load: (id: string) => Promise<C | null | undefined> },
): Promise<C | CheckpointHead | null> {
  if (!options.againstId && options.forCode) return (await findPreviousCodeCheckpoint(db, checkpoint.session_id, checkpoint.seq)) ?? null;
  const id = options.againstId ?? checkpoint.parent_checkpoint_id;
  if (!id) return null;
  const other = await options.load(id);
  if (!other && !options.againstId) {
    // Its parent was purged by a retention policy: the one before it that is left (none: everything in it is new).
    const [previous] = await listCheckpoints(db, checkpoint.session_id, { before: checkpoint.seq, limit: 1, inverted: true });
    return previous ?? null;
  }
  if (!other) throw new NotFoundError('Checkpoint', id);
  if (other.session_id !== checkpoint.session_id) {
    const session = idRef('Session', checkpoint.session_id);
    throw new ValidationError('against', text`that checkpoint belongs to another session; compare with a checkpoint of session ${session}.`);
  }
  return other;
}
export const findDiffBaselineThrows = throws(NotFoundError, ValidationError);
