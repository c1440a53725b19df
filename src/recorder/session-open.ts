// The Savepoint session of an agent CLI's session: found or made on its first hook (in the workspace holding the
// CLI's folder: an existing one of yours that holds it, else the folder registered as one), resumed when the CLI
// goes on with a session that ended paused, and the lease that fences its writes: taken for a holder named after
// the CLI's session (`claude-code:<ref>`), so a lease taken under that name (say by `savepoint resume`) is adopted.
//
// Built on src/client directly: the runner kit (issue 23 item 1, src/runner/) had not landed when this was written;
// its session, lease and workspace-agent handling should take this file's place when it does.
import path from 'node:path';
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import type { RecordingAction } from '../agent-clis/recording.ts';
import type { SavepointClient } from '../client/client.ts';
import {
  AcquireLeaseDocument,
  CreateSessionDocument,
  CreateWorkspaceDocument,
  HeartbeatDocument,
  ResumeSessionDocument,
  SessionLeaseDocument,
  StartSessionDocument,
  StartTaskDocument,
  WorkspacesDocument,
  type WorkspacesQuery,
} from '../client/gql/operations.ts';
import { narrow } from '../client/results.ts';
import { changed, RecorderError, writeKey } from './calls.ts';

/** How long a lease lasts without a hook: the CLI's session counts as interrupted after this long without one. */
export const LEASE_SECONDS = 3_600;
/** A lease this close to its end is extended before the next write. */
const RENEW_BEFORE_MS = 10 * 60_000;

export const MAIN = 'main';

export type AgentIds = { taskId: string; taskKey: string; conversationId: string; lastMessageId: string | null };

/** What the recorder knows of the session it records into (saved with the spool's state). */
export type RecorderIds = {
  ref: string;
  sessionId: string;
  workspaceId: string;
  /** The CLI's folder relative to the workspace's (files are named from the workspace's folder); '' when the same. */
  subfolder: string;
  lease: { token: number; expiresAt: string } | null;
  /** The main agent (MAIN) and each subagent: its task and its conversation. */
  agents: Record<string, AgentIds>;
  /** Each recorded step's id, by the action's key. */
  steps: Record<string, string>;
  state: 'RUNNING' | 'PAUSED' | 'COMPLETED';
  resumes: number;
};

export type Ctx = { client: SavepointClient; adapter: AnyAdapter };

export const holderOf = (ctx: Ctx, ref: string) => `${ctx.adapter.name}:${ref}`.slice(0, 200);

