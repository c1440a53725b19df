// A server process refreshes its links to the agents whose command feeds it holds (agent.queries.ts refreshLinks): on
// a timer and whenever a feed opens or closes, so two refreshes of one process can run at once, each with the agents
// it holds at that moment, in whatever order. They never deadlock (the full bench once logged one under load), and
// each agent ends up linked.
import { describe, expect, it } from 'vitest';
import { refreshLinks, upsertAgent } from '../src/agents/agent.queries.ts';
import { newId } from '../src/db/ids.ts';
import { createTestApp } from './helpers/app.ts';

const app = await createTestApp({ live: false });
const alice = await app.owner('alice');

describe("a process's agent links", () => {
  it('refreshed concurrently with the same agents in opposite orders, never deadlock', async () => {
    const agents = [];
    for (let i = 0; i < 40; i++) {
      agents.push(await upsertAgent(app.db, { id: newId(), owner_id: alice.ownerId, key: `links-${i}`, host: 'box', embedded: false }));
    }
    const ids = agents.map((agent) => agent.id);
    const reversed = ids.toReversed();
    const instance = newId();
    for (let round = 0; round < 30; round++) {
      const outcomes = await Promise.allSettled([refreshLinks(app.db, instance, ids), refreshLinks(app.db, instance, reversed)]);
      expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason))).toEqual([]);
    }
    const linked = await app.db.selectFrom('agent_links').select('agent_id').where('instance', '=', instance).execute();
    expect(linked.map((row) => row.agent_id).sort()).toEqual([...ids].sort());
  });
});
