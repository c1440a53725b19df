// Resuming a session for a run (docs/resuming.md): resumeSession, with the run as the new lease holder. Refused only
// because the session changed while the server prepared the resume (CONTINUATION_FAILED: nothing was changed, and the
// answer is to ask again), it is asked again a few times; any other refusal (finished, locked by a live runner,
// the environment invalid) throws a WriteRefusedError with the server's typed error.
import type { SavepointClient } from '../client/client.ts';
import { ResumeSessionDocument, type ResumeSessionInput } from '../client/gql/operations.ts';
import { result } from '../client/results.ts';
import { WriteRefusedError } from './errors.ts';

const ATTEMPTS = 5;

export async function resumeWithRetries(client: SavepointClient, input: ResumeSessionInput) {
  for (let attempt = 1; ; attempt++) {
    const resumed = result((await client.request(ResumeSessionDocument, { input })).resumeSession);
    if (resumed.ok) return resumed.value;
    if (resumed.error.__typename !== 'ContinuationFailedError' || attempt === ATTEMPTS) {
      throw new WriteRefusedError('resumeSession', resumed.error as unknown as Record<string, unknown>);
    }
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}
