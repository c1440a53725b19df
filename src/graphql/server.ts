// The GraphQL server: Yoga with GraphiQL, bearer-token authentication, masked unexpected errors. Browser safety (CORS,
// CSRF, GraphiQL without a token) and the other plugins are in plugins/.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { type DocumentNode, GraphQLError, getOperationAST, Kind, parse } from 'graphql';
import { createGraphQLError, createYoga, type MaskError, maskError } from 'graphql-yoga';
import { AUTH_FAILURES, bearerChallenge } from '../auth/challenge.ts';
import type { Authentication } from '../auth/token.service.ts';
import type { Settings } from '../caller.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { asRetryLater } from '../db/sqlstate.ts';
import { RETRY_AFTER_S } from '../errors/availability.ts';
import { TransientFailureError } from '../errors/concurrency.ts';
import { DomainError } from '../errors/domain.ts';
import type { Logger } from '../logger.ts';
import type { Hub } from '../realtime/hub.ts';
import type { Context } from './context.ts';
import { apiMessage } from './ids.ts';
import { browserPlugins, corsFor, graphiqlOptions } from './plugins/browser.ts';
import { limitPlugins } from './plugins/request-limits.ts';
import { useDateTimeRefusals } from './plugins/use-date-time-refusals.ts';
import { useInputSanity } from './plugins/use-input-sanity.ts';
import { useRefusalStatus } from './plugins/use-refusal-status.ts';
import { useResponseSizeLimit } from './plugins/use-response-size-limit.ts';
import { useSharedSubscriptionResults } from './plugins/use-shared-subscription-results.ts';
import { schema } from './schema.ts';

export type ServerOptions = {
  db: Db;
  config: Config;
  logger: Logger;
  hub: Hub;
  settings: Settings;
};

export function unauthenticated(auth: Authentication): GraphQLError {
  const failure = 'failure' in auth ? auth.failure : 'MISSING';
  const http = { status: 401, headers: { 'WWW-Authenticate': bearerChallenge(failure) } };
  // Yoga's own constructor, so the error is recognised (not masked) whichever copy of graphql loaded it.
  return createGraphQLError(AUTH_FAILURES[failure], { extensions: { code: 'UNAUTHENTICATED', reason: failure, http } });
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
 * that kept losing to concurrent ones (logged by the unit of work): TRANSIENT_FAILURE, retryable, in any field; and a
 * database that cannot be reached or cannot write (a failover): DATABASE_UNAVAILABLE, retryable, HTTP 503 + Retry-After.
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
  const unavailable = error instanceof GraphQLError ? asRetryLater(error.originalError) : asRetryLater(error);
  if (unavailable) {
    const http = { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) } };
    return createGraphQLError(unavailable.message, {
      ...(error instanceof GraphQLError && { nodes: error.nodes, path: error.path }),
      extensions: { code: unavailable.code, retryable: true, http },
    });
  }
  return maskError(error, message, isDev);
};

/**
 * Yoga logs every error its mask replaced, with its stack. A refusal for a database outage is expected (the request
 * answers DATABASE_UNAVAILABLE, retryable): one warning line each, so the outage does not read as a crash in the log.
 */
function quietOutages(logger: Logger): Logger {
  return {
    ...logger,
    error: (...args: unknown[]) => {
      const unavailable = args.length === 1 ? asRetryLater(args[0]) : null;
      if (unavailable) logger.warn(`a request was refused: ${unavailable.message}`);
      else logger.error(...args);
    },
  };
}

export function createGraphQLServer({ db, config, logger, hub, settings }: ServerOptions) {
  return createYoga<{ connectionParams?: unknown }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: quietOutages(logger),
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
    maxRequestBodySize: false, // the body limit is useBodyLimit's (limitPlugins)
    graphiql: graphiqlOptions(),
    context: async ({ request, params, connectionParams }): Promise<Context> => {
      // HTTP (and SSE) send the token as a header; WebSocket clients in the connection_init payload.
      const auth = await settings.tokens.authenticate(db, request?.headers.get('authorization') ?? authorizationOf(connectionParams));
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
