// The hook as a process: `<entry> <cli>` with the CLI's payload on stdin, or `<entry> <cli> --drain <session id>
// [--linger]` for the drainer it starts (which lingers for the session's next hooks). Two entries run it:
// `savepoint hook <cli>` (the command line, under tsx), and the fast hook `savepoint hook <cli> --settings` bundles
// from this file (plain JavaScript: a hook starts and exits within Node's own start-up time). Only the hook's half is
// imported up front; the drainer's (the runner kit, the client) is loaded when draining. Nothing is ever written to stdout (Claude
// Code adds a hook's stdout to the model's context).
import { adapterNamed } from '../agent-clis/adapters.ts';
import { oneLine } from '../agent-clis/input-error.ts';
import { readStdin, runHook } from './hook.ts';
import { hookHome } from './spool.ts';

/**
 * Runs the hook, or the drainer with `--drain <session id>`. `self` is the command line that runs this entry up to
 * the CLI's name (the drainer is started with it). Resolves to the exit code: 0 for a hook whatever happened.
 */
export async function hookEntry(args: readonly string[], self: readonly string[]): Promise<number> {
  const [cli = '', flag, session, linger] = args;
  const adapter = adapterNamed(cli);
  const home = hookHome();
  if (flag === '--drain') {
    if (!adapter || !session) return 2;
    const { drainMain } = await import('./drain-main.ts');
    return drainMain(adapter, home, session, linger === '--linger');
  }
  if (!adapter) {
    process.stderr.write(`savepoint hook: no agent CLI named "${oneLine(cli)}" (known: claude-code); nothing was recorded\n`);
    return 0;
  }
  const outcome = await runHook(adapter, await readStdin(process.stdin), home, (sessionId) => [...self, cli, '--drain', sessionId, '--linger']);
  if (!outcome.recorded) process.stderr.write(`savepoint hook ${cli}: ${outcome.code}: ${oneLine(outcome.message)}\n`);
  return 0;
}

/** Run as the fast hook's bundle: `node hook.mjs <cli> [--drain <session id>]`. */
export async function runAsBundle(): Promise<void> {
  process.exitCode = await hookEntry(process.argv.slice(2), [process.execPath, ...process.execArgv, process.argv[1]!]);
}
