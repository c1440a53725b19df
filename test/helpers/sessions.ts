// What a runner writes into a session through the API, and reads back: messages, checkpoints and leases, each failing
// unless it was done (for set-ups; a test of the refusal calls the operation itself).
import { narrow } from '../../src/client/results.ts';
import type { Client } from './app.ts';
import { AppendMessages, CreateCheckpoint, LeaseOps, Messages } from './operations.ts';

type CheckpointInput = { sessionId: string; label: string; kind?: 'MANUAL' | 'STEP' | 'PHASE' | 'PLAN' | 'ERROR'; leaseToken?: number };

async function appendAssistant(owner: Client, conversationId: string, leaseToken: number | undefined, contents: string[]) {
  const result = await owner.gql(AppendMessages, {
    input: { conversationId, leaseToken, messages: contents.map((content) => ({ role: 'ASSISTANT' as const, content })) },
  });
  if (result.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(result));
}

async function createCheckpoint(owner: Client, input: CheckpointInput) {
  const result = (await owner.gql(CreateCheckpoint, { input })).createCheckpoint;
  if (result.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result));
  return result.checkpoint;
}

/** Appends assistant messages to a conversation. */
export const say = (owner: Client, conversationId: string, ...contents: string[]) => appendAssistant(owner, conversationId, undefined, contents);

/** say, under a lease. */
export const append = (owner: Client, conversationId: string, leaseToken: number, ...contents: string[]) =>
  appendAssistant(owner, conversationId, leaseToken, contents);

/** The visible messages of a conversation, as content. */
export async function visible(owner: Client, conversationId: string): Promise<string[]> {
  const data = await owner.gql(Messages, { id: conversationId });
  return narrow(data.node, 'Conversation').messages!.nodes.map((m) => m.content);
}

/** A checkpoint (MANUAL unless told): its id, seq and gitCommit. */
export const checkpoint = (owner: Client, sessionId: string, label: string, kind?: CheckpointInput['kind']) =>
  createCheckpoint(owner, { sessionId, label, ...(kind ? { kind } : {}) });

/** A checkpoint under a lease, of a workspace with code (its gitCommit is set). */
export async function leasedCheckpoint(owner: Client, sessionId: string, leaseToken: number, label: string) {
  const made = await createCheckpoint(owner, { sessionId, leaseToken, label });
  return { ...made, gitCommit: made.gitCommit! };
}

/** A lease on the session for `holder`: its token. */
export async function lease(owner: Client, sessionId: string, holder: string) {
  const result = (await owner.gql(LeaseOps.acquire, { input: { sessionId, holder } })).acquireLease;
  if (result.__typename !== 'LeasePayload') throw new Error(JSON.stringify(result));
  return result.lease!.token;
}
