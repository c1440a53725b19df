// A realistic, busy session recorded through the API, so that every event type the server emits is in its log (and
// its fork's): a plan worked on, messages, an agent conversation, an approval, todos, shared context, checkpoints, a
// branch, plan revisions, rewinds of conversation and code, an undo, a compaction, a fork, leases, a resumed task, a
// resumed session, a refused resume, a runner's own event, a pinned checkpoint, a failed automatic checkpoint (in a second
// session), a session deleted while a fork of it lives (a third), a retention warning (in that fork), and a client's own
// state put, rewound and forked (a thread of its own).
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getNamedType } from 'graphql';
import { schema } from '../../src/graphql/schema.ts';
import { tempDir } from './fs.ts';
import { initRepo } from './git.ts';

type Post = (query: string, variables: Record<string, unknown>) => Promise<{ data?: any; errors?: unknown[] }>;

/** A mutation by name: its input type read from the schema; fails unless it answers its payload. */
function caller(post: Post) {
  return async (field: string, input: Record<string, unknown>, select = ''): Promise<any> => {
    const inputType = getNamedType(schema.getMutationType()!.getFields()[field]!.args[0]!.type).name;
    const query = `mutation ($input: ${inputType}!) { ${field}(input: $input) { __typename ... on Error { code message } ${select} } }`;
    const body = await post(query, { input });
    const result = body.data?.[field];
    if (body.errors || !result || 'code' in result) throw new Error(`${field}: ${JSON.stringify(body.errors ?? result)}`);
    return result;
  };
}

const PLAN = {
  phases: [
    {
      name: 'build',
      tasks: [
        {
          key: 'api',
          title: 'api',
          steps: [
            { kind: 'READ', title: 'read' },
            { kind: 'WRITE', title: 'write' },
          ],
        },
        { key: 'docs', title: 'docs', dependsOn: ['api'], steps: [{ kind: 'EXEC', title: 'doc' }] },
      ],
    },
    { name: 'ship', tasks: [{ key: 'release', title: 'release', steps: [{ kind: 'EXEC', title: 'tag' }] }] },
    { name: 'wrap-up', tasks: [] },
  ],
};

const SESSION = 'session { id conversations { nodes { id } } phases { nodes { id tasks { nodes { id key steps { nodes { id } } } } } } }';

