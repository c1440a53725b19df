// Replaying a session's event log rebuilds exactly its stored plan state, for random histories (seed 002).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../src/auth/token.service.ts';
import { DomainError } from '../src/errors.ts';
import { listSessionEvents } from '../src/events/event.queries.ts';
import { replayPlanState } from '../src/plans/replay.model.ts';
import { changeSessionState } from '../src/workflows/sessions/change-session-state.ts';
import { createSession } from '../src/workflows/sessions/create-session.ts';
import { changeStep, changeTask } from '../src/workflows/work/tasks-and-steps.ts';
import { registerWorkspace } from '../src/workflows/workspaces/register-workspace.ts';
import { createTestApp, tempDir } from './helpers/app.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const auth = await authenticate(app.db, `Bearer ${alice.token}`);
if (!('viewer' in auth)) throw new Error('viewer');
const caller = { db: app.db, viewer: auth.viewer, settings: app.settings };
const { workspaceId } = await registerWorkspace(caller, { path: await tempDir() });

const action = fc.record({
  target: fc.constantFrom('task' as const, 'step' as const, 'session' as const),
  index: fc.nat(),
  verb: fc.constantFrom('start' as const, 'complete' as const, 'fail' as const, 'pause' as const),
});

async function storedState(sessionId: string) {
  const [session, phases, tasks, steps] = await Promise.all([
    app.db.selectFrom('sessions').select('state').where('id', '=', sessionId).executeTakeFirstOrThrow(),
    app.db.selectFrom('phases').select(['id', 'state']).where('session_id', '=', sessionId).execute(),
    app.db.selectFrom('tasks').select(['id', 'state', 'attempt']).where('session_id', '=', sessionId).execute(),
    app.db.selectFrom('steps').select(['id', 'state', 'attempt']).where('session_id', '=', sessionId).execute(),
  ]);
  return {
    session: session.state,
    phases: Object.fromEntries(phases.map((p) => [p.id, p.state])),
    tasks: Object.fromEntries(tasks.map((t) => [t.id, { state: t.state, attempt: t.attempt }])),
    steps: Object.fromEntries(steps.map((s) => [s.id, { state: s.state, attempt: s.attempt }])),
  };
}

describe('event replay', () => {
  it('rebuilds the stored session, phase, task and step states from the log', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 40 }), async (actions) => {
        const { sessionId } = await createSession(caller, {
          workspaceId,
          objective: 'replay',
          checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
          plan: {
            phases: [
              {
                name: 'a',
                tasks: [
                  {
                    key: 'x',
                    title: 'x',
                    steps: [
                      { kind: 'READ', title: 'r' },
                      { kind: 'WRITE', title: 'w' },
                    ],
                  },
                ],
              },
              {
                name: 'b',
                tasks: [
                  { key: 'y', title: 'y', dependsOn: ['x'], steps: [{ kind: 'EXEC', title: 'e' }] },
                  { key: 'z', title: 'z' },
                ],
              },
            ],
          },
        });
        await changeSessionState(caller, sessionId, 'start');
        const tasks = await app.db.selectFrom('tasks').select('id').where('session_id', '=', sessionId).orderBy('id').execute();
        const steps = await app.db.selectFrom('steps').select('id').where('session_id', '=', sessionId).orderBy('id').execute();
        for (const { target, index, verb } of actions) {
          try {
            if (target === 'session') await changeSessionState(caller, sessionId, verb === 'pause' ? 'pause' : 'start');
            else if (verb === 'pause') continue;
            else if (target === 'task') await changeTask(caller, tasks[index % tasks.length]!.id, verb);
            else await changeStep(caller, steps[index % steps.length]!.id, verb);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error; // illegal moves are refused and change nothing
          }
        }
        const events = await listSessionEvents(app.db, { sessionId, limit: 10_000 });
        expect(replayPlanState(events)).toEqual(await storedState(sessionId));
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
