// The fork operation and its result, a session's own work as a fork gets new ids for it, and what a refused or failed
// fork must leave as it was.
import { sql } from 'kysely';
import { graphql } from '../gql/index.ts';
import type { Client, TestApp } from './app.ts';

export const Fork = graphql(`
  mutation Fork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      __typename
      ... on ForkSessionPayload {
        replayed
        session {
          id state objective workspace { id path }
          conversations { nodes { id messageCount lastMessageSeq messages(first: 100) { totalCount nodes { id content superseded } } } }
          tasks { nodes { key state steps { nodes { title state } } } }
          approvals { nodes { title state } }
        }
        source { id }
        forkPoint { kind at includeConversation inheritedMessages pendingApprovals workspaceMode branch checkpoint { id } codeCheckpoint { id } message { id } }
      }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

export async function fork(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(Fork, { input: input as never })).forkSession;
}

export type Forked = Extract<Awaited<ReturnType<typeof fork>>, { __typename: 'ForkSessionPayload' }>;

export function forked(result: Awaited<ReturnType<typeof fork>>): Forked {
  if (result.__typename !== 'ForkSessionPayload') throw new Error(JSON.stringify(result));
  return result;
}

export const ForkWork = graphql(`
  query ForkWork($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        id state
        workspace { id path }
        conversations { nodes { id } }
        tasks { nodes { id key state steps { nodes { id title state } } } }
      }
      ... on Error { code message }
    }
  }
`);

/** A session's workspace, first conversation and task `t` with its steps (for a fork: its own new ids). */
export async function workOf(owner: Client, sessionId: string) {
  const { session } = await owner.gql(ForkWork, { id: sessionId });
  if (session.__typename !== 'Session') throw new Error(JSON.stringify(session));
  const task = session.tasks!.nodes.find((t) => t.key === 't')!;
  return { session, conversationId: session.conversations!.nodes[0]!.id, task, steps: task.steps!.nodes };
}

/** What a refused or failed fork must leave as it was: the owner's sessions, workspaces and every event. */
export async function rows(app: TestApp, ownerId: string) {
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(app.db)).rows[0]!.n;
  return {
    sessions: await count(sql`select count(*)::int as n from sessions where owner_id = ${ownerId}`),
    workspaces: await count(sql`select count(*)::int as n from workspaces where owner_id = ${ownerId}`),
    events: await count(sql`select count(*)::int as n from session_events`),
  };
}
