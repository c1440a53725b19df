// A Claude Code hook's wall time, process start to exit, as Claude Code waits on it: the fast hook (what the printed
// settings run) fed the recorded session of fixtures (test/fixtures/claude-code/) hook by hook, several sessions in a
// row, while the drainers it starts record them into the bench's server in the background, as they would.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFastHook } from '../../src/recorder/fast-hook.ts';
import { drained, FIXTURES, playScript, runWithStdin, type ScriptLine, SESSION_ID } from '../helpers/claude-code.ts';
import { type BenchServer, percentile } from './harness.ts';

export type HookFigures = { samples: number[]; node: number[]; sessions: number; drainMs: number[]; command: number[] };

export async function hookBench(server: BenchServer, tmp: string, sessions = 4): Promise<HookFigures> {
  const home = await mkdtemp(path.join(tmp, 'hooks-'));
  const entry = await buildFastHook(home);
  const env = { SAVEPOINT_URL: server.httpUrl, SAVEPOINT_TOKEN: server.token, SAVEPOINT_HOOK_DIR: home, SAVEPOINT_JOURNAL_DIR: path.join(home, 'journal') };
  const template = await readFile(path.join(FIXTURES, 'session.script.jsonl'), 'utf8');
  const samples: number[] = [];
  const node: number[] = [];
  const drainMs: number[] = [];
  for (let round = 0; round < sessions; round++) {
    const places = { cwd: await mkdtemp(path.join(tmp, 'ws-')), project: await mkdtemp(path.join(tmp, 'project-')) };
    await writeFile(path.join(places.cwd, 'index.ts'), 'export const version = 1;\n');
    const id = SESSION_ID.replace(/^.{8}/, `bench${String(round).padStart(3, '0')}`);
    const filled = template.replaceAll(SESSION_ID, id).replaceAll('{{cwd}}', places.cwd).replaceAll('{{project}}', places.project);
    const script = filled
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ScriptLine);
    await playScript(script, places, async (stdin) => {
      const ran = await runWithStdin([process.execPath, entry, 'claude-code'], stdin, env, places.cwd);
      if (ran.code !== 0 || ran.stdout !== '') throw new Error(`the hook exited ${ran.code}: ${ran.stdout}${ran.stderr}`);
      samples.push(ran.ms);
      // Node alone, at the same moment: how much of the figure is the machine's (its load, Node's own start-up).
      node.push((await runWithStdin([process.execPath, '-e', ''], '', {})).ms);
    });
    const ended = performance.now();
    await drained(home, id, 120_000);
    drainMs.push(performance.now() - ended);
  }
  // The same hook through the command line (`savepoint hook claude-code`, under tsx): what the settings avoid.
  const command: number[] = [];
  const cli = [process.execPath, '--import', 'tsx', fileURLToPath(new URL('../../src/cli/savepoint.ts', import.meta.url)), 'hook', 'claude-code'];
  for (let i = 0; i < 3; i++) command.push((await runWithStdin(cli, 'not a payload', { SAVEPOINT_HOOK_DIR: home })).ms);
  return { samples, node, sessions, drainMs, command };
}

export function hookSummary(figures: HookFigures): string {
  const { samples } = figures;
  return (
    `      hook invocations: ${samples.length} (${figures.sessions} sessions of ${samples.length / figures.sessions} hooks), p50 ${percentile(samples, 50).toFixed(1)} ms, ` +
    `p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms; each session recorded ` +
    `${(percentile(figures.drainMs, 50) / 1000).toFixed(2)} s (p50) after its last hook\n` +
    `      node -e '' started at the same moments: p50 ${percentile(figures.node, 50).toFixed(1)} ms, p95 ${percentile(figures.node, 95).toFixed(1)} ms`
  );
}
