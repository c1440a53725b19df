// `npm run bench` sections for resume: resumeSession over HTTP on a large interrupted session, and the continuation
// planner (planContinuation) alone on 10,000 steps. run.ts starts the server and reports; this file seeds and times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/config.ts';
import type { StepKind } from '../../src/db/tables/plans.ts';
import type { Strategy } from '../../src/db/tables/sessions.ts';
import { type PlannerInput, type PlannerPhase, type PlannerStep, type PlannerTask, planContinuation } from '../../src/plans/continuation.model.ts';

/** Runs one GraphQL operation against the spawned server and returns `data` (throws on `errors`). */
export type Gql = (query: string, variables?: Record<string, unknown>) => Promise<any>;

const PHASES = 10;
const TASKS_PER_PHASE = 10;
const STEPS_PER_TASK = 10;
const KINDS: readonly StepKind[] = ['READ', 'WRITE', 'EXEC'];

/** A mixed step kind: about 4 reads, 3 writes and 3 execs per task. */
function kindOf(position: number): StepKind {
  return KINDS[position % 3]!;
}

/** Fails loudly when an aliased mutation answered with an error type instead of its payload. */
function expectPayloads(data: Record<string, { __typename: string; message?: string }>, typename: string | RegExp) {
  for (const [alias, value] of Object.entries(data)) {
    const ok = typeof typename === 'string' ? value.__typename === typename : typename.test(value.__typename);
    if (!ok) throw new Error(`${alias}: ${value.__typename} ${value.message ?? ''}`);
  }
}

/**
 * As many aliased mutation fields as one request may carry: the server (spawned with this environment) refuses a
 * document over SAVEPOINT_MAX_MUTATION_FIELDS or SAVEPOINT_MAX_ALIASES, and the bench measures it as configured.
 */
const PER_REQUEST = (() => {
  const { mutationFields, aliases } = loadConfig(process.env).limits;
  return Math.min(mutationFields, aliases);
})();

/** Sends mutation fields in requests of PER_REQUEST aliased fields (executed in order, serially, by GraphQL). */
async function batched(gql: Gql, fields: string[], typename: string | RegExp) {
  const perRequest = PER_REQUEST;
  for (let i = 0; i < fields.length; i += perRequest) {
    const chunk = fields.slice(i, i + perRequest);
    const data = await gql(`mutation { ${chunk.map((field, j) => `m${j}: ${field}`).join('\n')} }`);
    expectPayloads(data, typename);
  }
}

type SeededStep = { id: string; kind: StepKind };
type SeededTask = { id: string; key: string; steps: SeededStep[] };

export type ResumeSeed = {
  sessionId: string;
  /** The steps left RUNNING when the runner "died": a READ and a WRITE (with a declared file and sha256) of one task. */
  inFlight: string[];
  seedMs: number;
  completedSteps: number;
};

/**
 * Seeds (not timed by the budget) a session of 1,000 steps (10 phases x 10 tasks x 10 steps, READ/WRITE/EXEC, ADAPTIVE
 * with dependencies), about half completed, two steps in flight, 10,000 messages over six conversations and 100
 * state-only checkpoints, all through the API. The workspace is a plain directory and every checkpoint is
 * state-only, so resuming does no git work (no code checkpoint: nothing to diff, nothing to roll back).
 */
