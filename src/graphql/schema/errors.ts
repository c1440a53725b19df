// Domain errors as GraphQL types: expected failures are data, each with a stable code. Anything else is masked.
//
// Which errors a field's union lists is derived, never hand-listed: every function that can throw declares it next
// to itself (`export const <function>Throws = throws(...)`, src/errors.ts), composed from what it calls, and a field
// with an error union passes `resultOf` the declarations of exactly what its resolver calls (its workflow, the id
// decoding). So a union lists what its resolver can return and nothing else; test/schema.test.ts checks every
// declaration, and every resultOf, against the code it stands for.

import type { SessionState } from '../../db/database.ts';
import {
  type DomainError,
  type ErrorClass,
  IdempotencyConflictError,
  InvalidPlanError,
  InvalidTransitionError,
  NotFoundError,
  PlanProblem,
  SessionLockedError,
  StaleLeaseError,
  throws,
  ValidationError,
  VersionConflictError,
  WorkspaceAlreadyOpenError,
  WorkspaceUnavailableError,
  WorkspaceUnavailableReason,
} from '../../errors.ts';
import {
  CheckpointNotFoundError,
  CheckpointTamperedError,
  ConfigChangedError,
  ContinuationFailedError,
  EnvironmentInvalidError,
  NoResumableSessionError,
  TerminalStateError,
} from '../../resume-errors.ts';
import { builder } from '../builder.ts';
import { apiMessage, globalIdOf } from '../ids.ts';
import { describedEnum, LifecycleStateEnum, SessionStateEnum } from './enums.ts';
import { ErrorCodeEnum } from './error-codes.ts';

const PlanProblemEnum = describedEnum('PlanProblem', 'What is wrong with a submitted plan.', Object.values(PlanProblem), {
  DUPLICATE_KEY: 'Two or more tasks share a key (keys lists them).',
  UNKNOWN_DEPENDENCY: 'A dependency names no task of the plan (keys lists them as "task -> dependency").',
  DEPENDENCY_CYCLE: 'Dependencies form a cycle (keys lists the tasks along it).',
  UNKNOWN_KEY: 'A revision names a phase or task key the plan does not have (keys lists them).',
  NOT_PENDING: 'A revision would change work that has started or finished; only pending work can change (keys lists it).',
});
const WorkspaceUnavailableReasonEnum = describedEnum(
  'WorkspaceUnavailableReason',
  'Why the workspace could not be snapshotted or restored.',
  Object.values(WorkspaceUnavailableReason),
  {
    WORKSPACE_MISSING: 'The workspace folder does not exist.',
    WORKSPACE_NOT_DIRECTORY: 'The workspace path is not a folder.',
    WORKSPACE_UNREADABLE: 'The workspace folder (or a file in it) cannot be read.',
    REPOSITORY_CORRUPT: "The workspace's snapshot repository (in the server's data folder) is damaged.",
    INVALID_ARGUMENT: 'A snapshot id or ref was malformed (a server bug; report it).',
    RESTORE_FAILED: 'A file could not be put back; nothing was changed.',
    SYMLINK_IN_PATH: 'A path to put back goes through a symbolic link: refused, never followed.',
  },
);
export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description:
    'An expected failure, returned as data in a result union. Select `... on Error { code message }` to handle any of them, and the concrete type for its details.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, description: 'Stable: switch on it.', resolve: (error) => error.code }),
    message: t.string({
      description:
        'What went wrong and what to do next, for a person. Ids in it are global ids, as the API hands them out. Wording may change; do not parse it.',
      resolve: (error) => apiMessage(error),
    }),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: "No object of that type and id among those your token may see (another owner's object reads as not found).",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    entity: t.exposeString('entity', { description: 'The type looked for, as its __typename (e.g. "Session").' }),
    id: t.id({ description: 'The global id looked for.', resolve: (error) => globalIdOf({ type: error.entity, id: error.id }) }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'An input value was refused; `field` names it and the message says what to send instead. Nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', { description: 'Path of the offending input field or argument, e.g. "plan.phases[0].name" or "sessionId".' }),
  }),
});

builder.objectType(InvalidPlanError, {
  name: 'InvalidPlanError',
  description: 'The plan is inconsistent; nothing was written.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    problem: t.field({ type: PlanProblemEnum, description: 'What is wrong.', resolve: (error) => error.problem }),
    keys: t.exposeStringList('keys', {
      description: 'The offending task keys (for a cycle, the keys along it; for an unknown dependency, "task -> dependency").',
    }),
  }),
});

builder.objectType(InvalidTransitionError, {
  name: 'InvalidTransitionError',
  description: "The action is not allowed in the object's current state (e.g. completing a session that never started); nothing was changed.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    entity: t.string({
      description: 'The type of the object whose state refused the action, as its __typename (e.g. "Session").',
      resolve: (error) => error.ref.type,
    }),
    entityId: t.id({ description: 'The global id of that object.', resolve: (error) => globalIdOf(error.ref) }),
    currentState: t.field({ type: LifecycleStateEnum, description: 'The state it is in.', resolve: (error) => error.currentState }),
    action: t.exposeString('action', { description: 'The refused action, as words (e.g. "complete", "start a task in").' }),
    allowedFrom: t.field({
      type: [LifecycleStateEnum],
      description: 'The states in which the action is allowed.',
      resolve: (error) => [...error.allowedFrom],
    }),
  }),
});

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  description: 'The idempotency key was already used with a different input; nothing was changed. Use a new key for a new request.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key, as sent.' }),
    operation: t.exposeString('operation', { description: 'The mutation that used it first, by field name (e.g. "createSession").' }),
  }),
});

