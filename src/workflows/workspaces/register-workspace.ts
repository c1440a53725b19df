import type { Caller } from '../../caller.ts';
import { throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { createWorkspace } from '../../workspaces/workspace.service.ts';

/** createWorkspace: registers a directory for the caller, idempotently. */
export async function registerWorkspace(caller: Caller, input: { path: string; name?: string | null; idempotencyKey?: string | null }) {
  const { idempotencyKey, ...request } = input;
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'createWorkspace', request }, async () => {
      const name = request.name == null ? request.name : work.redact.text(request.name);
      const workspace = await createWorkspace(work.trx, ownerId, { ...request, name }, caller.settings.places);
      return { workspaceId: workspace.id };
    }),
  );
}
export const registerWorkspaceThrows = throws(IdempotencyConflictError, ValidationError);
