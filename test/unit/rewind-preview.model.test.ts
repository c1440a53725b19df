// The rewind preview's pure parts: files turned around (what the rewind does to each), plan changes through the very
// functions the rewind applies, irreversible steps and tool calls after the point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StateSnapshot } from '../../src/db/tables/checkpoints.ts';
import {
  currentAsSnapshot,
  irreversibleSteps,
  planStateChanges,
  rewindFileChanges,
  type SnapshotFileChange,
  toolCallsOf,
} from '../../src/restore/rewind-preview.model.ts';
import type { CurrentWorkingState } from '../../src/restore/working-state.model.ts';

const change = fc.record({
  path: fc.stringMatching(/^[a-z]{1,6}\.txt$/),
  previousPath: fc.option(fc.stringMatching(/^[A-Z]{1,6}\.md$/), { nil: null }),
  action: fc.constantFrom('ADDED', 'MODIFIED', 'DELETED', 'RENAMED'),
  additions: fc.nat(50),
  deletions: fc.nat(50),
  binary: fc.boolean(),
});

describe('rewindFileChanges', () => {
  it('turns each change since the target around: added goes, deleted comes back, lines swap', () => {
    expect(
      rewindFileChanges([
        { path: 'new.txt', previousPath: null, action: 'ADDED', additions: 3, deletions: 0, binary: false },
        { path: 'gone.txt', previousPath: null, action: 'DELETED', additions: 0, deletions: 2, binary: false },
        { path: 'edit.txt', previousPath: null, action: 'MODIFIED', additions: 5, deletions: 1, binary: false },
        { path: 'b.txt', previousPath: 'a.txt', action: 'RENAMED', additions: 1, deletions: 4, binary: false },
      ]),
    ).toEqual([
      { path: 'a.txt', action: 'ADDED', additions: 4, deletions: 0, binary: false },
      { path: 'b.txt', action: 'DELETED', additions: 0, deletions: 1, binary: false },
      { path: 'edit.txt', action: 'MODIFIED', additions: 1, deletions: 5, binary: false },
      { path: 'gone.txt', action: 'ADDED', additions: 2, deletions: 0, binary: false },
      { path: 'new.txt', action: 'DELETED', additions: 0, deletions: 3, binary: false },
    ]);
  });

  it('keeps every line: what was added since is what the rewind deletes, and the other way round', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (since: SnapshotFileChange[]) => {
        const back = rewindFileChanges(since);
        const sum = (list: Array<{ additions: number; deletions: number }>, key: 'additions' | 'deletions') => list.reduce((s, c) => s + c[key], 0);
        expect(sum(back, 'deletions')).toBe(sum(since, 'additions'));
        expect(sum(back, 'additions')).toBe(sum(since, 'deletions'));
        expect(back.every((c) => ['ADDED', 'MODIFIED', 'DELETED'].includes(c.action))).toBe(true);
        expect(back.map((c) => c.path)).toEqual([...back.map((c) => c.path)].sort());
        const renames = since.filter((c) => c.action === 'RENAMED' && c.previousPath).length;
        expect(back).toHaveLength(since.length + renames);
      }),
    );
  });
});

describe('irreversibleSteps', () => {
  const at = new Date('2026-01-01T00:00:10Z');
  const t = (s: number) => new Date(at.getTime() + s * 1000);
  it('lists completed EXEC and non-reversible steps after the point, oldest first, and nothing else', () => {
    const steps = [
      { id: 'exec-late', kind: 'EXEC', state: 'COMPLETED', reversible: true, completed_at: t(5) },
      { id: 'mail', kind: 'WRITE', state: 'COMPLETED', reversible: false, completed_at: t(2) },
      { id: 'write', kind: 'WRITE', state: 'COMPLETED', reversible: true, completed_at: t(3) },
      { id: 'exec-before', kind: 'EXEC', state: 'COMPLETED', reversible: true, completed_at: t(-1) },
      { id: 'exec-at', kind: 'EXEC', state: 'COMPLETED', reversible: true, completed_at: t(0) },
      { id: 'exec-failed', kind: 'EXEC', state: 'FAILED', reversible: true, completed_at: t(4) },
      { id: 'exec-running', kind: 'EXEC', state: 'RUNNING', reversible: true, completed_at: null },
    ];
    expect(irreversibleSteps(steps, at).map((s) => [s.id, s.reason])).toEqual([
      ['mail', 'NOT_REVERSIBLE'],
      ['exec-late', 'EXEC'],
    ]);
  });
});

describe('toolCallsOf', () => {
  it('flattens the calls of each message in message order, skipping malformed entries', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    const later = new Date('2026-01-01T00:00:01Z');
    const calls = toolCallsOf([
      { id: 'm2', seq: 2, created_at: later, tool_calls: [{ id: 'c2', name: 'deploy' }] },
      { id: 'm1', seq: 1, created_at: when, tool_calls: [{ id: null, name: 'grep' }, { nope: true }, { id: 'c1', name: 'sed' }] },
      { id: 'm3', seq: 3, created_at: later, tool_calls: null },
    ]);
    expect(calls).toEqual([
      { name: 'grep', callId: null, at: when, messageId: 'm1' },
      { name: 'sed', callId: 'c1', at: when, messageId: 'm1' },
      { name: 'deploy', callId: 'c2', at: later, messageId: 'm2' },
    ]);
  });
});