export async function seedResumeSession(gql: Gql, parent: string): Promise<ResumeSeed> {
  const started = performance.now();
  const dir = await mkdtemp(path.join(parent, 'resume-'));
  const ws = await gql(
    'mutation($p: String!) { createWorkspace(input: { path: $p, name: "resume-bench" }) { ... on CreateWorkspacePayload { workspace { id } } ... on Error { message } } }',
    {
      p: dir,
    },
  );
  const workspaceId: string = ws.createWorkspace.workspace.id;

  const phases = Array.from({ length: PHASES }, (_, p) => ({
    name: `Phase ${p + 1}`,
    tasks: Array.from({ length: TASKS_PER_PHASE }, (_, t) => {
      const key = `p${p}t${t}`;
      // ADAPTIVE: each task waits for the previous task of its phase; a phase's first task waits for the previous phase's last two.
      const dependsOn = t > 0 ? [`p${p}t${t - 1}`] : p > 0 ? [`p${p - 1}t${TASKS_PER_PHASE - 1}`, `p${p - 1}t${TASKS_PER_PHASE - 2}`] : [];
      return {
        key,
        title: `Task ${key}`,
        role: ['architect', 'engineer', 'reviewer'][t % 3],
        dependsOn,
        steps: Array.from({ length: STEPS_PER_TASK }, (_, s) => {
          const kind = kindOf(s);
          const file = `src/module${p}/part${t}_${s}.ts`;
          return {
            kind,
            title: kind === 'READ' ? `Read ${file}` : kind === 'WRITE' ? `Write ${file}` : `Run tests for ${key} (${s})`,
            input: kind === 'EXEC' ? { command: 'npm test', cwd: '.' } : { path: file },
            // The WRITE that will be in flight (p5t0, step 4) declares its file's sha256; the file is not on disk, so
            // resume finds it not applied: ROLLBACK_AND_RETRY, and with no code checkpoint nothing to restore (no git).
            ...(kind === 'WRITE' ? { writes: [{ path: file, ...(p === 5 && t === 0 && s === 4 ? { sha256: 'a'.repeat(64) } : {}) }] } : {}),
          };
        }),
      };
    }),
  }));
  const created = await gql(
    `mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } ... on InvalidPlanError { problem keys message } ... on Error { message } } }`,
    {
      i: {
        workspaceId,
        objective: 'Resume benchmark: a long interrupted session',
        strategy: 'ADAPTIVE',
        config: { provider: 'anthropic', model: 'claude-sonnet-4', temperature: 0.2, maxTokens: 8192 },
        checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
        plan: { phases },
      },
    },
  );
  if (!created.createSession.session) throw new Error(`createSession: ${JSON.stringify(created.createSession)}`);
  const sessionId: string = created.createSession.session.id;

  const planned = await gql(
    'query($id: ID!) { session(id: $id) { ... on Session { phases(first: 50) { nodes { tasks(first: 50) { nodes { id key steps(first: 50) { nodes { id kind position } } } } } } } } }',
    { id: sessionId },
  );
  const tasks: SeededTask[] = planned.session.phases.nodes.flatMap((phase: any) =>
    phase.tasks.nodes.map((task: any) => ({ id: task.id, key: task.key, steps: task.steps.nodes })),
  );
  if (tasks.length !== PHASES * TASKS_PER_PHASE || tasks.some((task) => task.steps.length !== STEPS_PER_TASK)) throw new Error('unexpected plan shape');

  await gql('mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename ... on Error { message } } }', { s: sessionId });

  // Phases 1-5 complete (500 steps). Task p5t0 (ADAPTIVE: p5t1 waits for it) is running: steps 0-2 completed, and
  // the runner died with two steps in flight: step 3 (a READ it had started alongside) and step 4 (the WRITE).
  const fields: string[] = [];
  const done = (PHASES / 2) * TASKS_PER_PHASE;
  for (const task of tasks.slice(0, done)) {
    fields.push(`startTask(input: { taskId: "${task.id}" }) { __typename ... on Error { message } }`);
    for (const step of task.steps) {
      fields.push(`startStep(input: { stepId: "${step.id}" }) { __typename ... on Error { message } }`);
      fields.push(`completeStep(input: { stepId: "${step.id}", output: { ok: true } }) { __typename ... on Error { message } }`);
    }
    fields.push(`completeTask(input: { taskId: "${task.id}", output: { summary: "done" } }) { __typename ... on Error { message } }`);
  }
  const current = tasks[done]!;
  fields.push(`startTask(input: { taskId: "${current.id}" }) { __typename ... on Error { message } }`);
  for (const step of current.steps.slice(0, 3)) {
    fields.push(`startStep(input: { stepId: "${step.id}" }) { __typename ... on Error { message } }`);
    fields.push(`completeStep(input: { stepId: "${step.id}", output: { ok: true } }) { __typename ... on Error { message } }`);
  }
  const inFlight = [current.steps[3]!.id, current.steps[4]!.id]; // a READ, then the WRITE with a declared sha256
  for (const id of inFlight) fields.push(`startStep(input: { stepId: "${id}" }) { __typename ... on Error { message } }`);
  await batched(gql, fields, /^(TaskPayload|StepPayload)$/);
  const completedSteps = done * STEPS_PER_TASK + 3;

  // 10,000 messages: 5,000 on the supervisor conversation, 1,000 on each of five task conversations.
  const convs = await gql('query($id: ID!) { session(id: $id) { ... on Session { conversations(first: 10) { nodes { id kind } } } } }', { id: sessionId });
  const conversationIds: Array<{ id: string; count: number }> = [{ id: convs.session.conversations.nodes[0].id, count: 5_000 }];
  for (const task of tasks.slice(done - 4, done + 1)) {
    const conv = await gql(
      'mutation($i: CreateConversationInput!) { createConversation(input: $i) { ... on CreateConversationPayload { conversation { id } } ... on Error { message } } }',
      { i: { sessionId, kind: 'TASK', taskId: task.id, title: `Agent for ${task.key}` } },
    );
    conversationIds.push({ id: conv.createConversation.conversation.id, count: 1_000 });
  }
  const append =
    'mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ... on AppendMessagesPayload { conversation { lastMessageSeq } } ... on Error { message } } }';
  let messageCount = 0;
  for (const { id, count } of conversationIds) {
    for (let offset = 0; offset < count; offset += 1_000) {
      const messages = Array.from({ length: 1_000 }, (_, i) => message(offset + i));
      const result = await gql(append, { i: { conversationId: id, messages } });
      if (result.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(result.appendMessages));
      messageCount += messages.length;
    }
  }
  if (messageCount !== 10_000) throw new Error(`seeded ${messageCount} messages`);

  // 100 state-only checkpoints (no git work), each capturing the plan's 1,000 steps and six conversation positions.
  const checkpointFields = Array.from(
    { length: 100 },
    (_, i) => `createCheckpoint(input: { sessionId: "${sessionId}", includeCode: false, label: "bench ${i}" }) { __typename ... on Error { message } }`,
  );
  await batched(gql, checkpointFields, 'CreateCheckpointPayload');

  return { sessionId, inFlight, seedMs: performance.now() - started, completedSteps };
}

