// Query.search at its edges (issue 22, item 3): another owner finds nothing; a secret sent in a message, a tool call, a
// document or an event cannot be found (it is stored redacted); bad input is a VALIDATION_FAILED that says what to send
// instead; every request is bounded (page, snippet, and the text a vector holds, so no write fails for being hard to
// index).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { append, hitsOf, messageId, pageOf, putDocument, recordEvent, Search, search } from './helpers/search.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const session = await sessionFor(alice, { objective: 'Secrets and bounds' });
const conversation = session.conversations!.nodes[0]!.id;
const bobs = await sessionFor(bob, { objective: 'Bob works too' });
await append(bob, bobs.conversations!.nodes[0]!.id, { role: 'USER', content: 'the narwhal migration is bob’s' });
const [alices] = await append(alice, conversation, { role: 'USER', content: 'the narwhal migration is alice’s' });

/** Shapes the built-in redaction rules know: stored, each keeps only its last four characters. */
const GITHUB = 'ghp_S3archMarkerAbCdEfGhIjKlMnOpQrStUvWx';
const AWS = 'AKIAIOSFODNN7SEARCHX';

describe('search, owner by owner', () => {
  it("never finds another owner's rows, even when asked for its sessions", async () => {
    expect((await hitsOf(alice, 'narwhal')).map(messageId)).toEqual([alices]);
    expect((await hitsOf(bob, 'narwhal')).map((hit) => hit.session.id)).toEqual([bobs.id]);
    expect(await hitsOf(bob, 'narwhal', { sessionIds: [session.id] })).toEqual([]);
    expect((await pageOf(bob, 'narwhal', { sessionIds: [session.id] })).totalCount).toBe(0);
    // Alice's objective is in her session.created event: she finds it, bob does not.
    expect((await hitsOf(alice, 'secrets')).map((hit) => hit.kind)).toEqual(['EVENT']);
    expect(await hitsOf(bob, 'secrets')).toEqual([]);
  });
});

describe('search and secrets', () => {
  it('cannot find a secret: it is stored redacted, in content, tool calls, results, documents and events', async () => {
    await append(
      alice,
      conversation,
      { role: 'USER', content: `deploy with the pelican token ${GITHUB}` },
      { role: 'ASSISTANT', content: 'calling the pelican', toolCalls: [{ name: 'deploy', input: { env: { AWS_ACCESS_KEY_ID: AWS }, password: 'swordfish' } }] },
      { role: 'TOOL', toolName: 'deploy', toolResult: `pelican deployed with ${GITHUB}` },
    );
    await putDocument(alice, session.id, 'pelican.json', { apiKey: 'swordfish', note: `pelican key ${AWS}` });
    await recordEvent(alice, session.id, 'pelican.deployed', { token: GITHUB, note: 'pelican deployed' });
    // The rows are there: their other words find them.
    expect((await hitsOf(alice, 'pelican')).length).toBeGreaterThanOrEqual(5);
    for (const secret of [GITHUB, GITHUB.slice(4), `"${GITHUB}"`, AWS, 'swordfish']) {
      expect(await hitsOf(alice, secret), secret).toEqual([]);
    }
    const shownText = (await hitsOf(alice, 'pelican')).map((hit) => hit.snippet.text).join('\n');
    expect(shownText).toContain('***');
    expect(shownText).not.toContain(GITHUB.slice(0, -4));
    expect(shownText).not.toContain('swordfish');
  });
});

