// The recorded session of fixtures (test/fixtures/claude-code/) through the Claude Code adapter, pure: played hook
// by hook into recording actions (the session, prompts and replies, steps, the subagent, the compaction, a checkpoint
// per turn, the end), again with its hooks handled late, and as a whole transcript imported afterwards.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { claudeCode } from '../src/agent-clis/claude-code/adapter.ts';
import type { ClaudeCodeState } from '../src/agent-clis/claude-code/state.ts';
import type { MessageAction, RecordingAction } from '../src/agent-clis/recording.ts';
import { readToEnd } from '../src/agent-clis/transcript-lines.ts';
import { FIXTURES, type Places, playScript, SESSION_ID, SUBAGENT_ID, sessionScript, subagentTranscriptOf, transcriptOf } from './helpers/claude-code.ts';
import { tempDir } from './helpers/fs.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The session played hook by hook through the adapter, as the recorder does: its actions per hook, and the state. */
async function recordSession(places: Places) {
  let state: ClaudeCodeState | null = null;
  const perHook: Array<{ name: string; actions: RecordingAction[] }> = [];
  await playScript(await sessionScript(places), places, async (stdin) => {
    const event = claudeCode.parseHook(stdin);
    state ??= claudeCode.newState(event.sessionId);
    const reads = await Promise.all(claudeCode.transcriptsFor(state, event).map((source) => readToEnd(source)));
    const outcome = claudeCode.onHook(state, event, reads);
    state = outcome.state;
    perHook.push({ name: event.name, actions: outcome.actions });
  });
  return { perHook, actions: perHook.flatMap((hook) => hook.actions), state: state! };
}

const messages = (actions: RecordingAction[], agent: string | null = null) =>
  actions.filter((action): action is MessageAction => action.kind === 'message' && action.agent === agent);

