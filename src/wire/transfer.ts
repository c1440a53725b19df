// The transfer routes, beside GraphQL on the HTTP edge: `GET /export/sessions/<id>` streams a session's export
// (newline-delimited JSON, transfer/format.model.ts), `POST /import/sessions?workspaceId=<id>` reads one back as a new
// session of the caller, streamed (an export can be far larger than a GraphQL request may be), as sent or gzip-compressed. Both take the API token
// as GraphQL does (auth/token.service.ts authenticate) and act for its owner only; ids are the API's global ids.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Caller, Settings } from '../caller.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { TransientFailureError } from '../errors/concurrency.ts';
import { ValidationError } from '../errors/domain.ts';
import type { Logger } from '../logger.ts';
import { exportSession } from '../transfer/export.service.ts';
import { importSession } from '../transfer/import.service.ts';
import { importTooLarge } from '../transfer/import-limits.ts';
import { answerError, answerJson, answerUnauthenticated } from './exchange.ts';

/** The API's global ids, as GraphQL hands them out (graphql/ids.ts: app.ts passes them in, this edge knows no GraphQL). */
export type GlobalIds = {
  /** The database id inside a global id of this type; a ValidationError naming `field` otherwise. */
  local: (typename: 'Session' | 'Workspace', globalId: string, field: string) => string;
  global: (typename: 'Session', id: string) => string;
};

export type TransferRoutesOptions = { db: Db; config: Config; settings: Settings; logger: Logger; ids: GlobalIds };

/**
 * Exports and imports running at once in this process, at most: each holds a database connection for as long as it
 * streams (an export reads one snapshot; an import is one transaction), and the pool must stay free for the rest.
 */
const MAX_TRANSFERS = 4;
/** An export whose reader takes nothing for this long is ended: its snapshot and connection are not held for nobody. */
const READER_IDLE_MS = 60_000;

export const EXPORT_PREFIX = '/export/sessions/';
export const IMPORT_PATH = '/import/sessions';

/** The handler of `/export/sessions/<id>` and `/import/sessions` (http/server.ts routes them here). */
export function createTransferRoutes({ db, config, settings, logger, ids }: TransferRoutesOptions) {
  let running = 0;
  const download = async (caller: Caller, request: IncomingMessage, response: ServerResponse, path: string) => {
    const sessionId = ids.local('Session', decoded(path.slice(EXPORT_PREFIX.length)), 'id');
    const objects = flag(new URL(request.url ?? '/', 'http://savepoint').searchParams, 'objects');
    await exportSession(caller, { sessionId, objects }, async (bytes) => {
      if (!response.headersSent) {
        response.writeHead(200, {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'content-disposition': `attachment; filename="session-${sessionId}.ndjson"`,
          'cache-control': 'no-store',
        });
      }
      if (response.destroyed) throw new ReaderGone('the reader closed the connection');
      if (!response.write(bytes)) await drained(response);
    });
    response.end();
  };
  const upload = async (caller: Caller, request: IncomingMessage, response: ServerResponse) => {
    const query = new URL(request.url ?? '/', 'http://savepoint').searchParams;
    const workspaceId = ids.local('Workspace', query.get('workspaceId') ?? '', 'workspaceId');
    const declared = Number(request.headers['content-length']);
    if (declared > config.maxImportBytes) throw importTooLarge(config.maxImportBytes, declared);
    const key = request.headers['idempotency-key'];
    const input = { workspaceId, idempotencyKey: typeof key === 'string' ? key : null };
    const limits = { maxBytes: config.maxImportBytes, maxObjectBytes: config.maxSnapshotFileBytes };
    const made = await importSession(caller, input, body(request), limits);
    answerJson(response, made.replayed ? 200 : 201, {
      session: { id: ids.global('Session', made.sessionId) },
      sessions: made.sessions.map((session) => ({
        id: ids.global('Session', session.id),
        exportedAs: session.exportedId,
        clientKeyDropped: session.clientKeyDropped ?? null,
      })),
      replayed: made.replayed,
    });
  };
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    const exporting = path.startsWith(EXPORT_PREFIX);
    try {
      const method = exporting ? 'GET' : 'POST';
      if (request.method !== method) {
        response.setHeader('allow', method);
        return answerJson(response, 405, { code: 'VALIDATION_FAILED', message: `${exporting ? EXPORT_PREFIX : IMPORT_PATH} takes ${method} only.` });
      }
      const auth = await settings.tokens.authenticate(db, request.headers.authorization);
      if (!('viewer' in auth)) return answerUnauthenticated(response, auth.failure);
      if (running >= MAX_TRANSFERS) {
        throw new TransientFailureError(
          `${running} exports and imports are running on this server, as many as it runs at once; send the request again in a moment.`,
        );
      }
      running++;
      const caller: Caller = { db, viewer: auth.viewer, settings };
      try {
        await (exporting ? download(caller, request, response, path) : upload(caller, request, response));
      } finally {
        running--;
      }
    } catch (error) {
      // The client went away (a reader that stopped reading, an upload cut off): nobody to answer, nothing to log.
      if (error instanceof ReaderGone || (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET') return void response.destroy();
      if (!exporting && !request.complete) response.setHeader('connection', 'close'); // the rest of the body is not read
      answerError(response, error, logger);
    }
  };
}

/**
 * The export a request carries: as sent, or inflated when sent with `content-encoding: gzip` (an archive retention
 * wrote, posted as it is); SAVEPOINT_MAX_IMPORT_BYTES bounds what it inflates to, as the import reads it.
 */
async function* body(request: IncomingMessage): AsyncIterable<Buffer> {
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return yield* request as AsyncIterable<Buffer>;
  if (encoding !== 'gzip')
    throw new ValidationError('content-encoding', `"${encoding}" is not read here: send the export as it is, or gzip-compressed with content-encoding: gzip.`);
  try {
    yield* pipeline(request, createGunzip(), () => undefined) as AsyncIterable<Buffer>;
  } catch (error) {
    if (!/^Z_/.test((error as NodeJS.ErrnoException | null)?.code ?? '')) throw error;
    throw new ValidationError(
      'content-encoding',
      'the body is not valid gzip: send the archive file unchanged, or leave content-encoding out for a plain export.',
    );
  }
}

/** A path segment as sent: percent-encoded, or not (a bad escape is the client's mistake, not the server's). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ValidationError('id', 'the session id in the path is not percent-encoded correctly; pass the id of a Session as GraphQL gives it.');
  }
}

/** `?name=true|false` (absent: false); anything else is refused, not guessed at. */
function flag(query: URLSearchParams, name: string): boolean {
  const value = query.get(name);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw new ValidationError(name, 'say true or false.');
}

/** The reader went away, or took nothing for READER_IDLE_MS: the export stops, its snapshot is let go. */
class ReaderGone extends Error {}

function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      response.off('drain', onDrain).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new ReaderGone('the reader closed the connection'));
    const timer = setTimeout(() => done(new ReaderGone(`the reader took nothing for ${READER_IDLE_MS / 1000} s`)), READER_IDLE_MS);
    response.on('drain', onDrain).on('close', onClose);
  });
}
