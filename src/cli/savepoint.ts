#!/usr/bin/env -S node --import tsx
// The `savepoint` command line, every command registered: the people's (src/cli/people/: sessions, status, resume,
// history, rewind, fork, tail... over a running server's API) and the operators' (src/cli/admin/: owners, tokens,
// agent, doctor, migrate, serve, on the server's own services). The package's bin, bin/savepoint.js, runs the
// people's commands from a bundle (fast) and hands everything else here; `npm run savepoint --` and the tests may run
// this file directly. Operators' configuration is the server's (loadConfig): DATABASE_URL, or the embedded PostgreSQL
// of SAVEPOINT_DATA_DIR; an operator's error the operator can fix prints one line saying what to do, and exits 1.
import '../production.ts'; // first, as in main.ts: `serve` runs the server, and the operators' commands its services
import { Command } from 'commander';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { agentCommand } from './admin/agent.ts';
import { agentCliCommands } from './admin/agent-clis.ts';
import type { CliContext } from './admin/database.ts';
import { doctorCommand } from './admin/doctor.ts';
import { explain } from './admin/errors.ts';
import { ownerCommands } from './admin/owners.ts';
import { migrateCommand, serveCommand } from './admin/server.ts';
import { tokenCommands } from './admin/tokens.ts';
import { EXIT_CODES_HELP } from './people/exit-codes.ts';
import { isTranscriptImport } from './people/main.ts';
import { peopleCommands } from './people/program.ts';
import { warn } from './terminal/output.ts';

const OVERVIEW = `
People (over a running server's API: SAVEPOINT_URL, default http://localhost:4000/graphql, and SAVEPOINT_TOKEN):
  $ savepoint sessions --resumable          $ savepoint status
  $ savepoint resume                        $ savepoint history <session> --kinds message,checkpoint
  $ savepoint rewind <session> --checkpoint <checkpoint> --dry-run
  $ savepoint tail <session>                $ savepoint search "rate limit"
Operators (on the server's database: DATABASE_URL, else the embedded PostgreSQL of SAVEPOINT_DATA_DIR):
  $ savepoint doctor                        $ savepoint owners create alice --local
  $ TOKEN=$(savepoint tokens create --owner alice)
Every command takes --help (with an example) and --json. The guide: docs/cli.md.

${EXIT_CODES_HELP}
`;

/** The command line, its commands registered; `context` is called when an operator's command runs (so --help needs no valid configuration). */
function savepointProgram(context: () => CliContext): Command {
  const program = new Command('savepoint')
    .description("Savepoint's command line: your sessions (status, resume, history, rewind, fork, live tail) and the operators' commands")
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', OVERVIEW);
  peopleCommands(program);
  // `import <agent cli> <transcript>` is the agent CLIs' command, not the people's `import <file>` of an export.
  const transcript = isTranscriptImport(process.argv.slice(2));
  if (transcript)
    (program.commands as Command[]).splice(
      program.commands.findIndex((command) => command.name() === 'import'),
      1,
    );
  doctorCommand(program, context);
  migrateCommand(program, context);
  serveCommand(program);
  ownerCommands(program, context);
  tokenCommands(program, context);
  agentCommand(program, context);
  agentCliCommands(program, { transcriptImport: transcript });
  return program;
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
