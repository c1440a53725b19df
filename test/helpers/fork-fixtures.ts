// Shared by the fork tests and bench: the forkSession operation, and a session with a history to fork from.

import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { READ_THEN_WRITE, scenario } from './scenario.ts';

type Client = Awaited<ReturnType<TestApp['owner']>>;

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

const RequestApproval = graphql(`
  mutation ForkApproval($input: RequestApprovalInput!) { requestApproval(input: $input) { __typename ... on Error { code message } } }
`);

/** m1 m2, step one done, checkpoint "cp", m3 m4 and step two done after it; an approval pending since before cp. */
export async function history(owner: Client) {
  const s = await scenario(owner, READ_THEN_WRITE);
  await s.start();
  await s.complete('one');
  await owner.gql(RequestApproval, { input: { sessionId: s.session.id, title: 'ship it?' } });
  await s.say('m1', 'm2');
  const cp = await s.checkpoint('cp');
  await s.say('m3', 'm4');
  await s.complete('two');
  return { session: s.session, dir: s.dir, conversationId: s.conversationId, cp };
}

export async function fork(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(Fork, { input: input as never })).forkSession;
}

export type Forked = Extract<Awaited<ReturnType<typeof fork>>, { __typename: 'ForkSessionPayload' }>;
export function forked(result: Awaited<ReturnType<typeof fork>>): Forked {
  if (result.__typename !== 'ForkSessionPayload') throw new Error(JSON.stringify(result));
  return result;
}
