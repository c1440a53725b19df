// What `npm run demo` seeds, through the public API as any runner would: a realistic session part-way through its
// plan, with a conversation, checkpoints over a real git workspace, an approval waiting, a rewind, a compaction and
// a fork; and a LangGraph thread beside it (demo/thread.ts). Recorded on the runner kit (src/runner/: the session, its
// lease, keyed writes), with the client for the verbs a runner does not make (approvals, pauses, notes, rewinds,
// forks, and one batch of reports with a checkpoint in it, as a runner of its own would send it); on those two only (the architecture test keeps it so), whichever server it talks to, in-process or not.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '../../client/client.ts';
import {
  CompactConversationDocument,
  ConversationMessagesDocument,
  CreateWorkspaceDocument,
  ForkSessionDocument,
  PauseTaskDocument,
  PutSharedContextDocument,
  RequestApprovalDocument,
  RewindConversationDocument,
  RunnerRecordWorkDocument,
  ViewerDocument,
} from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { openRun } from '../../runner/runner.ts';
import { DEMO_SESSION } from './demo-session.ts';
import type { Seeded } from './guide.ts';
import { seedThread } from './thread.ts';
import { demoWorkspace } from './workspace.ts';

/** The server the demo seeds through, and where the run keeps its state (the demo's data folder). */
export type DemoConnection = { url: string; token: string; fetch?: (url: string, init: RequestInit) => Promise<Response>; home: string };

