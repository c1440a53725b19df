// What `npm run demo` seeds, through the public API as any client would: a realistic session part-way through its
// plan, with a conversation, checkpoints over a real git workspace, an approval waiting, a rewind, a compaction and
// a fork. On the client only (the architecture test keeps it so): whichever server it talks to, in-process or not.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SavepointClient } from '../../client/client.ts';
import {
  AppendMessagesDocument,
  CompactConversationDocument,
  CompleteStepDocument,
  CompleteTaskDocument,
  ConversationMessagesDocument,
  CreateCheckpointDocument,
  CreateSessionDocument,
  CreateWorkspaceDocument,
  ForkSessionDocument,
  type MessageInput,
  PauseTaskDocument,
  PutSharedContextDocument,
  RecordEventDocument,
  RequestApprovalDocument,
  RevisePlanDocument,
  RewindConversationDocument,
  StartSessionDocument,
  StartStepDocument,
  StartTaskDocument,
  UpdateTodosDocument,
  ViewerDocument,
} from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import type { Seeded } from './guide.ts';
import { demoWorkspace } from './workspace.ts';

/** Seeds the demo session through `client`; answers what the guide names. Any error result throws (narrow). */
export async function seedDemo(client: SavepointClient): Promise<Omit<Seeded, 'base'>> {
  const { viewer } = await client.request(ViewerDocument, {});
  const dir = await demoWorkspace(viewer.workspaceRoots);
  const { createWorkspace } = await client.request(CreateWorkspaceDocument, { input: { path: dir, name: 'demo-api' } });
  const workspaceId = narrow(createWorkspace, 'CreateWorkspacePayload').workspace.id;

  const { createSession } = await client.request(CreateSessionDocument, {
    input: {
      workspaceId,
      objective: 'Add rate limiting to the public API',
      strategy: 'ADAPTIVE',
      config: { provider: 'anthropic', model: 'claude-sonnet-4', temperature: 0.2, maxTokens: 8192, extras: { tools: ['fs', 'shell'] } },
      metadata: { ticket: 'API-142', requestedBy: 'sam' },
      // A TASK checkpoint when an agent completes, and the session completes itself when its last task does.
      checkpointPolicy: { afterTask: true },
      autoComplete: true,
      plan: {
        phases: [
          {
            name: 'Analyse',
            tasks: [
              {
                key: 'survey',
                title: 'Survey the request path',
                role: 'architect',
                agentId: 'agent_architect_1',
                steps: [
                  { kind: 'READ', title: 'Read src/server.ts', input: { path: 'src/server.ts' } },
                  { kind: 'READ', title: 'Read README.md', input: { path: 'README.md' } },
                ],
              },
            ],
          },
          {
            name: 'Implement',
            tasks: [
              {
                key: 'limiter',
                title: 'Write the token-bucket limiter',
                role: 'engineer',
                agentId: 'agent_engineer_1',
                agentSessionRef: 'claude-resume-7f3a',
                dependsOn: ['survey'],
                steps: [
                  { kind: 'WRITE', title: 'Create src/limiter.ts', input: { path: 'src/limiter.ts' } },
                  { kind: 'EXEC', title: 'Run unit tests', input: { command: 'npm test' }, reversible: false },
                ],
              },
              {
                key: 'wire',
                title: 'Wire the limiter into the server',
                role: 'engineer',
                agentId: 'agent_engineer_2',
                dependsOn: ['survey'],
                steps: [{ kind: 'WRITE', title: 'Edit src/server.ts', input: { path: 'src/server.ts' } }],
              },
            ],
          },
          {
            key: 'review',
            name: 'Review',
            tasks: [
              {
                key: 'review',
                title: 'Review and approve the change',
                role: 'reviewer',
                dependsOn: ['limiter', 'wire'],
                steps: [{ kind: 'READ', title: 'Read the diff' }],
              },
            ],
          },
        ],
      },
    },
  });
  const session = narrow(createSession, 'CreateSessionPayload').session;
  const task = Object.fromEntries(session.tasks!.nodes.map((t) => [t.key, t]));
  const [survey, limiter, wire] = [task.survey!, task.limiter!, task.wire!];
  const supervisor = session.conversations!.nodes[0]!.id;
  narrow((await client.request(StartSessionDocument, { input: { sessionId: session.id } })).startSession, 'SessionStatePayload');

  const say = async (messages: MessageInput[]) =>
    narrow((await client.request(AppendMessagesDocument, { input: { conversationId: supervisor, messages } })).appendMessages, 'AppendMessagesPayload');
  const startTask = async (taskId: string) => narrow((await client.request(StartTaskDocument, { input: { taskId } })).startTask, 'TaskPayload');
  const startStep = async (stepId: string) => narrow((await client.request(StartStepDocument, { input: { stepId } })).startStep, 'StepPayload');
  const completeStep = async (stepId: string, output: unknown) =>
    narrow((await client.request(CompleteStepDocument, { input: { stepId, output } })).completeStep, 'StepPayload');

  await say([
    { role: 'SYSTEM', content: 'You supervise a team of coding agents. Plan, delegate, verify.', tokenCount: 14 },
    { role: 'USER', content: 'Add rate limiting to the public API: 100 requests per minute per key.', tokenCount: 17 },
    {
      role: 'ASSISTANT',
      content: 'I will survey the request path first.',
      toolCalls: [{ id: 'call_1', name: 'read_file', input: { path: 'src/server.ts' } }],
      tokenCount: 42,
      costUsd: 0.00063,
    },
    { role: 'TOOL', toolName: 'read_file', toolInput: { path: 'src/server.ts' }, toolResult: 'export function handle(path: string) { ... }', tokenCount: 25 },
    { role: 'ASSISTANT', content: 'Single entry point: handle(). A token bucket in front of it is enough.', tokenCount: 31, costUsd: 0.00047 },
  ]);

  // Phase 1 done: the survey task and both of its steps.
  await startTask(survey.id);
  for (const step of survey.steps!.nodes) {
    await startStep(step.id);
    await completeStep(step.id, { bytes: 120 });
  }
  const output = { summary: 'One entry point; add middleware.' };
  narrow((await client.request(CompleteTaskDocument, { input: { taskId: survey.id, output } })).completeTask, 'TaskPayload');

  // Phase 2 under way: the limiter is written, its tests are running; the wiring task waits.
  await startTask(limiter.id);
  const [write, runTests] = limiter.steps!.nodes;
  await startStep(write!.id);
  // The agent's edit: the automatic STEP checkpoint after this step snapshots it (see its diff).
  await writeFile(
    path.join(dir, 'src', 'limiter.ts'),
    'const buckets = new Map<string, { tokens: number; at: number }>();\n\nexport function allow(key: string, perMinute = 100): boolean {\n' +
      '  const now = Date.now();\n  const bucket = buckets.get(key) ?? { tokens: perMinute, at: now };\n' +
      '  bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);\n' +
      '  bucket.at = now;\n  if (bucket.tokens < 1) return false;\n  bucket.tokens -= 1;\n  buckets.set(key, bucket);\n  return true;\n}\n',
  );
  await completeStep(write!.id, { path: 'src/limiter.ts', lines: 12 });
  const label = 'limiter written, tests running';
  const { createCheckpoint } = await client.request(CreateCheckpointDocument, { input: { sessionId: session.id, label } });
  const checkpointId = narrow(createCheckpoint, 'CreateCheckpointPayload').checkpoint.id;
  await startStep(runTests!.id);
  const testsStarted = { sessionId: session.id, type: 'tests.started', data: { command: 'npm test' } };
  narrow((await client.request(RecordEventDocument, { input: testsStarted })).recordEvent, 'RecordEventPayload');
  const { requestApproval } = await client.request(RequestApprovalDocument, {
    input: {
      sessionId: session.id,
      taskId: wire.id,
      title: 'Change the public request path in src/server.ts',
      details: { risk: 'medium', files: ['src/server.ts'] },
    },
  });
  const approvalId = narrow(requestApproval, 'RequestApprovalPayload').approval.id;

  // The plan evolves while it runs: the reviewer asks for docs (a revision, which takes a PLAN checkpoint), the
  // wiring agent is paused until the approval is decided, the engineer keeps its todo list, and the agents share notes.
  const revision = {
    sessionId: session.id,
    reason: 'The reviewer asked for the limit to be documented',
    addTasks: [{ phaseKey: 'review', position: 0, tasks: [{ key: 'docs', title: 'Document the rate limit', role: 'writer', dependsOn: ['limiter'] }] }],
  };
  narrow((await client.request(RevisePlanDocument, { input: revision })).revisePlan, 'RevisePlanPayload');
  const pause = { taskId: wire.id, reason: 'Waiting for the approval of the request-path change' };
  narrow((await client.request(PauseTaskDocument, { input: pause })).pauseTask, 'PauseTaskPayload');
  const todos = {
    sessionId: session.id,
    taskId: limiter.id,
    todos: [
      { content: 'Write the token bucket', status: 'COMPLETED' as const, activeForm: 'Writing the token bucket' },
      { content: 'Run the unit tests', status: 'IN_PROGRESS' as const, activeForm: 'Running the unit tests' },
      { content: 'Hand over to the wiring task', status: 'PENDING' as const, activeForm: 'Handing over to the wiring task' },
    ],
  };
  narrow((await client.request(UpdateTodosDocument, { input: todos })).updateTodos, 'UpdateTodosPayload');
  const note = { sessionId: session.id, key: 'design/limits', value: { perMinute: 100, keyedBy: 'API key', algorithm: 'token bucket' }, expectedVersion: 0 };
  narrow((await client.request(PutSharedContextDocument, { input: note })).putSharedContext, 'PutSharedContextPayload');

  // A wrong turn in the supervisor's conversation, rewound: the message is set aside (kept), a Rewind records it.
  await say([{ role: 'ASSISTANT', content: 'Maybe rewrite the whole server in another language first?', tokenCount: 12 }]);
  const rewind = { conversationId: supervisor, byMessageCount: 1 };
  narrow((await client.request(RewindConversationDocument, { input: rewind })).rewindConversation, 'RewindPayload');
  // The survey, compacted: the messages up to the tool result stand behind one summary (kept, undoable).
  const shown = narrow((await client.request(ConversationMessagesDocument, { id: supervisor, first: 10 })).node, 'Conversation');
  const toolResult = shown.messages!.nodes.find((m) => m.role === 'TOOL')!;
  const { compactConversation } = await client.request(CompactConversationDocument, {
    input: {
      conversationId: supervisor,
      upToMessageId: toolResult.id,
      summary: 'The user wants 100 requests per minute per API key. Surveyed src/server.ts: one entry point, handle().',
      tokenCount: 24,
    },
  });
  const compactionId = narrow(compactConversation, 'CompactConversationPayload').rewind!.id;

  // Another line of work from the manual checkpoint: a fork that tries a sliding window, in the same folder (its
  // conversation names the supervisor's messages up to the checkpoint; nothing is copied).
  const fork = { sessionId: session.id, fromCheckpointId: checkpointId, objective: 'Rate limiting with a sliding window instead' };
  const forkId = narrow((await client.request(ForkSessionDocument, { input: fork })).forkSession, 'ForkSessionPayload').session.id;

  return { sessionId: session.id, forkId, wireTaskId: wire.id, approvalId, checkpointId, compactionId, dir };
}