/** A realistic mix: user and assistant turns of a few hundred bytes, tool calls and their results. */
function message(i: number) {
  switch (i % 4) {
    case 0:
      return { role: 'USER', content: `Please continue with item ${i}: check the handler and make the failing test pass.`, tokenCount: 24 };
    case 1:
      return {
        role: 'ASSISTANT',
        content: `Looking at item ${i}. ${'I will read the module, then adjust the validation. '.repeat(4)}`,
        tokenCount: 180,
        costUsd: 0.0021,
        toolCalls: [{ id: `call_${i}`, name: 'read_file', input: { path: `src/module${i % 10}/part${i % 7}.ts` } }],
      };
    case 2:
      return {
        role: 'TOOL',
        toolName: 'read_file',
        toolResult: `export function handler${i}(input: string) {\n  return input.trim();\n}\n`.repeat(3),
        tokenCount: 90,
      };
    default:
      return { role: 'ASSISTANT', content: `Done with item ${i}; the test passes now.`, tokenCount: 40, costUsd: 0.0004 };
  }
}

/** The selection a runner asks for when it resumes: state, its lease, what is left and whether it may go on. */
const RESUME = `mutation($i: ResumeSessionInput!) {
  resumeSession(input: $i) {
    __typename
    ... on ResumeSessionPayload {
      dryRun
      session { id state version lease { holder token expiresAt live } }
      plan { counts { skippedTasks skippedSteps inProgress pendingSteps } inProgress { step { id } action } pendingSteps { id } }
      environment { valid warnings { code } changedFiles { path } }
      checkpoint { id seq }
      pendingApprovals { id }
      config
    }
    ... on Error { code message }
  }
}`;

