// Any instance serves any session: two real server processes on one database, each with its own data folder (as
// stateless instances behind a load balancer have), take turns on one session's code. What one checkpointed, the
// other diffs and resumes FROM_CHECKPOINT, and the reverse, for a git repository and for a folder that is not one.
// The snapshots are stored objects in the database; the folder's agent (embedded by one of the servers) keeps only a
// cache of them in that server's data folder, and nothing in the folder or the user's repository.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/database.ts';
import { readTree } from './helpers/fs.ts';
import { git, initRepo } from './helpers/git.ts';
import { type AppProcess, graphql, killLeftovers, processDir, removeTempDirs, spawnApp } from './helpers/process.ts';
import { agentStoreOf } from './helpers/workspaces.ts';
import { freePort } from './setup/global.ts';

const SERVING = /Savepoint is serving GraphQL and GraphiQL at (\S+)/;
const TOKEN = /shown this once:\s+(sp_\S+)/;

type Server = { app: AppProcess; url: string; dataDir: string };

let token = '';
const servers: Server[] = [];

afterAll(async () => {
  for (const { app } of servers) if (!app.exitStatus()) app.signal('SIGTERM');
  await Promise.all(servers.map(({ app }) => app.exited));
  await killLeftovers();
  await removeTempDirs();
});

// What instances share (README, "Running several servers"): the database and the checkpoint key. Without a shared
// SAVEPOINT_SECRET each would generate its own and refuse the others' checkpoints as tampered.
const SECRET = randomBytes(32).toString('hex');

async function launch(databaseUrl: string): Promise<Server> {
  const dataDir = await processDir('savepoint-instance-data-');
  const app = spawnApp({
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATABASE_URL: databaseUrl,
    SAVEPOINT_DATA_DIR: dataDir,
    SAVEPOINT_SECRET: SECRET,
    LOG_LEVEL: 'warn',
  });
  const [, url] = await app.waitFor(SERVING, { timeoutMs: 60_000 });
  return { app, url: url!.replace(/\/?$/, ''), dataDir };
}

beforeAll(async () => {
  const database = await createTestDatabase();
  servers.push(await launch(database.url)); // the first creates the first owner and prints its token
  token = (await servers[0]!.app.waitFor(TOKEN))[1]!;
  servers.push(await launch(database.url));
}, 120_000);

