import { sql } from 'kysely';
import type { TestApp } from './app.ts';
import { LeaseOps } from './operations.ts';
import { AppendMessages, CreateCheckpoint } from './rewind-fixtures.ts';

type Client = Awaited<ReturnType<TestApp['owner']>>;

/** What a refused or failed fork must leave as it was: the owner's sessions, workspaces and every event. */
export async function rows(app: TestApp, ownerId: string) {
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(app.db)).rows[0]!.n;
  return {
    sessions: await count(sql`select count(*)::int as n from sessions where owner_id = ${ownerId}`),
    workspaces: await count(sql`select count(*)::int as n from workspaces where owner_id = ${ownerId}`),
    events: await count(sql`select count(*)::int as n from session_events`),
  };
}

export async function lease(owner: Client, sessionId: string, holder: string) {
  const result = (await owner.gql(LeaseOps.acquire, { input: { sessionId, holder } })).acquireLease;
  if (result.__typename !== 'LeasePayload') throw new Error(JSON.stringify(result));
  return result.lease!.token;
}

export async function append(owner: Client, conversationId: string, leaseToken: number, ...contents: string[]) {
  const result = await owner.gql(AppendMessages, {
    input: { conversationId, leaseToken, messages: contents.map((content) => ({ role: 'ASSISTANT' as const, content })) },
  });
  if (result.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(result));
}

export async function leasedCheckpoint(owner: Client, sessionId: string, leaseToken: number, label: string) {
  const result = (await owner.gql(CreateCheckpoint, { input: { sessionId, leaseToken, label } })).createCheckpoint;
  if (result.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result));
  return { ...result.checkpoint, gitCommit: result.checkpoint.gitCommit! };
}
