// The Claude Code fixtures (test/fixtures/claude-code/, see its README) made real: the recorded session's script
// with its placeholders filled in, and a player that writes its transcripts and files as it goes and hands each hook
// payload to a callback (the adapter in a unit test, the real `savepoint hook claude-code` in a process test).
import { spawn } from 'node:child_process';
import { appendFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const FIXTURES = new URL('../fixtures/claude-code/', import.meta.url).pathname;
export const SESSION_ID = '3f2c1d9e-8a7b-4c6d-9e5f-1a2b3c4d5e6f';
export const SUBAGENT_ID = 'a1b2c3d4e5f6a7b8';

/** The main agent's steps as the recorded session records them: kind, title, state (a failed and a denied tool use). */
export const MAIN_STEPS = [
  ['READ', 'Read: src/index.ts', 'COMPLETED'],
  ['WRITE', 'Write: src/greet.ts', 'COMPLETED'],
  ['EXEC', 'Bash: Run the tests', 'FAILED'],
  ['WRITE', 'Edit: src/greet.ts', 'COMPLETED'],
  ['EXEC', 'Task: Review greet.ts', 'COMPLETED'],
  ['EXEC', 'Bash: Remove the build folder', 'FAILED'],
  ['WRITE', 'Edit: src/greet.ts', 'COMPLETED'],
];

export type ScriptLine =
  | { hook: Record<string, unknown> }
  | { transcript: Record<string, unknown> }
  | { subagentTranscript: string; line: Record<string, unknown> }
  | { file: { path: string; content: string } };

export type Places = { cwd: string; project: string };

/** A script of the recorded session (the session, or its resumption), `{{cwd}}` and `{{project}}` replaced by these folders. */
export async function sessionScript(places: Places, name: 'session' | 'resume' = 'session'): Promise<ScriptLine[]> {
  const text = await readFile(path.join(FIXTURES, `${name}.script.jsonl`), 'utf8');
  const filled = text.replaceAll('{{cwd}}', places.cwd).replaceAll('{{project}}', places.project);
  return filled
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScriptLine);
}

export const transcriptOf = (places: Places) => path.join(places.project, `${SESSION_ID}.jsonl`);
export const subagentTranscriptOf = (places: Places, agent: string) => path.join(places.project, SESSION_ID, 'subagents', `agent-${agent}.jsonl`);

/**
 * Plays the script in order: transcript lines appended, files written into the session's folder, and each hook's
 * payload (as the JSON text Claude Code would write on stdin) handed to `onHook`, awaited before the next line.
 * `until` stops before the first line it accepts.
 */
export async function playScript(
  script: readonly ScriptLine[],
  places: Places,
  onHook: (stdin: string, payload: Record<string, unknown>) => Promise<void>,
  until: (line: ScriptLine) => boolean = () => false,
): Promise<number> {
  await mkdir(places.project, { recursive: true });
  let played = 0;
  for (const line of script) {
    if (until(line)) break;
    if ('hook' in line) await onHook(JSON.stringify(line.hook), line.hook);
    else if ('transcript' in line) await appendFile(transcriptOf(places), `${JSON.stringify(line.transcript)}\n`);
    else if ('subagentTranscript' in line) {
      const file = subagentTranscriptOf(places, line.subagentTranscript);
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(line.line)}\n`);
    } else {
      const file = path.join(places.cwd, line.file.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, line.file.content);
    }
    played++;
  }
  return played;
}

export type Ran = { code: number | null; stdout: string; stderr: string; ms: number };

/** Runs a command to its end with `stdin` as its input (as Claude Code runs a command hook), timing it. */
export function runWithStdin(command: readonly string[], stdin: string, env: Record<string, string>, cwd?: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
    child.stdin.on('error', () => {}); // a hook may exit before reading all of a payload it refuses
    child.stdin.end(stdin);
  });
}

/** Resolves once the session's spool is drained: every hook in its inbox applied. */
export async function drained(home: string, sessionId: string, timeoutMs = 30_000): Promise<void> {
  const dir = path.join(home, 'claude-code', sessionId);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const inbox = await stat(path.join(dir, 'inbox.jsonl')).then(
      (s) => s.size,
      () => 0,
    );
    const state = await readFile(path.join(dir, 'state.json'), 'utf8').then(
      (text) => JSON.parse(text) as { inbox: number },
      () => ({ inbox: 0 }),
    );
    // Applied to the end (the state is saved after a hook's writes): a drainer may still linger for the next hook.
    if (state.inbox >= inbox) return;
    if (Date.now() > deadline) {
      const log = await readFile(path.join(dir, 'drain.log'), 'utf8').catch(() => '(no drain.log)');
      throw new Error(`session ${sessionId} not drained within ${timeoutMs} ms (inbox ${inbox} bytes, applied up to ${state.inbox}); drain.log:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
