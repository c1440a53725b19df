// The runner kit's public types: how a run is opened (RunnerOptions, RunTarget), what it tells in the background
// (RunnerEvent), and the run itself (Run: the recording methods of recording.ts, and its lease, journal and life).
// openRun (runner.ts) makes one.
import type { RunningAgent } from '../agent/runtime.ts';
import type { SavepointClient } from '../client/client.ts';
import type { ResumeSessionInput, ResumeSessionMutation } from '../client/gql/operations.ts';
import type { RunnerCheckpointPolicy } from './checkpoint-policy.ts';
import type { LeaseLoss, WriteRefusedError } from './errors.ts';
import type { Recording } from './recording.ts';
import type { RunAgentOptions } from './run-agent.ts';
import type { SessionPlan } from './session-plan.ts';
import type { SessionSpec, Write } from './writes.ts';

export type RunnerOptions = {
  /** The server's GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  url: string;
  /** The owner's API token. */
  token: string;
  /**
   * The lease holder's name (default: made once per run, kept in its state, so its processes are one holder). A lease
   * taken under this name by someone else (say `savepoint resume` for the runner that goes on) is the run's: adopted.
   */
  holder?: string;
  /** How long the lease lasts without a heartbeat (5 to 3600; default 60). */
  leaseSeconds?: number;
  /**
   * Go on without a lease when the server gives none for the owner's limit of live leases (LIMIT_REACHED) or another
   * session open in the workspace (WORKSPACE_ALREADY_OPEN): writes go unfenced (the server takes them while nobody
   * holds the session) and the lease is asked for again a minute later. For a recorder of work that happens anyway (a
   * coding agent's hooks); default false: such a refusal throws.
   */
  leaseOptional?: boolean;
  /**
   * How the folder of a new session (session.folder, agent.folder) becomes its workspace. 'attach' (default): attached
   * for the workspace agent that serves it (this run's, or one started later). 'holding': the owner's workspace that
   * holds the folder (the folder or a parent of it), else the folder registered (createWorkspace); the files the run
   * declares are then named from that workspace's folder.
   */
  workspaces?: 'attach' | 'holding';
  /** Where runs keep their state and journal (default SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal). */
  home?: string;
  /** A long-running runner (default true): heartbeats and replays in the background. False for one process per event. */
  background?: boolean;
  /** How often the server is tried again while degraded (default 1000 ms). */
  retryMs?: number;
  /** How long one replay of the journal may run before leaving the rest for later (default: unbounded). */
  replayBudgetMs?: number;
  /** A request with no answer within this counts as the server unreachable (default 10,000 ms). */
  requestTimeoutMs?: number;
  /** How many times the client sends a safe call again before the write is journaled (default 2). */
  retries?: number;
  /** What sends the HTTP requests (default: the global fetch). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** The WebSocket class for the workspace agent where there is no global one (Node 20: the `ws` package's). */
  webSocketImpl?: unknown;
  /** Run the workspace agent in this process, for this folder (a long-running runner; needs webSocketImpl on Node 20). */
  agent?: RunAgentOptions;
  /** Checkpoints the run takes on its own, besides the session's policy. */
  checkpoints?: RunnerCheckpointPolicy;
  /** How long to wait for another process of the same run to let go of it (default 5,000 ms). */
  lockWaitMs?: number;
  /** Told what happens in the background: degraded, recovered, a replayed write refused, the lease lost, an error. */
  onEvent?: (event: RunnerEvent) => void;
};

export type RunnerEvent =
  | { type: 'degraded'; pending: number }
  | { type: 'recovered' }
  | { type: 'refused'; writes: readonly Write[]; error: WriteRefusedError }
  | { type: 'lost'; loss: LeaseLoss }
  | { type: 'error'; error: unknown };

/** What a run works on: a session by an agent session reference (made on first use), or an existing session. */
export type RunTarget =
  | { ref: string; session: SessionSpec }
  | { sessionId: string; resume?: false }
  | { sessionId: string; resume: true | Omit<ResumeSessionInput, 'sessionId' | 'holder' | 'leaseSeconds' | 'idempotencyKey'> };

/**
 * How a run came to its session: made now ('created'); made already by an earlier call under the run's key, from a
 * process whose state is not here ('found'); to be made once the server answers ('journaled'); known from the run's
 * state or given by id ('continued'); resumed by resumeSession ('resumed').
 */
export type RunOrigin = 'created' | 'found' | 'journaled' | 'continued' | 'resumed';

export type Run = Recording & {
  /** The session's id (null while it exists only in the journal: created offline). */
  readonly sessionId: string | null;
  readonly origin: RunOrigin;
  /** Aborted the moment the lease is lost (its reason: a LeaseLostError): work in flight stops. */
  readonly signal: AbortSignal;
  /** Settles when the lease is lost, with why. */
  readonly lost: Promise<LeaseLoss>;
  /** What resumeSession answered, when the run resumed the session. */
  readonly resumed: Extract<ResumeSessionMutation['resumeSession'], { __typename: 'ResumeSessionPayload' }> | null;
  readonly client: SavepointClient;
  /** The workspace agent running in this process, if any. */
  readonly agent: RunningAgent | null;
  /** The token of the lease the run holds now (null: none yet, given back, or lost). */
  leaseToken: () => number | null;
  /** Starts the session (CREATED or PLANNING), or starts it again after a pause. */
  start: (reason?: string) => Promise<void>;
  /** Whether the last change this run made to its session was a pause (end('paused')): start() before more work. */
  paused: () => boolean;
  /** Whether writes wait in the journal, and how many. */
  degraded: () => boolean;
  pending: () => number;
  /** The session's plan (tasks in plan order with their steps); its ids are learnt for the writes that name them. */
  plan: () => Promise<SessionPlan>;
  /** Replays the journal now; answers how many writes are still pending. */
  flush: () => Promise<number>;
  /** Ends the session: completed, paused (the lease given back) or failed; then closes the run. */
  end: (outcome: 'completed' | 'paused' | 'failed', reason?: string) => Promise<void>;
  /** Gives the lease back without changing the session. */
  release: () => Promise<void>;
  /** Saves the run's state and lets go of it (the lease is kept: the next process of the run continues). */
  close: () => Promise<void>;
};
