// The server's housekeeping, on a timer (and once at start): purges a crash or a request's time budget left under way
// are finished, client state an older key sealed is sealed again with the current one (client-state/reseal.service.ts),
// then every owner's retention policies are applied (run-retention.ts). One server at a time does it (an
// advisory lock; the others skip their turn), in short transactions that never hold writers up for long.
import type { Settings } from '../../caller.ts';
import { resealClientState } from '../../client-state/reseal.service.ts';
import { deleteStaleUploads } from '../../client-state/upload.queries.ts';
import { UPLOAD_HOURS } from '../../client-state/upload.service.ts';
import { withHousekeepingLock } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/client.ts';
import { finishPurges } from '../../deletions/purge.service.ts';
import { RetentionBusyError } from '../../errors/retention.ts';
import type { Logger } from '../../logger.ts';
import { findOwnersWithPolicies } from '../../retention/policy.queries.ts';
import { runRetention } from './run-retention.ts';

/** Who the housekeeping acts as: what its events and audits name as their actor. */
export const HOUSEKEEPER = 'retention';

export type Housekeeping = { runNow: () => Promise<void>; stop: () => Promise<void> };

export function startHousekeeping(options: { db: Db; settings: Settings; logger: Logger; intervalMs: number }): Housekeeping {
  const { db, settings, logger } = options;
  const owner = { db, settings, viewer: { actor: HOUSEKEEPER } };
  let running: Promise<void> | null = null;
  let stopping = false;
  const stop = () => stopping;
  const run = async () => {
    await withHousekeepingLock(db, async () => {
      await finishPurges(owner, { batch: settings.purgeBatch, stop });
      const resealed = await resealClientState(db, settings.stateKeys, { stop });
      if (resealed > 0) logger.info(`client state: ${resealed} row(s) sealed again with key "${settings.stateKeys.current.id}"`);
      await deleteStaleUploads(db, UPLOAD_HOURS);
      for (const ownerId of await findOwnersWithPolicies(db)) {
        if (stopping) return;
        const viewer = { ownerId, ownerName: '', tokenId: '', tokenName: HOUSEKEEPER, actor: HOUSEKEEPER };
        // One the owner asked for is under way: it does what this one would.
        await runRetention({ db, settings, viewer }, { dryRun: false }).catch((error: unknown) => {
          if (!(error instanceof RetentionBusyError)) throw error;
        });
      }
    });
  };
  const runNow = () => {
    running ??= run()
      .catch((error: unknown) => logger.warn('housekeeping failed; the next round retries', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  void runNow();
  return {
    runNow,
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