const inside = (folder: string, root: string) => {
  const relative = path.relative(root, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** The workspace holding `folder` (yours already, or the folder registered now), and the folder's place in it. */
async function workspaceFor(ctx: Ctx, folder: string): Promise<{ id: string; subfolder: string }> {
  for (let after: string | null = null; ; ) {
    const { workspaces }: { workspaces: WorkspacesQuery['workspaces'] } = await ctx.client.request(WorkspacesDocument, { first: 500, after });
    const holding = workspaces.nodes.find((workspace) => inside(folder, workspace.path));
    if (holding) return { id: holding.id, subfolder: path.relative(holding.path, folder).split(path.sep).join('/') };
    if (!workspaces.pageInfo.hasNextPage) break;
    after = workspaces.pageInfo.endCursor ?? null;
  }
  const made = await ctx.client.request(
    CreateWorkspaceDocument,
    { input: { path: folder } },
    { idempotencyKey: writeKey(ctx.adapter.name, 'workspace', folder) },
  );
  return { id: narrow(made.createWorkspace, 'CreateWorkspacePayload').workspace.id, subfolder: '' };
}

/** Keeps the session's lease live (extends it, adopts one taken under our holder's name, or takes it), when it can. */
export async function keepLease(ctx: Ctx, ids: RecorderIds): Promise<void> {
  if (ids.state !== 'RUNNING' || (ids.lease && Date.parse(ids.lease.expiresAt) - Date.now() > RENEW_BEFORE_MS)) return;
  let token = ids.lease?.token ?? null;
  if (token === null) {
    const found = narrow((await ctx.client.request(SessionLeaseDocument, { id: ids.sessionId })).session, 'Session');
    if (found.lease?.live && found.lease.holder !== holderOf(ctx, ids.ref))
      throw new RecorderError(
        `session ${ids.sessionId} is held by "${found.lease.holder}" until ${found.lease.expiresAt}; its hooks are recorded once that lease ends or is released`,
      );
    token = found.lease?.live ? found.lease.token : null;
  }
  if (token !== null) {
    const beat = (await ctx.client.request(HeartbeatDocument, { input: { sessionId: ids.sessionId, leaseToken: token, leaseSeconds: LEASE_SECONDS } }))
      .heartbeat;
    ids.lease = beat.__typename === 'LeasePayload' && beat.lease ? { token: beat.lease.token, expiresAt: beat.lease.expiresAt } : null;
    if (ids.lease) return;
  }
  const taken = (
    await ctx.client.request(AcquireLeaseDocument, { input: { sessionId: ids.sessionId, holder: holderOf(ctx, ids.ref), leaseSeconds: LEASE_SECONDS } })
  ).acquireLease;
  // Another session of yours runs in the same folder, or you hold as many leases as you may: recorded unfenced.
  if (taken.__typename === 'WorkspaceAlreadyOpenError' || taken.__typename === 'LimitReachedError') ids.lease = null;
  else {
    const lease = narrow(taken, 'LeasePayload').lease;
    ids.lease = lease ? { token: lease.token, expiresAt: lease.expiresAt } : null;
  }
}

async function createRecordedSession(ctx: Ctx, action: Extract<RecordingAction, { kind: 'session' }>): Promise<RecorderIds> {
  const { adapter, client } = ctx;
  if (!action.cwd) throw new RecorderError(`${adapter.label} gave no working folder for session ${action.ref}; there is no workspace to record it in`);
  const workspace = await workspaceFor(ctx, action.cwd);
  const key = (part: string) => writeKey(adapter.name, action.ref, 'session', part);
  const created = await client.request(
    CreateSessionDocument,
    {
      input: {
        workspaceId: workspace.id,
        objective: `${adapter.label} session ${action.ref}`,
        checkpointPolicy: { afterStep: false, afterTask: false, onError: false, phaseBoundary: false, planChange: false },
        config: action.model ? { model: action.model } : null,
        metadata: { agentCli: adapter.name, agentSessionRef: action.ref, resumeCommand: adapter.resumeCommand(action.ref), folder: action.cwd },
        plan: {
          phases: [
            {
              key: 'agent',
              name: adapter.label,
              tasks: [{ key: MAIN, title: `${adapter.label} (main agent)`, role: adapter.name, agentId: adapter.name, agentSessionRef: action.ref }],
            },
          ],
        },
      },
    },
    { idempotencyKey: key('create') },
  );
  const payload = narrow(created.createSession, 'CreateSessionPayload');
  const session = payload.session;
  if (payload.replayed && action.source === 'import')
    throw new RecorderError(
      `${adapter.label} session ${action.ref} is recorded already, as session ${session.id} (${session.state}); resume that one, or delete it (deleteSession) to import the transcript again`,
    );
  const main = session.tasks?.nodes.find((task) => task.key === MAIN);
  const supervisor = session.conversations?.nodes.find((conversation) => conversation.kind === 'SUPERVISOR');
  if (!main || !supervisor) throw new RecorderError(`session ${session.id} came back without its main task or its supervisor conversation`);
  const ids: RecorderIds = {
    ref: action.ref,
    sessionId: session.id,
    workspaceId: workspace.id,
    subfolder: workspace.subfolder,
    lease: null,
    agents: { [MAIN]: { taskId: main.id, taskKey: MAIN, conversationId: supervisor.id, lastMessageId: null } },
    steps: {},
    state: 'RUNNING',
    resumes: 0,
  };
  changed((await client.request(StartSessionDocument, { input: { sessionId: session.id } })).startSession, 'SessionStatePayload', ['RUNNING']);
  await keepLease(ctx, ids);
  changed((await client.request(StartTaskDocument, { input: { taskId: main.id, leaseToken: ids.lease?.token } })).startTask, 'TaskPayload', ['RUNNING']);
  return ids;
}

/** The session for a `session` action: made on the first, resumed when it ended paused, else as it is. */
export async function openSession(ctx: Ctx, action: Extract<RecordingAction, { kind: 'session' }>, ids: RecorderIds | null): Promise<RecorderIds> {
  if (!ids) return createRecordedSession(ctx, action);
  if (ids.state !== 'PAUSED') return ids;
  const main = ids.agents[MAIN]!;
  const now = narrow((await ctx.client.request(SessionLeaseDocument, { id: ids.sessionId })).session, 'Session');
  if (now.state !== 'PAUSED') {
    // Resumed already, by a person (`savepoint resume`, under our holder's name) or an earlier attempt of this hook.
    ids.state = 'RUNNING';
    await keepLease(ctx, ids);
    changed((await ctx.client.request(StartTaskDocument, { input: { taskId: main.taskId, leaseToken: ids.lease?.token } })).startTask, 'TaskPayload', [
      'RUNNING',
    ]);
    return ids;
  }
  const resumed = (
    await ctx.client.request(
      ResumeSessionDocument,
      { input: { sessionId: ids.sessionId, holder: holderOf(ctx, ids.ref), leaseSeconds: LEASE_SECONDS } },
      { idempotencyKey: writeKey(ctx.adapter.name, ids.ref, 'resume', String(ids.resumes)) },
    )
  ).resumeSession;
  const payload = narrow(resumed, 'ResumeSessionPayload');
  ids.state = 'RUNNING';
  ids.resumes++;
  ids.lease = payload.lease ? { token: payload.lease.token, expiresAt: payload.lease.expiresAt } : null;
  changed((await ctx.client.request(StartTaskDocument, { input: { taskId: main.taskId, leaseToken: ids.lease?.token } })).startTask, 'TaskPayload', [
    'RUNNING',
  ]);
  return ids;
}
