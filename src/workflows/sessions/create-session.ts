// createSession: the session, its plan, its supervisor conversation and their events, in one transaction.

import type { Caller } from '../../caller.ts';
import { autoCheckpoint } from '../../capture/auto-checkpoint.ts';
import { createConversation } from '../../conversations/conversation.service.ts';
import { newId } from '../../db/ids.ts';
import { json } from '../../db/json.ts';
import type { CheckpointPolicy, Strategy } from '../../db/tables/sessions.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidPlanError } from '../../errors/plan.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { createPlan, type PlanInput } from '../../plans/plan.service.ts';
import { assertPlanSize, sizeOfPlan } from '../../plans/plan-size.model.ts';
import { insertSession } from '../../sessions/session.queries.ts';
import { assertStoredBytes, storedSize } from '../../sessions/session-size.service.ts';
import { findWorkspacesByIds, holdLiveWorkspace } from '../../workspaces/workspace.queries.ts';

export type SessionConfigInput = {
  provider?: string | null;
  model?: string | null;
  temperature?: number | null;
  maxTokens?: number | null;
  extras?: unknown;
};

export type CreateSessionInput = {
  workspaceId: string;
  objective: string;
  strategy?: Strategy | null;
  config?: SessionConfigInput | null;
  metadata?: unknown;
  plan?: PlanInput | null;
  checkpointPolicy?: Partial<CheckpointPolicy> | null;
  autoComplete?: boolean | null;
  idempotencyKey?: string | null;
};

export async function createSession(caller: Caller, input: CreateSessionInput) {
  const { viewer } = caller;
  const { idempotencyKey, ...request } = input;
  assertPlanSize(null, sizeOfPlan(input.plan ?? { phases: [] }), caller.settings.quotas);
  const bytes = storedSize(input.plan) + storedSize(input.metadata) + storedSize(input.config);
  const created = await inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId: viewer.ownerId, key: idempotencyKey, operation: 'createSession', request }, async () => {
      const objective = work.redact.text(input.objective.trim());
      if (!objective) throw new ValidationError('objective', 'say what the session is for; it cannot be empty.');
      const [workspace] = await findWorkspacesByIds(work.trx, viewer.ownerId, [input.workspaceId]);
      if (!workspace || !(await holdLiveWorkspace(work.trx, viewer.ownerId, workspace.id, 'create'))) throw new NotFoundError('Workspace', input.workspaceId);
      const session = await insertSession(work.trx, {
        id: newId(),
        owner_id: viewer.ownerId,
        workspace_id: workspace.id,
        state: 'CREATED',
        strategy: input.strategy ?? 'ADAPTIVE',
        objective,
        config: json(work.redact.json(normalizeConfig(input.config))),
        metadata: json(work.redact.json(input.metadata ?? {})),
        checkpoint_policy: json(input.checkpointPolicy ?? {}),
        auto_complete: input.autoComplete ?? false,
        stored_bytes: bytes,
      });
      work.emit({
        sessionId: session.id,
        workspaceId: session.workspace_id,
        type: 'session.created',
        data: { sessionId: session.id, objective, strategy: session.strategy, state: session.state },
      });
      await createPlan(work, session, redactPlan(work.redact, input.plan ?? { phases: [] }));
      await createConversation(work, session, { kind: 'SUPERVISOR', title: 'Supervisor' });
      await assertStoredBytes(work, session, bytes, caller.settings.quotas);
      return { sessionId: session.id };
    }),
  );
  if (!created.replayed && input.plan?.phases.length) await autoCheckpoint(caller, created.sessionId, 'PLAN', 'plan created');
  return created;
}
export const createSessionThrows = throws(IdempotencyConflictError, InvalidPlanError, LimitReachedError, NotFoundError, ValidationError);

/**
 * The plan with its free text and inputs redacted: names, titles, descriptions, roles, agent references, step inputs
 * and declared paths. Keys (task keys, step idempotency keys) are redacted too: redaction is deterministic, so a
 * dependency still names the same task.
 */
function redactPlan(redact: Work['redact'], plan: PlanInput): PlanInput {
  return redact.json(plan);
}

export function normalizeConfig(config: SessionConfigInput | null | undefined) {
  const out = {
    provider: config?.provider?.trim() || null,
    model: config?.model?.trim() || null,
    temperature: config?.temperature ?? null,
    maxTokens: config?.maxTokens ?? null,
    extras: config?.extras ?? {},
  };
  if (out.temperature !== null && !(out.temperature >= 0 && out.temperature <= 2)) {
    throw new ValidationError('config.temperature', 'must be between 0 and 2.');
  }
  if (out.maxTokens !== null && !(Number.isInteger(out.maxTokens) && out.maxTokens > 0)) {
    throw new ValidationError('config.maxTokens', 'must be a whole number above 0.');
  }
  return out;
}
