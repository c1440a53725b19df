// The agent a server embeds for its local owner, killed with the server itself (SIGKILL of the real server process) at
// many moments of a first checkpoint and of a rewind of a 2,000-file folder, then the server started again on the same database and data
// folder: before the embedded agent takes any command it settles what the kill left (its journal is in the data
// folder). A rewind the history records has the folder as its checkpoint, and is undone exactly; one killed before
// its record (before its agent reported, or after: its RESTORE then REPORTED, never confirmed) has the folder exactly
// as before, uncheckpointed work included; the next rewind works. One round holds the session's row so the rewind
// stalls just after its agent's report, and kills it there: the window between the files moving and the record.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { localId } from '../src/graphql/ids.ts';
import { createTestDatabase } from './helpers/database.ts';
import { readTree } from './helpers/fs.ts';
import { graphql, killLeftovers, launchServer, processDir, removeTempDirs, until } from './helpers/process.ts';

const TOKEN = /shown this once:\s+(sp_\S+)/;

afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

describe('a server killed with its embedded agent mid-rewind', () => {
  it('leaves files and history agreeing once it is back (a first checkpoint; a rewind killed before its agent reported, after it reported and before the record, or after the record), and the next verb works', {
    timeout: 300_000,
  }, async () => {
    const database = await createTestDatabase();
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const env = { DATABASE_URL: database.url, SAVEPOINT_DATA_DIR: await processDir('savepoint-embedded-crash-data-') };
    let server = await launchServer(env);
    const token = (await server.app.waitFor(TOKEN))[1]!;
    // Raw GraphQL, as any client: the answer of a call cut by the kill is unknown, so it is read back from the history.
    const call = async (query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await graphql<Record<string, any>>(server.url, query, { token, variables });
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };

    const folder = await processDir('savepoint-embedded-crash-ws-');
    for (let d = 0; d < 20; d++) {
      await mkdir(path.join(folder, `pkg${d}`));
      for (let f = 0; f < 100; f++) await writeFile(path.join(folder, `pkg${d}`, `f${f}.ts`), `export const v = ${d * 100 + f};\n${'// filler\n'.repeat(30)}`);
    }
    const { createWorkspace } = await call(
      'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }',
      {
        p: folder,
      },
    );
    const { createSession } = await call('mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } } }', {
      i: { workspaceId: createWorkspace.workspace.id, objective: 'embedded crash' },
    });
    const sessionId: string = createSession.session.id;
    const checkpoint = async (label: string) => {
      const { createCheckpoint } = await call(
        'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on CreateCheckpointPayload { checkpoint { id codeTree } } } }',
        { i: { sessionId, label } },
      );
      expect(createCheckpoint.checkpoint.codeTree, 'snapshotted by the embedded agent').toMatch(/^[0-9a-f]{40}$/);
      return createCheckpoint.checkpoint.id as string;
    };
    // Killed during the first code checkpoint of the 2,000 files (the agent hashing and uploading them all): the folder
    // is as it was, a checkpoint is recorded whole or not at all, and the next one works (no lock or half store left).
    const initial = readTree(folder);
    const checkpoints = async () =>
      (await call('query($id: ID!) { node(id: $id) { ... on Session { checkpoints(first: 50) { totalCount nodes { codeTree } } } } }', { id: sessionId })).node
        .checkpoints as { totalCount: number; nodes: Array<{ codeTree: string | null }> };
    const checkpointQuery = 'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename } }';
    for (const delay of [0, 250, 700]) {
      const asked = call(checkpointQuery, { i: { sessionId, label: `killed after ${delay} ms` } }).catch(() => null);
      await until(
        async () => (await sql`select 1 from agent_commands where kind = 'SNAPSHOT' and state = 'PENDING'`).length > 0,
        'a SNAPSHOT is asked',
        30_000,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      server.app.signalGroup('SIGKILL');
      await server.app.exited;
      await asked;
      server = await launchServer(env);
      expect(readTree(folder), `checkpoint killed after ${delay} ms: the folder untouched`).toEqual(initial);
      for (const taken of (await checkpoints()).nodes) expect(taken.codeTree).toMatch(/^[0-9a-f]{40}$/);
    }
    const v1 = await checkpoint('v1');
    const atV1 = readTree(folder);
    expect(atV1).toEqual(initial);
    for (let d = 0; d < 4; d++) for (let f = 0; f < 100; f++) await writeFile(path.join(folder, `pkg${d}`, `f${f}.ts`), `export const v2 = ${d}_${f};\n`);
    await rm(path.join(folder, 'pkg19'), { recursive: true });
    await checkpoint('v2');
    await writeFile(path.join(folder, 'notes.md'), 'not checkpointed\n');
    const before = readTree(folder);
    expect(
      Object.keys(readTree(folder, { skip: [] })).filter((file) => file.startsWith('.savepoint')),
      'nothing of Savepoint in the folder',
    ).toEqual([]);

    const rewinds = async () =>
      (await call('query($id: ID!) { node(id: $id) { ... on Session { rewinds(first: 50) { totalCount nodes { id undoneAt } } } } }', { id: sessionId })).node
        .rewinds as { totalCount: number; nodes: Array<{ id: string; undoneAt: string | null }> };
    const rewindQuery = 'mutation($i: RewindCodeInput!) { rewindCode(input: $i) { __typename ... on Error { code message } } }';
    const outcomes: string[] = [];
    const delays = [0, 60, 150, 300, 600, 1_200, 'reported'] as const;
    for (const [round, delay] of delays.entries()) {
      const recordedBefore = (await rewinds()).totalCount;
      // The 'reported' round: the session's row held (as a slow database might), so the rewind's record waits right
      // after its agent reported, and the kill lands in that window.
      const holder = delay === 'reported' ? postgres(database.url, { max: 1, onnotice: () => {} }) : null;
      if (holder) {
        await holder`begin`;
        await holder`select 1 from sessions where id = ${localId('Session', sessionId)} for no key update`;
      }
      const asked = call(rewindQuery, { i: { sessionId, checkpointId: v1 } }).catch(() => null); // cut by the kill, or answered
      // Once the embedded agent has its command, the server (and the agent in it) is killed a moment later.
      const state = delay === 'reported' ? 'REPORTED' : 'PENDING';
      await until(async () => (await sql`select 1 from agent_commands where kind = 'RESTORE' and state = ${state}`).length > 0, `a RESTORE ${state}`, 60_000);
      await new Promise((resolve) => setTimeout(resolve, delay === 'reported' ? 100 : delay));
      server.app.signalGroup('SIGKILL');
      await server.app.exited;
      await asked;
      if (holder) {
        await holder`rollback`;
        await holder.end();
      }
      // How its agent's report stood at the kill (nothing changes the row while both are dead).
      const [restore] = await sql<Array<{ state: string }>>`select state from agent_commands where kind = 'RESTORE' order by seq desc limit 1`;
      server = await launchServer(env);
      // The agent is back (started with the server, or by this ping): its journal is settled before it answers.
      await until(
        async () =>
          (await call('mutation($w: ID!) { pingAgent(input: { workspaceId: $w }) { __typename } }', { w: createWorkspace.workspace.id })).pingAgent
            .__typename === 'PingAgentPayload',
        'the embedded agent answers',
        60_000,
      );
      const history = await rewinds();
      const recorded = history.totalCount > recordedBefore;
      // The record and its agent's confirmation commit together: recorded exactly when its RESTORE is DONE.
      expect(restore?.state === 'DONE', `round ${round}: RESTORE ${restore?.state}, recorded: ${recorded}`).toBe(recorded);
      if (delay === 'reported') expect(restore?.state, 'killed after the report, before the record').toBe('REPORTED');
      if (recorded) {
        outcomes.push('rewound');
        expect(readTree(folder), `round ${round}: recorded, so the files are v1's`).toEqual(atV1);
        const undone = await call('mutation($i: UndoRewindInput!) { undoRewind(input: $i) { __typename ... on Error { code message } } }', {
          i: { rewindId: history.nodes.find((r) => r.undoneAt === null)!.id },
        });
        expect(undone.undoRewind.__typename, JSON.stringify(undone)).toBe('UndoRewindPayload');
      } else outcomes.push(restore?.state === 'REPORTED' ? 'reported, taken back' : 'not reported');
      expect(readTree(folder), `round ${round}: the folder as it was before, uncheckpointed work included`).toEqual(before);
    }
    // The next rewind works, and nothing of the kills is left pending.
    const done = await call(rewindQuery, { i: { sessionId, checkpointId: v1 } });
    expect(done.rewindCode.__typename, JSON.stringify(done)).toBe('RewindPayload');
    expect(readTree(folder)).toEqual(atV1);
    console.log(`embedded agent killed with its server mid-rewind: ${outcomes.join(', ')}`);
    server.app.signalGroup('SIGTERM');
    await server.app.exited;
    await sql.end();
  });
});
