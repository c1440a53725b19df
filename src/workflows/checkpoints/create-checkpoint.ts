// createCheckpoint: a checkpoint asked for through the API. The request is checked (label, kind, a position inside
// the session), then taken like any other (capture/take-checkpoint.ts); with an idempotency key, a retry gets
// the first call's checkpoint back and takes none.

import type { Caller } from '../../caller.ts';
import { type CheckpointHooks, type Position, type TakenCheckpoint, takeCheckpoint } from '../../capture/take-checkpoint.ts';
import { checkpointLabel } from '../../checkpoints/checkpoint.model.ts';
import type { CheckpointKind } from '../../db/tables/checkpoints.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { type EntityType, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { ObjectsMissingError } from '../../errors/objects.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';
import { findPhasesByIds, findStepsByIds, findTasksByIds } from '../../plans/plan.queries.ts';

export type CreateCheckpointInput = {
  sessionId: string;
  label?: string | null;
  kind?: CheckpointKind | null;
  position?: Partial<Position>;
  includeCode?: boolean | null;
  leaseToken?: number | null;
  idempotencyKey?: string | null;
};

export async function createCheckpoint(caller: Caller, input: CreateCheckpointInput, hooks: CheckpointHooks = {}): Promise<TakenCheckpoint> {
  const label = checkpointLabel(input.label, 'label');
  if (input.kind === 'RESUME' || input.kind === 'REWIND') {
    throw new ValidationError('kind', `only resumeSession and rewinds take ${input.kind} checkpoints (undo points); use MANUAL, or leave kind out.`);
  }
  const position = { phaseId: input.position?.phaseId ?? null, taskId: input.position?.taskId ?? null, stepId: input.position?.stepId ?? null };
  await checkPosition(caller, input.sessionId, position);
  const asked = { sessionId: input.sessionId, label, kind: input.kind ?? 'MANUAL', position, includeCode: input.includeCode !== false };
  // The lease token is not part of the request a key stands for (as for the other writes of a runner).
  const idempotency = { ownerId: caller.viewer.ownerId, key: input.idempotencyKey, operation: 'createCheckpoint', request: asked };
  return takeCheckpoint(caller, { ...asked, leaseToken: input.leaseToken ?? null, idempotency }, hooks);
}
export const createCheckpointThrows = throws(
  AgentCommandFailedError,
  AgentOfflineError,
  IdempotencyConflictError,
  NotFoundError,
  ObjectsMissingError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
  WorkspaceUnavailableError,
);

/** Position ids must name a phase, task and step of this session. */
async function checkPosition(caller: Caller, sessionId: string, position: Position): Promise<void> {
  const { db, viewer } = caller;
  const checks: Array<[EntityType, string | null, (ids: string[]) => Promise<Array<{ session_id: string }>>]> = [
    ['Phase', position.phaseId, (ids) => findPhasesByIds(db, viewer.ownerId, ids)],
    ['Task', position.taskId, (ids) => findTasksByIds(db, viewer.ownerId, ids)],
    ['Step', position.stepId, (ids) => findStepsByIds(db, viewer.ownerId, ids)],
  ];
  for (const [entity, id, find] of checks) {
    if (id && (await find([id]))[0]?.session_id !== sessionId) throw new NotFoundError(entity, id);
  }
}
