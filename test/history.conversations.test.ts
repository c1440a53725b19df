// Conversation views: a task's conversation history and the supervisor's, with every option (tool calls, tool
// results, limit), totals of tokens and cost, a fork's inherited messages marked, and the supervisor's tasks.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, workspaceFor } from './helpers/fixtures.ts';
import { caller, postAs } from './helpers/mixed-session.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
const call = caller(postAs(app, alice.token));

const TaskHistory = graphql(`
  query TaskHistory($id: ID!, $calls: Boolean, $results: Boolean, $limit: Int) {
    node(id: $id) {
      ... on Task {
        conversationHistory(includeToolCalls: $calls, includeToolResults: $results, limit: $limit) {
          task { id key }
          conversation { id }
          messages { inherited message { seq role content toolCalls { name } toolInput toolResult } }
          messageCount
          truncated
          totalTokens
          totalCostUsd
          lastActivityAt
        }
      }
    }
  }
`);

const SupervisorHistory = graphql(`
  query SupervisorHistory($id: ID!, $calls: Boolean, $results: Boolean, $limit: Int) {
    session(id: $id) {
      __typename
      ... on Session {
        supervisorHistory(includeToolCalls: $calls, includeToolResults: $results, limit: $limit) {
          session { id }
          conversation { id kind }
          messages { inherited message { content role toolCalls { name } } }
          messageCount
          truncated
          totalTokens
          totalCostUsd
          currentPhase { name }
          spawnedTasks { id key state }
          pendingTaskIds
        }
      }
      ... on Error { code message }
    }
  }
`);

const turn = (n: number) => [
  { role: 'USER', content: `ask ${n}`, tokenCount: 5 },
  { role: 'ASSISTANT', content: `reading ${n}`, toolCalls: [{ id: `c${n}`, name: 'read_file', input: { path: 'a.ts' } }], tokenCount: 20, costUsd: 0.01 },
  { role: 'TOOL', toolName: 'read_file', toolInput: { path: 'a.ts' }, toolResult: 'export {}', tokenCount: 30 },
  { role: 'ASSISTANT', content: `done ${n}`, tokenCount: 10, costUsd: 0.02 },
];

const SESSION = '... on CreateSessionPayload { session { id conversations { nodes { id } } phases { nodes { tasks { nodes { id key } } } } } }';
const created = (await call('createSession', { workspaceId: await workspaceFor(alice), objective: 'views', plan: samplePlan }, SESSION)).session;
const sessionId: string = created.id;
const supervisor: string = created.conversations.nodes[0].id;
const tasks = Object.fromEntries(created.phases.nodes.flatMap((p: any) => p.tasks.nodes.map((t: any) => [t.key, t.id]))) as Record<string, string>;
const agent = (
  await call(
    'createConversation',
    { sessionId, kind: 'TASK', taskId: tasks.api, title: 'api agent' },
    '... on CreateConversationPayload { conversation { id } }',
  )
).conversation.id as string;
await call('appendMessages', { conversationId: agent, messages: [...turn(1), ...turn(2)] });
await call('appendMessages', { conversationId: supervisor, messages: turn(0) });

async function taskHistory(id: string, options: { calls?: boolean; results?: boolean; limit?: number } = {}) {
  const { node } = await alice.gql(TaskHistory, { id, ...options });
  if (!node || !('conversationHistory' in node) || !node.conversationHistory) throw new Error(`no history: ${JSON.stringify(node)}`);
  return node.conversationHistory;
}

