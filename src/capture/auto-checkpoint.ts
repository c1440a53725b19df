// Automatic checkpoints by the session's policy: after each completed step (the default) or task, at phase boundaries, on
// plan changes and before error recovery. They run after the change has committed; one that fails does not undo the
// change: it is logged and recorded as a `checkpoint.failed` event.
import type { Caller } from '../caller.ts';
import { checkpointPolicy } from '../checkpoints/checkpoint.model.ts';
import type { CheckpointKind } from '../db/tables/checkpoints.ts';
import type { CheckpointPolicy } from '../db/tables/sessions.ts';
import { DomainError } from '../errors/domain.ts';
import { recordEventsNow } from '../events/unit-of-work.ts';
import { findSessionsByIds } from '../sessions/session.queries.ts';
import { type Position, takeCheckpoint } from './take-checkpoint.ts';

export type AutomaticKind = Exclude<CheckpointKind, 'MANUAL' | 'RESUME' | 'REWIND'>;

const RULE: Record<AutomaticKind, keyof CheckpointPolicy> = {
  STEP: 'afterStep',
  TASK: 'afterTask',
  PHASE: 'phaseBoundary',
  PLAN: 'planChange',
  ERROR: 'onError',
};

/** An automatic checkpoint a change asks for: its kind (the policy's rule that says whether it is taken), label, position. */
export type AutoCheckpoint = { kind: AutomaticKind; label: string; position?: Partial<Position> };

export async function autoCheckpoint(
  caller: Caller,
  sessionId: string,
  kind: AutomaticKind,
  label: string,
  position: Partial<Position> = {},
  leaseToken: number | null = null,
): Promise<void> {
  await autoCheckpoints(caller, sessionId, [{ kind, label, position }], leaseToken);
}

/** The automatic checkpoints changes asked for, in order: those the session's policy (read once) takes. */
export async function autoCheckpoints(caller: Caller, sessionId: string, asked: readonly AutoCheckpoint[], leaseToken: number | null = null): Promise<void> {
  if (asked.length === 0) return;
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [sessionId]);
  if (!session) return;
  const policy = checkpointPolicy(session.checkpoint_policy);
  for (const { kind, label, position = {} } of asked) {
    if (!policy[RULE[kind]]) continue;
    const at = { phaseId: position.phaseId ?? null, taskId: position.taskId ?? null, stepId: position.stepId ?? null };
    try {
      await takeCheckpoint(caller, { sessionId, label, kind, position: at, includeCode: true, leaseToken });
    } catch (error) {
      caller.settings.logger.warn(`automatic ${kind} checkpoint of session ${sessionId} failed`, error);
      // An unexpected failure's text stays in the log (it may hold internals); clients read that there was one. The ids
      // an expected one names are kept as references too, so the API shows them as global ids (events/event-refs.ts).
      const reason = error instanceof DomainError ? error.message : 'unexpected failure (see the server log)';
      const reasonParts = error instanceof DomainError ? error.parts : [reason];
      const data = { kind, label, reason, reasonParts };
      await recordEventsNow(caller, [{ sessionId, workspaceId: session.workspace_id, type: 'checkpoint.failed', data }]);
    }
  }
}
