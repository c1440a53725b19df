// Domain errors as GraphQL types: expected failures are data, each with a stable code. Anything else is masked. This
// file holds the Error interface, the codes, the errors every domain throws and the unions; the others of this folder
// mirror src/errors/, one concept each.
//
// Which errors a field's union lists is derived, never guessed: a field with an error union passes `resultOf` the
// declarations of what its resolver calls (`export const <function>Throws = throws(...)` next to its workflow, and the
// id decoding's) and the error classes it constructs itself. The throws tool (test/tools/throws/, run by `npm run
// throws` and test/schema.test.ts) computes from the code what each resolver and each declared function can throw, and
// fails when a union or a declaration lists one error more or less: a union lists what its resolver can return and
// nothing else, and a new error cannot reach a client as an unexpected one.
import { type DomainError, type ErrorClass, ErrorCode, NotFoundError, ValidationError } from '../../../errors/domain.ts';
import { builder } from '../../builder.ts';
import { apiMessage, globalIdOf } from '../../ids.ts';
import { describedEnum } from '../enums.ts';

export const ErrorCodeEnum = describedEnum('ErrorCode', 'The stable code of an expected failure; each has its own error type.', Object.values(ErrorCode), {
  NOT_FOUND: 'NotFoundError: no such object among yours.',
  VALIDATION_FAILED: 'ValidationError: an input field is wrong (also the code of refused ids, cursors and values outside an error union).',
  INVALID_PLAN: 'InvalidPlanError: a plan or revision with duplicate or unknown keys, a dependency cycle, or a change to work already started.',
  INVALID_TRANSITION: "InvalidTransitionError: the action is not allowed in the object's current state.",
  IDEMPOTENCY_CONFLICT: 'IdempotencyConflictError: the idempotency key was used before with another input.',
  LIMIT_REACHED: 'LimitReachedError: a per-call or per-owner limit was reached.',
  WORKSPACE_UNAVAILABLE: 'WorkspaceUnavailableError: the workspace folder cannot be snapshotted or restored.',
  SESSION_LOCKED: 'SessionLockedError: another runner holds the session lease.',
  STALE_LEASE: 'StaleLeaseError: the lease token is not live any more.',
  WORKSPACE_ALREADY_OPEN: 'WorkspaceAlreadyOpenError: another session holds a live lease in the same directory.',
  NO_RESUMABLE_SESSION: 'NoResumableSessionError: no interrupted session to resume.',
  TERMINAL_STATE: 'TerminalStateError: the session is finished and cannot be resumed.',
  ENVIRONMENT_INVALID: 'EnvironmentInvalidError: the workspace is not fit to resume in.',
  CHECKPOINT_TAMPERED: 'CheckpointTamperedError: the checkpoint was edited after it was signed.',
  CHECKPOINT_VERSION_UNSUPPORTED: "CheckpointVersionUnsupportedError: the checkpoint's state is in a format this server does not read.",
  CONFIG_CHANGED: "ConfigChangedError: the model configuration differs from the checkpoint's.",
  CHECKPOINT_NOT_FOUND: 'CheckpointNotFoundError: the checkpoint is not one of this session.',
  CONTINUATION_FAILED: 'ContinuationFailedError: no continuation can be planned now.',
  VERSION_CONFLICT: 'VersionConflictError: what you wrote changed since you read it (a stale expectedVersion).',
  PRESERVE_UNAVAILABLE: 'PreserveUnavailableError: BRANCH or STASH needs the workspace to be a git repository; use DISCARD.',
  BRANCH_EXISTS: "BranchExistsError: the workspace's repository already has a branch of that name.",
  REWIND_NOT_UNDOABLE: 'RewindNotUndoableError: undo the later rewind first, or this one is already undone.',
  REPOSITORY_UNAVAILABLE: 'RepositoryUnavailableError: a branch or worktree needs the workspace to be a git repository with a commit.',
  WORKING_TREE_DIRTY: 'WorkingTreeDirtyError: checkout needs a clean working tree; commit or stash first, or use checkout: false.',
  APPROVAL_PENDING: 'ApprovalPendingError: an approval holds this work; wait for its decision (or, if rejected, skip the work).',
  AGENT_OFFLINE: "AgentOfflineError: the workspace's agent is not connected or did not answer in time; nothing was changed.",
  WORKSPACE_CLAIMED: 'WorkspaceClaimedError: another connected agent serves the workspace.',
  AGENT_COMMAND_FAILED: 'AgentCommandFailedError: the workspace agent could not carry out the command; it says why.',
  OBJECT_MALFORMED: 'ObjectMalformedError: a body of code objects is not git\'s serialisation ("<type> <size>\\0<content>", one after the other).',
  OBJECT_TYPE_UNSUPPORTED: 'ObjectTypeUnsupportedError: a code object is neither a blob nor a tree.',
  TREE_INVALID: 'TreeInvalidError: a tree has a mode, a name or an order the store refuses.',
  OBJECTS_MISSING: 'ObjectsMissingError: objects named are not stored for you; upload them first.',
  FORKS_DEPEND: 'ForksDependError: live forks build on what a deletion would purge; delete with cascade or handOver.',
  RETENTION_BUSY: 'RetentionBusyError: a retention run of your sessions is under way; ask again once it has ended.',
  EXPORT_MALFORMED: 'ExportMalformedError: a line of the export is not what the format says (its line is named); nothing was imported.',
  EXPORT_TRUNCATED:
    'ExportTruncatedError: the export was cut short or changed on the way (its closing line is missing or does not match); nothing was imported.',
  EXPORT_VERSION_UNSUPPORTED: 'ExportVersionUnsupportedError: the export is in a format version this server does not read; nothing was imported.',
  WRITE_REFUSED:
    'WorkWriteRefusedError: a write of a recordWork batch was refused (its index and its own error say which and why); nothing of the batch was written.',
});

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

/** The union names resultOf made, with the error types of each (test/schema.test.ts reads them). */
export const RESULT_UNIONS = new Map<string, readonly ErrorClass[]>();

/**
 * A field's error union: its payload, or exactly the errors `parts` (declarations of what the resolver calls, and
 * error classes it constructs itself) list. See the top of this file.
 */
export function resultOf(name: string, ...parts: ReadonlyArray<ErrorClass | readonly ErrorClass[]>) {
  const types = [...new Set(parts.flat())];
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