describe('planStateChanges', () => {
  const snapshot: StateSnapshot = {
    session: {
      state: 'RUNNING',
      strategy: 'SEQUENTIAL',
      objective: 'x',
      config: { provider: null, model: null, temperature: null, maxTokens: null, extras: {} },
      metadata: {},
    },
    phases: [{ id: 'p1', name: 'work', position: 0, state: 'RUNNING', output: null, summary: null }],
    tasks: [{ id: 't1', key: 'build', phaseId: 'p1', state: 'RUNNING', attempt: 1, position: 0, dependsOn: [], todos: [] }],
    steps: [
      { id: 's1', taskId: 't1', title: 'read', kind: 'READ', state: 'COMPLETED', attempt: 1, idempotencyKey: 'k1', position: 0 },
      { id: 's2', taskId: 't1', title: 'exec', kind: 'EXEC', state: 'PENDING', attempt: 0, idempotencyKey: 'k2', position: 1 },
    ],
    approvals: [],
    planRevision: 1,
    todos: [],
    sharedContext: [{ key: 'notes', version: 1, value: 'v1' }],
  };
  const current: CurrentWorkingState = {
    planRevision: 2,
    todos: [{ content: 'ship', status: 'pending', activeForm: 'Shipping' }],
    phases: [{ id: 'p1', position: 0, state: 'COMPLETED', output: { ok: true }, summary: 'done', skip_reason: null, superseded: false }],
    tasks: [{ id: 't1', phase_id: 'p1', position: 0, depends_on: [], todos: [], skip_reason: null, superseded: false }],
    steps: [
      { id: 's1', task_id: 't1', position: 0, superseded: false },
      { id: 's2', task_id: 't1', position: 1, superseded: false },
      { id: 's3', task_id: 't1', position: 2, superseded: false },
    ],
    documents: [{ key: 'notes', version: 2, value: 'v2' }],
  };
  const rows = {
    phases: [{ id: 'p1', position: 0, state: 'COMPLETED' as const }],
    tasks: [{ id: 't1', phase_id: 'p1', position: 0, state: 'COMPLETED' as const, depends_on: [] }],
    steps: [
      { id: 's1', task_id: 't1', position: 0, kind: 'READ' as const, state: 'COMPLETED' as const, reversible: true, declaredWrites: 0 },
      { id: 's2', task_id: 't1', position: 1, kind: 'EXEC' as const, state: 'COMPLETED' as const, reversible: true, declaredWrites: 0 },
      { id: 's3', task_id: 't1', position: 2, kind: 'WRITE' as const, state: 'COMPLETED' as const, reversible: true, declaredWrites: 0 },
    ],
  };

  it('names the state resets, the rows leaving the plan and the working state now against the snapshot', () => {
    const changes = planStateChanges(snapshot, current, rows);
    expect(changes.resets).toEqual([
      { entity: 'TASK', id: 't1', from: 'COMPLETED', to: 'RESUMABLE' },
      { entity: 'STEP', id: 's2', from: 'COMPLETED', to: 'PENDING' },
    ]);
    expect(changes.phaseStates).toEqual([{ id: 'p1', from: 'COMPLETED', to: 'RUNNING' }]);
    expect(changes.restore.supersede).toEqual({ phases: [], tasks: [], steps: ['s3'] });
    expect(changes.workingState.planRevision).toEqual({ from: 2, to: 1 });
    expect(changes.workingState.todos).toEqual([{ taskId: null, before: current.todos, after: [] }]);
    expect(changes.workingState.documents).toEqual([{ key: 'notes', before: { version: 2, value: 'v2' }, after: { version: 1, value: 'v1' } }]);
    expect(changes.workingState.phaseOutputs).toEqual([
      { phaseId: 'p1', before: { output: { ok: true }, summary: 'done' }, after: { output: null, summary: null } },
    ]);
  });

  it('finds nothing to change when the session stands where the snapshot was taken', () => {
    const same: CurrentWorkingState = {
      ...current,
      planRevision: 1,
      todos: [],
      phases: [{ ...current.phases[0]!, state: 'RUNNING', output: null, summary: null }],
      steps: current.steps.slice(0, 2),
      documents: [{ key: 'notes', version: 1, value: 'v1' }],
    };
    const stateNow = {
      ...rows,
      tasks: [{ ...rows.tasks[0]!, state: 'RESUMABLE' as const }],
      steps: [rows.steps[0]!, { ...rows.steps[1]!, state: 'PENDING' as const }],
    };
    const changes = planStateChanges(snapshot, same, stateNow);
    expect(changes.resets).toEqual([]);
    expect(changes.phaseStates).toEqual([]);
    expect(changes.workingState).toEqual({ planRevision: null, todos: [], documents: [], phaseOutputs: [] });
    expect(currentAsSnapshot(same).sharedContext).toEqual([{ key: 'notes', version: 1, value: 'v1' }]);
  });
});
