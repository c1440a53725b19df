/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The lease to take. */
export type AcquireLeaseInput = {
  /** The runner taking the lease (1 to 200 characters). */
  holder: string;
  /** How long the lease lasts without a heartbeat, in seconds: 5 to 3600; default 60. */
  leaseSeconds?: number | null | undefined;
  /** The session (not finished). */
  sessionId: string;
};

/** A batch of messages for one conversation. */
export type AppendMessagesInput = {
  /** The conversation. */
  conversationId: string;
  /** Any string of 1 to 200 characters: a retry with the same key and input appends nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** Appended in this order, all or none (at most SAVEPOINT_MAX_BATCH). */
  messages: Array<MessageInput>;
};

/** Whether an approval is decided, and how. */
export type ApprovalState =
  /** Approved. */
  | 'APPROVED'
  /** Waiting for a person to decide. */
  | 'PENDING'
  /** Rejected. */
  | 'REJECTED';

/** An agent attaching a folder it holds: from then on the workspace's file work is the agent's. */
export type AttachWorkspaceInput = {
  /** The key the agent keeps on its disk (1 to 200 printable characters): the same agent across restarts. */
  agentKey: string;
  /** The machine the agent runs on (its host name). */
  host: string;
  /** A name for people; defaults to the folder name. */
  name?: string | null | undefined;
  /** The folder's absolute path on that machine, for people: the server never opens it. */
  path: string;
  /** An existing workspace to serve (made by a fork, or served by an agent that is gone); otherwise the workspace at that folder, made if new. */
  workspaceId?: string | null | undefined;
};

/** What resume does when files changed since the last checkpoint. */
export type ChangedFilesAction =
  /** Refuse to resume (EnvironmentInvalidError) while there are any. */
  | 'ABORT'
  /** List them (environment.changedFiles) and continue (default). */
  | 'WARN';

/** Why a checkpoint was taken. */
export type CheckpointKind =
  /** Automatically, when a task or step failed, before recovery. */
  | 'ERROR'
  /** Asked for (createCheckpoint). */
  | 'MANUAL'
  /** Automatically, when a phase completed. */
  | 'PHASE'
  /** Automatically, when the plan was created or changed. */
  | 'PLAN'
  /** By resumeSession: the workspace (and state) as the resume found it, before it changed any file. */
  | 'RESUME'
  /** By a rewind: the workspace, plan and conversations as the rewind found them (its undo point; undoRewind goes back to it). */
  | 'REWIND'
  /** Automatically, after a completed step. */
  | 'STEP'
  /** Automatically, after a completed task (an agent's completion), when the session's policy asks (afterTask). */
  | 'TASK';

/** When to take checkpoints automatically; every switch defaults to true but afterTask. */
export type CheckpointPolicyInput = {
  /** After each completed step. */
  afterStep?: boolean | null | undefined;
  /** After each completed task (an agent's completion). Defaults to false: with afterStep on, the task's last step already took one. */
  afterTask?: boolean | null | undefined;
  /** When a task or step fails, before recovery. */
  onError?: boolean | null | undefined;
  /** When a phase completes. */
  phaseBoundary?: boolean | null | undefined;
  /** When the plan is created or changed. */
  planChange?: boolean | null | undefined;
};

/** A run of visible messages set aside behind one summary you wrote: "summarize from here" or "summarize up to here". */
export type CompactConversationInput = {
  /** The conversation. */
  conversationId: string;
  /** Write nothing: answer which messages it would cover. */
  dryRun?: boolean | null | undefined;
  /** Summarize from here: this message and every later visible one (exactly one of fromMessageId, upToMessageId). */
  fromMessageId?: string | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** Who speaks in the summary message: SYSTEM (default), USER or ASSISTANT. */
  role?: MessageRole | null | undefined;
  /** The summary text: the messages it covers are read as this from now on (resume context included). */
  summary: string;
  /** The summary's size in tokens, when known (counted like any message's). */
  tokenCount?: number | null | undefined;
  /** Summarize up to here: every visible message up to and including this one; later ones stay after the summary. */
  upToMessageId?: string | null | undefined;
};

/** A finished phase's results. Each call replaces the phase's output and summary (each is a phase.output_recorded event). */
export type CompletePhaseInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input records nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** What the phase produced, any JSON (secrets redacted); null when absent. */
  output?: unknown;
  /** The phase: its tasks must all be COMPLETED or CANCELLED; a phase without tasks completes with this call. */
  phaseId: string;
  /** A summary for the agents of later phases (secrets redacted; at most SAVEPOINT_MAX_MESSAGE_BYTES); null when absent. */
  summary?: string | null | undefined;
};

/** The step to complete, and what to report. */
export type CompleteStepInput = {
  /** Any string of 1 to 200 characters: the change is made once; sent again with the same key and input (its answer lost, a runner replaying its journal) it changes nothing and answers the first result. The same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** What the step produced (secrets redacted). */
  output?: unknown;
  /** The step. */
  stepId: string;
};

/** The task to complete, and what to report. */
export type CompleteTaskInput = {
  /** Any string of 1 to 200 characters: the change is made once; sent again with the same key and input (its answer lost, a runner replaying its journal) it changes nothing and answers the first result. The same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** What the task produced (secrets redacted). */
  output?: unknown;
  /** The task. */
  taskId: string;
};

/** Whose conversation it is. */
export type ConversationKind =
  /** A free conversation, e.g. with a person. */
  | 'CHAT'
  /** The session's supervisor (every session has one, made with it). */
  | 'SUPERVISOR'
  /** One task's agent (linked to its task). */
  | 'TASK';

/** A new API token for your owner. */
export type CreateApiTokenInput = {
  /** Who will use it, e.g. "ci-runner" (secrets in it are redacted). */
  name: string;
};

/** The checkpoint whose code snapshot becomes a new branch of the workspace's git repository. */
export type CreateBranchFromCheckpointInput = {
  /** The name of the new branch; it must not exist yet. */
  branchName: string;
  /** Also switch the workspace's checkout to the new branch (its files become the snapshot). Only a clean working tree is switched: with changes (staged, unstaged or untracked files that are not ignored) nothing is done (WorkingTreeDirtyError). False (default): HEAD, index and files are left as they are. */
  checkout?: boolean | null | undefined;
  /** The checkpoint (it must have a code snapshot: gitCommit set). */
  checkpointId: string;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** With checkout only. The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
};

/** The checkpoint to take. */
export type CreateCheckpointInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first checkpoint and takes no other (no snapshot either). */
  idempotencyKey?: string | null | undefined;
  /** False takes a state-only checkpoint (no code snapshot). Default true. */
  includeCode?: boolean | null | undefined;
  /** Why it is taken; defaults to MANUAL (RESUME is refused: only resumeSession takes those). */
  kind?: CheckpointKind | null | undefined;
  /** A label for people; default "checkpoint <seq>". */
  label?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The phase it is taken at (a phase of the session). */
  phaseId?: string | null | undefined;
  /** The session. */
  sessionId: string;
  /** The step it is taken at (a step of the session). */
  stepId?: string | null | undefined;
  /** The task it is taken at (a task of the session). */
  taskId?: string | null | undefined;
};

/** A new conversation in a session. */
export type CreateConversationInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first conversation. */
  idempotencyKey?: string | null | undefined;
  /** Whose conversation it is. */
  kind: ConversationKind;
  /** The session. */
  sessionId: string;
  /** For TASK conversations: the task whose agent speaks (a task of the same session). */
  taskId?: string | null | undefined;
  /** A title for people (defaults to the kind when blank). */
  title: string;
};

/** A new session, its plan and its settings. */
export type CreateSessionInput = {
  /** True: the session completes itself when its last task completes (every task completed or skipped, no approval pending), as completeSession would. Default false: the runner completes it. */
  autoComplete?: boolean | null | undefined;
  /** When to take checkpoints automatically (default: always). */
  checkpointPolicy?: CheckpointPolicyInput | null | undefined;
  /** The model configuration. */
  config?: SessionConfigInput | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first result; the same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** Anything to keep with the session (secrets redacted). */
  metadata?: unknown;
  /** What the session is for (not empty). */
  objective: string;
  /** The plan; a session may start without one. */
  plan?: PlanInput | null | undefined;
  /** How tasks are scheduled; defaults to ADAPTIVE. */
  strategy?: Strategy | null | undefined;
  /** The workspace its agents work in. */
  workspaceId: string;
};

/** A directory to register as a workspace. */
export type CreateWorkspaceInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first result (replayed: true). */
  idempotencyKey?: string | null | undefined;
  /** A name for people; defaults to the directory name. */
  name?: string | null | undefined;
  /** Absolute path of an existing directory on the server, inside one of your workspace roots. */
  path: string;
};

/** A runner's own event. */
export type CustomEventInput = {
  /** Its details: a JSON object (secrets redacted); an empty object when absent. */
  data?: unknown;
  /** Recorded as custom.<type>: 1 to 64 lowercase letters, digits, dots, dashes or underscores, starting with a letter (e.g. "tests.passed"). The prefix may be given or not: "custom.tests.passed" is the same type. */
  type: string;
};

/** A decision on a pending approval. */
export type DecideApprovalInput = {
  /** The approval (PENDING). */
  approvalId: string;
  /** Approve or reject. */
  decision: Decision;
  /** Why, for the runner and the record (secrets redacted). */
  note?: string | null | undefined;
};

/** How a person decides an approval. */
export type Decision =
  /** Let the work go on. */
  | 'APPROVE'
  /** Refuse; the runner decides what to do next. */
  | 'REJECT';

/** A session to delete, with everything it holds. Refused (ForksDependError) when live forks build on it, unless `cascade` or `handOver`. */
export type DeleteSessionInput = {
  /** True: live forks that build on it (at any depth) are deleted too. */
  cascade?: boolean | null | undefined;
  /** True: live forks that build on it are kept: each gets copies of the messages it inherits (its conversation reads exactly as before) and is cut loose from it. */
  handOver?: boolean | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input answers the same deletion and deletes nothing more. */
  idempotencyKey?: string | null | undefined;
  /** The session (exactly one of sessionId and sessionKey). */
  sessionId?: string | null | undefined;
  /** The session by its client's key (Session.clientKey). */
  sessionKey?: string | null | undefined;
};

/** A workspace to delete, with all of its sessions. Its folder and files are not touched. */
export type DeleteWorkspaceInput = {
  /** True: live forks that build on it (at any depth) are deleted too. */
  cascade?: boolean | null | undefined;
  /** True: live forks that build on it are kept: each gets copies of the messages it inherits (its conversation reads exactly as before) and is cut loose from it. */
  handOver?: boolean | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input answers the same deletion and deletes nothing more. */
  idempotencyKey?: string | null | undefined;
  /** The workspace. */
  workspaceId: string;
};

/** What a deletion was asked to delete. */
export type DeletionKind =
  /** A session a retention policy let go of (runRetention, or the server on its schedule). */
  | 'RETENTION'
  /** A session (deleteSession). */
  | 'SESSION'
  /** A workspace and all of its sessions (deleteWorkspace). */
  | 'WORKSPACE';

/** What happened to the live forks that built on what was deleted. */
export type DeletionMode =
  /** They were deleted too (every live fork below it, at any depth). */
  | 'CASCADE'
  /** They were given copies of the messages they inherited and cut loose from it: they stand alone now. */
  | 'HAND_OVER'
  /** None built on it (a deletion with live forks depending on it is refused unless asked for one of the others). */
  | 'NONE';

/** How far a deletion has come. */
export type DeletionState =
  /** Every row is purged, and the code objects no checkpoint reaches any more are reclaimed. */
  | 'DONE'
  /** The sessions are deleted (every read leaves them out, their feeds have ended) and their rows are being purged, batch after batch; a server finishes it by itself. */
  | 'PURGING';

/** A task not yet started whose dependencies are replaced (the ADAPTIVE strategy starts it once they complete). */
export type DependenciesInput = {
  /** Keys of the tasks it now depends on (in force or added by this revision); empty: none. */
  dependsOn: Array<string>;
  /** The task, by key. */
  taskKey: string;
};

/** Why a workspace is not fit to resume in, or what to review first; the message says what to do. */
export type EnvironmentIssueCode =
  /** The folder's workspace agent is not connected (or did not answer): start it, then resume. */
  | 'AGENT_OFFLINE'
  /** The checkpoint no longer matches its signature. */
  | 'CHECKPOINT_TAMPERED'
  /** The model configuration differs from the one stamped on the checkpoint. */
  | 'CONFIG_CHANGED'
  /** Files changed since the last code checkpoint (changedFiles lists them). */
  | 'FILES_CHANGED'
  /** The operator does not let this server do file work for you: serve the folder with `savepoint agent --workspace <folder>`. */
  | 'NOT_LOCAL'
  /** No code snapshot at or before the checkpoint: files are left as they are. */
  | 'NO_CODE_SNAPSHOT'
  /** The folder is on its workspace agent's machine: this server never opens it. */
  | 'ON_AGENT_HOST'
  /** The workspace's snapshot repository is damaged. */
  | 'REPOSITORY_CORRUPT'
  /** The workspace's .git leads to a repository outside it that it may not use. */
  | 'REPOSITORY_OUTSIDE'
  /** A live lease holds the session. */
  | 'SESSION_LOCKED'
  /** The session is finished. */
  | 'TERMINAL_STATE'
  /** The workspace folder does not exist. */
  | 'WORKSPACE_MISSING'
  /** The workspace path is not a folder. */
  | 'WORKSPACE_NOT_DIRECTORY'
  /** The workspace folder, or a folder above it, is a symbolic link now: put the real folder back. */
  | 'WORKSPACE_REPLACED'
  /** The workspace folder cannot be read. */
  | 'WORKSPACE_UNREADABLE';

/** The stable code of an expected failure; each has its own error type. */
export type ErrorCode =
  /** AgentCommandFailedError: the workspace agent could not carry out the command; it says why. */
  | 'AGENT_COMMAND_FAILED'
  /** AgentOfflineError: the workspace's agent is not connected or did not answer in time; nothing was changed. */
  | 'AGENT_OFFLINE'
  /** ApprovalPendingError: an approval holds this work; wait for its decision (or, if rejected, skip the work). */
  | 'APPROVAL_PENDING'
  /** BranchExistsError: the workspace's repository already has a branch of that name. */
  | 'BRANCH_EXISTS'
  /** CheckpointNotFoundError: the checkpoint is not one of this session. */
  | 'CHECKPOINT_NOT_FOUND'
  /** CheckpointTamperedError: the checkpoint was edited after it was signed. */
  | 'CHECKPOINT_TAMPERED'
  /** CheckpointVersionUnsupportedError: the checkpoint's state is in a format this server does not read. */
  | 'CHECKPOINT_VERSION_UNSUPPORTED'
  /** ConfigChangedError: the model configuration differs from the checkpoint's. */
  | 'CONFIG_CHANGED'
  /** ContinuationFailedError: no continuation can be planned now. */
  | 'CONTINUATION_FAILED'
  /** EnvironmentInvalidError: the workspace is not fit to resume in. */
  | 'ENVIRONMENT_INVALID'
  /** ExportMalformedError: a line of the export is not what the format says (its line is named); nothing was imported. */
  | 'EXPORT_MALFORMED'
  /** ExportTruncatedError: the export was cut short or changed on the way (its closing line is missing or does not match); nothing was imported. */
  | 'EXPORT_TRUNCATED'
  /** ExportVersionUnsupportedError: the export is in a format version this server does not read; nothing was imported. */
  | 'EXPORT_VERSION_UNSUPPORTED'
  /** ForksDependError: live forks build on what a deletion would purge; delete with cascade or handOver. */
  | 'FORKS_DEPEND'
  /** IdempotencyConflictError: the idempotency key was used before with another input. */
  | 'IDEMPOTENCY_CONFLICT'
  /** InvalidPlanError: a plan or revision with duplicate or unknown keys, a dependency cycle, or a change to work already started. */
  | 'INVALID_PLAN'
  /** InvalidTransitionError: the action is not allowed in the object's current state. */
  | 'INVALID_TRANSITION'
  /** LimitReachedError: a per-call or per-owner limit was reached. */
  | 'LIMIT_REACHED'
  /** NotFoundError: no such object among yours. */
  | 'NOT_FOUND'
  /** NoResumableSessionError: no interrupted session to resume. */
  | 'NO_RESUMABLE_SESSION'
  /** ObjectsMissingError: objects named are not stored for you; upload them first. */
  | 'OBJECTS_MISSING'
  /** ObjectMalformedError: a body of code objects is not git's serialisation ("<type> <size>\0<content>", one after the other). */
  | 'OBJECT_MALFORMED'
  /** ObjectTypeUnsupportedError: a code object is neither a blob nor a tree. */
  | 'OBJECT_TYPE_UNSUPPORTED'
  /** PreserveUnavailableError: BRANCH or STASH needs the workspace to be a git repository; use DISCARD. */
  | 'PRESERVE_UNAVAILABLE'
  /** RepositoryUnavailableError: a branch or worktree needs the workspace to be a git repository with a commit. */
  | 'REPOSITORY_UNAVAILABLE'
  /** RetentionBusyError: a retention run of your sessions is under way; ask again once it has ended. */
  | 'RETENTION_BUSY'
  /** RewindNotUndoableError: undo the later rewind first, or this one is already undone. */
  | 'REWIND_NOT_UNDOABLE'
  /** SessionLockedError: another runner holds the session lease. */
  | 'SESSION_LOCKED'
  /** StaleLeaseError: the lease token is not live any more. */
  | 'STALE_LEASE'
  /** TerminalStateError: the session is finished and cannot be resumed. */
  | 'TERMINAL_STATE'
  /** TreeInvalidError: a tree has a mode, a name or an order the store refuses. */
  | 'TREE_INVALID'
  /** ValidationError: an input field is wrong (also the code of refused ids, cursors and values outside an error union). */
  | 'VALIDATION_FAILED'
  /** VersionConflictError: what you wrote changed since you read it (a stale expectedVersion). */
  | 'VERSION_CONFLICT'
  /** WorkingTreeDirtyError: checkout needs a clean working tree; commit or stash first, or use checkout: false. */
  | 'WORKING_TREE_DIRTY'
  /** WorkspaceAlreadyOpenError: another session holds a live lease in the same directory. */
  | 'WORKSPACE_ALREADY_OPEN'
  /** WorkspaceClaimedError: another connected agent serves the workspace. */
  | 'WORKSPACE_CLAIMED'
  /** WorkspaceUnavailableError: the workspace folder cannot be snapshotted or restored. */
  | 'WORKSPACE_UNAVAILABLE'
  /** WorkWriteRefusedError: a write of a recordWork batch was refused (its index and its own error say which and why); nothing of the batch was written. */
  | 'WRITE_REFUSED';

/** The step to fail, and what to report. */
export type FailStepInput = {
  /** What went wrong (secrets redacted). */
  error?: string | null | undefined;
  /** The exit code of what failed, if any. */
  exitCode?: number | null | undefined;
  /** Any string of 1 to 200 characters: the change is made once; sent again with the same key and input (its answer lost, a runner replaying its journal) it changes nothing and answers the first result. The same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The step. */
  stepId: string;
};

/** The task to fail, and what to report. */
export type FailTaskInput = {
  /** What went wrong (secrets redacted). */
  error?: string | null | undefined;
  /** The exit code of what failed, if any. */
  exitCode?: number | null | undefined;
  /** Any string of 1 to 200 characters: the change is made once; sent again with the same key and input (its answer lost, a runner replaying its journal) it changes nothing and answers the first result. The same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The task. */
  taskId: string;
};

/** How a file changed. */
export type FileAction =
  /** New. */
  | 'ADDED'
  /** Removed. */
  | 'DELETED'
  /** Its content changed. */
  | 'MODIFIED'
  /** Moved from previousPath (perhaps changed too). */
  | 'RENAMED';

/** A file a WRITE step will write, with the sha256 (hex) of the content it will have: resume uses it to tell whether an interrupted write was applied. */
export type FileWriteInput = {
  /** Relative to the workspace folder, e.g. "src/app.ts". */
  path: string;
  /** The sha256 of the content the step will write, in hex; without it resume cannot tell whether the write landed. */
  sha256?: string | null | undefined;
};

/** The lease to break. */
export type ForceUnlockInput = {
  /** Why; recorded in the lease.force_unlocked event. */
  reason?: string | null | undefined;
  /** The session. */
  sessionId: string;
};

/** What a fork was made from. */
export type ForkPointKind =
  /** A checkpoint (fromCheckpointId). */
  | 'CHECKPOINT'
  /** Just after a message (fromMessageId). */
  | 'MESSAGE'
  /** A moment of the source history (fromTime). */
  | 'TIME';

/** A new session from a point of another session history: exactly one of fromCheckpointId, fromMessageId, fromTime. */
export type ForkSessionInput = {
  /** Fork from this checkpoint of the session. */
  fromCheckpointId?: string | null | undefined;
  /** Fork just after this visible message (code and plan state: the newest checkpoint at or before it). */
  fromMessageId?: string | null | undefined;
  /** Fork from this moment (code and plan state: the newest checkpoint at or before it). */
  fromTime?: string | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** True: the fork sees the conversation up to the point (named, never copied). False: it starts with an empty one naming its origin. */
  includeConversation?: boolean | null | undefined;
  /** The fork's objective (default: the source's). */
  objective?: string | null | undefined;
  /** A new plan, validated as createSession's (default: the source's plan as it stood at the point). */
  plan?: PlanInput | null | undefined;
  /** The session to fork (it may be leased and running: a fork only reads it). */
  sessionId: string;
  /** Where the fork works (default: the same folder). */
  workspace?: ForkWorkspaceInput | null | undefined;
};

/** The thread, the checkpoint to fork from, and the key of the new thread. */
export type ForkStateInput = {
  /** The checkpoint to fork from; absent: the head. */
  clientId?: string | null | undefined;
  /** The namespace (default ""). */
  namespace?: string | null | undefined;
  /** The key of the new thread (one you have no session under). */
  newSessionKey: string;
  /** The session by id (exactly one of the two). */
  sessionId?: string | null | undefined;
  /** The session by its client's key. */
  sessionKey?: string | null | undefined;
};

/** Where the fork works. */
export type ForkWorkspaceInput = {
  /** WORKTREE: the new branch (default savepoint/fork-<random>). */
  branchName?: string | null | undefined;
  /** WORKTREE, DIRECTORY or SHARED (default: WORKTREE for a git workspace given a path, DIRECTORY for another, else SHARED). */
  mode?: ForkWorkspaceMode | null | undefined;
  /** WORKTREE and DIRECTORY: the new folder (it must not exist, or be empty; inside your workspace roots). */
  path?: string | null | undefined;
};

/** Where a fork works. */
export type ForkWorkspaceMode =
  /** The fork point's snapshot written into a new empty folder at `path` (any workspace, git or not). */
  | 'DIRECTORY'
  /** The source's own folder (the default without a path): one live lease per folder then holds for both sessions. */
  | 'SHARED'
  /** A git worktree of the workspace's repository at `path`, on a new branch at the fork point's code (the default for a git workspace given a path). */
  | 'WORKTREE';

/** The lease to extend. */
export type HeartbeatInput = {
  /** From now: How long the lease lasts without a heartbeat, in seconds: 5 to 3600; default 60. */
  leaseSeconds?: number | null | undefined;
  /** The token of the live lease. */
  leaseToken: number;
  /** The session. */
  sessionId: string;
};

/** A point of a session's history: exactly one of time, eventSeq and checkpointId. */
export type HistoryPointInput = {
  /** A checkpoint of the session: the state it holds (its stateSnapshot). */
  checkpointId?: string | null | undefined;
  /** An event of the session log (SessionEvent.seq, 1 to Session.lastEventSeq): the state just after it. */
  eventSeq?: number | null | undefined;
  /** A moment (to the millisecond, as the API shows times): the state after the last event written by its end, from the session's creation up to now. */
  time?: string | null | undefined;
};

/** An export to import, and where. */
export type ImportSessionInput = {
  /** The export, as GET /export/sessions/<id> wrote it (newline-delimited JSON). A larger one: POST /import/sessions streams it. */
  export: string;
  /** Any string of 1 to 200 characters: the same key with the same export and workspace answers the first import again and imports nothing. */
  idempotencyKey?: string | null | undefined;
  /** The workspace of yours the imported sessions belong to. */
  workspaceId: string;
};

/** What resume does with one in-flight step. */
export type InProgressAction =
  /** Run it again as the files are. */
  | 'RETRY'
  /** Put its declared files back, then run it again. */
  | 'ROLLBACK_AND_RETRY'
  /** Its write was found applied (every declared file has its sha256): mark it completed, do not run it again. */
  | 'SKIP';

/** What to do with a step that was in flight when the session stopped. */
export type InProgressStrategy =
  /** Run it again as the files are. */
  | 'RETRY'
  /** Put its declared files back as they were at the last code checkpoint, then run it again (default). */
  | 'ROLLBACK_RETRY';

/** Why a rewind cannot take a step back. */
export type IrreversibleReason =
  /** It ran a command: what the command did outside the files (a deploy, an email, a migration) stays done. */
  | 'EXEC'
  /** Its author declared it not reversible (reversible: false). */
  | 'NOT_REVERSIBLE';

/** A state of a session, phase, task, step or approval (InvalidTransitionError and state diffs name states of several kinds; each kind uses its own subset). */
export type LifecycleState =
  /** Approved. */
  | 'APPROVED'
  /** Under way but held until every pending approval is decided. */
  | 'AWAITING_APPROVAL'
  /** Stopped on purpose; will not run. */
  | 'CANCELLED'
  /** Done. */
  | 'COMPLETED'
  /** Created, not started yet (startSession). */
  | 'CREATED'
  /** Failed. */
  | 'FAILED'
  /** Paused with its unfinished tasks (pausePhase); resumePhase continues it. */
  | 'PAUSED'
  /** Not started, or (an approval) not decided yet. */
  | 'PENDING'
  /** No task of the phase has started. */
  | 'PLANNED'
  /** Drafting its plan (planSession): revisePlan shapes it, no task or step may start; startSession runs it, resumeSession lets a runner go on drafting. */
  | 'PLANNING'
  /** Rejected. */
  | 'REJECTED'
  /** Interrupted (its runner stopped, or its task was paused); resume or start it again. */
  | 'RESUMABLE'
  /** Its effect was undone (its files restored); it may be started again. */
  | 'ROLLED_BACK'
  /** Under way. */
  | 'RUNNING'
  /** The phase was skipped (by a plan revision; see skipReason). */
  | 'SKIPPED';

/** A limit a request can reach. */
export type Limit =
  /** Sessions one owner may hold leased at once. */
  | 'ACTIVE_SESSIONS'
  /** Messages, events or writes (recordWork) one call may carry. */
  | 'BATCH_SIZE'
  /** Bytes of one export an import reads. */
  | 'IMPORT_BYTES'
  /** Forks of forks: how far from its root a fork may be. */
  | 'LINEAGE_DEPTH'
  /** Forks below one session that one read (or one deletion) takes in. */
  | 'LINEAGE_SESSIONS'
  /** Bytes of one code object (a file of a snapshot), uncompressed. */
  | 'OBJECT_BYTES'
  /** The same, for all of one owner's sessions together. */
  | 'OWNER_BYTES'
  /** Bytes of one owner's code objects together, uncompressed (each counted once, however many snapshots name it). */
  | 'OWNER_OBJECT_BYTES'
  /** Phases in force in one session's plan. */
  | 'PLAN_PHASES'
  /** Steps in force in one session's plan. */
  | 'PLAN_STEPS'
  /** Tasks in force in one session's plan. */
  | 'PLAN_TASKS'
  /** Session events one point in time (Session.stateAt, each side of Session.diff) replays after its checkpoint. */
  | 'REPLAY_EVENTS'
  /** Bytes of one request body (an upload of code objects). */
  | 'REQUEST_BYTES'
  /** Bytes of one answer (a read of code objects). */
  | 'RESPONSE_BYTES'
  /** Bytes one session stores of what clients write into it (messages, documents, event data, outputs, todos, plans). */
  | 'SESSION_BYTES'
  /** Shared documents one session holds. */
  | 'SESSION_DOCUMENTS'
  /** Bytes of one session's shared documents together. */
  | 'SESSION_DOCUMENT_BYTES'
  /** Todo items in one session's lists together. */
  | 'SESSION_TODOS'
  /** Uploads of client state one owner has waiting for a put to take them. */
  | 'STATE_UPLOADS'
  /** Bytes of one value of client state uploaded alone (POST /state/uploads). */
  | 'STATE_UPLOAD_BYTES';

