// SAVEPOINT_MAX_REQUEST_BYTES: one of the request limits (limits.ts), on the HTTP body.
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import { formatBytes, limitError, throwing } from './limits.ts';

/** Yoga checks the body (maxRequestBodySize, server.ts): a declared length at once, a streamed body as it arrives. */
export function useBodyLimit(limits: RequestLimits): Plugin {
  return {
    onRequestParse: ({ request, requestParser, setRequestParser }) => {
      const length = Number(request.headers.get('content-length'));
      if (length > limits.requestBytes) throw bodyTooLarge(limits, length);
      const parse = async (request: Request) => requestParser?.(request);
      const named = (error: GraphQLError) => throwing(error.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE' ? bodyTooLarge(limits) : error);
      if (requestParser && !length) setRequestParser((request) => parse(request).catch(named) as never);
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
