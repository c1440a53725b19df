// The GraphQL type of a plan that does not hold together (src/errors/plan.ts).
import { InvalidPlanError, PlanProblem } from '../../../errors/plan.ts';
import { builder } from '../../builder.ts';
import { describedEnum } from '../enums.ts';
import { ErrorInterface } from './domain.ts';

const PlanProblemEnum = describedEnum('PlanProblem', 'What is wrong with a submitted plan.', Object.values(PlanProblem), {
  DUPLICATE_KEY: 'Two or more tasks share a key (keys lists them).',
  UNKNOWN_DEPENDENCY: 'A dependency names no task of the plan (keys lists them as "task -> dependency").',
  DEPENDENCY_CYCLE: 'Dependencies form a cycle (keys lists the tasks along it).',
  UNKNOWN_KEY: 'A revision names a phase or task key the plan does not have (keys lists them).',
  NOT_PENDING: 'A revision would change work that has started or finished; only pending work can change (keys lists it).',
});

builder.objectType(InvalidPlanError, {
  name: 'InvalidPlanError',
  description: 'The plan is inconsistent; nothing was written.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    problem: t.field({ type: PlanProblemEnum, description: 'What is wrong.', resolve: (error) => error.problem }),
    keys: t.exposeStringList('keys', {
      description: 'The offending task keys (for a cycle, the keys along it; for an unknown dependency, "task -> dependency").',
    }),
  }),
});
