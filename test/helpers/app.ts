// The API as tests use it: the app on a fresh database, driven through yoga.fetch with typed documents. It listens on
// a port of its own too (unless `live: false`): the workspace agent it embeds for its local owners reaches it there,
// as any agent does, and carries out every file work of their folders.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type ExecutionResult, print } from 'graphql';
import { composeApp } from '../../src/app.ts';
import { authenticate, createOwnerWithToken } from '../../src/auth/token.service.ts';
import type { Caller } from '../../src/caller.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createDb } from '../../src/db/client.ts';
import { createGraphQLServer } from '../../src/graphql/server.ts';
import { createLogger, type Logger } from '../../src/logger.ts';
import { createHub } from '../../src/realtime/hub.ts';
import { settingsFrom } from '../../src/settings.ts';
import { afterFile } from './after-file.ts';
import { createTestDatabase } from './database.ts';
import { tempDir } from './fs.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** An owner's client: its token and id, `gql` (data, failing on a GraphQL error) and `raw`. */
export type Client = Awaited<ReturnType<TestApp['owner']>>;

/**
 * `live: false`: no port, no embedded agent and no background work (the tests counting SQL statements): a verb that
 * needs a folder's agent answers AGENT_OFFLINE there.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; onQuery?: (sql: string, durationMs: number) => void; logger?: Logger; live?: boolean } = {},
) {
  const { url } = await createTestDatabase();
  const handle = createDb(url, { onQuery: options.onQuery });
  const database = { ...handle, url };
  const dataDir = await tempDir('savepoint-data-');
  const config: Config = { ...loadConfig({}), dataDir, secret: 'test-secret', port: 0, host: '127.0.0.1', ...options.config };
  const logger = options.logger ?? createLogger((process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent');
  const { yoga, settings, graphqlUrl } = await (async () => {
    if (options.live === false) {
      afterFile(() => handle.close());
      const settings = await settingsFrom(config, logger);
      const hub = createHub({ db: database.db, logger, bufferSize: config.subscriptionBuffer });
      return { settings, yoga: createGraphQLServer({ db: database.db, config, logger, hub, settings }), graphqlUrl: null };
    }
    const app = await composeApp({ database: handle, config, logger });
    afterFile(() => app.stop());
    return { yoga: app.yoga, settings: app.settings, graphqlUrl: await app.listen() };
  })();

  async function request<TResult, TVariables>(
    token: string | null,
    document: TypedDocumentNode<TResult, TVariables> | string,
    variables?: TVariables,
  ): Promise<{ status: number; body: ExecutionResult<TResult> }> {
    const response = await yoga.fetch('http://savepoint.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables }),
    });
    return { status: response.status, body: (await response.json()) as ExecutionResult<TResult> };
  }

  /** Creates an owner with a token and returns a client bound to it. Local (the server does its file work) unless asked. */
  async function owner(name = 'tester', { local = true }: { local?: boolean } = {}) {
    const { token, ownerId } = await createOwnerWithToken(database.db, name, { local });
    return {
      token,
      ownerId,
      /** Runs an operation and returns its data, failing on any top-level GraphQL error. */
      gql: async <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables?: TVariables): Promise<TResult> => {
        const { body } = await request(token, document, variables);
        if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
        return body.data as TResult;
      },
      raw: <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables> | string, variables?: TVariables) => request(token, document, variables),
    };
  }

  /** The server's origin on its port (`http://127.0.0.1:<port>`), for the routes beside GraphQL; null when not live. */
  const origin = graphqlUrl && new URL(graphqlUrl).origin;
  return { database, db: database.db, yoga, config, settings, request, owner, origin };
}

/** The Caller a workflow is called with directly (to inject a failure through its hooks), for an owner's token. */
export async function callerOf(app: TestApp, owner: { token: string }): Promise<Caller> {
  const auth = await authenticate(app.db, `Bearer ${owner.token}`);
  if (!('viewer' in auth)) throw new Error('token');
  return { db: app.db, viewer: auth.viewer, settings: app.settings };
}