/** One message to append. Texts are limited to SAVEPOINT_MAX_MESSAGE_BYTES each; secrets in them are redacted. */
export type MessageInput = {
  /** The text; empty when absent. */
  content?: string | null | undefined;
  /** What it cost, in US dollars, 0 to 1,000,000. */
  costUsd?: number | null | undefined;
  /** True when a TOOL result reports a failure (default false). */
  isError?: boolean | null | undefined;
  /** Who speaks. */
  role: MessageRole;
  /** Tokens the message used, 0 to 10,000,000. */
  tokenCount?: number | null | undefined;
  /** Tools an ASSISTANT message calls. */
  toolCalls?: Array<ToolCallInput> | null | undefined;
  /** For TOOL messages: the input the tool ran with. */
  toolInput?: unknown;
  /** For TOOL messages (required there): the tool whose result this is. */
  toolName?: string | null | undefined;
  /** For TOOL messages: the tool's output. */
  toolResult?: string | null | undefined;
};

/** Who speaks in a message. */
export type MessageRole =
  /** The model; may call tools (toolCalls). */
  | 'ASSISTANT'
  /** Instructions that frame the conversation. */
  | 'SYSTEM'
  /** The result of a tool call (toolName, toolResult). */
  | 'TOOL'
  /** The person or the orchestrator instructing the model. */
  | 'USER';

/** The phase to pause, and why. */
export type PausePhaseInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input changes nothing again and answers the first result. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The phase: PLANNED, RUNNING or FAILED, with at least one unfinished task. */
  phaseId: string;
  /** Why it is paused; recorded in the phase and task events (secrets redacted). */
  reason?: string | null | undefined;
};

/** The task to pause, and why. */
export type PauseTaskInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input changes nothing again and answers the first result. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** Why it is paused; recorded in the task.state_changed event (secrets redacted). */
  reason?: string | null | undefined;
  /** The task: PENDING, RUNNING, RESUMABLE or FAILED. */
  taskId: string;
};

/** A new phase, with its tasks. */
export type PhaseAdditionInput = {
  /** More detail. */
  description?: string | null | undefined;
  /** A key of your own for the phase, unique among the phases (later revisions can name it). */
  key?: string | null | undefined;
  /** Its name, e.g. "Harden". */
  name: string;
  /** Where it goes among the phases; default: at the end. From 0 (the first), counted in the list as it stands when this change applies; past the end means at the end. Never before a phase that has started. */
  position?: number | null | undefined;
  /** Its tasks, in order (as in createSession). */
  tasks?: Array<TaskPlanInput> | null | undefined;
};

/** A phase not yet started (PLANNED) to move. */
export type PhaseMoveInput = {
  /** The phase by its id (give this or phaseKey). */
  phaseId?: string | null | undefined;
  /** The phase by the key the plan gave it (give this or phaseId). */
  phaseKey?: string | null | undefined;
  /** Its new place among the phases. From 0 (the first), counted in the list as it stands when this change applies; past the end means at the end. Never before a phase that has started. */
  position: number;
};

/** A stage of the plan. */
export type PhasePlanInput = {
  /** More detail. */
  description?: string | null | undefined;
  /** A key of your own for the phase. */
  key?: string | null | undefined;
  /** Its name, e.g. "Implement". */
  name: string;
  /** Its tasks, in order. */
  tasks?: Array<TaskPlanInput> | null | undefined;
};

/** A phase not yet started (PLANNED) to skip: it becomes SKIPPED and its pending tasks CANCELLED, with the reason kept. */
export type PhaseSkipInput = {
  /** The phase by its id (give this or phaseKey). */
  phaseId?: string | null | undefined;
  /** The phase by the key the plan gave it (give this or phaseId). */
  phaseKey?: string | null | undefined;
  /** Why (not empty); kept as skipReason and in the event. */
  reason: string;
};

/** Where a phase stands; it follows its tasks' states. */
export type PhaseState =
  /** Every task of the phase completed or was cancelled. */
  | 'COMPLETED'
  /** A task of the phase failed. */
  | 'FAILED'
  /** Paused with its unfinished tasks (pausePhase); resumePhase continues it. */
  | 'PAUSED'
  /** No task of the phase has started. */
  | 'PLANNED'
  /** At least one task of the phase has started. */
  | 'RUNNING'
  /** The phase was skipped (by a plan revision; see skipReason). */
  | 'SKIPPED';

/** A checkpoint to pin (or unpin). */
export type PinCheckpointInput = {
  /** The checkpoint. */
  checkpointId: string;
  /** True pins it (no policy purges it); false unpins it. */
  pinned?: boolean | null | undefined;
};

/** A session to pin (or unpin). */
export type PinSessionInput = {
  /** True pins it (no policy touches it or its checkpoints); false unpins it. */
  pinned?: boolean | null | undefined;
  /** The session. */
  sessionId: string;
};

/** A workspace whose agent should answer, and how long to wait. */
export type PingAgentInput = {
  /** How long to wait for the answer, in milliseconds (default 30000, at most 600000). */
  timeoutMs?: number | null | undefined;
  /** The workspace. */
  workspaceId: string;
};

/** The whole plan: phases of tasks of steps. Checked as a whole (keys, dependencies, cycles) before anything is written. */
export type PlanInput = {
  /** The phases, in order. */
  phases: Array<PhasePlanInput>;
};

/** What is wrong with a submitted plan. */
export type PlanProblem =
  /** Dependencies form a cycle (keys lists the tasks along it). */
  | 'DEPENDENCY_CYCLE'
  /** Two or more tasks share a key (keys lists them). */
  | 'DUPLICATE_KEY'
  /** A revision would change work that has started or finished; only pending work can change (keys lists it). */
  | 'NOT_PENDING'
  /** A dependency names no task of the plan (keys lists them as "task -> dependency"). */
  | 'UNKNOWN_DEPENDENCY'
  /** A revision names a phase or task key the plan does not have (keys lists them). */
  | 'UNKNOWN_KEY';

/** Where a code rewind also leaves the state before it (it is always kept as the undo point). */
export type PreserveMode =
  /** Also as a new branch (branchName) of the workspace's git repository; HEAD and the current branch do not move. */
  | 'BRANCH'
  /** Only as the undo point (a REWIND checkpoint): the workspace repository is not touched (default). */
  | 'DISCARD'
  /** Also as a stash entry of the workspace's git repository. */
  | 'STASH';

/** Where in the workspace's repository the state before a rewind was left. */
export type PreservedKind =
  /** A branch: reference is its full ref name. */
  | 'BRANCH'
  /** A stash entry: reference is its commit (stash@{n} numbers move). */
  | 'STASH';

/** A new version of a shared document. The session must not be finished. */
export type PutSharedContextInput = {
  /** The version you read: 0 to create the document, its current version to replace it. Anything else is a VersionConflictError naming the current one. */
  expectedVersion: number;
  /** Any string of 1 to 200 characters: a retry with the same key and input writes nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The document: 1 to 200 letters, digits, dots, dashes, underscores or slashes (e.g. "design/api.md"). */
  key: string;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The session. */
  sessionId: string;
  /** Its whole new content: any JSON but null (a text document is a JSON string; at most SAVEPOINT_MAX_JSON_BYTES; secrets redacted). Documents are never deleted: write {} or "" to clear one. */
  value: unknown;
};

/** A checkpoint of your own state, its new parts and the writes pending on it, in one transaction. Put again under the same id, it replaces the stored one. Nothing is redacted: it is stored verbatim, sealed with the server key. */
export type PutStateCheckpointInput = {
  /** Its id (1 to 200 characters; ids should sort by time, as UUIDv6 do). */
  clientId: string;
  /** An object kept verbatim and filtered on by containment (at most 65536 bytes as JSON). */
  metadata?: unknown;
  /** The namespace (0 to 200 characters; default ""). */
  namespace?: string | null | undefined;
  /** The checkpoint it follows. */
  parentClientId?: string | null | undefined;
  /** Every part it is made of: { name: version } (default {}). */
  partVersions?: unknown;
  /** The parts not stored yet, each at the version partVersions names. */
  parts?: Array<StatePartInput> | null | undefined;
  /** The payload, base64-encoded bytes. */
  payload: string;
  /** Your type tag for the payload (e.g. LangGraph's "json"). */
  payloadType: string;
  /** The session by id (exactly one of sessionKey and sessionId). */
  sessionId?: string | null | undefined;
  /** The session by your own key for it (1 to 200 characters): made by this write when you have none under that key. */
  sessionKey?: string | null | undefined;
  /** What people should read of it (at most 2000 characters; secrets redacted). */
  summary?: string | null | undefined;
  /** Where a session made under sessionKey goes; absent: your workspace without a folder named "Client state". */
  workspaceId?: string | null | undefined;
  /** Writes pending on it, kept as first written. */
  writes?: Array<StateWriteInput> | null | undefined;
};

/** Writes pending on a checkpoint, in one transaction. */
export type PutStateWritesInput = {
  /** The id of the checkpoint they are pending on. */
  checkpointId: string;
  /** The namespace (0 to 200 characters; default ""). */
  namespace?: string | null | undefined;
  /** True: a write stored under the same task and index is replaced; default false: it is kept (insert-or-ignore). */
  replace?: boolean | null | undefined;
  /** The session by id (exactly one of sessionKey and sessionId). */
  sessionId?: string | null | undefined;
  /** The session by your own key for it (1 to 200 characters): made by this write when you have none under that key. */
  sessionKey?: string | null | undefined;
  /** Where a session made under sessionKey goes; absent: your workspace without a folder named "Client state". */
  workspaceId?: string | null | undefined;
  /** The writes (at most 10000). */
  writes: Array<StateWriteInput>;
};

/** A runner's own event for a session's log. */
export type RecordEventInput = {
  /** Its details: a JSON object (secrets redacted); an empty object when absent. */
  data?: unknown;
  /** Any string of 1 to 200 characters: a retry with the same key and input records nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The session. */
  sessionId: string;
  /** Recorded as custom.<type>: 1 to 64 lowercase letters, digits, dots, dashes or underscores, starting with a letter (e.g. "tests.passed"). The prefix may be given or not: "custom.tests.passed" is the same type. */
  type: string;
};

/** A batch of a runner's own events for a session's log. */
export type RecordEventsInput = {
  /** Appended in this order, in one transaction (1 to SAVEPOINT_MAX_BATCH). */
  events: Array<CustomEventInput>;
  /** Any string of 1 to 200 characters: a retry with the same key and input records nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The session. */
  sessionId: string;
};

/** The level at which an interrupted session is best recovered. */
export type RecoveryAction =
  /** Recovery is not possible (a task failed 3 times, or no unfinished task can ever start): end the session with failSession(input: { sessionId, reason }). */
  | 'MARK_FAILED'
  /** The current phase has a failed task, or an interrupted one whose agent cannot be resumed: call resumeSession(input: { sessionId, mode: RESTART_PHASE, holder }) to run the phase again from a clean start. */
  | 'RESTART_PHASE'
  /** One agent can pick up its own session: call resumeTask(input: { taskId: task.id, holder }) and run the agent CLI with --resume agentSessionRef. Nothing else of the session changes. */
  | 'RESUME_AGENT'
  /** Nothing calls for more than a plain resume: call resumeSession(input: { sessionId, holder }) (mode CONTINUE), which skips completed work and judges in-flight steps. */
  | 'RESUME_SESSION';

/** The lease to give up. */
export type ReleaseLeaseInput = {
  /** The token of the live lease. */
  leaseToken: number;
  /** The session. */
  sessionId: string;
};

/** What a person must approve. */
export type RequestApprovalInput = {
  /** Whatever helps decide (secrets redacted). */
  details?: unknown;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first approval. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The session (not finished). */
  sessionId: string;
  /** The step it concerns, a step of the session. */
  stepId?: string | null | undefined;
  /** The task it concerns, a task of the session. */
  taskId?: string | null | undefined;
  /** What needs approving (not empty). */
  title: string;
};

/** Where a resume continues from. */
export type ResumeMode =
  /** Where the session stopped (default). */
  | 'CONTINUE'
  /** Code, plan state and conversation go back to a checkpoint; what is there now is kept as a RESUME checkpoint, and later messages are set aside, never deleted. */
  | 'FROM_CHECKPOINT'
  /** The current phase's tasks and steps go back to pending (and the files they declared back to before the phase began); earlier phases and the conversation are kept. */
  | 'RESTART_PHASE';

/** The paused phase to resume. */
export type ResumePhaseInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input changes nothing again and answers the first result. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The phase: PAUSED. */
  phaseId: string;
};

/** What to resume, from where, and who continues the work. */
export type ResumeSessionInput = {
  /** What to do about files changed since the last checkpoint. */
  changedFiles?: ChangedFilesAction | null | undefined;
  /** FROM_CHECKPOINT (and only then): the checkpoint to go back to. */
  checkpointId?: string | null | undefined;
  /** Compute the same plan and report, write nothing. */
  dryRun?: boolean | null | undefined;
  /** The runner that will continue the work (1 to 200 characters); it gets the lease. */
  holder: string;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** What to do with steps that were in flight. */
  inProgress?: InProgressStrategy | null | undefined;
  /** How long its lease lasts without a heartbeat, in seconds: 5 to 3600; default 60. */
  leaseSeconds?: number | null | undefined;
  /** Where to continue from. */
  mode?: ResumeMode | null | undefined;
  /** The session; absent: your most recently interrupted session. */
  sessionId?: string | null | undefined;
};

/** The task to resume, and who continues it when the session's lease must be taken. */
export type ResumeTaskInput = {
  /** The runner that continues the work (1 to 200 characters); required when the session has no live lease and the task is RESUMABLE: it gets the lease. */
  holder?: string | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** How long a lease taken lasts without a heartbeat, in seconds: 5 to 3600; default 60. */
  leaseSeconds?: number | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The task: PAUSED (it becomes RESUMABLE) or RESUMABLE (its runner continues it). */
  taskId: string;
};

/** A retention policy: your default (no workspaceId), or a workspace's. A rule left out is off. */
export type RetentionPolicyInput = {
  /** True: each session deleteTerminalAfterDays deletes is archived first, its export (code objects included, gzip) written to the server's archive folder as <owner id>/<session id>.ndjson.gz, which importSession restores; one that cannot be archived is not deleted. Default false. */
  archiveSessions?: boolean | null | undefined;
  /** Sessions finished (COMPLETED, FAILED, CANCELLED) this many days ago are deleted; null: none are. */
  deleteTerminalAfterDays?: number | null | undefined;
  /** Checkpoints older than this many days are purged (unless keepLastCheckpoints keeps them); null: age alone purges none. */
  keepCheckpointDays?: number | null | undefined;
  /** A session's last this many checkpoints are kept, whatever their age; null: no count is kept for itself. */
  keepLastCheckpoints?: number | null | undefined;
  /** How long before anything is purged its `retention.warning` stands in the session log (0 to 8760; default 24). */
  warnHours?: number | null | undefined;
  /** The workspace it is for; absent: your default, for workspaces without one of their own. */
  workspaceId?: string | null | undefined;
};

/** What a run does with something a policy lets go of. */
export type RetentionVerdict =
  /** Purged now: it is due, and its warning has stood long enough. */
  | 'PURGE'
  /** Warned about now (a `retention.warning` in its session log); purged by a run after `purgeAfter`. */
  | 'WARN';

/** Changes to a running plan, applied in this order: phases added, phases moved, tasks added, tasks moved, steps added, dependencies set, phases skipped, tasks skipped. Give at least one. The revised plan is checked as a whole (keys, dependencies, cycles, only pending work changed) before anything is written. */
export type RevisePlanInput = {
  /** New phases. */
  addPhases?: Array<PhaseAdditionInput> | null | undefined;
  /** New steps for tasks in force. */
  addSteps?: Array<StepAdditionInput> | null | undefined;
  /** New tasks in phases in force. */
  addTasks?: Array<TaskAdditionInput> | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first result and writes nothing; the same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** Phases to move. */
  movePhases?: Array<PhaseMoveInput> | null | undefined;
  /** Tasks to move (each named once). */
  moveTasks?: Array<TaskMoveInput> | null | undefined;
  /** Why the plan changes; kept in the plan.revised event. */
  reason?: string | null | undefined;
  /** The session whose plan changes. */
  sessionId: string;
  /** Tasks whose dependencies are replaced (each named once). */
  setDependencies?: Array<DependenciesInput> | null | undefined;
  /** Phases to skip. */
  skipPhases?: Array<PhaseSkipInput> | null | undefined;
  /** Tasks to skip (each named once). */
  skipTasks?: Array<TaskSkipInput> | null | undefined;
};

/** The token to revoke. */
export type RevokeApiTokenInput = {
  /** The id of an ApiToken of your owner (the one of this request too, if you mean it). */
  tokenId: string;
};

/** A session's files (and plan state) back to a checkpoint. */
export type RewindCodeInput = {
  /** BRANCH (and only then): the name of the new branch. */
  branchName?: string | null | undefined;
  /** The checkpoint to go back to (or gitCommit). */
  checkpointId?: string | null | undefined;
  /** Write nothing: answer the preview (what would change, what cannot be undone). */
  dryRun?: boolean | null | undefined;
  /** Instead of checkpointId: the code snapshot (7 to 40 hex digits of its codeTree, or of an older gitCommit) of one of the session's checkpoints. */
  gitCommit?: string | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** Where the state before the rewind is also left: DISCARD (default: only the undo point), BRANCH (needs branchName) or STASH. */
  preserve?: PreserveMode | null | undefined;
  /** The session. */
  sessionId: string;
};

/** A conversation cut at a point (later messages set aside, never deleted), optionally with the code. */
export type RewindConversationInput = {
  /** BRANCH (and only then): the name of the new branch. */
  branchName?: string | null | undefined;
  /** Cut this many visible messages back. */
  byMessageCount?: number | null | undefined;
  /** The conversation to cut; or sessionId. */
  conversationId?: string | null | undefined;
  /** Write nothing: answer the preview (what would change, what cannot be undone). */
  dryRun?: boolean | null | undefined;
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** With rewindCode. Where the state before the rewind is also left: DISCARD (default: only the undo point), BRANCH (needs branchName) or STASH. */
  preserve?: PreserveMode | null | undefined;
  /** The code and plan state go back too, to the newest code checkpoint at or before the point. */
  rewindCode?: boolean | null | undefined;
  /** The session (its supervisor conversation); or conversationId. */
  sessionId?: string | null | undefined;
  /** Cut just after this message (exactly one of toMessageId, toTime, byMessageCount). */
  toMessageId?: string | null | undefined;
  /** Cut where the conversation stood at this moment (without conversationId: every conversation of the session). */
  toTime?: string | null | undefined;
};

/** What a rewind took back. */
export type RewindKind =
  /** rewindCode: the files (and plan state) back to a checkpoint; the conversations are left as they are. */
  | 'CODE'
  /** compactConversation: messages set aside behind one summary message. */
  | 'COMPACT'
  /** rewindConversation: a conversation cut at a point (later messages set aside), with or without the code. */
  | 'CONVERSATION';

/** Which rewind to preview. */
export type RewindPreviewKind =
  /** rewindCode: the workspace (and plan state) back to a checkpoint; the conversations are left as they are. */
  | 'CODE'
  /** rewindConversation: a conversation cut at a point (rewindCode: true takes the code and plan state back too). */
  | 'CONVERSATION';

/** The thread and the checkpoint to go back to. */
export type RewindStateInput = {
  /** The namespace (default ""). */
  namespace?: string | null | undefined;
  /** The session by id (exactly one of the two). */
  sessionId?: string | null | undefined;
  /** The session by its client's key. */
  sessionKey?: string | null | undefined;
  /** The checkpoint to go back to. */
  toClientId: string;
};

/** A retention run of your sessions, now. */
export type RunRetentionInput = {
  /** True: say what a run would warn about and purge, and change nothing. */
  dryRun: boolean;
};

/** Where to search; every condition given must hold. Absent or empty lists allow anything. */
export type SearchFilter = {
  /** Only what was written at or after this moment (a document: its latest version). */
  from?: string | null | undefined;
  /** Only hits of these kinds (as kind: in the query). */
  kinds?: Array<SearchKind> | null | undefined;
  /** Only messages of these roles (as role: in the query); other kinds are left out. */
  roles?: Array<MessageRole> | null | undefined;
  /** Only these sessions (at most 100). A fork named here also finds the messages it inherited (inherited: true). */
  sessionIds?: Array<string> | null | undefined;
  /** Only what was written before this moment. */
  to?: string | null | undefined;
  /** Only the sessions of this workspace. */
  workspaceId?: string | null | undefined;
};

/** What a search hit is (and what of it the search reads). */
export type SearchKind =
  /** A checkpoint: its label. In a query: kind:checkpoint. */
  | 'CHECKPOINT'
  /** A shared document: its key and the text in its value. In a query: kind:document. */
  | 'DOCUMENT'
  /** An event of a session log: the text in its data. In a query: kind:event. */
  | 'EVENT'
  /** A message: its content, the tools it calls or whose result it carries and their input, and the result. In a query: kind:message. */
  | 'MESSAGE'
  /** A task of a plan: its title and description. In a query: kind:task. */
  | 'TASK';

/** The model configuration a session runs with; every field is optional. */
export type SessionConfigInput = {
  /** Any other settings (secrets in them are redacted). */
  extras?: unknown;
  /** Most tokens per model response, above 0. */
  maxTokens?: number | null | undefined;
  /** The model, e.g. "claude-sonnet-4". */
  model?: string | null | undefined;
  /** The model provider, e.g. "anthropic". */
  provider?: string | null | undefined;
  /** Sampling temperature, 0 to 2. */
  temperature?: number | null | undefined;
};

/** Which sessions to list; every condition given must hold. */
export type SessionFilter = {
  /** Only sessions that can (true) or cannot (false) be resumed now. */
  resumable?: boolean | null | undefined;
  /** Only sessions whose objective contains these words (case-insensitive). */
  search?: string | null | undefined;
  /** Only sessions in any of these states. */
  state?: Array<SessionState> | null | undefined;
  /** Only sessions of this workspace. */
  workspaceId?: string | null | undefined;
};

/** Where a session stands in its lifecycle. */
export type SessionState =
  /** Under way but held until every pending approval is decided. */
  | 'AWAITING_APPROVAL'
  /** Stopped on purpose (terminal). */
  | 'CANCELLED'
  /** Finished successfully (terminal). */
  | 'COMPLETED'
  /** Created, not started yet (startSession). */
  | 'CREATED'
  /** Finished with a failure; see failureReason (terminal). */
  | 'FAILED'
  /** Paused; startSession or resumeSession continues it. */
  | 'PAUSED'
  /** Drafting its plan (planSession): revisePlan shapes it, no task or step may start; startSession runs it, resumeSession lets a runner go on drafting. */
  | 'PLANNING'
  /** Under way: runners report tasks, steps and messages. */
  | 'RUNNING';

/** The session to move, and why. */
export type SessionTransitionInput = {
  /** Any string of 1 to 200 characters: a retry with the same key changes nothing and answers the first result. */
  idempotencyKey?: string | null | undefined;
  /** Why; recorded in the event (and as failureReason for failSession). */
  reason?: string | null | undefined;
  /** The session. */
  sessionId: string;
};

/** The step to start, and what to report. */
export type StartStepInput = {
  /** Any string of 1 to 200 characters: the change is made once; sent again with the same key and input (its answer lost, a runner replaying its journal) it changes nothing and answers the first result. The same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The step. */
  stepId: string;
};

/** The task to start, and what to report. */
export type StartTaskInput = {
  /** Any string of 1 to 200 characters: the change is made once; sent again with the same key and input (its answer lost, a runner replaying its journal) it changes nothing and answers the first result. The same key with another input is an IdempotencyConflictError. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The task. */
  taskId: string;
};

/** What kind of object changed state. */
export type StateEntity =
  /** An approval. */
  | 'APPROVAL'
  /** A phase. */
  | 'PHASE'
  /** The session itself. */
  | 'SESSION'
  /** A step. */
  | 'STEP'
  /** A task. */
  | 'TASK';

/** A part of a checkpoint not stored yet. */
export type StatePartInput = {
  /** The value, base64-encoded bytes; absent (and no uploadId): an empty part. */
  data?: string | null | undefined;
  /** Its name. */
  name: string;
  /** The client's type tag for the bytes. */
  type: string;
  /** Instead of data: the uploadId POST /state/uploads answered for the value (raw bytes, for one too large for a request), taken by this put. */
  uploadId?: string | null | undefined;
  /** Its version (as partVersions names it). */
  version: string;
};

/** A write pending on a checkpoint. */
export type StateWriteInput = {
  /** Where it writes. */
  channel: string;
  /** The value, base64-encoded bytes (or uploadId). */
  data?: string | null | undefined;
  /** Its index among the task's writes (negative for special writes). */
  index: number;
  /** The task that wrote it. */
  taskId: string;
  /** The path of the task. */
  taskPath?: string | null | undefined;
  /** The client's type tag for the bytes. */
  type: string;
  /** Instead of data: the uploadId POST /state/uploads answered for the value (raw bytes, for one too large for a request), taken by this put. */
  uploadId?: string | null | undefined;
};

/** New steps for a task that is not finished (not COMPLETED or CANCELLED), appended after its last. */
export type StepAdditionInput = {
  /** The steps, in order (as in createSession). */
  steps: Array<StepPlanInput>;
  /** The task, by key. */
  taskKey: string;
};

/** What a step does to the workspace. */
export type StepKind =
  /** Runs a command. */
  | 'EXEC'
  /** Reads files; changes nothing. */
  | 'READ'
  /** Writes files (declare them in `writes`, so a resume can tell an applied write from a cut-off one). */
  | 'WRITE';

/** One atomic action of a task. */
export type StepPlanInput = {
  /** Unique in the session; the runner's handle to recognise the step. Generated when absent. */
  idempotencyKey?: string | null | undefined;
  /** Whatever the runner needs to perform it (secrets redacted). */
  input?: unknown;
  /** What the step does. */
  kind: StepKind;
  /** Whether the effect can be undone by restoring files (default true). */
  reversible?: boolean | null | undefined;
  /** What it does, for people (e.g. "Read src/server.ts"). */
  title: string;
  /** For WRITE steps: the files it writes. */
  writes?: Array<FileWriteInput> | null | undefined;
};

/** Where a step stands in its lifecycle. */
export type StepState =
  /** Will not run. */
  | 'CANCELLED'
  /** Done. */
  | 'COMPLETED'
  /** Failed; it may be started again. */
  | 'FAILED'
  /** Not started yet. */
  | 'PENDING'
  /** Interrupted (its runner stopped, or its task was paused); resume or start it again. */
  | 'RESUMABLE'
  /** Its effect was undone (its files restored); it may be started again. */
  | 'ROLLED_BACK'
  /** Started; its agent is working on it. */
  | 'RUNNING';

