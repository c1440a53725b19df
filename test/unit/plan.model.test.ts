import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidPlanError } from '../../src/errors/plan.ts';
import { findCycle, validatePlan } from '../../src/plans/plan.model.ts';
import { percentComplete } from '../../src/plans/progress.model.ts';
import { readyTasks } from '../../src/plans/schedule.model.ts';

describe('validatePlan', () => {
  it('accepts any acyclic graph: dependencies only on earlier tasks', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(), { maxLength: 4 }), { minLength: 1, maxLength: 25 }), (deps) => {
        const tasks = deps.map((ds, i) => ({ key: `t${i}`, dependsOn: i === 0 ? [] : [...new Set(ds.map((d) => `t${d % i}`))] }));
        expect(() => validatePlan([{ tasks }])).not.toThrow();
      }),
    );
  });

  it('finds a cycle whenever a back edge closes one, and names a real cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.nat(), (n, seed) => {
        const graph = new Map(Array.from({ length: n }, (_, i) => [`t${i}`, i === 0 ? [] : [`t${i - 1}`]] as [string, string[]]));
        const back = seed % n;
        graph.get(`t${back}`)!.push(`t${n - 1}`);
        const cycle = findCycle(graph)!;
        expect(cycle).not.toBeNull();
        expect(cycle[0]).toBe(cycle.at(-1));
        for (let i = 0; i + 1 < cycle.length; i++) expect(graph.get(cycle[i]!)).toContain(cycle[i + 1]);
      }),
    );
  });

  it('reports self-dependencies as cycles', () => {
    expect(() => validatePlan([{ tasks: [{ key: 'a', dependsOn: ['a'] }] }])).toThrow(InvalidPlanError);
  });
});

describe('readyTasks and progress', () => {
  const phases = [
    { id: 'p1', position: 0, state: 'RUNNING' as const },
    { id: 'p2', position: 1, state: 'PLANNED' as const },
  ];
  const task = (
    id: string,
    phase_id: string,
    position: number,
    state: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED',
    depends_on: string[] = [],
  ) => ({
    id,
    phase_id,
    position,
    state,
    depends_on,
  });

  it('SEQUENTIAL waits on a running or failed task; PIPELINE skips cancelled work', () => {
    expect(readyTasks('SEQUENTIAL', phases, [task('a', 'p1', 0, 'RUNNING'), task('b', 'p1', 1, 'PENDING')])).toEqual([]);
    expect(readyTasks('SEQUENTIAL', phases, [task('a', 'p1', 0, 'FAILED'), task('b', 'p1', 1, 'PENDING')])).toEqual([]);
    expect(readyTasks('PIPELINE', phases, [task('a', 'p1', 0, 'CANCELLED'), task('b', 'p2', 0, 'PENDING')]).map((t) => t.id)).toEqual(['b']);
    expect(readyTasks('ADAPTIVE', phases, [task('a', 'p1', 0, 'FAILED'), task('b', 'p2', 0, 'PENDING', ['a'])])).toEqual([]);
  });

  it('never offers a PAUSED task, nor any task of a PAUSED phase, and SEQUENTIAL waits on a paused one', () => {
    const tasks = [
      { id: 'a', phase_id: 'p1', position: 0, state: 'PAUSED' as const, depends_on: [] },
      { id: 'b', phase_id: 'p1', position: 1, state: 'PENDING' as const, depends_on: [] },
      { id: 'c', phase_id: 'p2', position: 0, state: 'RESUMABLE' as const, depends_on: [] },
    ];
    expect(readyTasks('PARALLEL', phases, tasks).map((t) => t.id)).toEqual(['b', 'c']);
    expect(readyTasks('SEQUENTIAL', phases, tasks)).toEqual([]);
    const pausedPhase = [phases[0]!, { ...phases[1]!, state: 'PAUSED' as const }];
    for (const strategy of ['PARALLEL', 'ADAPTIVE', 'PIPELINE', 'SEQUENTIAL'] as const) {
      expect(readyTasks(strategy, pausedPhase, tasks).map((t) => t.id)).not.toContain('c');
    }
  });

  it('does not count cancelled tasks in the percentage', () => {
    expect(percentComplete(['COMPLETED', 'CANCELLED', 'PENDING'])).toBe(50);
    expect(percentComplete([])).toBe(0);
  });
});
