// Export and import through their routes: a busy session (every event type, rewinds, an undo, a compaction, approvals,
// todos, documents, code checkpoints an agent took) and its fork, exported, imported by another owner, exported
// again: the same content but for ids, the `session.imported` each import adds, and the header and closing lines.
// The imported sessions read the same through GraphQL: conversations, lineage, checkpoints (verified, their code
// diffs computed from the imported objects), and they work: a rewind of an imported one goes through.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { recordBusySession } from './helpers/busy-session.ts';
import { sessionFor, workspaceFor } from './helpers/fixtures.ts';
import { say } from './helpers/sessions.ts';
import { exportOf, importInto, sameContent } from './helpers/transfer.ts';
import { sessionWithHistory } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
const busy = await recordBusySession(async (query, variables) => (await app.request(alice.token, query, variables)).body as never);

const SessionRead = graphql(`
  query TransferSessionRead($id: ID!) {
    node(id: $id) {
      ... on Session {
        objective state
        lineage { depth parent { id objective } forkPoint { kind inheritedMessages checkpoint { seq label } } }
        conversations { nodes { kind title messages(includeSuperseded: true) { totalCount nodes { seq role content supersededAt } } } }
        checkpoints { nodes { seq label kind verified codeTree diff { __typename ... on CheckpointDiff { files { path action } } ... on Error { code } } } }
        approvals { nodes { title state } }
        events { totalCount }
      }
    }
  }
`);

const Rewind = graphql(`
  mutation TransferRewind($input: RewindConversationInput!) {
    rewindConversation(input: $input) { __typename ... on RewindPayload { rewind { changes { messagesSuperseded } } } ... on Error { code message } }
  }
`);

async function read(owner: typeof alice, id: string) {
  const node = (await owner.gql(SessionRead, { id })).node;
  if (!node || !('objective' in node)) throw new Error(`no session ${id}`);
  return node;
}

/** What a session reads as, without what an import changes: its events' count (one more: session.imported). */
const readsAs = ({ events: _events, ...rest }: Awaited<ReturnType<typeof read>>) => rest;

