// Session.recoveryPlan over a list of sessions reads each plan table once for the whole list (the request's
// DataLoaders), not once per interrupted session.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { interruptedSession } from './helpers/scenario.ts';

const statements: string[] = [];
const app = await createTestApp({ onQuery: (sql) => statements.push(sql) });
const alice = await app.owner('alice');

const Plans = graphql(`query RecoveryPlans { sessions(first: 50) { nodes { id recoveryPlan { action reason } } } }`);

describe('recoveryPlan of many sessions', () => {
  it('reads phases, tasks and steps once each for four interrupted sessions', async () => {
    for (let i = 0; i < 4; i++) await interruptedSession(alice);
    statements.length = 0;
    const result = await alice.gql(Plans);
    const plans = result.sessions.nodes.map((node) => node.recoveryPlan);
    expect(plans).toHaveLength(4);
    expect(plans.every((plan) => plan !== null)).toBe(true);
    const reads = (table: string) => statements.filter((sql) => new RegExp(`from "${table}"`).test(sql)).length;
    expect({ phases: reads('phases'), tasks: reads('tasks'), steps: reads('steps') }).toEqual({ phases: 1, tasks: 1, steps: 1 });
  });
});
