// `npm run bench` section for revisePlan: a session whose plan has 1,000 steps (20 tasks x 50 steps, 4 phases),
// created through the API, then 100 timed revisePlan calls over HTTP (after 10 warm-up calls), each adding 50 tasks
// that depend on tasks in force. run.ts starts the server and reports; this file seeds and times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchGql, percentile } from './harness.ts';

const PHASES = 4;
const TASKS_PER_PHASE = 5;
const STEPS_PER_TASK = 50;
const ADDED_PER_CALL = 50;
const WARM_UP = 10;
const TIMED = 100;

/**
 * p50 and p95 of revisePlan, in milliseconds. By default every call revises the same session, which grows by 50
 * tasks a call (20 tasks at the first, 5,520 at the last). `fresh`: each call revises a new 1,000-step session
 * instead (seeded untimed). `checkpoints`: the session's policy takes the PLAN checkpoint after each revision (a code
 * snapshot of an empty workspace each time); off by default, so the figure is the revision itself.
 */
export async function revisePlanBench(
  server: { httpUrl: string; token: string },
  tmp: string,
  options: { checkpoints?: boolean; fresh?: boolean } = {},
): Promise<{ p50: number; p95: number }> {
  const gql = (query: string, variables: Record<string, unknown> = {}) => benchGql(server, query, variables);
  const dir = await mkdtemp(path.join(tmp, 'revise-'));
  const ws = await gql(
    'mutation($p: String!) { createWorkspace(input: { path: $p, name: "revise-bench" }) { ... on CreateWorkspacePayload { workspace { id } } ... on Error { message } } }',
    { p: dir },
  );
  const phases = Array.from({ length: PHASES }, (_, p) => ({
    key: `phase-${p}`,
    name: `Phase ${p}`,
    tasks: Array.from({ length: TASKS_PER_PHASE }, (_, t) => ({
      key: `task-${p}-${t}`,
      title: `Task ${p}.${t}`,
      role: 'engineer',
      dependsOn: p === 0 ? [] : [`task-${p - 1}-${t}`],
      steps: Array.from({ length: STEPS_PER_TASK }, (_, s) => ({ kind: (['READ', 'WRITE', 'EXEC'] as const)[s % 3], title: `step ${s}` })),
    })),
  }));
  const seed = async () => {
    const created = await gql(
      `mutation($input: CreateSessionInput!) { createSession(input: $input) {
      ... on CreateSessionPayload { session { id progress { steps { total } } } } ... on Error { message } } }`,
      {
        input: {
          workspaceId: ws.createWorkspace.workspace.id,
          objective: 'revisePlan bench',
          strategy: 'ADAPTIVE',
          plan: { phases },
          checkpointPolicy: { afterStep: false, phaseBoundary: false, onError: false, planChange: options.checkpoints ?? false },
        },
      },
    );
    const session = created.createSession.session;
    if (session?.progress.steps.total !== PHASES * TASKS_PER_PHASE * STEPS_PER_TASK) throw new Error(`seed failed: ${JSON.stringify(created)}`);
    await gql('mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename } }', { s: session.id });
    return session.id as string;
  };

  const revise = `mutation($input: RevisePlanInput!) { revisePlan(input: $input) {
    __typename ... on RevisePlanPayload { revision } ... on Error { code message } } }`;
  const times: number[] = [];
  let sessionId = await seed();
  for (let call = 0; call < WARM_UP + TIMED; call++) {
    if (options.fresh && call > 0) sessionId = await seed();
    const phase = call % PHASES;
    const tasks = Array.from({ length: ADDED_PER_CALL }, (_, i) => ({
      key: `added-${call}-${i}`,
      title: `Added ${call}.${i}`,
      dependsOn: [`task-${phase}-${i % TASKS_PER_PHASE}`, ...(i > 0 ? [`added-${call}-${i - 1}`] : [])],
    }));
    const input = { sessionId, reason: `bench ${call}`, addTasks: [{ phaseKey: `phase-${phase}`, tasks }] };
    const started = performance.now();
    const data = await gql(revise, { input });
    const elapsed = performance.now() - started;
    if (data.revisePlan.__typename !== 'RevisePlanPayload') throw new Error(`revisePlan ${call}: ${JSON.stringify(data.revisePlan)}`);
    if (call >= WARM_UP) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
