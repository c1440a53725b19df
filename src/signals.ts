// Stop signals: the first SIGINT or SIGTERM stops gracefully; another one a moment later forces the exit. A terminal's
// Ctrl+C signals the whole process group, and the launchers in that group pass it on as well (npm forwards SIGINT and
// SIGTERM to its script; the tsx CLI relays to its child a signal the child did not report within 30 ms, and kills the
// child 30 ms later, which is why `npm start` and the `savepoint` command run `node --import tsx` instead), so one
// press can reach the process twice, milliseconds apart. A repeat that close to the first is taken as that same press.
import os from 'node:os';
import type { Logger } from './logger.ts';

/** A stop signal repeated within this long after the first is the first one delivered again, not a second press. */
export const REPEAT_WINDOW_MS = 1_000;
/** How long a graceful stop may take before the process exits anyway. */
const STOP_DEADLINE_MS = 10_000;

/**
 * From now on, SIGINT and SIGTERM run `stop` and exit 0 once it is done; a second press forces the exit. A signal
 * within `repeatWindowMs` of the first is that press delivered again (a launcher relaying it late on a busy machine).
 */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger, repeatWindowMs = REPEAT_WINDOW_MS): void {
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = performance.now();
    if (firstAt === null) {
      firstAt = now;
      stopGracefully(signal, stop, logger);
    } else if (now - firstAt < repeatWindowMs) {
      logger.debug(`${signal} again ${Math.round(now - firstAt)} ms after the first: the same press, passed on by a launcher; still stopping`);
    } else {
      logger.warn(`${signal} again: exiting now`);
      process.exit(128 + os.constants.signals[signal]); // as a process the signal ended: 130 for SIGINT, 143 for SIGTERM
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

function stopGracefully(signal: NodeJS.Signals, stop: () => Promise<void>, logger: Logger): void {
  const deadline = setTimeout(() => {
    logger.error(`stopping took longer than ${STOP_DEADLINE_MS / 1000} s; exiting`);
    process.exit(1);
  }, STOP_DEADLINE_MS);
  deadline.unref();
  // stop() closes the listening socket before it first awaits, so by the time this line is logged new connections are
  // already refused.
  const stopped = stop();
  const again = signal === 'SIGINT' ? 'Ctrl+C' : signal;
  logger.info(`${signal}: finishing in-flight requests, then stopping (${again} again to exit at once)`);
  stopped.then(
    () => {
      logger.info('stopped');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error('error while stopping', error);
      process.exit(1);
    },
  );
}
