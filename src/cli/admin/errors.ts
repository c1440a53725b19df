// An operator's command that failed: the one line it prints, saying what went wrong and what to do; null for a bug
// (printed whole by the command line).
import { AgentError } from '../../agent/command.ts';
import { RequestError } from '../../client/request-error.ts';
import { ResultError } from '../../client/results.ts';
import { ConfigError } from '../../config.ts';
import { EmbeddedPostgresError } from '../../db/embedded.ts';
import { MigrationError } from '../../db/migration-files.ts';
import { DomainError, NotFoundError } from '../../errors/domain.ts';
import { CliError } from './database.ts';

const NOT_FOUND_HINTS: Record<string, string> = {
  Owner: 'see the owners with: savepoint owners list',
  ApiToken: "see an owner's tokens and their ids with: savepoint tokens list --owner <name-or-id>",
};

export function explain(error: unknown): string | null {
  if (error instanceof NotFoundError)
    return `${error.entity === 'ApiToken' ? 'no API token' : `no ${error.entity.toLowerCase()}`} "${error.id}"; ${NOT_FOUND_HINTS[error.entity] ?? 'check it'}.`;
  // The agent's own failures, and the server's answers to it (refused, unreachable, an error as data): one line each.
  const expected = [DomainError, CliError, ConfigError, EmbeddedPostgresError, MigrationError, AgentError, RequestError, ResultError];
  return expected.some((type) => error instanceof type) ? (error as Error).message : null;
}