const FORCE_UNLOCK = 'mutation($s: ID!) { forceUnlock(input: { sessionId: $s, reason: "bench: runner died" }) { __typename ... on Error { message } } }';

export type ResumeTimings = { resume: number[]; dryRun: number[]; pendingSteps: number; skippedSteps: number; inProgress: number };

/**
 * Times resumeSession round trips over HTTP. Before each (not timed) the runner that holds the lease picks the two
 * in-flight steps up again (startStep with its token: RESUMABLE -> RUNNING) and then "dies": forceUnlock breaks its
 * lease. So every timed resume sees the same interrupted session: two RUNNING steps to judge, no live lease.
 */
export async function timeResume(gql: Gql, seed: ResumeSeed, runs = 100, warmUp = 10): Promise<ResumeTimings> {
  const interrupt = async (token: number | null) => {
    if (token !== null) {
      const restart = seed.inFlight
        .map((id, j) => `s${j}: startStep(input: { stepId: "${id}", leaseToken: ${token} }) { __typename ... on Error { message } }`)
        .join('\n');
      expectPayloads(await gql(`mutation { ${restart} }`), 'StepPayload');
    }
    expectPayloads({ f: (await gql(FORCE_UNLOCK, { s: seed.sessionId })).forceUnlock }, 'LeasePayload');
  };
  const resumeOnce = async (dryRun: boolean) => {
    const started = performance.now();
    const data = await gql(RESUME, { i: { sessionId: seed.sessionId, holder: 'bench-runner', leaseSeconds: 300, dryRun } });
    const ms = performance.now() - started;
    const result = data.resumeSession;
    if (result.__typename !== 'ResumeSessionPayload') throw new Error(`resumeSession: ${JSON.stringify(result)}`);
    return { ms, result };
  };

  let token: number | null = null;
  const resume: number[] = [];
  let last: any = null;
  for (let i = 0; i < warmUp + runs; i++) {
    await interrupt(token);
    const { ms, result } = await resumeOnce(false);
    if (result.session.state !== 'RUNNING' || !result.session.lease?.live || result.plan.counts.inProgress !== seed.inFlight.length) {
      throw new Error(`unexpected resume: ${JSON.stringify({ session: result.session, counts: result.plan.counts })}`);
    }
    token = result.session.lease.token as number;
    last = result;
    if (i >= warmUp) resume.push(ms);
  }

  // The dry run: the same checks and plan, nothing written. The lease stays broken between runs.
  await interrupt(token);
  const dryRun: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const { ms, result } = await resumeOnce(true);
    if (!result.dryRun) throw new Error('dryRun not reported');
    if (i >= warmUp) dryRun.push(ms);
  }
  return {
    resume,
    dryRun,
    pendingSteps: last.plan.counts.pendingSteps,
    skippedSteps: last.plan.counts.skippedSteps,
    inProgress: last.plan.counts.inProgress,
  };
}

// ---- planning alone ----

/** A small deterministic generator, so every run plans the same input. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A synthetic 10,000-step plan (20 phases x 25 tasks x 20 steps), as previewResume hands it to the planner: rows in
 * database order (by phase, task, position), the first ~55% completed, one task cancelled, the running task with
 * RUNNING and RESUMABLE steps (READ, WRITE, EXEC), a task left RESUMABLE by an earlier resume, the rest pending.
 * ADAPTIVE tasks depend on up to three earlier tasks, so the topological order differs from plan order.
 */
