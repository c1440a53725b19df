// Running git: one command at a time through simple-git, with a fixed environment that isolates it from the
// machine's git configuration. Only ever called with arguments this folder builds (never user text).
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { GitError, simpleGit } from 'simple-git';

/** A git command that exited non-zero (a GitError subclass so simple-git hands it back unwrapped). */
export class GitExit extends GitError {
  readonly exitCode: number;
  readonly stderr: string;
  readonly stdout: string;
  constructor(exitCode: number, stderr: string, stdout: string) {
    super(undefined, stderr);
    this.exitCode = exitCode;
    this.stderr = stderr;
    this.stdout = stdout;
  }
}

export type GitResult = { stdout: string; exitCode: number };
export type RunOptions = { okExitCodes?: number[]; stdin?: string };

// The commit identity and isolation from the machine's git configuration: no global/system config (so no user
// filters, fsmonitor, hooks, signing, autocrlf or pager can change or slow a snapshot), English messages, no prompts.
const FIXED_ENV: Record<string, string> = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_ATTR_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Savepoint',
  GIT_AUTHOR_EMAIL: 'savepoint@localhost',
  GIT_COMMITTER_NAME: 'Savepoint',
  GIT_COMMITTER_EMAIL: 'savepoint@localhost',
  GIT_TERMINAL_PROMPT: '0',
  GIT_OPTIONAL_LOCKS: '0',
  GIT_NO_REPLACE_OBJECTS: '1',
  // simple-git waits an extra 50 ms after any command that printed nothing at all (update-ref, a no-op add...); a
  // one-line trace on stderr avoids that. Trace lines are removed from error messages below.
  GIT_TRACE: '2',
  LC_ALL: 'C',
  LANG: 'C',
};
const TRACE_LINE = /^\d\d:\d\d:\d\d\.\d+ \S+:\d+ +trace: .*$/;

function childEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', ...FIXED_ENV, ...extra };
  // No HOME either: nothing of the server user's ~/.gitconfig or ~/.config/git (ignore, attributes) applies.
  for (const key of ['TMPDIR', 'SYSTEMROOT']) if (process.env[key] !== undefined) env[key] = process.env[key]!;
  return env;
}

function cleanStderr(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !TRACE_LINE.test(line))
    .join('\n');
}

/** One git command as a process that runs it elsewhere spawns it (pinned-folder.ts): the same isolation as runGit. */
export type GitCall = { args: string[]; env: Record<string, string> };

/** The command runGit would run, for a process that runs it itself (in a working directory it has pinned). */
export function gitCall(env: Record<string, string>, config: string[], args: string[]): GitCall {
  const { GIT_TRACE: _trace, ...full } = childEnv(env); // the trace only serves simple-git (above)
  return { args: [...config.flatMap((value) => ['-c', value]), ...args], env: full };
}

/** Runs one git command. Only ever called with arguments this module builds (never user text), hence the allowances. */
export async function runGit(cwd: string, env: Record<string, string>, config: string[], args: string[], run: RunOptions = {}): Promise<GitResult> {
  const fullEnv = childEnv(env);
  const stdin = run.stdin;
  const git = simpleGit({
    baseDir: cwd,
    config,
    allowEnvironment: Object.keys(fullEnv).filter((key) => /^git_/i.test(key)),
    // Our own -c values only: hooks, fsmonitor and filter drivers switched off (user-repo.ts), never turned on.
    unsafe: { allowUnsafeConfigPaths: true, allowUnsafeTemplateDir: true, allowUnsafeFsMonitor: true, allowUnsafeHooksPath: true, allowUnsafeFilter: true },
    // Done when git's output streams have closed, never earlier: simple-git's default also settles 50 ms after the
    // process exits, and on a busy machine that came before the output was read (write-tree answered "", so did
    // commit-tree, and the snapshot failed as a corrupt repository).
    completion: { onClose: true, onExit: false },
    ...(stdin === undefined ? {} : { input: () => stdin }),
    errors: (error, result) => {
      if (result.exitCode === 0) return error instanceof Error ? error : undefined;
      return new GitExit(result.exitCode, cleanStderr(Buffer.concat(result.stdErr).toString('utf8')), Buffer.concat(result.stdOut).toString('utf8'));
    },
  }).env(fullEnv);
  try {
    return { stdout: await git.raw(args), exitCode: 0 };
  } catch (error) {
    if (error instanceof GitExit && run.okExitCodes?.includes(error.exitCode)) return { stdout: error.stdout, exitCode: error.exitCode };
    throw error;
  }
}

/**
 * Starts one git command as a process of its own, in the same fixed environment, for what simple-git would buffer
 * whole: streams of objects (cat-file --batch) and packs read from a file (index-pack --stdin). The caller reads its
 * output and awaits gitExit.
 */
export function spawnGit(cwd: string, env: Record<string, string>, args: string[], stdio: StdioOptions = ['pipe', 'pipe', 'pipe']): ChildProcess {
  return spawn('git', args, { cwd, env: childEnv(env), stdio });
}

/** Resolves when the process has exited and its output streams closed; a non-zero exit rejects with a GitExit. */
export function gitExit(child: ChildProcess, stdout = ''): Promise<void> {
  const stderr: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new GitExit(code ?? 128, cleanStderr(Buffer.concat(stderr).toString('utf8')) || `killed by ${signal}`, stdout));
    });
  });
}
