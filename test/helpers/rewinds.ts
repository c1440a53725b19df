// The rewind operations, and the session state a refused or failed rewind must leave exactly as it was.
import { graphql } from '../gql/index.ts';
import type { Client } from './app.ts';

export const RewindCode = graphql(`
  mutation RewindCodeOp($input: RewindCodeInput!) {
    rewindCode(input: $input) {
      __typename
      ... on RewindPayload {
        replayed
        preview { kind }
        rewind {
          id kind request preserve preservedAs { kind reference } actor createdAt undoneAt undoneBy
          checkpoint { id seq kind label codeTree }
          undoPoint { id seq kind codeTree }
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

export async function stateOf(owner: Client, sessionId: string) {
  const data = await owner.gql(RewindState, { id: sessionId });
  return data.session as Extract<typeof data.session, { state: unknown }>;
}
