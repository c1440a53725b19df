// Operations shared by several test files. Typed by `npm run codegen` (test/gql/).
import { graphql } from '../gql/index.ts';

export const CreateWorkspace = graphql(`
  mutation CreateWorkspace($input: CreateWorkspaceInput!) {
    createWorkspace(input: $input) {
      __typename
      ... on CreateWorkspacePayload { workspace { id name path } replayed }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

export const CreateSession = graphql(`
  mutation CreateSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      __typename
      ... on CreateSessionPayload {
        replayed
        session {
          id
          state
          strategy
          objective
          conversations { nodes { id kind } }
          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }
        }
      }
      ... on Error { code message }
      ... on InvalidPlanError { problem keys }
      ... on ValidationError { field }
      ... on NotFoundError { entity }
    }
  }
`);

export const ChangeSession = {
  start: graphql(`
    mutation StartSession($input: SessionTransitionInput!) {
      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }
    }
  `),
  pause: graphql(`
    mutation PauseSession($input: SessionTransitionInput!) {
      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }
    }
  `),
  complete: graphql(`
    mutation CompleteSession($input: SessionTransitionInput!) {
      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }
    }
  `),
  fail: graphql(`
    mutation FailSession($input: SessionTransitionInput!) {
      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }
    }
  `),
  cancel: graphql(`
    mutation CancelSession($input: SessionTransitionInput!) {
      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }
    }
  `),
};

export const TaskLifecycle = {
  start: graphql(`
    mutation StartTask($input: StartTaskInput!) {
      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }
    }
  `),
  complete: graphql(`
    mutation CompleteTask($input: CompleteTaskInput!) {
      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }
    }
  `),
  fail: graphql(`
    mutation FailTask($input: FailTaskInput!) {
      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }
    }
  `),
};

export const StepLifecycle = {
  start: graphql(`
    mutation StartStep($input: StartStepInput!) {
      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }
    }
  `),
  complete: graphql(`
    mutation CompleteStep($input: CompleteStepInput!) {
      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }
    }
  `),
  fail: graphql(`
    mutation FailStep($input: FailStepInput!) {
      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }
    }
  `),
};

export const SessionEvents = graphql(`
  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {
    session(id: $id) {
      __typename
      ... on Session {
        lastEventSeq
        events(first: $first, after: $after, types: $types) {
          edges { cursor node { seq type actor data } }
          pageInfo { hasNextPage endCursor }
        }
      }
      ... on Error { code message }
    }
  }
`);

export const LeaseOps = {
  acquire: graphql(`
    mutation SharedAcquire($input: AcquireLeaseInput!) {
      acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } }
    }
  `),
  release: graphql(`
    mutation SharedRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }
  `),
};

export const CreateCheckpoint = graphql(`
  mutation RewindCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id seq gitCommit codeTree } } ... on Error { code message } }
  }
`);

export const AppendMessages = graphql(`
  mutation RewindAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }
`);

export const Messages = graphql(`
  query RewindMessages($id: ID!) {
    node(id: $id) { __typename ... on Conversation { messages(first: 500) { nodes { id seq content } } } }
  }
`);