export function syntheticPlannerInput(strategy: Strategy): PlannerInput {
  const random = lcg(42);
  const phases: PlannerPhase[] = [];
  const tasks: PlannerTask[] = [];
  const steps: PlannerStep[] = [];
  const PHASE_COUNT = 20;
  const TASK_COUNT = 25;
  const STEP_COUNT = 20;
  const total = PHASE_COUNT * TASK_COUNT;
  const completedTasks = Math.floor(total * 0.55);
  const rank = Array.from({ length: total }, (_, i) => i + random() * 6);
  for (let p = 0; p < PHASE_COUNT; p++) {
    const phaseId = `phase-${p}`;
    const first = p * TASK_COUNT;
    phases.push({ id: phaseId, position: p, state: first + TASK_COUNT <= completedTasks ? 'COMPLETED' : first <= completedTasks ? 'RUNNING' : 'PLANNED' });
    for (let t = 0; t < TASK_COUNT; t++) {
      const index = first + t;
      const taskId = `task-${index}`;
      const dependsOn: string[] = [];
      if (strategy === 'ADAPTIVE') {
        // Up to three dependencies among the 40 tasks before it and the 5 after it, always on a lower rank: acyclic
        // (as plans must be), and some tasks wait for ones placed after them, so the order differs from plan order.
        const count = 1 + Math.floor(random() * 3);
        for (let d = 0; d < count * 4 && dependsOn.length < count; d++) {
          const j = index - 40 + Math.floor(random() * 46);
          if (j >= 0 && j < total && j !== index && rank[j]! < rank[index]!) dependsOn.push(`task-${j}`);
        }
      }
      const state =
        index < completedTasks
          ? index === 37
            ? 'CANCELLED'
            : 'COMPLETED'
          : index === completedTasks
            ? 'RUNNING'
            : index === completedTasks + 3
              ? 'RESUMABLE'
              : 'PENDING';
      tasks.push({ id: taskId, phase_id: phaseId, position: t, state, depends_on: [...new Set(dependsOn)].filter((dep) => dep !== taskId) });
      for (let s = 0; s < STEP_COUNT; s++) {
        const kind = kindOf(s);
        let stepState: PlannerStep['state'] = 'PENDING';
        if (state === 'COMPLETED') stepState = 'COMPLETED';
        else if (state === 'CANCELLED') stepState = s < 5 ? 'COMPLETED' : 'CANCELLED';
        // The running task: a WRITE (7), an EXEC (8) and a READ (9) in flight, a WRITE (10) left RESUMABLE earlier.
        else if (state === 'RUNNING') stepState = s < 7 ? 'COMPLETED' : s <= 9 ? 'RUNNING' : s === 10 ? 'RESUMABLE' : 'PENDING';
        else if (state === 'RESUMABLE') stepState = s < 4 ? 'COMPLETED' : s === 4 ? 'RESUMABLE' : 'PENDING';
        steps.push({ id: `step-${index}-${s}`, task_id: taskId, position: s, kind, state: stepState, reversible: s % 7 !== 0 });
      }
    }
  }
  // Writes known applied / not applied / unknown, as previewResume computes from declared sha256 values.
  const applied = new Map<string, boolean>([
    [`step-${completedTasks}-10`, true],
    [`step-${completedTasks}-7`, false],
  ]);
  return { strategy, phases, tasks, steps, inProgressStrategy: 'ROLLBACK_RETRY', writeApplied: (id) => applied.get(id) ?? null };
}

/** Times planContinuation alone (after warm-up) on the synthetic 10,000-step input; one sample per run, in ms. */
export function timePlanning(
  strategy: Strategy,
  runs = 200,
  warmUp = 50,
): { samples: number[]; pendingSteps: number; skippedSteps: number; inProgress: number } {
  const input = syntheticPlannerInput(strategy);
  if (input.steps.length !== 10_000) throw new Error(`expected 10,000 steps, got ${input.steps.length}`);
  let plan = planContinuation(input);
  for (let i = 0; i < warmUp; i++) plan = planContinuation(input);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    plan = planContinuation(input);
    samples.push(performance.now() - started);
  }
  if (plan.pendingSteps.length + plan.skippedSteps.length !== 10_000) throw new Error('the planner dropped steps');
  return { samples, pendingSteps: plan.pendingSteps.length, skippedSteps: plan.skippedSteps.length, inProgress: plan.inProgress.length };
}
