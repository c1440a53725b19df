// The one fault of a library we contain at the process level. postgres.js 3.4.9 batches small writes with
// setImmediate; when PostgreSQL dies with queries in flight the connection's socket is set to null before that
// immediate runs, and `socket.write` throws a TypeError no caller can catch (upstream porsager/postgres #1154 and
// #1208; the fix, a `if (!socket) return` guard in nextWrite, is in open pull requests #1168, not released). By then
// the connection has already failed its queries (CONNECTION_CLOSED), so the write it meant to send is moot: skipping
// it, as the upstream guard does, loses nothing. Only that exact fault is contained (its message, and `nextWrite` of
// postgres's connection.js on top of its stack); any other uncaught exception ends the process as Node would.
// A second fault of the same driver: on connecting, a connection fetches the database's array types with a query whose
// promise nothing awaits (connection.js fetchArrayTypes); a connection that closes then (PostgreSQL killed, or the
// instance ended: postgres.js's own CONNECTION_* codes, or its socket reset or broken by the server, ECONNRESET or
// EPIPE) rejects it unhandled. Its queries are failed with it, and the next connection fetches the types again: only
// that rejection (a closed connection's error naming that query) is contained.
import type { Logger } from './logger.ts';

const MESSAGE = "Cannot read properties of null (reading 'write')";
const FRAME = /^\s+at (?:Immediate\.)?nextWrite \(.*[\\/]postgres[\\/]src[\\/]connection\.js:\d+:\d+\)$/;

/** True for postgres.js's write after its connection closed, and nothing else. */
export function isPostgresWriteAfterClose(error: unknown): boolean {
  if (!(error instanceof TypeError) || error.message !== MESSAGE) return false;
  const firstFrame = (error.stack ?? '').split('\n').find((line) => /^\s+at /.test(line));
  return firstFrame !== undefined && FRAME.test(firstFrame);
}

const CLOSED = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'ECONNRESET', 'EPIPE']);

/** True for postgres.js's fetch of the array types cut off by its connection's close, and nothing else. */
export function isPostgresTypeFetchCut(reason: unknown): boolean {
  const error = reason as { code?: unknown; query?: unknown } | null;
  return (
    typeof error === 'object' &&
    error !== null &&
    CLOSED.has(String(error.code)) &&
    typeof error.query === 'string' &&
    /select b\.oid, b\.typarray\s+from pg_catalog\.pg_type a/.test(error.query)
  );
}

/**
 * From now on those faults are logged as a warning instead of ending the process; every other uncaught exception is
 * printed and ends the process with status 1, as it would without this handler.
 */
export function containDriverFaults(logger: Logger): void {
  process.on('uncaughtException', (error) => {
    if (isPostgresWriteAfterClose(error)) {
      logger.warn('postgres.js wrote to a connection that had closed (porsager/postgres#1154); its queries already failed, the process goes on');
      return;
    }
    console.error(error);
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    if (isPostgresTypeFetchCut(reason)) {
      logger.warn("postgres.js's fetch of the array types was cut off by its connection's close; the next connection fetches them again");
      return;
    }
    throw reason; // as Node does without a handler: an uncaught exception (above), which ends the process
  });
}
