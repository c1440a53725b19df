// The recorder: where the drainer and `savepoint import <cli>` send an agent CLI's recording actions. Its settings
// come from the environment the CLI was started in (SAVEPOINT_URL, SAVEPOINT_TOKEN), as for every command for people.
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import type { RecordingAction } from '../agent-clis/recording.ts';
import { createClient } from '../client/client.ts';
import { applyActions } from './apply-actions.ts';
import { RecorderError } from './calls.ts';
import type { ApplyActions } from './drain.ts';
import type { RecorderIds } from './session-open.ts';

export type RecorderSettings = { url: string; token: string };

export const DEFAULT_URL = 'http://localhost:4000/graphql';

/** The settings, or what is missing (said so that the person can fix it). */
export function recorderSettings(env: NodeJS.ProcessEnv): RecorderSettings | string {
  const token = env.SAVEPOINT_TOKEN?.trim();
  if (!token) return 'SAVEPOINT_TOKEN is not set where the agent CLI runs; set it (and SAVEPOINT_URL) in the environment you start it from';
  return { url: env.SAVEPOINT_URL?.trim() || DEFAULT_URL, token };
}

export type Recorder = {
  apply: (...args: Parameters<ApplyActions<RecorderIds>>) => Promise<RecorderIds>;
  close: () => Promise<void>;
};

export async function openRecorder(settings: RecorderSettings, adapter: AnyAdapter): Promise<Recorder> {
  const client = createClient({ url: settings.url, token: settings.token });
  const ctx = { client, adapter };
  return {
    apply: async (actions: readonly RecordingAction[], ids: RecorderIds | null) => {
      const after = await applyActions(ctx, actions, ids);
      if (!after) throw new RecorderError('no session to record into: the CLI gave no session action');
      return after;
    },
    close: () => client.close(),
  };
}
