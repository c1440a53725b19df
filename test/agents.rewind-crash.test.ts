// A workspace agent killed (SIGKILL, a real process) at random moments of a rewind of a 2,000-file folder, then
// started again: the files and the history always agree. A rewind the history records has the folder at its
// checkpoint; one answered AGENT_OFFLINE (the agent was down too long) has the folder as it was before, put back
// by the restarted agent from its journal before it takes any command. Every undo point brings back what was there.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { readTree, tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { killLeftovers, spawnCli } from './helpers/process.ts';

const live = await startLiveApp({ pollIntervalMs: 60_000 });
afterAll(() => killLeftovers());
const alice = <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) => gqlOver(live.httpUrl, live.token, document, variables);

const Session = graphql(`
  mutation RewindCrashSession($input: CreateSessionInput!) {
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
  mutation RewindCrashCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          id
        }
      }
    }
  }
`);

const Rewind = graphql(`
  mutation RewindCrashRewind($input: RewindCodeInput!) {
    rewindCode(input: $input) {
      __typename
      ... on RewindPayload {
        rewind {
          id
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const Undo = graphql(`
  mutation RewindCrashUndo($input: UndoRewindInput!) {
    undoRewind(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);

const Rewinds = graphql(`
  query RewindCrashCount($id: ID!) {
    node(id: $id) {
      ... on Session {
        rewinds {
          totalCount
        }
      }
    }
  }
`);

async function rewindCount(sessionId: string): Promise<number> {
  const { node } = await alice(Rewinds, { id: sessionId });
  return node && 'rewinds' in node ? (node.rewinds?.totalCount ?? -1) : -1;
}

/** Until a RESTORE command waits for an agent (read from the database, as a test may). */
async function restorePending(): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    const row = await live.app.database.db
      .selectFrom('agent_commands')
      .select('id')
      .where('kind', '=', 'RESTORE')
      .where('state', '=', 'PENDING')
      .executeTakeFirst();
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no RESTORE command was recorded');
}

describe('a workspace agent killed mid-rewind', () => {
  it('leaves files and history agreeing, whatever the moment, and each rewind recorded can be undone exactly', { timeout: 300_000 }, async () => {
    const folder = await tempDir('savepoint-rewind-crash-');
    for (let d = 0; d < 20; d++) {
      await mkdir(path.join(folder, `pkg${d}`));
      for (let f = 0; f < 100; f++) await writeFile(path.join(folder, `pkg${d}`, `f${f}.ts`), `export const v = ${d * 100 + f};\n${'// filler\n'.repeat(30)}`);
    }
    const env = { SAVEPOINT_TOKEN: live.token, SAVEPOINT_URL: live.httpUrl, SAVEPOINT_AGENT_DIR: await tempDir('savepoint-rewind-crash-home-') };
    const start = async () => {
      const agent = spawnCli(['agent', '--workspace', folder], env);
      const [, workspaceId] = await agent.waitFor(/as workspace (\S+) /, { timeoutMs: 60_000 });
      return { agent, workspaceId: workspaceId! };
    };
    let running = await start();
    const { createSession } = await alice(Session, { input: { workspaceId: running.workspaceId, objective: 'rewind crash' } });
    const sessionId = createSession && 'session' in createSession ? createSession.session.id : '';
    const checkpoint = async (label: string) => {
      const { createCheckpoint } = await alice(Checkpoint, { input: { sessionId, label } });
      if (createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(createCheckpoint));
      return createCheckpoint.checkpoint.id;
    };
    const v1 = await checkpoint('v1');
    const atV1 = readTree(folder);
    // v2: 400 files changed, 100 added, 100 removed; then work nobody checkpointed.
    for (let d = 0; d < 4; d++) for (let f = 0; f < 100; f++) await writeFile(path.join(folder, `pkg${d}`, `f${f}.ts`), `export const v2 = ${d}_${f};\n`);
    await mkdir(path.join(folder, 'added'));
    for (let f = 0; f < 100; f++) await writeFile(path.join(folder, 'added', `n${f}.ts`), `new ${f}\n`);
    await rm(path.join(folder, 'pkg19'), { recursive: true });
    await checkpoint('v2');
    await writeFile(path.join(folder, 'notes.md'), 'not checkpointed\n');
    const before = readTree(folder);

    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const asked = alice(Rewind, { input: { sessionId, checkpointId: v1 } });
      await restorePending(); // the server asked the agent: now the agent is at work
      await new Promise((resolve) => setTimeout(resolve, round * 15)); // killed at a different moment each round
      running.agent.signalGroup('SIGKILL');
      await running.agent.exited;
      // Even rounds: started again at once (the rewind still waits, and gets its answer from the new process).
      // Odd rounds: started only once the rewind has given up on it.
      let answer: Awaited<typeof asked>['rewindCode'];
      if (round % 2 === 0) {
        running = await start();
        answer = (await asked).rewindCode;
      } else {
        answer = (await asked).rewindCode;
        running = await start();
      }
      if (answer.__typename === 'RewindPayload') {
        outcomes.push('rewound');
        expect(readTree(folder), `round ${round}: recorded, so the files are v1's`).toEqual(atV1);
        expect(await rewindCount(sessionId)).toBe(round + 1 - outcomes.filter((o) => o === 'offline').length);
        const undone = (await alice(Undo, { input: { rewindId: answer.rewind!.id } })).undoRewind;
        expect(undone.__typename, JSON.stringify(undone)).toBe('UndoRewindPayload');
      } else {
        outcomes.push('offline');
        expect(answer, `round ${round}`).toMatchObject({ code: 'AGENT_OFFLINE' });
      }
      // Either way the folder is as it was before the rewind, uncheckpointed work included.
      expect(readTree(folder), `round ${round} (${outcomes.at(-1)})`).toEqual(before);
    }
    console.info(`agents.rewind-crash: outcomes ${outcomes.join(', ')}`);
    // Nothing left behind that blocks the next one.
    const last = (await alice(Rewind, { input: { sessionId, checkpointId: v1 } })).rewindCode;
    expect(last.__typename).toBe('RewindPayload');
    expect(readTree(folder)).toEqual(atV1);
    running.agent.signal('SIGINT');
    await running.agent.exited;
  });
});
