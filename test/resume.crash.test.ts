// End-to-end crash test: a real runner process (test/runner/runner.ts) works through a plan whose WRITE steps append
// to files, and is killed with SIGKILL at random points over many runs. After every kill the session is made
// resumable (forceUnlock, as an operator would once it knows the runner is dead; once by letting a 5 s lease expire)
// and a new runner resumes it, until one finishes. The final state must equal that of an uninterrupted run, no step
// may complete twice, and every step's file must have been written exactly once.
//
// Randomness is seeded: CRASH_SEED=<n> replays the same kill delays and runner pauses (timing still varies).
// CRASH_VERBOSE=1 prints every runner's log also when the test passes.
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticate } from '../src/auth/token.service.ts';
import type { Caller } from '../src/caller.ts';
import { SessionLockedError } from '../src/errors/lease.ts';
import { resumeSession } from '../src/workflows/resume/resume-session.ts';
import { sha256, tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { until } from './helpers/process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNNER = path.join(ROOT, 'test', 'runner', 'runner.ts');
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
// One crash session ("campaign") per line: how its runners are killed, one kill per entry, after which the next runner
// is left to finish. `time`: SIGKILL after a random delay spread over the whole expected run (start-up, resume, the
// remaining steps). `started` / `partial` / `written`: SIGKILL as soon as the runner reports that a randomly chosen
// pending step has started / written half its line / written its whole line, i.e. inside the windows where a step is
// in flight, where its file is cut off (rolled back and retried) and where its write is applied but not yet reported
// (resume must find it applied, not apply it twice). `restarted`: SIGKILL as soon as the runner restarts the step a
// previous kill left in flight, before it writes anything (the same write interrupted twice). `expiry`: a 5 s lease,
// a random delay after it is taken, and no forceUnlock (expiry alone must make the session resumable).
type KillKind = 'time' | 'started' | 'partial' | 'written' | 'restarted' | 'expiry';
const KILL_PLANS: KillKind[][] = [
  ['expiry', 'time'],
  ['time', 'started'],
  ['time', 'written'],
  ['started', 'time'],
  // The same write cut off, then interrupted again before it rewrote anything: the second resume must roll back to
  // the last work checkpoint, not to the first resume's RESUME snapshot (which holds the cut-off file; a retry would
  // append to the fragment, "ststep 2\n"). This campaign caught exactly that.
  ['partial', 'restarted'],
  ['written', 'time'],
];
const CAMPAIGNS = KILL_PLANS.length;
const PLANNED_KILLS = KILL_PLANS.flat().length;
const PARALLEL = 2; // campaigns at a time (the 5 s expiry wait of one overlaps the others' work)
const MAX_RUNS_PER_CAMPAIGN = 10;

function mulberry32(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---- the plan: 2 phases, 3 tasks, 12 steps; every WRITE appends one line to its own file ----

type Kind = 'READ' | 'WRITE' | 'EXEC';
const TASKS: Array<{ phase: number; key: string; role: string; dependsOn: string[]; kinds: Kind[] }> = [
  { phase: 0, key: 'survey', role: 'architect', dependsOn: [], kinds: ['READ', 'WRITE', 'WRITE', 'EXEC'] },
  { phase: 1, key: 'build', role: 'engineer', dependsOn: ['survey'], kinds: ['READ', 'WRITE', 'EXEC', 'WRITE'] },
  { phase: 1, key: 'verify', role: 'reviewer', dependsOn: ['build'], kinds: ['WRITE', 'EXEC', 'WRITE', 'READ'] },
];
const STEP_COUNT = TASKS.reduce((sum, task) => sum + task.kinds.length, 0) + 1; // and the step of the task the runner's revision adds
const WRITE_STEPS = TASKS.flatMap((t) => t.kinds).flatMap((kind, i) => (kind === 'WRITE' ? [i + 1] : []));

function planInput() {
  let n = 0;
  let lastWrite: string | null = null;
  const phases = [
    { key: 'analyse', name: 'Analyse', tasks: [] as unknown[] },
    { key: 'implement', name: 'Implement', tasks: [] as unknown[] },
  ];
  for (const task of TASKS) {
    const steps = task.kinds.map((kind) => {
      n += 1;
      if (kind === 'WRITE') {
        const file = `out/step-${n}.txt`;
        const text = `step ${n}\n`;
        lastWrite = file;
        return { kind, title: `step ${n}: write ${file}`, input: { path: file, text }, writes: [{ path: file, sha256: sha256(text) }] };
      }
      if (kind === 'READ') {
        const file = lastWrite ?? 'README.md';
        return { kind, title: `step ${n}: read ${file}`, input: { path: file } };
      }
      return { kind, title: `step ${n}: check out/`, input: { check: 'out' } };
    });
    phases[task.phase]!.tasks.push({ key: task.key, title: task.key, role: task.role, dependsOn: task.dependsOn, steps });
  }
  return { phases };
}

// ---- the API over HTTP ----

const live = await startLiveApp();
const journals = await tempDir('savepoint-crash-journals-'); // the runner kit's state of each run

type Json = Record<string, any>;

async function api(query: string, variables: Json = {}): Promise<Json> {
  const response = await fetch(live.httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${live.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Json; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

async function newSession(label: string, plan: unknown = planInput()): Promise<{ sessionId: string; dir: string }> {
  const dir = await tempDir(`savepoint-crash-${label}-`);
  await writeFile(path.join(dir, 'README.md'), '# Spec\nThe file the first READ step reads.\n');
  const ws = await api(
    `mutation CrashWorkspace($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { __typename ... on CreateWorkspacePayload { workspace { id } } ... on Error { message } } }`,
    { input: { path: dir, name: label } },
  );
  if (ws.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(ws.createWorkspace));
  const created = await api(
    `mutation CrashSession($input: CreateSessionInput!) { createSession(input: $input) { __typename ... on CreateSessionPayload { session { id } } ... on Error { message } } }`,
    {
      input: {
        workspaceId: ws.createWorkspace.workspace.id,
        objective: `crash test ${label}`,
        strategy: 'ADAPTIVE',
        checkpointPolicy: { afterStep: true, phaseBoundary: true, planChange: true, onError: true },
        plan,
      },
    },
  );
  if (created.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(created.createSession));
  return { sessionId: created.createSession.session.id, dir };
}

const STATE = `
  query CrashState($id: ID!) {
    session(id: $id) {
      ... on Session {
        state resumable planRevision
        todos { content status activeForm }
        lease { holder token live }
        progress { steps { total completed } }
        phases { nodes { name state } }
        tasks(first: 100) { nodes { id key state steps(first: 100) { nodes { id title kind state } } } }
      }
    }
  }
`;

async function sessionState(sessionId: string) {
  return (await api(STATE, { id: sessionId })).session as Json;
}

/** The comparable final state: the plan's revision, the todo list, states of the session, phases, tasks and steps (not attempts or timestamps). */
function comparable(session: Json) {
  return {
    state: session.state,
    planRevision: session.planRevision,
    todos: session.todos,
    lease: session.lease,
    phases: session.phases.nodes,
    tasks: session.tasks.nodes.map((task: Json) => ({
      key: task.key,
      state: task.state,
      steps: task.steps.nodes.map((step: Json) => ({ title: step.title, kind: step.kind, state: step.state })),
    })),
  };
}

async function events(sessionId: string, types: string[]): Promise<Array<{ seq: number; type: string; data: Json }>> {
  const all: Array<{ seq: number; type: string; data: Json }> = [];
  let after: string | null = null;
  for (;;) {
    const data = await api(
      `query CrashEvents($id: ID!, $types: [String!], $after: String) {
         session(id: $id) { ... on Session { events(first: 500, after: $after, types: $types) { pageInfo { hasNextPage endCursor } nodes { seq type data } } } }
       }`,
      { id: sessionId, types, after },
    );
    const page = data.session.events;
    all.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return all;
    after = page.pageInfo.endCursor;
  }
}

async function forceUnlock(sessionId: string, reason: string): Promise<void> {
  const data = await api(`mutation CrashUnlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename ... on Error { message } } }`, {
    input: { sessionId, reason },
  });
  if (data.forceUnlock.__typename !== 'LeasePayload') throw new Error(JSON.stringify(data.forceUnlock));
}

/** The workspace's own files: not the snapshot store kept in it (a folder that is not a git repository holds it as .savepoint-shadow). */
async function workspaceFiles(dir: string, prefix = ''): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (rel === '.savepoint-shadow') continue;
    if (entry.isDirectory()) Object.assign(files, await workspaceFiles(dir, rel));
    else files[rel] = await readFile(path.join(dir, rel), 'utf8');
  }
  return files;
}

// ---- runner processes ----

type Exit = { code: number | null; signal: NodeJS.Signals | null };
type Runner = { pid: number; holder: string; spawnedAt: number; output: () => string; exited: Promise<Exit>; waitFor: (pattern: RegExp) => Promise<void> };

const running = new Set<Runner>();
afterAll(async () => {
  // A test that failed mid-way leaves runners behind: kill their process groups.
  for (const runner of running) {
    try {
      process.kill(-runner.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await Promise.all([...running].map((runner) => runner.exited));
});

function spawnRunner(options: {
  sessionId: string;
  dir: string;
  holder: string;
  mode: 'first' | 'resume';
  seed: number;
  leaseSeconds?: number;
  holdAt?: string | undefined;
}): Runner {
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      SAVEPOINT_URL: live.httpUrl,
      SAVEPOINT_TOKEN: live.token,
      SESSION_ID: options.sessionId,
      WORKSPACE: options.dir,
      HOLDER: options.holder,
      MODE: options.mode,
      LEASE_SECONDS: String(options.leaseSeconds ?? 60),
      RUNNER_SEED: String(options.seed),
      ...(options.holdAt ? { RUNNER_HOLD: options.holdAt } : {}),
      SAVEPOINT_JOURNAL_DIR: journals,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, killed as a whole
  });
  if (child.pid === undefined) throw new Error('could not spawn the runner');
  let output = '';
  const listeners = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    for (const listener of listeners) listener();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk.replace(/^/gm, '  stderr| ');
  });
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  const runner: Runner = {
    pid: child.pid,
    holder: options.holder,
    spawnedAt: Date.now(),
    output: () => output,
    exited,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        void exited.then(() => {
          listeners.delete(check);
          if (pattern.test(output)) resolve();
          else reject(new Error(`${options.holder} exited before printing ${pattern}\n${output}`));
        });
        check();
      }),
  };
  running.add(runner);
  void exited.then(() => running.delete(runner));
  return runner;
}

