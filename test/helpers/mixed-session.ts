// A session with thousands of mixed entries, recorded through the API by two actors: runner events, supervisor and
// task-agent messages, task and step changes, an approval, checkpoints (with the code they changed).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getNamedType } from 'graphql';
import { schema } from '../../src/graphql/schema.ts';
import type { Client, TestApp } from './app.ts';
import { tempDir } from './fs.ts';

type Post = (query: string, variables: Record<string, unknown>) => Promise<{ data?: any; errors?: unknown[] }>;

/** A mutation by name, its input type read from the schema; fails unless it answers its payload. */
export function caller(post: Post) {
  return async (field: string, input: Record<string, unknown>, select = ''): Promise<any> => {
    const inputType = getNamedType(schema.getMutationType()!.getFields()[field]!.args[0]!.type).name;
    const body = await post(`mutation ($input: ${inputType}!) { ${field}(input: $input) { __typename ... on Error { code message } ${select} } }`, { input });
    const result = body.data?.[field];
    if (body.errors || !result || 'code' in result) throw new Error(`${field}: ${JSON.stringify(body.errors ?? result)}`);
    return result;
  };
}

export const postAs =
  (app: TestApp, token: string): Post =>
  async (query, variables) =>
    (await app.request(token, query, variables)).body as never;

const PLAN = {
  phases: [
    {
      key: 'build',
      name: 'build',
      tasks: [
        { key: 'api', title: 'api', steps: Array.from({ length: 10 }, (_, i) => ({ kind: 'WRITE', title: `write ${i}` })) },
        { key: 'ui', title: 'ui', steps: Array.from({ length: 10 }, (_, i) => ({ kind: 'READ', title: `read ${i}` })) },
      ],
    },
    { key: 'ship', name: 'ship', tasks: [{ key: 'release', title: 'release', steps: [{ kind: 'EXEC', title: 'tag' }] }] },
  ],
};

const SESSION = 'session { id workspace { id } conversations { nodes { id } } phases { nodes { id tasks { nodes { id key steps { nodes { id } } } } } } }';

/**
 * `rounds` rounds of: 100 runner events (alternately by the owner's token and by "ci-runner"), 100 supervisor
 * messages, 40 messages of the api task's agent, a step of each task, and a checkpoint that changed a file.
 */
export async function recordMixedSession(app: TestApp, owner: Client, rounds: number) {
  const call = caller(postAs(app, owner.token));
  const runner = (await call('createApiToken', { name: 'ci-runner' }, '... on CreateApiTokenPayload { token }')).token as string;
  const asRunner = caller(postAs(app, runner));
  const dir = await tempDir('savepoint-mixed-');
  const workspaceId = (await call('createWorkspace', { path: dir }, '... on CreateWorkspacePayload { workspace { id } }')).workspace.id;
  const policy = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };
  const { session } = await call(
    'createSession',
    { workspaceId, objective: 'mixed', plan: PLAN, checkpointPolicy: policy },
    `... on CreateSessionPayload { ${SESSION} }`,
  );
  const [build, ship] = session.phases.nodes;
  const [api, ui] = build.tasks.nodes;
  const supervisor = session.conversations.nodes[0].id;
  const agent = (
    await call(
      'createConversation',
      { sessionId: session.id, kind: 'TASK', taskId: api.id, title: 'api agent' },
      '... on CreateConversationPayload { conversation { id } }',
    )
  ).conversation.id;
  await call('startSession', { sessionId: session.id });
  await call('startTask', { taskId: api.id });
  await call('startTask', { taskId: ui.id });
  const approval = await call(
    'requestApproval',
    { sessionId: session.id, title: 'ship it?', taskId: api.id },
    '... on RequestApprovalPayload { approval { id } }',
  );
  await call('decideApproval', { approvalId: approval.approval.id, decision: 'APPROVE' });
  for (let round = 0; round < rounds; round++) {
    const events = Array.from({ length: 50 }, (_, i) => ({ type: 'tick', data: { round, i } }));
    await call('recordEvents', { sessionId: session.id, events });
    await asRunner('recordEvents', { sessionId: session.id, events });
    const say = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'ASSISTANT' : 'USER', content: `${prefix} ${round}.${i}`, tokenCount: 3 }));
    await call('appendMessages', { conversationId: supervisor, messages: say(100, 'supervisor') });
    await asRunner('appendMessages', { conversationId: agent, messages: say(40, 'agent') });
    for (const task of [api, ui]) {
      const step = task.steps.nodes[round % task.steps.nodes.length].id;
      await call('startStep', { stepId: step });
      await call('completeStep', { stepId: step });
    }
    await writeFile(path.join(dir, `file-${round}.txt`), `round ${round}\n`);
    await call('createCheckpoint', { sessionId: session.id, label: `round ${round}`, taskId: round % 2 ? ui.id : api.id, phaseId: build.id });
  }
  return { sessionId: session.id as string, workspaceId: workspaceId as string, build, ship, api, ui, supervisor, agent, runner };
}
