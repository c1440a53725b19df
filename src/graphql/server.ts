// The GraphQL server: Yoga with GraphiQL, bearer-token authentication, masked unexpected errors. Browser safety (CORS,
// CSRF, GraphiQL without a token) is in browser.ts.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { type DocumentNode, GraphQLError, getOperationAST, Kind, parse } from 'graphql';
import { createGraphQLError, createYoga, isAsyncIterable, type MaskError, maskError, type Plugin } from 'graphql-yoga';
import { type Authentication, authenticate } from '../auth/token.service.ts';
import type { Settings } from '../caller.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { TransientFailureError } from '../errors/concurrency.ts';
import { DomainError } from '../errors/domain.ts';
import type { Logger } from '../logger.ts';
import type { Hub } from '../realtime/hub.ts';
import { browserPlugins, corsFor, graphiqlOptions } from './browser.ts';
import type { Context } from './context.ts';
import { useDateTimeRefusals } from './date-time.ts';
import { apiMessage } from './ids.ts';
import { useInputSanity } from './input-sanity.ts';
import { limitPlugins } from './limits.ts';
import { useResponseSizeLimit } from './response-limit.ts';
import { schema } from './schema.ts';
import { useSharedSubscriptionResults } from './use-shared-subscription-results.ts';

export type ServerOptions = {
  db: Db;
  config: Config;
  logger: Logger;
  hub: Hub;
  settings: Settings;
};

const FAILURES: Record<Exclude<Authentication, { viewer: unknown }>['failure'], string> = {
  MISSING: 'Send an API token: "Authorization: Bearer <token>". npm start prints one on first run; createApiToken makes more.',
  UNKNOWN: 'This API token is not known; check it was copied whole, or create a new one.',
  REVOKED: 'This API token was revoked; create a new one with createApiToken (using another valid token).',
};

/**
 * The RFC 6750 challenge of a 401: how to authenticate, and for a token that was sent but refused, `invalid_token`
 * (a request without credentials gets no error code, section 3.1). The description is our message, kept to the
 * characters RFC 6750 allows there (no quote, no backslash, printable ASCII).
 */
export function bearerChallenge(failure: keyof typeof FAILURES): string {
  const realm = 'Bearer realm="savepoint"';
  if (failure === 'MISSING') return realm;
  const description = FAILURES[failure].replace(/[^\x20-\x7e]|["\\]/g, '');
  return `${realm}, error="invalid_token", error_description="${description}"`;
}

export function unauthenticated(auth: Authentication): GraphQLError {
  const failure = 'failure' in auth ? auth.failure : 'MISSING';
  const http = { status: 401, headers: { 'WWW-Authenticate': bearerChallenge(failure) } };
  // Yoga's own constructor, so the error is recognised (not masked) whichever copy of graphql loaded it.
  return createGraphQLError(FAILURES[failure], { extensions: { code: 'UNAUTHENTICATED', reason: failure, http } });
}

/** What a subscription made with a token that is revoked since receives as it ends. */
export function revokedSubscriptionError(): GraphQLError {
  return createGraphQLError('The API token of this subscription was revoked; reconnect with a valid token and resume from your last cursor.', {
    extensions: { code: 'UNAUTHENTICATED', reason: 'REVOKED' },
  });
}

/** Introspection needs no token, so tools and GraphiQL can load the schema. */
export function isIntrospectionOnly(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName ?? undefined);
  return operation?.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__')) === true;
}

/** The token of a graphql-ws connection_init payload: `{ authorization: "Bearer <token>" }` or `{ token }`. */
export function authorizationOf(connectionParams: unknown): string | null {
  if (!connectionParams || typeof connectionParams !== 'object') return null;
  const params = connectionParams as { authorization?: unknown; Authorization?: unknown; token?: unknown };
  const header = params.authorization ?? params.Authorization;
  if (typeof header === 'string') return header;
  return typeof params.token === 'string' ? `Bearer ${params.token}` : null;
}

/**
 * Unexpected errors are masked (and logged by Yoga). An expected failure in a field without an error union (a bad
 * cursor in a connection, a refused subscription) is shown with its stable code and its message as the API words it
 * (ids as global ids): the same error object goes back, so Yoga does not log it as unexpected. So is a transaction
 * that kept losing to concurrent ones (logged by the unit of work): TRANSIENT_FAILURE, retryable, in any field.
 */
const maskUnexpected: MaskError = (error, message, isDev) => {
  if (error instanceof GraphQLError && error.originalError instanceof DomainError) {
    (error.extensions as Record<string, unknown>).code = error.originalError.code;
    error.message = apiMessage(error.originalError);
    return error;
  }
  if (error instanceof GraphQLError && error.originalError instanceof TransientFailureError) {
    Object.assign(error.extensions as Record<string, unknown>, { code: error.originalError.code, retryable: true });
    error.message = error.originalError.message;
    return error;
  }
  return maskError(error, message, isDev);
};

/**
 * A result whose errors are all expected (refusals: domain errors, GraphQL's own) is an answer, never a 5xx. Yoga
 * counts an error caused by anything but a GraphQLError as a server fault, and answers a result without data (a
 * refused subscription: an unknown session, a malformed cursor) with 500; over SSE graphql-sse then retries a request
 * that cannot succeed. Such a result gets 200 (the SSE protocol's status for an execution result; a `next` event
 * carries the errors, then `complete`). A real fault in the result keeps Yoga's 500. HTTP only: WebSocket frames
 * carry no status, so the errors stay as they are.
 */
function useRefusalStatus(): Plugin {
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

export function createGraphQLServer({ db, config, logger, hub, settings }: ServerOptions) {
  return createYoga<{ connectionParams?: unknown }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: logger,
    maskedErrors: { maskError: maskUnexpected },
    renderGraphiQL,
    cors: corsFor(config),
    plugins: [
      ...browserPlugins(config),
      ...limitPlugins(config.limits, logger),
      useResponseSizeLimit(config.limits),
      useSharedSubscriptionResults(),
      useInputSanity({ maxMessageBytes: config.maxMessageBytes }),
      useDateTimeRefusals(),
      useRefusalStatus(),
    ],
    maxRequestBodySize: config.limits.requestBytes,
    graphiql: graphiqlOptions(),
    context: async ({ request, params, connectionParams }): Promise<Context> => {
      // HTTP (and SSE) send the token as a header; WebSocket clients in the connection_init payload.
      const auth = await authenticate(db, request?.headers.get('authorization') ?? authorizationOf(connectionParams));
      if ('viewer' in auth) return { db, config, logger, hub, settings, viewer: auth.viewer };
      let document: DocumentNode | null = null;
      try {
        document = params.query ? parse(params.query) : null;
      } catch {
        document = null; // Yoga reports the syntax error itself
      }
      if (document && !isIntrospectionOnly(document, params.operationName)) throw unauthenticated(auth);
      return { db, config, logger, hub, settings, viewer: null };
    },
  });
}
