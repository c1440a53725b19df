// The Claude Code adapter, pure: hook payloads validated (a typed error for anything it cannot record, never a
// crash), and transcripts read incrementally (only complete lines; a reply held back until it is whole).
// claude-code.session.test.ts plays the recorded session of fixtures through it.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeCode } from '../src/agent-clis/claude-code/adapter.ts';
import { AgentCliInputError } from '../src/agent-clis/input-error.ts';
import type { MessageAction, RecordingAction } from '../src/agent-clis/recording.ts';
import { readNewLines } from '../src/agent-clis/transcript-lines.ts';
import { FIXTURES, SESSION_ID, SUBAGENT_ID, sessionScript, transcriptOf } from './helpers/claude-code.ts';
import { tempDir } from './helpers/fs.ts';

const messages = (actions: RecordingAction[], agent: string | null = null) =>
  actions.filter((action): action is MessageAction => action.kind === 'message' && action.agent === agent);

describe('hook payloads', () => {
  it('refuses each malformed or unrecorded payload with its typed error, and never throws anything else', async () => {
    const bad = JSON.parse(await readFile(path.join(FIXTURES, 'bad-payloads.json'), 'utf8')) as Array<{ why: string; stdin: string; code: string }>;
    for (const payload of bad) {
      let thrown: unknown = null;
      try {
        claudeCode.parseHook(payload.stdin);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, payload.why).toBeInstanceOf(AgentCliInputError);
      expect((thrown as AgentCliInputError).code, payload.why).toBe(payload.code);
      expect((thrown as Error).message.length, payload.why).toBeGreaterThan(20);
    }
  });

  it('reads every documented field of the events it records, and ignores fields it does not know', async () => {
    const places = { cwd: '/w', project: '/p' };
    const hooks = (await sessionScript(places)).flatMap((line) => ('hook' in line ? [line.hook] : []));
    const events = hooks.map((hook) => claudeCode.parseHook(JSON.stringify({ ...hook, a_field_of_a_later_version: [1] })));
    expect(new Set(events.map((event) => event.name))).toEqual(
      new Set([
        'SessionStart',
        'UserPromptSubmit',
        'PreToolUse',
        'PostToolUse',
        'PostToolUseFailure',
        'Stop',
        'SubagentStart',
        'SubagentStop',
        'PreCompact',
        'SessionEnd',
      ]),
    );
    const failure = events.find((event) => event.name === 'PostToolUseFailure');
    expect(failure).toMatchObject({
      sessionId: SESSION_ID,
      transcriptPath: `/p/${SESSION_ID}.jsonl`,
      cwd: '/w',
      toolName: 'Bash',
      toolUseId: 'toolu_03',
      interrupted: false,
    });
    const stop = events.find((event) => event.name === 'SubagentStop');
    expect(stop).toMatchObject({
      agentId: SUBAGENT_ID,
      agentType: 'code-reviewer',
      agentTranscriptPath: `/p/${SESSION_ID}/subagents/agent-${SUBAGENT_ID}.jsonl`,
    });
  });
});

describe('transcripts, read incrementally', () => {
  it('takes only complete lines, resumes where it stopped, and starts again when the file was rewritten', async () => {
    const file = path.join(await tempDir(), 't.jsonl');
    await writeFile(file, '{"a":1}\n{"b":');
    const first = await readNewLines({ id: 'main', path: file, offset: 0 });
    expect(first.lines.map((line) => line.text)).toEqual(['{"a":1}']);
    await appendFile(file, '2}\n');
    const second = await readNewLines({ id: 'main', path: file, offset: first.end });
    expect(second.lines.map((line) => line.text)).toEqual(['{"b":2}']);
    expect((await readNewLines({ id: 'main', path: file, offset: second.end })).lines).toEqual([]);
    await writeFile(file, '{"c":3}\n');
    const again = await readNewLines({ id: 'main', path: file, offset: second.end });
    expect(again).toMatchObject({ restarted: true, start: 0 });
    expect(again.lines.map((line) => line.text)).toEqual(['{"c":3}']);
    expect(await readNewLines({ id: 'main', path: `${file}.none`, offset: 0 })).toMatchObject({ missing: true, lines: [] });
  });

  it('holds back a reply whose other lines may still come, and records it once whole', async () => {
    const places = { cwd: await tempDir(), project: await tempDir() };
    const script = await sessionScript(places);
    const state = claudeCode.newState(SESSION_ID);
    const transcript = script.flatMap((line) => ('transcript' in line ? [JSON.stringify(line.transcript)] : []));
    const file = transcriptOf(places);
    // The prompt and the first of msg_01's two lines: the reply is held back (a PreToolUse is not the end of a turn).
    await writeFile(file, `${transcript.slice(0, 2).join('\n')}\n`);
    const pre = claudeCode.parseHook(
      JSON.stringify((script.find((line) => 'hook' in line && line.hook.hook_event_name === 'PreToolUse') as { hook: object }).hook),
    );
    const early = claudeCode.onHook(state, pre, [await readNewLines({ id: 'main', path: file, offset: 0 })]);
    expect(messages(early.actions).map((m) => m.content)).toEqual(['Add a greet(name) function in src/greet.ts and run the tests']);
    // Its second line: still the last thing written, still held.
    await appendFile(file, `${transcript[2]}\n`);
    const held = claudeCode.onHook(early.state, pre, [await readNewLines({ id: 'main', path: file, offset: early.state.offsets.main! })]);
    expect(messages(held.actions)).toEqual([]);
    // The tool's result follows: the reply is whole, one message of both lines.
    await appendFile(file, `${transcript[3]}\n`);
    const later = claudeCode.onHook(held.state, pre, [await readNewLines({ id: 'main', path: file, offset: held.state.offsets.main! })]);
    expect(messages(later.actions)).toEqual([
      expect.objectContaining({
        role: 'ASSISTANT',
        content: "I'll look at the project first.",
        tokens: 1200 + 48 + 3000,
        toolCalls: [expect.objectContaining({ id: 'toolu_01', name: 'Read' })],
      }),
      expect.objectContaining({ role: 'TOOL', toolName: 'Read', toolInput: { file_path: `${places.cwd}/src/index.ts` } }),
    ]);
  });
});