/** How tasks are scheduled: what Session.readyTasks offers to start next. */
export type Strategy =
  /** A task may start once every task it depends on has completed. */
  | 'ADAPTIVE'
  /** Every pending task may start at once. */
  | 'PARALLEL'
  /** Phase by phase: the tasks of the earliest unfinished phase. */
  | 'PIPELINE'
  /** One task after another, in plan order. */
  | 'SEQUENTIAL';

/** New tasks for a phase that is not finished (PLANNED, RUNNING or PAUSED). */
export type TaskAdditionInput = {
  /** The phase by its id (give this or phaseKey). */
  phaseId?: string | null | undefined;
  /** The phase by the key the plan gave it (give this or phaseId). */
  phaseKey?: string | null | undefined;
  /** Where the first goes among the phase's tasks; default: at the end. From 0 (the first), counted in the list as it stands when this change applies; past the end means at the end. */
  position?: number | null | undefined;
  /** The tasks, in order (as in createSession); dependencies may name tasks in force or added by this revision. */
  tasks: Array<TaskPlanInput>;
};

/** A task not yet started to move, within its phase or to another one that is not finished. */
export type TaskMoveInput = {
  /** The phase by its id (give this or phaseKey). Default (neither given): its own phase. */
  phaseId?: string | null | undefined;
  /** The phase by the key the plan gave it (give this or phaseId). Default (neither given): its own phase. */
  phaseKey?: string | null | undefined;
  /** Its new place among the phase's tasks. From 0 (the first), counted in the list as it stands when this change applies; past the end means at the end. */
  position: number;
  /** The task, by key. */
  taskKey: string;
};

/** One agent's assignment. */
export type TaskPlanInput = {
  /** Which agent does it, in your own terms. */
  agentId?: string | null | undefined;
  /** The agent's own session reference, e.g. a CLI --resume id. */
  agentSessionRef?: string | null | undefined;
  /** Keys of tasks that must complete first (ADAPTIVE schedules by them). */
  dependsOn?: Array<string> | null | undefined;
  /** More detail for the agent or for people. */
  description?: string | null | undefined;
  /** Chosen by the client, unique in the plan; dependencies name it. */
  key: string;
  /** The kind of agent, e.g. "architect", "engineer", "reviewer" (default "agent"). */
  role?: string | null | undefined;
  /** Its steps, in order. */
  steps?: Array<StepPlanInput> | null | undefined;
  /** What the task is, for people. */
  title: string;
};

/** A task not yet started (PENDING, or PAUSED before it ever started) to skip: it becomes CANCELLED, with the reason kept. */
export type TaskSkipInput = {
  /** Why (not empty); kept as skipReason and in the event. */
  reason: string;
  /** The task, by key. */
  taskKey: string;
};

/** Where a task stands in its lifecycle. */
export type TaskState =
  /** Will not run (cancelled, or skipped by a plan revision: see skipReason). */
  | 'CANCELLED'
  /** Done. */
  | 'COMPLETED'
  /** Failed; it may be started again. */
  | 'FAILED'
  /** Paused (pauseTask, or pausePhase): never ready, its steps cannot start or be reported; resumeTask continues it, or resumePhase when its phase is paused. */
  | 'PAUSED'
  /** Not started yet. */
  | 'PENDING'
  /** Interrupted (its runner stopped); resume or start it again. */
  | 'RESUMABLE'
  /** Started; its agent is working. */
  | 'RUNNING';

/** What a timeline entry records; each kind has its own entry type. */
export type TimelineEntryKind =
  /** ApprovalEntry: an approval was requested or decided. */
  | 'APPROVAL'
  /** CheckpointEntry: a checkpoint was taken (or failed, or a branch was made from one). */
  | 'CHECKPOINT'
  /** CompactionEntry: a conversation was compacted (a summary in place of messages), or its messages set aside for it. */
  | 'COMPACTION'
  /** ConversationEntry: a conversation was started. */
  | 'CONVERSATION'
  /** CustomEntry: a runner's own event (recordEvent). */
  | 'CUSTOM'
  /** FileChangeEntry: a file a checkpoint changed (one entry per file, after its checkpoint). */
  | 'FILE_CHANGE'
  /** ForkEntry: a fork was made, from this session or of it. */
  | 'FORK'
  /** LeaseEntry: a lease was acquired, released or broken. */
  | 'LEASE'
  /** MessageEntry: a message was appended (one entry per message). */
  | 'MESSAGE'
  /** PhaseEntry: a phase changed state or recorded its output. */
  | 'PHASE'
  /** PlanEntry: the plan was created, revised or restored; a todo list or a shared document changed. */
  | 'PLAN'
  /** ResumeEntry: the session or a task was resumed, or a resume failed. */
  | 'RESUME'
  /** RewindEntry: a rewind or its undo; messages set aside or brought back (by a rewind, an undo, a resume from a checkpoint). */
  | 'REWIND'
  /** SessionEntry: the session was created or changed state (and any event type this server does not know). */
  | 'SESSION'
  /** StepEntry: a step changed state. */
  | 'STEP'
  /** TaskEntry: a task changed state. */
  | 'TASK';

/** Which entries to list; every condition given must hold (a list absent or empty matches all). Each list takes at most 50 values. */
export type TimelineFilter = {
  /** Only entries of events by these actors (API token names). */
  actors?: Array<string> | null | undefined;
  /** Only entries written at or after this moment. */
  from?: string | null | undefined;
  /** Only entries of these kinds. */
  kinds?: Array<TimelineEntryKind> | null | undefined;
  /** Only entries about these phases (Phase ids): the phases, their tasks, and what those tasks hold (see tasks). In a fork's timeline, also its sources' phases of the same key (or name). */
  phases?: Array<string> | null | undefined;
  /** Only entries about these tasks (Task ids) with their sub-units: their steps, their conversations' messages, their approvals and checkpoints. In a fork's timeline, also its sources' tasks of the same keys (the fork's plan is their copy). */
  tasks?: Array<string> | null | undefined;
  /** Only entries written before this moment. */
  to?: string | null | undefined;
  /** Only entries of events of these types, e.g. ["task.state_changed", "custom.tests.passed"]. */
  types?: Array<string> | null | undefined;
};

/** One item of a todo list. */
export type TodoItemInput = {
  /** The present-continuous form shown while in progress, e.g. "Running the tests" (1 to 2000 characters); the content when absent. */
  activeForm?: string | null | undefined;
  /** What is to be done (1 to 2000 characters; trimmed; secrets redacted). */
  content: string;
  /** Where it stands. */
  status: TodoStatus;
};

/** Where a todo item stands. */
export type TodoStatus =
  /** Done. */
  | 'COMPLETED'
  /** Being worked on now (several items may be in progress at once, e.g. by parallel agents). */
  | 'IN_PROGRESS'
  /** Not begun. */
  | 'PENDING';

/** A tool an ASSISTANT message calls. */
export type ToolCallInput = {
  /** The model's own id of the call (e.g. "call_1"), shown as ToolCall.callId. */
  id?: string | null | undefined;
  /** The call's arguments (secrets redacted). */
  input?: unknown;
  /** The tool, e.g. "read_file". */
  name: string;
};

/** The rewind to undo: the most recent of its session not yet undone. */
export type UndoRewindInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The rewind. */
  rewindId: string;
};

/** A new todo list for a session or one of its tasks: it replaces the whole list. The session must not be finished. */
export type UpdateTodosInput = {
  /** Any string of 1 to 200 characters: a retry with the same key and input writes nothing again. */
  idempotencyKey?: string | null | undefined;
  /** The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing). */
  leaseToken?: number | null | undefined;
  /** The session. */
  sessionId: string;
  /** A task of the session whose list this is; absent: the session's own list. */
  taskId?: string | null | undefined;
  /** The whole list, in order (0 to 500 items; an empty list clears it). */
  todos: Array<TodoItemInput>;
};

/** Why the workspace could not be snapshotted or restored. */
export type WorkspaceUnavailableReason =
  /** A snapshot id or ref was malformed (a server bug; report it). */
  | 'INVALID_ARGUMENT'
  /** The operator does not let this server do file work for you (you are not a local owner): serve the folder with `savepoint agent --workspace <folder>`. */
  | 'NOT_LOCAL'
  /** The workspace has no folder: its sessions keep client state only, and no code verb applies to them. */
  | 'NO_FOLDER'
  /** The folder is on its workspace agent's machine: this server never opens it; the agent does the file work. */
  | 'ON_AGENT_HOST'
  /** The snapshot store of the folder's agent (its cache, beside the agent) is damaged or locked. */
  | 'REPOSITORY_CORRUPT'
  /** The workspace's .git (a gitdir file, a symbolic link, its commondir) leads to a repository outside it that it may not use: refused, nothing written there. */
  | 'REPOSITORY_OUTSIDE'
  /** A file could not be put back; nothing was changed. */
  | 'RESTORE_FAILED'
  /** A path to put back goes through a symbolic link: refused, never followed. */
  | 'SYMLINK_IN_PATH'
  /** The workspace folder does not exist. */
  | 'WORKSPACE_MISSING'
  /** The workspace path is not a folder. */
  | 'WORKSPACE_NOT_DIRECTORY'
  /** The workspace folder, or a folder above it, was replaced by a symbolic link since it was registered: refused, never followed. Put the real folder back. */
  | 'WORKSPACE_REPLACED'
  /** The workspace folder (or a file in it) cannot be read. */
  | 'WORKSPACE_UNREADABLE';

export type PingAgentMutationVariables = Exact<{
  input: PingAgentInput;
}>;


export type PingAgentMutation = { pingAgent:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string, agentCode: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string, agentId: string | null, host: string | null, timedOut: boolean }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PingAgentPayload', roundTripMs: number, agent: { id: string, key: string, online: boolean, embedded: boolean } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string, reason: WorkspaceUnavailableReason, path: string }
   };

export type WorkspaceAgentQueryVariables = Exact<{
  id: string;
}>;


export type WorkspaceAgentQuery = { node:
    | { host: string | null, path: string | null, agent: { key: string, host: string, online: boolean } | null }
    | Record<PropertyKey, never>
   | null };

export type RegisterForPingMutationVariables = Exact<{
  input: CreateWorkspaceInput;
}>;


export type RegisterForPingMutation = { createWorkspace:
    | { workspace: { id: string } }
    | Record<PropertyKey, never>
   };

export type AgentProcessSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type AgentProcessSessionMutation = { createSession:
    | { session: { id: string } }
    | Record<PropertyKey, never>
   };

export type AgentProcessCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type AgentProcessCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { codeTree: string | null, filesChanged: Array<{ path: string, action: FileAction }> } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindCrashSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type RewindCrashSessionMutation = { createSession:
    | { session: { id: string } }
    | Record<PropertyKey, never>
   };

export type RewindCrashCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type RewindCrashCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError' }
    | { __typename: 'AgentOfflineError' }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string } }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ObjectsMissingError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceUnavailableError' }
   };

export type RewindCrashRewindMutationVariables = Exact<{
  input: RewindCodeInput;
}>;


export type RewindCrashRewindMutation = { rewindCode:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'PreserveUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'RewindPayload', rewind: { id: string } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindCrashUndoMutationVariables = Exact<{
  input: UndoRewindInput;
}>;


export type RewindCrashUndoMutation = { undoRewind:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'RewindNotUndoableError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'UndoRewindPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindCrashStartMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type RewindCrashStartMutation = { startSession:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionStatePayload' }
    | { __typename: 'ValidationError' }
   };

export type RewindCrashReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type RewindCrashReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type RewindCrashResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type RewindCrashResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', savedCheckpoint: { id: string } | null, lease: { token: number } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindCrashForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type RewindCrashForkMutation = { forkSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ForkSessionPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindCrashCountQueryVariables = Exact<{
  id: string;
}>;


export type RewindCrashCountQuery = { node:
    | { rewinds: { totalCount: number } | null }
    | Record<PropertyKey, never>
   | null };

export type CrashAgentSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type CrashAgentSessionMutation = { createSession:
    | { session: { id: string } }
    | Record<PropertyKey, never>
   };

export type CrashAgentCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type CrashAgentCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { codeTree: string | null, filesChanged: Array<{ path: string }> } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type FailoverSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type FailoverSessionMutation = { createSession:
    | { session: { id: string } }
    | Record<PropertyKey, never>
   };

export type FailoverCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type FailoverCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { filesChanged: Array<{ path: string }> } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type ReportRefusedPingMutationVariables = Exact<{
  input: PingAgentInput;
}>;


export type ReportRefusedPingMutation = { pingAgent:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string, agentCode: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PingAgentPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type AgentResumeSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type AgentResumeSessionMutation = { createSession:
    | { session: { id: string } }
    | Record<PropertyKey, never>
   };

export type AgentResumeStartMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type AgentResumeStartMutation = { startSession:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionStatePayload' }
    | { __typename: 'ValidationError' }
   };

export type AgentResumePauseMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type AgentResumePauseMutation = { pauseSession:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionStatePayload' }
    | { __typename: 'ValidationError' }
   };

export type AgentResumePlannedMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type AgentResumePlannedMutation = { createSession:
    | { session: { id: string, phases: { nodes: Array<{ tasks: { nodes: Array<{ id: string, steps: { nodes: Array<{ id: string }> } | null }> } | null }> } | null } }
    | Record<PropertyKey, never>
   };

export type AgentResumeLeaseMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type AgentResumeLeaseMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
   };

export type AgentResumeStartTaskMutationVariables = Exact<{
  input: StartTaskInput;
}>;


export type AgentResumeStartTaskMutation = { startTask:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'TaskPayload' }
    | { __typename: 'ValidationError' }
   };

export type AgentResumeStartStepMutationVariables = Exact<{
  input: StartStepInput;
}>;


export type AgentResumeStartStepMutation = { startStep:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'StepPayload' }
    | { __typename: 'ValidationError' }
   };

export type AgentResumePauseTaskMutationVariables = Exact<{
  input: PauseTaskInput;
}>;


export type AgentResumePauseTaskMutation = { pauseTask:
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'PauseTaskPayload' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type AgentResumeTaskMutationVariables = Exact<{
  input: ResumeTaskInput;
}>;


export type AgentResumeTaskMutation = { resumeTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ResumeTaskPayload', continuation: { inProgress: Array<{ action: InProgressAction }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
   };

export type AgentResumeReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type AgentResumeReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type AgentResumeCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type AgentResumeCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError' }
    | { __typename: 'AgentOfflineError' }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string } }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ObjectsMissingError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceUnavailableError' }
   };

export type AgentResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type AgentResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', mode: ResumeMode, dryRun: boolean, environment: { valid: boolean, warnings: Array<{ code: EnvironmentIssueCode }>, errors: Array<{ code: EnvironmentIssueCode }>, changedFiles: Array<{ path: string, action: FileAction }> }, savedCheckpoint: { id: string, kind: CheckpointKind, codeTree: string | null, filesChanged: Array<{ path: string, action: FileAction }> } | null, lease: { token: number } | null, plan: { inProgress: Array<{ action: InProgressAction }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type AgentRewindSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type AgentRewindSessionMutation = { createSession:
    | { session: { id: string } }
    | Record<PropertyKey, never>
   };

export type AgentRewindCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type AgentRewindCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, codeTree: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type AgentRewindCodeMutationVariables = Exact<{
  input: RewindCodeInput;
}>;


export type AgentRewindCodeMutation = { rewindCode:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string, timedOut: boolean }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string, branch: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'PreserveUnavailableError', code: ErrorCode, message: string, mode: string }
    | { __typename: 'RewindPayload', preview: { files: Array<{ path: string, action: FileAction }> } | null, rewind: { id: string, preservedAs: { kind: PreservedKind, reference: string } | null, undoPoint: { kind: CheckpointKind, codeTree: string | null, filesChanged: Array<{ path: string, action: FileAction }> }, changes: { files: Array<{ path: string, action: FileAction }> } } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type AgentUndoRewindMutationVariables = Exact<{
  input: UndoRewindInput;
}>;


export type AgentUndoRewindMutation = { undoRewind:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'RewindNotUndoableError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'UndoRewindPayload', rewind: { undoneAt: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type AgentForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type AgentForkMutation = { forkSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ForkSessionPayload', forkPoint: { workspaceMode: ForkWorkspaceMode, branch: string | null }, session: { workspace: { id: string, path: string | null, host: string | null, agent: { key: string } | null } } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string, reason: WorkspaceUnavailableReason }
   };

export type AgentBranchMutationVariables = Exact<{
  input: CreateBranchFromCheckpointInput;
}>;


export type AgentBranchMutation = { createBranchFromCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CreateBranchFromCheckpointPayload', checkedOut: boolean, branch: { name: string, reference: string } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkingTreeDirtyError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string, reason: WorkspaceUnavailableReason }
   };

export type AgentRewindCountQueryVariables = Exact<{
  id: string;
}>;


export type AgentRewindCountQuery = { node:
    | { rewinds: { totalCount: number } | null, checkpoints: { totalCount: number } | null }
    | Record<PropertyKey, never>
   | null };

export type AgentSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type AgentSessionMutation = { createSession:
    | { session: { id: string } }
    | { code: ErrorCode, message: string }
    | { code: ErrorCode, message: string }
    | { code: ErrorCode, message: string }
    | { code: ErrorCode, message: string }
    | { code: ErrorCode, message: string }
   };

export type AgentCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type AgentCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string, timedOut: boolean }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, codeTree: string | null, gitCommit: string | null, gitNote: string | null, linesAdded: number, linesRemoved: number, filesChanged: Array<{ path: string, action: FileAction, additions: number, deletions: number }> } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type AgentCheckpointDiffQueryVariables = Exact<{
  id: string;
}>;


export type AgentCheckpointDiffQuery = { node:
    | { diff:
        | { __typename: 'CheckpointDiff', files: Array<{ path: string, action: FileAction, additions: number, deletions: number, hunks: Array<{ header: string, lines: Array<string> }> }> }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
       }
    | Record<PropertyKey, never>
   | null };

export type AgentCheckpointCountQueryVariables = Exact<{
  id: string;
}>;


export type AgentCheckpointCountQuery = { node:
    | { checkpoints: { totalCount: number } | null }
    | Record<PropertyKey, never>
   | null };

export type GateRequestMutationVariables = Exact<{
  input: RequestApprovalInput;
}>;


export type GateRequestMutation = { requestApproval:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RequestApprovalPayload', approval: { id: string, session: { state: SessionState } } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type GateDecideMutationVariables = Exact<{
  input: DecideApprovalInput;
}>;


export type GateDecideMutation = { decideApproval:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'DecideApprovalPayload', approval: { state: ApprovalState, session: { state: SessionState } } }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type GateResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type GateResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', session: { state: SessionState, lease: { token: number } | null }, pendingApprovals: Array<{ id: string }> }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type GateHeldStepMutationVariables = Exact<{
  input: StartStepInput;
}>;


export type GateHeldStepMutation = { startStep:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string, approvalState: ApprovalState, heldId: string, approval: { id: string, state: ApprovalState } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'StepPayload', step: { state: StepState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type GateHeldTaskMutationVariables = Exact<{
  input: StartTaskInput;
}>;


export type GateHeldTaskMutation = { startTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string, approvalState: ApprovalState, heldId: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TaskPayload', task: { state: TaskState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type GateForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type GateForkMutation = { forkSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ForkSessionPayload', session: { id: string, state: SessionState, approvals: { nodes: Array<{ id: string, state: ApprovalState }> } | null, tasks: { nodes: Array<{ key: string, state: TaskState, steps: { nodes: Array<{ id: string, title: string, state: StepState }> } | null }> } | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type GateCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type GateCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type GateStateQueryVariables = Exact<{
  id: string;
}>;


export type GateStateQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', state: SessionState }
    | { __typename: 'ValidationError' }
   };

export type GatePauseTaskMutationVariables = Exact<{
  input: PauseTaskInput;
}>;


export type GatePauseTaskMutation = { pauseTask:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PauseTaskPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type GateResumeTaskMutationVariables = Exact<{
  input: ResumeTaskInput;
}>;


export type GateResumeTaskMutation = { resumeTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ResumeTaskPayload', task: { state: TaskState } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
   };

export type GatePausePhaseMutationVariables = Exact<{
  input: PausePhaseInput;
}>;


export type GatePausePhaseMutation = { pausePhase:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PausePhasePayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type GateResumePhaseMutationVariables = Exact<{
  input: ResumePhaseInput;
}>;


export type GateResumePhaseMutation = { resumePhase:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ResumePhasePayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type GateForkTasksQueryVariables = Exact<{
  id: string;
}>;


export type GateForkTasksQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', tasks: { nodes: Array<{ id: string, key: string }> } | null }
    | { __typename: 'ValidationError' }
   };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { name: string, token: { name: string, suffix: string }, apiTokens: Array<{ name: string, revoked: boolean }> } };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken:
    | { __typename: 'CreateApiTokenPayload', token: string, apiToken: { id: string, name: string, suffix: string, revoked: boolean } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type RevokeApiTokenMutation = { revokeApiToken:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RevokeApiTokenPayload', apiToken: { revoked: boolean, revokedAt: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type NodeByIdQueryVariables = Exact<{
  id: string;
}>;


export type NodeByIdQuery = { node:
    | { __typename: 'Agent', id: string }
    | { __typename: 'AgentCommand', id: string }
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'Approval', id: string }
    | { __typename: 'Checkpoint', id: string }
    | { __typename: 'Conversation', id: string }
    | { __typename: 'Deletion', id: string }
    | { __typename: 'Lease', id: string }
    | { __typename: 'Message', id: string }
    | { __typename: 'Phase', id: string }
    | { __typename: 'Rewind', id: string }
    | { __typename: 'Session', id: string }
    | { __typename: 'SessionEvent', id: string }
    | { __typename: 'Step', id: string }
    | { __typename: 'Task', id: string }
    | { __typename: 'Viewer', id: string }
    | { __typename: 'Workspace', id: string }
   | null };

export type AllSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllSessionsQuery = { sessions: { nodes: Array<{ id: string }> }, workspaces: { nodes: Array<{ id: string }> } };

export type AppendOneMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type AppendOneMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CachedViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type CachedViewerQuery = { viewer: { name: string } };

export type CachedCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CachedCreateTokenMutation = { createApiToken:
    | { token: string, apiToken: { id: string } }
    | Record<PropertyKey, never>
   };

export type CachedRevokeTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type CachedRevokeTokenMutation = { revokeApiToken:
    | { __typename: 'NotFoundError' }
    | { __typename: 'RevokeApiTokenPayload', apiToken: { revoked: boolean } }
    | { __typename: 'ValidationError' }
   };

export type FormatStoredQueryVariables = Exact<{
  id: string;
}>;


export type FormatStoredQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint', seq: number, verified: boolean, stateSnapshot: unknown }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type FormatResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type FormatResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string, checkpointId: string, formatVersion: string, readableVersions: Array<number> }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type FormatForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type FormatForkMutation = { forkSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string, checkpointId: string, formatVersion: string }
    | { __typename: 'ForkSessionPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type FormatReadsQueryVariables = Exact<{
  id: string;
  checkpointId: string;
  against?: string | null | undefined;
}>;


export type FormatReadsQuery = { session:
    | { resumePreview:
        | { __typename: 'CheckpointNotFoundError' }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, checkpointId: string, formatVersion: string }
        | { __typename: 'ContinuationFailedError' }
        | { __typename: 'NotFoundError' }
        | { __typename: 'ObjectsMissingError' }
        | { __typename: 'ResumePreview' }
        | { __typename: 'ValidationError' }
       }
    | Record<PropertyKey, never>
  , node:
    | { stateDiff:
        | { __typename: 'CheckpointStateDiff' }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, checkpointId: string }
        | { __typename: 'NotFoundError' }
        | { __typename: 'ValidationError' }
       }
    | Record<PropertyKey, never>
   | null };

export type FormatSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FormatSessionsQuery = { sessions: { totalCount: number } };

export type FormatLatestQueryVariables = Exact<{
  id: string;
}>;


export type FormatLatestQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', checkpoints: { nodes: Array<{ id: string, label: string }> } | null }
    | { __typename: 'ValidationError' }
   };

export type IdempotentCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type IdempotentCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', replayed: boolean, checkpoint: { id: string, seq: number, label: string, codeTree: string | null, gitCommit: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string, key: string, operation: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string, reason: WorkspaceUnavailableReason }
   };

export type IdempotentCheckpointsQueryVariables = Exact<{
  id: string;
}>;


export type IdempotentCheckpointsQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', checkpoints: { totalCount: number, nodes: Array<{ id: string }> } | null }
    | { __typename: 'ValidationError' }
   };

export type CheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type CheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, seq: number, label: string, kind: CheckpointKind, codeTree: string | null, gitCommit: string | null, gitNote: string | null, linesAdded: number, linesRemoved: number, verified: boolean, filesChanged: Array<{ path: string, previousPath: string | null, action: FileAction, additions: number, deletions: number, binary: boolean }>, task: { key: string } | null, step: { title: string } | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string, reason: WorkspaceUnavailableReason, path: string }
   };

export type CheckpointDetailQueryVariables = Exact<{
  id: string;
  against?: string | null | undefined;
}>;


export type CheckpointDetailQuery = { node:
    | { seq: number, verified: boolean, stateSnapshot: unknown, conversations: Array<{ lastMessageSeq: number, messages: { nodes: Array<{ seq: number, content: string }> } | null }>, diff:
        | { __typename: 'CheckpointDiff', from: { seq: number } | null, totals: { filesChanged: number, additions: number, deletions: number }, files: Array<{ path: string, action: FileAction, additions: number, deletions: number, binary: boolean, hunks: Array<{ header: string, lines: Array<string> }> }> }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
      , stateDiff:
        | { __typename: 'CheckpointStateDiff', changes: Array<{ entity: StateEntity, name: string, from: LifecycleState | null, to: LifecycleState | null }> }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
       }
    | Record<PropertyKey, never>
   | null };

export type SessionCheckpointsQueryVariables = Exact<{
  id: string;
}>;


export type SessionCheckpointsQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', checkpointPolicy: { afterStep: boolean }, checkpoints: { nodes: Array<{ seq: number, kind: CheckpointKind, label: string, step: { title: string } | null, task: { key: string } | null }> } | null }
    | { __typename: 'ValidationError' }
   };

export type CheckpointAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type CheckpointAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'LimitReachedError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RedactEventMutationVariables = Exact<{
  input: RecordEventInput;
}>;


