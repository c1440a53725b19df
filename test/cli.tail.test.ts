// `savepoint tail`, run as a person runs it: the real executable following a session's log over graphql-ws from a
// real server process, while that server is stopped, the work goes on through another server of the same database,
// and the first comes back on the same address. The tail goes on from the last event it printed: every event once,
// in order, no gap and no duplicate; Ctrl+C (SIGINT) or SIGTERM ends it with exit 0.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestDatabase } from './helpers/database.ts';
import { gqlOver } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { killLeftovers, processDir, removeTempDirs, serveOn, spawnSavepoint, within } from './helpers/process.ts';
import { freePort } from './setup/global.ts';

afterEach(() => killLeftovers());
afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

const Record = graphql(`
  mutation CliTailRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { code message } } }
`);

/** A session in a new workspace of the token's owner, through the server at httpUrl: its id. */
async function sessionOn(httpUrl: string, token: string): Promise<string> {
  const workspace = await gqlOver(httpUrl, token, CreateWorkspace, { input: { path: await processDir('savepoint-cli-tail-ws-') } });
  const workspaceId = narrow(workspace.createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const created = await gqlOver(httpUrl, token, CreateSession, { input: { workspaceId, objective: 'Follow me' } });
  return narrow(created.createSession, 'CreateSessionPayload').session.id;
}

type Line = { cursor: string; node: { seq: number; type: string; data: { n?: number } } };
const linesOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

describe('savepoint tail', () => {
  it('follows a session live across a restart of its server: every event once, in order', { timeout: 180_000 }, async () => {
    const { url } = await createTestDatabase();
    const port = String(await freePort());
    const dataDir = await processDir('savepoint-cli-tail-');
    const first = await serveOn(url, { PORT: port, SAVEPOINT_DATA_DIR: dataDir });
    const other = await serveOn(url);
    const token = first.token!;
    const sessionId = await sessionOn(first.httpUrl, token);
    const record = (httpUrl: string, from: number) =>
      gqlOver(httpUrl, token, Record, { input: { sessionId, events: Array.from({ length: 5 }, (_, i) => ({ type: 'n', data: { n: from + i } })) } });

    const tail = spawnSavepoint(['tail', sessionId, '--from-start', '--json'], { SAVEPOINT_URL: first.httpUrl, SAVEPOINT_TOKEN: token });
    await tail.waitFor(/"type":"session\.created"/, { timeoutMs: 60_000 });
    await record(first.httpUrl, 0);
    await tail.waitFor(/"n":4\}/, { timeoutMs: 30_000 });

    first.app.signal('SIGTERM');
    expect(await within(first.app.exited, 15_000, 'the server to stop')).toMatchObject({ code: 0 });
    await record(other.httpUrl, 5); // the work goes on through another server while this one is down
    await record(other.httpUrl, 10);
    const again = await serveOn(url, { PORT: port, SAVEPOINT_DATA_DIR: dataDir });
    expect(again.httpUrl).toBe(first.httpUrl);
    await record(again.httpUrl, 15);
    await tail.waitFor(/"n":19\}/, { timeoutMs: 60_000 });

    tail.signal('SIGTERM');
    expect(await within(tail.exited, 10_000, 'the tail to stop')).toEqual({ code: 0, signal: null });
    const lines = linesOf(tail.stdout());
    expect(lines.map((line) => line.node.seq)).toEqual(Array.from({ length: lines.length }, (_, i) => i + 1));
    expect(lines.map((line) => line.cursor)).toEqual(lines.map((line) => String(line.node.seq)));
    expect(lines.filter((line) => line.node.type === 'custom.n').map((line) => line.node.data.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(tail.stderr()).toBe('');
  });

  it('prints its last lines as text, then what comes; an unknown session exits 3', { timeout: 120_000 }, async () => {
    const { url } = await createTestDatabase();
    const server = await serveOn(url);
    const token = server.token!;
    const sessionId = await sessionOn(server.httpUrl, token);
    await gqlOver(server.httpUrl, token, Record, { input: { sessionId, events: [{ type: 'tests.passed', data: { count: 12 } }] } });

    const tail = spawnSavepoint(['tail', sessionId, '--lines', '1'], { SAVEPOINT_URL: server.httpUrl, SAVEPOINT_TOKEN: token });
    await tail.waitFor(/custom\.tests\.passed/, { timeoutMs: 60_000 });
    await gqlOver(server.httpUrl, token, Record, { input: { sessionId, events: [{ type: 'deployed', data: {} }] } });
    await tail.waitFor(/custom\.deployed/);
    tail.signalGroup('SIGINT'); // Ctrl+C
    expect(await within(tail.exited, 10_000, 'the tail to stop')).toEqual({ code: 0, signal: null });
    const lines = tail.stdout().trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^#\d+ {2}(just now|\d+ seconds? ago) {2}custom\.tests\.passed {2}\S+ {2}\{"count":12\}$/),
      expect.stringMatching(/^#\d+ {2}(just now|\d+ seconds? ago) {2}custom\.deployed {2}\S+$/),
    ]);

    const unknown = spawnSavepoint(['tail', Buffer.from(`Session:${crypto.randomUUID()}`).toString('base64')], {
      SAVEPOINT_URL: server.httpUrl,
      SAVEPOINT_TOKEN: token,
    });
    expect(await within(unknown.exited, 30_000, 'the tail of no session to end')).toEqual({ code: 3, signal: null });
    expect(unknown.stderr()).toMatch(/^savepoint: Session \S+ was not found/);
  });
});
