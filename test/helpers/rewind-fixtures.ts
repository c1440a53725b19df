// Shared by the rewind tests: the operations, and the session state a refused or failed rewind must leave exactly as
// it was.
import { narrow } from '../../src/client/results.ts';
import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { sessionInNewWorkspace } from './fixtures.ts';
import { write } from './fs.ts';
import { initRepo } from './git.ts';
import { ChangeSession } from './operations.ts';

type Client = Awaited<ReturnType<TestApp['owner']>>;

export const RewindCode = graphql(`
  mutation RewindCodeOp($input: RewindCodeInput!) {
    rewindCode(input: $input) {
      __typename
      ... on RewindPayload {
        replayed
        preview { kind }
        rewind {
          id kind request preserve preservedAs { kind reference } actor createdAt undoneAt undoneBy
          checkpoint { id seq kind label gitCommit }
          undoPoint { id seq kind gitCommit }
          changes { files { path action additions deletions } messagesSuperseded messagesRestored resetTasks resetSteps planRestored }
        }
      }
      ... on Error { code message }
      ... on ValidationError { field }
      ... on PreserveUnavailableError { mode path }
      ... on BranchExistsError { branch }
      ... on CheckpointNotFoundError { checkpointId }
    }
  }
`);

export const RewindConversation = graphql(`
  mutation RewindConversationOp($input: RewindConversationInput!) {
    rewindConversation(input: $input) {
      __typename
      ... on RewindPayload {
        replayed
        preview { kind }
        rewind {
          id kind request
          checkpoint { id seq }
          undoPoint { id kind }
          changes { files { path action } messagesSuperseded messagesRestored resetTasks resetSteps planRestored }
        }
      }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

export const UndoRewind = graphql(`
  mutation UndoRewindOp($input: UndoRewindInput!) {
    undoRewind(input: $input) {
      __typename
      ... on UndoRewindPayload { replayed rewind { id undoneAt undoneBy } }
      ... on Error { code message }
      ... on RewindNotUndoableError { rewindId laterRewindId }
    }
  }
`);

export const CreateCheckpoint = graphql(`
  mutation RewindCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id seq gitCommit } } ... on Error { code message } }
  }
`);

export const AppendMessages = graphql(`
  mutation RewindAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }
`);

export const RewindState = graphql(`
  query RewindState($id: ID!) {
    session(id: $id) {
      ... on Session {
        state
        lastEventSeq
        planRevision
        rewinds { totalCount nodes { id kind undoneAt } }
        checkpoints { totalCount }
        approvals { nodes { id state } }
        tasks { nodes { key state steps { nodes { title state } } } }
        conversations { nodes { id messages(includeSuperseded: true, first: 500) { nodes { id seq content superseded } } } }
      }
    }
  }
`);

export const Messages = graphql(`
  query RewindMessages($id: ID!) {
    node(id: $id) { __typename ... on Conversation { messages(first: 500) { nodes { id seq content } } } }
  }
`);

/** The visible messages of a conversation, as content. */
export async function visible(owner: Client, conversationId: string): Promise<string[]> {
  const data = await owner.gql(Messages, { id: conversationId });
  return narrow(data.node, 'Conversation').messages!.nodes.map((m) => m.content);
}

export async function say(owner: Client, conversationId: string, ...contents: string[]) {
  const result = await owner.gql(AppendMessages, { input: { conversationId, messages: contents.map((content) => ({ role: 'ASSISTANT' as const, content })) } });
  if (result.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(result));
}

export async function checkpoint(owner: Client, sessionId: string, label: string, kind?: 'MANUAL' | 'STEP' | 'PHASE' | 'PLAN' | 'ERROR') {
  const result = await owner.gql(CreateCheckpoint, { input: { sessionId, label, ...(kind ? { kind } : {}) } });
  if (result.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result.createCheckpoint));
  return result.createCheckpoint.checkpoint;
}

export async function stateOf(owner: Client, sessionId: string) {
  const data = await owner.gql(RewindState, { id: sessionId });
  return data.session as Extract<typeof data.session, { state: unknown }>;
}

/** A session in a workspace (a git repository when asked) with a MANUAL checkpoint of v1, then v2 work after it. */
export async function sessionWithHistory(owner: Client, options: { git?: boolean } = {}) {
  const { session, dir } = await sessionInNewWorkspace(owner, {
    phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [{ kind: 'EXEC', title: 's' }] }] }],
  });
  if (options.git) await initRepo(dir, { '.gitignore': 'ignored.log\n', 'a.txt': 'committed\n' });
  await write(dir, { 'a.txt': 'v1\n', 'sub/keep.txt': 'keep v1\n' });
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const v1 = await checkpoint(owner, session.id, 'v1');
  await write(dir, { 'a.txt': 'v2\nmore\n', 'new.txt': 'created after v1\n', 'sub/keep.txt': 'keep v2\n' });
  await checkpoint(owner, session.id, 'v2');
  await write(dir, { 'a.txt': 'v3 uncheckpointed\n', 'loose.bin': Buffer.from([0, 1, 2, 255]) });
  return { session, dir, v1, conversationId: session.conversations!.nodes[0]!.id };
}
