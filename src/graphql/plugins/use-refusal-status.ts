// HTTP statuses of refusals: an answer whose errors are all expected is a 200, never a 5xx.
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { DomainError } from '../../errors/domain.ts';

/**
 * A result whose errors are all expected (refusals: domain errors, GraphQL's own) is an answer, never a 5xx. Yoga
 * counts an error caused by anything but a GraphQLError as a server fault, and answers a result without data (a
 * refused subscription: an unknown session, a malformed cursor) with 500; over SSE graphql-sse then retries a request
 * that cannot succeed. Such a result gets 200 (the SSE protocol's status for an execution result; a `next` event
 * carries the errors, then `complete`). A real fault in the result keeps Yoga's 500. HTTP only: WebSocket frames
 * carry no status, so the errors stay as they are.
 */
export function useRefusalStatus(): Plugin {
  const expected = (error: GraphQLError) => error.originalError instanceof DomainError;
  // Yoga's own test for a fault: caused by something other than a GraphQLError, all the way down, or marked unexpected.
  const fromGraphQL = (error: unknown): boolean => error instanceof GraphQLError && (error.originalError == null || fromGraphQL(error.originalError));
  const fault = (error: GraphQLError) => !expected(error) && (!fromGraphQL(error) || error.extensions.unexpected === true);
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || isAsyncIterable(result) || 'data' in result || result.extensions?.http?.status) return;
      const errors = (result.errors ?? []) as readonly GraphQLError[];
      if (!errors.some(expected) || errors.some(fault)) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { ...result.extensions?.http, status: 200 } } });
    },
  };
}
