// The Claude Code fixtures (test/fixtures/claude-code/, see its README) made real: the recorded session's script
// with its placeholders filled in, and a player that writes its transcripts and files as it goes and hands each hook
// payload to a callback (the adapter in a unit test, the real `savepoint hook claude-code` in a process test).
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FIXTURES = new URL('../fixtures/claude-code/', import.meta.url).pathname;
export const SESSION_ID = '3f2c1d9e-8a7b-4c6d-9e5f-1a2b3c4d5e6f';
export const SUBAGENT_ID = 'a1b2c3d4e5f6a7b8';

export type ScriptLine =
  | { hook: Record<string, unknown> }
  | { transcript: Record<string, unknown> }
  | { subagentTranscript: string; line: Record<string, unknown> }
  | { file: { path: string; content: string } };

export type Places = { cwd: string; project: string };

/** The recorded session's script, `{{cwd}}` and `{{project}}` replaced by these folders. */
export async function sessionScript(places: Places): Promise<ScriptLine[]> {
  const text = await readFile(path.join(FIXTURES, 'session.script.jsonl'), 'utf8');
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
