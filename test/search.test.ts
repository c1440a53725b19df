// Query.search through the API (issue 22, item 3): every kind of hit with its node, session, time and snippet; ranking
// and its tiebreak; the query syntax (words in any form, "phrases", or, -word, role:, tool:, kind:); each filter;
// paging by cursor, also while rows are written between pages; a fork's inherited messages.
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { sessionFor, workspaceFor } from './helpers/fixtures.ts';
import { fork, forked } from './helpers/forks.ts';
import { append, highlighted, hitsOf, messageId, pageOf, putDocument, recordEvent, shown } from './helpers/search.ts';
import { checkpoint } from './helpers/sessions.ts';
import { SessionTimeline } from './helpers/timeline.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const plan = {
  phases: [
    {
      name: 'Migrate',
      tasks: [
        { key: 'schema', title: 'Migrate the billing schema', description: 'Move invoices to the new ledger tables' },
        { key: 'deploy', title: 'Deploy the ledger', description: 'Roll out behind a flag' },
      ],
    },
  ],
};

const workspaceId = await workspaceFor(alice);
const billing = await sessionFor(alice, { workspaceId, objective: 'Billing migration', plan });
const supervisor = billing.conversations!.nodes[0]!.id;
const [ask, call, result, answer] = await append(
  alice,
  supervisor,
  { role: 'USER', content: 'Please migrate the billing database to the ledger schema' },
  {
    role: 'ASSISTANT',
    content: 'Running the migration now',
    toolCalls: [{ id: 'call_1', name: 'run_command', input: { command: 'npm run migrate -- --target ledger' } }],
  },
  { role: 'TOOL', toolName: 'run_command', toolResult: 'Error: connection refused by the database server at port 5432', isError: true },
  { role: 'ASSISTANT', content: 'The server refused; the connection pool was exhausted. Retrying with a longer timeout.' },
);
const cp = await checkpoint(alice, billing.id, 'Before the ledger cutover');
await putDocument(alice, billing.id, 'notes/ledger.md', 'The ledger cutover happens after the invoices are copied.');
await recordEvent(alice, billing.id, 'deploy.note', { text: 'ledger rollback window approved by finance' });
const other = await sessionFor(alice, { objective: 'Reports' });
const [report] = await append(alice, other.conversations!.nodes[0]!.id, { role: 'USER', content: 'Send the ledger report to finance' });

