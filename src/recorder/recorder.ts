// The recorder: where the drainer and `savepoint import <cli>` send an agent CLI's recording actions, and what it is
// told to do it with. Its settings come from the environment the CLI was started in (SAVEPOINT_URL, SAVEPOINT_TOKEN),
// as for every command for people; its runs keep their state and journal where the runner kit keeps them
// (SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal), so `savepoint status` counts what waits there.
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import type { RunnerEvent } from '../runner/runner-options.ts';

export type RecorderSettings = { url: string; token: string };

const DEFAULT_URL = 'http://localhost:4000/graphql';

/** What keeps a session from being recorded that its person can fix (no folder, a session recorded already...). */
export class RecorderError extends Error {
  override readonly name = 'RecorderError';
}

/** The settings, or what is missing (said so that the person can fix it). */
export function recorderSettings(env: NodeJS.ProcessEnv): RecorderSettings | string {
  const token = env.SAVEPOINT_TOKEN?.trim();
  if (!token) return 'SAVEPOINT_TOKEN is not set where the agent CLI runs; set it (and SAVEPOINT_URL) in the environment you start it from';
  return { url: env.SAVEPOINT_URL?.trim() || DEFAULT_URL, token };
}

/**
 * The recorder's context: the server, the CLI's adapter, who hears what the runs do in the background, and where the
 * runs keep their state and journal (default: the runner kit's journal home, where `savepoint status` looks).
 */
export type RecorderContext = { settings: RecorderSettings; adapter: AnyAdapter; onEvent?: (event: RunnerEvent) => void; home?: string };
