import { inTransaction } from '../events/transaction.ts';
import { withIdempotency } from '../idempotency/idempotency.service.ts';
import { createWorkspace } from '../workspaces/workspace.service.ts';
import type { Caller } from './viewer.ts';

export async function registerWorkspace({ db, viewer }: Caller, input: { path: string; name?: string | null; idempotencyKey?: string | null }) {
  const { idempotencyKey, ...request } = input;
  return inTransaction(db, viewer.actor, (tx) =>
    withIdempotency(tx, { ownerId: viewer.ownerId, key: idempotencyKey, operation: 'createWorkspace', request }, async () => {
      const workspace = await createWorkspace(tx.trx, viewer.ownerId, request);
      return { workspaceId: workspace.id };
    }),
  );
}