async function call(server: Server, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await graphql<Record<string, any>>(server.url, query, { token, variables });
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const CHECKPOINT = `mutation($s: ID!, $l: String!) { createCheckpoint(input: { sessionId: $s, label: $l }) {
  __typename ... on CreateCheckpointPayload { checkpoint { id seq codeTree } } ... on Error { code message } } }`;
const DIFFS = `query($s: ID!) { session(id: $s) { ... on Session { checkpoints { nodes { id seq
  diff { __typename ... on CheckpointDiff { files { path action } } ... on Error { code message } } } } } } }`;
const RESUME = `mutation($i: ResumeSessionInput!) { resumeSession(input: $i) {
  __typename ... on ResumeSessionPayload { lease { token } savedCheckpoint { seq } environment { valid } } ... on Error { code message } } }`;
const RELEASE = 'mutation($i: ReleaseLeaseInput!) { releaseLease(input: $i) { __typename ... on Error { message } } }';

const TEXT = { encoding: 'utf8' } as const;

describe('two server processes with separate data folders on one database', () => {
  it.each([
    ['a git repository', true],
    ['a folder that is not a git repository', false],
  ])('each diffs and resumes FROM_CHECKPOINT what the other checkpointed: %s', { timeout: 120_000 }, async (_kind, repo) => {
    const [a, b] = servers as [Server, Server];
    const dir = await processDir('savepoint-instance-ws-');
    await writeFile(path.join(dir, 'app.ts'), 'v1\n');
    if (repo) await initRepo(dir);
    const userRepo = () => (repo ? [git(dir, 'log', '--all', '--format=%H %s'), git(dir, 'for-each-ref'), git(dir, 'stash', 'list')] : []);
    const userBefore = userRepo();
    const ws = await call(a, 'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
      p: dir,
    });
    const created = await call(
      a,
      `mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "any instance",
         checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false } }) { ... on CreateSessionPayload { session { id } } } }`,
      { w: ws.createWorkspace.workspace.id },
    );
    const sessionId: string = created.createSession.session.id;
    const checkpoint = async (server: Server, label: string) => {
      const result = (await call(server, CHECKPOINT, { s: sessionId, l: label })).createCheckpoint;
      expect(result, label).toMatchObject({ __typename: 'CreateCheckpointPayload' });
      return result.checkpoint as { id: string; seq: number; codeTree: string };
    };
    /** The diffs of the first two checkpoints (each against the one before). */
    const diffs = async (server: Server) =>
      ((await call(server, DIFFS, { s: sessionId })).session.checkpoints.nodes as Array<{ seq: number; diff: Record<string, unknown> }>)
        .filter((n) => n.seq <= 2)
        .sort((x, y) => x.seq - y.seq)
        .map((n) => n.diff);
    const resume = async (server: Server, checkpointId: string, holder: string) => {
      const result = (await call(server, RESUME, { i: { sessionId, holder, mode: 'FROM_CHECKPOINT', checkpointId } })).resumeSession;
      expect(result, `resume through ${holder}`).toMatchObject({ __typename: 'ResumeSessionPayload', environment: { valid: true } });
      expect((await call(server, RELEASE, { i: { sessionId, leaseToken: result.lease.token } })).releaseLease.__typename).toBe('LeasePayload');
      return result;
    };

    // A checkpoints; B checkpoints on top of it (its snapshot's parent is A's); each diffs what the other took.
    const first = await checkpoint(a, 'through A');
    await writeFile(path.join(dir, 'app.ts'), 'v2\n');
    await writeFile(path.join(dir, 'added.ts'), 'new\n');
    const second = await checkpoint(b, 'through B');
    const expected = [
      { __typename: 'CheckpointDiff', files: [{ path: 'app.ts', action: 'ADDED' }] },
      {
        __typename: 'CheckpointDiff',
        files: [
          { path: 'added.ts', action: 'ADDED' },
          { path: 'app.ts', action: 'MODIFIED' },
        ],
      },
    ];
    expect(await diffs(a)).toEqual(expected);
    expect(await diffs(b)).toEqual(expected);

    // B puts back what A checkpointed; then A puts back what B checkpointed.
    await writeFile(path.join(dir, 'app.ts'), 'v3, not checkpointed\n');
    const back = await resume(b, first.id, 'runner-on-b');
    expect(back.savedCheckpoint).toMatchObject({ seq: 3 }); // what was there, kept as a checkpoint (by B)
    expect(readTree(dir, TEXT)).toEqual({ 'app.ts': 'v1\n' });
    await resume(a, second.id, 'runner-on-a');
    expect(readTree(dir, TEXT)).toEqual({ 'added.ts': 'new\n', 'app.ts': 'v2\n' });
    // ...and A can undo B's resume from the checkpoint B saved (v3), which only B's snapshot holds.
    const saved = (await call(a, DIFFS, { s: sessionId })).session.checkpoints.nodes.find((n: { seq: number }) => n.seq === 3);
    await resume(a, saved.id, 'runner-on-a-again');
    expect(readTree(dir, TEXT)).toEqual({ 'added.ts': 'new\n', 'app.ts': 'v3, not checkpointed\n' });

    // Nothing of Savepoint's in the folder or the user's repository. The snapshots are stored objects; the only copy
    // elsewhere is a cache: the store of the one agent that served the folder, in its server's data folder.
    expect(first.codeTree).toMatch(/^[0-9a-f]{40}$/);
    const globalId = ws.createWorkspace.workspace.id as string;
    const holding = [a, b].filter((server) => existsSync(agentStoreOf(server.dataDir, globalId)));
    expect(holding).toHaveLength(1);
    expect(userRepo()).toEqual(userBefore);
    if (repo) {
      expect(git(dir, 'status', '--porcelain=v1', '-uall')).toBe(' M app.ts\n?? added.ts\n');
      expect(existsSync(path.join(dir, '.git', 'savepoint-shadow'))).toBe(false);
    } else expect((await readdir(dir)).sort()).toEqual(['added.ts', 'app.ts']);

    // A lost cache costs nothing but a re-hash and downloads: the agent's store goes, and either server still diffs and
    // resumes the session.
    await rm(agentStoreOf(holding[0]!.dataDir, globalId), { recursive: true, force: true });
    expect(await diffs(b)).toEqual(expected);
    await resume(b, first.id, 'runner-on-b-again');
    expect(readTree(dir, TEXT)).toEqual({ 'app.ts': 'v1\n' });
    await resume(a, second.id, 'runner-on-a-last');
    expect(readTree(dir, TEXT)).toEqual({ 'added.ts': 'new\n', 'app.ts': 'v2\n' });
  });
});