export type RedactEventMutation = { recordEvent:
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RecordEventPayload' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type DegradedRecordingQueryVariables = Exact<{ [key: string]: never; }>;


export type DegradedRecordingQuery = { sessions: { nodes: Array<{ id: string, state: SessionState, tasks: { nodes: Array<{ key: string, state: TaskState, steps: { nodes: Array<{ kind: StepKind, title: string, state: StepState }> } | null }> } | null, conversations: { nodes: Array<{ kind: ConversationKind, task: { key: string } | null, messages: { nodes: Array<{ role: MessageRole, content: string, summaryOf: { count: number } | null }> } | null }> } | null, checkpoints: { nodes: Array<{ label: string, codeTree: string | null }> } | null }> } };

export type RecordedSessionQueryVariables = Exact<{
  id: string;
}>;


export type RecordedSessionQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', id: string, state: SessionState, objective: string, metadata: unknown, recoveryPlan: { action: RecoveryAction, agentSessionRef: string | null, reason: string } | null, tasks: { nodes: Array<{ key: string, role: string, state: TaskState, agentId: string | null, agentSessionRef: string | null, steps: { nodes: Array<{ kind: StepKind, title: string, state: StepState, idempotencyKey: string, error: string | null, output: unknown }> } | null }> } | null, conversations: { nodes: Array<{ id: string, kind: ConversationKind, task: { key: string } | null, messages: { nodes: Array<{ id: string, role: MessageRole, content: string, toolName: string | null, toolResult: string | null, isError: boolean, tokenCount: number | null, toolCalls: Array<{ name: string, callId: string | null }> | null, summaryOf: { count: number } | null }> } | null }> } | null, checkpoints: { nodes: Array<{ id: string, label: string, kind: CheckpointKind, codeTree: string | null, filesChanged: Array<{ path: string, action: FileAction }> }> } | null, timeline: { nodes: Array<
          | { __typename: 'ApprovalEntry' }
          | { __typename: 'CheckpointEntry' }
          | { __typename: 'CompactionEntry', rewind: { id: string, kind: RewindKind } | null }
          | { __typename: 'ConversationEntry' }
          | { __typename: 'CustomEntry' }
          | { __typename: 'FileChangeEntry' }
          | { __typename: 'ForkEntry' }
          | { __typename: 'LeaseEntry' }
          | { __typename: 'MessageEntry' }
          | { __typename: 'PhaseEntry' }
          | { __typename: 'PlanEntry' }
          | { __typename: 'ResumeEntry' }
          | { __typename: 'RewindEntry' }
          | { __typename: 'SessionEntry' }
          | { __typename: 'StepEntry' }
          | { __typename: 'TaskEntry' }
        > } | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RecordedSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecordedSessionsQuery = { sessions: { nodes: Array<{ id: string, objective: string, state: SessionState, parent: { id: string } | null }> } };

export type ImportedSessionQueryVariables = Exact<{
  id: string;
}>;


export type ImportedSessionQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', state: SessionState, tasks: { nodes: Array<{ key: string, agentSessionRef: string | null, steps: { nodes: Array<{ kind: StepKind, state: StepState }> } | null }> } | null, conversations: { nodes: Array<{ kind: ConversationKind, messages: { nodes: Array<{ role: MessageRole, content: string }> } | null }> } | null, checkpoints: { nodes: Array<{ label: string }> } | null }
    | { __typename: 'ValidationError' }
   };

export type RecordedSessionCountQueryVariables = Exact<{ [key: string]: never; }>;


export type RecordedSessionCountQuery = { sessions: { nodes: Array<{ id: string, objective: string }> } };

export type CliConverseMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type CliConverseMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CliRecoveryQueryVariables = Exact<{
  id: string;
}>;


export type CliRecoveryQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', state: SessionState, resumable: boolean, lease: { holder: string, live: boolean } | null, recoveryPlan: { action: RecoveryAction } | null, tasks: { nodes: Array<{ key: string, state: TaskState }> } | null }
    | { __typename: 'ValidationError' }
   };

export type CliTailRecordMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type CliTailRecordMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type StatePutMutationVariables = Exact<{
  input: PutStateCheckpointInput;
}>;


export type StatePutMutation = { putStateCheckpoint:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PutStatePayload', clientId: string, namespace: string, session: { id: string, clientKey: string | null, state: SessionState, parent: { id: string } | null, workspace: { name: string, path: string | null } } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type StateWritesMutationVariables = Exact<{
  input: PutStateWritesInput;
}>;


export type StateWritesMutation = { putStateWrites:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PutStatePayload', clientId: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type StateHeadQueryVariables = Exact<{
  key?: string | null | undefined;
  id?: string | null | undefined;
  ns?: string | null | undefined;
  clientId?: string | null | undefined;
}>;


export type StateHeadQuery = { stateCheckpoint: { clientId: string, parentClientId: string | null, namespace: string, sessionKey: string | null, payloadType: string, payload: string, partVersions: unknown, metadata: unknown, summary: string | null, parts: Array<{ name: string, version: string, type: string, data: string | null }>, pendingWrites: Array<{ taskId: string, index: number, channel: string, type: string, data: string, taskPath: string }> } | null };

export type StateListQueryVariables = Exact<{
  key?: string | null | undefined;
  ns?: string | null | undefined;
  before?: string | null | undefined;
  metadata?: unknown;
  first?: number | null | undefined;
}>;


export type StateListQuery = { stateCheckpoints: Array<{ clientId: string, sessionKey: string | null, namespace: string }> };

export type StateRewindMutationVariables = Exact<{
  input: RewindStateInput;
}>;


export type StateRewindMutation = { rewindState:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SteerStatePayload', clientId: string, replacedHead: string | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type StateForkMutationVariables = Exact<{
  input: ForkStateInput;
}>;


export type StateForkMutation = { forkState:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SteerStatePayload', clientId: string, session: { id: string, clientKey: string | null, parent: { id: string } | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ClientsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientsViewerQuery = { viewer: { name: string, token: { suffix: string } } };

export type ClientsStartSessionMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type ClientsStartSessionMutation = { startSession:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionStatePayload', session: { id: string, state: SessionState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ClientsSessionQueryVariables = Exact<{
  id: string;
}>;


export type ClientsSessionQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', id: string, state: SessionState }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ClientsRecordEventsMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type ClientsRecordEventsMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload', lastSeq: number }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CompactMutationVariables = Exact<{
  input: CompactConversationInput;
}>;


export type CompactMutation = { compactConversation:
    | { __typename: 'CompactConversationPayload', replayed: boolean, rewind: { id: string, kind: RewindKind, request: unknown, undoneAt: string | null, changes: { messagesSuperseded: number, summary: { id: string } | null } } | null, summary: { id: string, seq: number, role: MessageRole, content: string, tokenCount: number | null, superseded: boolean, compaction: { id: string } | null, summaryOf: { count: number, first: { id: string }, last: { id: string }, conversation: { id: string } } | null } | null, covered: { count: number, first: { content: string }, last: { content: string } } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type CompactAllQueryVariables = Exact<{
  id: string;
}>;


export type CompactAllQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation', messageCount: number, messages: { totalCount: number, nodes: Array<{ id: string, seq: number, content: string, superseded: boolean, summaryOf: { count: number } | null }> } | null }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type CompactResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type CompactResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', conversationContext: { nodes: Array<{ messages: { nodes: Array<{ content: string, role: MessageRole }> } | null }> } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type CompareSessionsQueryVariables = Exact<{
  id: string;
  with: string;
}>;


export type CompareSessionsQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', compare:
        | { __typename: 'NotFoundError', code: ErrorCode, message: string, entity: string, id: string }
        | { __typename: 'SessionComparison', session: { id: string }, other: { id: string }, codeDiff:
            | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
            | { __typename: 'SessionCodeComparison', note: string | null, from: { id: string } | null, to: { id: string } | null, files: Array<{ path: string, previousPath: string | null, action: FileAction, additions: number, deletions: number, binary: boolean, hunks: Array<{ header: string, oldStart: number, oldLines: number, newStart: number, newLines: number, lines: Array<string> }> }>, totals: { filesChanged: number, additions: number, deletions: number } }
            | { __typename: 'ValidationError', code: ErrorCode, message: string }
          , plan: { planRevision: number, otherPlanRevision: number, taskStates: Array<{ key: string, thisState: TaskState, otherState: TaskState, task: { id: string }, otherTask: { id: string } }>, tasksOnlyHere: Array<{ key: string }>, tasksOnlyThere: Array<{ key: string }>, stepStates: Array<{ taskKey: string, title: string, thisState: StepState, otherState: StepState }>, stepsOnlyHere: Array<{ title: string }>, stepsOnlyThere: Array<{ title: string }> }, conversations: { diverged: Array<{ commonCount: number, onlyHereCount: number, onlyThereCount: number, conversation: { id: string, kind: ConversationKind }, otherConversation: { id: string, kind: ConversationKind }, divergedAfter: { id: string, content: string } | null, onlyHere: Array<{ content: string }>, onlyThere: Array<{ content: string }> }>, onlyHere: Array<{ id: string, kind: ConversationKind }>, onlyThere: Array<{ id: string, kind: ConversationKind }> } }
        | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
       }
    | { __typename: 'ValidationError' }
   };

export type CompareWorkspaceOfQueryVariables = Exact<{
  id: string;
}>;


export type CompareWorkspaceOfQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', workspace: { id: string } }
    | { __typename: 'ValidationError' }
   };

export type CompareCreateConversationMutationVariables = Exact<{
  input: CreateConversationInput;
}>;


export type CompareCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationPayload', conversation: { id: string } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type AppendMessagesMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type AppendMessagesMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload', replayed: boolean, messages: Array<{ id: string, seq: number, role: MessageRole }>, conversation: { lastMessageSeq: number } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type MessagesQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  calls?: boolean | null | undefined;
  results?: boolean | null | undefined;
}>;


export type MessagesQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation', kind: ConversationKind, messageCount: number, totalTokens: number, totalCostUsd: number, messages: { nodes: Array<{ seq: number, role: MessageRole, content: string, toolName: string | null, toolInput: unknown, toolResult: string | null, isError: boolean, tokenCount: number | null, costUsd: number | null, toolCalls: Array<{ id: string | null, name: string, input: unknown }> | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type CreateConversationMutationVariables = Exact<{
  input: CreateConversationInput;
}>;


export type CreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationPayload', conversation: { id: string, kind: ConversationKind, title: string, task: { key: string } | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type NestedPlanQueryVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type NestedPlanQuery = { sessions: { nodes: Array<{ id: string, state: SessionState, workspace: { path: string | null }, progress: { percentComplete: number, tasks: { total: number, completed: number }, steps: { total: number, pending: number } }, readyTasks: Array<{ key: string }>, roleDistribution: Array<{ role: string, total: number }>, conversations: { nodes: Array<{ messageCount: number, totalTokens: number }> } | null, approvals: { nodes: Array<{ id: string }> } | null, phases: { nodes: Array<{ name: string, state: PhaseState, tasks: { nodes: Array<{ key: string, state: TaskState, phase: { name: string }, dependencies: Array<{ key: string }>, steps: { nodes: Array<{ kind: StepKind, state: StepState, task: { key: string } }> } | null }> } | null }> } | null }> } };

export type AgentsOnlineQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentsOnlineQuery = { workspaces: { nodes: Array<{ host: string | null, agent: { key: string, online: boolean } | null }> } };

export type AttachForLoaderMutationVariables = Exact<{
  input: AttachWorkspaceInput;
}>;


export type AttachForLoaderMutation = { attachWorkspace:
    | { __typename: 'AttachWorkspacePayload' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceClaimedError' }
   };

export type DeletionSessionFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type DeletionSessionFeedSubscription = { sessionEvents: { cursor: string, node: { seq: number, type: string, data: unknown, session: { id: string, deletion: { id: string, state: DeletionState } | null } } } };

export type DeletionWorkspaceFeedSubscriptionVariables = Exact<{
  workspaceId: string;
  after?: string | null | undefined;
}>;


export type DeletionWorkspaceFeedSubscription = { workspaceEvents: { cursor: string, node: { seq: number, type: string, session: { id: string } } } };

export type DeletionMessageFeedSubscriptionVariables = Exact<{
  conversationId: string;
  after?: string | null | undefined;
}>;


export type DeletionMessageFeedSubscription = { messageAdded: { cursor: string, node: { content: string } } };

export type DeletionCheckpointFilesQueryVariables = Exact<{
  id: string;
}>;


export type DeletionCheckpointFilesQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint', diff:
        | { __typename: 'CheckpointDiff', files: Array<{ path: string, action: FileAction }> }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
       }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type DeletionConversationQueryVariables = Exact<{
  id: string;
}>;


export type DeletionConversationQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation', messageCount: number, lastMessageSeq: number, messages: { totalCount: number, nodes: Array<{ seq: number, content: string, role: MessageRole }> } | null }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type DeletionLineageQueryVariables = Exact<{
  id: string;
}>;


export type DeletionLineageQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'Session', parent: { id: string } | null, conversations: { nodes: Array<{ id: string }> } | null, lineage: { depth: number, root: { id: string } } }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type DeletionResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type DeletionResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', session: { state: SessionState } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type DeletionWorkspaceOfQueryVariables = Exact<{
  id: string;
}>;


export type DeletionWorkspaceOfQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', workspace: { id: string, path: string | null } }
    | { __typename: 'ValidationError' }
   };

export type DeletionAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type DeletionAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type EmbeddedCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type EmbeddedCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, codeTree: string | null, gitCommit: string | null, filesChanged: Array<{ path: string }> } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', reason: WorkspaceUnavailableReason, code: ErrorCode, message: string }
   };

export type EmbeddedAgentOfQueryVariables = Exact<{
  id: string;
}>;


export type EmbeddedAgentOfQuery = { node:
    | { host: string | null, agent: { key: string, online: boolean, embedded: boolean } | null }
    | Record<PropertyKey, never>
   | null };

export type EmbeddedTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type EmbeddedTokensQuery = { viewer: { apiTokens: Array<{ id: string, name: string, revokedAt: string | null }> } };

export type EmbeddedRevokeMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type EmbeddedRevokeMutation = { revokeApiToken:
    | { __typename: 'NotFoundError' }
    | { __typename: 'RevokeApiTokenPayload' }
    | { __typename: 'ValidationError' }
   };

export type PreviewAtQueryVariables = Exact<{
  id: string;
  toTime?: string | null | undefined;
}>;


export type PreviewAtQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', rewindPreview:
        | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
        | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
        | { __typename: 'RewindPreview' }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
        | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
       }
    | { __typename: 'ValidationError' }
   };

export type CompactDryMutationVariables = Exact<{
  input: CompactConversationInput;
}>;


export type CompactDryMutation = { compactConversation:
    | { __typename: 'CompactConversationPayload', covered: { count: number } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type BadInputMessageIdsQueryVariables = Exact<{
  id: string;
}>;


export type BadInputMessageIdsQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation', messages: { nodes: Array<{ id: string }> } | null }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type SessionApprovalsQueryVariables = Exact<{
  id: string;
}>;


export type SessionApprovalsQuery = { session:
    | { approvals: { nodes: Array<{ id: string }> } | null }
    | Record<PropertyKey, never>
   };

export type SessionEventsAfterQueryVariables = Exact<{
  id: string;
  after?: string | null | undefined;
}>;


export type SessionEventsAfterQuery = { session:
    | { events: { nodes: Array<{ seq: number }> } | null }
    | Record<PropertyKey, never>
   };

export type RecordCustomMutationVariables = Exact<{
  input: RecordEventInput;
}>;


export type RecordCustomMutation = { recordEvent:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventPayload', replayed: boolean, event: { seq: number, type: string } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RecordCustomBatchMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type RecordCustomBatchMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload', events: Array<{ type: string }> }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CustomEventsOfTypeQueryVariables = Exact<{
  id: string;
  types?: Array<string> | string | null | undefined;
}>;


export type CustomEventsOfTypeQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', events: { totalCount: number, nodes: Array<{ type: string }> } | null }
    | { __typename: 'ValidationError' }
   };

export type CustomFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type CustomFeedSubscription = { sessionEvents: { node: { seq: number, type: string } } };

export type GlobalIdsFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type GlobalIdsFeedSubscription = { sessionEvents: { node: { seq: number, type: string, data: unknown } } };

export type FailoverFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type FailoverFeedSubscription = { sessionEvents: { cursor: string, node: { seq: number, type: string, data: unknown } } };

export type StandbyFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type StandbyFeedSubscription = { sessionEvents: { cursor: string, node: { seq: number, type: string, data: unknown } } };

export type ForkLineageQueryVariables = Exact<{
  id: string;
}>;


export type ForkLineageQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', id: string, lineage: { depth: number, forkedFrom: { kind: ForkPointKind, at: string, checkpoint: { id: string } | null, message: { id: string } | null } | null, root: { id: string }, parent: { id: string } | null, forkPoint: { at: string, checkpoint: { id: string } | null, message: { id: string } | null } | null, children: { totalCount: number, nodes: Array<{ id: string }> } | null, ancestors: { totalCount: number, nodes: Array<{ id: string }> } | null, descendants: { totalCount: number, nodes: Array<{ id: string }> } | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ForkLineageCheckpointForksQueryVariables = Exact<{
  id: string;
}>;


export type ForkLineageCheckpointForksQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint', forks: { totalCount: number, nodes: Array<{ id: string }> } | null }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type ForkCompareQueryVariables = Exact<{
  id: string;
  with: string;
}>;


export type ForkCompareQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', compare:
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'SessionComparison', codeDiff:
            | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
            | { __typename: 'SessionCodeComparison', note: string | null, from: { id: string } | null, to: { id: string } | null, files: Array<{ path: string, action: FileAction, additions: number, deletions: number }>, totals: { filesChanged: number, additions: number, deletions: number } }
            | { __typename: 'ValidationError', code: ErrorCode, message: string }
          , plan: { taskStates: Array<{ key: string, thisState: TaskState, otherState: TaskState }>, tasksOnlyHere: Array<{ key: string }>, tasksOnlyThere: Array<{ key: string }>, stepStates: Array<{ taskKey: string, title: string, thisState: StepState, otherState: StepState }>, stepsOnlyHere: Array<{ title: string }>, stepsOnlyThere: Array<{ title: string }> }, conversations: { diverged: Array<{ commonCount: number, onlyHereCount: number, onlyThereCount: number, conversation: { id: string }, otherConversation: { id: string }, divergedAfter: { id: string, content: string } | null, onlyHere: Array<{ content: string }>, onlyThere: Array<{ content: string }> }>, onlyHere: Array<{ id: string }>, onlyThere: Array<{ id: string }> } }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
       }
    | { __typename: 'ValidationError' }
   };

export type ForkMessageTimesQueryVariables = Exact<{
  id: string;
}>;


export type ForkMessageTimesQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation', messages: { nodes: Array<{ content: string, createdAt: string }> } | null }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type ForkPageQueryVariables = Exact<{
  id: string;
  after?: string | null | undefined;
}>;


export type ForkPageQuery = { node:
    | { messages: { pageInfo: { endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ content: string }> } | null }
    | Record<PropertyKey, never>
   | null };

export type CreateBranchFromCheckpointOpMutationVariables = Exact<{
  input: CreateBranchFromCheckpointInput;
}>;


