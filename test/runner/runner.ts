// A real runner process for the crash test (test/resume.crash.test.ts): it works through a session's plan on the runner
// kit (src/runner/: the lease and its heartbeat, fencing tokens, keys per step and attempt, retries) and the file
// system, slowly enough to be killed mid-work at random points.
//
//   node --import tsx test/runner/runner.ts     (or node_modules/.bin/tsx test/runner/runner.ts)
//
// Environment: SAVEPOINT_URL (http URL of /graphql), SAVEPOINT_TOKEN (bearer token), SESSION_ID, WORKSPACE (the
// workspace directory), HOLDER (lease holder name), MODE (first | resume; default first), LEASE_SECONDS (default 60),
// RUNNER_SEED (for the random pauses), RUNNER_MAX_SLEEP_MS (upper bound of one pause, default 20),
// SAVEPOINT_JOURNAL_DIR (where the kit keeps the run's state), and RUNNER_HOLD: a failpoint, the start of a line the
// runner prints inside a step ("step started: ...", "write <path>: partial", "write <path>: written"), after which
// it stops and waits to be killed, so that a kill aimed at that window lands in it however slow the killer is.
//
// Steps carry their effect in their `input`: WRITE { path, text } appends `text` to the file in two chunks (never
// idempotent, so a double application shows as a repeated line); READ { path } reads a file; EXEC { check: "out" }
// verifies that every file in out/ holds exactly one line "step <n>" and exits 3 when one does not.
//
// The runner also evolves the plan (one revision adding a `notes` task) and keeps the session's todo list (one
// item per task, updated as tasks complete), so a crash can land in either.
//
// Exit codes: 0 the session is COMPLETED (by this run or an earlier one), 2 an unexpected API answer, 3 a violation,
// 4 resume refused because another runner holds a live lease (printed as `LOCKED by holder=<name>`).
import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { WriteRefusedError } from '../../src/runner/errors.ts';
import { openRun } from '../../src/runner/runner.ts';
import type { Run } from '../../src/runner/runner-options.ts';
import type { PlanStep, PlanTask } from '../../src/runner/session-plan.ts';

type Json = Record<string, unknown>;

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`runner: ${name} is not set`);
    process.exit(2);
  }
  return value;
}

const url = required('SAVEPOINT_URL');
const token = required('SAVEPOINT_TOKEN');
const sessionId = required('SESSION_ID');
const workspace = required('WORKSPACE');
const holder = required('HOLDER');
const mode = process.env.MODE === 'resume' ? 'resume' : 'first';
const leaseSeconds = Number(process.env.LEASE_SECONDS ?? 60);
const maxSleepMs = Number(process.env.RUNNER_MAX_SLEEP_MS ?? 20);

// mulberry32: small, seedable, good enough for pauses.
let seed = Number(process.env.RUNNER_SEED ?? Date.now()) >>> 0;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const started = Date.now();
function log(line: string): void {
  process.stdout.write(`[${holder} +${String(Date.now() - started).padStart(5)}ms] ${line}\n`);
}

const holdAt = process.env.RUNNER_HOLD;

/** Prints a line that marks a window inside a step; at the RUNNER_HOLD failpoint, waits there to be killed. */
async function mark(line: string): Promise<void> {
  log(line);
  if (holdAt && line.startsWith(holdAt)) await new Promise((resolve) => setTimeout(resolve, 60_000));
}

/** A random pause of `min` to `max` ms (max defaults to RUNNER_MAX_SLEEP_MS). */
function pause(min = 2, max = maxSleepMs): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, min + random() * Math.max(0, max - min)));
}

/** The step's effect on the workspace. */
async function perform(step: PlanStep): Promise<Json> {
  const input = (step.input ?? {}) as Json;
  if (step.kind === 'WRITE') {
    const file = path.join(workspace, String(input.path));
    const text = String(input.text);
    await mkdir(path.dirname(file), { recursive: true });
    const cut = 1 + Math.floor(random() * (text.length - 1)); // 1..length-1: a real partial write
    await appendFile(file, text.slice(0, cut));
    await mark(`write ${input.path}: partial (${cut}/${text.length} bytes)`);
    await pause(10, 30); // a window in which a kill leaves a partial file
    await appendFile(file, text.slice(cut));
    await mark(`write ${input.path}: written`);
    return { bytes: text.length };
  }
  if (step.kind === 'READ') {
    const content = await readFile(path.join(workspace, String(input.path)), 'utf8');
    log(`read ${input.path}: ${content.length} bytes`);
    return { bytes: content.length };
  }
  // EXEC: check the work so far; a double-applied write is a violation here already.
  const dir = path.join(workspace, 'out');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  for (const name of files) {
    const content = await readFile(path.join(dir, name), 'utf8');
    const n = /^step-(\d+)\.txt$/.exec(name)?.[1];
    if (content !== `step ${n}\n`) {
      log(`VIOLATION: out/${name} holds ${JSON.stringify(content)}`);
      process.exit(3);
    }
  }
  log(`exec check: ${files.length} file(s) in out/ hold one line each`);
  return { checked: files.length };
}