describe('the recorded session, hook by hook', () => {
  let recorded: Awaited<ReturnType<typeof recordSession>>;
  let places: Places;
  beforeAll(async () => {
    places = { cwd: await tempDir(), project: await tempDir() };
    recorded = await recordSession(places);
  });

  it('starts the session once, continues it after the compaction, and ends it paused (claude --resume goes on)', () => {
    const sessions = recorded.actions.filter((action) => action.kind === 'session');
    expect(sessions).toEqual([
      { kind: 'session', ref: SESSION_ID, cwd: places.cwd, source: 'startup', model: 'claude-sonnet-4-20250514' },
      { kind: 'session', ref: SESSION_ID, cwd: places.cwd, source: 'compact', model: 'claude-sonnet-4-20250514' },
    ]);
    expect(recorded.actions.at(-1)).toEqual({ kind: 'end', outcome: 'PAUSED', reason: 'prompt_input_exit' });
    expect(claudeCode.resumeCommand(SESSION_ID)).toEqual(['claude', '--resume', SESSION_ID]);
  });

  it("records each prompt once (from the hook) and the assistant's replies from the transcript, with tool calls, results and tokens", () => {
    const main = messages(recorded.actions);
    expect(main.filter((m) => m.role === 'USER').map((m) => m.key)).toEqual(['prompt:1', 'prompt:2', 'prompt:3']);
    expect(main.filter((m) => m.role === 'ASSISTANT').map((m) => [m.content, m.toolCalls.map((call) => call.name)])).toEqual([
      ["I'll look at the project first.", ['Read']],
      ['', ['Write']],
      ['', ['Bash']],
      ['The test expects an exclamation mark; fixing it.', ['Edit']],
      ['Done: src/greet.ts exports greet(name), and the test passes now.', []],
      ['', ['Task']],
      ['The reviewer found nothing to change.', []],
      ['', ['Bash']],
      ['', ['Edit']],
      ['Renamed greet to hello.', []],
    ]);
    const tools = main.filter((m) => m.role === 'TOOL');
    expect(tools.map((m) => [m.toolName, m.isError])).toEqual([
      ['Read', false],
      ['Write', false],
      ['Bash', true],
      ['Edit', false],
      ['Task', false],
      ['Bash', true],
      ['Edit', false],
    ]);
    expect(tools[2]!.toolResult).toContain('npm ERR! Test failed.');
    expect(tools[2]!.toolInput).toEqual({ command: 'npm test', description: 'Run the tests' });
    // Every message key is unique: applying them is idempotent.
    expect(new Set(recorded.actions.flatMap((a) => (a.kind === 'message' ? [a.key] : []))).size).toBe(
      recorded.actions.filter((a) => a.kind === 'message').length,
    );
  });

  it('records tool uses as steps: file edits as WRITE steps naming their file, failures and denials as failed steps', async () => {
    const started = recorded.actions.filter((a) => a.kind === 'step.started');
    expect(started.map((a) => [a.key, a.stepKind, a.agent])).toEqual([
      ['toolu_01', 'READ', null],
      ['toolu_02', 'WRITE', null],
      ['toolu_03', 'EXEC', null],
      ['toolu_04', 'WRITE', null],
      ['toolu_05', 'EXEC', null],
      ['toolu_s1', 'READ', SUBAGENT_ID],
      ['toolu_06', 'EXEC', null],
      ['toolu_07', 'WRITE', null],
    ]);
    const write = started.find((a) => a.key === 'toolu_02')!;
    const written = (await sessionScript(places)).find((line) => 'file' in line) as { file: { content: string } };
    expect(write.files).toEqual([{ path: 'src/greet.ts', sha256: sha256(written.file.content) }]);
    expect(write.title).toBe('Write: src/greet.ts');
    expect(started.find((a) => a.key === 'toolu_04')!.files).toEqual([{ path: 'src/greet.ts', sha256: null }]);
    const ended = recorded.actions.filter((a) => a.kind === 'step.completed' || a.kind === 'step.failed');
    expect(ended.map((a) => [a.key, a.kind])).toEqual([
      ['toolu_01', 'step.completed'],
      ['toolu_02', 'step.completed'],
      ['toolu_03', 'step.failed'],
      ['toolu_04', 'step.completed'],
      ['toolu_s1', 'step.completed'],
      ['toolu_05', 'step.completed'],
      ['toolu_06', 'step.failed'],
      ['toolu_07', 'step.completed'],
    ]);
    expect(ended.find((a) => a.key === 'toolu_06')).toMatchObject({ error: expect.stringContaining("doesn't want to proceed") });
    expect(recorded.state.open).toEqual({});
  });

  it('records the subagent as an agent of its own, its conversation read from its own transcript when it stops', () => {
    const agentActions = recorded.actions.filter((a) => a.kind === 'agent' || a.kind === 'agent.ended');
    expect(agentActions).toEqual([
      { kind: 'agent', agent: SUBAGENT_ID, type: 'code-reviewer', parentCall: null },
      { kind: 'agent.ended', agent: SUBAGENT_ID, summary: 'Looks good: greet is small, typed and tested. No changes needed.' },
    ]);
    const firstOfAgent = recorded.actions.findIndex((a) => 'agent' in a && a.agent === SUBAGENT_ID && a.kind !== 'agent');
    expect(recorded.actions.findIndex((a) => a.kind === 'agent')).toBeLessThan(firstOfAgent);
    expect(messages(recorded.actions, SUBAGENT_ID).map((m) => m.role)).toEqual(['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT']);
    expect(recorded.perHook.find((hook) => hook.name === 'SubagentStop')!.actions.filter((a) => a.kind === 'message')).toHaveLength(4);
  });

  it('records the compaction with its summary, and a checkpoint at the end of each turn', () => {
    const compactions = recorded.actions.filter((a) => a.kind === 'compaction');
    expect(compactions).toEqual([
      {
        kind: 'compaction',
        key: 't:c-0001',
        agent: null,
        trigger: 'manual',
        summary: expect.stringContaining('a reviewer subagent approved it'),
        tokensBefore: 18500,
      },
    ]);
    const checkpoints = recorded.actions.filter((a) => a.kind === 'checkpoint');
    expect(checkpoints.map((a) => a.label)).toEqual([
      'turn 1: Add a greet(name) function in src/greet.ts and run the tests',
      'turn 2: Ask a reviewer subagent to look at src/greet.ts',
      'turn 3: Rename greet to hello',
    ]);
    expect(new Set(checkpoints.map((a) => a.key)).size).toBe(3);
  });

  it('gives the same actions again when a hook is handled twice from the same state (a recorder that crashed before saving)', async () => {
    const script = await sessionScript(places);
    const stop = script.filter((line) => 'hook' in line && line.hook.hook_event_name === 'Stop').at(-1) as { hook: object };
    const event = claudeCode.parseHook(JSON.stringify(stop.hook));
    const before = { ...recorded.state, offsets: { main: 0 }, announced: true };
    const reads = () => Promise.all(claudeCode.transcriptsFor(before, event).map((source) => readToEnd(source)));
    expect(claudeCode.onHook(before, event, await reads()).actions).toEqual(claudeCode.onHook(before, event, await reads()).actions);
    expect(before.offsets.main).toBe(0); // the state handed in is left as it was
  });
});

