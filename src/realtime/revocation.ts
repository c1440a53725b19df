// Live subscriptions outlive the request that authorised them, so revoked tokens are swept on a timer: every
// subscription made with a token revoked since ends within one interval.
import type { Logger } from '../logger.ts';
import type { Hub } from './hub.ts';

export type RevocationOptions = {
  hub: Hub;
  logger: Logger;
  intervalMs: number;
  findRevoked: (tokenIds: readonly string[]) => Promise<string[]>;
  /** The error the ended subscriptions receive. */
  revokedError: () => Error;
  /** Also told, so it can close sockets opened with those tokens. */
  onRevoked?: (tokenIds: readonly string[]) => void;
};

export function startRevocationSweep({ hub, logger, intervalMs, findRevoked, revokedError, onRevoked }: RevocationOptions) {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const active = hub.activeTokenIds();
      const revoked = active.length ? await findRevoked(active) : [];
      if (revoked.length) {
        hub.endTokens(revoked, revokedError());
        onRevoked?.(revoked);
      }
    } catch (error) {
      logger.warn('revocation sweep failed; retrying next interval', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