describe('search', () => {
  it('finds each kind of row, with its node, session, time and a snippet highlighting what matched', async () => {
    const hits = await hitsOf(alice, 'ledger');
    const byKind = Object.fromEntries(hits.map((hit) => [hit.kind, hit]));
    expect(Object.keys(byKind).sort()).toEqual(['CHECKPOINT', 'DOCUMENT', 'EVENT', 'MESSAGE', 'TASK']);
    expect(byKind.CHECKPOINT!.node).toEqual({ __typename: 'Checkpoint', id: cp.id, label: 'Before the ledger cutover' });
    expect(byKind.DOCUMENT!.node).toEqual({ __typename: 'SharedContextDocument', key: 'notes/ledger.md' });
    // Events repeat what other rows say (checkpoint.created its label, context.updated the document): ranked lowest.
    expect(hits.filter((hit) => hit.kind === 'EVENT').map(shown)).toContain('custom.deploy.note');
    expect(
      hits
        .filter((hit) => hit.kind === 'TASK')
        .map(shown)
        .sort(),
    ).toEqual(['Deploy the ledger', 'Migrate the billing schema']);
    expect(hits.filter((hit) => hit.kind === 'MESSAGE').map((hit) => hit.node!.__typename === 'Message' && hit.node!.id)).toEqual(
      expect.arrayContaining([ask, call, report]),
    );
    for (const hit of hits) {
      expect(hit.session.id).toBe(messageId(hit) === report ? other.id : billing.id);
      expect(Date.parse(hit.at)).toBeGreaterThan(Date.now() - 60_000);
      expect(highlighted(hit)).toContain('ledger');
      expect(hit.snippet.text).toBe(hit.snippet.parts.map((part) => part.text).join(''));
    }
    // The task matched by its description: the snippet shows where.
    expect(hits.find((hit) => shown(hit) === 'Migrate the billing schema')!.snippet.text).toContain('new ledger tables');
  });

  it('reads tool calls (names and input) and tool results', async () => {
    expect((await hitsOf(alice, 'npm target')).map(shown)).toEqual(['Running the migration now']);
    const refused = await hitsOf(alice, 'port 5432');
    expect(refused.map((hit) => hit.node)).toEqual([expect.objectContaining({ id: result, role: 'TOOL', toolName: 'run_command' })]);
    expect(refused[0]!.snippet.text).toContain('connection refused by the database server at port 5432');
  });

  it('ranks what says more, and in a heavier part, first; equal ranks newest first; the same order every time', async () => {
    const s = await sessionFor(alice, { objective: 'Ranking' });
    const conversation = s.conversations!.nodes[0]!.id;
    const [once, twice, tieOld, tieNew] = await append(
      alice,
      conversation,
      { role: 'USER', content: 'the quokka sat in the sun' },
      { role: 'USER', content: 'a quokka met another quokka and a third quokka' },
      { role: 'USER', content: 'wombat burrow' },
      { role: 'USER', content: 'wombat burrow' },
    );
    await recordEvent(alice, s.id, 'quokka.seen', { text: 'quokka quokka quokka quokka' });
    const ranked = await hitsOf(alice, 'quokka', { sessionIds: [s.id] });
    expect(ranked.map((hit) => messageId(hit) ?? hit.kind)).toEqual([twice, once, 'EVENT']);
    expect(ranked.map((hit) => hit.rank)).toEqual([...ranked.map((hit) => hit.rank)].sort((a, b) => b - a));
    const ties = await hitsOf(alice, 'wombat burrow', { sessionIds: [s.id] });
    expect(ties.map((hit) => hit.rank)).toEqual([ties[0]!.rank, ties[0]!.rank]);
    expect(ties.map((hit) => messageId(hit))).toEqual([tieNew, tieOld]);
    expect(await hitsOf(alice, 'wombat burrow', { sessionIds: [s.id] })).toEqual(ties);
  });

  it('reads words in any form, "phrases" in order, or, and -word', async () => {
    expect((await hitsOf(alice, 'migrating', { kinds: ['MESSAGE'] })).map((hit) => messageId(hit))).toEqual(expect.arrayContaining([ask, call]));
    expect((await hitsOf(alice, '"connection refused"')).map(shown)).toEqual(['run_command: Error: connection refused by the database server at port 5432']);
    expect((await hitsOf(alice, '"refused connection"')).map(shown)).toEqual([]);
    expect((await hitsOf(alice, 'server refused')).map(shown).sort()).toEqual([
      'The server refused; the connection pool was exhausted. Retrying with a longer timeout.',
      'run_command: Error: connection refused by the database server at port 5432',
    ]);
    expect((await hitsOf(alice, 'server refused -pool')).map((hit) => hit.kind)).toEqual(['MESSAGE']);
    expect((await hitsOf(alice, 'exhausted or invoices', { kinds: ['MESSAGE', 'TASK', 'DOCUMENT'] })).map(shown).sort()).toEqual([
      'Migrate the billing schema',
      'The server refused; the connection pool was exhausted. Retrying with a longer timeout.',
      'notes/ledger.md',
    ]);
  });

  it('filters by role:, tool: and kind: in the query, and by the same in the filter', async () => {
    const ids = (hits: Awaited<ReturnType<typeof hitsOf>>) => hits.map((hit) => messageId(hit) ?? hit.kind).sort();
    expect(ids(await hitsOf(alice, 'role:user ledger'))).toEqual([ask, report].sort());
    expect(ids(await hitsOf(alice, 'ledger', { roles: ['USER'] }))).toEqual([ask, report].sort());
    expect(ids(await hitsOf(alice, 'role:assistant role:tool refused'))).toEqual([result, answer].sort());
    expect(ids(await hitsOf(alice, 'tool:run_command database'))).toEqual([result]);
    expect(ids(await hitsOf(alice, 'tool:RUN_COMMAND migration'))).toEqual([call]);
    expect(ids(await hitsOf(alice, 'tool:read_file migration'))).toEqual([]);
    expect(ids(await hitsOf(alice, 'kind:checkpoint kind:document ledger'))).toEqual(['CHECKPOINT', 'DOCUMENT']);
    expect(new Set(ids(await hitsOf(alice, 'ledger', { kinds: ['EVENT', 'TASK'] })))).toEqual(new Set(['EVENT', 'TASK']));
    expect(ids(await hitsOf(alice, 'kind:task ledger', { kinds: ['TASK', 'EVENT'] }))).toEqual(['TASK', 'TASK']);
  });

  it('filters by sessions, workspace and time window', async () => {
    const sessions = (hits: Awaited<ReturnType<typeof hitsOf>>) => [...new Set(hits.map((hit) => hit.session.id))];
    expect(sessions(await hitsOf(alice, 'ledger', { sessionIds: [other.id] }))).toEqual([other.id]);
    expect(sessions(await hitsOf(alice, 'ledger', { workspaceId }))).toEqual([billing.id]);
    expect(await hitsOf(alice, 'ledger', { workspaceId, sessionIds: [other.id] })).toEqual([]);
    const all = await hitsOf(alice, 'ledger');
    const times = [...new Set(all.map((hit) => hit.at))].sort();
    const [from, to] = [times[1]!, times.at(-1)!];
    const inWindow = await hitsOf(alice, 'ledger', { from, to });
    expect(inWindow.map((hit) => hit.at).sort()).toEqual(
      all
        .map((hit) => hit.at)
        .filter((at) => at >= from && at < to)
        .sort(),
    );
    expect(inWindow.length).toBeGreaterThan(0);
    expect(inWindow.length).toBeLessThan(all.length);
  });

  it('pages by cursor: every hit once, in the one-page order, also when rows are written between pages', async () => {
    const s = await sessionFor(alice, { objective: 'Paging' });
    const conversation = s.conversations!.nodes[0]!.id;
    const contents = Array.from({ length: 25 }, (_, i) => ({ role: 'USER' as const, content: `capybara ${'capybara '.repeat(i % 4)}note ${i}` }));
    await append(alice, conversation, ...contents);
    const whole = await pageOf(alice, 'capybara', { sessionIds: [s.id] }, { first: 100 });
    expect(whole.totalCount).toBe(25);
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; ; page++) {
      const next = await pageOf(alice, 'capybara', { sessionIds: [s.id] }, { first: 10, after });
      seen.push(...next.edges.map((edge) => edge.cursor));
      expect(next.totalCount).toBe(25 + (page > 0 ? 3 : 0));
      // Written between pages, each first among its equals (newest first): one lands before the cursor, two after it.
      if (page === 0) await append(alice, conversation, ...contents.slice(0, 3));
      if (!next.pageInfo.hasNextPage) break;
      after = next.pageInfo.endCursor!;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const late = (await pageOf(alice, 'capybara', { sessionIds: [s.id] }, { first: 100 })).edges.map((edge) => edge.cursor);
    expect(seen).toEqual(late.filter((cursor) => seen.includes(cursor)));
    expect(seen).toEqual(expect.arrayContaining(whole.edges.map((edge) => edge.cursor)));
    expect(seen).toHaveLength(27);
    expect((await pageOf(alice, 'capybara', { sessionIds: [s.id] })).edges).toHaveLength(20);
  });

  it("finds a fork's inherited messages when the fork is named, marked inherited; once, in their session, otherwise", async () => {
    const made = forked(await fork(alice, { sessionId: billing.id, fromMessageId: result }));
    const inFork = await hitsOf(alice, 'database', { sessionIds: [made.session.id], kinds: ['MESSAGE'] });
    expect(inFork.map((hit) => [messageId(hit), hit.inherited, hit.session.id])).toEqual(
      expect.arrayContaining([
        [ask, true, made.session.id],
        [result, true, made.session.id],
      ]),
    );
    expect(inFork.every((hit) => hit.inherited)).toBe(true);
    const both = await hitsOf(alice, 'database', { sessionIds: [made.session.id, billing.id], kinds: ['MESSAGE'] });
    expect(
      both
        .filter((hit) => messageId(hit) === ask)
        .map((hit) => hit.session.id)
        .sort(),
    ).toEqual([billing.id, made.session.id].sort());
    const everywhere = await hitsOf(alice, 'database', { kinds: ['MESSAGE'] });
    expect(everywhere.filter((hit) => messageId(hit) === ask).map((hit) => hit.inherited)).toEqual([false]);
  });

  it("gives each hit a cursor that opens its session's timeline at the hit's entry (a fork's, for what it inherited)", async () => {
    /** The first entry of a session's timeline after the cursor. */
    const opened = async (sessionId: string, after: string) => {
      const answer = (await alice.gql(SessionTimeline, { id: sessionId, first: 1, after })).session;
      if (answer?.__typename !== 'Session') throw new Error(JSON.stringify(answer));
      return answer.timeline!.nodes[0]!;
    };
    const hits = await hitsOf(alice, 'ledger');
    expect(hits.filter((hit) => typeof hit.timelineCursor !== 'string').map((hit) => [hit.kind, shown(hit)])).toEqual([]);
    for (const hit of hits) {
      const entry = await opened(hit.session.id, hit.timelineCursor!);
      const node = hit.node!;
      if (node.__typename === 'Message') expect(entry).toMatchObject({ kind: 'MESSAGE', message: { id: node.id } });
      if (node.__typename === 'Checkpoint') expect(entry).toMatchObject({ kind: 'CHECKPOINT', checkpoint: { id: cp.id } });
      if (node.__typename === 'SessionEvent') expect(entry).toMatchObject({ type: node.type });
      if (node.__typename === 'SharedContextDocument') expect(entry).toMatchObject({ type: 'context.updated' });
      // A task of the plan the session was made with: the session's making.
      if (node.__typename === 'Task') expect(entry).toMatchObject({ type: 'session.created' });
    }
    const made = forked(await fork(alice, { sessionId: billing.id, fromMessageId: answer }));
    const [inherited] = await hitsOf(alice, '"connection pool"', { sessionIds: [made.session.id], kinds: ['MESSAGE'] });
    expect(await opened(made.session.id, inherited!.timelineCursor!)).toMatchObject({ inherited: true, message: { id: answer } });
  });
});
