// The recorder applying an agent CLI's recording actions through the runner kit, against a live server where an owner
// may hold one live lease: a subagent's messages and a compaction of its conversation land in its own conversation
// (the main agent's left as it was), a hook applied twice records nothing twice, and a second CLI session past the
// owner's limit of live leases is recorded all the same, without a lease (the first keeps its own).
import { describe, expect, it } from 'vitest';
import type { AnyAdapter } from '../src/agent-clis/adapters.ts';
import { claudeCode } from '../src/agent-clis/claude-code/adapter.ts';
import { message, type RecordingAction } from '../src/agent-clis/recording.ts';
import { applyActions } from '../src/recorder/apply-actions.ts';
import type { RecorderContext } from '../src/recorder/recorder.ts';
import { tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { api, eventLog } from './helpers/runner.ts';

const live = await startLiveApp({ maxActiveSessions: 1 });
const { httpUrl: url, token } = live;
const context = async (): Promise<RecorderContext> => ({
  settings: { url, token },
  adapter: claudeCode as unknown as AnyAdapter,
  home: await tempDir('savepoint-journal-'),
});

const start = async (ref: string): Promise<RecordingAction> => ({ kind: 'session', ref, cwd: await tempDir(), source: 'startup', model: null });

async function conversations(sessionId: string) {
  const { session } = await api(
    url,
    token,
    `query RecorderConversations($id: ID!) { session(id: $id) { ... on Session { state lease { holder }
      tasks { nodes { key state } }
      conversations { nodes { kind task { key } messages(first: 50) { nodes { role content summaryOf { count } } } } } } } }`,
    { id: sessionId },
  );
  const byTask = Object.fromEntries(
    session.conversations.nodes.map((c: { task: { key: string } | null; messages: { nodes: unknown[] } }) => [c.task?.key ?? 'supervisor', c.messages.nodes]),
  );
  return { state: session.state as string, lease: session.lease, tasks: session.tasks.nodes, said: byTask };
}

describe('the recorder, on the runner kit', () => {
  it("records a subagent's messages and a compaction of its conversation in its own conversation; a hook applied twice records once", async () => {
    const recorder = await context();
    const ref = '7d1c0b2a-0000-4000-8000-000000000001';
    const hook: RecordingAction[] = [
      await start(ref),
      message({ key: 'prompt:1', agent: null, role: 'USER', content: 'Ask a reviewer' }),
      { kind: 'agent', agent: 'r1', type: 'code-reviewer', parentCall: null },
      message({ key: 't:s1', agent: 'r1', role: 'USER', content: 'Review greet.ts' }),
      message({ key: 't:s2', agent: 'r1', role: 'ASSISTANT', content: 'Reading it.' }),
      { kind: 'step.started', key: 'toolu_s', agent: 'r1', stepKind: 'READ', tool: 'Read', title: 'Read: greet.ts', input: {}, files: [] },
      { kind: 'step.completed', key: 'toolu_s', agent: 'r1', output: 'ok' },
      message({ key: 't:s3', agent: 'r1', role: 'ASSISTANT', content: 'Looks good.' }),
      { kind: 'compaction', key: 't:c1', agent: 'r1', trigger: 'auto', summary: 'The reviewer approved greet.ts.', tokensBefore: 900 },
      message({ key: 't:s4', agent: 'r1', role: 'ASSISTANT', content: 'Done.' }),
      { kind: 'agent.ended', agent: 'r1', summary: 'approved' },
      message({ key: 't:m2', agent: null, role: 'ASSISTANT', content: 'The reviewer approved it.' }),
    ];
    const first = await applyActions(recorder, hook, null);
    const events = (await eventLog(url, token, first.sessionId!)).length;
    // The drainer killed before it saved how far it got: the same hook again, from the same state.
    expect(await applyActions(recorder, hook, first.session)).toEqual(first);
    expect((await eventLog(url, token, first.sessionId!)).length).toBe(events);
    const recorded = await conversations(first.sessionId!);
    expect(recorded.said['agent-r1']).toEqual([
      { role: 'SYSTEM', content: 'The reviewer approved greet.ts.', summaryOf: { count: 3 } },
      { role: 'ASSISTANT', content: 'Done.', summaryOf: null },
    ]);
    expect(recorded.said.supervisor).toEqual([
      { role: 'USER', content: 'Ask a reviewer', summaryOf: null },
      { role: 'ASSISTANT', content: 'The reviewer approved it.', summaryOf: null },
    ]);
    expect(recorded.tasks).toEqual([
      { key: 'main', state: 'RUNNING' },
      { key: 'agent-r1', state: 'COMPLETED' },
    ]);
    await applyActions(recorder, [{ kind: 'end', outcome: 'PAUSED', reason: 'prompt_input_exit' }], first.session);
    expect(await conversations(first.sessionId!)).toMatchObject({ state: 'PAUSED', lease: null });
  });

  it("records a session past the owner's limit of live leases without one, while the first keeps its own", async () => {
    const recorder = await context();
    const holding = await applyActions(
      recorder,
      [await start('7d1c0b2a-0000-4000-8000-000000000002'), message({ key: 'p', agent: null, role: 'USER', content: 'one' })],
      null,
    );
    const past = await applyActions(
      recorder,
      [await start('7d1c0b2a-0000-4000-8000-000000000003'), message({ key: 'p', agent: null, role: 'USER', content: 'two' })],
      null,
    );
    expect(await conversations(holding.sessionId!)).toMatchObject({ state: 'RUNNING', lease: { holder: 'claude-code:7d1c0b2a-0000-4000-8000-000000000002' } });
    expect(await conversations(past.sessionId!)).toMatchObject({ state: 'RUNNING', lease: null, said: { supervisor: [{ content: 'two' }] } });
    // The first ends: the next hook of the second takes a lease (its next process asks again).
    await applyActions(recorder, [{ kind: 'end', outcome: 'PAUSED', reason: 'exit' }], holding.session);
    await applyActions(recorder, [message({ key: 'q', agent: null, role: 'ASSISTANT', content: 'fenced now' })], past.session);
    expect(await conversations(past.sessionId!)).toMatchObject({ lease: { holder: 'claude-code:7d1c0b2a-0000-4000-8000-000000000003' } });
  });
});