/** Records the busy session; returns its id, its fork's, and the other session's (whose checkpoint failed). */
export async function recordBusySession(post: Post) {
  const call = caller(post);
  const dir = await tempDir('savepoint-busy-');
  await initRepo(dir, { 'a.txt': 'one\n' });
  const workspaceId = (await call('createWorkspace', { path: dir }, '... on CreateWorkspacePayload { workspace { id } }')).workspace.id;
  const created = await call('createSession', { workspaceId, objective: 'busy', plan: PLAN }, `... on CreateSessionPayload { ${SESSION} }`);
  const session = created.session;
  const sessionId: string = session.id;
  const supervisor: string = session.conversations.nodes[0].id;
  const [build, ship, wrapUp] = session.phases.nodes;
  const api = build.tasks.nodes[0];
  const [read, write] = api.steps.nodes;

  await call('startSession', { sessionId });
  await call('startTask', { taskId: api.id });
  await call('startStep', { stepId: read.id });
  await call('completeStep', { stepId: read.id });
  const appended = await call(
    'appendMessages',
    { conversationId: supervisor, messages: ['m1', 'm2', 'm3'].map((content) => ({ role: 'ASSISTANT', content })) },
    '... on AppendMessagesPayload { messages { id } }',
  );
  const [, , m3] = appended.messages;
  await call('createConversation', { sessionId, kind: 'TASK', taskId: api.id, title: 'api agent' });
  await call('startStep', { stepId: write.id });
  const approval = await call(
    'requestApproval',
    { sessionId, title: 'write to prod?', taskId: api.id, stepId: write.id },
    '... on RequestApprovalPayload { approval { id } }',
  );
  await call('decideApproval', { approvalId: approval.approval.id, decision: 'APPROVE', note: 'fine' });
  await call('updateTodos', { sessionId, taskId: api.id, todos: [{ content: 'write it', status: 'IN_PROGRESS' }] });
  await call('putSharedContext', { sessionId, key: 'notes', value: { decided: true }, expectedVersion: 0 });
  const cp1 = (await call('createCheckpoint', { sessionId, label: 'cp1' }, '... on CreateCheckpointPayload { checkpoint { id } }')).checkpoint.id;
  await call('pinCheckpoint', { checkpointId: cp1 });
  await call('createBranchFromCheckpoint', { checkpointId: cp1, branchName: 'from-cp1' });
  await call('completePhase', { phaseId: wrapUp.id, output: { notes: 'none' }, summary: 'nothing to wrap' });
  await call('revisePlan', {
    sessionId,
    reason: 'more work',
    addPhases: [{ key: 'extra', name: 'extra', tasks: [{ key: 'e', title: 'e', steps: [{ kind: 'READ', title: 'r' }] }] }],
    addTasks: [{ phaseId: ship.id, tasks: [{ key: 'notes', title: 'notes', steps: [{ kind: 'WRITE', title: 'w' }] }] }],
    setDependencies: [{ taskKey: 'release', dependsOn: ['notes'] }],
    skipTasks: [{ taskKey: 'docs', reason: 'later' }],
  });
  await call('revisePlan', { sessionId, skipPhases: [{ phaseKey: 'extra', reason: 'not needed' }] });

  const rewound = await call('rewindConversation', { sessionId, byMessageCount: 1 }, '... on RewindPayload { rewind { id } }');
  await call('undoRewind', { rewindId: rewound.rewind.id });
  await call('compactConversation', { conversationId: supervisor, fromMessageId: m3.id, summary: 'm3, in short' });
  await writeFile(path.join(dir, 'a.txt'), 'two\n');
  await call('rewindCode', { sessionId, checkpointId: cp1 });
  const fork = await call('forkSession', { sessionId, fromCheckpointId: cp1 }, '... on ForkSessionPayload { session { id } }');
  await call('recordEvent', { sessionId, type: 'tests.passed', data: { count: 3 } });

  await call('pauseTask', { taskId: api.id, reason: 'operator' });
  await call('resumeTask', { taskId: api.id }); // paused: RESUMABLE again
  const taken = await call('resumeTask', { taskId: api.id, holder: 'runner-1' }, '... on ResumeTaskPayload { lease { token } }'); // interrupted: takes a lease
  await call('releaseLease', { sessionId, leaseToken: taken.lease.token });
  const leased = await call('acquireLease', { sessionId, holder: 'runner-2' }, '... on LeasePayload { lease { token } }');
  await call('forceUnlock', { sessionId, reason: 'runner-2 is gone' });
  await call('pauseSession', { sessionId });
  await call('resumeSession', { sessionId, holder: 'runner-3' });
  const refused = await post(`mutation ($input: ResumeSessionInput!) { resumeSession(input: $input) { __typename } }`, {
    input: { sessionId, holder: 'runner-4' },
  });
  if (refused.data?.resumeSession?.__typename !== 'SessionLockedError') throw new Error(`expected a refused resume: ${JSON.stringify(refused)}`);

  // A second session whose folder is gone when a step completes: its automatic checkpoint fails (checkpoint.failed).
  const lostDir = await tempDir('savepoint-busy-lost-');
  const lostWorkspace = (await call('createWorkspace', { path: lostDir }, '... on CreateWorkspacePayload { workspace { id } }')).workspace.id;
  const lost = await call('createSession', { workspaceId: lostWorkspace, objective: 'lost', plan: PLAN }, `... on CreateSessionPayload { ${SESSION} }`);
  const lostTask = lost.session.phases.nodes[0].tasks.nodes[0];
  await call('startSession', { sessionId: lost.session.id });
  await call('startTask', { taskId: lostTask.id });
  await call('startStep', { stepId: lostTask.steps.nodes[0].id });
  await rm(lostDir, { recursive: true, force: true });
  await call('completeStep', { stepId: lostTask.steps.nodes[0].id });

  // A third session, deleted while a fork of it lives: the fork is handed what it inherits (session.source-deleted), the
  // deleted one's log ends with its tombstone (session.deleted), which only its feed still serves.
  const doomed = await call('createSession', { workspaceId: lostWorkspace, objective: 'doomed' }, `... on CreateSessionPayload { ${SESSION} }`);
  await call('appendMessages', { conversationId: doomed.session.conversations.nodes[0].id, messages: [{ role: 'USER', content: 'bye' }] });
  const heir = await call('forkSession', { sessionId: doomed.session.id, fromTime: new Date().toISOString() }, '... on ForkSessionPayload { session { id } }');
  await call('deleteSession', { sessionId: doomed.session.id, handOver: true });
  // A retention policy keeping the last checkpoint of the heir's sessions: a run warns that the older one will go.
  await call('createCheckpoint', { sessionId: heir.session.id, label: 'older', includeCode: false });
  await call('createCheckpoint', { sessionId: heir.session.id, label: 'newer', includeCode: false });
  // A client's own state (a LangGraph thread): checkpoints put, a rewind, and a fork of it.
  const threadKey = `busy-thread-${Date.now()}`;
  const payload = Buffer.from('{}').toString('base64');
  const thread = await call(
    'putStateCheckpoint',
    {
      sessionKey: threadKey,
      clientId: '0001',
      payloadType: 'json',
      payload,
      metadata: { step: 0 },
      partVersions: { messages: '1', empty: '1' },
      parts: [
        { name: 'messages', version: '1', type: 'json', data: Buffer.from('["hi"]').toString('base64') },
        { name: 'empty', version: '1', type: 'empty' },
      ],
      writes: [{ taskId: 'task-1', index: 0, channel: 'messages', type: 'json', data: Buffer.from('"w"').toString('base64') }],
    },
    '... on PutStatePayload { session { id } }',
  );
  await call('putStateCheckpoint', { sessionKey: threadKey, clientId: '0002', parentClientId: '0001', payloadType: 'json', payload, metadata: { step: 1 } });
  await call('rewindState', { sessionKey: threadKey, toClientId: '0001' });
  await call('forkState', { sessionKey: threadKey, clientId: '0001', newSessionKey: `${threadKey}-fork` });
  await call('setRetentionPolicy', { workspaceId: lostWorkspace, keepLastCheckpoints: 1 });
  await call('runRetention', { dryRun: false });

  return {
    sessionId,
    forkId: fork.session.id as string,
    lostId: lost.session.id as string,
    heirId: heir.session.id as string,
    deletedId: doomed.session.id as string,
    threadId: thread.session.id as string,
    staleToken: leased.lease.token as number,
  };
}
