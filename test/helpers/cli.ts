// The `savepoint` executable as a person runs it: bin/savepoint.js (the package's bin, through its shebang) as a child
// process with only the environment given (plus PATH and HOME), against a server's URL with an owner's token.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './process.ts';

export const BIN = path.join(ROOT, 'bin', 'savepoint.js');

export type Run = { code: number; stdout: string; stderr: string };

/** Runs the executable until it exits (a minute at most). */
export function savepointBin(env: Record<string, string>, args: readonly string[], { stdin }: { stdin?: string } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      BIN,
      args,
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env },
        timeout: 60_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    // A command that refuses before it reads its input exits with the pipe unread: EPIPE is its answer, not an error.
    child.stdin?.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
    child.stdin?.end(stdin ?? '');
  });
}

/** The executable for one person: the server's GraphQL URL and their token (SAVEPOINT_URL, SAVEPOINT_TOKEN), and any other variables. */
export function personAt(url: string, token: string, env: Record<string, string> = {}) {
  return (...args: string[]) => savepointBin({ SAVEPOINT_URL: url, SAVEPOINT_TOKEN: token, ...env }, args);
}

/** A run's stdout as JSON, failing with what it printed when it is not. */
export function jsonOf<T = Record<string, unknown>>(run: Run): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${run.code}):\n${run.stdout}\n--- stderr ---\n${run.stderr}`);
  }
}

/** A global id of the API for a type and an id that names nothing (base64 of "<Type>:<uuid>", as the API makes them). */
export function missingId(typename: string): string {
  return Buffer.from(`${typename}:${crypto.randomUUID()}`).toString('base64');
}

/** What a terminal would show: colour and other styles left out. */
export const plain = (text: string) => text.replace(/\p{Cc}\[[0-9;]*m/gu, '');