function sigkill(runner: Runner): void {
  try {
    process.kill(-runner.pid, 'SIGKILL'); // the whole process group
  } catch {
    // exited just now
  }
}

/** Kills the runner's process group with SIGKILL once `due` resolves, unless it exits first. */
async function killWhen(runner: Runner, due: Promise<unknown>): Promise<{ killed: boolean; exit: Exit }> {
  const outcome = await Promise.race([
    runner.exited.then(() => 'exited' as const),
    due.then(
      () => 'due' as const,
      () => 'exited' as const,
    ),
  ]);
  if (outcome === 'due') sigkill(runner);
  const exit = await runner.exited;
  return { killed: exit.signal === 'SIGKILL', exit };
}

// ---- the race of two resumes (see the last test) ----

async function mutate(field: string, type: string, input: Json, selection = ''): Promise<Json> {
  const data = await api(`mutation CrashRace($input: ${type}!) { ${field}(input: $input) { __typename ${selection} ... on Error { code message } } }`, {
    input,
  });
  return data[field] as Json;
}

/** A hook that holds whoever reaches it (`reached` resolves) until `open()`. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return {
    open,
    reached,
    hold: () => {
      reach();
      return opened;
    },
  };
}

/** The live app's caller for its token: the race runs resumeSession itself, to hold each resume at its test seams. */
async function liveCaller(): Promise<Caller> {
  const auth = await authenticate(live.app.database.db, `Bearer ${live.token}`);
  if (!('viewer' in auth)) throw new Error('the live token does not authenticate');
  return { db: live.app.database.db, viewer: auth.viewer, settings: live.app.settings };
}

