// Secrets never reach the database: a marker secret is sent through every String and JSON input field of the schema
// (the test checks it covers them all, from schema.graphql), then a full copy of every table is searched for it.
// Also a value under a key that names a secret (`password`) is masked whatever it looks like.
import { readFile, realpath } from 'node:fs/promises';
import { buildSchema, getNamedType, isInputObjectType, isScalarType } from 'graphql';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';
import { exportOf, seal } from './helpers/transfer.ts';

const app = await createTestApp();
const alice = await app.owner('alice-redaction');

/** A GitHub token shape the built-in rules know; stored, it may only appear as `***` and its last four characters. */
const MARKER = 'ghp_R3dact1onMarkerAbCdEfGhIjKlMnOpQrStu';
const MARKER_CORE = MARKER.slice(0, -4);
/** A value with no secret shape: only the key that holds it says it is one. */
const PLAIN_SECRET = 'correct horse battery staple';

const CLIENT_STATE_NAME =
  'a name or id of client state, stored as it is to be found by: one that looks like a secret is refused, nothing is written (client-state/state.model.ts nameChecker)';
const CLIENT_STATE_LOOKUP = 'a name of client state that names what to read or steer, never written';

/** Input fields filled with the marker below (type.field), and those that are not stored, with the reason. */
const SENT = new Set<string>();
const NOT_STORED: Record<string, string> = {
  'SessionFilter.search': 'a query filter, never written',
  'TimelineFilter.actors': 'a query filter, never written',
  'TimelineFilter.types': 'a query filter, never written',
  'AttachWorkspaceInput.agentKey': "an agent's identity, stored as it is to be found by it: a key that looks like a secret is refused, nothing is written",
  'ReportAgentCommandInput.agentKey': "compared with the key of the command's agent, never written",
  'SettleAgentCommandInput.agentKey': "compared with the key of the command's agent, never written",
  'AgentCommandErrorInput.code': 'validated as a code in capitals of at most 64 characters: a marker is refused, nothing is written',
  'CreateWorkspaceInput.path': 'a directory must be stored as it is to be used; only folders inside the roots an operator granted are accepted',
  'CustomEventInput.type': 'validated as a lowercase name of at most 64 characters: a marker is refused, nothing is written',
  'RecordEventInput.type': 'validated as a lowercase name of at most 64 characters: a marker is refused, nothing is written',
  'PutSharedContextInput.key': "a document's name, stored as it is to be read back by it: a key that looks like a secret is refused, nothing is written",
  'RewindCodeInput.branchName': 'a branch name is written to the user repository as it is: one that looks like a secret is refused, nothing is written',
  'RewindConversationInput.branchName': 'a branch name is written to the user repository as it is: one that looks like a secret is refused, nothing is written',
  'RewindCodeInput.gitCommit': 'validated as 7 to 40 hex digits: a marker is refused, nothing is written',
  'ForkWorkspaceInput.path': 'a directory must be stored as it is to be used; only new folders inside the roots an operator granted are accepted',
  'ForkWorkspaceInput.branchName': 'a branch name is written to the user repository as it is: one that looks like a secret is refused, nothing is written',
  'CreateBranchFromCheckpointInput.branchName':
    'a branch name is written to the user repository as it is: one that looks like a secret is refused, nothing is written',
  'DeleteSessionInput.idempotencyKey': 'a key is only ever stored as its sha256 (idempotency.service.ts), as every idempotency key',
  'ForkStateInput.newSessionKey': CLIENT_STATE_NAME,
  'PutStateCheckpointInput.clientId': CLIENT_STATE_NAME,
  'PutStateCheckpointInput.namespace': CLIENT_STATE_NAME,
  'PutStateCheckpointInput.parentClientId': CLIENT_STATE_NAME,
  'PutStateCheckpointInput.partVersions': CLIENT_STATE_NAME,
  'PutStateCheckpointInput.payloadType': CLIENT_STATE_NAME,
  'PutStateCheckpointInput.sessionKey': CLIENT_STATE_NAME,
  'PutStateWritesInput.checkpointId': CLIENT_STATE_NAME,
  'PutStateWritesInput.namespace': CLIENT_STATE_NAME,
  'PutStateWritesInput.sessionKey': CLIENT_STATE_NAME,
  'StatePartInput.name': CLIENT_STATE_NAME,
  'StatePartInput.type': CLIENT_STATE_NAME,
  'StatePartInput.version': CLIENT_STATE_NAME,
  'StateWriteInput.channel': CLIENT_STATE_NAME,
  'StateWriteInput.taskId': CLIENT_STATE_NAME,
  'StateWriteInput.taskPath': CLIENT_STATE_NAME,
  'StateWriteInput.type': CLIENT_STATE_NAME,
  'DeleteSessionInput.sessionKey': CLIENT_STATE_LOOKUP,
  'ForkStateInput.clientId': CLIENT_STATE_LOOKUP,
  'ForkStateInput.namespace': CLIENT_STATE_LOOKUP,
  'ForkStateInput.sessionKey': CLIENT_STATE_LOOKUP,
  'RewindStateInput.namespace': CLIENT_STATE_LOOKUP,
  'RewindStateInput.sessionKey': CLIENT_STATE_LOOKUP,
  'RewindStateInput.toClientId': CLIENT_STATE_LOOKUP,
  'DeleteWorkspaceInput.idempotencyKey': 'a key is only ever stored as its sha256 (idempotency.service.ts), as every idempotency key',
  'CreateBranchFromCheckpointInput.idempotencyKey':
    'needs a git repository (this workspace is none) to succeed; refused below with the branch name, and a key is only ever stored as its sha256',
};