/** Opens the run: the lease taken (first) or the session resumed; null when there is nothing to do (finished). */
async function open(): Promise<Run | null> {
  const options = { url, token, holder, leaseSeconds };
  if (mode === 'first') return openRun(options, { sessionId });
  try {
    return await openRun(options, { sessionId, resume: true });
  } catch (error) {
    if (!(error instanceof WriteRefusedError)) throw error;
    if (error.error.__typename === 'TerminalStateError' && error.error.state === 'COMPLETED') return null;
    if (error.code === 'SESSION_LOCKED') {
      // Another runner holds a live lease; whoever started us decides whether it is dead (and breaks its lease).
      log(`LOCKED by holder=${String(error.error.holder)}`);
      process.exit(4);
    }
    throw error;
  }
}

/**
 * The plan evolves while the runner works: once, it adds a `notes` task (one READ step) after `verify`. A crash may
 * land before or after the revision commits; the next runner sees whether the task is there, and the kit's key for it
 * (the same for every runner of the session) makes a retry of a revision whose answer was lost change nothing.
 * Answers whether this run revised the plan.
 */
async function revisePlanOnce(run: Run): Promise<boolean> {
  if ((await run.plan()).tasks.some((task) => task.key === 'notes')) return false;
  const notes = {
    key: 'notes',
    title: 'notes',
    dependsOn: ['verify'],
    steps: [{ kind: 'READ' as const, title: 'notes: read README.md', input: { path: 'README.md' } }],
  };
  await run.addTask(notes, { phaseKey: 'implement' });
  log('plan revised: notes added');
  await pause();
  return true;
}

let todoUpdates = 0;
/** The session's todo list: one item per task, as the runner sees them (replaced as a whole). */
async function updateTodos(run: Run, tasks: readonly PlanTask[]): Promise<void> {
  const status = (state: string) => (state === 'COMPLETED' ? 'COMPLETED' : state === 'RUNNING' ? 'IN_PROGRESS' : 'PENDING');
  const todos = tasks.map((task) => ({ content: `task ${task.key}`, status: status(task.state), activeForm: `Working on ${task.key}` }) as const);
  await run.todos(todos, { key: `${holder}-${++todoUpdates}` });
  log(`todos updated: ${todos.filter((todo) => todo.status === 'COMPLETED').length}/${todos.length} done`);
}

async function main(): Promise<void> {
  log(`ready pid=${process.pid} mode=${mode} session=${sessionId}`);
  await pause();
  const run = await open();
  if (!run) {
    log('session already COMPLETED: nothing to resume');
    return;
  }
  let pending: string[] | null = null;
  if (mode === 'first') {
    await run.start();
    log(`leased token=${run.leaseToken()}`);
    log('session started');
  } else {
    const { session, plan } = run.resumed!;
    log(`resumed token=${run.leaseToken()} state=${session.state}`);
    for (const decision of plan.inProgress) log(`in progress: ${decision.step.title} -> ${decision.action}`);
    log(`plan: ${plan.pendingSteps.length} pending step(s)`);
    pending = plan.pendingSteps.map((step) => step.id);
  }
  await pause();
  // A revision this run made adds steps the resume's plan could not list: then every step not done, in order.
  if (await revisePlanOnce(run)) pending = null;

  const { tasks } = await run.plan();
  const steps = new Map(tasks.flatMap((task) => task.steps.map((step) => [step.id, { step, task }] as const)));
  // First run: every step not done, in execution order (tasks come in execution order, steps by position).
  pending ??= tasks.flatMap((task) => task.steps.filter((step) => step.state !== 'COMPLETED').map((step) => step.id));

  const startTask = async (task: PlanTask) => {
    await run.startTask(task);
    task.state = 'RUNNING';
    log(`task ${task.key} started`);
    await pause();
  };
  const completeTask = async (task: PlanTask) => {
    if (task.state === 'COMPLETED') return;
    if (task.state !== 'RUNNING') await startTask(task);
    else await run.startTask(task); // running already (an earlier runner's attempt): the run takes that attempt on
    await run.completeTask(task.key);
    task.state = 'COMPLETED';
    log(`task ${task.key} completed`);
    await pause();
    await updateTodos(run, tasks);
    await pause();
  };
  // Tasks whose steps are all done but which a crash left unfinished (killed before completeTask).
  const completeFinishedTasks = async (upTo: number) => {
    for (const task of tasks.slice(0, upTo)) {
      if (task.state !== 'COMPLETED' && task.steps.every((step) => step.state === 'COMPLETED')) await completeTask(task);
    }
  };

  for (const stepId of pending) {
    const entry = steps.get(stepId);
    if (!entry) throw new Error(`the plan names step ${stepId}, which the session does not have`);
    const { step, task } = entry;
    await completeFinishedTasks(tasks.indexOf(task));
    if (task.state !== 'RUNNING') await startTask(task);
    await run.step({ key: step.idempotencyKey, attempt: step.attempt, state: step.state, kind: step.kind }, async () => {
      await mark(`step started: ${step.title}`);
      await pause(10, 40); // the step's own work: a kill here leaves it in flight
      const output = await perform(step);
      await pause(10, 40); // applied but not yet reported: a kill here leaves an applied write for resume to find
      return output;
    });
    step.state = 'COMPLETED';
    log(`step completed: ${step.title}`);
    await pause();
    if (task.steps.every((s) => s.state === 'COMPLETED')) await completeTask(task);
  }
  await completeFinishedTasks(tasks.length);
  await updateTodos(run, tasks); // a crash between a task's completion and its todo update is caught up here
  await run.end('completed');
  log('session completed; its lease ended with it; done'); // a finished session keeps no lease
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    console.error(error);
    process.exit(2);
  },
);
