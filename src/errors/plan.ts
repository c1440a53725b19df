// The expected failure of a plan or a plan revision that does not hold together.
import { DomainError, ErrorCode } from './domain.ts';

export const PlanProblem = {
  DUPLICATE_KEY: 'DUPLICATE_KEY',
  UNKNOWN_DEPENDENCY: 'UNKNOWN_DEPENDENCY',
  DEPENDENCY_CYCLE: 'DEPENDENCY_CYCLE',
  /** A revision names a phase or task key the plan does not have. */
  UNKNOWN_KEY: 'UNKNOWN_KEY',
  /** A revision would change work that has started or finished (only pending work can change). */
  NOT_PENDING: 'NOT_PENDING',
} as const;
export type PlanProblem = (typeof PlanProblem)[keyof typeof PlanProblem];

export class InvalidPlanError extends DomainError {
  readonly code = ErrorCode.INVALID_PLAN;
  readonly problem: PlanProblem;
  readonly keys: string[];
  constructor(problem: PlanProblem, keys: string[], message: string) {
    super(message);
    this.problem = problem;
    this.keys = keys;
  }
}
