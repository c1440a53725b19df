// A deletion is one transaction (the session becomes a tombstone, audited), then a purge in short batches. A real
// server killed with SIGKILL mid-purge leaves the session deleted (no read finds it) and the deletion PURGING with
// exactly what it purged counted; started again on the same database, the server finishes the purge by itself, and the
// audit adds up to every row the session had.
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/database.ts';
import { graphql, killLeftovers, launchServer, processDir, removeTempDirs, until } from './helpers/process.ts';

const TOKEN = /shown this once:\s+(sp_\S+)/;

afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

describe('a server killed while it purges a deletion', () => {
  it('leaves the session deleted and the audit exact, and the next start finishes the purge', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    // Small batches: a purge of some thousands of rows takes many transactions, one of which the kill cuts.
    const env = { DATABASE_URL: database.url, SAVEPOINT_DATA_DIR: await processDir('savepoint-deletion-crash-'), SAVEPOINT_PURGE_BATCH: '5' };
    let server = await launchServer(env);
    const token = (await server.app.waitFor(TOKEN))[1]!;
    const call = async (query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await graphql<Record<string, any>>(server.url, query, { token, variables });
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    const workspace = await call('mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
      p: await processDir('savepoint-deletion-crash-ws-'),
    });
    const created = await call(
      'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "to purge" }) { ... on CreateSessionPayload { session { id conversations { nodes { id } } } } } }',
      { w: workspace.createWorkspace.workspace.id },
    );
    const sessionId: string = created.createSession.session.id;
    const conversationId: string = created.createSession.session.conversations.nodes[0].id;
    for (let batch = 0; batch < 4; batch++) {
      const messages = Array.from({ length: 500 }, (_, m) => ({ role: 'ASSISTANT', content: `message ${batch}.${m}` }));
      await call('mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename } }', { i: { conversationId, messages } });
    }
    const id = Buffer.from(sessionId, 'base64').toString().split(':')[1]!;
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const rowsOf = async () =>
        (
          await sql<{ messages: number; events: number }[]>`
            select (select count(*)::int from messages where session_id = ${id}) as messages,
                   (select count(*)::int from session_events where session_id = ${id}) as events`
        )[0]!;
      const before = await rowsOf();
      expect(before.messages).toBe(2_000);

      const asked = call('mutation($i: DeleteSessionInput!) { deleteSession(input: $i) { __typename } }', { i: { sessionId } }).catch(() => 'cut off');
      // Killed once the purge is under way: the deletion committed, some of its batches too, not all.
      await until(async () => {
        const [row] = await sql<{ n: number }[]>`select coalesce((purged ->> 'messages')::int, 0) as n from deletions where target_id = ${id}`;
        return (row?.n ?? 0) > 0;
      }, 'the purge to begin');
      process.kill(-server.app.pid, 'SIGKILL');
      await server.app.exited;
      await asked;

      const [cut] = await sql<{ state: string; purged: Record<string, number>; deletion_id: string | null }[]>`
        select d.state, d.purged, s.deletion_id from deletions d join sessions s on s.id = d.target_id where d.target_id = ${id}`;
      expect(cut!.deletion_id).not.toBeNull(); // a tombstone already: no read finds it
      expect(cut!.state).toBe('PURGING');
      const left = await rowsOf();
      expect(left.messages).toBeGreaterThan(0);
      // Every batch that committed was counted in its own transaction; none that rolled back was.
      expect(cut!.purged.messages).toBe(before.messages - left.messages);

      server = await launchServer(env); // its housekeeping finishes what was left, at start
      await until(
        async () => (await sql<{ state: string }[]>`select state from deletions where target_id = ${id}`)[0]!.state === 'DONE',
        'the purge to finish',
        60_000,
      );
      const [done] = await sql<{ purged: Record<string, number> }[]>`select purged from deletions where target_id = ${id}`;
      expect(await rowsOf()).toEqual({ messages: 0, events: 1 }); // the tombstone stays
      expect(done!.purged.messages).toBe(before.messages);
      expect(done!.purged.session_events).toBe(before.events);
      const read = await call('query($id: ID!) { session(id: $id) { __typename ... on Error { code } } }', { id: sessionId });
      expect(read.session).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    } finally {
      await sql.end();
    }
  });
});
