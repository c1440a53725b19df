// Automatic checkpoints by the session's policy: after each completed step (the default, seed 002), at phase
// boundaries, on plan changes and before error recovery (MAOS). They run after the change has committed; one that
// fails does not undo the change: it is logged and recorded as a `checkpoint.failed` event.
import { type CheckpointPolicy, checkpointPolicy } from '../checkpoints/checkpoint.model.ts';
import type { CheckpointKind } from '../db/database.ts';
import { appendEvents } from '../events/event.queries.ts';
import { findSessionsByIds } from '../sessions/session.queries.ts';
import { type CheckpointRequest, createCheckpoint } from './create-checkpoint.ts';
import type { Caller } from './viewer.ts';

const RULE: Record<Exclude<CheckpointKind, 'MANUAL' | 'RESUME'>, keyof CheckpointPolicy> = {
  STEP: 'afterStep',
  PHASE: 'phaseBoundary',
  PLAN: 'planChange',
  ERROR: 'onError',
};

export async function autoCheckpoint(
  caller: Caller,
  sessionId: string,
  kind: Exclude<CheckpointKind, 'MANUAL' | 'RESUME'>,
  label: string,
  position: CheckpointRequest['position'] = {},
  leaseToken?: number | null,
): Promise<void> {
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [sessionId]);
  if (!session || !checkpointPolicy(session.checkpoint_policy)[RULE[kind]]) return;
  try {
    await createCheckpoint(caller, { sessionId, label, kind, position, leaseToken });
  } catch (error) {
    caller.settings.logger.warn(`automatic ${kind} checkpoint of session ${sessionId} failed`, error);
    await caller.db
      .transaction()
      .execute((trx) =>
        appendEvents(trx, [
          {
            sessionId,
            workspaceId: session.workspace_id,
            type: 'checkpoint.failed',
            actor: caller.viewer.actor,
            data: { kind, label, reason: error instanceof Error ? error.message : String(error) },
          },
        ]),
      )
      .catch(() => {});
  }
}
