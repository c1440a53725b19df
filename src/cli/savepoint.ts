#!/usr/bin/env -S node --import tsx
// `npx savepoint` (or `npm run savepoint --`): operators' commands. For now owners and their API tokens:
//   savepoint owners create <name>            savepoint owners list
//   savepoint tokens create --owner <owner>   savepoint tokens list --owner <owner>   savepoint tokens revoke <token-id>
//   savepoint agent --workspace <folder> [--url <graphql url>]   (a workspace agent beside the folder; SAVEPOINT_TOKEN)
// Configuration as for the server (loadConfig): DATABASE_URL, or the embedded PostgreSQL of SAVEPOINT_DATA_DIR.
// Errors the operator can fix print one line saying what to do, and exit 1.
import { Command } from 'commander';
import { AgentError } from '../agent/command.ts';
import { RequestError } from '../client/request-error.ts';
import { ResultError } from '../client/results.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { EmbeddedPostgresError } from '../db/embedded.ts';
import { MigrationError } from '../db/migration-files.ts';
import { DomainError, NotFoundError } from '../errors/domain.ts';
import { createLogger } from '../logger.ts';
import { agentCommand } from './admin/agent.ts';
import { type CliContext, CliError } from './admin/database.ts';
import { ownerCommands } from './admin/owners.ts';
import { tokenCommands } from './admin/tokens.ts';
import { warn } from './terminal/output.ts';

const NOT_FOUND_HINTS: Record<string, string> = {
  Owner: 'see the owners with: savepoint owners list',
  ApiToken: "see an owner's tokens and their ids with: savepoint tokens list --owner <name-or-id>",
};

/** The command line, its commands registered; `context` is called when a command runs (so --help needs no valid configuration). */
function savepointProgram(context: () => CliContext): Command {
  const program = new Command('savepoint')
    .description("Savepoint's command line: owners and their API tokens (operators), and the workspace agent")
    .showHelpAfterError('(add --help for usage)');
  ownerCommands(program, context);
  tokenCommands(program, context);
  agentCommand(program, context);
  return program;
}

/** The one line an operator sees for an error: what went wrong and what to do; null for a bug (printed whole). */
function explain(error: unknown): string | null {
  if (error instanceof NotFoundError)
    return `${error.entity === 'ApiToken' ? 'no API token' : `no ${error.entity.toLowerCase()}`} "${error.id}"; ${NOT_FOUND_HINTS[error.entity] ?? 'check it'}.`;
  // The agent's own failures, and the server's answers to it (refused, unreachable, an error as data): one line each.
  const expected = [DomainError, CliError, ConfigError, EmbeddedPostgresError, MigrationError, AgentError, RequestError, ResultError];
  return expected.some((type) => error instanceof type) ? (error as Error).message : null;
}

function cliContext(): CliContext {
  const config = loadConfig();
  // Quiet unless asked: a command prints its result, and only warnings and errors besides (on stderr).
  return { config, logger: createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel) };
}

let context: CliContext | undefined;
// Ctrl+C or SIGTERM: exit through the exit hooks, which stop an embedded PostgreSQL this command started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
try {
  await savepointProgram(() => (context ??= cliContext())).parseAsync(process.argv);
} catch (error) {
  const message = explain(error);
  // A bug is printed whole, its stack line by line; every line made printable, as anything may quote the database.
  const lines = message === null ? (error instanceof Error ? (error.stack ?? error.message) : String(error)).split('\n') : [message];
  for (const [i, line] of lines.entries()) warn(i === 0 ? `savepoint: ${line}` : line);
  process.exitCode = 1;
}