export type CreateBranchFromCheckpointOpMutation = { createBranchFromCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string, takenName: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CreateBranchFromCheckpointPayload', checkedOut: boolean, replayed: boolean, branch: { name: string, reference: string, commit: string }, checkpoint: { id: string, seq: number, label: string, codeTree: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string, path: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
    | { __typename: 'WorkingTreeDirtyError', code: ErrorCode, message: string, path: string, changedPaths: Array<string> }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type DeleteSessionMutationVariables = Exact<{
  input: DeleteSessionInput;
}>;


export type DeleteSessionMutation = { deleteSession:
    | { __typename: 'DeletePayload', replayed: boolean, deletion: { id: string, kind: DeletionKind, targetId: string, mode: DeletionMode, state: DeletionState, actor: string, sessionIds: Array<string>, handedOverTo: Array<string>, rows: number, purged: unknown, rowBytes: number, objects: number, objectBytes: number, bytesFreed: number, requestedAt: string, finishedAt: string | null } }
    | { __typename: 'ForksDependError', code: ErrorCode, message: string, forkIds: Array<string>, count: number }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type DeleteWorkspaceMutationVariables = Exact<{
  input: DeleteWorkspaceInput;
}>;


export type DeleteWorkspaceMutation = { deleteWorkspace:
    | { __typename: 'DeletePayload', replayed: boolean, deletion: { id: string, kind: DeletionKind, targetId: string, mode: DeletionMode, state: DeletionState, actor: string, sessionIds: Array<string>, handedOverTo: Array<string>, rows: number, purged: unknown, rowBytes: number, objects: number, objectBytes: number, bytesFreed: number, requestedAt: string, finishedAt: string | null } }
    | { __typename: 'ForksDependError', code: ErrorCode, message: string, forkIds: Array<string>, count: number }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type DeletionsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type DeletionsQuery = { deletions: { totalCount: number, nodes: Array<{ id: string, kind: DeletionKind, targetId: string, mode: DeletionMode, state: DeletionState, actor: string, sessionIds: Array<string>, rows: number, bytesFreed: number }> } };

export type DeletedSessionQueryVariables = Exact<{
  id: string;
}>;


export type DeletedSessionQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'Session', id: string, state: SessionState }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type ForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type ForkMutation = { forkSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ForkSessionPayload', replayed: boolean, session: { id: string, state: SessionState, objective: string, workspace: { id: string, path: string | null }, conversations: { nodes: Array<{ id: string, messageCount: number, lastMessageSeq: number, messages: { totalCount: number, nodes: Array<{ id: string, content: string, superseded: boolean }> } | null }> } | null, tasks: { nodes: Array<{ key: string, state: TaskState, steps: { nodes: Array<{ title: string, state: StepState }> } | null }> } | null, approvals: { nodes: Array<{ title: string, state: ApprovalState }> } | null }, source: { id: string }, forkPoint: { kind: ForkPointKind, at: string, includeConversation: boolean, inheritedMessages: number, pendingApprovals: number, workspaceMode: ForkWorkspaceMode, branch: string | null, checkpoint: { id: string } | null, codeCheckpoint: { id: string } | null, message: { id: string } | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type ForkWorkQueryVariables = Exact<{
  id: string;
}>;


export type ForkWorkQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', id: string, state: SessionState, workspace: { id: string, path: string | null }, conversations: { nodes: Array<{ id: string }> } | null, tasks: { nodes: Array<{ id: string, key: string, state: TaskState, steps: { nodes: Array<{ id: string, title: string, state: StepState }> } | null }> } | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CreateWorkspaceMutationVariables = Exact<{
  input: CreateWorkspaceInput;
}>;


export type CreateWorkspaceMutation = { createWorkspace:
    | { __typename: 'CreateWorkspacePayload', replayed: boolean, workspace: { id: string, name: string, path: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type CreateSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type CreateSessionMutation = { createSession:
    | { __typename: 'CreateSessionPayload', replayed: boolean, session: { id: string, state: SessionState, strategy: Strategy, objective: string, conversations: { nodes: Array<{ id: string, kind: ConversationKind }> } | null, phases: { nodes: Array<{ id: string, name: string, tasks: { nodes: Array<{ id: string, key: string, state: TaskState, steps: { nodes: Array<{ id: string, kind: StepKind, state: StepState, idempotencyKey: string }> } | null }> } | null }> } | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string, problem: PlanProblem, keys: Array<string> }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, entity: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type StartSessionMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type StartSessionMutation = { startSession:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionStatePayload', session: { id: string, state: SessionState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type PauseSessionMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type PauseSessionMutation = { pauseSession:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionStatePayload', session: { id: string, state: SessionState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CompleteSessionMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type CompleteSessionMutation = { completeSession:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionStatePayload', session: { id: string, state: SessionState, completedAt: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type FailSessionMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type FailSessionMutation = { failSession:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionStatePayload', session: { id: string, state: SessionState, failureReason: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CancelSessionMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type CancelSessionMutation = { cancelSession:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionStatePayload', session: { id: string, state: SessionState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type StartTaskMutationVariables = Exact<{
  input: StartTaskInput;
}>;


export type StartTaskMutation = { startTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TaskPayload', task: { id: string, state: TaskState, attempt: number, phase: { state: PhaseState } } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CompleteTaskMutationVariables = Exact<{
  input: CompleteTaskInput;
}>;


export type CompleteTaskMutation = { completeTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TaskPayload', task: { id: string, state: TaskState, output: unknown, phase: { state: PhaseState } } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type FailTaskMutationVariables = Exact<{
  input: FailTaskInput;
}>;


export type FailTaskMutation = { failTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TaskPayload', task: { id: string, state: TaskState, exitCode: number | null, error: string | null, phase: { state: PhaseState } } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type StartStepMutationVariables = Exact<{
  input: StartStepInput;
}>;


export type StartStepMutation = { startStep:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'StepPayload', step: { id: string, state: StepState, attempt: number } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CompleteStepMutationVariables = Exact<{
  input: CompleteStepInput;
}>;


export type CompleteStepMutation = { completeStep:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'StepPayload', step: { id: string, state: StepState, output: unknown } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type FailStepMutationVariables = Exact<{
  input: FailStepInput;
}>;


export type FailStepMutation = { failStep:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'StepPayload', step: { id: string, state: StepState, exitCode: number | null, error: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type SessionEventsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  types?: Array<string> | string | null | undefined;
}>;


export type SessionEventsQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', lastEventSeq: number, events: { edges: Array<{ cursor: string, node: { seq: number, type: string, actor: string, data: unknown } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type SharedAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type SharedAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
   };

export type SharedReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type SharedReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RewindCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type RewindCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, seq: number, gitCommit: string | null, codeTree: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type RewindAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RewindMessagesQueryVariables = Exact<{
  id: string;
}>;


export type RewindMessagesQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation', messages: { nodes: Array<{ id: string, seq: number, content: string }> } | null }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type RetentionSetPolicyMutationVariables = Exact<{
  input: RetentionPolicyInput;
}>;


export type RetentionSetPolicyMutation = { setRetentionPolicy:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SetRetentionPolicyPayload', policy: { keepCheckpointDays: number | null, keepLastCheckpoints: number | null, deleteTerminalAfterDays: number | null, archiveSessions: boolean, warnHours: number, workspace: { id: string } | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type RetentionRunMutationVariables = Exact<{
  input: RunRetentionInput;
}>;


export type RetentionRunMutation = { runRetention:
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'RetentionBusyError', code: ErrorCode, message: string }
    | { __typename: 'RetentionReport', dryRun: boolean, warnedSessions: number, warnedCheckpoints: number, purgedSessions: number, purgedCheckpoints: number, rowBytes: number, objects: number, objectBytes: number, bytesFreed: number, complete: boolean, archivedSessions: number, archiveBytes: number, archiveFailures: number, run: { id: string, actor: string, purgedCheckpoints: number, purgedSessions: number, bytesFreed: number, finishedAt: string | null, archivedSessions: number, archiveBytes: number, archiveFailures: number } | null, deletions: Array<{ id: string, kind: DeletionKind, mode: DeletionMode, sessionIds: Array<string>, state: DeletionState }>, items: Array<{ verdict: RetentionVerdict, sessionId: string, checkpointId: string | null, dueAt: string, purgeAfter: string }> }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RetentionPinSessionMutationVariables = Exact<{
  input: PinSessionInput;
}>;


export type RetentionPinSessionMutation = { pinSession:
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'PinSessionPayload', session: { id: string, pinned: boolean } }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type RetentionPinCheckpointMutationVariables = Exact<{
  input: PinCheckpointInput;
}>;


export type RetentionPinCheckpointMutation = { pinCheckpoint:
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'PinCheckpointPayload', checkpoint: { id: string, pinned: boolean } }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type RewindCodeOpMutationVariables = Exact<{
  input: RewindCodeInput;
}>;


export type RewindCodeOpMutation = { rewindCode:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string, branch: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string, checkpointId: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'PreserveUnavailableError', code: ErrorCode, message: string, mode: string, path: string }
    | { __typename: 'RewindPayload', replayed: boolean, preview: { kind: RewindPreviewKind } | null, rewind: { id: string, kind: RewindKind, request: unknown, preserve: PreserveMode, actor: string, createdAt: string, undoneAt: string | null, undoneBy: string | null, preservedAs: { kind: PreservedKind, reference: string } | null, checkpoint: { id: string, seq: number, kind: CheckpointKind, label: string, codeTree: string | null } | null, undoPoint: { id: string, seq: number, kind: CheckpointKind, codeTree: string | null }, changes: { messagesSuperseded: number, messagesRestored: number, resetTasks: number, resetSteps: number, planRestored: boolean, files: Array<{ path: string, action: FileAction, additions: number, deletions: number }> } } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindConversationOpMutationVariables = Exact<{
  input: RewindConversationInput;
}>;


export type RewindConversationOpMutation = { rewindConversation:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'PreserveUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'RewindPayload', replayed: boolean, preview: { kind: RewindPreviewKind } | null, rewind: { id: string, kind: RewindKind, request: unknown, checkpoint: { id: string, seq: number } | null, undoPoint: { id: string, kind: CheckpointKind }, changes: { messagesSuperseded: number, messagesRestored: number, resetTasks: number, resetSteps: number, planRestored: boolean, files: Array<{ path: string, action: FileAction }> } } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type UndoRewindOpMutationVariables = Exact<{
  input: UndoRewindInput;
}>;


export type UndoRewindOpMutation = { undoRewind:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'RewindNotUndoableError', code: ErrorCode, message: string, rewindId: string, laterRewindId: string | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'UndoRewindPayload', replayed: boolean, rewind: { id: string, undoneAt: string | null, undoneBy: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindStateQueryVariables = Exact<{
  id: string;
}>;


export type RewindStateQuery = { session:
    | { state: SessionState, lastEventSeq: number, planRevision: number, rewinds: { totalCount: number, nodes: Array<{ id: string, kind: RewindKind, undoneAt: string | null }> } | null, checkpoints: { totalCount: number } | null, approvals: { nodes: Array<{ id: string, state: ApprovalState }> } | null, tasks: { nodes: Array<{ key: string, state: TaskState, steps: { nodes: Array<{ title: string, state: StepState }> } | null }> } | null, conversations: { nodes: Array<{ id: string, messages: { nodes: Array<{ id: string, seq: number, content: string, superseded: boolean }> } | null }> } | null }
    | Record<PropertyKey, never>
   };

export type InterruptedCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type InterruptedCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError' }
    | { __typename: 'AgentOfflineError' }
    | { __typename: 'CreateCheckpointPayload' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ObjectsMissingError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceUnavailableError' }
   };

export type ForkApprovalMutationVariables = Exact<{
  input: RequestApprovalInput;
}>;


export type ForkApprovalMutation = { requestApproval:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RequestApprovalPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type SearchQueryVariables = Exact<{
  query: string;
  filter?: SearchFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchQuery = { search:
    | { __typename: 'SearchConnection', totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { kind: SearchKind, rank: number, at: string, inherited: boolean, timelineCursor: string | null, session: { id: string }, snippet: { text: string, parts: Array<{ text: string, highlighted: boolean }> }, node:
            | { __typename: 'Checkpoint', id: string, label: string }
            | { __typename: 'Message', id: string, role: MessageRole, content: string, toolName: string | null, toolResult: string | null, superseded: boolean }
            | { __typename: 'SessionEvent', id: string, type: string }
            | { __typename: 'SharedContextDocument', key: string }
            | { __typename: 'Task', id: string, title: string }
           | null } }> }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type SearchAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type SearchAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload', messages: Array<{ id: string }> }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type SearchPutMutationVariables = Exact<{
  input: PutSharedContextInput;
}>;


export type SearchPutMutation = { putSharedContext:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PutSharedContextPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'VersionConflictError', code: ErrorCode, message: string }
   };

export type SearchRecordMutationVariables = Exact<{
  input: RecordEventInput;
}>;


export type SearchRecordMutation = { recordEvent:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type StateAtQueryVariables = Exact<{
  id: string;
  at: HistoryPointInput;
}>;


export type StateAtQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', stateAt:
        | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
        | { __typename: 'LimitReachedError', code: ErrorCode, message: string, limit: Limit, setting: string, max: number }
        | { __typename: 'SessionStateAt', eventSeq: number, at: string, replayedEvents: number, snapshot: unknown, state: SessionState, planRevision: number, baseCheckpoint: { id: string, seq: number, kind: CheckpointKind } | null, phases: Array<{ name: string, state: PhaseState, summary: string | null, tasks: Array<{ key: string, state: TaskState, attempt: number, todos: Array<{ content: string }>, steps: Array<{ title: string, state: StepState, attempt: number }> }> }>, approvals: Array<{ title: string, state: ApprovalState }>, todos: Array<{ content: string, status: TodoStatus }>, sharedContext: Array<{ key: string, version: number, value: unknown }> }
        | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
       }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type SessionDiffQueryVariables = Exact<{
  id: string;
  from: HistoryPointInput;
  to: HistoryPointInput;
}>;


export type SessionDiffQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', diff:
        | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
        | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
        | { __typename: 'SessionStateDiff', from: { eventSeq: number }, to: { eventSeq: number }, changes: Array<{ entity: StateEntity, entityId: string, name: string, from: LifecycleState | null, to: LifecycleState | null }>, workingState: { planRevision: { from: number, to: number } | null, todos: Array<{ task: { id: string } | null, before: Array<{ content: string }>, after: Array<{ content: string }> }>, sharedContext: Array<{ key: string, before: { version: number, value: unknown } | null, after: { version: number, value: unknown } | null }>, phaseOutputs: Array<{ summaryBefore: string | null, summaryAfter: string | null, phase: { id: string } }> } }
        | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
       }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CheckpointStateQueryVariables = Exact<{
  id: string;
  against?: string | null | undefined;
}>;


export type CheckpointStateQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint', seq: number, kind: CheckpointKind, stateSnapshot: unknown, stateDiff:
        | { __typename: 'CheckpointStateDiff', changes: Array<{ entity: StateEntity, entityId: string, name: string, from: LifecycleState | null, to: LifecycleState | null }>, workingState: { planRevision: { from: number, to: number } | null, todos: Array<{ task: { id: string } | null, before: Array<{ content: string }>, after: Array<{ content: string }> }>, sharedContext: Array<{ key: string, before: { version: number, value: unknown } | null, after: { version: number, value: unknown } | null }>, phaseOutputs: Array<{ summaryBefore: string | null, summaryAfter: string | null, phase: { id: string } }> } }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
       }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type HistoryTodosMutationVariables = Exact<{
  input: UpdateTodosInput;
}>;


export type HistoryTodosMutation = { updateTodos:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type HistoryDocumentMutationVariables = Exact<{
  input: PutSharedContextInput;
}>;


export type HistoryDocumentMutation = { putSharedContext:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PutSharedContextPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'VersionConflictError', code: ErrorCode, message: string }
   };

export type HistoryCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type HistoryCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, seq: number } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type HistoryLastEventQueryVariables = Exact<{
  id: string;
}>;


export type HistoryLastEventQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', lastEventSeq: number }
    | { __typename: 'ValidationError' }
   };

export type SessionTimelineQueryVariables = Exact<{
  id: string;
  filter?: TimelineFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type SessionTimelineQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', timeline: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<
          | { __typename: 'ApprovalEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, approval: { id: string, task: { id: string } | null } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'CheckpointEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, checkpoint: { id: string, task: { id: string } | null, phase: { id: string } | null } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'CompactionEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, rewind: { id: string } | null, summary: { id: string } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'ConversationEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, conversation: { id: string, task: { id: string } | null } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'CustomEntry', name: string, data: unknown, kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'FileChangeEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, checkpoint: { id: string } | null, file: { path: string, action: FileAction }, session: { id: string }, event: { seq: number } }
          | { __typename: 'ForkEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, source: { id: string } | null, fork: { id: string } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'LeaseEntry', holder: string | null, kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'MessageEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, message: { id: string, content: string, conversation: { id: string, task: { id: string } | null } }, session: { id: string }, event: { seq: number } }
          | { __typename: 'PhaseEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, phase: { id: string } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'PlanEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, task: { id: string } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'ResumeEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, task: { id: string } | null, checkpoint: { id: string } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'RewindEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, rewind: { id: string } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'SessionEntry', from: string | null, to: string | null, kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'StepEntry', kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, step: { id: string, task: { id: string } } | null, session: { id: string }, event: { seq: number } }
          | { __typename: 'TaskEntry', from: string | null, to: string | null, kind: TimelineEntryKind, at: string, type: string, actor: string, inherited: boolean, cursor: string, task: { id: string } | null, session: { id: string }, event: { seq: number } }
        > } | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RootTimelineQueryVariables = Exact<{
  filter?: TimelineFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type RootTimelineQuery = { timeline: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<
      | { __typename: 'ApprovalEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'CheckpointEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'CompactionEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'ConversationEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'CustomEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'FileChangeEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'ForkEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'LeaseEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'MessageEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'PhaseEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'PlanEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'ResumeEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'RewindEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'SessionEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'StepEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
      | { __typename: 'TaskEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
    > } | null };

export type WorkspaceTimelineQueryVariables = Exact<{
  id: string;
  filter?: TimelineFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type WorkspaceTimelineQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace', timeline: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<
          | { __typename: 'ApprovalEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'CheckpointEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'CompactionEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'ConversationEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'CustomEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'FileChangeEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'ForkEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'LeaseEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'MessageEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'PhaseEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'PlanEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'ResumeEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'RewindEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'SessionEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'StepEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
          | { __typename: 'TaskEntry', kind: TimelineEntryKind, at: string, type: string, inherited: boolean, cursor: string, session: { id: string }, event: { seq: number } }
        > } | null }
   | null };

export type TaskHistoryQueryVariables = Exact<{
  id: string;
  calls?: boolean | null | undefined;
  results?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;


export type TaskHistoryQuery = { node:
    | { conversationHistory: { messageCount: number, truncated: boolean, totalTokens: number, totalCostUsd: number, lastActivityAt: string | null, task: { id: string, key: string }, conversation: { id: string } | null, messages: Array<{ inherited: boolean, message: { seq: number, role: MessageRole, content: string, toolInput: unknown, toolResult: string | null, toolCalls: Array<{ name: string }> | null } }> } | null }
    | Record<PropertyKey, never>
   | null };

export type SupervisorHistoryQueryVariables = Exact<{
  id: string;
  calls?: boolean | null | undefined;
  results?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;


export type SupervisorHistoryQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', supervisorHistory: { messageCount: number, truncated: boolean, totalTokens: number, totalCostUsd: number, pendingTaskIds: Array<string>, session: { id: string }, conversation: { id: string, kind: ConversationKind } | null, messages: Array<{ inherited: boolean, message: { content: string, role: MessageRole, toolCalls: Array<{ name: string }> | null } }>, currentPhase: { name: string } | null, spawnedTasks: Array<{ id: string, key: string, state: TaskState }> } | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type HistoryManyTodosMutationVariables = Exact<{
  a: UpdateTodosInput;
  b: UpdateTodosInput;
  c: UpdateTodosInput;
  d: UpdateTodosInput;
  e: UpdateTodosInput;
}>;


export type HistoryManyTodosMutation = { a:
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError' }
  , b:
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError' }
  , c:
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError' }
  , d:
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError' }
  , e:
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError' }
   };

export type HistoryLiveQueryVariables = Exact<{
  id: string;
}>;


export type HistoryLiveQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', lastEventSeq: number, state: SessionState, planRevision: number, phases: { nodes: Array<{ name: string, state: PhaseState, summary: string | null, tasks: { nodes: Array<{ key: string, state: TaskState, attempt: number, todos: Array<{ content: string }>, steps: { nodes: Array<{ title: string, state: StepState, attempt: number }> } | null }> } | null }> } | null, approvals: { nodes: Array<{ title: string, state: ApprovalState }> } | null, todos: Array<{ content: string, status: TodoStatus }>, sharedContext: Array<{ key: string, version: number, value: unknown }> }
    | { __typename: 'ValidationError' }
   };

export type HistoryEventsQueryVariables = Exact<{
  id: string;
  types?: Array<string> | string | null | undefined;
}>;


export type HistoryEventsQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', events: { nodes: Array<{ seq: number, type: string, createdAt: string }> } | null }
    | { __typename: 'ValidationError' }
   };

export type LangGraphSessionEventsQueryVariables = Exact<{
  id: string;
}>;


export type LangGraphSessionEventsQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'Session', clientKey: string | null, state: SessionState, events: { nodes: Array<{ type: string, data: unknown }> } | null }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type LangGraphThreadSessionQueryVariables = Exact<{
  key: string;
}>;


export type LangGraphThreadSessionQuery = { stateCheckpoints: Array<{ session: { id: string } }> };

export type LangGraphRewindMutationVariables = Exact<{
  input: RewindStateInput;
}>;


export type LangGraphRewindMutation = { rewindState:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SteerStatePayload', clientId: string, replacedHead: string | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LangGraphForkMutationVariables = Exact<{
  input: ForkStateInput;
}>;


export type LangGraphForkMutation = { forkState:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SteerStatePayload', clientId: string, session: { clientKey: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type AcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type AcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { holder: string, token: number, expiresAt: string, live: boolean } | null }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string, holder: string, expiresAt: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string, otherSessionId: string }
   };

export type HeartbeatMutationVariables = Exact<{
  input: HeartbeatInput;
}>;


export type HeartbeatMutation = { heartbeat:
    | { __typename: 'LeasePayload', lease: { token: number, expiresAt: string } | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string, given: number, current: number | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type ReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'StaleLeaseError', code: ErrorCode }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type UnlockMutationVariables = Exact<{
  input: ForceUnlockInput;
}>;


export type UnlockMutation = { forceUnlock:
    | { __typename: 'LeasePayload', session: { lease: { live: boolean } | null } }
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type FencedStepStartMutationVariables = Exact<{
  input: StartStepInput;
}>;


export type FencedStepStartMutation = { startStep:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string, given: number, current: number | null }
    | { __typename: 'StepPayload', step: { state: StepState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type FencedStepCompleteMutationVariables = Exact<{
  input: CompleteStepInput;
}>;


export type FencedStepCompleteMutation = { completeStep:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string, given: number, current: number | null }
    | { __typename: 'StepPayload', step: { state: StepState, output: unknown } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type FencedTaskStartMutationVariables = Exact<{
  input: StartTaskInput;
}>;


export type FencedTaskStartMutation = { startTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TaskPayload', task: { state: TaskState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type FencedAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type FencedAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type BoundedLineageQueryVariables = Exact<{
  id: string;
}>;


export type BoundedLineageQuery = { node:
    | { lineage: { depth: number, truncated: boolean, root: { id: string }, ancestors: { totalCount: number } | null, children: { totalCount: number } | null, descendants: { totalCount: number, nodes: Array<{ lineage: { depth: number } }> } | null } }
    | Record<PropertyKey, never>
   | null };

export type BoundedForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type BoundedForkMutation = { forkSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ForkSessionPayload', session: { id: string, lineage: { depth: number } } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string, limit: Limit, setting: string, max: number }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RepositoryUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type BoundedChildrenQueryVariables = Exact<{
  id: string;
}>;


export type BoundedChildrenQuery = { node:
    | { lineage: { truncated: boolean, children: { totalCount: number, nodes: Array<{ id: string }> } | null, descendants: { totalCount: number } | null } }
    | Record<PropertyKey, never>
   | null };

export type LineageCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type LineageCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type LineageAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type LineageAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload', messages: Array<{ id: string }> }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LineageQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type LineageQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', id: string, lineage: { depth: number, root: { id: string }, parent: { id: string } | null, forkPoint: { at: string, checkpoint: { id: string } | null, message: { id: string } | null } | null, children: { totalCount: number, nodes: Array<{ id: string }> } | null, ancestors: { totalCount: number, nodes: Array<{ id: string }> } | null, descendants: { totalCount: number, nodes: Array<{ id: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CheckpointForksQueryVariables = Exact<{
  id: string;
}>;


export type CheckpointForksQuery = { node:
    | { forks: { totalCount: number, nodes: Array<{ id: string }> } | null }
    | Record<PropertyKey, never>
   | null };

export type LineageNodeQueryVariables = Exact<{
  id: string;
}>;


export type LineageNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type LineageOfWorkspaceQueryVariables = Exact<{
  workspaceId: string;
}>;


export type LineageOfWorkspaceQuery = { sessions: { nodes: Array<{ id: string, lineage: { depth: number, root: { id: string, objective: string }, parent: { id: string } | null, forkPoint: { at: string, checkpoint: { id: string, seq: number } | null, message: { id: string } | null } | null, children: { totalCount: number, nodes: Array<{ id: string }> } | null, ancestors: { totalCount: number, nodes: Array<{ id: string }> } | null, descendants: { totalCount: number, nodes: Array<{ id: string, lineage: { depth: number } }> } | null } }> } };

export type LockOrderRecordEventMutationVariables = Exact<{
  input: RecordEventInput;
}>;


export type LockOrderRecordEventMutation = { recordEvent:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventPayload', replayed: boolean, event: { seq: number } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LockOrderAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type LockOrderAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
   };

export type LockOrderReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type LockOrderReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LockOrderResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type LockOrderResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', lease: { token: number } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type PauseTaskMutationVariables = Exact<{
  input: PauseTaskInput;
}>;


export type PauseTaskMutation = { pauseTask:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PauseTaskPayload', replayed: boolean, task: { key: string, state: TaskState, phase: { state: PhaseState }, steps: { nodes: Array<{ state: StepState }> } | null }, session: { readyTasks: Array<{ key: string }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type PausePhaseMutationVariables = Exact<{
  input: PausePhaseInput;
}>;


export type PausePhaseMutation = { pausePhase:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PausePhasePayload', replayed: boolean, phase: { name: string, state: PhaseState }, tasks: Array<{ key: string, state: TaskState }>, session: { readyTasks: Array<{ key: string }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ResumePhaseMutationVariables = Exact<{
  input: ResumePhaseInput;
}>;


export type ResumePhaseMutation = { resumePhase:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ResumePhasePayload', replayed: boolean, phase: { name: string, state: PhaseState }, tasks: Array<{ key: string, state: TaskState }>, session: { readyTasks: Array<{ key: string }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type PauseAcquireLeaseMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type PauseAcquireLeaseMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
   };

export type PausePlanQueryVariables = Exact<{
  id: string;
}>;


export type PausePlanQuery = { session:
    | { lastEventSeq: number, readyTasks: Array<{ key: string }>, phases: { nodes: Array<{ id: string, name: string, state: PhaseState, tasks: { nodes: Array<{ id: string, key: string, state: TaskState, steps: { nodes: Array<{ id: string, state: StepState }> } | null }> } | null }> } | null }
    | Record<PropertyKey, never>
   };

export type PhaseOutputCompleteMutationVariables = Exact<{
  input: CompletePhaseInput;
}>;


export type PhaseOutputCompleteMutation = { completePhase:
    | { __typename: 'CompletePhasePayload', completedNow: boolean, replayed: boolean, phase: { id: string, state: PhaseState, output: unknown, summary: string | null, completedAt: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, entity: string, entityId: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, entity: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string, given: number, current: number | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type PhaseOutputPhasesQueryVariables = Exact<{
  id: string;
}>;


export type PhaseOutputPhasesQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', lastEventSeq: number, phases: { nodes: Array<{ id: string, name: string, state: PhaseState, output: unknown, summary: string | null, completedAt: string | null }> } | null, checkpoints: { nodes: Array<{ kind: CheckpointKind, label: string }> } | null }
    | { __typename: 'ValidationError' }
   };

export type RevisePlanMutationVariables = Exact<{
  input: RevisePlanInput;
}>;


export type RevisePlanMutation = { revisePlan:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string, problem: PlanProblem, keys: Array<string> }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, entity: string }
    | { __typename: 'RevisePlanPayload', revision: number, replayed: boolean, session: { planRevision: number }, added: { phases: Array<{ id: string, key: string | null, name: string, position: number, state: PhaseState }>, tasks: Array<{ id: string, key: string, position: number, state: TaskState, phase: { key: string | null }, dependencies: Array<{ key: string }>, steps: { nodes: Array<{ position: number, idempotencyKey: string }> } | null }>, steps: Array<{ id: string, position: number, kind: StepKind, idempotencyKey: string, task: { key: string } }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type RevisedPlanQueryVariables = Exact<{
  id: string;
}>;


export type RevisedPlanQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', planRevision: number, readyTasks: Array<{ key: string }>, phases: { nodes: Array<{ id: string, key: string | null, position: number, state: PhaseState, skipReason: string | null, tasks: { nodes: Array<{ id: string, key: string, position: number, state: TaskState, skipReason: string | null, dependencies: Array<{ key: string }>, steps: { nodes: Array<{ position: number, title: string }> } | null }> } | null }> } | null, checkpoints: { nodes: Array<{ kind: CheckpointKind, label: string, stateSnapshot: unknown }> } | null }
    | { __typename: 'ValidationError' }
   };

export type AcquireForRevisionMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type AcquireForRevisionMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
   };

export type FaultFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type FaultFeedSubscription = { sessionEvents: { cursor: string, node: { seq: number, type: string, data: unknown } } };

export type FaultRecordMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type FaultRecordMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'LimitReachedError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RecordEventsPayload' }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RecoveryPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type RecoveryPlansQuery = { sessions: { nodes: Array<{ id: string, recoveryPlan: { action: RecoveryAction, reason: string } | null }> } };

export type RecoveryPlanQueryVariables = Exact<{
  id: string;
}>;


export type RecoveryPlanQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', recoveryPlan: { action: RecoveryAction, reason: string, agentSessionRef: string | null, task: { id: string, key: string, state: TaskState } | null, conversation: { id: string, kind: ConversationKind } | null, phase: { id: string, name: string, state: PhaseState } | null } | null }
    | { __typename: 'ValidationError' }
   };

export type ResumeTaskMutationVariables = Exact<{
  input: ResumeTaskInput;
}>;


export type ResumeTaskMutation = { resumeTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, entity: string, currentState: LifecycleState, allowedFrom: Array<LifecycleState> }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ResumeTaskPayload', previousState: TaskState, tookLease: boolean, agentSessionRef: string | null, replayed: boolean, task: { id: string, key: string, state: TaskState }, lease: { holder: string, token: number, live: boolean } | null, continuation: { skippedSteps: Array<{ title: string }>, inProgress: Array<{ action: InProgressAction, reason: string, step: { title: string } }>, pendingSteps: Array<{ title: string, task: { key: string } }> }, conversation: { id: string } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string, holder: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string, given: number, current: number | null }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
   };

export type RecoverySnapshotQueryVariables = Exact<{
  id: string;
}>;


export type RecoverySnapshotQuery = { session:
    | { state: SessionState, lastEventSeq: number, lease: { holder: string, token: number, live: boolean } | null, tasks: { nodes: Array<{ key: string, state: TaskState, attempt: number, steps: { nodes: Array<{ title: string, state: StepState, attempt: number }> } | null }> } | null }
    | Record<PropertyKey, never>
   };

export type RecoveryEventsQueryVariables = Exact<{
  id: string;
  types?: Array<string> | string | null | undefined;
}>;


export type RecoveryEventsQuery = { session:
    | { events: { nodes: Array<{ type: string, data: unknown }> } | null }
    | Record<PropertyKey, never>
   };

export type RecoveryPauseTaskMutationVariables = Exact<{
  input: PauseTaskInput;
}>;


export type RecoveryPauseTaskMutation = { pauseTask:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PauseTaskPayload', task: { state: TaskState } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RecoveryPausePhaseMutationVariables = Exact<{
  input: PausePhaseInput;
}>;


export type RecoveryPausePhaseMutation = { pausePhase:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PausePhasePayload' }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RecoveryConversationMutationVariables = Exact<{
  input: CreateConversationInput;
}>;


export type RecoveryConversationMutation = { createConversation:
    | { __typename: 'CreateConversationPayload', conversation: { id: string } }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RecoveryResumeSessionMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type RecoveryResumeSessionMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', mode: ResumeMode, restartedPhase: { id: string } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type AppendToolCallMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type AppendToolCallMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload', messages: Array<{ toolCalls: Array<{ callId: string | null, name: string }> | null }> }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type CheckpointWithLabelMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type CheckpointWithLabelMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, label: string, codeTree: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type WorkingStateReviseMutationVariables = Exact<{
  input: RevisePlanInput;
}>;


export type WorkingStateReviseMutation = { revisePlan:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RevisePlanPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type WorkingStatePauseTaskMutationVariables = Exact<{
  input: PauseTaskInput;
}>;


export type WorkingStatePauseTaskMutation = { pauseTask:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PauseTaskPayload' }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type WorkingStatePausePhaseMutationVariables = Exact<{
  input: PausePhaseInput;
}>;


export type WorkingStatePausePhaseMutation = { pausePhase:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PausePhasePayload' }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type WorkingStateResumeTaskMutationVariables = Exact<{
  input: ResumeTaskInput;
}>;


export type WorkingStateResumeTaskMutation = { resumeTask:
    | { __typename: 'ApprovalPendingError', message: string }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'LimitReachedError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ResumeTaskPayload' }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'TerminalStateError', message: string }
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', message: string }
   };

export type WorkingStateTodosMutationVariables = Exact<{
  input: UpdateTodosInput;
}>;


export type WorkingStateTodosMutation = { updateTodos:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'LimitReachedError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError', message: string }
   };

export type WorkingStatePutMutationVariables = Exact<{
  input: PutSharedContextInput;
}>;


export type WorkingStatePutMutation = { putSharedContext:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'LimitReachedError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PutSharedContextPayload' }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'VersionConflictError', message: string }
   };

export type WorkingStateCompletePhaseMutationVariables = Exact<{
  input: CompletePhaseInput;
}>;


export type WorkingStateCompletePhaseMutation = { completePhase:
    | { __typename: 'CompletePhasePayload' }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'LimitReachedError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type WorkingStateCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type WorkingStateCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', message: string }
    | { __typename: 'AgentOfflineError', message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, planRevision: number } }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ObjectsMissingError', message: string }
    | { __typename: 'SessionLockedError', message: string }
    | { __typename: 'StaleLeaseError', message: string }
    | { __typename: 'ValidationError', message: string }
    | { __typename: 'WorkspaceUnavailableError', message: string }
   };

export type WorkingStateResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type WorkingStateResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', lease: { token: number } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type WorkingStateReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type WorkingStateReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type WorkingStateQueryVariables = Exact<{
  id: string;
}>;


export type WorkingStateQuery = { session:
    | { planRevision: number, todos: Array<{ content: string, status: TodoStatus, activeForm: string }>, sharedContext: Array<{ key: string, value: unknown }>, phases: { nodes: Array<{ name: string, position: number, state: PhaseState, output: unknown, summary: string | null, skipReason: string | null, tasks: { nodes: Array<{ key: string, state: TaskState, skipReason: string | null, todos: Array<{ content: string }> }> } | null }> } | null, tasks: { nodes: Array<{ key: string }> } | null, readyTasks: Array<{ key: string }> }
    | Record<PropertyKey, never>
   };

export type WorkingStateDiffQueryVariables = Exact<{
  id: string;
  against?: string | null | undefined;
}>;


export type WorkingStateDiffQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint', stateDiff:
        | { __typename: 'CheckpointStateDiff', changes: Array<{ entity: StateEntity, name: string, from: LifecycleState | null, to: LifecycleState | null }>, workingState: { planRevision: { from: number, to: number } | null, todos: Array<{ task: { key: string } | null, before: Array<{ content: string }>, after: Array<{ content: string }> }>, sharedContext: Array<{ key: string, before: { version: number, value: unknown } | null, after: { version: number, value: unknown } | null }>, phaseOutputs: Array<{ summaryBefore: string | null, summaryAfter: string | null, phase: { name: string } }> } }
        | { __typename: 'CheckpointVersionUnsupportedError' }
        | { __typename: 'NotFoundError' }
        | { __typename: 'ValidationError' }
       }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type ResumeModeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type ResumeModeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string, checkpointId: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string, limit: Limit, max: number }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', mode: ResumeMode, replayed: boolean, restoredFiles: Array<string>, supersededMessages: number, session: { state: SessionState }, lease: { holder: string, token: number, expiresAt: string, live: boolean } | null, checkpoint: { seq: number } | null, savedCheckpoint: { id: string, seq: number, label: string } | null, restartedPhase: { name: string } | null, resetTasks: Array<{ key: string }>, resetSteps: Array<{ title: string }>, plan: { pendingSteps: Array<{ title: string }>, inProgress: Array<{ action: InProgressAction, step: { title: string } }> }, conversationContext: { nodes: Array<{ messageCount: number, messages: { nodes: Array<{ content: string }> } | null }> } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type ResumeModeStateQueryVariables = Exact<{
  id: string;
}>;


export type ResumeModeStateQuery = { session:
    | { state: SessionState, lastEventSeq: number, lease: { token: number, live: boolean } | null, checkpoints: { nodes: Array<{ seq: number }> } | null, tasks: { nodes: Array<{ key: string, state: TaskState, steps: { nodes: Array<{ title: string, state: StepState }> } | null }> } | null, conversations: { nodes: Array<{ messageCount: number, messages: { nodes: Array<{ content: string, superseded: boolean }> } | null }> } | null }
    | Record<PropertyKey, never>
   };

export type ResumeModeCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type ResumeModeCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError' }
    | { __typename: 'AgentOfflineError' }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string } }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ObjectsMissingError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceUnavailableError' }
   };

export type ResumeModeAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type ResumeModeAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type ResumeModeReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type ResumeModeReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type ResumeModeAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type ResumeModeAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'LimitReachedError', code: ErrorCode, max: number }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
   };

