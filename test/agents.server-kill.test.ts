// Two real server processes on one database and a workspace agent following the first; the first is killed (SIGKILL)
// after the agent reported a rewind's RESTORE and before the rewind's record committed. Nobody is left to record the
// rewind or to tell the agent anything: the agent moves to the other server, learns there that its report was never
// recorded (it lapses), and takes its work back on its own. The files and the history agree: no rewind, the folder as
// before, uncheckpointed work included; the next rewind, through the other server, works. Killed once it had answered
// the report, and once it had taken the report but its answer never reached the agent (a proxy before it drops the
// answer): the agent must send the report again to the other server, not take the lost answer for a refusal.
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningAgent, startAgent } from '../src/agent/runtime.ts';
import { REPORTED_LIVE_MS } from '../src/agents/agent.model.ts';
import { localId } from '../src/graphql/ids.ts';
import { createTestDatabase } from './helpers/database.ts';
import { readTree, tempDir } from './helpers/fs.ts';
import { graphql, killLeftovers, launchServer, processDir, removeTempDirs, until } from './helpers/process.ts';

const TOKEN = /shown this once:\s+(sp_\S+)/;
let agent: RunningAgent | null = null;

/**
 * A TCP proxy before a server: passes everything both ways until `dropReport()`; from then on the next request that
 * reports an agent's command reaches the server, but its answer is dropped (the connection cut), as when the server
 * dies between taking the report and answering it.
 */
async function proxyTo(url: string) {
  const target = new URL(url);
  let dropping = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    let cut = false;
    client.on('data', (chunk) => {
      if (dropping && chunk.includes('reportAgentCommand')) {
        cut = true;
        dropping = false;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (cut)
        client.destroy(); // the answer never reaches the agent
      else client.write(chunk);
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    dropReport: () => {
      dropping = true;
    },
    close: () => server.close(),
  };
}

afterAll(async () => {
  await agent?.stop().catch(() => {});
  await killLeftovers();
  await removeTempDirs();
});

describe('a server killed between its agent’s report and the record', () => {
  it.each([
    { answer: 'answered', dropReport: false },
    { answer: 'its answer lost', dropReport: true },
  ])(
    'leaves no file changed ($answer): the agent, moved to another server, takes its reported work back once it lapses',
    { timeout: 120_000 },
    async ({ dropReport }) => {
      const database = await createTestDatabase();
      const sql = postgres(database.url, { max: 2, onnotice: () => {} });
      // One data folder (its checkpoint-signing key) shared by both, as instances of one deployment share it.
      const env = { DATABASE_URL: database.url, SAVEPOINT_DATA_DIR: await processDir('savepoint-kill-data-') };
      const one = await launchServer(env);
      const token = (await one.app.waitFor(TOKEN))[1]!;
      const two = await launchServer(env);
      const call = async (url: string, query: string, variables: Record<string, unknown> = {}) => {
        const { body } = await graphql<Record<string, any>>(url, query, { token, variables });
        if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
        return body.data!;
      };

      const seen: string[] = []; // what the agent met, shown if it does not take its work back in time
      const folder = await tempDir('savepoint-kill-ws-');
      await writeFile(path.join(folder, 'a.txt'), 'v1\n');
      const proxy = await proxyTo(one.url);
      agent = await startAgent({
        url: [proxy.url, two.url],
        token,
        key: 'kill-agent',
        folder,
        agentDir: await tempDir('savepoint-kill-agent-'),
        webSocketImpl: WebSocket,
        onError: (error) => seen.push(`${new Date().toISOString()} ${error instanceof Error ? error.message : String(error)}`),
      });
      expect(agent.server()).toBe(proxy.url);
      const { createSession } = await call(
        one.url,
        'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } } }',
        {
          i: { workspaceId: agent.workspaceId, objective: 'server killed mid-rewind' },
        },
      );
      const sessionId: string = createSession.session.id;
      const checkpointQuery = 'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { ... on CreateCheckpointPayload { checkpoint { id } } } }';
      const v1: string = (await call(one.url, checkpointQuery, { i: { sessionId, label: 'v1' } })).createCheckpoint.checkpoint.id;
      await writeFile(path.join(folder, 'a.txt'), 'v2\n');
      await call(one.url, checkpointQuery, { i: { sessionId, label: 'v2' } });
      await writeFile(path.join(folder, 'notes.md'), 'not checkpointed\n');
      const before = readTree(folder);

      // The session's row held (as a slow database might), so the rewind's record waits right after the agent reported.
      const holder = await sql.reserve();
      await holder`begin`;
      await holder`select 1 from sessions where id = ${localId('Session', sessionId)} for no key update`;
      const rewindQuery = 'mutation($i: RewindCodeInput!) { rewindCode(input: $i) { __typename ... on Error { code message } } }';
      if (dropReport) proxy.dropReport();
      const asked = call(one.url, rewindQuery, { i: { sessionId, checkpointId: v1 } }).catch(() => null);
      await until(
        async () => (await sql`select 1 from agent_commands where kind = 'RESTORE' and state = 'REPORTED'`).length > 0,
        'the RESTORE reported',
        30_000,
      );
      expect(readTree(folder), 'the agent did its part').toEqual({ 'a.txt': Buffer.from('v1\n').toString('base64') });
      one.app.signalGroup('SIGKILL');
      await one.app.exited;
      await asked;
      await holder`rollback`;
      holder.release();

      // Nobody records the rewind and nobody tells the agent: it finds out from the other server once its report lapses.
      // (Generous: with the whole suite running on two cores, noticing the dead server and moving over took over 20 s once.)
      const killedAt = new Date().toISOString();
      await until(async () => JSON.stringify(readTree(folder)) === JSON.stringify(before), 'the agent takes its work back', REPORTED_LIVE_MS + 60_000).catch(
        async (error: Error) => {
          const commands = await sql`select kind, state, expires_at from agent_commands order by seq`;
          throw new Error(
            `${error.message} (killed at ${killedAt}; agent on ${agent?.server()}; commands ${JSON.stringify(commands)}; agent met: ${seen.join(' | ')})`,
          );
        },
      );
      expect(agent.server()).toBe(two.url);
      const [restore] = await sql<Array<{ state: string }>>`select state from agent_commands where kind = 'RESTORE'`;
      expect(restore?.state).toBe('EXPIRED');
      const history = await call(two.url, 'query($id: ID!) { node(id: $id) { ... on Session { rewinds { totalCount } } } }', { id: sessionId });
      expect(history.node.rewinds.totalCount, 'no rewind recorded').toBe(0);

      // The next rewind, through the other server, is done and recorded.
      const again = await call(two.url, rewindQuery, { i: { sessionId, checkpointId: v1 } });
      expect(again.rewindCode.__typename, JSON.stringify(again)).toBe('RewindPayload');
      expect(readTree(folder)).toEqual({ 'a.txt': Buffer.from('v1\n').toString('base64') });
      two.app.signalGroup('SIGTERM');
      await two.app.exited;
      await agent.stop();
      agent = null;
      proxy.close();
      await sql.end();
    },
  );
});
