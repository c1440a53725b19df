// approval.model holdingApproval, against a plain reading of the rule over random approvals: a pending approval
// holds everything its scope covers; a rejection holds the step or task it names (and the task's steps), until asked again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GateApproval, holdingApproval } from '../../src/approvals/approval.model.ts';
import { nextSessionState, SESSION_STATES, SESSION_TRANSITIONS, type SessionAction } from '../../src/sessions/session.model.ts';

const TASKS = ['t1', 't2'];
const STEPS: Record<string, string> = { s1: 't1', s2: 't1', s3: 't2' };

const approval = fc.record({
  scope: fc.constantFrom('session', 't1', 't2', 's1', 's2', 's3'),
  state: fc.constantFrom('PENDING', 'APPROVED', 'REJECTED'),
});

function rows(list: Array<{ scope: string; state: string }>): GateApproval[] {
  return list.map(({ scope, state }, i) => ({
    id: `a${String(i).padStart(3, '0')}`,
    title: `approval ${i}`,
    state: state as GateApproval['state'],
    task_id: scope in STEPS ? null : scope === 'session' ? null : scope,
    step_id: scope in STEPS ? scope : null,
  }));
}

describe('holdingApproval', () => {
  it('holds work exactly when a covering approval is pending, or the newest naming that step or its task was rejected', () => {
    fc.assert(
      fc.property(fc.array(approval, { maxLength: 8 }), fc.constantFrom('t1', 't2', 's1', 's2', 's3'), (list, target) => {
        const approvals = rows(list);
        const work = target in STEPS ? { taskId: STEPS[target]!, stepId: target } : { taskId: target, stepId: null };
        const covering = list.filter(({ scope }) => scope === 'session' || scope === work.taskId || scope === work.stepId);
        // A rejection of the step itself, or of its task, whichever newest approval of that scope says so.
        const rejected = [work.stepId, work.taskId].some((scope) => scope !== null && list.filter((a) => a.scope === scope).at(-1)?.state === 'REJECTED');
        const expected = covering.some(({ state }) => state === 'PENDING') || rejected;
        const held = holdingApproval(approvals, work);
        expect(held !== null).toBe(expected);
        if (held?.state === 'PENDING') expect(covering.some(({ state }) => state === 'PENDING')).toBe(true);
      }),
    );
  });

  it('never holds work for a session-wide rejection, nor for work an approval does not name', () => {
    expect(holdingApproval(rows([{ scope: 'session', state: 'REJECTED' }]), { taskId: 't1', stepId: 's1' })).toBeNull();
    expect(holdingApproval(rows([{ scope: 's3', state: 'PENDING' }]), { taskId: 't1', stepId: 's1' })).toBeNull();
    expect(holdingApproval(rows([{ scope: 't2', state: 'REJECTED' }]), { taskId: 't1', stepId: null })).toBeNull();
    for (const task of TASKS) expect(holdingApproval(rows([{ scope: 'session', state: 'PENDING' }]), { taskId: task, stepId: null })).not.toBeNull();
  });
});

describe('nextSessionState with an approval pending', () => {
  it('lands every move back to RUNNING at AWAITING_APPROVAL, and changes no other move', () => {
    for (const action of Object.keys(SESSION_TRANSITIONS) as SessionAction[]) {
      for (const state of SESSION_STATES) {
        const free = nextSessionState(state, action);
        const held = nextSessionState(state, action, true);
        expect(held).toBe(free === 'RUNNING' ? 'AWAITING_APPROVAL' : free);
      }
    }
  });
});
