// A workspace agent killed (SIGKILL, a real process) at random moments of a rewind, an undo, a resume from a
// checkpoint and a fork into a new folder of a 2,000-file folder, then started again: the files and the history always agree. A verb the history
// records has the folder as it says; one answered AGENT_OFFLINE (the agent was down too long) has the folder as it was
// before, put back by the restarted agent from its journal before it takes any command. Every undo point brings back
// what was there.
import { existsSync } from 'node:fs';
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

const Start = graphql(`
  mutation RewindCrashStart($input: SessionTransitionInput!) {
    startSession(input: $input) {
      __typename
    }
  }
`);

const Release = graphql(`
  mutation RewindCrashRelease($input: ReleaseLeaseInput!) {
    releaseLease(input: $input) {
      __typename
    }
  }
`);

const Resume = graphql(`
  mutation RewindCrashResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload {
        savedCheckpoint {
          id
        }
        lease {
          token
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const Fork = graphql(`
  mutation RewindCrashFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
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

/** Until a command of this kind waits for an agent (read from the database, as a test may). */
async function commandPending(kind = 'RESTORE'): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    const row = await live.app.database.db.selectFrom('agent_commands').select('id').where('kind', '=', kind).where('state', '=', 'PENDING').executeTakeFirst();
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no ${kind} command was recorded`);
}

/**
 * A 2,000-file folder served by a real `savepoint agent` process (started by `start`, as often as killed), a session,
 * v1 checkpointed, then v2 (400 files changed, 100 added, 100 removed) and work nobody checkpointed.
 */
async function crashWorkspace() {
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
  const first = await start();
  const { createSession } = await alice(Session, { input: { workspaceId: first.workspaceId, objective: 'rewind crash' } });
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

  first.agent.signal('SIGINT');
  await first.agent.exited;
  return { folder, start, sessionId, v1, atV1, before };
}

/** A running agent process, as `start` gives it. */
type Running = { agent: ReturnType<typeof spawnCli>; workspaceId: string };

/**
 * Once the verb `asked` has a command (a RESTORE unless told) waiting for the agent, kills the agent (SIGKILL) `delayMs` later, at work or
 * about to be, and starts it again: at once (the verb still waits, and is answered by the new process), or only once
 * the verb has its answer (it gave up on the agent).
 */
async function killMidRestore<T>(
  running: Running,
  start: () => Promise<Running>,
  asked: Promise<T>,
  delayMs: number,
  restartAtOnce: boolean,
  kind = 'RESTORE',
) {
  await commandPending(kind); // the server asked the agent: now the agent is at work
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  running.agent.signalGroup('SIGKILL');
  await running.agent.exited;
  if (restartAtOnce) {
    const again = await start();
    return { running: again, answer: await asked };
  }
  const answer = await asked;
  return { running: await start(), answer };
}

describe('a workspace agent killed mid-verb', () => {
  it('leaves files and history agreeing, whatever the moment, and each rewind recorded can be undone exactly', { timeout: 300_000 }, async () => {
    const { folder, start, sessionId, v1, atV1, before } = await crashWorkspace();
    let running = await start();
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      // Even rounds: started again at once (the rewind still waits, and gets its answer from the new process).
      // Odd rounds: started only once the rewind has given up on it.
      const killed = await killMidRestore(running, start, alice(Rewind, { input: { sessionId, checkpointId: v1 } }), round * 15, round % 2 === 0);
      running = killed.running;
      const answer = killed.answer.rewindCode;
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
    console.info(`agents.crash-verbs: outcomes ${outcomes.join(', ')}`);
    // Nothing left behind that blocks the next one.
    const last = (await alice(Rewind, { input: { sessionId, checkpointId: v1 } })).rewindCode;
    expect(last.__typename).toBe('RewindPayload');
    expect(readTree(folder)).toEqual(atV1);
    running.agent.signal('SIGINT');
    await running.agent.exited;
  });

  it('an undo and a resume FROM_CHECKPOINT killed midway leave files and history agreeing too', { timeout: 300_000 }, async () => {
    const { folder, start, sessionId, v1, atV1, before } = await crashWorkspace();
    let running = await start();
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const rewound = (await alice(Rewind, { input: { sessionId, checkpointId: v1 } })).rewindCode;
      if (rewound.__typename !== 'RewindPayload') throw new Error(JSON.stringify(rewound));
      const killed = await killMidRestore(running, start, alice(Undo, { input: { rewindId: rewound.rewind!.id } }), round * 20, round % 2 === 0);
      running = killed.running;
      const answer = killed.answer.undoRewind;
      if (answer.__typename === 'UndoRewindPayload') outcomes.push('undone');
      else {
        // Not recorded: the folder is still rewound, and the rewind can still be undone.
        outcomes.push('offline');
        expect(answer, `undo round ${round}`).toMatchObject({ code: 'AGENT_OFFLINE' });
        expect(readTree(folder), `undo round ${round}: not recorded, so still v1's`).toEqual(atV1);
        expect((await alice(Undo, { input: { rewindId: rewound.rewind!.id } })).undoRewind.__typename).toBe('UndoRewindPayload');
      }
      expect(readTree(folder), `undo round ${round} (${outcomes.at(-1)})`).toEqual(before);
    }

    await alice(Start, { input: { sessionId } });
    for (let round = 0; round < 4; round++) {
      const asked = alice(Resume, { input: { sessionId, holder: `runner-${round}`, mode: 'FROM_CHECKPOINT', checkpointId: v1 } });
      const killed = await killMidRestore(running, start, asked, round * 20, round % 2 === 0);
      running = killed.running;
      const answer = killed.answer.resumeSession;
      if (answer.__typename === 'ResumeSessionPayload') {
        outcomes.push('resumed');
        expect(readTree(folder), `resume round ${round}: recorded, so the files are v1's`).toEqual(atV1);
        // Back through its RESUME checkpoint: the folder as the resume found it.
        await alice(Release, { input: { sessionId, leaseToken: answer.lease!.token } });
        const back = (await alice(Resume, { input: { sessionId, holder: 'back', mode: 'FROM_CHECKPOINT', checkpointId: answer.savedCheckpoint!.id } }))
          .resumeSession;
        if (back.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(back));
        await alice(Release, { input: { sessionId, leaseToken: back.lease!.token } });
      } else {
        outcomes.push('offline');
        expect(answer, `resume round ${round}`).toMatchObject({ code: 'AGENT_OFFLINE' });
      }
      expect(readTree(folder), `resume round ${round} (${outcomes.at(-1)})`).toEqual(before);
    }
    console.info(`agents.crash-verbs (undo, resume): outcomes ${outcomes.join(', ')}`);
    running.agent.signal('SIGINT');
    await running.agent.exited;
  });

  it('a fork into a new folder killed midway: the folder is whole when the fork is recorded, and gone when it is not', { timeout: 300_000 }, async () => {
    const { start, sessionId, v1, atV1 } = await crashWorkspace();
    let running = await start();
    const outcomes: string[] = [];
    const parent = await tempDir('savepoint-fork-crash-');
    for (let round = 0; round < 4; round++) {
      const target = path.join(parent, `fork-${round}`);
      const asked = alice(Fork, { input: { sessionId, fromCheckpointId: v1, workspace: { mode: 'DIRECTORY', path: target } } });
      const killed = await killMidRestore(running, start, asked, round * 25, round % 2 === 0, 'FORK');
      running = killed.running;
      const answer = killed.answer.forkSession;
      if (answer.__typename === 'ForkSessionPayload') {
        outcomes.push('forked');
        expect(readTree(target), `round ${round}: recorded, so the folder holds v1`).toEqual(atV1);
      } else {
        outcomes.push('offline');
        expect(answer, `round ${round}`).toMatchObject({ code: 'AGENT_OFFLINE' });
        expect(existsSync(target), `round ${round}: not recorded, so nothing of it is left`).toBe(false);
      }
    }
    console.info(`agents.crash-verbs (fork): outcomes ${outcomes.join(', ')}`);
    running.agent.signal('SIGINT');
    await running.agent.exited;
  });
});
