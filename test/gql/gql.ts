/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n": typeof types.CreateSessionDocument,
    "\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.StartSessionDocument,
    "\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.PauseSessionDocument,
    "\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.CompleteSessionDocument,
    "\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.FailSessionDocument,
    "\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": typeof types.CancelSessionDocument,
    "\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  ": typeof types.StartTaskDocument,
    "\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  ": typeof types.CompleteTaskDocument,
    "\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  ": typeof types.FailTaskDocument,
    "\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  ": typeof types.StartStepDocument,
    "\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  ": typeof types.CompleteStepDocument,
    "\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  ": typeof types.FailStepDocument,
    "\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": typeof types.SessionEventsDocument,
    "\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.SessionDetailDocument,
    "\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ListSessionsDocument,
};
const documents: Documents = {
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n": types.CreateWorkspaceDocument,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n": types.CreateSessionDocument,
    "\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.StartSessionDocument,
    "\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.PauseSessionDocument,
    "\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.CompleteSessionDocument,
    "\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.FailSessionDocument,
    "\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  ": types.CancelSessionDocument,
    "\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  ": types.StartTaskDocument,
    "\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  ": types.CompleteTaskDocument,
    "\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  ": types.FailTaskDocument,
    "\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  ": types.StartStepDocument,
    "\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  ": types.CompleteStepDocument,
    "\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  ": types.FailStepDocument,
    "\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": types.SessionEventsDocument,
    "\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.SessionDetailDocument,
    "\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ListSessionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      __typename\n      ... on CreateWorkspacePayload { workspace { id name path } replayed }\n      ... on Error { code message }\n      ... on ValidationError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      __typename\n      ... on CreateSessionPayload {\n        replayed\n        session {\n          id\n          state\n          strategy\n          objective\n          conversations { nodes { id kind } }\n          phases { nodes { id name tasks { nodes { id key state steps { nodes { id kind state idempotencyKey } } } } } }\n        }\n      }\n      ... on Error { code message }\n      ... on InvalidPlanError { problem keys }\n      ... on ValidationError { field }\n      ... on NotFoundError { entity }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation StartSession($input: SessionTransitionInput!) {\n      startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation PauseSession($input: SessionTransitionInput!) {\n      pauseSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation CompleteSession($input: SessionTransitionInput!) {\n      completeSession(input: $input) { __typename ... on SessionStatePayload { session { id state completedAt } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation FailSession($input: SessionTransitionInput!) {\n      failSession(input: $input) { __typename ... on SessionStatePayload { session { id state failureReason } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "): (typeof documents)["\n    mutation CancelSession($input: SessionTransitionInput!) {\n      cancelSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } ... on InvalidTransitionError { currentState allowedFrom } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation StartTask($input: StartTaskInput!) {\n      startTask(input: $input) { __typename ... on TaskPayload { task { id state attempt phase { state } } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation CompleteTask($input: CompleteTaskInput!) {\n      completeTask(input: $input) { __typename ... on TaskPayload { task { id state output phase { state } } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation FailTask($input: FailTaskInput!) {\n      failTask(input: $input) { __typename ... on TaskPayload { task { id state exitCode error phase { state } } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation StartStep($input: StartStepInput!) {\n      startStep(input: $input) { __typename ... on StepPayload { step { id state attempt } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation CompleteStep($input: CompleteStepInput!) {\n      completeStep(input: $input) { __typename ... on StepPayload { step { id state output } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  "): (typeof documents)["\n    mutation FailStep($input: FailStepInput!) {\n      failStep(input: $input) { __typename ... on StepPayload { step { id state exitCode error } } ... on Error { code message } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionEvents($id: ID!, $first: Int, $after: String, $types: [String!]) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        lastEventSeq\n        events(first: $first, after: $after, types: $types) {\n          edges { cursor node { seq type actor data } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  query SessionDetail($id: ID!) {\n    session(id: $id) {\n      __typename\n      ... on Session {\n        id objective state strategy resumable version\n        config { provider model temperature maxTokens extras }\n        metadata\n        workspace { id path }\n        readyTasks { key }\n        progress { percentComplete tasks { total pending completed } steps { total pending } }\n        roleDistribution { role total running completed failed }\n        tasks { nodes { key dependencies { key } } }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      edges { cursor node { id objective state resumable } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;