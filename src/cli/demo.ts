// `npm run demo`: seeds a realistic session through the public GraphQL API and prints operations to try.
// Talks to a running server (npm start) when there is one; otherwise starts the app in-process on the same database.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { printGuide } from './demo-guide.ts';

type Send = (query: string, variables?: Record<string, unknown>) => Promise<Record<string, any>>;

const config = loadConfig();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);

async function main() {
  const url = `http://${config.host}:${config.port}/graphql`;
  const running = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' }).then(
    () => true,
    () => false,
  );
  if (running) {
    const token = await localToken();
    console.log(`Seeding through the running server at ${url}`);
    await seed(
      sender((body) => fetch(url, body), token),
      url,
    );
    return;
  }
  const app = await createApp(config, logger);
  try {
    await app.bootstrap(); // start() would, once listening; seeding in-process needs no port
    const token = app.bootstrapToken ?? (await localToken());
    console.log('No server is running; seeding in-process (start it with `npm start` to explore).');
    await seed(
      sender(async (body) => app.yoga.fetch('http://localhost/graphql', body), token),
      url,
    );
  } finally {
    await app.stop();
  }
}

async function localToken(): Promise<string> {
  const token = process.env.SAVEPOINT_TOKEN ?? (await readFile(path.join(config.dataDir, 'bootstrap-token'), 'utf8').catch(() => '')).trim();
  if (!token) throw new Error('No API token: set SAVEPOINT_TOKEN to a token of the owner who should own the demo session.');
  return token;
}

function sender(fetcher: (init: RequestInit) => Promise<Response>, token: string): Send {
  return async (query, variables) => {
    const response = await fetcher({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    const data = body.data!;
    const result = Object.values(data)[0];
    if (result && typeof result === 'object' && 'code' in result) throw new Error(`${result.code}: ${result.message}`);
    return data;
  };
}

/**
 * A small git repository the demo agents "work" on, so its checkpoints carry real code snapshots and diffs. It is
 * made inside one of the owner's workspace roots, the OS temp folder when it is one (never the server's data folder).
 */
async function demoWorkspace(send: Send): Promise<string> {
  const { viewer } = await send('{ viewer { workspaceRoots } }');
  const roots = viewer.workspaceRoots as string[];
  const root = roots.find((candidate) => candidate === os.tmpdir()) ?? roots[0]; // the temp folder rather than someone's home
  if (!root) throw new Error('This owner has no workspace roots; grant one with: savepoint owners create <name> --root <dir>');
  const dir = path.join(root, 'savepoint-demo', String(Date.now()));
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(path.join(dir, 'README.md'), '# Demo API\n\nA tiny service the demo agents work on.\n');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: literal source text, not a template
  await writeFile(path.join(dir, 'src', 'server.ts'), 'export function handle(path: string) {\n  return `hello ${path}`;\n}\n');
  await writeFile(path.join(dir, '.gitignore'), 'node_modules/\n');
  const identity = { GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, ...identity } });
  try {
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'initial');
  } catch {
    // no git on this machine: the workspace is a plain folder, which checkpoints handle too
  }
  return dir;
}

const ERR = '... on Error { code message }';

