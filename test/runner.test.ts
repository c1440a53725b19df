// The runner kit (src/runner/) against a live server on a real PostgreSQL: a session recorded end to end through it,
// a run continued by another process from its state without a round trip, the lease lost stopping the work, retries
// that keep their key (each write lands once), and the degraded mode in one process (the journal, its status, its
// replay). test/runner.degraded.test.ts plays the degraded mode with real processes killed and restarted.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LeaseLostError } from '../src/runner/errors.ts';
import { journalStatus } from '../src/runner/journal-status.ts';
import { openRun } from '../src/runner/runner.ts';
import type { RunnerOptions } from '../src/runner/runner-options.ts';
import { sha256, tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { api, eventLog, flakyFetch, recorded } from './helpers/runner.ts';

const live = await startLiveApp();
const { httpUrl: url, token } = live;

async function options(extra: Partial<RunnerOptions> = {}): Promise<RunnerOptions> {
  return { url, token, home: await tempDir('savepoint-kit-home-'), webSocketImpl: WebSocket, ...extra };
}

/** The events a run's writes made, as type (and the state a change went to). */
const moves = (events: Array<{ type: string; data: Record<string, any> }>) =>
  events.map((event) => (event.data.to ? `${event.type} ${event.data.to}` : event.type));

describe('the runner kit', () => {
  it('records a session end to end: messages with tool calls, tokens and cost, a tool use as a WRITE step, an event, a code checkpoint through the agent in its process, a compaction, completion', async () => {
    const folder = await tempDir('savepoint-kit-ws-');
    const agentDir = await tempDir('savepoint-kit-agent-');
    const run = await openRun(await options({ agent: { folder, agentDir } }), { ref: 'claude-happy-1', session: { objective: 'Fix the login bug' } });
    expect(run.agent?.workspaceId).toBeTruthy();
    await run.message([
      { role: 'USER', content: 'Fix the login bug', tokenCount: 5 },
      {
        role: 'ASSISTANT',
        content: 'Editing src/login.ts',
        toolCalls: [{ id: 'toolu_1', name: 'Edit', input: { file_path: 'src/login.ts' } }],
        tokenCount: 42,
        costUsd: 0.0012,
      },
    ]);
    await mkdir(path.join(folder, 'src'));
    await writeFile(path.join(folder, 'src', 'login.ts'), 'export const fixed = true;\n');
    await run.toolUse({ key: 'toolu_1', name: 'Edit', input: { file_path: 'src/login.ts' }, result: 'The file was updated', files: ['src/login.ts'] });
    await run.message({ role: 'TOOL', toolName: 'Edit', toolResult: 'The file was updated' });
    await run.event('tests.passed', { count: 3 });
    const { checkpointId } = await run.checkpoint({ label: 'turn 1' });
    expect(checkpointId).toBeTruthy();
    await run.compact('The user asked for a fix; src/login.ts was edited.', { tokenCount: 12 });
    await run.end('completed');

    const sessionId = run.sessionId!;
    const session = await recorded(url, token, sessionId);
    expect(session.state).toBe('COMPLETED');
    expect(session.messages.map((message) => message.role)).toEqual(['SYSTEM', 'USER', 'ASSISTANT', 'TOOL']); // the summary stands first, before what it covers
    expect(session.messages[2]).toMatchObject({ tokenCount: 42, costUsd: 0.0012, toolCalls: [{ name: 'Edit', callId: 'toolu_1' }] });
    expect(session.tasks).toEqual([
      {
        key: 'main',
        state: 'RUNNING',
        steps: [
          expect.objectContaining({
            idempotencyKey: 'tool-toolu_1',
            kind: 'WRITE',
            title: 'Edit',
            state: 'COMPLETED',
            output: { result: 'The file was updated' },
          }),
        ],
      },
    ]);
    const { checkpoint } = await api(
      url,
      token,
      'query($id: ID!) { checkpoint: node(id: $id) { ... on Checkpoint { label codeTree filesChanged { path action } } } }',
      {
        id: checkpointId,
      },
    );
    expect(checkpoint).toMatchObject({ label: 'turn 1', filesChanged: [{ path: 'src/login.ts', action: 'ADDED' }] });
    expect(moves(await eventLog(url, token, sessionId))).toEqual(
      expect.arrayContaining([
        'session.created',
        'lease.acquired',
        'session.state_changed RUNNING',
        'messages.appended',
        'plan.revised',
        'custom.tests.passed',
      ]),
    );
  });

  it('declares a tool use that wrote files with their sha256, so a resume finds the write applied', async () => {
    const folder = await tempDir('savepoint-kit-ws-');
    const run = await openRun(await options({ agent: { folder, agentDir: await tempDir('savepoint-kit-agent-') } }), {
      ref: 'claude-declared',
      session: { objective: 'Write a file' },
    });
    await writeFile(path.join(folder, 'notes.md'), '# Notes\n');
    const key = await run.beginToolUse({ key: 'toolu_w', name: 'Write', input: { file_path: 'notes.md' }, files: ['notes.md'] });
    expect(key).toBe('tool-toolu_w');
    // The runner dies with the step in flight; an operator breaks its lease. The file is as the step declared it.
    await api(url, token, 'mutation($id: ID!) { forceUnlock(input: { sessionId: $id }) { __typename } }', { id: run.sessionId });
    const { session } = await api(
      url,
      token,
      'query($id: ID!) { session(id: $id) { ... on Session { resumePreview { ... on ResumePreview { plan { inProgress { step { title } action } } } } } } }',
      { id: run.sessionId },
    );
    expect(session.resumePreview.plan.inProgress).toEqual([{ step: { title: 'Write' }, action: 'SKIP' }]);
    expect(sha256('# Notes\n')).toMatch(/^[0-9a-f]{64}$/);
    await run.close();
  });

  it('continues a run from its state in another process: nothing asked of the server when nothing changed, one request per write', async () => {
    const home = await tempDir('savepoint-kit-home-');
    const folder = await tempDir('savepoint-kit-ws-');
    const first = await openRun({ url, token, home, background: false }, { ref: 'claude-continued', session: { objective: 'Continue me', folder } });
    await first.message({ role: 'USER', content: 'first prompt' });
    await first.close();

    const counted = flakyFetch();
    const next = await openRun(
      { url, token, home, background: false, fetch: counted.fetch },
      { ref: 'claude-continued', session: { objective: 'Continue me', folder } },
    );
    expect(next.sessionId).toBe(first.sessionId);
    expect(counted.sent).toEqual([]); // the session, the lease and the conversation all come from the run's state
    await next.message({ role: 'ASSISTANT', content: 'first reply' });
    expect(counted.sent).toHaveLength(1);
    expect(JSON.parse(counted.sent[0]!).variables.input).toMatchObject({ leaseToken: expect.any(Number), idempotencyKey: 'claude-continued/message/2' });
    await next.toolUse({ key: 'toolu_c1', name: 'Bash', input: { command: 'ls' }, result: 'a b' });
    await next.end('paused');
    const session = await recorded(url, token, first.sessionId!);
    expect(session).toMatchObject({ state: 'PAUSED', lease: null });
    expect(session.messages.map((message) => message.content)).toEqual(['first prompt', 'first reply']);

    // The next turn, in a third process: the paused session starts again, its task (stopped by the pause) anew.
    const third = await openRun({ url, token, home, background: false }, { ref: 'claude-continued', session: { objective: 'Continue me', folder } });
    expect(third.paused()).toBe(true);
    await third.start('next turn');
    await third.toolUse({ key: 'toolu_c2', name: 'Bash', input: { command: 'ls' }, result: 'a b c' });
    await third.close();
    const resumed = await recorded(url, token, first.sessionId!);
    expect(resumed.state).toBe('RUNNING');
    expect(resumed.tasks[0].steps.map((step: { state: string }) => step.state)).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('stops work the moment the lease is lost: the step in flight sees the signal, every later write throws, nothing more lands', async () => {
    const folder = await tempDir('savepoint-kit-ws-');
    const run = await openRun(await options({ leaseSeconds: 6 }), { ref: 'claude-lost', session: { objective: 'Lose the lease', folder } });
    await run.startTask('main');
    const [stepKey] = await run.addSteps('main', [{ key: 'long', kind: 'EXEC', title: 'a long command' }]);
    let sawAbort = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const working = run
      .step({ key: stepKey! }, (signal) => {
        started();
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            sawAbort = true;
            reject(signal.reason);
          }),
        );
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await running;
    // An operator breaks the lease and another runner takes the session: the run's next heartbeat (a third of its
    // lease, 2 s) finds the token stale and the lease another's.
    await api(url, token, 'mutation($id: ID!) { forceUnlock(input: { sessionId: $id }) { __typename } }', { id: run.sessionId });
    await api(url, token, 'mutation($id: ID!) { acquireLease(input: { sessionId: $id, holder: "intruder" }) { __typename } }', { id: run.sessionId });
    const loss = await run.lost;
    expect(loss).toMatchObject({ reason: 'TAKEN' });
    expect(await working).toBeInstanceOf(LeaseLostError);
    expect(sawAbort).toBe(true);
    expect(run.signal.aborted).toBe(true);
    await expect(run.message({ role: 'ASSISTANT', content: 'too late' })).rejects.toBeInstanceOf(LeaseLostError);
    const session = await recorded(url, token, run.sessionId!);
    expect(session.messages).toEqual([]);
    expect(session.lease).toMatchObject({ holder: 'intruder', live: true });
    expect(session.tasks[0].steps[0]).toMatchObject({ state: 'RUNNING', attempt: 1 }); // left for the intruder's resume
    await run.close();
  });

  it('retries a write whose answer was lost with the same key: it lands once', async () => {
    const folder = await tempDir('savepoint-kit-ws-');
    const flaky = flakyFetch();
    const run = await openRun(await options({ fetch: flaky.fetch }), { ref: 'claude-retried', session: { objective: 'Retry', folder } });
    flaky.loseNextAnswer(/completeStep/);
    flaky.loseNextAnswer(/appendMessages/);
    await run.toolUse({ key: 'toolu_r', name: 'Bash', input: { command: 'npm test' }, result: '3 passed' });
    await run.message({ role: 'ASSISTANT', content: 'Tests pass.' });
    const sentTwice = (pattern: RegExp) => flaky.sent.filter((body) => pattern.test(body)).map((body) => JSON.parse(body).variables.input.idempotencyKey);
    expect(sentTwice(/completeStep/)).toEqual(['claude-retried/step/tool-toolu_r/a1/complete', 'claude-retried/step/tool-toolu_r/a1/complete']);
    expect(sentTwice(/appendMessages/)).toEqual(['claude-retried/message/1', 'claude-retried/message/1']);
    const log = moves(await eventLog(url, token, run.sessionId!));
    expect(log.filter((move) => move === 'step.state_changed COMPLETED')).toHaveLength(1);
    expect(log.filter((move) => move === 'messages.appended')).toHaveLength(1);
    expect((await recorded(url, token, run.sessionId!)).messages.map((message) => message.content)).toEqual(['Tests pass.']);
    await run.close();
  });

  it('keeps working while the server is unreachable: writes go to the journal, its status counts them, and they land once, in order, when it is back', async () => {
    const home = await tempDir('savepoint-kit-home-');
    const folder = await tempDir('savepoint-kit-ws-');
    const flaky = flakyFetch();
    const events: string[] = [];
    const run = await openRun(
      { url, token, home, fetch: flaky.fetch, retries: 0, background: false, onEvent: (event) => events.push(event.type) },
      { ref: 'claude-offline', session: { objective: 'Work offline', folder } },
    );
    await run.message({ role: 'USER', content: 'before' });
    flaky.setDown(true);
    await run.message({ role: 'ASSISTANT', content: 'offline 1' });
    await run.toolUse({ key: 'toolu_o', name: 'Bash', input: { command: 'ls' }, result: 'a b' });
    await run.message({ role: 'ASSISTANT', content: 'offline 2' });
    await run.event('offline.note', { n: 1 });
    expect(run.degraded()).toBe(true);
    // The message, the task started for the tool, its step added, started and completed, a message and an event.
    expect(run.pending()).toBe(7);
    const [status] = await journalStatus(home);
    expect(status).toMatchObject({ url, run: 'claude-offline', sessionId: run.sessionId, pending: 7, oldestAt: expect.any(String) });
    expect(await run.flush()).toBe(7); // still down

    flaky.setDown(false);
    expect(await run.flush()).toBe(0);
    expect(await journalStatus(home)).toEqual([]);
    expect(events).toEqual(['degraded', 'recovered']);
    await run.message({ role: 'ASSISTANT', content: 'after' });
    const session = await recorded(url, token, run.sessionId!);
    expect(session.messages.map((message) => message.content)).toEqual(['before', 'offline 1', 'offline 2', 'after']);
    expect(session.tasks[0].steps).toEqual([expect.objectContaining({ idempotencyKey: 'tool-toolu_o', state: 'COMPLETED', output: { result: 'a b' } })]);
    const log = moves(await eventLog(url, token, run.sessionId!)).filter((move) => !move.startsWith('lease.'));
    expect(log.slice(log.indexOf('session.state_changed RUNNING') + 1)).toEqual([
      'messages.appended',
      'messages.appended',
      'task.state_changed RUNNING',
      'phase.state_changed RUNNING',
      'plan.revised',
      'step.state_changed RUNNING',
      'step.state_changed COMPLETED',
      'messages.appended',
      'custom.offline.note',
      'messages.appended',
    ]);
    await run.close();
  });
});
