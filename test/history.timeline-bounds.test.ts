// The timeline's edges: another owner sees nothing of it, a refused argument is a VALIDATION_FAILED saying what to
// send, and a reader paging a session while writers append to it misses nothing and sees nothing twice.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { createTestApp } from './helpers/app.ts';
import { workspaceFor } from './helpers/fixtures.ts';
import { caller, postAs } from './helpers/mixed-session.ts';
import { RootTimeline, readForward, SessionTimeline, sessionReader, WorkspaceTimeline } from './helpers/timeline.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
const call = caller(postAs(app, alice.token));

const workspaceId = await workspaceFor(alice);
const created = await call(
  'createSession',
  { workspaceId, objective: 'watched', plan: { phases: [{ name: 'p', tasks: [{ key: 't', title: 't' }] }] } },
  '... on CreateSessionPayload { session { id conversations { nodes { id } } phases { nodes { id tasks { nodes { id } } } } } }',
);
const sessionId: string = created.session.id;
const phaseId: string = created.session.phases.nodes[0].id;
const taskId: string = created.session.phases.nodes[0].tasks.nodes[0].id;
await call('startSession', { sessionId });
await call('startTask', { taskId });
await call('recordEvents', { sessionId, events: Array.from({ length: 30 }, (_, i) => ({ type: 'tick', data: { i } })) });
const aliceEntries = (await readForward(sessionReader(alice, sessionId), 100)).nodes;

describe('tenancy', () => {
  it('shows another owner nothing: the session is not found, the workspace null, the root timeline empty', async () => {
    expect((await bob.gql(SessionTimeline, { id: sessionId, first: 10 })).session).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await bob.gql(WorkspaceTimeline, { id: workspaceId, first: 10 })).node).toBeNull();
    expect((await bob.gql(RootTimeline, { first: 10 })).timeline).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it("gives another owner none of the entries, even with the owner's cursors and ids in the filter", async () => {
    const bobs = caller(postAs(app, bob.token));
    const bobWorkspace = await workspaceFor(bob);
    await bobs('createSession', { workspaceId: bobWorkspace, objective: 'his' });
    const root = (await bob.gql(RootTimeline, { first: 100 })).timeline!;
    expect(root.totalCount).toBeGreaterThan(0);
    expect(root.nodes.every((e) => e.session.id !== sessionId)).toBe(true);
    const past = (await bob.gql(RootTimeline, { first: 100, after: aliceEntries[0]!.cursor })).timeline!;
    expect(past.nodes.every((e) => e.session.id !== sessionId)).toBe(true);
    const filtered = (await bob.gql(RootTimeline, { first: 100, filter: { tasks: [taskId], phases: [phaseId] } })).timeline!;
    expect(filtered).toMatchObject({ totalCount: 0, nodes: [] });
    expect((await alice.gql(RootTimeline, { first: 10, filter: { tasks: [taskId] } })).timeline!.totalCount).toBeGreaterThan(0);
  });
});

describe('refused arguments', () => {
  const refused = async (variables: Record<string, unknown>, field: RegExp) => {
    const { body } = await alice.raw(SessionTimeline, { id: sessionId, ...variables } as never);
    expect(narrow(body.data!.session, 'Session').timeline).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' }, path: ['session', 'timeline'] });
    expect(body.errors![0]!.message).toMatch(field);
    const root = await alice.raw(RootTimeline, variables as never);
    expect(root.body.data!.timeline).toBeNull();
    expect(root.body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
  };

  it('refuses a cursor no timeline handed out, saying what to pass', async () => {
    await refused({ after: '17' }, /not a timeline cursor; pass the cursor of an entry/);
    await refused({ before: `t1_${sessionId}_1_99999999999` }, /not a timeline cursor/);
  });

  it('refuses first and last together, and a page over 500 or below 0', async () => {
    await refused({ first: 5, last: 5 }, /give first .* or last .*, not both/);
    await refused({ first: 501 }, /must be 0 to 500 \(501 given\)/);
    await refused({ last: -1 }, /must be 0 to 500/);
  });

  it('bounds every filter list, and refuses a range that ends before it starts or an id of another type', async () => {
    await refused({ filter: { types: Array.from({ length: 51 }, (_, i) => `custom.t${i}`) } }, /takes at most 50 values \(51 given\)/);
    await refused({ filter: { kinds: Array.from({ length: 51 }, () => 'TASK') } }, /takes at most 50 values/);
    await refused({ filter: { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' } }, /must be later than filter.from/);
    await refused({ filter: { phases: [taskId] } }, /is not a Phase id/);
  });
});

describe('concurrent writers', () => {
  it('a reader paging forward while four writers append misses nothing and sees nothing twice', async () => {
    const conversationId: string = created.session.conversations.nodes[0].id;
    const tokens = await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map(async (name) => (await call('createApiToken', { name }, '... on CreateApiTokenPayload { token }')).token as string),
    );
    let done = false;
    const writers = Promise.all(
      tokens.map(async (token, w) => {
        const write = caller(postAs(app, token));
        for (let i = 0; i < 15; i++) {
          if (i % 3 === 0)
            await write('appendMessages', {
              conversationId,
              messages: [
                { role: 'USER', content: `w${w}.${i}` },
                { role: 'ASSISTANT', content: 'ok' },
              ],
            });
          else
            await write('recordEvents', {
              sessionId,
              events: [
                { type: 'write', data: { w, i } },
                { type: 'write', data: { w, i, second: true } },
              ],
            });
        }
      }),
    ).finally(() => {
      done = true;
    });
    const read = sessionReader(alice, sessionId);
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const finished = done; // read once more after the writers are done: then the end is the end
      const page = await read({ first: 13, ...(after ? { after } : {}) });
      pages++;
      seen.push(...page.nodes.map((e) => e.cursor));
      if (page.nodes.length) after = page.pageInfo.endCursor!;
      if (!page.pageInfo.hasNextPage && finished) break;
    }
    await writers;
    expect(pages).toBeGreaterThan(5);
    const whole = (await readForward(read, 500)).nodes.map((e) => e.cursor);
    expect(seen).toEqual(whole);
    expect(whole.length).toBe(aliceEntries.length + 4 * (5 * 2 + 10 * 2));
  });
});
