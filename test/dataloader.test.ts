// Nested reads batch through DataLoader: the number of SQL statements does not grow with the number of rows.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor, workspaceFor } from './helpers/fixtures.ts';

let statements = 0;
const app = await createTestApp({ onQuery: () => void statements++, live: false });
const alice = await app.owner('alice');

const NestedPlan = graphql(`
  query NestedPlan($filter: SessionFilter) {
    sessions(filter: $filter, first: 20) {
      nodes {
        id state workspace { path }
        progress { percentComplete tasks { total completed } steps { total pending } }
        readyTasks { key }
        roleDistribution { role total }
        conversations { nodes { messageCount totalTokens } }
        approvals { nodes { id } }
        phases(first: 50) {
          nodes {
            name state
            tasks(first: 10) {
              nodes { key state phase { name } dependencies { key } steps(first: 5) { nodes { kind state task { key } } } }
            }
          }
        }
      }
    }
  }
`);

function plan(phases: number, tasksPerPhase: number, stepsPerTask: number) {
  return {
    phases: Array.from({ length: phases }, (_, p) => ({
      name: `phase ${p}`,
      tasks: Array.from({ length: tasksPerPhase }, (_, t) => ({
        key: `p${p}t${t}`,
        title: `task ${p}.${t}`,
        dependsOn: p > 0 ? [`p${p - 1}t${t}`] : [],
        steps: Array.from({ length: stepsPerTask }, (_, s) => ({ kind: 'EXEC' as const, title: `step ${s}` })),
      })),
    })),
  };
}

async function countFor(workspaceId: string) {
  statements = 0;
  const result = await alice.gql(NestedPlan, { filter: { workspaceId } });
  return { statements, result };
}

describe('nested session query', () => {
  it('runs the same number of statements for 1 and for 50 phases, 50 tasks and 50 steps, and for 50 x 10 x 5', async () => {
    const small = await workspaceFor(alice);
    await sessionFor(alice, { workspaceId: small, plan: plan(1, 1, 1) });
    const fifty = await workspaceFor(alice);
    await sessionFor(alice, { workspaceId: fifty, plan: plan(50, 1, 1) });
    const large = await workspaceFor(alice);
    await sessionFor(alice, { workspaceId: large, plan: plan(50, 10, 5) });

    const one = await countFor(small);
    const many = await countFor(fifty);
    const lots = await countFor(large);
    expect(many.result.sessions.nodes[0]!.phases!.nodes).toHaveLength(50);
    expect(lots.result.sessions.nodes[0]!.phases!.nodes.flatMap((p) => p.tasks!.nodes.flatMap((t) => t.steps!.nodes))).toHaveLength(2_500);
    expect(lots.result.sessions.nodes[0]!.progress.steps).toEqual({ total: 2_500, pending: 2_500 });
    expect(one.statements).toBeGreaterThan(0);
    expect(many.statements).toBe(one.statements);
    expect(lots.statements).toBe(one.statements);
  });

  it('does not grow with the number of sessions either', async () => {
    const workspaceId = await workspaceFor(alice);
    await sessionFor(alice, { workspaceId, plan: plan(2, 2, 2) });
    const single = await countFor(workspaceId);
    for (let i = 0; i < 4; i++) await sessionFor(alice, { workspaceId, plan: plan(3, 3, 3) });
    const five = await countFor(workspaceId);
    expect(five.result.sessions.nodes).toHaveLength(5);
    expect(five.result.sessions.nodes.map((session) => session.progress.tasks.total).sort()).toEqual([4, 9, 9, 9, 9]);
    expect(five.statements).toBe(single.statements);
  });

  it("reads the workspaces' agents and whether they are online in as many statements for 1 agent as for 10", async () => {
    const owner = await app.owner('agents-loaded');
    const Agents = graphql(`query AgentsOnline { workspaces(first: 50) { nodes { host agent { key online } } } }`);
    const attach = (n: number) =>
      owner.gql(graphql(`mutation AttachForLoader($input: AttachWorkspaceInput!) { attachWorkspace(input: $input) { __typename } }`), {
        input: { agentKey: `agent-${n}`, host: `host-${n}`, path: `/srv/${n}` },
      });
    const count = async () => {
      statements = 0;
      const { workspaces } = await owner.gql(Agents);
      return { statements, agents: workspaces.nodes.filter((node) => node.agent?.online === false).length };
    };
    await attach(0);
    const one = await count();
    for (let n = 1; n < 10; n++) await attach(n);
    const ten = await count();
    expect([one.agents, ten.agents]).toEqual([1, 10]);
    expect(ten.statements).toBe(one.statements);
  });
});
