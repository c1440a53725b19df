// Domain errors as GraphQL types: expected failures are data, each with a stable code. Anything else is masked.
import {
  CheckpointNotFoundError,
  CheckpointTamperedError,
  ConfigChangedError,
  ContinuationFailedError,
  type DomainError,
  EnvironmentInvalidError,
  ErrorCode,
  IdempotencyConflictError,
  InvalidPlanError,
  InvalidTransitionError,
  LimitReachedError,
  NoResumableSessionError,
  NotFoundError,
  PlanProblem,
  SessionLockedError,
  StaleLeaseError,
  TerminalStateError,
  ValidationError,
  WorkspaceAlreadyOpenError,
  WorkspaceUnavailableError,
  WorkspaceUnavailableReason,
} from '../../errors.ts';
import { builder } from '../builder.ts';

export const ErrorCodeEnum = builder.enumType('ErrorCode', { values: Object.values(ErrorCode) });
const PlanProblemEnum = builder.enumType('PlanProblem', { values: Object.values(PlanProblem) });
const WorkspaceUnavailableReasonEnum = builder.enumType('WorkspaceUnavailableReason', {
  description:
    'Why the workspace could not be snapshotted or restored: the folder is missing, not a folder or unreadable; its snapshot repository is damaged; a snapshot id was malformed; a file could not be put back; or a path to put back goes through a symbolic link (refused, never followed).',
  values: Object.values(WorkspaceUnavailableReason),
});

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'An expected failure. `code` is stable; `message` says what to do next.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
    message: t.exposeString('message'),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    entity: t.exposeString('entity'),
    id: t.exposeString('id', { description: 'The id as given (a global id, or the raw id inside it).' }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { description: 'Path of the offending input field.' }) }),
});

builder.objectType(InvalidPlanError, {
  name: 'InvalidPlanError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    problem: t.field({ type: PlanProblemEnum, resolve: (error) => error.problem }),
    keys: t.exposeStringList('keys', { description: 'The offending task keys (for a cycle, the keys along it).' }),
  }),
});

builder.objectType(InvalidTransitionError, {
  name: 'InvalidTransitionError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    entity: t.exposeString('entity'),
    entityId: t.exposeString('id'),
    currentState: t.exposeString('currentState'),
    action: t.exposeString('action'),
    allowedFrom: t.stringList({ resolve: (error) => [...error.allowedFrom] }),
  }),
});

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ key: t.exposeString('key'), operation: t.exposeString('operation') }),
});

builder.objectType(LimitReachedError, {
  name: 'LimitReachedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ limit: t.exposeString('limit'), max: t.exposeInt('max') }),
});

builder.objectType(WorkspaceUnavailableError, {
  name: 'WorkspaceUnavailableError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reason: t.field({ type: WorkspaceUnavailableReasonEnum, resolve: (error) => error.reason }),
    path: t.exposeString('path'),
  }),
});

builder.objectType(SessionLockedError, {
  name: 'SessionLockedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ holder: t.exposeString('holder'), expiresAt: t.expose('expiresAt', { type: 'DateTime' }) }),
});

builder.objectType(StaleLeaseError, {
  name: 'StaleLeaseError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    given: t.exposeInt('given', { description: 'The lease token the write carried.' }),
    current: t.exposeInt('current', { nullable: true, description: 'The live lease token, or null when none is live.' }),
  }),
});

builder.objectType(WorkspaceAlreadyOpenError, {
  name: 'WorkspaceAlreadyOpenError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ otherSessionId: t.exposeString('otherSessionId') }),
});

builder.objectType(NoResumableSessionError, { name: 'NoResumableSessionError', interfaces: [ErrorInterface] });
builder.objectType(TerminalStateError, { name: 'TerminalStateError', interfaces: [ErrorInterface], fields: (t) => ({ state: t.exposeString('state') }) });
builder.objectType(EnvironmentInvalidError, {
  name: 'EnvironmentInvalidError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ problems: t.exposeStringList('problems') }),
});
builder.objectType(CheckpointTamperedError, {
  name: 'CheckpointTamperedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ checkpointId: t.exposeString('checkpointId') }),
});
builder.objectType(ConfigChangedError, { name: 'ConfigChangedError', interfaces: [ErrorInterface] });
builder.objectType(CheckpointNotFoundError, {
  name: 'CheckpointNotFoundError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ checkpointId: t.exposeString('checkpointId') }),
});
builder.objectType(ContinuationFailedError, { name: 'ContinuationFailedError', interfaces: [ErrorInterface] });

/** The errors any write may produce. */
export const WRITE_ERRORS = [
  NotFoundError,
  ValidationError,
  InvalidTransitionError,
  IdempotencyConflictError,
  LimitReachedError,
  SessionLockedError,
  StaleLeaseError,
];
export const READ_ERRORS = [NotFoundError, ValidationError];