export type ResumableSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ResumableSessionsQuery = { sessions: { nodes: Array<{ id: string, lastActivity: { idleSeconds: number | null, eventType: string | null, at: string | null, phase: { name: string } | null, task: { key: string } | null, step: { title: string } | null } | null }> } };

export type PreviewQueryVariables = Exact<{
  id: string;
  inProgress?: InProgressStrategy | null | undefined;
}>;


export type PreviewQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', lastEventSeq: number, resumePreview:
        | { __typename: 'CheckpointNotFoundError' }
        | { __typename: 'CheckpointVersionUnsupportedError' }
        | { __typename: 'ContinuationFailedError' }
        | { __typename: 'NotFoundError' }
        | { __typename: 'ObjectsMissingError' }
        | { __typename: 'ResumePreview', resumable: boolean, blockers: Array<{ code: EnvironmentIssueCode }>, checkpoint: { seq: number } | null, plan: { counts: { skippedTasks: number, skippedSteps: number, inProgress: number, pendingSteps: number }, skippedSteps: Array<{ title: string }>, inProgress: Array<{ action: InProgressAction, reason: string, step: { title: string } }>, pendingSteps: Array<{ title: string }> }, environment: { valid: boolean, errors: Array<{ code: EnvironmentIssueCode }>, warnings: Array<{ code: EnvironmentIssueCode }>, changedFiles: Array<{ path: string, action: FileAction }> }, pendingApprovals: Array<{ title: string }> }
        | { __typename: 'ValidationError' }
       }
    | { __typename: 'ValidationError' }
   };

export type PreviewAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type PreviewAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
   };

export type RestartWorkspaceMutationVariables = Exact<{
  input: CreateWorkspaceInput;
}>;


export type RestartWorkspaceMutation = { createWorkspace:
    | { workspace: { id: string } }
    | Record<PropertyKey, never>
   };

export type RestartSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type RestartSessionMutation = { createSession:
    | { session: { id: string, tasks: { nodes: Array<{ id: string, steps: { nodes: Array<{ id: string }> } | null }> } | null } }
    | Record<PropertyKey, never>
   };

export type RestartStartMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type RestartStartMutation = { startSession:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionStatePayload' }
    | { __typename: 'ValidationError' }
   };

export type RestartAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type RestartAcquireMutation = { acquireLease:
    | { lease: { token: number } | null }
    | Record<PropertyKey, never>
   };

export type RestartStartTaskMutationVariables = Exact<{
  input: StartTaskInput;
}>;


export type RestartStartTaskMutation = { startTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode }
    | { __typename: 'InvalidTransitionError', code: ErrorCode }
    | { __typename: 'LimitReachedError', code: ErrorCode }
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'SessionLockedError', code: ErrorCode }
    | { __typename: 'StaleLeaseError', code: ErrorCode }
    | { __typename: 'TaskPayload' }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type RestartStartStepMutationVariables = Exact<{
  input: StartStepInput;
}>;


export type RestartStartStepMutation = { startStep:
    | { __typename: 'ApprovalPendingError', code: ErrorCode }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode }
    | { __typename: 'InvalidTransitionError', code: ErrorCode }
    | { __typename: 'LimitReachedError', code: ErrorCode }
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'SessionLockedError', code: ErrorCode }
    | { __typename: 'StaleLeaseError', code: ErrorCode }
    | { __typename: 'StepPayload' }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type RestartResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type RestartResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError' }
    | { __typename: 'AgentOfflineError' }
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'CheckpointNotFoundError' }
    | { __typename: 'CheckpointTamperedError' }
    | { __typename: 'CheckpointVersionUnsupportedError' }
    | { __typename: 'ConfigChangedError' }
    | { __typename: 'ContinuationFailedError' }
    | { __typename: 'EnvironmentInvalidError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NoResumableSessionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ObjectsMissingError' }
    | { __typename: 'ResumeSessionPayload', lease: { holder: string, token: number } | null, plan: { inProgress: Array<{ action: InProgressAction }>, pendingSteps: Array<{ id: string }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, holder: string }
    | { __typename: 'TerminalStateError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
    | { __typename: 'WorkspaceUnavailableError' }
   };

export type RestartUnlockMutationVariables = Exact<{
  input: ForceUnlockInput;
}>;


export type RestartUnlockMutation = { forceUnlock:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type ResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type ResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string, problems: Array<string> }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', dryRun: boolean, config: unknown, session: { id: string, state: SessionState, lease: { holder: string, token: number, live: boolean } | null }, plan: { counts: { skippedSteps: number, inProgress: number, pendingSteps: number }, inProgress: Array<{ action: InProgressAction, step: { title: string } }> }, environment: { valid: boolean, changedFiles: Array<{ path: string }> }, checkpoint: { seq: number } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string, holder: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type ResumeStepsQueryVariables = Exact<{
  id: string;
}>;


export type ResumeStepsQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', state: SessionState, tasks: { nodes: Array<{ steps: { nodes: Array<{ title: string, state: StepState }> } | null }> } | null }
    | { __typename: 'ValidationError' }
   };

export type ResumeAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type ResumeAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
   };

export type PropertyCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type PropertyCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError' }
    | { __typename: 'AgentOfflineError' }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string } }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ObjectsMissingError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceUnavailableError' }
   };

export type PropertyShapeQueryVariables = Exact<{
  id: string;
}>;


export type PropertyShapeQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode }
    | { __typename: 'Session', state: SessionState, pinned: boolean, parent: { id: string } | null, conversations: { nodes: Array<{ id: string }> } | null, lineage: { forkPoint: { checkpoint: { id: string } | null } | null } }
    | { __typename: 'ValidationError', code: ErrorCode }
   };

export type PropertyResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type PropertyResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RetentionCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type RetentionCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError' }
    | { __typename: 'AgentOfflineError' }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string } }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ObjectsMissingError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceUnavailableError' }
   };

export type RetentionDiffQueryVariables = Exact<{
  id: string;
}>;


export type RetentionDiffQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint', stateDiff:
        | { __typename: 'CheckpointStateDiff' }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
       }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type RetentionPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionPoliciesQuery = { retentionPolicies: Array<{ keepLastCheckpoints: number | null, deleteTerminalAfterDays: number | null, warnHours: number, workspace: { id: string } | null }> };

export type RetentionRunsQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionRunsQuery = { retentionRuns: { totalCount: number, nodes: Array<{ actor: string, purgedCheckpoints: number, warnedCheckpoints: number }> } };

export type RewindRequestApprovalMutationVariables = Exact<{
  input: RequestApprovalInput;
}>;


export type RewindRequestApprovalMutation = { requestApproval:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RequestApprovalPayload', approval: { id: string } }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type RewindDecideMutationVariables = Exact<{
  input: DecideApprovalInput;
}>;


export type RewindDecideMutation = { decideApproval:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'DecideApprovalPayload' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type RewindUndoPointQueryVariables = Exact<{
  id: string;
}>;


export type RewindUndoPointQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind', undoPoint: { id: string } }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type RewindCreateConversationMutationVariables = Exact<{
  input: CreateConversationInput;
}>;


export type RewindCreateConversationMutation = { createConversation:
    | { __typename: 'CreateConversationPayload', conversation: { id: string } }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type PlanKeptCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type PlanKeptCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, seq: number, kind: CheckpointKind, label: string, eventSeq: number, createdAt: string, verified: boolean, planRevision: number, stateSnapshot: unknown, config: unknown, gitCommit: string | null, codeTree: string | null, conversations: Array<{ lastMessageSeq: number }>, parent: { id: string } | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type PlanKeptReadBackQueryVariables = Exact<{
  id: string;
}>;


export type PlanKeptReadBackQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint', id: string, seq: number, kind: CheckpointKind, label: string, eventSeq: number, createdAt: string, verified: boolean, planRevision: number, stateSnapshot: unknown, config: unknown, gitCommit: string | null, codeTree: string | null, conversations: Array<{ lastMessageSeq: number }>, parent: { id: string } | null }
    | { __typename: 'Conversation' }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type PlanKeptPlanQueryVariables = Exact<{
  id: string;
}>;


export type PlanKeptPlanQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', state: SessionState, planRevision: number, todos: Array<{ content: string, status: TodoStatus }>, sharedContext: Array<{ key: string, version: number, value: unknown }>, phases: { nodes: Array<{ id: string, name: string, state: PhaseState, tasks: { nodes: Array<{ id: string, key: string, state: TaskState, attempt: number, steps: { nodes: Array<{ id: string, title: string, state: StepState, attempt: number }> } | null }> } | null }> } | null }
    | { __typename: 'ValidationError' }
   };

export type RewindPreviewCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type RewindPreviewCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, seq: number, gitCommit: string | null, codeTree: string | null } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type RewindPreviewAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type RewindPreviewAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload', messages: Array<{ id: string, seq: number }> }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RewindPreviewRequestApprovalMutationVariables = Exact<{
  input: RequestApprovalInput;
}>;


export type RewindPreviewRequestApprovalMutation = { requestApproval:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RequestApprovalPayload', approval: { id: string } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RewindPreviewDecideApprovalMutationVariables = Exact<{
  input: DecideApprovalInput;
}>;


export type RewindPreviewDecideApprovalMutation = { decideApproval:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'DecideApprovalPayload' }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RewindPreviewTodosMutationVariables = Exact<{
  input: UpdateTodosInput;
}>;


export type RewindPreviewTodosMutation = { updateTodos:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'UpdateTodosPayload' }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RewindPreviewQueryVariables = Exact<{
  id: string;
  kind: RewindPreviewKind;
  checkpointId?: string | null | undefined;
  gitCommit?: string | null | undefined;
  toMessageId?: string | null | undefined;
  byMessageCount?: number | null | undefined;
  rewindCode?: boolean | null | undefined;
}>;


export type RewindPreviewQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', rewindPreview:
        | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
        | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
        | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
        | { __typename: 'NotFoundError', code: ErrorCode, message: string }
        | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
        | { __typename: 'RewindPreview', kind: RewindPreviewKind, supersededMessageCount: number, checkpoint: { seq: number } | null, codeCheckpoint: { seq: number } | null, files: Array<{ path: string, action: FileAction, additions: number, deletions: number, binary: boolean }>, supersededMessages: Array<{ count: number, conversation: { id: string }, first: { id: string, seq: number }, last: { id: string, seq: number } }>, planChanges: { stateChanges: Array<{ from: string, to: string, phase: { name: string } | null, task: { key: string } | null, step: { title: string } | null }>, stepsLeavingPlan: Array<{ title: string }>, workingState: { planRevision: { from: number, to: number } | null, todos: Array<{ task: { key: string } | null, before: Array<{ content: string }>, after: Array<{ content: string }> }> } } | null, irreversibleSteps: Array<{ kind: StepKind, reason: IrreversibleReason, completedAt: string, step: { title: string } }>, toolCallsAfter: Array<{ name: string, callId: string | null, at: string, message: { id: string } }>, approvalsAfter: Array<{ title: string, state: ApprovalState }> }
        | { __typename: 'ValidationError', code: ErrorCode, message: string }
        | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
       }
    | { __typename: 'ValidationError' }
   };

export type PropertyCompactMutationVariables = Exact<{
  input: CompactConversationInput;
}>;


export type PropertyCompactMutation = { compactConversation:
    | { __typename: 'CompactConversationPayload', rewind: { id: string } | null }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type UndoPlanAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type UndoPlanAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
   };

export type UndoPlanCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type UndoPlanCheckpointMutation = { createCheckpoint:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'CreateCheckpointPayload', checkpoint: { id: string, createdAt: string } }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type UndoPlanSayMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type UndoPlanSayMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload', messages: Array<{ id: string }> }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type UndoPlanAttemptsQueryVariables = Exact<{
  id: string;
}>;


export type UndoPlanAttemptsQuery = { session:
    | { tasks: { nodes: Array<{ state: TaskState, attempt: number, steps: { nodes: Array<{ state: StepState, attempt: number }> } | null }> } | null }
    | Record<PropertyKey, never>
   };

export type BookkeepingLookQueryVariables = Exact<{
  id: string;
}>;


export type BookkeepingLookQuery = { session:
    | { state: SessionState, autoComplete: boolean, lease: { token: number } | null, checkpointPolicy: { afterStep: boolean, afterTask: boolean }, checkpoints: { nodes: Array<{ kind: CheckpointKind, label: string, task: { key: string } | null }> } | null, progress: { percentComplete: number, estimate: { basedOnSteps: number, remainingSteps: number, secondsPerStep: number, remainingSeconds: number, estimatedCompletionAt: string } | null } }
    | Record<PropertyKey, never>
   };

export type BookkeepingAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type BookkeepingAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number } | null }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WorkspaceAlreadyOpenError' }
   };

export type BookkeepingAskMutationVariables = Exact<{
  input: RequestApprovalInput;
}>;


export type BookkeepingAskMutation = { requestApproval:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RequestApprovalPayload', approval: { id: string } }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type LifecycleAcquireMutationVariables = Exact<{
  input: AcquireLeaseInput;
}>;


export type LifecycleAcquireMutation = { acquireLease:
    | { __typename: 'LeasePayload', lease: { token: number, live: boolean } | null }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
   };

export type LifecycleLookQueryVariables = Exact<{
  id: string;
}>;


export type LifecycleLookQuery = { session:
    | { state: SessionState, resumable: boolean, lease: { token: number, live: boolean } | null, readyTasks: Array<{ key: string }>, tasks: { nodes: Array<{ key: string, state: TaskState, attempt: number, steps: { nodes: Array<{ title: string, state: StepState }> } | null }> } | null }
    | Record<PropertyKey, never>
   };

export type LifecyclePauseTaskMutationVariables = Exact<{
  input: PauseTaskInput;
}>;


export type LifecyclePauseTaskMutation = { pauseTask:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PauseTaskPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LifecycleResumeMutationVariables = Exact<{
  input: ResumeSessionInput;
}>;


export type LifecycleResumeMutation = { resumeSession:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'ConfigChangedError', code: ErrorCode, message: string }
    | { __typename: 'ContinuationFailedError', code: ErrorCode, message: string }
    | { __typename: 'EnvironmentInvalidError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NoResumableSessionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'ResumeSessionPayload', session: { state: SessionState, lease: { token: number } | null }, plan: { heldTasks: Array<{ key: string }>, pendingSteps: Array<{ title: string }>, inProgress: Array<{ step: { title: string } }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'TerminalStateError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type LifecycleReleaseMutationVariables = Exact<{
  input: ReleaseLeaseInput;
}>;


export type LifecycleReleaseMutation = { releaseLease:
    | { __typename: 'LeasePayload' }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LifecyclePlanMutationVariables = Exact<{
  input: SessionTransitionInput;
}>;


export type LifecyclePlanMutation = { planSession:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionStatePayload', session: { state: SessionState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LifecycleReviseMutationVariables = Exact<{
  input: RevisePlanInput;
}>;


export type LifecycleReviseMutation = { revisePlan:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidPlanError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RevisePlanPayload', added: { tasks: Array<{ id: string, key: string }> } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LifecycleAskMutationVariables = Exact<{
  input: RequestApprovalInput;
}>;


export type LifecycleAskMutation = { requestApproval:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'RequestApprovalPayload', approval: { id: string } }
    | { __typename: 'SessionLockedError' }
    | { __typename: 'StaleLeaseError' }
    | { __typename: 'ValidationError' }
   };

export type LifecycleDecideMutationVariables = Exact<{
  input: DecideApprovalInput;
}>;


export type LifecycleDecideMutation = { decideApproval:
    | { __typename: 'ApprovalPendingError' }
    | { __typename: 'DecideApprovalPayload', approval: { session: { state: SessionState } } }
    | { __typename: 'InvalidTransitionError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type LifecycleStartTaskMutationVariables = Exact<{
  input: StartTaskInput;
}>;


export type LifecycleStartTaskMutation = { startTask:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'TaskPayload', task: { state: TaskState } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type SessionDetailQueryVariables = Exact<{
  id: string;
}>;


export type SessionDetailQuery = { session:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Session', id: string, objective: string, state: SessionState, strategy: Strategy, resumable: boolean, version: number, metadata: unknown, config: { provider: string | null, model: string | null, temperature: number | null, maxTokens: number | null, extras: unknown }, workspace: { id: string, path: string | null }, readyTasks: Array<{ key: string }>, progress: { percentComplete: number, tasks: { total: number, pending: number, completed: number }, steps: { total: number, pending: number } }, roleDistribution: Array<{ role: string, total: number, running: number, completed: number, failed: number }>, tasks: { nodes: Array<{ key: string, dependencies: Array<{ key: string }> }> } | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ListSessionsQueryVariables = Exact<{
  filter?: SessionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ListSessionsQuery = { sessions: { edges: Array<{ cursor: string, node: { id: string, objective: string, state: SessionState, resumable: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ContextPutMutationVariables = Exact<{
  input: PutSharedContextInput;
}>;


export type ContextPutMutation = { putSharedContext:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, entity: string }
    | { __typename: 'PutSharedContextPayload', replayed: boolean, document: { key: string, value: unknown, version: number, updatedBy: string, updatedAt: string } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string, given: number, liveToken: number | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
    | { __typename: 'VersionConflictError', code: ErrorCode, message: string, key: string, expected: number, current: number }
   };

export type ContextDocumentsQueryVariables = Exact<{
  id: string;
  key: string;
}>;


export type ContextDocumentsQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', lastEventSeq: number, sharedContext: Array<{ key: string, value: unknown, version: number, updatedBy: string }>, sharedDocument: { key: string, value: unknown, version: number, updatedBy: string, updatedAt: string } | null }
    | { __typename: 'ValidationError' }
   };

export type FanoutFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type FanoutFeedSubscription = { sessionEvents: { cursor: string, node: { seq: number, type: string, data: unknown } } };

export type FanoutTypesSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type FanoutTypesSubscription = { sessionEvents: { cursor: string, node: { type: string } } };

export type FanoutRecordMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type FanoutRecordMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload', lastSeq: number }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type FanoutCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type FanoutCreateTokenMutation = { createApiToken:
    | { __typename: 'CreateApiTokenPayload', token: string, apiToken: { id: string } }
    | { __typename: 'ValidationError' }
   };

export type FanoutRevokeMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type FanoutRevokeMutation = { revokeApiToken:
    | { __typename: 'NotFoundError' }
    | { __typename: 'RevokeApiTokenPayload' }
    | { __typename: 'ValidationError' }
   };

export type SessionFeedSubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type SessionFeedSubscription = { sessionEvents: { cursor: string, node: { seq: number, type: string, data: unknown, session: { state: SessionState } } } };

export type WorkspaceFeedSubscriptionVariables = Exact<{
  workspaceId: string;
  after?: string | null | undefined;
}>;


export type WorkspaceFeedSubscription = { workspaceEvents: { cursor: string, node: { seq: number, type: string, data: unknown, session: { id: string } } } };

export type TypesOnlySubscriptionVariables = Exact<{
  sessionId: string;
  after?: string | null | undefined;
}>;


export type TypesOnlySubscription = { sessionEvents: { cursor: string, node: { type: string } } };

export type MessageFeedSubscriptionVariables = Exact<{
  conversationId: string;
  after?: string | null | undefined;
}>;


export type MessageFeedSubscription = { messageAdded: { cursor: string, node: { seq: number, role: MessageRole, content: string } } };

export type LiveRecordEventsMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type LiveRecordEventsMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload', firstSeq: number, lastSeq: number }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LiveAppendMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type LiveAppendMutation = { appendMessages:
    | { __typename: 'AppendMessagesPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LiveCompactMutationVariables = Exact<{
  input: CompactConversationInput;
}>;


export type LiveCompactMutation = { compactConversation:
    | { __typename: 'CompactConversationPayload' }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type LiveCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type LiveCreateTokenMutation = { createApiToken:
    | { __typename: 'CreateApiTokenPayload', token: string, apiToken: { id: string } }
    | { __typename: 'ValidationError' }
   };

export type LiveRevokeMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type LiveRevokeMutation = { revokeApiToken:
    | { __typename: 'NotFoundError' }
    | { __typename: 'RevokeApiTokenPayload' }
    | { __typename: 'ValidationError' }
   };

export type LiveIdsQueryVariables = Exact<{
  id: string;
}>;


export type LiveIdsQuery = { node:
    | { __typename: 'Agent' }
    | { __typename: 'AgentCommand' }
    | { __typename: 'ApiToken' }
    | { __typename: 'Approval' }
    | { __typename: 'Checkpoint' }
    | { __typename: 'Conversation', messages: { nodes: Array<{ id: string }> } | null }
    | { __typename: 'Deletion' }
    | { __typename: 'Lease' }
    | { __typename: 'Message' }
    | { __typename: 'Phase' }
    | { __typename: 'Rewind' }
    | { __typename: 'Session' }
    | { __typename: 'SessionEvent' }
    | { __typename: 'Step' }
    | { __typename: 'Task' }
    | { __typename: 'Viewer' }
    | { __typename: 'Workspace' }
   | null };

export type TodosUpdateMutationVariables = Exact<{
  input: UpdateTodosInput;
}>;


export type TodosUpdateMutation = { updateTodos:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string, currentState: LifecycleState }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string, entity: string }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string, given: number, current: number | null }
    | { __typename: 'UpdateTodosPayload', replayed: boolean, todos: Array<{ content: string, status: TodoStatus, activeForm: string }>, session: { id: string }, task: { id: string, key: string } | null }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, field: string }
   };

export type TodosOfSessionQueryVariables = Exact<{
  id: string;
}>;


export type TodosOfSessionQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', version: number, todos: Array<{ content: string, status: TodoStatus, activeForm: string }>, phases: { nodes: Array<{ tasks: { nodes: Array<{ id: string, key: string, todos: Array<{ content: string, status: TodoStatus, activeForm: string }> }> } | null }> } | null }
    | { __typename: 'ValidationError' }
   };

export type TransferStatePutMutationVariables = Exact<{
  input: PutStateCheckpointInput;
}>;


export type TransferStatePutMutation = { putStateCheckpoint:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PutStatePayload', session: { id: string } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type TransferStateReadQueryVariables = Exact<{
  key?: string | null | undefined;
  id?: string | null | undefined;
}>;


export type TransferStateReadQuery = { stateCheckpoints: Array<{ clientId: string, parentClientId: string | null, namespace: string, sessionKey: string | null, payloadType: string, payload: string, partVersions: unknown, metadata: unknown, summary: string | null, parts: Array<{ name: string, version: string, type: string, data: string | null }>, pendingWrites: Array<{ taskId: string, index: number, channel: string, type: string, data: string, taskPath: string }> }> };

export type TransferStateImportMutationVariables = Exact<{
  input: ImportSessionInput;
}>;


export type TransferStateImportMutation = { importSession:
    | { __typename: 'ExportMalformedError', code: ErrorCode, message: string, line: number }
    | { __typename: 'ExportTruncatedError', code: ErrorCode, message: string }
    | { __typename: 'ExportVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'ImportSessionPayload', session: { id: string, clientKey: string | null }, sessions: Array<{ exportedAs: string, clientKeyDropped: string | null }> }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type TransferImportMutationVariables = Exact<{
  input: ImportSessionInput;
}>;


export type TransferImportMutation = { importSession:
    | { __typename: 'ExportMalformedError', code: ErrorCode, message: string, line: number }
    | { __typename: 'ExportTruncatedError', code: ErrorCode, message: string, line: number }
    | { __typename: 'ExportVersionUnsupportedError', code: ErrorCode, message: string, version: string, supportedVersions: Array<number> }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'ImportSessionPayload', replayed: boolean, session: { id: string, objective: string }, sessions: Array<{ exportedAs: string, session: { id: string } }> }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type TransferMessagesQueryVariables = Exact<{
  id: string;
}>;


export type TransferMessagesQuery = { node:
    | { conversations: { nodes: Array<{ messages: { nodes: Array<{ content: string }> } | null }> } | null }
    | Record<PropertyKey, never>
   | null };

export type TransferSessionReadQueryVariables = Exact<{
  id: string;
}>;


export type TransferSessionReadQuery = { node:
    | { objective: string, state: SessionState, lineage: { depth: number, parent: { id: string, objective: string } | null, forkPoint: { kind: ForkPointKind, inheritedMessages: number, checkpoint: { seq: number, label: string } | null } | null }, conversations: { nodes: Array<{ kind: ConversationKind, title: string, messages: { totalCount: number, nodes: Array<{ seq: number, role: MessageRole, content: string, supersededAt: string | null }> } | null }> } | null, checkpoints: { nodes: Array<{ seq: number, label: string, kind: CheckpointKind, verified: boolean, codeTree: string | null, diff:
            | { __typename: 'CheckpointDiff', files: Array<{ path: string, action: FileAction }> }
            | { __typename: 'NotFoundError', code: ErrorCode }
            | { __typename: 'ObjectsMissingError', code: ErrorCode }
            | { __typename: 'ValidationError', code: ErrorCode }
           }> } | null, approvals: { nodes: Array<{ title: string, state: ApprovalState }> } | null, events: { totalCount: number } | null }
    | Record<PropertyKey, never>
   | null };

export type TransferRewindMutationVariables = Exact<{
  input: RewindConversationInput;
}>;


export type TransferRewindMutation = { rewindConversation:
    | { __typename: 'AgentCommandFailedError', code: ErrorCode, message: string }
    | { __typename: 'AgentOfflineError', code: ErrorCode, message: string }
    | { __typename: 'BranchExistsError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointNotFoundError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointTamperedError', code: ErrorCode, message: string }
    | { __typename: 'CheckpointVersionUnsupportedError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ObjectsMissingError', code: ErrorCode, message: string }
    | { __typename: 'PreserveUnavailableError', code: ErrorCode, message: string }
    | { __typename: 'RewindPayload', rewind: { changes: { messagesSuperseded: number } } | null }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
    | { __typename: 'WorkspaceUnavailableError', code: ErrorCode, message: string }
   };

export type ViewerLineageInheritedQueryVariables = Exact<{
  id: string;
}>;


export type ViewerLineageInheritedQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', timeline: { nodes: Array<
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
          | { cursor: string, inherited: boolean, event: { seq: number } }
        > } | null }
    | { __typename: 'ValidationError' }
   };

export type ViewerLineageRecordMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type ViewerLineageRecordMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload', events: Array<{ seq: number }> }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ViewerLiveRecordMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type ViewerLiveRecordMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ViewerLiveLastQueryVariables = Exact<{
  id: string;
}>;