builder.objectType(WorkspaceUnavailableError, {
  name: 'WorkspaceUnavailableError',
  description: 'The workspace folder could not be snapshotted or restored; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reason: t.field({ type: WorkspaceUnavailableReasonEnum, description: 'Why.', resolve: (error) => error.reason }),
    path: t.exposeString('path', { description: "The workspace's folder on the server." }),
  }),
});

builder.objectType(SessionLockedError, {
  name: 'SessionLockedError',
  description: 'Another runner holds the live lease of the session: a write must carry its leaseToken. Nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    holder: t.exposeString('holder', { description: 'The runner holding the lease.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the lease expires unless its holder extends it (heartbeat).' }),
  }),
});

builder.objectType(StaleLeaseError, {
  name: 'StaleLeaseError',
  description: 'The lease token the write carried is not live any more (fencing): the write was refused. Stop writing; resume to take a new lease.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    given: t.exposeInt('given', { description: 'The lease token the write carried.' }),
    current: t.exposeInt('current', { nullable: true, description: 'The live lease token; null when no lease is live.' }),
  }),
});

builder.objectType(WorkspaceAlreadyOpenError, {
  name: 'WorkspaceAlreadyOpenError',
  description: 'Another session holds a live lease in the same workspace directory (one live lease per directory); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    otherSessionId: t.id({ description: 'The global id of the session holding the directory.', resolve: (error) => globalIdOf(error.otherSession) }),
  }),
});

builder.objectType(NoResumableSessionError, {
  name: 'NoResumableSessionError',
  description: 'resumeSession was called without a sessionId and none of your sessions is interrupted.',
  interfaces: [ErrorInterface],
});
builder.objectType(TerminalStateError, {
  name: 'TerminalStateError',
  description: 'The session is finished (COMPLETED, FAILED or CANCELLED) and cannot be resumed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ state: t.field({ type: SessionStateEnum, description: "The session's state.", resolve: (error) => error.state as SessionState }) }),
});
builder.objectType(EnvironmentInvalidError, {
  name: 'EnvironmentInvalidError',
  description: 'The workspace is not fit to resume in (see resumePreview.environment); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ problems: t.exposeStringList('problems', { description: 'Each problem found, in words.' }) }),
});
builder.objectType(CheckpointTamperedError, {
  name: 'CheckpointTamperedError',
  description: 'The checkpoint no longer matches its signature (it was edited after it was taken), so resume refuses it.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    checkpointId: t.id({ description: 'The global id of the checkpoint.', resolve: (error) => globalIdOf(error.checkpoint) }),
  }),
});
builder.objectType(ConfigChangedError, {
  name: 'ConfigChangedError',
  description: "The session's model configuration differs from the one stamped on the checkpoint it would resume from.",
  interfaces: [ErrorInterface],
});
builder.objectType(CheckpointNotFoundError, {
  name: 'CheckpointNotFoundError',
  description: 'The checkpoint given is not one of this session.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    checkpointId: t.id({ description: 'The global id of the checkpoint given.', resolve: (error) => globalIdOf(error.checkpoint) }),
  }),
});
builder.objectType(ContinuationFailedError, {
  name: 'ContinuationFailedError',
  description: 'No continuation can be planned now (nothing to restart, or the session changed meanwhile); nothing was changed.',
  interfaces: [ErrorInterface],
});

builder.objectType(VersionConflictError, {
  name: 'VersionConflictError',
  description: 'The write expected another version of what it writes (someone wrote it since you read it); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    key: t.exposeString('key', { description: 'What was written (e.g. the shared context key).' }),
    expected: t.exposeInt('expected', { description: 'The expectedVersion the write carried.' }),
    current: t.exposeInt('current', { description: 'The version in force (0: it does not exist); read it again and write with this.' }),
  }),
});

/** The union names resultOf made, with the error types of each (test/schema.test.ts reads them). */
export const RESULT_UNIONS = new Map<string, readonly ErrorClass[]>();

/**
 * A field's error union: its payload, or exactly the errors `parts` (declarations of what the resolver calls, and
 * error classes it constructs itself) can throw. See the top of this file.
 */
export function resultOf(name: string, ...parts: ReadonlyArray<ErrorClass | readonly ErrorClass[]>) {
  const types = throws(...parts);
  RESULT_UNIONS.set(name, types);
  return {
    types: [...types],
    directResult: true as const,
    union: {
      name,
      description:
        'The payload on success, else one of the expected failures listed (each implements Error: select `... on Error { code message }` for any of them).',
    },
  };
}
