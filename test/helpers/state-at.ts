// The point-in-time operations (Session.stateAt, Session.diff) and the writes the history tests make between points.
import { narrow } from '../../src/client/results.ts';
import type { HistoryPointInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import type { Client } from './app.ts';

export const StateAt = graphql(`
  query StateAt($id: ID!, $at: HistoryPointInput!) {
    session(id: $id) {
      __typename
      ... on Session {
        stateAt(at: $at) {
          __typename
          ... on SessionStateAt {
            eventSeq at replayedEvents snapshot state planRevision
            baseCheckpoint { id seq kind }
            phases { name state summary tasks { key state attempt todos { content } steps { title state attempt } } }
            approvals { title state }
            todos { content status }
            sharedContext { key version value }
          }
          ... on Error { code message }
          ... on ValidationError { field }
          ... on LimitReachedError { limit setting max }
        }
      }
      ... on Error { code message }
    }
  }
`);

export const Diff = graphql(`
  query SessionDiff($id: ID!, $from: HistoryPointInput!, $to: HistoryPointInput!) {
    session(id: $id) {
      __typename
      ... on Session {
        diff(from: $from, to: $to) {
          __typename
          ... on SessionStateDiff {
            from { eventSeq }
            to { eventSeq }
            changes { entity entityId name from to }
            workingState {
              planRevision { from to }
              todos { task { id } before { content } after { content } }
              sharedContext { key before { version value } after { version value } }
              phaseOutputs { phase { id } summaryBefore summaryAfter }
            }
          }
          ... on Error { code message }
          ... on ValidationError { field }
        }
      }
      ... on Error { code message }
    }
  }
`);
export const CheckpointState = graphql(`
  query CheckpointState($id: ID!, $against: ID) {
    node(id: $id) {
      __typename
      ... on Checkpoint {
        seq kind stateSnapshot
        stateDiff(against: $against) {
          __typename
          ... on CheckpointStateDiff {
            changes { entity entityId name from to }
            workingState {
              planRevision { from to }
              todos { task { id } before { content } after { content } }
              sharedContext { key before { version value } after { version value } }
              phaseOutputs { phase { id } summaryBefore summaryAfter }
            }
          }
          ... on Error { code message }
        }
      }
    }
  }
`);

export const UpdateTodos = graphql(`
  mutation HistoryTodos($input: UpdateTodosInput!) { updateTodos(input: $input) { __typename ... on Error { code message } } }
`);

export const PutDocument = graphql(`
  mutation HistoryDocument($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { code message } } }
`);

export const StateCheckpoint = graphql(`
  mutation HistoryCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id seq } } ... on Error { code message } }
  }
`);

export const LastEvent = graphql(`query HistoryLastEvent($id: ID!) { session(id: $id) { __typename ... on Session { lastEventSeq } } }`);

/** The session's state at `at`, which must be answered (not refused). */
export async function stateAt(owner: Client, sessionId: string, at: HistoryPointInput) {
  const { session } = await owner.gql(StateAt, { id: sessionId, at });
  return narrow(narrow(session, 'Session').stateAt, 'SessionStateAt');
}

/** The answer of stateAt as it is (the state, or an error). */
export async function stateAtResult(owner: Client, sessionId: string, at: HistoryPointInput) {
  const { session } = await owner.gql(StateAt, { id: sessionId, at });
  return narrow(session, 'Session').stateAt;
}

export async function lastEventSeq(owner: Client, sessionId: string): Promise<number> {
  const { session } = await owner.gql(LastEvent, { id: sessionId });
  return narrow(session, 'Session').lastEventSeq;
}

/** A state-only checkpoint (no code snapshot): its id and seq. */
export async function stateCheckpoint(owner: Client, sessionId: string, label: string) {
  const made = (await owner.gql(StateCheckpoint, { input: { sessionId, label, includeCode: false } })).createCheckpoint;
  return narrow(made, 'CreateCheckpointPayload').checkpoint;
}
