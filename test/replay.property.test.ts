// Replaying a session's event log rebuilds exactly its stored plan state, for random histories (seed 002).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors/domain.ts';
import { listSessionEvents } from '../src/events/event.queries.ts';
import { replayPlanState } from '../src/plans/replay.model.ts';
import { createCheckpoint } from '../src/workflows/checkpoints/create-checkpoint.ts';
import { releaseLease } from '../src/workflows/leases/leases.ts';
import { changePhase, pauseTask } from '../src/workflows/pauses/pauses.ts';
import { completePhase } from '../src/workflows/phases/complete-phase.ts';
import { revisePlan } from '../src/workflows/plans/revise-plan.ts';
import { resumeSession } from '../src/workflows/resume/resume-session.ts';
import { resumeTask } from '../src/workflows/resume/task/resume-task.ts';
import { changeSessionState } from '../src/workflows/sessions/change-session-state.ts';
import { putSharedContext } from '../src/workflows/shared-context/put-shared-context.ts';
import { updateTodos } from '../src/workflows/todos/update-todos.ts';
import { changeStep, changeTask } from '../src/workflows/work/tasks-and-steps.ts';
import { registerWorkspace } from '../src/workflows/workspaces/register-workspace.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';
import { startHistorySession } from './helpers/random-history.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const caller = await callerOf(app, alice);
const { workspaceId } = await registerWorkspace(caller, { path: await tempDir() });

const action = fc.oneof(
  fc.record({
    target: fc.constantFrom('task' as const, 'step' as const, 'session' as const),
    index: fc.nat(),
    verb: fc.constantFrom('start' as const, 'complete' as const, 'fail' as const, 'pause' as const),
  }),
  // The plan's working state: revisions, pauses, todos, shared documents, phase outputs, checkpoints and restores.
  fc.record({
    target: fc.constantFrom(
      'addTask' as const,
      'skipTask' as const,
      'relink' as const,
      'pauseTask' as const,
      'resumeTask' as const,
      'pausePhase' as const,
      'resumePhase' as const,
      'todos' as const,
      'document' as const,
      'phaseOutput' as const,
      'checkpoint' as const,
      'restore' as const,
    ),
    index: fc.nat(),
    verb: fc.constant('start' as const),
  }),
);

/** The stored plan state in the shape replay rebuilds (every row, superseded ones marked). */
async function storedState(sessionId: string) {
  const [session, phases, tasks, steps, documents, approvals] = await Promise.all([
    app.db.selectFrom('sessions').select(['state', 'plan_revision', 'todos']).where('id', '=', sessionId).executeTakeFirstOrThrow(),
    app.db.selectFrom('phases').selectAll().where('session_id', '=', sessionId).execute(),
    app.db.selectFrom('tasks').selectAll().where('session_id', '=', sessionId).execute(),
    app.db.selectFrom('steps').selectAll().where('session_id', '=', sessionId).execute(),
    app.db.selectFrom('shared_context').selectAll().where('session_id', '=', sessionId).execute(),
    app.db.selectFrom('approvals').select(['id', 'state']).where('session_id', '=', sessionId).execute(),
  ]);
  return {
    session: session.state,
    phases: Object.fromEntries(phases.map((p) => [p.id, p.state])),
    tasks: Object.fromEntries(tasks.map((t) => [t.id, { state: t.state, attempt: t.attempt }])),
    steps: Object.fromEntries(steps.map((s) => [s.id, { state: s.state, attempt: s.attempt }])),
    plan: {
      revision: session.plan_revision,
      phases: Object.fromEntries(
        phases.map((p) => [
          p.id,
          { position: p.position, output: p.output ?? null, summary: p.summary, skipReason: p.skip_reason, superseded: p.superseded_at !== null },
        ]),
      ),
      tasks: Object.fromEntries(
        tasks.map((t) => [
          t.id,
          {
            phaseId: t.phase_id,
            position: t.position,
            dependsOn: t.depends_on,
            skipReason: t.skip_reason,
            todos: t.todos,
            superseded: t.superseded_at !== null,
          },
        ]),
      ),
      steps: Object.fromEntries(steps.map((s) => [s.id, { position: s.position, superseded: s.superseded_at !== null }])),
    },
    todos: session.todos,
    sharedContext: Object.fromEntries(documents.map((d) => [d.key, { version: d.version, value: d.value ?? null }])),
    approvals: Object.fromEntries(approvals.map((a) => [a.id, a.state])),
  };
}

/** What the histories did (each kind must really happen, or the property proves little), and what was refused. */
const done = new Map<string, number>();
const refused = new Map<string, number>();

