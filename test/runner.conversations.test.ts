// The runner kit's conversations of tasks (a coding agent's subagents) against a live server: a task's conversation
// made by the run and named by the task's key, messages and a compaction there landing in it (the supervisor's left
// as it was), also when all of it was written while the server was unreachable, and a run that lost its state (a new
// machine: its session found again by its key) finding the conversation again from the session.
import { describe, expect, it } from 'vitest';
import { openRun } from '../src/runner/runner.ts';
import type { Run, RunnerOptions } from '../src/runner/runner-options.ts';
import { tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { api, flakyFetch } from './helpers/runner.ts';

const live = await startLiveApp();
const { httpUrl: url, token } = live;

type Said = { role: string; content: string; superseded: boolean; summaryOf: { count: number } | null };

/** Each conversation of the session by its task's key ('' the supervisor's), its messages set aside included. */
async function conversations(sessionId: string): Promise<Record<string, Said[]>> {
  const { session } = await api(
    url,
    token,
    `query KitConversations($id: ID!) { session(id: $id) { ... on Session { conversations { nodes { kind title task { key }
      messages(first: 50, includeSuperseded: true) { nodes { role content superseded summaryOf { count } } } } } } } }`,
    { id: sessionId },
  );
  return Object.fromEntries(
    session.conversations.nodes.map((c: { task: { key: string } | null; messages: { nodes: Said[] } }) => [c.task?.key ?? '', c.messages.nodes]),
  );
}

/** A subagent's work as a coding agent's recorder reports it: its task, its conversation, what it said, a compaction. */
async function subagentWork(run: Run): Promise<void> {
  await run.message({ role: 'USER', content: 'Ask a reviewer to look at greet.ts' }, { key: 'p1' });
  await run.addTask({ key: 'agent-r1', title: 'reviewer subagent', role: 'code-reviewer' });
  await run.ensureTaskStarted('agent-r1');
  await run.ensureTaskStarted('agent-r1'); // once: started already
  await run.taskConversation('agent-r1', { title: 'code-reviewer subagent r1' });
  await run.message(
    [
      { role: 'USER', content: 'Review src/greet.ts' },
      { role: 'ASSISTANT', content: 'Reading it.' },
    ],
    { key: 'r1-1', conversation: 'agent-r1' },
  );
  await run.message({ role: 'ASSISTANT', content: 'Looks good.' }, { key: 'r1-2', conversation: 'agent-r1' });
  await run.compact('The reviewer read src/greet.ts and approved it.', { key: 'r1-c', conversation: 'agent-r1' });
  await run.message({ role: 'ASSISTANT', content: 'After the compaction.' }, { key: 'r1-3', conversation: 'agent-r1' });
  await run.completeTask('agent-r1', { summary: 'approved' });
  await run.message({ role: 'ASSISTANT', content: 'The reviewer approved it.' }, { key: 'p2' });
}

const expected = {
  '': [
    { role: 'USER', content: 'Ask a reviewer to look at greet.ts', superseded: false, summaryOf: null },
    { role: 'ASSISTANT', content: 'The reviewer approved it.', superseded: false, summaryOf: null },
  ],
  'agent-r1': [
    { role: 'SYSTEM', content: 'The reviewer read src/greet.ts and approved it.', superseded: false, summaryOf: { count: 3 } },
    { role: 'USER', content: 'Review src/greet.ts', superseded: true, summaryOf: null },
    { role: 'ASSISTANT', content: 'Reading it.', superseded: true, summaryOf: null },
    { role: 'ASSISTANT', content: 'Looks good.', superseded: true, summaryOf: null },
    { role: 'ASSISTANT', content: 'After the compaction.', superseded: false, summaryOf: null },
  ],
};

describe("the runner kit's conversations of tasks", () => {
  it("records a subagent's messages and a compaction of its conversation in its own conversation, named by its task's key", async () => {
    const options: RunnerOptions = { url, token, home: await tempDir('savepoint-kit-home-'), background: false, workspaces: 'holding' };
    const run = await openRun(options, { ref: 'claude-subagent-1', session: { objective: 'Review', folder: await tempDir() } });
    await subagentWork(run);
    await run.close();
    expect(await conversations(run.sessionId!)).toEqual(expected);
    // Compacting a conversation the run said nothing in is refused, and says why.
    const again = await openRun(options, { ref: 'claude-subagent-1', session: { objective: 'Review', folder: await tempDir() } });
    await again.addTask({ key: 'agent-r2', title: 'quiet subagent' });
    await again.taskConversation('agent-r2');
    await expect(again.compact('nothing', { conversation: 'agent-r2' })).rejects.toMatchObject({
      code: 'NOTHING_TO_COMPACT',
      message: expect.stringContaining('the conversation of task agent-r2'),
    });
    await again.close();
  });

  it('records them in order once the server answers, when all of it was written while it could not be reached', async () => {
    const flaky = flakyFetch();
    const options: RunnerOptions = {
      url,
      token,
      home: await tempDir('savepoint-kit-home-'),
      background: false,
      workspaces: 'holding',
      fetch: flaky.fetch,
      retries: 0,
    };
    const run = await openRun(options, { ref: 'claude-subagent-2', session: { objective: 'Review offline', folder: await tempDir() } });
    flaky.setDown(true);
    await subagentWork(run);
    // The prompt, the task added and started, its conversation, its 3 appends and the compaction, the task completed, the reply.
    expect(run.pending()).toBe(10);
    flaky.setDown(false);
    expect(await run.flush()).toBe(0);
    await run.close();
    expect(await conversations(run.sessionId!)).toEqual(expected);
  });

  it('finds the conversation again from the session when the run lost its state (its session found again by its key)', async () => {
    const folder = await tempDir();
    const holder = 'claude-code:claude-subagent-3'; // one name on every machine: its lease is the run's wherever it goes on
    const first = await openRun(
      { url, token, holder, home: await tempDir('savepoint-kit-home-'), background: false, workspaces: 'holding' },
      {
        ref: 'claude-subagent-3',
        session: { objective: 'Review elsewhere', folder },
      },
    );
    await first.addTask({ key: 'agent-r3', title: 'reviewer subagent' });
    await first.taskConversation('agent-r3');
    await first.message({ role: 'USER', content: 'Review it' }, { conversation: 'agent-r3', key: 'x1' });
    await first.close();
    // Another home: no state, so the kit makes the session again under its key, and the server answers the first.
    const next = await openRun(
      { url, token, holder, home: await tempDir('savepoint-kit-home-'), background: false, workspaces: 'holding' },
      {
        ref: 'claude-subagent-3',
        session: { objective: 'Review elsewhere', folder },
      },
    );
    expect({ origin: next.origin, sessionId: next.sessionId }).toEqual({ origin: 'found', sessionId: first.sessionId });
    await next.message({ role: 'ASSISTANT', content: 'Reviewed.' }, { conversation: 'agent-r3', key: 'x2' });
    await next.close();
    expect((await conversations(first.sessionId!))['agent-r3']!.map((said) => said.content)).toEqual(['Review it', 'Reviewed.']);
  });
});