const REWIND = `mutation($i: RewindCodeInput!) { rewindCode(input: $i) {
  __typename ... on RewindPayload { rewind { id } } ... on Error { code message } } }`;
const REWINDS = `query($s: ID!) { session(id: $s) { ... on Session { lastEventSeq rewinds { totalCount nodes { id undoneAt } } } } }`;
const UNDO =
  'mutation($i: UndoRewindInput!) { undoRewind(input: $i) { __typename ... on UndoRewindPayload { rewind { undoneAt } } ... on Error { code message } } }';

describe('rewinds through two server processes', () => {
  it('serialises two concurrent rewinds of one session sent to different servers, and either undoes the latest', { timeout: 120_000 }, async () => {
    const [a, b] = servers as [Server, Server];
    const dir = await processDir('savepoint-instance-rewind-');
    await writeFile(path.join(dir, 'app.ts'), 'v1\n');
    const ws = await call(a, 'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
      p: dir,
    });
    const created = await call(
      a,
      `mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "rewinds",
         checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false } }) { ... on CreateSessionPayload { session { id } } } }`,
      { w: ws.createWorkspace.workspace.id },
    );
    const sessionId: string = created.createSession.session.id;
    const checkpoint = async (label: string) => (await call(a, CHECKPOINT, { s: sessionId, l: label })).createCheckpoint.checkpoint.id as string;
    const v1 = await checkpoint('v1');
    await writeFile(path.join(dir, 'app.ts'), 'v2\n');
    const v2 = await checkpoint('v2');
    await writeFile(path.join(dir, 'app.ts'), 'v3, not checkpointed\n');

    // One rewind to v1 through A and one to v2 through B, at once: both apply, one after the other (never interleaved).
    const [toV1, toV2] = await Promise.all([call(a, REWIND, { i: { sessionId, checkpointId: v1 } }), call(b, REWIND, { i: { sessionId, checkpointId: v2 } })]);
    expect(toV1.rewindCode.__typename, JSON.stringify(toV1)).toBe('RewindPayload');
    expect(toV2.rewindCode.__typename, JSON.stringify(toV2)).toBe('RewindPayload');
    const state = (await call(b, REWINDS, { s: sessionId })).session;
    expect(state.rewinds.totalCount).toBe(2);
    const latest = state.rewinds.nodes[0].id as string; // newest first
    // The files are the target of whichever rewind came last, whole: never a mix of the two.
    const last = latest === toV1.rewindCode.rewind.id ? 'v1\n' : 'v2\n';
    expect(readTree(dir, TEXT)).toEqual({ 'app.ts': last });
    // The session log has no gap (seq 1..n, each once).
    const events = await call(a, 'query($s: ID!) { session(id: $s) { ... on Session { events(first: 500) { totalCount nodes { seq } } } } }', { s: sessionId });
    const seqs = events.session.events.nodes.map((node: { seq: number }) => node.seq);
    expect(seqs).toEqual(Array.from({ length: state.lastEventSeq }, (_, i) => i + 1));

    // The older one cannot be undone first (named), through either server; the latest can, through the other one.
    const older = latest === toV1.rewindCode.rewind.id ? toV2.rewindCode.rewind.id : toV1.rewindCode.rewind.id;
    expect((await call(a, UNDO, { i: { rewindId: older } })).undoRewind).toMatchObject({ code: 'REWIND_NOT_UNDOABLE' });
    const undone = (await call(latest === toV1.rewindCode.rewind.id ? b : a, UNDO, { i: { rewindId: latest } })).undoRewind;
    expect(undone.__typename, JSON.stringify(undone)).toBe('UndoRewindPayload');
    expect(readTree(dir, TEXT)).toEqual({ 'app.ts': last === 'v1\n' ? 'v2\n' : 'v1\n' });
  });
});