/** Seeds the demo session; answers what the guide names. Any error result throws. */
export async function seedDemo(connection: DemoConnection): Promise<Omit<Seeded, 'base'>> {
  const client = createClient(connection);
  const { viewer } = await client.request(ViewerDocument, {});
  const dir = await demoWorkspace(viewer.workspaceRoots);
  const { createWorkspace } = await client.request(CreateWorkspaceDocument, { input: { path: dir, name: 'demo-api' } });
  const workspaceId = narrow(createWorkspace, 'CreateWorkspacePayload').workspace.id;

  // The supervisor's run: it creates and starts the session, holds its lease, and fences and keys every write.
  const run = await openRun({ ...connection, background: false }, { ref: `demo-${randomUUID()}`, session: { workspaceId, ...DEMO_SESSION } });
  const plan = await run.plan();
  const sessionId = plan.id;
  const task = Object.fromEntries(plan.tasks.map((t) => [t.key, t]));
  const [survey, limiter, wire] = [task.survey!, task.limiter!, task.wire!];
  const supervisor = plan.conversation!;
  const fenced = () => ({ leaseToken: run.leaseToken() });

  await run.message([
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
  await run.startTask(survey);
  for (const step of survey.steps) await run.step({ key: step.idempotencyKey }, async () => ({ bytes: 120 }));
  await run.completeTask(survey.key, { summary: 'One entry point; add middleware.' });

  // Phase 2 under way: the limiter is written, its tests are running; the wiring task waits.
  await run.startTask(limiter);
  const [write, runTests] = limiter.steps;
  // The agent's edit: the automatic STEP checkpoint after this step snapshots it (see its diff).
  await run.step({ key: write!.idempotencyKey, kind: 'WRITE' }, async () => {
    await writeFile(
      path.join(dir, 'src', 'limiter.ts'),
      'const buckets = new Map<string, { tokens: number; at: number }>();\n\nexport function allow(key: string, perMinute = 100): boolean {\n' +
        '  const now = Date.now();\n  const bucket = buckets.get(key) ?? { tokens: perMinute, at: now };\n' +
        '  bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);\n' +
        '  bucket.at = now;\n  if (bucket.tokens < 1) return false;\n  bucket.tokens -= 1;\n  buckets.set(key, bucket);\n  return true;\n}\n',
    );
    return { path: 'src/limiter.ts', lines: 12 };
  });
  const { checkpointId } = await run.checkpoint({ label: 'limiter written, tests running' });
  await run.startStep({ key: runTests!.idempotencyKey }); // the tests run on: a step in flight
  // Several reports in one call and one transaction (recordWork): what the supervisor says, its event, and a
  // state-only checkpoint at the running step.
  const started = {
    ...fenced(),
    sessionId,
    writes: [
      {
        appendMessages: {
          conversationId: supervisor,
          messages: [{ role: 'ASSISTANT' as const, content: 'The limiter is written; running the tests.', tokenCount: 9 }],
        },
      },
      { recordEvent: { type: 'tests.started', data: { command: 'npm test' } } },
      { checkpoint: { label: 'tests started', stepKey: runTests!.idempotencyKey } },
    ],
  };
  narrow((await client.request(RunnerRecordWorkDocument, { input: started })).recordWork, 'RecordWorkPayload');
  const { requestApproval } = await client.request(RequestApprovalDocument, {
    input: {
      ...fenced(),
      sessionId,
      taskId: wire.id,
      title: 'Change the public request path in src/server.ts',
      details: { risk: 'medium', files: ['src/server.ts'] },
    },
  });
  const approvalId = narrow(requestApproval, 'RequestApprovalPayload').approval.id;
  // The plan evolves while it runs: the reviewer asks for docs (a revision, which takes a PLAN checkpoint), the
  // wiring agent is paused until the approval is decided, the engineer keeps its todo list, and the agents share notes.
  await run.addTask({ key: 'docs', title: 'Document the rate limit', role: 'writer', dependsOn: ['limiter'] }, { phaseKey: 'review', position: 0 });
  const pause = { ...fenced(), taskId: wire.id, reason: 'Waiting for the approval of the request-path change' };
  narrow((await client.request(PauseTaskDocument, { input: pause })).pauseTask, 'PauseTaskPayload');
  await run.todos(
    [
      { content: 'Write the token bucket', status: 'COMPLETED', activeForm: 'Writing the token bucket' },
      { content: 'Run the unit tests', status: 'IN_PROGRESS', activeForm: 'Running the unit tests' },
      { content: 'Hand over to the wiring task', status: 'PENDING', activeForm: 'Handing over to the wiring task' },
    ],
    { task: limiter.key },
  );
  const value = { perMinute: 100, keyedBy: 'API key', algorithm: 'token bucket' };
  const note = { ...fenced(), sessionId, key: 'design/limits', value, expectedVersion: 0 };
  narrow((await client.request(PutSharedContextDocument, { input: note })).putSharedContext, 'PutSharedContextPayload');

  // A wrong turn in the supervisor's conversation, rewound: the message is set aside (kept), a Rewind records it.
  await run.message({ role: 'ASSISTANT', content: 'Maybe rewrite the whole server in another language first?', tokenCount: 12 });
  const rewind = { ...fenced(), conversationId: supervisor, byMessageCount: 1 };
  narrow((await client.request(RewindConversationDocument, { input: rewind })).rewindConversation, 'RewindPayload');
  // The survey, compacted: the messages up to the tool result stand behind one summary (kept, undoable).
  const shown = narrow((await client.request(ConversationMessagesDocument, { id: supervisor, first: 10 })).node, 'Conversation');
  const toolResult = shown.messages!.nodes.find((m) => m.role === 'TOOL')!;
  const { compactConversation } = await client.request(CompactConversationDocument, {
    input: {
      ...fenced(),
      conversationId: supervisor,
      upToMessageId: toolResult.id,
      summary: 'The user wants 100 requests per minute per API key. Surveyed src/server.ts: one entry point, handle().',
      tokenCount: 24,
    },
  });
  const compactionId = narrow(compactConversation, 'CompactConversationPayload').rewind!.id;

  // Another line of work from the manual checkpoint: a fork that tries a sliding window, in the same folder (its
  // conversation names the supervisor's messages up to the checkpoint; nothing is copied).
  const fork = { sessionId, fromCheckpointId: checkpointId!, objective: 'Rate limiting with a sliding window instead' };
  const forkId = narrow((await client.request(ForkSessionDocument, { input: fork })).forkSession, 'ForkSessionPayload').session.id;

  // The supervisor steps away: its lease goes back, so the operations the guide prints need none.
  await run.release();
  await run.close();
  const thread = await seedThread(client);
  return { sessionId, forkId, wireTaskId: wire.id, approvalId, checkpointId: checkpointId!, compactionId, dir, ...thread };
}
