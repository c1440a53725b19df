// Whether the agent keeps file work it reported. A RESTORE, BRANCH or FORK is reported into REPORTED, and stands only
// once the verb that asked records it (DONE): until then the agent holds on to it, taking no other command, and asks
// the server (settleAgentCommand) until the answer is final. DONE: keep it. Anything else (EXPIRED: the verb gave it
// up, or nobody recorded it in time because its server was killed; unknown to the server): take it back. The server
// ends a command still REPORTED past its life as EXPIRED when asked, so the answer never changes once given.
import type { SavepointClient } from '../client/client.ts';
import { SettleAgentCommandDocument } from '../client/gql/operations.ts';

/** The first pause between two questions, and the longest (a verb's record usually lands within milliseconds). */
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 200;

export type Settled = 'KEEP' | 'TAKE_BACK';

/**
 * Asks until the work's fate is known; `stopped`: the agent is stopping, so it leaves the question to its next start
 * (null: the intent stays in the journal). A server that does not answer is not an answer: the request's error is
 * thrown (the caller retries, or the start stops), nothing is taken back.
 */
export async function settledWork(client: SavepointClient, agentKey: string, commandId: string, stopped: () => boolean = () => false): Promise<Settled | null> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(LONGEST_PAUSE_MS, pause * 2)) {
    const { settleAgentCommand } = await client.request(SettleAgentCommandDocument, { input: { commandId, agentKey } });
    const state = settleAgentCommand.__typename === 'SettleAgentCommandPayload' ? settleAgentCommand.command.state : null;
    if (state === 'DONE') return 'KEEP';
    if (state !== 'REPORTED') return 'TAKE_BACK'; // ended otherwise, or unknown to the server (NOT_FOUND)
    if (stopped()) return null;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
