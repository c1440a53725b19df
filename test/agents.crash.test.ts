// A workspace agent killed (SIGKILL, a real process) at random moments of a code checkpoint of a 2,000-file folder:
// started again, it is the same agent, the checkpoint asked before the kill completes (its command was still
// pending, so it is delivered again), nothing is left behind that blocks the next one, and the folder is untouched.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { killLeftovers, spawnCli } from './helpers/process.ts';

// A killed agent started again on a loaded machine may take many seconds to be back: this server waits for it (the
// default wait is tested below, on a server of its own).
const live = await startLiveApp({ pollIntervalMs: 60_000, agentReturnMs: 120_000 });
const quick = await startLiveApp({ pollIntervalMs: 60_000, agentReturnMs: 5_000 });
afterAll(() => killLeftovers());
const alice = <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) => gqlOver(live.httpUrl, live.token, document, variables);

const Session = graphql(`
  mutation CrashAgentSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      ... on CreateSessionPayload {
        session {
          id
        }
      }
    }
  }
`);

const Checkpoint = graphql(`
  mutation CrashAgentCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          codeTree
          filesChanged {
            path
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** Until a SNAPSHOT command waits for an agent (read from the database, as a test may). */
async function commandPending(server = live): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const row = await server.app.database.db
      .selectFrom('agent_commands')
      .select('id')
      .where('kind', '=', 'SNAPSHOT')
      .where('state', '=', 'PENDING')
      .executeTakeFirst();
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no SNAPSHOT command was recorded');
}

describe('a workspace agent killed mid-checkpoint', () => {
  it('comes back as the same agent, finishes the checkpoint asked before the kill, and the next ones work', { timeout: 240_000 }, async () => {
    const folder = await tempDir('savepoint-crash-folder-');
    for (let d = 0; d < 20; d++) {
      await mkdir(path.join(folder, `pkg${d}`));
      for (let f = 0; f < 100; f++) await writeFile(path.join(folder, `pkg${d}`, `f${f}.ts`), `export const v = ${d * 100 + f};\n${'// filler\n'.repeat(30)}`);
    }
    const before = (await readdir(folder)).sort();
    const env = { SAVEPOINT_TOKEN: live.token, SAVEPOINT_URL: live.httpUrl, SAVEPOINT_AGENT_DIR: await tempDir('savepoint-crash-home-') };
    const start = async () => {
      const agent = spawnCli(['agent', '--workspace', folder], env);
      const [, workspaceId] = await agent.waitFor(/as workspace (\S+) /);
      return { agent, workspaceId: workspaceId! };
    };
    let running = await start();
    const { createSession } = await alice(Session, { input: { workspaceId: running.workspaceId, objective: 'crash' } });
    const sessionId = createSession && 'session' in createSession ? createSession.session.id : '';

    const trees = new Set<string>();
    for (let round = 0; round < 6; round++) {
      await writeFile(path.join(folder, `pkg${round}`, 'f0.ts'), `export const round = ${round};\n`);
      const asked = alice(Checkpoint, { input: { sessionId, label: `round ${round}` } });
      await commandPending(); // the server asked the agent: now the agent is at work
      await new Promise((resolve) => setTimeout(resolve, round * 40)); // killed at a different moment of its snapshot each round
      running.agent.signalGroup('SIGKILL');
      await running.agent.exited;
      const again = await start();
      expect(again.workspaceId).toBe(running.workspaceId);
      running = again;
      const { createCheckpoint } = await asked;
      expect(createCheckpoint, JSON.stringify(createCheckpoint)).toMatchObject({ __typename: 'CreateCheckpointPayload' });
      if (createCheckpoint.__typename === 'CreateCheckpointPayload') trees.add(createCheckpoint.checkpoint.codeTree!);
    }
    // And one more, with nobody killed: it sees only what changed since.
    await writeFile(path.join(folder, 'pkg19', 'f99.ts'), 'export const last = true;\n');
    const { createCheckpoint } = await alice(Checkpoint, { input: { sessionId, label: 'after the crashes' } });
    expect(createCheckpoint).toMatchObject({ __typename: 'CreateCheckpointPayload', checkpoint: { filesChanged: [{ path: 'pkg19/f99.ts' }] } });
    expect(trees.size).toBe(6);
    expect((await readdir(folder)).sort()).toEqual(before); // nothing of Savepoint's in the folder
    running.agent.signal('SIGINT');
    await running.agent.exited;
  });

  it('a second agent process on the same folder of the same machine is refused while the first runs', { timeout: 60_000 }, async () => {
    const folder = await tempDir('savepoint-crash-twice-');
    const env = { SAVEPOINT_TOKEN: live.token, SAVEPOINT_URL: live.httpUrl, SAVEPOINT_AGENT_DIR: await tempDir('savepoint-crash-home-') };
    const first = spawnCli(['agent', '--workspace', folder], env);
    await first.waitFor(/as workspace /);
    const second = spawnCli(['agent', '--workspace', folder], env);
    expect(await second.exited).toMatchObject({ code: 1 });
    expect(second.stderr()).toMatch(/^savepoint: another agent process \(pid \d+\) serves this folder from this machine; stop it first .*\n$/);
    first.signal('SIGINT');
    expect(await first.exited).toMatchObject({ code: 0 });
    const third = spawnCli(['agent', '--workspace', folder], env); // the first let go of it
    await third.waitFor(/as workspace /);
    third.signal('SIGINT');
    await third.exited;
  });

  it('killed and not started again: the checkpoint asked is AGENT_OFFLINE within seconds, and nothing is recorded', { timeout: 60_000 }, async () => {
    const folder = await tempDir('savepoint-crash-gone-');
    await writeFile(path.join(folder, 'a.txt'), 'a\n');
    const env = { SAVEPOINT_TOKEN: quick.token, SAVEPOINT_URL: quick.httpUrl, SAVEPOINT_AGENT_DIR: await tempDir('savepoint-crash-home-') };
    const agent = spawnCli(['agent', '--workspace', folder], env);
    const [, workspaceId] = await agent.waitFor(/as workspace (\S+) /);
    const { createSession } = await gqlOver(quick.httpUrl, quick.token, Session, { input: { workspaceId: workspaceId!, objective: 'gone' } });
    const sessionId = createSession && 'session' in createSession ? createSession.session.id : '';
    const asked = gqlOver(quick.httpUrl, quick.token, Checkpoint, { input: { sessionId, label: 'never' } });
    await commandPending(quick);
    agent.signalGroup('SIGKILL');
    const started = Date.now();
    const { createCheckpoint } = await asked;
    expect(createCheckpoint).toMatchObject({ __typename: 'AgentOfflineError', code: 'AGENT_OFFLINE' });
    expect(Date.now() - started).toBeLessThan(30_000); // not the snapshot's five minutes
    const inSession = await quick.app.database.db
      .selectFrom('checkpoints')
      .innerJoin('sessions', 'sessions.id', 'checkpoints.session_id')
      .select('checkpoints.id')
      .where('sessions.objective', '=', 'gone')
      .execute();
    expect(inSession).toEqual([]);
  });
});