describe('search refuses bad input with VALIDATION_FAILED, saying what to do', () => {
  const refusals: Array<[query: string, field: string, says: RegExp]> = [
    ['', 'query', /no word to search for/],
    ['   ', 'query', /no word to search for/],
    ['role:user', 'query', /filters such as role:user narrow a search/],
    ['x'.repeat(257), 'query', /257 characters; a search takes at most 256/],
    [Array.from({ length: 17 }, (_, i) => `w${i}`).join(' '), 'query', /17 words; a search takes at most 16/],
    ['kind:comment narwhal', 'query', /kind:comment is not a kind of hit; use kind:message, kind:event, kind:checkpoint, kind:task or kind:document/],
    ['role:robot narwhal', 'query', /role:robot is not a role; use role:user, role:assistant, role:system or role:tool/],
    ['-role:user narwhal', 'query', /a filter cannot be negated/],
    ['kind: narwhal', 'query', /kind: needs a value right after the colon, e.g. kind:message/],
    ['-narwhal', 'query', /no word that must appear/],
    ['the and of', 'query', /only very common words/],
    ['the -narwhal', 'query', /only by what they leave out/],
    ['kind:task role:user narwhal', 'query', /leaves no kind of hit to search \(role: and tool: find messages only\)/],
  ];
  it.each(refusals)('%j', async (query, field, says) => {
    const before = await writes();
    expect(await search(alice, query)).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field, message: expect.stringMatching(says) });
    expect(await writes()).toEqual(before);
  });

  it('refuses a query far past its bound at the edge, before anything runs', async () => {
    const { body } = await alice.raw(Search, { query: 'x'.repeat(1_001) });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' }, message: expect.stringMatching(/at most 1,000/) });
  });

  it('refuses a cursor it did not hand out, a malformed id, and a filter that cannot match', async () => {
    const refused = async (filter: Parameters<typeof search>[2], page: Parameters<typeof search>[3] = {}) => search(alice, 'narwhal', filter, page);
    expect(await refused(undefined, { after: 'bm90IGEgY3Vyc29y' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'after',
      message: /not a cursor of this search/,
    });
    expect(await refused({ sessionIds: [conversation] })).toMatchObject({ field: 'filter.sessionIds[0]', message: /is not a Session id/ });
    expect(await refused({ workspaceId: session.id })).toMatchObject({ field: 'filter.workspaceId' });
    expect(await refused({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toMatchObject({
      field: 'filter.to',
      message: /must be after filter.from/,
    });
    expect(await refused({ kinds: ['TASK'], roles: ['USER'] })).toMatchObject({ field: 'filter.kinds' });
    expect(await search(alice, 'role:user narwhal', { roles: ['TOOL'] })).toMatchObject({ field: 'filter.roles', message: /no role in common/ });
    const many = Array.from({ length: 101 }, () => Buffer.from(`Session:${randomUUID()}`).toString('base64'));
    expect(await refused({ sessionIds: many })).toMatchObject({ field: 'filter.sessionIds', message: /names 101 sessions; a search takes at most 100/ });
  });
});

describe('search is bounded', () => {
  it('caps a page at 100 hits', async () => {
    await append(alice, conversation, ...Array.from({ length: 105 }, (_, i) => ({ role: 'USER' as const, content: `axolotl sighting ${i}` })));
    const page = await pageOf(alice, 'axolotl', undefined, { first: 1000 });
    expect(page.edges).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.totalCount).toBe(105);
  });

  it('indexes the first 32,768 characters of each text, so a huge message is stored and found by its beginning', async () => {
    const words = (from: number, count: number) => Array.from({ length: count }, (_, i) => `z${(from + i).toString(36)}é`).join(' ');
    // About 700 kB of distinct words in each of content and result (the API takes up to 1 MB each): their vectors made
    // whole would pass the 1 MB of lexemes a tsvector holds, and PostgreSQL would refuse the write.
    const [content, result] = [words(0, 90_000), words(90_000, 90_000)];
    expect(Buffer.byteLength(content) + Buffer.byteLength(result)).toBeGreaterThan(1_300_000);
    const input = { text: words(180_000, 12_000) }; // longer than 32,768 characters as JSON: read as cut text
    const [id] = await append(alice, conversation, { role: 'TOOL', toolName: 'dump', content, toolResult: result, toolInput: input });
    for (const first of [0, 90_000, 180_000]) {
      const hits = await hitsOf(alice, `z${first.toString(36)}é`);
      expect(hits.map(messageId)).toEqual([id]);
      expect(hits[0]!.snippet.text.length).toBeLessThanOrEqual(401);
    }
    const past = `z${(80_000).toString(36)}é`;
    expect(content).toContain(past);
    expect(await hitsOf(alice, past)).toEqual([]);
  });
});

/** What the database holds, in rows per table that a search could write to by mistake. */
async function writes() {
  const { rows } = await sql<{ events: number; messages: number }>`
    select (select count(*)::int from session_events) as events, (select count(*)::int from messages) as messages`.execute(app.db);
  return rows[0];
}
