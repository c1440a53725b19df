// A session's export and its import, over the transfer routes beside GraphQL (docs/export.md): GET
// /export/sessions/<id> read as it streams, POST /import/sessions sent as a stream (an export may be far larger than a
// GraphQL request). The owner's bearer token on both; a refusal is a RequestError with the route's code and message.
//
//   const transfer = createTransfer({ url: 'http://localhost:4000/graphql', token });
//   const body = await transfer.exportSession(sessionId, { objects: true }); // a ReadableStream of the ndjson file
//   const { session } = await transfer.importSession(workspaceId, body);

import { type GraphQLErrorShape, RequestError, type RequestErrorCode } from './request-error.ts';

export type TransferOptions = {
  /** The server's GraphQL endpoint, e.g. http://localhost:4000/graphql; the transfer routes are beside it. */
  url: string;
  token?: string | null;
  /** What sends the HTTP requests (default: the global fetch). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};

/**
 * What an import answers: the new id of the session exported, and every session it wrote with its id where exported
 * (and the client key it had, when it was left off because another live session of the caller has it).
 */
export type ImportAnswer = {
  session: { id: string };
  sessions: Array<{ id: string; exportedAs: string; clientKeyDropped?: string | null }>;
  replayed: boolean;
};

export type ImportOptions = {
  /** The body is gzip-compressed (as retention's archives are). */
  gzip?: boolean;
  /** The same key with the same file answers the first import again and writes nothing. */
  idempotencyKey?: string;
};

export function createTransfer(options: TransferOptions) {
  const send = options.fetch ?? ((target: string, init: RequestInit) => fetch(target, init));
  const authorization: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const route = (path: string) => new URL(path, options.url).toString(); // beside the GraphQL endpoint, as objects.ts does

  async function call(target: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await send(target, { ...init, headers: { ...init.headers, ...authorization } });
    } catch (cause) {
      throw new RequestError('UNREACHABLE', `No answer from ${target}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    }
    if (!response.ok) throw await refusal(target, response);
    return response;
  }

  return {
    /** The session's export as it streams (newline-delimited JSON); `objects` adds the code its checkpoints name. */
    async exportSession(sessionId: string, { objects = false } = {}): Promise<ReadableStream<Uint8Array>> {
      const query = objects ? '?objects=true' : '';
      const response = await call(route(`export/sessions/${encodeURIComponent(sessionId)}${query}`), { method: 'GET' });
      if (!response.body) throw new RequestError('UNEXPECTED', `The export of ${sessionId} came without a body`);
      return response.body;
    },

    /** Imports an export into one of your workspaces, as new sessions of yours. */
    async importSession(workspaceId: string, body: ReadableStream<Uint8Array> | Uint8Array, { gzip = false, idempotencyKey }: ImportOptions = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/x-ndjson' };
      if (gzip) headers['content-encoding'] = 'gzip';
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      // A stream as a request body needs duplex 'half' (fetch's rule, in Node and browsers alike).
      const init = { method: 'POST', headers, body, duplex: 'half' } as RequestInit;
      const response = await call(route(`import/sessions?workspaceId=${encodeURIComponent(workspaceId)}`), init);
      return (await response.json()) as ImportAnswer;
    },
  };
}

/** A route's refusal: its JSON `{ code, message }` (as every wire route answers one), else the status alone. */
async function refusal(target: string, response: Response): Promise<RequestError> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  if (typeof body?.code === 'string' && typeof body.message === 'string') {
    const errors: GraphQLErrorShape[] = [{ message: body.message, extensions: { ...body } }];
    return new RequestError(body.code as RequestErrorCode, body.message, {
      status: response.status,
      errors,
      retryable: body.code === 'TRANSIENT_FAILURE' || body.code === 'DATABASE_UNAVAILABLE' || body.code === 'SERVER_BUSY',
    });
  }
  const code = response.status >= 500 ? 'UNREACHABLE' : 'BAD_REQUEST';
  return new RequestError(code, `HTTP ${response.status} from ${target} without an answer it could read`, { status: response.status });
}
