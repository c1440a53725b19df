// What a rewind is asked to do and what it resolves to: shared by the rewind mutations (rewind-*.ts, undo), the
// preview (preview.ts) and dryRun. Types only.
import type { CheckpointHead } from '../../checkpoints/checkpoint.queries.ts';
import type { Checkpoint } from '../../db/tables/checkpoints.ts';
import type { PreserveMode, RewindKind } from '../../db/tables/rewinds.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import type { RestorePoint } from '../../restore/restore-point.model.ts';

/** A rewind request, ids as database ids (the GraphQL edge decodes them). Exactly one target is given. */
export type RewindRequest = {
  kind: Exclude<RewindKind, 'COMPACT'>;
  sessionId: string;
  /** CONVERSATION: the conversation to cut (default: the session's supervisor conversation). */
  conversationId?: string | null;
  /** CODE: the checkpoint to go back to, or the git commit of one of the session's checkpoints. */
  checkpointId?: string | null;
  gitCommit?: string | null;
  /** CONVERSATION: just after this message; at this moment; or this many visible messages back. */
  toMessageId?: string | null;
  toTime?: Date | null;
  byMessageCount?: number | null;
  /** CONVERSATION: the code (and plan state) go back too, to the newest code checkpoint at or before the point. */
  rewindCode?: boolean | null;
  preserve?: PreserveMode | null;
  branchName?: string | null;
};

/** A request resolved against the session's history (nothing written). */
export type ResolvedRewind = {
  request: RewindRequest;
  session: Session;
  /** The session's workspace; null when no file is touched (a conversation rewind that leaves the code alone). */
  workspace: Workspace | null;
  /** Where the session goes back to: conversation cuts, the checkpoint whose plan state applies, the code snapshot. */
  point: RestorePoint;
  /** The checkpoint whose plan state (and working state) is put back, whole (with its snapshot); null: none. */
  checkpoint: Checkpoint | null;
  /** The checkpoint whose code the workspace goes back to; null: files are left as they are. */
  code: CheckpointHead | null;
};
