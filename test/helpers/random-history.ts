// The session the random-history property tests play on (test/replay.property.test.ts, the state at a point in time):
// two phases, a dependency, steps of each kind, no automatic checkpoints (the tests take their own), started.
import type { Caller } from '../../src/caller.ts';
import { changeSessionState } from '../../src/workflows/sessions/change-session-state.ts';
import { createSession } from '../../src/workflows/sessions/create-session.ts';

/** Creates and starts it; `emptyPhase`: a third phase without tasks (for the plan moves that add one). */
export async function startHistorySession(caller: Caller, workspaceId: string, objective: string, emptyPhase = false): Promise<string> {
  const { sessionId } = await createSession(caller, {
    workspaceId,
    objective,
    checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
    plan: {
      phases: [
        {
          key: 'a',
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
          key: 'b',
          name: 'b',
          tasks: [
            { key: 'y', title: 'y', dependsOn: ['x'], steps: [{ kind: 'EXEC', title: 'e' }] },
            { key: 'z', title: 'z' },
          ],
        },
        ...(emptyPhase ? [{ key: 'c', name: 'c' }] : []),
      ],
    },
  });
  await changeSessionState(caller, sessionId, 'start');
  return sessionId;
}