/** Connections of this database queued for a session's advisory lock (db/advisory-locks.ts: key 0x5e55). */
async function sessionLockWaiters(): Promise<number> {
  const [row] = await live.app.database.sql`select count(*)::int as n from pg_locks
    where locktype = 'advisory' and not granted and classid = ${0x5e55} and database = (select oid from pg_database where datname = current_database())`;
  return row!.n as number;
}

// ---- the tests ----

type RunRecord = { holder: string; mode: string; kill: string; killed: boolean; exit: Exit; ms: number; output: string };

describe('resume after SIGKILL (real runner processes)', () => {
  it('a runner killed at random points over many runs always resumes to the state of an uninterrupted run, each write applied once', async () => {
    const log: string[] = [];
    const records: RunRecord[] = [];
    const summary = () =>
      [
        `seed ${SEED} (rerun with CRASH_SEED=${SEED})`,
        ...records.map((r) => `--- ${r.holder} (${r.mode}; kill ${r.kill}; exit ${JSON.stringify(r.exit)} after ${r.ms} ms)\n${r.output}`),
        ...log,
      ].join('\n');
    try {
      // The reference: one uninterrupted run; its timing calibrates the kill delays.
      const reference = await newSession('reference');
      const refRunner = spawnRunner({ ...reference, holder: 'reference', mode: 'first', seed: SEED });
      let readyAt = 0;
      void refRunner.waitFor(/ ready /).then(
        () => (readyAt = Date.now()),
        () => {},
      );
      const refExit = await refRunner.exited;
      const refMs = Date.now() - refRunner.spawnedAt;
      records.push({ holder: 'reference', mode: 'first', kill: 'none', killed: false, exit: refExit, ms: refMs, output: refRunner.output() });
      expect(refExit, summary()).toEqual({ code: 0, signal: null });
      const startupMs = readyAt - refRunner.spawnedAt;
      const perStepMs = (Date.now() - readyAt) / STEP_COUNT;
      log.push(`reference run: ${refMs} ms (startup ${startupMs} ms, ~${perStepMs.toFixed(0)} ms per step)`);
      const referenceState = comparable(await sessionState(reference.sessionId));
      const referenceFiles = await workspaceFiles(reference.dir);

      let kills = 0;
      let lateLeases = 0;
      let stopped = false;
      let expiryWaitMs: number | null = null;
      const campaign = async (index: number) => {
        const rng = mulberry32(SEED + 7919 * (index + 1)); // one stream per campaign: the seed replays each
        const { sessionId, dir } = await newSession(`crash${index}`);
        const dead = new Set<string>();
        const plan = [...KILL_PLANS[index]!];
        for (let run = 0; ; run++) {
          if (stopped) throw new Error(`campaign ${index} stopped: another campaign failed`);
          if (run >= MAX_RUNS_PER_CAMPAIGN) throw new Error(`campaign ${index}: no runner finished in ${run} runs`);
          const mode = run === 0 ? 'first' : 'resume';
          const holder = `crash${index}-run${run}`;
          let kind = plan[0];
          const steps: Json[] = (await sessionState(sessionId)).tasks.nodes.flatMap((t: Json) => t.steps.nodes);
          const pending = steps.filter((step) => step.state !== 'COMPLETED');
          const candidates =
            kind === 'partial' || kind === 'written'
              ? pending.filter((step) => step.kind === 'WRITE')
              : kind === 'restarted'
                ? pending.filter((step) => step.state === 'RUNNING' || step.state === 'RESUMABLE')
                : pending;
          if ((kind === 'started' || kind === 'partial' || kind === 'written' || kind === 'restarted') && candidates.length === 0) kind = 'time'; // nothing left to aim at
          // A kill aimed at a window inside a step: the runner holds at that line (its RUNNER_HOLD failpoint) until the
          // kill lands, which on a loaded machine can take longer than the window itself.
          let holdAt: string | undefined;
          if (kind === 'started' || kind === 'partial' || kind === 'written' || kind === 'restarted') {
            // Steps the plan revision added are titled by their task ("notes: read README.md"), not "step N: ...".
            const title: string = candidates[Math.floor(rng() * candidates.length)]!.title;
            const n = /^step (\d+):/.exec(title)?.[1];
            holdAt = kind === 'started' || kind === 'restarted' ? `step started: ${title}` : `write out/step-${n}.txt: ${kind}`;
          }
          const runner = spawnRunner({ sessionId, dir, holder, mode, seed: Math.floor(rng() * 2 ** 31), leaseSeconds: kind === 'expiry' ? 5 : 60, holdAt });
          let kill = 'none';
          let outcome: { killed: boolean; exit: Exit };
          if (kind === 'expiry') {
            const delayMs = rng() * perStepMs * STEP_COUNT * 0.5;
            kill = `${delayMs.toFixed(0)} ms after the 5 s lease was taken`;
            outcome = await killWhen(
              runner,
              runner.waitFor(/(leased|resumed) token=/).then(() => sleep(delayMs)),
            );
          } else if (kind === 'time') {
            // Spread over the whole expected run, a little under it so that most runs are killed (one that is faster
            // than expected just finishes).
            const delayMs = rng() * 0.95 * (startupMs + perStepMs * (pending.length + 1));
            kill = `at ${delayMs.toFixed(0)} ms`;
            outcome = await killWhen(runner, sleep(delayMs));
          } else if (holdAt) {
            const line = holdAt;
            kill = `on "${line}"`;
            outcome = await killWhen(runner, runner.waitFor(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
          } else {
            outcome = { killed: false, exit: await runner.exited };
          }
          records.push({ holder, mode, kill, ...outcome, ms: Date.now() - runner.spawnedAt, output: runner.output() });
          if (!outcome.killed && outcome.exit.code === 4) {
            // A killed runner's request was still in flight and took the lease after our forceUnlock (a resume or
            // acquireLease that the server finished after the process died): the operator breaks it again.
            const lockedBy = /LOCKED by holder=(\S+)/.exec(runner.output())?.[1];
            expect(dead.has(lockedBy ?? ''), `${holder} was refused by a lease of ${lockedBy}, which is not a runner we killed\n${summary()}`).toBe(true);
            lateLeases += 1;
            await forceUnlock(sessionId, `runner ${lockedBy} is dead (its last request landed after the previous unlock)`);
            continue;
          }
          if (!outcome.killed) {
            const violation = /VIOLATION: .*/.exec(runner.output())?.[0];
            expect(violation, `${holder} found a step's file written more than once or corrupted\n${summary()}`).toBeUndefined();
            expect(outcome.exit, `${holder} must finish the session\n${summary()}`).toEqual({ code: 0, signal: null });
            return { sessionId, dir };
          }
          dead.add(holder);
          kills += 1;
          plan.shift();
          if (kind === 'expiry') {
            const after = await sessionState(sessionId);
            expect(after.lease?.live, 'the killed runner still holds its 5 s lease').toBe(true);
            expect(after.resumable).toBe(false);
            const start = Date.now();
            while (!(await sessionState(sessionId)).resumable) {
              if (Date.now() - start > 10_000) throw new Error('the 5 s lease of a killed runner did not expire');
              await sleep(100);
            }
            expiryWaitMs = Date.now() - start;
          } else {
            await forceUnlock(sessionId, `runner ${holder} (pid ${runner.pid}) was killed`);
          }
        }
      };
      const crashed: Array<{ sessionId: string; dir: string }> = [];
      let next = 0;
      let firstError: unknown = null;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          try {
            while (next < CAMPAIGNS && !stopped) crashed.push(await campaign(next++));
          } catch (error) {
            if (!stopped) firstError = error;
            stopped = true; // the other lane stops too: kill its runner now, spawn no more
            for (const runner of running) sigkill(runner);
          }
        }),
      );
      if (firstError) throw firstError;
      expect(crashed).toHaveLength(CAMPAIGNS);
      log.push(
        `${records.length - 1} crash runs, ${kills} kills, ${lateLeases} late lease(s) of dead runners broken again; lease expiry took ${expiryWaitMs} ms`,
      );

      let resumesWithInFlight = 0;
      const actions: Record<string, number> = {};
      for (const { sessionId, dir } of crashed) {
        // The final state equals the reference's, COMPLETED everywhere.
        const state = comparable(await sessionState(sessionId));
        expect(state, summary()).toEqual(referenceState);
        expect(state.state).toBe('COMPLETED');
        expect(state.tasks.flatMap((t: Json) => [t.state, ...t.steps.map((s: Json) => s.state)]).every((s: string) => s === 'COMPLETED')).toBe(true);

        // Every WRITE step's file holds its line exactly once, and the workspace equals the reference's.
        const files = await workspaceFiles(dir);
        for (const n of WRITE_STEPS) expect(files[`out/step-${n}.txt`], `out/step-${n}.txt\n${summary()}`).toBe(`step ${n}\n`);
        expect(files).toEqual(referenceFiles);

        // No step, task or session completed twice.
        const stepIds = (await sessionState(sessionId)).tasks.nodes.flatMap((t: Json) => t.steps.nodes.map((s: Json) => s.id as string));
        const log2 = await events(sessionId, ['step.state_changed', 'task.state_changed', 'session.state_changed', 'session.resumed']);
        const completions = new Map<string, number>();
        for (const event of log2.filter((e) => e.type === 'step.state_changed' && e.data.to === 'COMPLETED')) {
          completions.set(event.data.stepId, (completions.get(event.data.stepId) ?? 0) + 1);
        }
        expect(Object.fromEntries(completions), summary()).toEqual(Object.fromEntries(stepIds.map((id: string) => [id, 1])));
        const taskCompletions = log2
          .filter((e) => e.type === 'task.state_changed' && e.data.to === 'COMPLETED')
          .map((e) => e.data.key)
          .sort();
        expect(taskCompletions).toEqual([...TASKS.map((t) => t.key), 'notes'].sort()); // notes: added by the runner's revision
        // The runner's revision was made exactly once, whatever the kills (its idempotency key, and the check before it).
        expect(await events(sessionId, ['plan.revised']), summary()).toHaveLength(1);
        expect(log2.filter((e) => e.type === 'session.state_changed' && e.data.to === 'COMPLETED')).toHaveLength(1);

        for (const resumed of log2.filter((e) => e.type === 'session.resumed')) {
          const inProgress = resumed.data.inProgress as Array<{ action: string }>;
          if (inProgress.length > 0) resumesWithInFlight += 1;
          for (const decision of inProgress) actions[decision.action] = (actions[decision.action] ?? 0) + 1;
        }
      }
      log.push(`resumes that found a step in flight: ${resumesWithInFlight}; decisions ${JSON.stringify(actions)}`);
      // Not vacuous: the runners were killed often, and some kills landed mid-step.
      expect(kills, summary()).toBeGreaterThanOrEqual(PLANNED_KILLS / 2);
      expect(resumesWithInFlight, summary()).toBeGreaterThan(0);
      expect(actions.ROLLBACK_AND_RETRY ?? 0, `no kill left a write cut off or not yet made\n${summary()}`).toBeGreaterThan(0);
      expect(actions.SKIP ?? 0, `no kill left an applied write unreported\n${summary()}`).toBeGreaterThan(0);
      expect(expiryWaitMs).not.toBeNull();
      console.log(process.env.CRASH_VERBOSE ? summary() : `resume.crash: ${log.join('; ')}; seed ${SEED}`);
    } catch (error) {
      console.error(summary());
      throw error;
    }
  }, 120_000);

  // Two resumes of one session at once (a killed runner's resumeSession still in flight at the server while the next
  // runner resumes): the loser is refused and must not touch the files the winner's runner is writing. Resumes of a
  // session are serialised (an advisory lock held from the first read to the commit, git work included). The window
  // that matters is forced rather than hoped for: B has planned its resume and queues for the lock while A, holding
  // it, is about to commit. A B that went on to file work would have asked the folder's agent for a RESTORE of its
  // own, so the commands recorded show it, whenever it ran.
  it('a resume that loses the race for the lease leaves the files alone', async () => {
    const text = 'final\n';
    const write = { kind: 'WRITE', title: 'write out/a.txt', input: { path: 'out/a.txt', text }, writes: [{ path: 'out/a.txt', sha256: sha256(text) }] };
    const { sessionId, dir } = await newSession('race', { phases: [{ name: 'work', tasks: [{ key: 'w', title: 'w', steps: [write] }] }] });
    const task = (await sessionState(sessionId)).tasks.nodes[0];
    const stepId = task.steps.nodes[0].id;
    const dead = await mutate('acquireLease', 'AcquireLeaseInput', { sessionId, holder: 'dead' }, '... on LeasePayload { lease { token } }');
    await mutate('startSession', 'SessionTransitionInput', { sessionId });
    await mutate('startTask', 'StartTaskInput', { taskId: task.id, leaseToken: dead.lease.token });
    await mutate('startStep', 'StartStepInput', { stepId, leaseToken: dead.lease.token });
    await mkdir(path.join(dir, 'out'));
    await writeFile(path.join(dir, 'out/a.txt'), text.slice(0, 3)); // the runner died halfway through the write
    await forceUnlock(sessionId, 'runner died');

    const caller = await liveCaller();
    const input = (holder: string) => ({ sessionId: decodeGlobalID(sessionId).id, holder });
    const commitA = gate();
    const a = resumeSession(caller, input('A'), { beforeCommit: commitA.hold });
    await commitA.reached; // A holds the session's lock, its file rolled back, its transaction open
    const b = resumeSession(caller, input('B')).then(
      () => 'B resumed as well',
      (error: unknown) => error,
    );
    // B is under way: queued for the session's lock, or before it, waiting for the folder's agent to answer its check
    // of the folder (the agent answers once A's record settles the files it restored: agents/agent.model.ts).
    const asked = async () =>
      (
        await caller.db
          .selectFrom('agent_commands')
          .select('id')
          .where('kind', '=', 'SNAPSHOT')
          .where('state', '=', 'PENDING')
          .where('session_id', '=', decodeGlobalID(sessionId).id)
          .execute()
      ).length;
    await until(async () => (await sessionLockWaiters()) > 0 || (await asked()) > 0, "B to queue for the session's lock, or for the agent");
    commitA.open();
    const won = await a;
    const restarted = await mutate('startStep', 'StartStepInput', { stepId, leaseToken: won.lease!.token });
    expect(restarted.__typename).toBe('StepPayload');
    await writeFile(path.join(dir, 'out/a.txt'), text); // A's runner re-does the write
    const lost = await b;
    expect(lost, String(lost)).toBeInstanceOf(SessionLockedError);
    // Only A asked the folder's agent to put files back: B never reached file work, whenever it ran.
    const restores = await caller.db
      .selectFrom('agent_commands')
      .select('id')
      .where('kind', '=', 'RESTORE')
      .where('session_id', '=', decodeGlobalID(sessionId).id)
      .execute();
    expect(restores).toHaveLength(1);
    expect(await readFile(path.join(dir, 'out/a.txt'), 'utf8').catch(() => null), 'out/a.txt once the loser answered').toBe(text);
    await forceUnlock(sessionId, 'test over'); // A's lease would count against the owner's session limit
  });
});