async function seed(send: Send, url: string) {
  const dir = await demoWorkspace(send);
  const { createWorkspace } = await send(
    `mutation($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    { input: { path: dir, name: 'demo-api' } },
  );
  const workspaceId = createWorkspace.workspace.id;

  const { createSession } = await send(
    `mutation($input: CreateSessionInput!) { createSession(input: $input) {
       ... on CreateSessionPayload { session { id conversations { nodes { id } } tasks { nodes { id key steps { nodes { id } } } } } } ${ERR} } }`,
    {
      input: {
        workspaceId,
        objective: 'Add rate limiting to the public API',
        strategy: 'ADAPTIVE',
        config: { provider: 'anthropic', model: 'claude-sonnet-4', temperature: 0.2, maxTokens: 8192, extras: { tools: ['fs', 'shell'] } },
        metadata: { ticket: 'API-142', requestedBy: 'sam' },
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
    },
  );
  const session = createSession.session;
  const task = Object.fromEntries(session.tasks.nodes.map((t: any) => [t.key, t]));
  const supervisor = session.conversations.nodes[0].id;
  const sessionInput = { input: { sessionId: session.id } };
  await send(
    `mutation($input: SessionTransitionInput!) { startSession(input: $input) { ... on SessionStatePayload { session { state } } ${ERR} } }`,
    sessionInput,
  );

  const call = (name: string, inputType: string, input: Record<string, unknown>) =>
    send(`mutation($input: ${inputType}!) { ${name}(input: $input) { __typename ${ERR} } }`, { input });

  await call('appendMessages', 'AppendMessagesInput', {
    conversationId: supervisor,
    messages: [
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
    ],
  });

  // Phase 1 done: the survey task and both of its steps.
  await call('startTask', 'StartTaskInput', { taskId: task.survey.id });
  for (const step of task.survey.steps.nodes) {
    await call('startStep', 'StartStepInput', { stepId: step.id });
    await call('completeStep', 'CompleteStepInput', { stepId: step.id, output: { bytes: 120 } });
  }
  await call('completeTask', 'CompleteTaskInput', { taskId: task.survey.id, output: { summary: 'One entry point; add middleware.' } });

  // Phase 2 under way: the limiter is written, its tests are running; the wiring task waits.
  await call('startTask', 'StartTaskInput', { taskId: task.limiter.id });
  const [write, runTests] = task.limiter.steps.nodes;
  await call('startStep', 'StartStepInput', { stepId: write.id });
  // The agent's edit: the automatic STEP checkpoint after this step snapshots it (see its diff).
  await writeFile(
    path.join(dir, 'src', 'limiter.ts'),
    'const buckets = new Map<string, { tokens: number; at: number }>();\n\nexport function allow(key: string, perMinute = 100): boolean {\n' +
      '  const now = Date.now();\n  const bucket = buckets.get(key) ?? { tokens: perMinute, at: now };\n' +
      '  bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);\n' +
      '  bucket.at = now;\n  if (bucket.tokens < 1) return false;\n  bucket.tokens -= 1;\n  buckets.set(key, bucket);\n  return true;\n}\n',
  );
  await call('completeStep', 'CompleteStepInput', { stepId: write.id, output: { path: 'src/limiter.ts', lines: 12 } });
  const manual = await send(
    `mutation($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ... on CreateCheckpointPayload { checkpoint { id } } ${ERR} } }`,
    { input: { sessionId: session.id, label: 'limiter written, tests running' } },
  );
  await call('startStep', 'StartStepInput', { stepId: runTests.id });
  await call('recordEvent', 'RecordEventInput', { sessionId: session.id, type: 'tests.started', data: { command: 'npm test' } });
  await call('requestApproval', 'RequestApprovalInput', {
    sessionId: session.id,
    taskId: task.wire.id,
    title: 'Change the public request path in src/server.ts',
    details: { risk: 'medium', files: ['src/server.ts'] },
  });

  // The plan evolves while it runs: the reviewer asks for docs (a revision, which takes a PLAN checkpoint), the
  // wiring agent is paused until the approval is decided, the engineer keeps its todo list, and the agents share notes.
  await call('revisePlan', 'RevisePlanInput', {
    sessionId: session.id,
    reason: 'The reviewer asked for the limit to be documented',
    addTasks: [{ phaseKey: 'review', position: 0, tasks: [{ key: 'docs', title: 'Document the rate limit', role: 'writer', dependsOn: ['limiter'] }] }],
  });
  await call('pauseTask', 'PauseTaskInput', { taskId: task.wire.id, reason: 'Waiting for the approval of the request-path change' });
  await call('updateTodos', 'UpdateTodosInput', {
    sessionId: session.id,
    taskId: task.limiter.id,
    todos: [
      { content: 'Write the token bucket', status: 'COMPLETED', activeForm: 'Writing the token bucket' },
      { content: 'Run the unit tests', status: 'IN_PROGRESS', activeForm: 'Running the unit tests' },
      { content: 'Hand over to the wiring task', status: 'PENDING', activeForm: 'Handing over to the wiring task' },
    ],
  });
  await call('putSharedContext', 'PutSharedContextInput', {
    sessionId: session.id,
    key: 'design/limits',
    value: { perMinute: 100, keyedBy: 'API key', algorithm: 'token bucket' },
    expectedVersion: 0,
  });

  // A wrong turn in the supervisor's conversation, rewound: the message is set aside (kept), a Rewind records it.
  await call('appendMessages', 'AppendMessagesInput', {
    conversationId: supervisor,
    messages: [{ role: 'ASSISTANT', content: 'Maybe rewrite the whole server in another language first?', tokenCount: 12 }],
  });
  await call('rewindConversation', 'RewindConversationInput', { conversationId: supervisor, byMessageCount: 1 });
  // The survey, compacted: the messages up to the tool result stand behind one summary (kept, undoable).
  const shown = await send(`query($id: ID!) { node(id: $id) { ... on Conversation { messages(first: 10) { nodes { id role } } } } }`, { id: supervisor });
  const toolResult = shown.node.messages.nodes.find((m: { role: string }) => m.role === 'TOOL');
  await call('compactConversation', 'CompactConversationInput', {
    conversationId: supervisor,
    upToMessageId: toolResult.id,
    summary: 'The user wants 100 requests per minute per API key. Surveyed src/server.ts: one entry point, handle().',
    tokenCount: 24,
  });

  // Another line of work from the manual checkpoint: a fork that tries a sliding window, in the same folder (its
  // conversation names the supervisor's messages up to the checkpoint; nothing is copied).
  const forked = await send(`mutation($input: ForkSessionInput!) { forkSession(input: $input) { ... on ForkSessionPayload { session { id } } ${ERR} } }`, {
    input: { sessionId: session.id, fromCheckpointId: manual.createCheckpoint.checkpoint.id, objective: 'Rate limiting with a sliding window instead' },
  });

  printGuide({ sessionId: session.id, forkId: forked.forkSession.session.id, wireTaskId: task.wire.id, base: url.replace(/\/graphql$/, ''), dir });
}

main().catch((error: unknown) => {
  console.error(`The demo could not seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
