// A small levelled logger (Yoga takes the same shape). Secrets never reach it: content is redacted before storage.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type Logger = {
  debug: (...args: unknown[]) => void;
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
};

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel): Logger {
  const enabled = (at: LogLevel) => ORDER[at] >= ORDER[level];
  const write = (at: LogLevel, sink: (...args: unknown[]) => void) => (enabled(at) ? (...args: unknown[]) => sink(`[savepoint] ${at}:`, ...args) : () => {});
  return {
    debug: write('debug', console.debug),
    info: write('info', console.info),
    warn: write('warn', console.warn),
    error: write('error', console.error),
  };
}