type Json = Record<string, unknown>;

async function call(query: string, variables: Json, fields: string[]): Promise<Json> {
  for (const field of fields) SENT.add(field);
  const { body } = await alice.raw(query, variables);
  if (body.errors?.length) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  const [result] = Object.values(body.data as Json) as Json[];
  if (result && typeof result === 'object' && 'code' in result) throw new Error(`${query}: ${JSON.stringify(result)}`);
  return result as Json;
}

const secretJson = { note: `token ${MARKER}`, password: PLAIN_SECRET, nested: [{ apiKey: PLAIN_SECRET, text: MARKER }] };

async function everyStringAndJsonInputField(): Promise<string[]> {
  const schema = buildSchema(await readFile(new URL('../schema.graphql', import.meta.url), 'utf8'));
  const fields: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (isScalarType(named) && (named.name === 'String' || named.name === 'JSON')) fields.push(`${type.name}.${field.name}`);
    }
  }
  return fields.sort();
}

async function databaseText(): Promise<string> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(app.db);
  const parts = await Promise.all(
    tables.rows.map(async ({ name }) =>
      (await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(app.db)).rows.map((r) => r.row).join('\n'),
    ),
  );
  return parts.join('\n');
}

describe('stored secrets', () => {
  it('are redacted in every String and JSON input field of the schema before they are stored', async () => {
    const dir = await realpath(await tempDir());
    const ws = await call(
      `mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { ... on CreateWorkspacePayload { workspace { id } } ... on Error { code message } } }`,
      { i: { path: dir, name: `ws ${MARKER}`, idempotencyKey: `ws-${MARKER}` } },
      ['CreateWorkspaceInput.name', 'CreateWorkspaceInput.idempotencyKey'],
    );
    const workspaceId = (ws.workspace as Json).id;
    const created = await call(
      `mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id tasks { nodes { id steps { nodes { id } } } } conversations { nodes { id } } } } ... on Error { code message } } }`,
      {
        i: {
          workspaceId,
          objective: `ship it with ${MARKER}`,
          metadata: secretJson,
          idempotencyKey: `session-${MARKER}`,
          config: { provider: `p ${MARKER}`, model: `m ${MARKER}`, extras: secretJson },
          plan: {
            phases: [
              {
                key: `phase-${MARKER}`,
                name: `phase ${MARKER}`,
                description: `about ${MARKER}`,
                tasks: [
                  {
                    key: `task-${MARKER}`,
                    title: `task ${MARKER}`,
                    description: `does ${MARKER}`,
                    role: `role ${MARKER}`,
                    agentId: `agent ${MARKER}`,
                    agentSessionRef: `ref ${MARKER}`,
                    steps: [
                      {
                        kind: 'WRITE',
                        title: `step ${MARKER}`,
                        input: secretJson,
                        idempotencyKey: `step-${MARKER}`,
                        writes: [{ path: `notes/${MARKER}.txt`, sha256: MARKER }],
                      },
                      { kind: 'EXEC', title: 'second' },
                    ],
                  },
                  { key: 'later', title: 'later', dependsOn: [`task-${MARKER}`], steps: [{ kind: 'READ', title: 'read' }] },
                ],
              },
            ],
          },
        },
      },
      [
        'CreateSessionInput.objective',
        'CreateSessionInput.metadata',
        'CreateSessionInput.idempotencyKey',
        'SessionConfigInput.provider',
        'SessionConfigInput.model',
        'SessionConfigInput.extras',
        'PhasePlanInput.key',
        'PhasePlanInput.name',
        'PhasePlanInput.description',
        'TaskPlanInput.key',
        'TaskPlanInput.title',
        'TaskPlanInput.description',
        'TaskPlanInput.role',
        'TaskPlanInput.agentId',
        'TaskPlanInput.agentSessionRef',
        'TaskPlanInput.dependsOn',
        'StepPlanInput.title',
        'StepPlanInput.input',
        'StepPlanInput.idempotencyKey',
        'FileWriteInput.path',
        'FileWriteInput.sha256',
      ],
    );
    const session = created.session as Json;
    const sessionId = session.id;
    const [task, later] = (session.tasks as { nodes: Array<{ id: string; steps: { nodes: Array<{ id: string }> } }> }).nodes;
    const [step, second] = task!.steps.nodes;
    const conversationId = (session.conversations as { nodes: Array<{ id: string }> }).nodes[0]!.id;
    const errors = '... on Error { code message }';

    await call(
      `mutation($i: SessionTransitionInput!) { startSession(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, idempotencyKey: `start-${MARKER}` } },
      ['SessionTransitionInput.idempotencyKey'],
    );
    const lease = await call(
      `mutation($i: AcquireLeaseInput!) { acquireLease(input: $i) { ... on LeasePayload { lease { token } } ${errors} } }`,
      { i: { sessionId, holder: `runner ${MARKER}` } },
      ['AcquireLeaseInput.holder'],
    );
    const leaseToken = (lease.lease as Json).token;
    await call(
      `mutation($i: StartTaskInput!) { startTask(input: $i) { __typename ${errors} } }`,
      { i: { taskId: task!.id, leaseToken, idempotencyKey: `start-task-${MARKER}` } },
      ['StartTaskInput.idempotencyKey'],
    );
    await call(
      `mutation($i: StartStepInput!) { startStep(input: $i) { __typename ${errors} } }`,
      { i: { stepId: step!.id, leaseToken, idempotencyKey: `start-step-${MARKER}` } },
      ['StartStepInput.idempotencyKey'],
    );
    await call(
      `mutation($i: CompleteStepInput!) { completeStep(input: $i) { __typename ${errors} } }`,
      { i: { stepId: step!.id, leaseToken, output: secretJson, idempotencyKey: `complete-step-${MARKER}` } },
      ['CompleteStepInput.output', 'CompleteStepInput.idempotencyKey'],
    );
    await call(`mutation($i: StartStepInput!) { startStep(input: $i) { __typename ${errors} } }`, { i: { stepId: second!.id, leaseToken } }, []);
    await call(
      `mutation($i: FailStepInput!) { failStep(input: $i) { __typename ${errors} } }`,
      { i: { stepId: second!.id, leaseToken, exitCode: 1, error: `failed: ${MARKER}`, idempotencyKey: `fail-step-${MARKER}` } },
      ['FailStepInput.error', 'FailStepInput.idempotencyKey'],
    );
    await call(
      `mutation($i: CompleteTaskInput!) { completeTask(input: $i) { __typename ${errors} } }`,
      { i: { taskId: task!.id, leaseToken, output: secretJson, idempotencyKey: `complete-task-${MARKER}` } },
      ['CompleteTaskInput.output', 'CompleteTaskInput.idempotencyKey'],
    );
    await call(`mutation($i: StartTaskInput!) { startTask(input: $i) { __typename ${errors} } }`, { i: { taskId: later!.id, leaseToken } }, []);
    await call(
      `mutation($i: FailTaskInput!) { failTask(input: $i) { __typename ${errors} } }`,
      { i: { taskId: later!.id, leaseToken, exitCode: 2, error: `task failed: ${MARKER}`, idempotencyKey: `fail-task-${MARKER}` } },
      ['FailTaskInput.error', 'FailTaskInput.idempotencyKey'],
    );
    await call(
      `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${errors} } }`,
      {
        i: {
          conversationId,
          leaseToken,
          idempotencyKey: `messages-${MARKER}`,
          messages: [
            { role: 'ASSISTANT', content: `here: ${MARKER}`, toolCalls: [{ id: `call-${MARKER}`, name: `tool-${MARKER}`, input: secretJson }] },
            { role: 'TOOL', toolName: `tool-${MARKER}`, toolInput: secretJson, toolResult: `result ${MARKER}` },
          ],
        },
      },
      [
        'AppendMessagesInput.idempotencyKey',
        'MessageInput.content',
        'MessageInput.toolName',
        'MessageInput.toolInput',
        'MessageInput.toolResult',
        'ToolCallInput.id',
        'ToolCallInput.name',
        'ToolCallInput.input',
      ],
    );
    await call(
      `mutation($i: CreateConversationInput!) { createConversation(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, kind: 'CHAT', title: `chat ${MARKER}`, idempotencyKey: `conversation-${MARKER}` } },
      ['CreateConversationInput.title', 'CreateConversationInput.idempotencyKey'],
    );
    await call(
      `mutation($i: RecordEventInput!) { recordEvent(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, leaseToken, type: 'tests.passed', data: secretJson, idempotencyKey: `event-${MARKER}` } },
      ['RecordEventInput.data', 'RecordEventInput.idempotencyKey'],
    );
    await call(
      `mutation($i: RecordEventsInput!) { recordEvents(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, leaseToken, events: [{ type: 'tests.more', data: secretJson }], idempotencyKey: `events-${MARKER}` } },
      ['CustomEventInput.data', 'RecordEventsInput.idempotencyKey'],
    );
    // The plan's working state (revisions, pauses, todos, shared documents, phase outputs).
    await call(
      `mutation($i: RevisePlanInput!) { revisePlan(input: $i) { __typename ${errors} } }`,
      {
        i: {
          sessionId,
          leaseToken,
          reason: `more work ${MARKER}`,
          idempotencyKey: `revise-${MARKER}`,
          addPhases: [
            { key: `phase2-${MARKER}`, name: `second ${MARKER}`, description: `then ${MARKER}`, tasks: [{ key: `t2-${MARKER}`, title: 't2' }] },
            { key: `phase3-${MARKER}`, name: 'third', tasks: [{ key: `t3-${MARKER}`, title: 't3' }] },
            { key: 'empty', name: 'empty' },
          ],
          addSteps: [{ taskKey: 'later', steps: [{ kind: 'READ', title: 'added' }] }],
        },
      },
      [
        'RevisePlanInput.reason',
        'RevisePlanInput.idempotencyKey',
        'PhaseAdditionInput.key',
        'PhaseAdditionInput.name',
        'PhaseAdditionInput.description',
        'StepAdditionInput.taskKey',
      ],
    );
    await call(
      `mutation($i: RevisePlanInput!) { revisePlan(input: $i) { __typename ${errors} } }`,
      {
        i: {
          sessionId,
          leaseToken,
          addTasks: [{ phaseKey: `phase3-${MARKER}`, tasks: [{ key: `t1b-${MARKER}`, title: 't1b' }] }],
          movePhases: [{ phaseKey: `phase3-${MARKER}`, position: 1 }],
          moveTasks: [{ taskKey: `t2-${MARKER}`, phaseKey: `phase3-${MARKER}`, position: 0 }],
          setDependencies: [{ taskKey: `t2-${MARKER}`, dependsOn: [`t1b-${MARKER}`] }],
          skipTasks: [{ taskKey: `t3-${MARKER}`, reason: `not needed ${MARKER}` }],
          skipPhases: [{ phaseKey: `phase2-${MARKER}`, reason: `empty now ${MARKER}` }],
        },
      },
      [
        'TaskAdditionInput.phaseKey',
        'PhaseMoveInput.phaseKey',
        'TaskMoveInput.taskKey',
        'TaskMoveInput.phaseKey',
        'DependenciesInput.taskKey',
        'DependenciesInput.dependsOn',
        'TaskSkipInput.taskKey',
        'TaskSkipInput.reason',
        'PhaseSkipInput.phaseKey',
        'PhaseSkipInput.reason',
      ],
    );
    const planNow = await alice.raw(`query($id: ID!) { session(id: $id) { ... on Session { phases { nodes { id position name } } } } }`, { id: sessionId });
    const phaseAt = (position: number) =>
      (planNow.body.data as { session: { phases: { nodes: Array<{ id: string; position: number }> } } }).session.phases.nodes.find(
        (p) => p.position === position,
      )!.id;
    await call(
      `mutation($i: PauseTaskInput!) { pauseTask(input: $i) { __typename ${errors} } }`,
      { i: { taskId: later!.id, leaseToken, reason: `hold ${MARKER}`, idempotencyKey: `pause-${MARKER}` } },
      ['PauseTaskInput.reason', 'PauseTaskInput.idempotencyKey'],
    );
    await call(
      `mutation($i: ResumeTaskInput!) { resumeTask(input: $i) { __typename ${errors} } }`,
      { i: { taskId: later!.id, leaseToken, holder: `agent ${MARKER}`, idempotencyKey: `resume-task-${MARKER}` } },
      ['ResumeTaskInput.holder', 'ResumeTaskInput.idempotencyKey'],
    );
    await call(
      `mutation($i: PausePhaseInput!) { pausePhase(input: $i) { __typename ${errors} } }`,
      { i: { phaseId: phaseAt(1), leaseToken, reason: `wait ${MARKER}`, idempotencyKey: `pause-phase-${MARKER}` } },
      ['PausePhaseInput.reason', 'PausePhaseInput.idempotencyKey'],
    );
    await call(
      `mutation($i: ResumePhaseInput!) { resumePhase(input: $i) { __typename ${errors} } }`,
      { i: { phaseId: phaseAt(1), leaseToken, idempotencyKey: `resume-phase-${MARKER}` } },
      ['ResumePhaseInput.idempotencyKey'],
    );
    await call(
      `mutation($i: UpdateTodosInput!) { updateTodos(input: $i) { __typename ${errors} } }`,
      {
        i: {
          sessionId,
          leaseToken,
          idempotencyKey: `todos-${MARKER}`,
          todos: [{ content: `use ${MARKER}`, status: 'PENDING', activeForm: `using ${MARKER}` }],
        },
      },
      ['UpdateTodosInput.idempotencyKey', 'TodoItemInput.content', 'TodoItemInput.activeForm'],
    );
    await call(
      `mutation($i: PutSharedContextInput!) { putSharedContext(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, leaseToken, key: 'notes/design', value: secretJson, expectedVersion: 0, idempotencyKey: `context-${MARKER}` } },
      ['PutSharedContextInput.value', 'PutSharedContextInput.idempotencyKey'],
    );
    const refusedKey = await alice.raw(`mutation($i: PutSharedContextInput!) { putSharedContext(input: $i) { __typename ${errors} } }`, {
      i: { sessionId, leaseToken, key: `notes/${MARKER}`, value: {}, expectedVersion: 0 },
    });
    expect(JSON.stringify(refusedKey.body)).toContain('VALIDATION_FAILED');
    await call(
      `mutation($i: CompletePhaseInput!) { completePhase(input: $i) { __typename ${errors} } }`,
      { i: { phaseId: phaseAt(3), leaseToken, output: secretJson, summary: `done ${MARKER}`, idempotencyKey: `complete-phase-${MARKER}` } },
      ['CompletePhaseInput.output', 'CompletePhaseInput.summary', 'CompletePhaseInput.idempotencyKey'],
    );
    const refusedType = await alice.raw(`mutation($i: RecordEventInput!) { recordEvent(input: $i) { __typename ${errors} } }`, {
      i: { sessionId, leaseToken, type: MARKER },
    });
    expect(JSON.stringify(refusedType.body)).toContain('VALIDATION_FAILED');
    await call(
      `mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, leaseToken, label: `checkpoint ${MARKER}`, includeCode: false, idempotencyKey: `checkpoint-${MARKER}` } },
      ['CreateCheckpointInput.label', 'CreateCheckpointInput.idempotencyKey'],
    );
    // Rewinds: the code back to a checkpoint (idempotency key stored), a conversation cut and its undo.
    const cp = await alice.raw(`query($id: ID!) { session(id: $id) { ... on Session { checkpoints(first: 1) { nodes { id } } } } }`, { id: sessionId });
    const checkpointId = (cp.body.data as { session: { checkpoints: { nodes: Array<{ id: string }> } } }).session.checkpoints.nodes[0]!.id;
    await call(
      `mutation($i: RewindCodeInput!) { rewindCode(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, leaseToken, checkpointId, idempotencyKey: `rewind-${MARKER}` } },
      ['RewindCodeInput.idempotencyKey'],
    );
    const rewound = await call(
      `mutation($i: RewindConversationInput!) { rewindConversation(input: $i) { ... on RewindPayload { rewind { id } } ${errors} } }`,
      { i: { conversationId, leaseToken, byMessageCount: 1, idempotencyKey: `rewind-conversation-${MARKER}` } },
      ['RewindConversationInput.idempotencyKey'],
    );
    await call(
      `mutation($i: UndoRewindInput!) { undoRewind(input: $i) { __typename ${errors} } }`,
      { i: { rewindId: (rewound.rewind as Json).id, leaseToken, idempotencyKey: `undo-${MARKER}` } },
      ['UndoRewindInput.idempotencyKey'],
    );
    // A compaction: its summary is a message like any other (redacted), and so is its idempotency key.
    const shown = await alice.raw(`query($id: ID!) { node(id: $id) { ... on Conversation { messages(last: 1) { nodes { id } } } } }`, { id: conversationId });
    const lastId = (shown.body.data as { node: { messages: { nodes: Array<{ id: string }> } } }).node.messages.nodes[0]!.id;
    await call(
      `mutation($i: CompactConversationInput!) { compactConversation(input: $i) { __typename ${errors} } }`,
      { i: { conversationId, leaseToken, upToMessageId: lastId, summary: `so far: ${MARKER}`, idempotencyKey: `compact-${MARKER}` } },
      ['CompactConversationInput.summary', 'CompactConversationInput.idempotencyKey'],
    );
    // A fork: its objective is stored (redacted), and so is its idempotency key.
    await call(
      `mutation($i: ForkSessionInput!) { forkSession(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, fromTime: new Date().toISOString(), objective: `fork ${MARKER}`, idempotencyKey: `fork-${MARKER}` } },
      ['ForkSessionInput.objective', 'ForkSessionInput.idempotencyKey'],
    );
    for (const refused of [
      { field: 'rewindCode', type: 'RewindCodeInput', i: { sessionId, leaseToken, checkpointId, preserve: 'BRANCH', branchName: `b-${MARKER}` } },
      { field: 'rewindCode', type: 'RewindCodeInput', i: { sessionId, leaseToken, gitCommit: MARKER } },
      {
        field: 'rewindConversation',
        type: 'RewindConversationInput',
        i: { conversationId, leaseToken, byMessageCount: 1, rewindCode: true, preserve: 'BRANCH', branchName: `b-${MARKER}` },
      },
      {
        field: 'createBranchFromCheckpoint',
        type: 'CreateBranchFromCheckpointInput',
        i: { checkpointId, branchName: `b-${MARKER}`, idempotencyKey: `branch-${MARKER}` },
      },
    ]) {
      const answer = await alice.raw(`mutation($i: ${refused.type}!) { ${refused.field}(input: $i) { __typename ${errors} } }`, { i: refused.i });
      expect(JSON.stringify(answer.body)).toContain('VALIDATION_FAILED');
    }
    const approval = await call(
      `mutation($i: RequestApprovalInput!) { requestApproval(input: $i) { ... on RequestApprovalPayload { approval { id } } ${errors} } }`,
      { i: { sessionId, leaseToken, title: `deploy ${MARKER}`, details: secretJson, idempotencyKey: `approval-${MARKER}` } },
      ['RequestApprovalInput.title', 'RequestApprovalInput.details', 'RequestApprovalInput.idempotencyKey'],
    );
    await call(
      `mutation($i: DecideApprovalInput!) { decideApproval(input: $i) { __typename ${errors} } }`,
      { i: { approvalId: (approval.approval as Json).id, decision: 'APPROVE', note: `ok ${MARKER}` } },
      ['DecideApprovalInput.note'],
    );
    await call(`mutation($i: ForceUnlockInput!) { forceUnlock(input: $i) { __typename ${errors} } }`, { i: { sessionId, reason: `stuck ${MARKER}` } }, [
      'ForceUnlockInput.reason',
    ]);
    await call(
      `mutation($i: ResumeSessionInput!) { resumeSession(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, holder: `resumer ${MARKER}`, idempotencyKey: `resume-${MARKER}` } },
      ['ResumeSessionInput.holder', 'ResumeSessionInput.idempotencyKey'],
    );
    await call(
      `mutation($i: SessionTransitionInput!) { failSession(input: $i) { __typename ${errors} } }`,
      { i: { sessionId, reason: `gave up: ${MARKER}` } },
      ['SessionTransitionInput.reason'],
    );
    await call(`mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { __typename ${errors} } }`, { i: { name: `ci ${MARKER}` } }, [
      'CreateApiTokenInput.name',
    ]);

    // A batch of writes (recordWork), naming tasks and steps by keys that hold the marker (looked up as stored: redacted).
    const batched = await call(
      `mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } ${errors} } }`,
      {
        i: {
          workspaceId,
          objective: 'batched',
          checkpointPolicy: { afterStep: false, afterTask: false, phaseBoundary: false, planChange: false, onError: false },
          plan: {
            phases: [
              {
                name: 'p',
                tasks: [
                  { key: `bt-${MARKER}`, title: 'bt' },
                  { key: `bu-${MARKER}`, title: 'bu' },
                ],
              },
            ],
          },
        },
      },
      [],
    );
    const batchSession = (batched.session as Json).id;
    await call(`mutation($i: SessionTransitionInput!) { startSession(input: $i) { __typename ${errors} } }`, { i: { sessionId: batchSession } }, []);
    await call(
      `mutation($i: RecordWorkInput!) { recordWork(input: $i) { __typename ${errors} ... on WorkWriteRefusedError { index errorMessage } } }`,
      {
        i: {
          sessionId: batchSession,
          idempotencyKey: `work-${MARKER}`,
          writes: [
            { startTask: { taskKey: `bt-${MARKER}` } },
            {
              revisePlan: {
                reason: `tools ${MARKER}`,
                addSteps: [
                  {
                    taskKey: `bt-${MARKER}`,
                    steps: [
                      { kind: 'EXEC', title: 's1', idempotencyKey: `s1-${MARKER}` },
                      { kind: 'EXEC', title: 's2', idempotencyKey: `s2-${MARKER}` },
                    ],
                  },
                ],
              },
            },
            { startStep: { stepKey: `s1-${MARKER}` } },
            { completeStep: { stepKey: `s1-${MARKER}`, output: secretJson } },
            { startStep: { stepKey: `s2-${MARKER}` } },
            { failStep: { stepKey: `s2-${MARKER}`, exitCode: 1, error: `broke: ${MARKER}` } },
            { completeTask: { taskKey: `bt-${MARKER}`, output: secretJson } },
            { startTask: { taskKey: `bu-${MARKER}` } },
            { failTask: { taskKey: `bu-${MARKER}`, exitCode: 2, error: `gave up: ${MARKER}` } },
            { updateTodos: { taskKey: `bu-${MARKER}`, todos: [{ content: 'retry', status: 'PENDING' }] } },
            { checkpoint: { label: `after ${MARKER}`, stepKey: `s1-${MARKER}` } },
          ],
        },
      },
      [
        'RecordWorkInput.idempotencyKey',
        'PlanRevisionInput.reason',
        'WorkStartTaskInput.taskKey',
        'WorkStartStepInput.stepKey',
        'WorkCompleteStepInput.stepKey',
        'WorkCompleteStepInput.output',
        'WorkFailStepInput.stepKey',
        'WorkFailStepInput.error',
        'WorkCompleteTaskInput.taskKey',
        'WorkCompleteTaskInput.output',
        'WorkFailTaskInput.taskKey',
        'WorkFailTaskInput.error',
        'WorkTodosInput.taskKey',
        'WorkCheckpointInput.label',
        'WorkCheckpointInput.stepKey',
      ],
    );

    // A workspace agent: its folder (for people), and what it reports of a command (a ping, answered by hand here).
    const attached = await call(
      `mutation($i: AttachWorkspaceInput!) { attachWorkspace(input: $i) { ... on AttachWorkspacePayload { workspace { id } agent { id } } ${errors} } }`,
      { i: { agentKey: 'agent-redaction', host: `host-${MARKER}`, path: `/home/${MARKER}/app`, name: `app ${MARKER}` } },
      ['AttachWorkspaceInput.host', 'AttachWorkspaceInput.path', 'AttachWorkspaceInput.name'],
    );
    const agentWorkspace = (attached.workspace as Json).id as string;
    const [agentRow] = await app.db.selectFrom('agents').select('id').where('key', '=', 'agent-redaction').execute();
    await app.db.insertInto('agent_links').values({ agent_id: agentRow!.id, instance: 'redaction-test' }).execute(); // as if its feed were open
    for (const outcome of [{ result: secretJson }, { error: { code: 'AGENT_ERROR', message: `failed: ${MARKER}`, paths: [`src/${MARKER}.ts`] } }]) {
      const ping = alice.raw(`mutation($i: PingAgentInput!) { pingAgent(input: $i) { __typename } }`, {
        i: { workspaceId: agentWorkspace, timeoutMs: 20_000 },
      });
      let command: { id: string } | undefined;
      for (let i = 0; i < 400 && !command; i++) {
        command = await app.db.selectFrom('agent_commands').select('id').where('agent_id', '=', agentRow!.id).where('state', '=', 'PENDING').executeTakeFirst();
        if (!command) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await call(
        `mutation($i: ReportAgentCommandInput!) { reportAgentCommand(input: $i) { ... on ReportAgentCommandPayload { accepted } ${errors} } }`,
        { i: { commandId: Buffer.from(`AgentCommand:${command!.id}`).toString('base64'), agentKey: 'agent-redaction', ...outcome } },
        ['ReportAgentCommandInput.result', 'AgentCommandErrorInput.message', 'AgentCommandErrorInput.paths'],
      );
      await ping;
    }

    // An import: an export carrying secrets where clients write (one a hand edited, or a server without these patterns
    // wrote) is redacted on the way in, as every write is.
    const leak = (value: unknown) => (typeof value === 'string' ? `${value} ${MARKER}` : value);
    const LEAKY: Record<string, string[]> = {
      session: ['objective', 'failureReason'],
      task: ['title', 'agentSessionRef'],
      step: ['title', 'idempotencyKey'],
      conversation: ['title'],
      event: ['actor'],
      message: ['content', 'toolResult', 'toolName'],
      checkpoint: ['label', 'gitNote', 'gitRef'],
      approval: ['title', 'decisionNote'],
      rewind: ['actor'],
      document: ['updatedBy'],
    };
    const exported = await exportOf(app, alice, sessionId as string);
    const leaky = exported.records.map((record) => {
      const fields = LEAKY[record.type] ?? [];
      const changed = Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fields.includes(key) ? leak(value) : value]));
      if (record.type === 'event' || record.type === 'document')
        Object.assign(changed, record.type === 'event' ? { data: { ...record.data, note: MARKER } } : { value: secretJson });
      if (record.type === 'checkpoint')
        changed.filesChanged = [{ path: `src/${MARKER}.ts`, previousPath: null, action: 'ADDED', additions: 1, deletions: 0, binary: false }];
      return changed;
    });
    expect(leaky.filter((record) => JSON.stringify(record).includes(MARKER)).length).toBeGreaterThan(10);
    await call(
      `mutation($i: ImportSessionInput!) { importSession(input: $i) { ... on ImportSessionPayload { session { id } } ${errors} } }`,
      { i: { workspaceId, export: seal(leaky), idempotencyKey: `import-${MARKER}` } },
      ['ImportSessionInput.export', 'ImportSessionInput.idempotencyKey'],
    );

    // A client's own state: kept verbatim, so sealed at rest (the marker is in no table in the clear); what people
    // read (the summary, the metadata's copy) is redacted; its names and ids are refused when they look like a secret.
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    await call(
      `mutation($i: PutStateCheckpointInput!) { putStateCheckpoint(input: $i) { ... on PutStatePayload { clientId } ${errors} } }`,
      {
        i: {
          sessionKey: 'redaction-thread',
          clientId: '0001',
          payloadType: 'json',
          payload: b64(`{"token":"${MARKER}"}`),
          partVersions: { notes: '1' },
          parts: [{ name: 'notes', version: '1', type: 'json', data: b64(JSON.stringify({ note: MARKER, password: PLAIN_SECRET })) }],
          metadata: secretJson,
          summary: `asked for ${MARKER}`,
          writes: [{ taskId: 't', index: 0, channel: 'notes', type: 'json', data: b64(`"${MARKER}"`) }],
        },
      },
      ['PutStateCheckpointInput.payload', 'PutStateCheckpointInput.metadata', 'PutStateCheckpointInput.summary', 'StatePartInput.data', 'StateWriteInput.data'],
    );
    const named = await alice.raw(`mutation($i: PutStateCheckpointInput!) { putStateCheckpoint(input: $i) { __typename ${errors} } }`, {
      i: { sessionKey: `thread-${MARKER}`, clientId: '0001', payloadType: 'json', payload: b64('{}') },
    });
    expect((named.body.data as Json).putStateCheckpoint).toMatchObject({ code: 'VALIDATION_FAILED' });

    const everything = await databaseText();
    expect(everything.length).toBeGreaterThan(10_000);
    expect(everything).toContain(`***${MARKER.slice(-4)}`); // the marker was stored, redacted
    expect(everything).not.toContain(MARKER_CORE);
    expect(everything).not.toContain(PLAIN_SECRET);

    const uncovered = (await everyStringAndJsonInputField()).filter((field) => !SENT.has(field) && !(field in NOT_STORED));
    expect(uncovered).toEqual([]);
  });
});