describe("a task's conversation history", () => {
  it('holds every message of its agent, with tool calls and results, and totals of tokens and cost', async () => {
    const view = await taskHistory(tasks.api!);
    expect(view.task).toEqual({ id: tasks.api, key: 'api' });
    expect(view.conversation!.id).toBe(agent);
    expect(view.messages.map((m) => [m.message.seq, m.message.role, m.inherited])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seq) => [seq, ['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT'][(seq - 1) % 4], false]),
    );
    expect(view.messages[1]!.message.toolCalls).toEqual([{ name: 'read_file' }]);
    expect(view.messages[2]!.message).toMatchObject({ toolInput: { path: 'a.ts' }, toolResult: 'export {}' });
    expect(view).toMatchObject({ messageCount: 8, truncated: false, totalTokens: 130, totalCostUsd: 0.06 });
    expect(view.lastActivityAt).toBeTruthy();
  });

  it('leaves tool calls out, tool results out, and shows the latest `limit`, without changing the totals', async () => {
    const noCalls = await taskHistory(tasks.api!, { calls: false });
    expect(noCalls.messages[1]!.message.toolCalls).toBeNull();
    expect(noCalls.messages[2]!.message).toMatchObject({ toolInput: null, toolResult: 'export {}' });
    const noResults = await taskHistory(tasks.api!, { results: false });
    expect(noResults.messages.map((m) => m.message.role)).not.toContain('TOOL');
    expect(noResults).toMatchObject({ messageCount: 6, totalTokens: 130 });
    const latest = await taskHistory(tasks.api!, { limit: 3 });
    expect(latest.messages.map((m) => m.message.seq)).toEqual([6, 7, 8]);
    expect(latest).toMatchObject({ messageCount: 8, truncated: true, totalTokens: 130 });
  });

  it('is empty for a task without a conversation', async () => {
    expect(await taskHistory(tasks.ui!)).toMatchObject({ conversation: null, messages: [], messageCount: 0, totalTokens: 0, totalCostUsd: 0 });
  });

  it('refuses a limit outside 1 to 500, saying what to do', async () => {
    for (const limit of [0, 501]) {
      const { body } = await alice.raw(TaskHistory, { id: tasks.api!, limit });
      expect(body.data!.node).toEqual({ conversationHistory: null });
      expect(body.errors![0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
      expect(body.errors![0]!.message).toMatch(/must be 1 to 500/);
    }
  });

  it('is not readable by another owner', async () => {
    expect((await bob.gql(TaskHistory, { id: tasks.api! })).node).toBeNull();
    expect((await bob.gql(SupervisorHistory, { id: sessionId })).session).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("the supervisor's conversation history", () => {
  it('shows its conversation, the tasks of the plan, those it still waits for, and the phase under way', async () => {
    await call('startSession', { sessionId });
    await call('startTask', { taskId: tasks.read });
    await call('completeTask', { taskId: tasks.read });
    const view = narrow((await alice.gql(SupervisorHistory, { id: sessionId, results: false, calls: false })).session, 'Session').supervisorHistory!;
    expect(view.conversation).toEqual({ id: supervisor, kind: 'SUPERVISOR' });
    expect(view.messages.map((m) => m.message.role)).toEqual(['USER', 'ASSISTANT', 'ASSISTANT']);
    expect(view.messages[1]!.message.toolCalls).toBeNull();
    expect(view).toMatchObject({ messageCount: 3, truncated: false, totalTokens: 65, totalCostUsd: 0.03, currentPhase: { name: 'build' } });
    expect(view.spawnedTasks.map((t) => t.key)).toEqual(['read', 'api', 'ui', 'review']);
    expect(view.pendingTaskIds).toEqual([tasks.api, tasks.ui, tasks.review]);
  });

  it('leaves out what a rewind set aside, from the messages and the totals', async () => {
    const source = (await call('createSession', { workspaceId: await workspaceFor(alice), objective: 'rewound' }, SESSION)).session;
    await call('appendMessages', { conversationId: source.conversations.nodes[0].id, messages: turn(0) });
    await call('rewindConversation', { sessionId: source.id, byMessageCount: 1 });
    const view = narrow((await alice.gql(SupervisorHistory, { id: source.id })).session, 'Session').supervisorHistory!;
    expect(view.messages.map((m) => m.message.content)).toEqual(['ask 0', 'reading 0', '']);
    expect(view).toMatchObject({ messageCount: 3, totalTokens: 55, totalCostUsd: 0.01 });
  });

  it("of a fork: its source's messages first, marked inherited and counted in the totals, then its own", async () => {
    const fork = (
      await call(
        'forkSession',
        { sessionId, fromTime: new Date().toISOString(), workspace: { mode: 'SHARED' } },
        '... on ForkSessionPayload { session { id conversations { nodes { id kind } } tasks { nodes { id key } } } }',
      )
    ).session;
    const forkSupervisor = fork.conversations.nodes.find((c: any) => c.kind === 'SUPERVISOR').id;
    await call('appendMessages', { conversationId: forkSupervisor, messages: [{ role: 'USER', content: 'go on', tokenCount: 1 }] });
    const view = narrow((await alice.gql(SupervisorHistory, { id: fork.id, limit: 3 })).session, 'Session').supervisorHistory!;
    expect(view.messages.map((m) => [m.message.content, m.inherited])).toEqual([
      ['', true],
      ['done 0', true],
      ['go on', false],
    ]);
    expect(view).toMatchObject({ messageCount: 5, truncated: true, totalTokens: 66, totalCostUsd: 0.03 });
    const forkApi = fork.tasks.nodes.find((t: any) => t.key === 'api').id;
    const agentView = await taskHistory(forkApi);
    expect(agentView.messages).toHaveLength(8);
    expect(agentView.messages.every((m) => m.inherited)).toBe(true);
    expect(agentView).toMatchObject({ messageCount: 8, totalTokens: 130 });
  });
});