describe('event replay', () => {
  it('rebuilds the stored plan and working state from the log, whatever the history of work, revisions, pauses, todos, documents, outputs and restores', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 20, maxLength: 80 }), async (actions) => {
        const sessionId = await startHistorySession(caller, workspaceId, 'replay', true);
        const checkpoints: string[] = [];
        let added = 0;
        for (const [n, { target, index, verb }] of actions.entries()) {
          const tasks = await app.db
            .selectFrom('tasks')
            .select(['id', 'key'])
            .where('session_id', '=', sessionId)
            .where('superseded_at', 'is', null)
            .orderBy('id')
            .execute();
          const steps = await app.db
            .selectFrom('steps')
            .select('id')
            .where('session_id', '=', sessionId)
            .where('superseded_at', 'is', null)
            .orderBy('id')
            .execute();
          const phases = await app.db
            .selectFrom('phases')
            .select('id')
            .where('session_id', '=', sessionId)
            .where('superseded_at', 'is', null)
            .orderBy('id')
            .execute();
          const task = tasks[index % tasks.length]!;
          const phase = phases[index % phases.length]!;
          try {
            if (target === 'session') await changeSessionState(caller, sessionId, verb === 'pause' ? 'pause' : 'start');
            else if (target === 'task') {
              if (verb !== 'pause') await changeTask(caller, task.id, verb);
            } else if (target === 'step') {
              if (verb !== 'pause') await changeStep(caller, steps[index % steps.length]!.id, verb);
            } else if (target === 'addTask') {
              added += 1;
              const key = `n${added}`;
              const dependsOn = index % 2 ? [task.key] : [];
              await revisePlan(caller, {
                sessionId,
                addTasks: [{ phaseKey: index % 3 ? 'b' : 'a', tasks: [{ key, title: key, dependsOn, steps: [{ kind: 'READ', title: key }] }] }],
              });
            } else if (target === 'skipTask') await revisePlan(caller, { sessionId, skipTasks: [{ taskKey: task.key, reason: `skip ${n}` }] });
            else if (target === 'relink') await revisePlan(caller, { sessionId, setDependencies: [{ taskKey: task.key, dependsOn: index % 2 ? [] : ['x'] }] });
            else if (target === 'pauseTask') await pauseTask(caller, { taskId: task.id, reason: `pause ${n}` });
            else if (target === 'resumeTask') await resumeTask(caller, { taskId: task.id, holder: 'replay' });
            else if (target === 'pausePhase') await changePhase(caller, 'pause', { phaseId: phase.id });
            else if (target === 'resumePhase') await changePhase(caller, 'resume', { phaseId: phase.id });
            else if (target === 'todos') {
              const todos = Array.from({ length: index % 4 }, (_, i) => ({ content: `todo ${n}.${i}`, status: 'pending' as const, activeForm: `doing ${i}` }));
              await updateTodos(caller, { sessionId, taskId: index % 2 ? task.id : null, todos });
            } else if (target === 'document') {
              const key = `doc${index % 3}`;
              const current = await app.db
                .selectFrom('shared_context')
                .select('version')
                .where('session_id', '=', sessionId)
                .where('key', '=', key)
                .executeTakeFirst();
              await putSharedContext(caller, { sessionId, key, value: { n }, expectedVersion: current?.version ?? 0 });
            } else if (target === 'phaseOutput') await completePhase(caller, { phaseId: phase.id, output: { n }, summary: `phase ${n}` });
            else if (target === 'checkpoint')
              checkpoints.push((await createCheckpoint(caller, { sessionId, includeCode: false, label: `cp ${n}` })).checkpoint.id);
            else if (target === 'restore' && checkpoints.length) {
              const checkpointId = checkpoints[index % checkpoints.length]!;
              const resumed = await resumeSession(caller, { sessionId, holder: 'replay', mode: 'FROM_CHECKPOINT', checkpointId });
              if (resumed.lease) await releaseLease(caller, { sessionId, leaseToken: resumed.lease.token });
            }
            done.set(target, (done.get(target) ?? 0) + 1);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error; // illegal moves are refused and change nothing
            refused.set(`${target}: ${error.message.slice(0, 60)}`, (refused.get(`${target}: ${error.message.slice(0, 60)}`) ?? 0) + 1);
          }
        }
        const events = await listSessionEvents(app.db, { sessionId, limit: 10_000 });
        expect(replayPlanState(events)).toEqual(await storedState(sessionId));
      }),
      // A fixed seed (REPLAY_SEED to try another): each kind must happen at least once, and with a random one a kind
      // that rarely succeeds (resumeTask, a handful of times in 25 histories) sometimes did not.
      { numRuns: 25, seed: Number(process.env.REPLAY_SEED ?? 20261127) },
    );
    if (process.env.REPLAY_STATS) console.log(Object.fromEntries(done), Object.fromEntries(refused));
    for (const kind of ['addTask', 'skipTask', 'pauseTask', 'resumeTask', 'pausePhase', 'resumePhase', 'todos', 'document', 'phaseOutput', 'restore']) {
      expect(done.get(kind) ?? 0, `${kind} never succeeded`).toBeGreaterThan(0);
    }
  }, 120_000);
});