describe('the recorded session, its hooks handled late (a drainer behind the transcript)', () => {
  it('records the same conversation: each prompt once, each reply once, whole', async () => {
    const cwd = await tempDir();
    const live = await recordSession({ cwd, project: await tempDir() });
    const places = { cwd, project: await tempDir() };
    const hooks: string[] = [];
    await playScript(await sessionScript(places), places, async (stdin) => {
      hooks.push(stdin);
    });
    let state: ClaudeCodeState = claudeCode.newState(SESSION_ID);
    const actions: RecordingAction[] = [];
    for (const stdin of hooks) {
      const event = claudeCode.parseHook(stdin);
      const outcome = claudeCode.onHook(state, event, await Promise.all(claudeCode.transcriptsFor(state, event).map((source) => readToEnd(source))));
      state = outcome.state;
      actions.push(...outcome.actions);
    }
    const said = (list: RecordingAction[], agent: string | null) => messages(list, agent).map((m) => [m.role, m.content, m.toolResult]);
    expect(said(actions, null)).toEqual(said(live.actions, null));
    expect(said(actions, SUBAGENT_ID)).toEqual(said(live.actions, SUBAGENT_ID));
    expect(actions.filter((a) => a.kind === 'checkpoint')).toHaveLength(3);
  });
});

describe('a transcript imported afterwards', () => {
  it('gives the same conversation as the hooks did, its tool uses as steps, its subagent as a task, and no checkpoint', async () => {
    const places = { cwd: await tempDir(), project: await tempDir() };
    const recorded = await recordSession(places);
    const main = await readToEnd({ id: 'main', path: transcriptOf(places), offset: 0 });
    const folder = claudeCode.companionFolder(transcriptOf(places))!;
    expect(await readdir(folder)).toEqual([path.basename(subagentTranscriptOf(places, SUBAGENT_ID))]);
    const companion = await readToEnd({ id: `agent:${SUBAGENT_ID}`, path: subagentTranscriptOf(places, SUBAGENT_ID), offset: 0 });
    const imported = claudeCode.importTranscript(main, [companion]);
    expect(imported).toMatchObject({ ref: SESSION_ID, cwd: places.cwd });
    const text = (actions: RecordingAction[], agent: string | null) => messages(actions, agent).map((m) => [m.role, m.content, m.toolResult]);
    expect(text(imported.actions, null)).toEqual(text(recorded.actions, null));
    expect(text(imported.actions, SUBAGENT_ID)).toEqual(text(recorded.actions, SUBAGENT_ID));
    const steps = (actions: RecordingAction[]) => actions.filter((a) => a.kind === 'step.started').map((a) => [a.key, a.stepKind, a.agent]);
    expect(steps(imported.actions).sort()).toEqual(steps(recorded.actions).sort());
    const failed = imported.actions.filter((a) => a.kind === 'step.failed').map((a) => a.key);
    expect(failed).toEqual(['toolu_03', 'toolu_06']);
    expect(imported.actions.filter((a) => a.kind === 'checkpoint')).toEqual([]);
    expect(imported.actions.filter((a) => a.kind === 'compaction')).toHaveLength(1);
    expect(imported.actions.at(-1)).toEqual({ kind: 'end', outcome: 'PAUSED', reason: 'imported' });
  });

  it("reads an older version's transcript: inline subagent lines, costs, and lines it must skip", async () => {
    const file = path.join(FIXTURES, 'sidechain.transcript.jsonl');
    const imported = claudeCode.importTranscript(await readToEnd({ id: 'main', path: file, offset: 0 }), []);
    expect(imported).toMatchObject({ ref: '0b7e6f52-2d1c-4e3a-9f80-6a5b4c3d2e1f', cwd: '/home/ada/projects/shop' });
    expect(messages(imported.actions).map((m) => [m.role, m.content.slice(0, 30), m.costUsd])).toEqual([
      ['USER', 'Why is the checkout total off ', null],
      ['ASSISTANT', 'Let me delegate the search.', 0.0105],
      ['TOOL', '', null],
      ['ASSISTANT', 'The total is rounded as a floa', 0.0162],
    ]);
    expect(messages(imported.actions).at(-1)!.content).not.toContain('integer cents fix it.'); // thinking is not recorded
    expect(messages(imported.actions, 'sidechain').map((m) => m.role)).toEqual(['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT']);
    expect(imported.actions.filter((a) => a.kind === 'agent')).toEqual([{ kind: 'agent', agent: 'sidechain', type: 'subagent', parentCall: null }]);
    // Nothing in an older transcript says when a sidechain ended: its task ends with the import, before the session pauses.
    expect(imported.actions.slice(-2)).toEqual([
      { kind: 'agent.ended', agent: 'sidechain', summary: null },
      { kind: 'end', outcome: 'PAUSED', reason: 'imported' },
    ]);
    expect(imported.actions.filter((a) => a.kind === 'step.started').map((a) => [a.key, a.tool, a.stepKind, a.agent])).toEqual([
      ['toolu_a', 'Task', 'EXEC', null],
      ['toolu_s', 'Grep', 'READ', 'sidechain'],
    ]);
  });
});
