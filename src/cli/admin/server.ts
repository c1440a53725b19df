// `savepoint migrate`: applies the migrations the database lacks (as every start does), under the migrations lock,
// and says which; `savepoint serve`: the server, as `npm start` runs it (src/main.ts).
import type { Command } from 'commander';
import { migrationStatus } from '../../db/migrate.ts';
import { print, withJson } from '../terminal/output.ts';
import { type CliContext, withDatabase } from './database.ts';

export function migrateCommand(program: Command, context: () => CliContext): void {
  withJson(
    program
      .command('migrate')
      .description('apply the migrations the database lacks (DATABASE_URL, else the embedded PostgreSQL of SAVEPOINT_DATA_DIR)')
      .addHelpText('after', '\nExample:\n  $ DATABASE_URL=postgres://savepoint@db.internal/savepoint savepoint migrate\n'),
  ).action(async (_options: unknown, command: Command) => {
    const done = await withDatabase(context(), async (database, opened) => ({ applied: opened.applied, total: (await migrationStatus(database.sql)).applied }));
    print(command, done, (view) => [
      view.applied.length
        ? `applied ${view.applied.join(', ')}: the database is up to date (${view.total} migrations)`
        : `the database is up to date (${view.total} migrations)`,
    ]);
  });
}

export function serveCommand(program: Command): void {
  program
    .command('serve')
    .description('run the server, as npm start does: GraphQL, GraphiQL and the live feeds (configured as docs/operating.md says)')
    .option('--port <port>', 'the port (default: PORT, else 4000)')
    .option('--host <host>', 'the address to listen on (default: HOST, else localhost)')
    .addHelpText('after', '\nExample:\n  $ savepoint serve --port 4001\n')
    .action(async (options: { port?: string; host?: string }) => {
      // The configuration is the environment's (config.ts reads it): the options are two of its settings.
      if (options.port) process.env.PORT = options.port;
      if (options.host) process.env.HOST = options.host;
      // main.ts stops gracefully on Ctrl+C and SIGTERM: the command line's own exit on them steps aside.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
      await import('../../main.ts');
    });
}
