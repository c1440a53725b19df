// Writing a checkpoint row: the plan's state, conversation positions and the (already made) code snapshot, signed.
import type { Checkpoint, CheckpointKind, Session } from '../db/database.ts';
import { json } from '../db/json.ts';
import { NotFoundError } from '../errors.ts';
import type { Tx } from '../events/transaction.ts';
import { type FileChangeRecord, type StateSnapshot, signCheckpoint } from './checkpoint.model.ts';
import { claimCheckpointSeq, insertCheckpoint, readSessionState } from './checkpoint.queries.ts';

export type CodeSnapshot = { commit: string; ref: string; note: string | null; files: FileChangeRecord[]; added: number; removed: number };

export type NewCheckpoint = {
  id: string;
  /** Null: "checkpoint <n>". */
  label: string | null;
  kind: CheckpointKind;
  position: { phaseId: string | null; taskId: string | null; stepId: string | null };
  code: CodeSnapshot | null;
};

/**
 * Records a checkpoint in the caller's transaction: locks the session and takes the next per-session number, reads
 * the state snapshot in this same transaction, signs it, and appends a `checkpoint.created` event.
 */
export async function recordCheckpoint(
  tx: Tx,
  ownerId: string,
  sessionId: string,
  input: NewCheckpoint,
  secret: string,
  /** Runs on the locked session before anything is written (e.g. the lease check); throwing aborts. */
  verify: (session: Session) => void = () => {},
): Promise<Checkpoint> {
  const session = await claimCheckpointSeq(tx.trx, ownerId, sessionId);
  if (!session) throw new NotFoundError('Session', sessionId);
  verify(session);
  const seq = session.last_checkpoint_seq;
  const { snapshot, positions, parentId } = await readSessionState(tx.trx, session.id, seq - 1);
  const state: StateSnapshot = {
    session: { state: session.state, strategy: session.strategy, objective: session.objective, config: session.config, metadata: session.metadata },
    ...snapshot,
  };
  const unsigned = {
    id: input.id,
    session_id: session.id,
    seq,
    label: input.label ?? `checkpoint ${seq}`,
    kind: input.kind,
    phase_id: input.position.phaseId,
    task_id: input.position.taskId,
    step_id: input.position.stepId,
    event_seq: session.last_event_seq,
    state_snapshot: state,
    conversation_positions: positions,
    config: session.config,
    git_commit: input.code?.commit ?? null,
    git_ref: input.code?.ref ?? null,
    git_note: input.code?.note ?? null,
    files_changed: input.code?.files ?? [],
    lines_added: input.code?.added ?? 0,
    lines_removed: input.code?.removed ?? 0,
    parent_checkpoint_id: parentId,
    pinned: false,
    created_at: new Date(),
    signature: '',
  } satisfies Checkpoint;
  // Round-trip the JSON now so the signature covers exactly what the database will hand back.
  const stored = JSON.parse(JSON.stringify(unsigned)) as Checkpoint;
  const signature = signCheckpoint({ ...stored, created_at: unsigned.created_at }, secret);
  const row = await insertCheckpoint(tx.trx, {
    ...unsigned,
    state_snapshot: json(unsigned.state_snapshot),
    conversation_positions: json(unsigned.conversation_positions),
    config: json(unsigned.config),
    files_changed: json(unsigned.files_changed),
    signature,
  });
  tx.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'checkpoint.created',
    data: {
      checkpointId: row.id,
      seq,
      kind: row.kind,
      label: row.label,
      gitCommit: row.git_commit,
      filesChanged: unsigned.files_changed.length,
      linesAdded: row.lines_added,
      linesRemoved: row.lines_removed,
    },
  });
  return row;
}