describe('an export imported by another owner', () => {
  it('exports again as the same content: a busy session, its every row, its code objects', async () => {
    const first = await exportOf(app, alice, busy.sessionId, '?objects=true');
    expect(first.status).toBe(200);
    expect(first.records[0]).toMatchObject({ format: 'savepoint.session-export', version: 2, objects: true, sessions: [expect.any(String)] });
    const types = new Set(first.records.map((record) => record.type));
    for (const type of [
      'session',
      'phase',
      'task',
      'step',
      'conversation',
      'event',
      'message',
      'checkpoint',
      'rewind',
      'approval',
      'document',
      'object',
      'end',
    ])
      expect(types, type).toContain(type);

    const imported = await importInto(app, bob, await workspaceFor(bob), first.text);
    expect(imported.status).toBe(201);
    expect(imported.json.sessions).toHaveLength(1);
    const again = await exportOf(app, bob, imported.json.session.id, '?objects=true');
    expect(again.status).toBe(200);
    sameContent(first.records, again.records);
    expect(again.records.filter((record) => record.eventType === 'session.imported')).toEqual([
      expect.objectContaining({ data: { exported: { at: first.records[0]!.exportedAt, version: 2 } } }),
    ]);
  });

  it('exports again as the same content: a client thread, its key, its state parts, checkpoints (a rewind among them) and pending writes', async () => {
    const first = await exportOf(app, alice, busy.threadId);
    expect(first.status).toBe(200);
    expect(first.records[1]).toMatchObject({ type: 'session', clientKey: expect.stringMatching(/^busy-thread-/) });
    const counts = (records: typeof first.records) =>
      ['statePart', 'stateCheckpoint', 'stateWrite'].map((type) => records.filter((r) => r.type === type).length);
    expect(counts(first.records)).toEqual([2, 3, 1]); // two puts and the rewind's head; one write
    const imported = await importInto(app, bob, await workspaceFor(bob), first.text);
    expect(imported.status).toBe(201);
    expect(imported.json.sessions).toEqual([expect.objectContaining({ clientKeyDropped: null })]);
    sameContent(first.records, (await exportOf(app, bob, imported.json.session.id)).records);
  });

  it('reads the same through GraphQL: conversations, checkpoints verified and their code diffs, approvals', async () => {
    const exported = await exportOf(app, alice, busy.sessionId, '?objects=true');
    const imported = await importInto(app, bob, await workspaceFor(bob), exported.text);
    const [original, copy] = [await read(alice, busy.sessionId), await read(bob, imported.json.session.id)];
    expect(readsAs(copy)).toEqual(readsAs(original));
    expect(copy.events!.totalCount).toBe(original.events!.totalCount + 1);
    expect(copy.checkpoints!.nodes.every((checkpoint) => checkpoint.verified)).toBe(true);
    expect(copy.checkpoints!.nodes.some((checkpoint) => 'files' in checkpoint.diff && checkpoint.diff.files.length > 0)).toBe(true);
  });

  it('carries a fork with its source: the fork reads the same, a fork of the imported source, and exports again the same', async () => {
    const first = await exportOf(app, alice, busy.forkId);
    expect(first.records[0]!.sessions).toHaveLength(2); // the source first, then the fork
    const imported = await importInto(app, bob, await workspaceFor(bob), first.text);
    expect(imported.status).toBe(201);
    const [source, fork] = imported.json.sessions;
    expect(fork.id).toBe(imported.json.session.id);
    const copy = await read(bob, fork.id);
    expect(copy.lineage.parent?.id).toBe(source.id);
    const original = await read(alice, busy.forkId);
    expect(readsAs(copy)).toEqual({ ...readsAs(original), lineage: { ...original.lineage, parent: { ...original.lineage.parent, id: source.id } } });
    expect(copy.conversations!.nodes[0]!.messages!.nodes.length).toBeGreaterThan(0); // inherited from the imported source
    sameContent(first.records, (await exportOf(app, bob, fork.id)).records);
  });

  it('keeps a fork it does not hold as a reference: the source exported alone names its fork by the id it had', async () => {
    const first = await exportOf(app, alice, busy.sessionId);
    const forked = first.records.find((record) => record.eventType === 'session.forked');
    const forkId = Buffer.from(busy.forkId, 'base64').toString().split(':')[1];
    expect(forked?.data.forkSessionId).toBe(forkId);
    const imported = await importInto(app, bob, await workspaceFor(bob), first.text);
    const again = await exportOf(app, bob, imported.json.session.id);
    expect(again.records.find((record) => record.eventType === 'session.forked')?.data.forkSessionId).toBe(forkId);
  });

  it('works once imported: a rewind of the imported session sets its own messages aside, not the original', async () => {
    const exported = await exportOf(app, alice, busy.sessionId);
    const imported = await importInto(app, bob, await workspaceFor(bob), exported.text);
    const before = await read(alice, busy.sessionId);
    const rewound = (await bob.gql(Rewind, { input: { sessionId: imported.json.session.id, byMessageCount: 1 } })).rewindConversation;
    expect(rewound).toMatchObject({ __typename: 'RewindPayload', rewind: { changes: { messagesSuperseded: 1 } } });
    expect(await read(alice, busy.sessionId)).toEqual(before);
    const visible = (session: typeof before) => session.conversations!.nodes[0]!.messages!.nodes.filter((message) => message.supersededAt === null).length;
    expect(visible(await read(bob, imported.json.session.id))).toBe(visible(before) - 1);
  });

  it('signs anew only what came whole: a checkpoint edited at the source stays refused; without objects, another owner lacks its code', async () => {
    const { session, v1 } = await sessionWithHistory(alice);
    await sql`update checkpoints set label = 'edited behind the API' where id = ${decodeGlobalID(v1.id).id}`.execute(app.db);
    const exported = await exportOf(app, alice, session.id);
    const checkpoints = exported.records.filter((record) => record.type === 'checkpoint');
    expect(checkpoints.map((record) => [record.label, record.intact])).toEqual([
      ['edited behind the API', false],
      ['v2', true],
    ]);
    const mine = await importInto(app, alice, await workspaceFor(alice), exported.text);
    const theirs = await importInto(app, bob, await workspaceFor(bob), exported.text);
    const seen = async (owner: typeof alice, id: string) =>
      (await read(owner, id)).checkpoints!.nodes.map((c) => [c.label, c.verified, 'code' in c.diff ? c.diff.code : c.diff.__typename]);
    expect(await seen(alice, mine.json.session.id)).toEqual([
      ['edited behind the API', false, 'CheckpointDiff'],
      ['v2', true, 'CheckpointDiff'],
    ]);
    expect(await seen(bob, theirs.json.session.id)).toEqual([
      ['edited behind the API', false, 'OBJECTS_MISSING'],
      ['v2', true, 'OBJECTS_MISSING'],
    ]);
  });

  it("places the imported events in the workspace's feed, as every append does", async () => {
    const exported = await exportOf(app, alice, busy.sessionId);
    const imported = await importInto(app, bob, await workspaceFor(bob), exported.text);
    const id = decodeGlobalID(imported.json.session.id).id;
    const { rows } = await sql<{ placed: number; events: number }>`
      select (select coalesce(sum(last_seq - first_seq + 1), 0)::int from workspace_feed_runs where session_id = ${id}) as placed,
             (select count(*)::int from session_events where session_id = ${id}) as events`.execute(app.db);
    expect(rows[0]!.placed).toBe(rows[0]!.events);
    expect(rows[0]!.events).toBe(exported.records.filter((record) => record.type === 'event').length + 1);
  });

  it('reads a session larger than a page a page at a time: every message once, in order, and back', async () => {
    const session = await sessionFor(alice);
    const large = Array.from({ length: 12 }, (_, i) => `${i} ${'x'.repeat(900_000)}`); // 12 × 900 KB: three pages of 4 MiB
    for (const content of large) await say(alice, session.conversations!.nodes[0]!.id, content);
    const first = await exportOf(app, alice, session.id);
    expect(first.records.filter((record) => record.type === 'message').map((record) => record.content)).toEqual(large);
    const imported = await importInto(app, bob, await workspaceFor(bob), first.text);
    sameContent(first.records, (await exportOf(app, bob, imported.json.session.id)).records);
  });
});
