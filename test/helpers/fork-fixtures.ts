// Shared by the fork tests and bench: the forkSession operation, and a session with a history to fork from.

import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { sessionInNewWorkspace } from './interrupted.ts';
import { ChangeSession, StepLifecycle, TaskLifecycle } from './operations.ts';
import { checkpoint, say } from './rewind-fixtures.ts';

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
  const { session, dir } = await sessionInNewWorkspace(owner, {
    phases: [
      {
        name: 'work',
        tasks: [
          {
            key: 't',
            title: 't',
            steps: [
              { kind: 'READ', title: 'one' },
              { kind: 'WRITE', title: 'two' },
            ],
          },
        ],
      },
    ],
  });
  const conversationId = session.conversations!.nodes[0]!.id;
  const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
  const [one, two] = task.steps!.nodes;
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  await owner.gql(TaskLifecycle.start, { input: { taskId: task.id } });
  await owner.gql(StepLifecycle.start, { input: { stepId: one!.id } });
  await owner.gql(StepLifecycle.complete, { input: { stepId: one!.id } });
  await owner.gql(RequestApproval, { input: { sessionId: session.id, title: 'ship it?' } });
  await say(owner, conversationId, 'm1', 'm2');
  const cp = await checkpoint(owner, session.id, 'cp');
  await say(owner, conversationId, 'm3', 'm4');
  await owner.gql(StepLifecycle.start, { input: { stepId: two!.id } });
  await owner.gql(StepLifecycle.complete, { input: { stepId: two!.id } });
  return { session, dir, conversationId, cp };
}

export async function fork(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(Fork, { input: input as never })).forkSession;
}

export type Forked = Extract<Awaited<ReturnType<typeof fork>>, { __typename: 'ForkSessionPayload' }>;
export function forked(result: Awaited<ReturnType<typeof fork>>): Forked {
  if (result.__typename !== 'ForkSessionPayload') throw new Error(JSON.stringify(result));
  return result;
}