export type ViewerLiveLastQuery = { session:
    | { lastEventSeq: number }
    | Record<PropertyKey, never>
   };

export type PlanQueryVariables = Exact<{
  id: string;
}>;


export type PlanQuery = { session:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Session', state: SessionState, readyTasks: Array<{ key: string }>, progress: { percentComplete: number, tasks: { completed: number, running: number, failed: number }, steps: { completed: number, running: number } }, roleDistribution: Array<{ role: string, total: number, running: number, completed: number, failed: number }>, phases: { nodes: Array<{ name: string, state: PhaseState, tasks: { nodes: Array<{ key: string, state: TaskState }> } | null }> } | null }
    | { __typename: 'ValidationError' }
   };

export type RequestApprovalMutationVariables = Exact<{
  input: RequestApprovalInput;
}>;


export type RequestApprovalMutation = { requestApproval:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RequestApprovalPayload', replayed: boolean, approval: { id: string, state: ApprovalState, title: string, requestedBy: string, session: { state: SessionState } } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type DecideApprovalMutationVariables = Exact<{
  input: DecideApprovalInput;
}>;


export type DecideApprovalMutation = { decideApproval:
    | { __typename: 'ApprovalPendingError', code: ErrorCode, message: string }
    | { __typename: 'DecideApprovalPayload', approval: { id: string, state: ApprovalState, decidedBy: string | null, decisionNote: string | null, session: { state: SessionState } } }
    | { __typename: 'InvalidTransitionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ApprovalsQueryVariables = Exact<{
  id: string;
  state?: ApprovalState | null | undefined;
}>;


export type ApprovalsQuery = { session:
    | { state: SessionState, approvals: { nodes: Array<{ id: string, title: string, state: ApprovalState }> } | null }
    | Record<PropertyKey, never>
   };

export type RecordEventMutationVariables = Exact<{
  input: RecordEventInput;
}>;


export type RecordEventMutation = { recordEvent:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventPayload', replayed: boolean, event: { seq: number, type: string, actor: string, data: unknown } }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type WorkspaceLastCursorsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceLastCursorsQuery = { workspaces: { nodes: Array<{ id: string, lastEventCursor: string }> } };

export type WorkspaceLastCursorRecordMutationVariables = Exact<{
  input: RecordEventsInput;
}>;


export type WorkspaceLastCursorRecordMutation = { recordEvents:
    | { __typename: 'IdempotencyConflictError', code: ErrorCode, message: string }
    | { __typename: 'LimitReachedError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RecordEventsPayload' }
    | { __typename: 'SessionLockedError', code: ErrorCode, message: string }
    | { __typename: 'StaleLeaseError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type WorkspaceFeedFromLastCursorSubscriptionVariables = Exact<{
  workspaceId: string;
  after?: string | null | undefined;
}>;


export type WorkspaceFeedFromLastCursorSubscription = { workspaceEvents: { cursor: string, node: { type: string, session: { id: string } } } };

export type RegisterWorkspaceMutationVariables = Exact<{
  path: string;
  name?: string | null | undefined;
}>;


export type RegisterWorkspaceMutation = { createWorkspace:
    | { __typename: 'CreateWorkspacePayload', workspace: { id: string, name: string, path: string | null } }
    | { __typename: 'IdempotencyConflictError' }
    | { __typename: 'ValidationError', code: ErrorCode, field: string, message: string }
   };

export type WorkspaceRootsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceRootsQuery = { viewer: { workspaceRoots: Array<string> } };


export const PingAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PingAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PingAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pingAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PingAgentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundTripMs"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"embedded"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentOfflineError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"timedOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentCommandFailedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentCode"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<PingAgentMutation, PingAgentMutationVariables>;
export const WorkspaceAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"online"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceAgentQuery, WorkspaceAgentQueryVariables>;
export const RegisterForPingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForPing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegisterForPingMutation, RegisterForPingMutationVariables>;
export const AgentProcessSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentProcessSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentProcessSessionMutation, AgentProcessSessionMutationVariables>;
export const AgentProcessCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentProcessCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgentProcessCheckpointMutation, AgentProcessCheckpointMutationVariables>;
export const RewindCrashSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindCrashSessionMutation, RewindCrashSessionMutationVariables>;
export const RewindCrashCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindCrashCheckpointMutation, RewindCrashCheckpointMutationVariables>;
export const RewindCrashRewindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashRewind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindCrashRewindMutation, RewindCrashRewindMutationVariables>;
export const RewindCrashUndoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashUndo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UndoRewindInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoRewind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindCrashUndoMutation, RewindCrashUndoMutationVariables>;
export const RewindCrashStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RewindCrashStartMutation, RewindCrashStartMutationVariables>;
export const RewindCrashReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RewindCrashReleaseMutation, RewindCrashReleaseMutationVariables>;
export const RewindCrashResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindCrashResumeMutation, RewindCrashResumeMutationVariables>;
export const RewindCrashForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCrashFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindCrashForkMutation, RewindCrashForkMutationVariables>;
export const RewindCrashCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewindCrashCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindCrashCountQuery, RewindCrashCountQueryVariables>;
export const CrashAgentSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CrashAgentSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CrashAgentSessionMutation, CrashAgentSessionMutationVariables>;
export const CrashAgentCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CrashAgentCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CrashAgentCheckpointMutation, CrashAgentCheckpointMutationVariables>;
export const FailoverSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailoverSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FailoverSessionMutation, FailoverSessionMutationVariables>;
export const FailoverCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailoverCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FailoverCheckpointMutation, FailoverCheckpointMutationVariables>;
export const ReportRefusedPingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportRefusedPing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PingAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pingAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentCommandFailedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentCode"}}]}}]}}]}}]} as unknown as DocumentNode<ReportRefusedPingMutation, ReportRefusedPingMutationVariables>;
export const AgentResumeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentResumeSessionMutation, AgentResumeSessionMutationVariables>;
export const AgentResumeStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AgentResumeStartMutation, AgentResumeStartMutationVariables>;
export const AgentResumePauseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumePause"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AgentResumePauseMutation, AgentResumePauseMutationVariables>;
export const AgentResumePlannedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumePlanned"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentResumePlannedMutation, AgentResumePlannedMutationVariables>;
export const AgentResumeLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentResumeLeaseMutation, AgentResumeLeaseMutationVariables>;
export const AgentResumeStartTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeStartTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AgentResumeStartTaskMutation, AgentResumeStartTaskMutationVariables>;
export const AgentResumeStartStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeStartStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AgentResumeStartStepMutation, AgentResumeStartStepMutationVariables>;
export const AgentResumePauseTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumePauseTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AgentResumePauseTaskMutation, AgentResumePauseTaskMutationVariables>;
export const AgentResumeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeTaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"continuation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgentResumeTaskMutation, AgentResumeTaskMutationVariables>;
export const AgentResumeReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AgentResumeReleaseMutation, AgentResumeReleaseMutationVariables>;
export const AgentResumeCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResumeCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentResumeCheckpointMutation, AgentResumeCheckpointMutationVariables>;
export const AgentResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"environment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgentResumeMutation, AgentResumeMutationVariables>;
export const AgentRewindSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentRewindSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentRewindSessionMutation, AgentRewindSessionMutationVariables>;
export const AgentRewindCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentRewindCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgentRewindCheckpointMutation, AgentRewindCheckpointMutationVariables>;
export const AgentRewindCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentRewindCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preservedAs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"undoPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreserveUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentOfflineError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timedOut"}}]}}]}}]}}]} as unknown as DocumentNode<AgentRewindCodeMutation, AgentRewindCodeMutationVariables>;
export const AgentUndoRewindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentUndoRewind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UndoRewindInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoRewind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UndoRewindPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgentUndoRewindMutation, AgentUndoRewindMutationVariables>;
export const AgentForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceMode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AgentForkMutation, AgentForkMutationVariables>;
export const AgentBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBranchFromCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBranchFromCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBranchFromCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedOut"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AgentBranchMutation, AgentBranchMutationVariables>;
export const AgentRewindCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentRewindCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentRewindCountQuery, AgentRewindCountQueryVariables>;
export const AgentSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgentSessionMutation, AgentSessionMutationVariables>;
export const AgentCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}},{"kind":"Field","name":{"kind":"Name","value":"gitNote"}},{"kind":"Field","name":{"kind":"Name","value":"linesAdded"}},{"kind":"Field","name":{"kind":"Name","value":"linesRemoved"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentOfflineError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timedOut"}}]}}]}}]}}]} as unknown as DocumentNode<AgentCheckpointMutation, AgentCheckpointMutationVariables>;
export const AgentCheckpointDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentCheckpointDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"hunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentCheckpointDiffQuery, AgentCheckpointDiffQueryVariables>;
export const AgentCheckpointCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentCheckpointCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentCheckpointCountQuery, AgentCheckpointCountQueryVariables>;
export const GateRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GateRequestMutation, GateRequestMutationVariables>;
export const GateDecideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateDecide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GateDecideMutation, GateDecideMutationVariables>;
export const GateResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GateResumeMutation, GateResumeMutationVariables>;
export const GateHeldStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateHeldStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalPendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalState"}},{"kind":"Field","name":{"kind":"Name","value":"heldId"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GateHeldStepMutation, GateHeldStepMutationVariables>;
export const GateHeldTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateHeldTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalPendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalState"}},{"kind":"Field","name":{"kind":"Name","value":"heldId"}}]}}]}}]}}]} as unknown as DocumentNode<GateHeldTaskMutation, GateHeldTaskMutationVariables>;
export const GateForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GateForkMutation, GateForkMutationVariables>;
export const GateCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GateCheckpointMutation, GateCheckpointMutationVariables>;
export const GateStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GateState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<GateStateQuery, GateStateQueryVariables>;
export const GatePauseTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GatePauseTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GatePauseTaskMutation, GatePauseTaskMutationVariables>;
export const GateResumeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateResumeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeTaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GateResumeTaskMutation, GateResumeTaskMutationVariables>;
export const GatePausePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GatePausePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PausePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pausePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GatePausePhaseMutation, GatePausePhaseMutationVariables>;
export const GateResumePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GateResumePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GateResumePhaseMutation, GateResumePhaseMutationVariables>;
export const GateForkTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GateForkTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GateForkTasksQuery, GateForkTasksQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const NodeByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NodeById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NodeByIdQuery, NodeByIdQueryVariables>;
export const AllSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AllSessionsQuery, AllSessionsQueryVariables>;
export const AppendOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppendOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AppendOneMutation, AppendOneMutationVariables>;
export const CachedViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CachedViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CachedViewerQuery, CachedViewerQueryVariables>;
export const CachedCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CachedCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CachedCreateTokenMutation, CachedCreateTokenMutationVariables>;
export const CachedRevokeTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CachedRevokeToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CachedRevokeTokenMutation, CachedRevokeTokenMutationVariables>;
export const FormatStoredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormatStored"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"stateSnapshot"}}]}}]}}]}}]} as unknown as DocumentNode<FormatStoredQuery, FormatStoredQueryVariables>;
export const FormatResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormatResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointVersionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointId"}},{"kind":"Field","name":{"kind":"Name","value":"formatVersion"}},{"kind":"Field","name":{"kind":"Name","value":"readableVersions"}}]}}]}}]}}]} as unknown as DocumentNode<FormatResumeMutation, FormatResumeMutationVariables>;
export const FormatForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormatFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointVersionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointId"}},{"kind":"Field","name":{"kind":"Name","value":"formatVersion"}}]}}]}}]}}]} as unknown as DocumentNode<FormatForkMutation, FormatForkMutationVariables>;
export const FormatReadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormatReads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"against"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"FROM_CHECKPOINT"}},{"kind":"Argument","name":{"kind":"Name","value":"checkpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointVersionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointId"}},{"kind":"Field","name":{"kind":"Name","value":"formatVersion"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"against"},"value":{"kind":"Variable","name":{"kind":"Name","value":"against"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointVersionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FormatReadsQuery, FormatReadsQueryVariables>;
export const FormatSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormatSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<FormatSessionsQuery, FormatSessionsQueryVariables>;
export const FormatLatestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormatLatest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FormatLatestQuery, FormatLatestQueryVariables>;
export const IdempotentCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdempotentCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentCheckpointMutation, IdempotentCheckpointMutationVariables>;
export const IdempotentCheckpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdempotentCheckpoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdempotentCheckpointsQuery, IdempotentCheckpointsQueryVariables>;
export const CheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}},{"kind":"Field","name":{"kind":"Name","value":"gitNote"}},{"kind":"Field","name":{"kind":"Name","value":"linesAdded"}},{"kind":"Field","name":{"kind":"Name","value":"linesRemoved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"previousPath"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"binary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<CheckpointMutation, CheckpointMutationVariables>;
export const CheckpointDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckpointDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"against"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"stateSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastMessageSeq"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"against"},"value":{"kind":"Variable","name":{"kind":"Name","value":"against"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filesChanged"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"binary"}},{"kind":"Field","name":{"kind":"Name","value":"hunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"against"},"value":{"kind":"Variable","name":{"kind":"Name","value":"against"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointStateDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckpointDetailQuery, CheckpointDetailQueryVariables>;
export const SessionCheckpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionCheckpoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterStep"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionCheckpointsQuery, SessionCheckpointsQueryVariables>;
export const CheckpointAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckpointAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckpointAppendMutation, CheckpointAppendMutationVariables>;
export const RedactEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedactEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RedactEventMutation, RedactEventMutationVariables>;
export const DegradedRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DegradedRecording"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"summaryOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DegradedRecordingQuery, DegradedRecordingQueryVariables>;
export const RecordedSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordedSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"agentSessionRef"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentSessionRef"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"output"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"toolResult"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCount"}},{"kind":"Field","name":{"kind":"Name","value":"summaryOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"COMPACTION"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompactionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecordedSessionQuery, RecordedSessionQueryVariables>;
export const RecordedSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordedSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecordedSessionsQuery, RecordedSessionsQueryVariables>;
export const ImportedSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportedSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"agentSessionRef"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportedSessionQuery, ImportedSessionQueryVariables>;
export const RecordedSessionCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordedSessionCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}}]}}]}}]}}]} as unknown as DocumentNode<RecordedSessionCountQuery, RecordedSessionCountQueryVariables>;
export const CliConverseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CliConverse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CliConverseMutation, CliConverseMutationVariables>;
export const CliRecoveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CliRecovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resumable"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CliRecoveryQuery, CliRecoveryQueryVariables>;
export const CliTailRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CliTailRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CliTailRecordMutation, CliTailRecordMutationVariables>;
export const StatePutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StatePut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutStateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putStateCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PutStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientKey"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<StatePutMutation, StatePutMutationVariables>;
export const StateWritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StateWrites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutStateWritesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putStateWrites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PutStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StateWritesMutation, StateWritesMutationVariables>;
export const StateHeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateHead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ns"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"namespace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ns"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"parentClientId"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"sessionKey"}},{"kind":"Field","name":{"kind":"Name","value":"payloadType"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"partVersions"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingWrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"taskPath"}}]}}]}}]}}]} as unknown as DocumentNode<StateHeadQuery, StateHeadQueryVariables>;
export const StateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ns"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateCheckpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"namespace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ns"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionKey"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}}]}}]}}]} as unknown as DocumentNode<StateListQuery, StateListQueryVariables>;
export const StateRewindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StateRewind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SteerStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"replacedHead"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StateRewindMutation, StateRewindMutationVariables>;
export const StateForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StateFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SteerStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientKey"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StateForkMutation, StateForkMutationVariables>;
export const ClientsViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suffix"}}]}}]}}]}}]} as unknown as DocumentNode<ClientsViewerQuery, ClientsViewerQueryVariables>;
export const ClientsStartSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientsStartSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClientsStartSessionMutation, ClientsStartSessionMutationVariables>;
export const ClientsSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientsSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClientsSessionQuery, ClientsSessionQueryVariables>;
export const ClientsRecordEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientsRecordEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClientsRecordEventsMutation, ClientsRecordEventsMutationVariables>;
export const CompactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Compact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompactConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compactConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompactConversationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesSuperseded"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCount"}},{"kind":"Field","name":{"kind":"Name","value":"superseded"}},{"kind":"Field","name":{"kind":"Name","value":"compaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summaryOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"first"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"covered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"first"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CompactMutation, CompactMutationVariables>;
export const CompactAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompactAll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeSuperseded"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"superseded"}},{"kind":"Field","name":{"kind":"Name","value":"summaryOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompactAllQuery, CompactAllQueryVariables>;
export const CompactResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompactResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CompactResumeMutation, CompactResumeMutationVariables>;
export const CompareSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"with"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"with"},"value":{"kind":"Variable","name":{"kind":"Name","value":"with"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"other"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeDiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCodeComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"previousPath"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"binary"}},{"kind":"Field","name":{"kind":"Name","value":"hunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"oldStart"}},{"kind":"Field","name":{"kind":"Name","value":"oldLines"}},{"kind":"Field","name":{"kind":"Name","value":"newStart"}},{"kind":"Field","name":{"kind":"Name","value":"newLines"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filesChanged"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"otherPlanRevision"}},{"kind":"Field","name":{"kind":"Name","value":"taskStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"thisState"}},{"kind":"Field","name":{"kind":"Name","value":"otherState"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasksOnlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasksOnlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thisState"}},{"kind":"Field","name":{"kind":"Name","value":"otherState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsOnlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsOnlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diverged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commonCount"}},{"kind":"Field","name":{"kind":"Name","value":"divergedAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyHereCount"}},{"kind":"Field","name":{"kind":"Name","value":"onlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyThereCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareSessionsQuery, CompareSessionsQueryVariables>;
export const CompareWorkspaceOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareWorkspaceOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareWorkspaceOfQuery, CompareWorkspaceOfQueryVariables>;
export const CompareCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompareCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CompareCreateConversationMutation, CompareCreateConversationMutationVariables>;
export const AppendMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppendMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastMessageSeq"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AppendMessagesMutation, AppendMessagesMutationVariables>;
export const MessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Messages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calls"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"results"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeToolCalls"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calls"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeToolResults"},"value":{"kind":"Variable","name":{"kind":"Name","value":"results"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"toolInput"}},{"kind":"Field","name":{"kind":"Name","value":"toolResult"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCount"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MessagesQuery, MessagesQueryVariables>;
export const CreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateConversationMutation, CreateConversationMutationVariables>;
export const NestedPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NestedPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roleDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dependencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<NestedPlanQuery, NestedPlanQueryVariables>;
export const AgentsOnlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentsOnline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"online"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentsOnlineQuery, AgentsOnlineQueryVariables>;
export const AttachForLoaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachForLoader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AttachForLoaderMutation, AttachForLoaderMutationVariables>;
export const DeletionSessionFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DeletionSessionFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeletionSessionFeedSubscription, DeletionSessionFeedSubscriptionVariables>;
export const DeletionWorkspaceFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DeletionWorkspaceFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeletionWorkspaceFeedSubscription, DeletionWorkspaceFeedSubscriptionVariables>;
export const DeletionMessageFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DeletionMessageFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<DeletionMessageFeedSubscription, DeletionMessageFeedSubscriptionVariables>;
export const DeletionCheckpointFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeletionCheckpointFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeletionCheckpointFilesQuery, DeletionCheckpointFilesQueryVariables>;
export const DeletionConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeletionConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageSeq"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeletionConversationQuery, DeletionConversationQueryVariables>;
export const DeletionLineageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeletionLineage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"root"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeletionLineageQuery, DeletionLineageQueryVariables>;
export const DeletionResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletionResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeletionResumeMutation, DeletionResumeMutationVariables>;
export const DeletionWorkspaceOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeletionWorkspaceOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeletionWorkspaceOfQuery, DeletionWorkspaceOfQueryVariables>;
export const DeletionAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletionAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeletionAppendMutation, DeletionAppendMutationVariables>;
export const EmbeddedCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmbeddedCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}},{"kind":"Field","name":{"kind":"Name","value":"filesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EmbeddedCheckpointMutation, EmbeddedCheckpointMutationVariables>;
export const EmbeddedAgentOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmbeddedAgentOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"embedded"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmbeddedAgentOfQuery, EmbeddedAgentOfQueryVariables>;
export const EmbeddedTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmbeddedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}}]} as unknown as DocumentNode<EmbeddedTokensQuery, EmbeddedTokensQueryVariables>;
export const EmbeddedRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmbeddedRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EmbeddedRevokeMutation, EmbeddedRevokeMutationVariables>;
export const PreviewAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CONVERSATION"}},{"kind":"Argument","name":{"kind":"Name","value":"toTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PreviewAtQuery, PreviewAtQueryVariables>;
export const CompactDryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompactDry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompactConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compactConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompactConversationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"covered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CompactDryMutation, CompactDryMutationVariables>;
export const BadInputMessageIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadInputMessageIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BadInputMessageIdsQuery, BadInputMessageIdsQueryVariables>;
export const SessionApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionApprovals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionApprovalsQuery, SessionApprovalsQueryVariables>;
export const SessionEventsAfterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionEventsAfter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionEventsAfterQuery, SessionEventsAfterQueryVariables>;
export const RecordCustomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordCustom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecordCustomMutation, RecordCustomMutationVariables>;
export const RecordCustomBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordCustomBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecordCustomBatchMutation, RecordCustomBatchMutationVariables>;
export const CustomEventsOfTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomEventsOfType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CustomEventsOfTypeQuery, CustomEventsOfTypeQueryVariables>;
export const CustomFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CustomFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<CustomFeedSubscription, CustomFeedSubscriptionVariables>;
export const GlobalIdsFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GlobalIdsFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<GlobalIdsFeedSubscription, GlobalIdsFeedSubscriptionVariables>;
export const FailoverFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FailoverFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<FailoverFeedSubscription, FailoverFeedSubscriptionVariables>;
export const StandbyFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StandbyFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<StandbyFeedSubscription, StandbyFeedSubscriptionVariables>;
export const ForkLineageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForkLineage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"forkedFrom"},"name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"root"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"descendants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ForkLineageQuery, ForkLineageQueryVariables>;
export const ForkLineageCheckpointForksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForkLineageCheckpointForks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ForkLineageCheckpointForksQuery, ForkLineageCheckpointForksQueryVariables>;
export const ForkCompareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForkCompare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"with"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"with"},"value":{"kind":"Variable","name":{"kind":"Name","value":"with"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCodeComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filesChanged"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"thisState"}},{"kind":"Field","name":{"kind":"Name","value":"otherState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasksOnlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasksOnlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thisState"}},{"kind":"Field","name":{"kind":"Name","value":"otherState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsOnlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsOnlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diverged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commonCount"}},{"kind":"Field","name":{"kind":"Name","value":"divergedAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyHereCount"}},{"kind":"Field","name":{"kind":"Name","value":"onlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyThereCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyHere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlyThere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ForkCompareQuery, ForkCompareQueryVariables>;
export const ForkMessageTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForkMessageTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ForkMessageTimesQuery, ForkMessageTimesQueryVariables>;
export const ForkPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForkPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ForkPageQuery, ForkPageQueryVariables>;
export const CreateBranchFromCheckpointOpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBranchFromCheckpointOp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBranchFromCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBranchFromCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBranchFromCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedOut"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"commit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkingTreeDirtyError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"changedPaths"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RepositoryUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"takenName"},"name":{"kind":"Name","value":"branch"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBranchFromCheckpointOpMutation, CreateBranchFromCheckpointOpMutationVariables>;
export const DeleteSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"deletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIds"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverTo"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"purged"}},{"kind":"Field","name":{"kind":"Name","value":"rowBytes"}},{"kind":"Field","name":{"kind":"Name","value":"objects"}},{"kind":"Field","name":{"kind":"Name","value":"objectBytes"}},{"kind":"Field","name":{"kind":"Name","value":"bytesFreed"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForksDependError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkIds"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSessionMutation, DeleteSessionMutationVariables>;
export const DeleteWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"deletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIds"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverTo"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"purged"}},{"kind":"Field","name":{"kind":"Name","value":"rowBytes"}},{"kind":"Field","name":{"kind":"Name","value":"objects"}},{"kind":"Field","name":{"kind":"Name","value":"objectBytes"}},{"kind":"Field","name":{"kind":"Name","value":"bytesFreed"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForksDependError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkIds"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteWorkspaceMutation, DeleteWorkspaceMutationVariables>;
export const DeletionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deletions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIds"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"bytesFreed"}}]}}]}}]}}]} as unknown as DocumentNode<DeletionsQuery, DeletionsQueryVariables>;
export const DeletedSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeletedSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeletedSessionQuery, DeletedSessionQueryVariables>;
export const ForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Fork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageSeq"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"superseded"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"includeConversation"}},{"kind":"Field","name":{"kind":"Name","value":"inheritedMessages"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceMode"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ForkMutation, ForkMutationVariables>;
export const ForkWorkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForkWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ForkWorkQuery, ForkWorkQueryVariables>;
export const CreateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWorkspaceMutation, CreateWorkspaceMutationVariables>;
export const CreateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidPlanError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"keys"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSessionMutation, CreateSessionMutationVariables>;
export const StartSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<StartSessionMutation, StartSessionMutationVariables>;
export const PauseSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<PauseSessionMutation, PauseSessionMutationVariables>;
export const CompleteSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteSessionMutation, CompleteSessionMutationVariables>;
export const FailSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<FailSessionMutation, FailSessionMutationVariables>;
export const CancelSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<CancelSessionMutation, CancelSessionMutationVariables>;
export const StartTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartTaskMutation, StartTaskMutationVariables>;
export const CompleteTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteTaskMutation, CompleteTaskMutationVariables>;
export const FailTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FailTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FailTaskMutation, FailTaskMutationVariables>;
export const StartStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartStepMutation, StartStepMutationVariables>;
export const CompleteStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"output"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteStepMutation, CompleteStepMutationVariables>;
export const FailStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FailStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FailStepMutation, FailStepMutationVariables>;
export const SessionEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionEventsQuery, SessionEventsQueryVariables>;
export const SharedAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SharedAcquireMutation, SharedAcquireMutationVariables>;
export const SharedReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SharedReleaseMutation, SharedReleaseMutationVariables>;
export const RewindCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindCheckpointMutation, RewindCheckpointMutationVariables>;
export const RewindAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindAppendMutation, RewindAppendMutationVariables>;
export const RewindMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewindMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindMessagesQuery, RewindMessagesQueryVariables>;
export const RetentionSetPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetentionSetPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRetentionPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetRetentionPolicyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keepCheckpointDays"}},{"kind":"Field","name":{"kind":"Name","value":"keepLastCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"deleteTerminalAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"archiveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"warnHours"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RetentionSetPolicyMutation, RetentionSetPolicyMutationVariables>;
export const RetentionRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetentionRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunRetentionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runRetention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"warnedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"warnedCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"purgedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"purgedCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"rowBytes"}},{"kind":"Field","name":{"kind":"Name","value":"objects"}},{"kind":"Field","name":{"kind":"Name","value":"objectBytes"}},{"kind":"Field","name":{"kind":"Name","value":"bytesFreed"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"archivedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"archiveBytes"}},{"kind":"Field","name":{"kind":"Name","value":"archiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"purgedCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"purgedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"bytesFreed"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"archiveBytes"}},{"kind":"Field","name":{"kind":"Name","value":"archiveFailures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointId"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"purgeAfter"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RetentionRunMutation, RetentionRunMutationVariables>;
export const RetentionPinSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetentionPinSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PinSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PinSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RetentionPinSessionMutation, RetentionPinSessionMutationVariables>;
export const RetentionPinCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetentionPinCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PinCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PinCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RetentionPinCheckpointMutation, RetentionPinCheckpointMutationVariables>;
export const RewindCodeOpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCodeOp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"preserve"}},{"kind":"Field","name":{"kind":"Name","value":"preservedAs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}},{"kind":"Field","name":{"kind":"Name","value":"undoPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messagesSuperseded"}},{"kind":"Field","name":{"kind":"Name","value":"messagesRestored"}},{"kind":"Field","name":{"kind":"Name","value":"resetTasks"}},{"kind":"Field","name":{"kind":"Name","value":"resetSteps"}},{"kind":"Field","name":{"kind":"Name","value":"planRestored"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreserveUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointNotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointId"}}]}}]}}]}}]} as unknown as DocumentNode<RewindCodeOpMutation, RewindCodeOpMutationVariables>;
export const RewindConversationOpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindConversationOp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"undoPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messagesSuperseded"}},{"kind":"Field","name":{"kind":"Name","value":"messagesRestored"}},{"kind":"Field","name":{"kind":"Name","value":"resetTasks"}},{"kind":"Field","name":{"kind":"Name","value":"resetSteps"}},{"kind":"Field","name":{"kind":"Name","value":"planRestored"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RewindConversationOpMutation, RewindConversationOpMutationVariables>;
export const UndoRewindOpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoRewindOp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UndoRewindInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoRewind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UndoRewindPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindNotUndoableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindId"}},{"kind":"Field","name":{"kind":"Name","value":"laterRewindId"}}]}}]}}]}}]} as unknown as DocumentNode<UndoRewindOpMutation, UndoRewindOpMutationVariables>;
export const RewindStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewindState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"rewinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeSuperseded"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"superseded"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindStateQuery, RewindStateQueryVariables>;
export const InterruptedCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InterruptedCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<InterruptedCheckpointMutation, InterruptedCheckpointMutationVariables>;
export const ForkApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForkApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ForkApprovalMutation, ForkApprovalMutationVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"timelineCursor"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"toolResult"}},{"kind":"Field","name":{"kind":"Name","value":"superseded"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedContextDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const SearchAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SearchAppendMutation, SearchAppendMutationVariables>;
export const SearchPutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchPut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutSharedContextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putSharedContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SearchPutMutation, SearchPutMutationVariables>;
export const SearchRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SearchRecordMutation, SearchRecordMutationVariables>;
export const StateAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryPointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStateAt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"replayedEvents"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"baseCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LimitReachedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StateAtQuery, StateAtQueryVariables>;
export const SessionDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryPointInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryPointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStateDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSeq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSeq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"phaseOutputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summaryBefore"}},{"kind":"Field","name":{"kind":"Name","value":"summaryAfter"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionDiffQuery, SessionDiffQueryVariables>;
export const CheckpointStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckpointState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"against"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"stateSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"stateDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"against"},"value":{"kind":"Variable","name":{"kind":"Name","value":"against"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointStateDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"phaseOutputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summaryBefore"}},{"kind":"Field","name":{"kind":"Name","value":"summaryAfter"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckpointStateQuery, CheckpointStateQueryVariables>;
export const HistoryTodosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryTodos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryTodosMutation, HistoryTodosMutationVariables>;
export const HistoryDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutSharedContextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putSharedContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryDocumentMutation, HistoryDocumentMutationVariables>;
export const HistoryCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryCheckpointMutation, HistoryCheckpointMutationVariables>;
export const HistoryLastEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryLastEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryLastEventQuery, HistoryLastEventQueryVariables>;
export const SessionTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimelineFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhaseEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileChangeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompactionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForkEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionTimelineQuery, SessionTimelineQueryVariables>;
export const RootTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RootTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimelineFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RootTimelineQuery, RootTimelineQueryVariables>;
export const WorkspaceTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimelineFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceTimelineQuery, WorkspaceTimelineQueryVariables>;
export const TaskHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calls"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"results"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeToolCalls"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calls"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeToolResults"},"value":{"kind":"Variable","name":{"kind":"Name","value":"results"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toolInput"}},{"kind":"Field","name":{"kind":"Name","value":"toolResult"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TaskHistoryQuery, TaskHistoryQueryVariables>;
export const SupervisorHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupervisorHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calls"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"results"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeToolCalls"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calls"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeToolResults"},"value":{"kind":"Variable","name":{"kind":"Name","value":"results"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"totalTokens"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spawnedTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTaskIds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SupervisorHistoryQuery, SupervisorHistoryQueryVariables>;
export const HistoryManyTodosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryManyTodos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"d"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d"},"name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"d"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"e"},"name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<HistoryManyTodosMutation, HistoryManyTodosMutationVariables>;
export const HistoryLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HistoryLiveQuery, HistoryLiveQueryVariables>;
export const HistoryEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<HistoryEventsQuery, HistoryEventsQueryVariables>;
export const LangGraphSessionEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LangGraphSessionEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientKey"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<LangGraphSessionEventsQuery, LangGraphSessionEventsQueryVariables>;
export const LangGraphThreadSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LangGraphThreadSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateCheckpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LangGraphThreadSessionQuery, LangGraphThreadSessionQueryVariables>;
export const LangGraphRewindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LangGraphRewind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SteerStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"replacedHead"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LangGraphRewindMutation, LangGraphRewindMutationVariables>;
export const LangGraphForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LangGraphFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SteerStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LangGraphForkMutation, LangGraphForkMutationVariables>;
export const AcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Acquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceAlreadyOpenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSessionId"}}]}}]}}]}}]} as unknown as DocumentNode<AcquireMutation, AcquireMutationVariables>;
export const HeartbeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Heartbeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeartbeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heartbeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaleLeaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<HeartbeatMutation, HeartbeatMutationVariables>;
export const ReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Release"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseMutation, ReleaseMutationVariables>;
export const UnlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForceUnlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forceUnlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UnlockMutation, UnlockMutationVariables>;
export const FencedStepStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FencedStepStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaleLeaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<FencedStepStartMutation, FencedStepStartMutationVariables>;
export const FencedStepCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FencedStepComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StepPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"output"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaleLeaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<FencedStepCompleteMutation, FencedStepCompleteMutationVariables>;
export const FencedTaskStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FencedTaskStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FencedTaskStartMutation, FencedTaskStartMutationVariables>;
export const FencedAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FencedAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FencedAppendMutation, FencedAppendMutationVariables>;
export const BoundedLineageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoundedLineage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"root"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"descendants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoundedLineageQuery, BoundedLineageQueryVariables>;
export const BoundedForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoundedFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LimitReachedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"setting"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BoundedForkMutation, BoundedForkMutationVariables>;
export const BoundedChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoundedChildren"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"descendants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BoundedChildrenQuery, BoundedChildrenQueryVariables>;
export const LineageCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineageCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LineageCheckpointMutation, LineageCheckpointMutationVariables>;
export const LineageAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineageAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LineageAppendMutation, LineageAppendMutationVariables>;
export const LineageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lineage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"root"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"descendants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LineageQuery, LineageQueryVariables>;
export const CheckpointForksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckpointForks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckpointForksQuery, CheckpointForksQueryVariables>;
export const LineageNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LineageNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LineageNodeQuery, LineageNodeQueryVariables>;
export const LineageOfWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LineageOfWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"root"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"descendants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LineageOfWorkspaceQuery, LineageOfWorkspaceQueryVariables>;
export const LockOrderRecordEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockOrderRecordEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LockOrderRecordEventMutation, LockOrderRecordEventMutationVariables>;
export const LockOrderAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockOrderAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LockOrderAcquireMutation, LockOrderAcquireMutationVariables>;
export const LockOrderReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockOrderRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LockOrderReleaseMutation, LockOrderReleaseMutationVariables>;
export const LockOrderResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockOrderResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LockOrderResumeMutation, LockOrderResumeMutationVariables>;
export const PauseTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<PauseTaskMutation, PauseTaskMutationVariables>;
export const PausePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PausePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PausePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pausePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PausePhasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<PausePhaseMutation, PausePhaseMutationVariables>;
export const ResumePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumePhasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<ResumePhaseMutation, ResumePhaseMutationVariables>;
export const PauseAcquireLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseAcquireLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PauseAcquireLeaseMutation, PauseAcquireLeaseMutationVariables>;
export const PausePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PausePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PausePlanQuery, PausePlanQueryVariables>;
export const PhaseOutputCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PhaseOutputComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletePhasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedNow"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaleLeaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<PhaseOutputCompleteMutation, PhaseOutputCompleteMutationVariables>;
export const PhaseOutputPhasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhaseOutputPhases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PhaseOutputPhasesQuery, PhaseOutputPhasesQueryVariables>;
export const RevisePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevisePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevisePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisePlanPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dependencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidPlanError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"keys"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}}]}}]}}]}}]} as unknown as DocumentNode<RevisePlanMutation, RevisePlanMutationVariables>;
export const RevisedPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RevisedPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"dependencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stateSnapshot"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RevisedPlanQuery, RevisedPlanQueryVariables>;
export const AcquireForRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcquireForRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AcquireForRevisionMutation, AcquireForRevisionMutationVariables>;
export const FaultFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FaultFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<FaultFeedSubscription, FaultFeedSubscriptionVariables>;
export const FaultRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaultRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FaultRecordMutation, FaultRecordMutationVariables>;
export const RecoveryPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoveryPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryPlansQuery, RecoveryPlansQueryVariables>;
export const RecoveryPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoveryPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentSessionRef"}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryPlanQuery, RecoveryPlanQueryVariables>;
export const ResumeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeTaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousState"}},{"kind":"Field","name":{"kind":"Name","value":"tookLease"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}},{"kind":"Field","name":{"kind":"Name","value":"continuation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentSessionRef"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"currentState"}},{"kind":"Field","name":{"kind":"Name","value":"allowedFrom"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaleLeaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeTaskMutation, ResumeTaskMutationVariables>;
export const RecoverySnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoverySnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecoverySnapshotQuery, RecoverySnapshotQueryVariables>;
export const RecoveryEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoveryEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryEventsQuery, RecoveryEventsQueryVariables>;
export const RecoveryPauseTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryPauseTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryPauseTaskMutation, RecoveryPauseTaskMutationVariables>;
export const RecoveryPausePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryPausePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PausePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pausePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryPausePhaseMutation, RecoveryPausePhaseMutationVariables>;
export const RecoveryConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryConversationMutation, RecoveryConversationMutationVariables>;
export const RecoveryResumeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryResumeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"restartedPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryResumeSessionMutation, RecoveryResumeSessionMutationVariables>;
export const AppendToolCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppendToolCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AppendToolCallMutation, AppendToolCallMutationVariables>;
export const CheckpointWithLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckpointWithLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckpointWithLabelMutation, CheckpointWithLabelMutationVariables>;
export const WorkingStateReviseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStateRevise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevisePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateReviseMutation, WorkingStateReviseMutationVariables>;
export const WorkingStatePauseTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStatePauseTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStatePauseTaskMutation, WorkingStatePauseTaskMutationVariables>;
export const WorkingStatePausePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStatePausePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PausePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pausePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStatePausePhaseMutation, WorkingStatePausePhaseMutationVariables>;
export const WorkingStateResumeTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStateResumeTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateResumeTaskMutation, WorkingStateResumeTaskMutationVariables>;
export const WorkingStateTodosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStateTodos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateTodosMutation, WorkingStateTodosMutationVariables>;
export const WorkingStatePutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStatePut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutSharedContextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putSharedContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStatePutMutation, WorkingStatePutMutationVariables>;
export const WorkingStateCompletePhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStateCompletePhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletePhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateCompletePhaseMutation, WorkingStateCompletePhaseMutationVariables>;
export const WorkingStateCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStateCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planRevision"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateCheckpointMutation, WorkingStateCheckpointMutationVariables>;
export const WorkingStateResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStateResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateResumeMutation, WorkingStateResumeMutationVariables>;
export const WorkingStateReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkingStateRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WorkingStateReleaseMutation, WorkingStateReleaseMutationVariables>;
export const WorkingStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkingState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateQuery, WorkingStateQueryVariables>;
export const WorkingStateDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkingStateDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"against"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"against"},"value":{"kind":"Variable","name":{"kind":"Name","value":"against"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointStateDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"phaseOutputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summaryBefore"}},{"kind":"Field","name":{"kind":"Name","value":"summaryAfter"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkingStateDiffQuery, WorkingStateDiffQueryVariables>;
export const ResumeModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restartedPhase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resetTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resetSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restoredFiles"}},{"kind":"Field","name":{"kind":"Name","value":"supersededMessages"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversationContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LimitReachedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointNotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpointId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeModeMutation, ResumeModeMutationVariables>;
export const ResumeModeStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeModeState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeSuperseded"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"superseded"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResumeModeStateQuery, ResumeModeStateQueryVariables>;
export const ResumeModeCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeModeCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResumeModeCheckpointMutation, ResumeModeCheckpointMutationVariables>;
export const ResumeModeAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeModeAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResumeModeAppendMutation, ResumeModeAppendMutationVariables>;
export const ResumeModeReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeModeRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResumeModeReleaseMutation, ResumeModeReleaseMutationVariables>;
export const ResumeModeAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeModeAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LimitReachedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeModeAcquireMutation, ResumeModeAcquireMutationVariables>;
export const ResumableSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumableSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"resumable"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResumableSessionsQuery, ResumableSessionsQueryVariables>;
export const PreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inProgress"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InProgressStrategy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"resumePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inProgress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inProgress"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumePreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumable"}},{"kind":"Field","name":{"kind":"Name","value":"blockers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedTasks"}},{"kind":"Field","name":{"kind":"Name","value":"skippedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"pendingSteps"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"environment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PreviewQuery, PreviewQueryVariables>;
export const PreviewAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PreviewAcquireMutation, PreviewAcquireMutationVariables>;
export const RestartWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestartWorkspaceMutation, RestartWorkspaceMutationVariables>;
export const RestartSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestartSessionMutation, RestartSessionMutationVariables>;
export const RestartStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RestartStartMutation, RestartStartMutationVariables>;
export const RestartAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestartAcquireMutation, RestartAcquireMutationVariables>;
export const RestartStartTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartStartTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RestartStartTaskMutation, RestartStartTaskMutationVariables>;
export const RestartStartStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartStartStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RestartStartStepMutation, RestartStartStepMutationVariables>;
export const RestartResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}}]}}]}}]}}]} as unknown as DocumentNode<RestartResumeMutation, RestartResumeMutationVariables>;
export const RestartUnlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartUnlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForceUnlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forceUnlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RestartUnlockMutation, RestartUnlockMutationVariables>;
export const ResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Resume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"pendingSteps"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"environment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"changedFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnvironmentInvalidError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holder"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeMutation, ResumeMutationVariables>;
export const ResumeStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResumeStepsQuery, ResumeStepsQueryVariables>;
export const ResumeAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResumeAcquireMutation, ResumeAcquireMutationVariables>;
export const PropertyCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PropertyCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PropertyCheckpointMutation, PropertyCheckpointMutationVariables>;
export const PropertyShapeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyShape"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<PropertyShapeQuery, PropertyShapeQueryVariables>;
export const PropertyResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PropertyResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PropertyResumeMutation, PropertyResumeMutationVariables>;
export const RetentionCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetentionCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RetentionCheckpointMutation, RetentionCheckpointMutationVariables>;
export const RetentionDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateDiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RetentionDiffQuery, RetentionDiffQueryVariables>;
export const RetentionPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keepLastCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"deleteTerminalAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"warnHours"}}]}}]}}]} as unknown as DocumentNode<RetentionPoliciesQuery, RetentionPoliciesQueryVariables>;
export const RetentionRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionRuns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"purgedCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"warnedCheckpoints"}}]}}]}}]}}]} as unknown as DocumentNode<RetentionRunsQuery, RetentionRunsQueryVariables>;
export const RewindRequestApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindRequestApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindRequestApprovalMutation, RewindRequestApprovalMutationVariables>;
export const RewindDecideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindDecide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RewindDecideMutation, RewindDecideMutationVariables>;
export const RewindUndoPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewindUndoPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rewind"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindUndoPointQuery, RewindUndoPointQueryVariables>;
export const RewindCreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindCreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConversationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindCreateConversationMutation, RewindCreateConversationMutationVariables>;
export const PlanKeptCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlanKeptCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"stateSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastMessageSeq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PlanKeptCheckpointMutation, PlanKeptCheckpointMutationVariables>;
export const PlanKeptReadBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanKeptReadBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"eventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"stateSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastMessageSeq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlanKeptReadBackQuery, PlanKeptReadBackQueryVariables>;
export const PlanKeptPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanKeptPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"planRevision"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlanKeptPlanQuery, PlanKeptPlanQueryVariables>;
export const RewindPreviewCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindPreviewCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"gitCommit"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindPreviewCheckpointMutation, RewindPreviewCheckpointMutationVariables>;
export const RewindPreviewAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindPreviewAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindPreviewAppendMutation, RewindPreviewAppendMutationVariables>;
export const RewindPreviewRequestApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindPreviewRequestApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindPreviewRequestApprovalMutation, RewindPreviewRequestApprovalMutationVariables>;
export const RewindPreviewDecideApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindPreviewDecideApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindPreviewDecideApprovalMutation, RewindPreviewDecideApprovalMutationVariables>;
export const RewindPreviewTodosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewindPreviewTodos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RewindPreviewTodosMutation, RewindPreviewTodosMutationVariables>;
export const RewindPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewindPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindPreviewKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkpointId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gitCommit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toMessageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"byMessageCount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rewindCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gitCommit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gitCommit"}}},{"kind":"Argument","name":{"kind":"Name","value":"toMessageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toMessageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"byMessageCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"byMessageCount"}}},{"kind":"Argument","name":{"kind":"Name","value":"rewindCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rewindCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"additions"}},{"kind":"Field","name":{"kind":"Name","value":"deletions"}},{"kind":"Field","name":{"kind":"Name","value":"binary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supersededMessageCount"}},{"kind":"Field","name":{"kind":"Name","value":"supersededMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"first"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"planChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stepsLeavingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"irreversibleSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toolCallsAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalsAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RewindPreviewQuery, RewindPreviewQueryVariables>;
export const PropertyCompactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PropertyCompact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompactConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compactConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompactConversationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PropertyCompactMutation, PropertyCompactMutationVariables>;
export const UndoPlanAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoPlanAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UndoPlanAcquireMutation, UndoPlanAcquireMutationVariables>;
export const UndoPlanCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoPlanCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UndoPlanCheckpointMutation, UndoPlanCheckpointMutationVariables>;
export const UndoPlanSayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoPlanSay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UndoPlanSayMutation, UndoPlanSayMutationVariables>;
export const UndoPlanAttemptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UndoPlanAttempts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UndoPlanAttemptsQuery, UndoPlanAttemptsQueryVariables>;
export const BookkeepingLookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookkeepingLook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"autoComplete"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpointPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterStep"}},{"kind":"Field","name":{"kind":"Name","value":"afterTask"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basedOnSteps"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSteps"}},{"kind":"Field","name":{"kind":"Name","value":"secondsPerStep"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCompletionAt"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookkeepingLookQuery, BookkeepingLookQueryVariables>;
export const BookkeepingAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookkeepingAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookkeepingAcquireMutation, BookkeepingAcquireMutationVariables>;
export const BookkeepingAskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookkeepingAsk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookkeepingAskMutation, BookkeepingAskMutationVariables>;
export const LifecycleAcquireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleAcquire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcquireLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acquireLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeasePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleAcquireMutation, LifecycleAcquireMutationVariables>;
export const LifecycleLookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LifecycleLook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resumable"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"live"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleLookQuery, LifecycleLookQueryVariables>;
export const LifecyclePauseTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecyclePauseTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LifecyclePauseTaskMutation, LifecyclePauseTaskMutationVariables>;
export const LifecycleResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleResumeMutation, LifecycleResumeMutationVariables>;
export const LifecycleReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleReleaseMutation, LifecycleReleaseMutationVariables>;
export const LifecyclePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecyclePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionTransitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}}]}}]}}]}}]} as unknown as DocumentNode<LifecyclePlanMutation, LifecyclePlanMutationVariables>;
export const LifecycleReviseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleRevise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevisePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revisePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevisePlanPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleReviseMutation, LifecycleReviseMutationVariables>;
export const LifecycleAskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleAsk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleAskMutation, LifecycleAskMutationVariables>;
export const LifecycleDecideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleDecide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleDecideMutation, LifecycleDecideMutationVariables>;
export const LifecycleStartTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleStartTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleStartTaskMutation, LifecycleStartTaskMutationVariables>;
export const SessionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"strategy"}},{"kind":"Field","name":{"kind":"Name","value":"resumable"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"maxTokens"}},{"kind":"Field","name":{"kind":"Name","value":"extras"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roleDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"dependencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionDetailQuery, SessionDetailQueryVariables>;
export const ListSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resumable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ListSessionsQuery, ListSessionsQueryVariables>;
export const ContextPutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContextPut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutSharedContextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putSharedContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PutSharedContextPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VersionConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaleLeaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","alias":{"kind":"Name","value":"liveToken"},"name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<ContextPutMutation, ContextPutMutationVariables>;
export const ContextDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContextDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}},{"kind":"Field","name":{"kind":"Name","value":"sharedContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContextDocumentsQuery, ContextDocumentsQueryVariables>;
export const FanoutFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FanoutFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<FanoutFeedSubscription, FanoutFeedSubscriptionVariables>;
export const FanoutTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FanoutTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<FanoutTypesSubscription, FanoutTypesSubscriptionVariables>;
export const FanoutRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FanoutRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FanoutRecordMutation, FanoutRecordMutationVariables>;
export const FanoutCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FanoutCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FanoutCreateTokenMutation, FanoutCreateTokenMutationVariables>;
export const FanoutRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FanoutRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FanoutRevokeMutation, FanoutRevokeMutationVariables>;
export const SessionFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionFeedSubscription, SessionFeedSubscriptionVariables>;
export const WorkspaceFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WorkspaceFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceFeedSubscription, WorkspaceFeedSubscriptionVariables>;
export const TypesOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TypesOnly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<TypesOnlySubscription, TypesOnlySubscriptionVariables>;
export const MessageFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<MessageFeedSubscription, MessageFeedSubscriptionVariables>;
export const LiveRecordEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveRecordEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstSeq"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveRecordEventsMutation, LiveRecordEventsMutationVariables>;
export const LiveAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveAppendMutation, LiveAppendMutationVariables>;
export const LiveCompactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveCompact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompactConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compactConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveCompactMutation, LiveCompactMutationVariables>;
export const LiveCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiveCreateTokenMutation, LiveCreateTokenMutationVariables>;
export const LiveRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LiveRevokeMutation, LiveRevokeMutationVariables>;
export const LiveIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiveIdsQuery, LiveIdsQueryVariables>;
export const TodosUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TodosUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTodos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTodosPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaleLeaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTransitionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentState"}}]}}]}}]}}]} as unknown as DocumentNode<TodosUpdateMutation, TodosUpdateMutationVariables>;
export const TodosOfSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodosOfSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"todos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeForm"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TodosOfSessionQuery, TodosOfSessionQueryVariables>;
export const TransferStatePutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferStatePut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutStateCheckpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putStateCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PutStatePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TransferStatePutMutation, TransferStatePutMutationVariables>;
export const TransferStateReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferStateRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateCheckpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"parentClientId"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"sessionKey"}},{"kind":"Field","name":{"kind":"Name","value":"payloadType"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"partVersions"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingWrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"taskPath"}}]}}]}}]}}]} as unknown as DocumentNode<TransferStateReadQuery, TransferStateReadQueryVariables>;
export const TransferStateImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferStateImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportedAs"}},{"kind":"Field","name":{"kind":"Name","value":"clientKeyDropped"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportMalformedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}}]}}]}}]}}]} as unknown as DocumentNode<TransferStateImportMutation, TransferStateImportMutationVariables>;
export const TransferImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportedAs"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportMalformedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportTruncatedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportVersionUnsupportedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supportedVersions"}}]}}]}}]}}]} as unknown as DocumentNode<TransferImportMutation, TransferImportMutationVariables>;
export const TransferMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransferMessagesQuery, TransferMessagesQueryVariables>;
export const TransferSessionReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferSessionRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forkPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"inheritedMessages"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeSuperseded"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"codeTree"}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckpointDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransferSessionReadQuery, TransferSessionReadQueryVariables>;
export const TransferRewindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferRewind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewindConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewindConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewindPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesSuperseded"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TransferRewindMutation, TransferRewindMutationVariables>;
export const ViewerLineageInheritedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerLineageInherited"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"MESSAGE"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerLineageInheritedQuery, ViewerLineageInheritedQueryVariables>;
export const ViewerLineageRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ViewerLineageRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerLineageRecordMutation, ViewerLineageRecordMutationVariables>;
export const ViewerLiveRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ViewerLiveRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerLiveRecordMutation, ViewerLiveRecordMutationVariables>;
export const ViewerLiveLastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerLiveLast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEventSeq"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerLiveLastQuery, ViewerLiveLastQueryVariables>;
export const PlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"readyTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roleDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlanQuery, PlanQueryVariables>;
export const RequestApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestApprovalMutation, RequestApprovalMutationVariables>;
export const DecideApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DecideApprovalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DecideApprovalMutation, DecideApprovalMutationVariables>;
export const ApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Approvals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"approvals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApprovalsQuery, ApprovalsQueryVariables>;
export const RecordEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecordEventMutation, RecordEventMutationVariables>;
export const WorkspaceLastCursorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceLastCursors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventCursor"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceLastCursorsQuery, WorkspaceLastCursorsQueryVariables>;
export const WorkspaceLastCursorRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceLastCursorRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceLastCursorRecordMutation, WorkspaceLastCursorRecordMutationVariables>;
export const WorkspaceFeedFromLastCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WorkspaceFeedFromLastCursor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceFeedFromLastCursorSubscription, WorkspaceFeedFromLastCursorSubscriptionVariables>;
export const RegisterWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspacePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterWorkspaceMutation, RegisterWorkspaceMutationVariables>;
export const WorkspaceRootsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceRoots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceRoots"}}]}}]}}]} as unknown as DocumentNode<WorkspaceRootsQuery, WorkspaceRootsQueryVariables>;