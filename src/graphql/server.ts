// The HTTP edge: Yoga with GraphiQL, bearer-token authentication, masked unexpected errors.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { Kind, getOperationAST, parse, type DocumentNode, type GraphQLError } from 'graphql';
import { createGraphQLError, createYoga } from 'graphql-yoga';
import { authenticate, type Authentication } from '../auth/token.service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Context } from './context.ts';
import { schema } from './schema.ts';

export type ServerOptions = { db: Db; config: Config; logger: Logger; graphiqlToken?: string | null };

const FAILURES: Record<Exclude<Authentication, { viewer: unknown }>['failure'], string> = {
  MISSING: 'Send an API token: "Authorization: Bearer <token>". npm start prints one on first run; createApiToken makes more.',
  UNKNOWN: 'This API token is not known; check it was copied whole, or create a new one.',
  REVOKED: 'This API token was revoked; create a new one with createApiToken (using another valid token).',
};

export function unauthenticated(auth: Authentication): GraphQLError {
  const failure = 'failure' in auth ? auth.failure : 'MISSING';
  // Yoga's own constructor, so the error is recognised (not masked) whichever copy of graphql loaded it.
  return createGraphQLError(FAILURES[failure], { extensions: { code: 'UNAUTHENTICATED', reason: failure, http: { status: 401 } } });
}

/** Introspection needs no token, so tools and GraphiQL can load the schema. */
export function isIntrospectionOnly(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName ?? undefined);
  return (
    operation != null &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'))
  );
}

export function createGraphQLServer({ db, config, logger, graphiqlToken }: ServerOptions) {
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: logger,
    maskedErrors: true,
    renderGraphiQL,
    graphiql: {
      title: 'Savepoint',
      ...(graphiqlToken ? { headers: JSON.stringify({ Authorization: `Bearer ${graphiqlToken}` }) } : {}),
    },
    context: async ({ request, params }): Promise<Context> => {
      const auth = await authenticate(db, request.headers.get('authorization'));
      if ('viewer' in auth) return { db, config, logger, viewer: auth.viewer };
      let document: DocumentNode | null = null;
      try {
        document = params.query ? parse(params.query) : null;
      } catch {
        document = null; // Yoga reports the syntax error itself
      }
      if (document && !isIntrospectionOnly(document, params.operationName)) throw unauthenticated(auth);
      return { db, config, logger, viewer: null };
    },
  });
}
