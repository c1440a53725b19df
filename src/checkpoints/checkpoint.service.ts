// Writing a checkpoint row: the plan's state, conversation positions and the (already made) code snapshot, signed.
import type { Checkpoint, CheckpointKind, Session } from '../db/database.ts';
import { json } from '../db/json.ts';
import type { Tx } from '../events/transaction.ts';
import { signCheckpoint, type FileChangeRecord, type StateSnapshot } from './checkpoint.model.ts';
import { insertCheckpoint, readSessionState } from './checkpoint.queries.ts';

export type CodeSnapshot = { commit: string; ref: string; note: string | null; files: FileChangeRecord[]; added: number; removed: number };

export type NewCheckpoint = {
  id: string;
  label: string;
  kind: CheckpointKind;
  position: { phaseId: string | null; taskId: string | null; stepId: string | null };
  code: CodeSnapshot | null;
};

/**
 * Records a checkpoint of a locked session in the caller's transaction: the next per-session number, the state
 * snapshot read in this same transaction, the signature, and a `checkpoint.created` event.
 */
export async function recordCheckpoint(tx: Tx, session: Session, input: NewCheckpoint, secret: string): Promise<Checkpoint> {
  const { snapshot, positions, parentId } = await readSessionState(tx.trx, session.id, session.last_checkpoint_seq);
  const state: StateSnapshot = {
    session: { state: session.state, strategy: session.strategy, objective: session.objective, config: session.config, metadata: session.metadata },
    ...snapshot,
  };
  const seq = session.last_checkpoint_seq + 1;
  const unsigned = {
    id: input.id,
    session_id: session.id,
    seq,
    label: input.label,
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
  const [row] = await Promise.all([insertCheckpoint(tx.trx, {
    ...unsigned,
    state_snapshot: json(unsigned.state_snapshot),
    conversation_positions: json(unsigned.conversation_positions),
    config: json(unsigned.config),
    files_changed: json(unsigned.files_changed),
    signature,
  }), tx.trx.updateTable('sessions').set({ last_checkpoint_seq: seq }).where('id', '=', session.id).execute()]);
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
