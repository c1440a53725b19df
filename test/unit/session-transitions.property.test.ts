// The session transition table, property-tested: random action sequences never escape the rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../src/db/tables/sessions.ts';
import { nextState, STEP_TRANSITIONS, TASK_TRANSITIONS } from '../../src/plans/transition.model.ts';
import {
  isTerminal,
  nextSessionState,
  SESSION_STATES,
  SESSION_TRANSITIONS,
  type SessionAction,
  TERMINAL_SESSION_STATES,
} from '../../src/sessions/session.model.ts';

const actions = Object.keys(SESSION_TRANSITIONS) as SessionAction[];
const state = fc.constantFrom(...SESSION_STATES);
const action = fc.constantFrom(...actions);

describe('session transition table', () => {
  it('allows an action exactly from the states the table lists, leading to its target', () => {
    fc.assert(
      fc.property(state, action, (from, act) => {
        const to = nextSessionState(from, act);
        const rule = SESSION_TRANSITIONS[act];
        if ((rule.from as readonly SessionState[]).includes(from)) expect(to).toBe(rule.to);
        else expect(to).toBeNull();
      }),
    );
  });

  it('never leaves a terminal state, whatever sequence of actions follows', () => {
    fc.assert(
      fc.property(state, fc.array(action, { maxLength: 40 }), (start, sequence) => {
        let current = start;
        let terminalSeen = isTerminal(current);
        for (const act of sequence) {
          const to = nextSessionState(current, act);
          if (terminalSeen) expect(to).toBeNull();
          if (to) current = to;
          terminalSeen ||= isTerminal(current);
        }
      }),
    );
  });

  it('reaches every state from CREATED and can finish from every live state', () => {
    const reachable = new Set<SessionState>(['CREATED']);
    for (let changed = true; changed; ) {
      changed = false;
      for (const from of [...reachable])
        for (const act of actions) {
          const to = nextSessionState(from, act);
          if (to && !reachable.has(to)) {
            reachable.add(to);
            changed = true;
          }
        }
    }
    expect([...reachable].sort()).toEqual([...SESSION_STATES].sort());
    for (const live of SESSION_STATES.filter((s) => !TERMINAL_SESSION_STATES.includes(s))) {
      expect(nextSessionState(live, 'cancel')).toBe('CANCELLED');
      expect(nextSessionState(live, 'fail')).toBe('FAILED');
    }
  });
});

describe('task and step tables', () => {
  it('only complete or fail what is running, and count a start only from a startable state', () => {
    const taskStates = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...taskStates), fc.constantFrom(...(Object.keys(TASK_TRANSITIONS) as (keyof typeof TASK_TRANSITIONS)[])), (from, act) => {
        const to = nextState(TASK_TRANSITIONS, act, from);
        if (act === 'complete' || act === 'fail') expect(to !== null).toBe(from === 'RUNNING');
        if (act === 'start') expect(to !== null).toBe(['PENDING', 'RESUMABLE', 'FAILED'].includes(from));
        if (to === null) expect((TASK_TRANSITIONS[act].from as readonly string[]).includes(from)).toBe(false);
      }),
    );
    expect(nextState(STEP_TRANSITIONS, 'complete', 'COMPLETED')).toBeNull();
    expect(nextState(STEP_TRANSITIONS, 'start', 'ROLLED_BACK')).toBe('RUNNING');
  });
});
