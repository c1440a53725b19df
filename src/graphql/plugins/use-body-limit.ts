// SAVEPOINT_MAX_REQUEST_BYTES: one of the request limits (limits.ts), on the HTTP body. Yoga's own check
// (maxRequestBodySize) is off (server.ts): it pipes every body through a counting stream, a declared length too,
// which cost a third of a trivial request's time in the server (0.34 against 0.25 ms end to end). A declared length is
// the body's length (Node's HTTP parser reads exactly that many bytes and refuses a malformed or repeated one), so it
// is checked at once; only a body without one (chunked) is counted as it arrives.
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import { formatBytes, limitError } from './limits.ts';

export function useBodyLimit(limits: RequestLimits): Plugin {
  return {
    onRequestParse: ({ request, requestParser, setRequestParser, fetchAPI }) => {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!/^\d+$/.test(declared)) throw badLength();
        if (Number(declared) > limits.requestBytes) throw bodyTooLarge(limits, Number(declared));
        return;
      }
      const body = request.body;
      if (!requestParser || !body) return;
      let read = 0;
      // A native stream takes the native TransformStream, a ponyfilled one the ponyfill's (as Yoga's own check does).
      const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
      const counted = body.pipeThrough(
        new Transform({
          transform(chunk: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) {
            read += chunk.byteLength;
            if (read > limits.requestBytes) controller.error(bodyTooLarge(limits));
            else controller.enqueue(chunk);
          },
        }),
      );
      const { method, headers, signal } = request;
      const limited = new fetchAPI.Request(request.url, { method, headers, signal, body: counted, duplex: 'half' } as RequestInit);
      setRequestParser(() => requestParser(limited) as never);
    },
  };
}

// 413. A declared length is refused before the body is read (Node discards it, the connection lives on); a streamed
// body is cut off part way, so its connection is closed after the answer.
function bodyTooLarge(limits: RequestLimits, length?: number): GraphQLError {
  const problem = length ? `The request body is ${formatBytes(length)}` : 'The request body is too large';
  const error = limitError(limits, 'requestBytes', problem, 'Send less per request.', length);
  (error.extensions as { http: unknown }).http = { status: 413, ...(length ? {} : { headers: { connection: 'close' } }) };
  return error;
}

// 400, as Node's own parser answers it on a connection (this reaches here only from an in-process fetch).
function badLength(): GraphQLError {
  const problem = 'The Content-Length header is not a length: send one Content-Length of digits, or none (a chunked body).';
  return createGraphQLError(problem, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}
