// What every people's command has: --url (default SAVEPOINT_URL, else http://localhost:4000/graphql) and --json; the
// API token from SAVEPOINT_TOKEN only (never on the command line, where ps and the shell's history would show it);
// examples in its help; a usage mistake exiting 2; and its failures reported (failure.ts), never thrown at the user.
import type { Command } from 'commander';
import { createClient, type SavepointClient } from '../../client/client.ts';
import { printableJson } from '../terminal/output.ts';
import { EXIT } from './exit-codes.ts';
import { CommandFailure, report } from './failure.ts';
import { httpFetch } from './http.ts';

export const DEFAULT_URL = 'http://localhost:4000/graphql';

/** What a command's action works with. */
export type Io = {
  readonly json: boolean;
  readonly url: string;
  /** The API token (SAVEPOINT_TOKEN); its absence is an UNAUTHENTICATED failure that says where to find one. */
  token: () => string;
  /** The client for queries and mutations (made on first use). */
  client: () => SavepointClient;
  /** A client that can also follow feeds over graphql-ws. */
  feedClient: () => Promise<SavepointClient>;
  /** The result: `value` as JSON with --json, else the lines (each already made printable). */
  emit: (value: unknown, lines: () => readonly string[]) => void;
};

type CommonOptions = { url: string; json?: boolean };

/** A people's command: its arguments, a one-line summary, the examples its help ends with. */
export function peopleCommand(parent: Command, spec: { name: string; summary: string; examples: readonly string[] }): Command {
  const [name, ...args] = spec.name.split(' ');
  const command = parent.command(name!).description(spec.summary);
  for (const arg of args) command.argument(arg);
  command
    .option('--url <url>', "the server's GraphQL endpoint (default: SAVEPOINT_URL, else http://localhost:4000/graphql)")
    .option('--json', 'print JSON for scripts: what the GraphQL operation beside the command in docs/cli.md answers')
    .addHelpText('after', `\nExample${spec.examples.length > 1 ? 's' : ''}:\n${spec.examples.map((line) => `  $ ${line}`).join('\n')}\n`)
    // A usage mistake (an unknown option, a missing argument) exits INVALID_INPUT; --help exits 0.
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : EXIT.INVALID_INPUT));
  return command;
}

/** Sets the command's action: `run` gets the Io, the positional arguments and the options; a failure is reported. */
export function runs<O>(command: Command, run: (io: Io, args: string[], options: O) => Promise<void>): Command {
  return command.action(async (...params: unknown[]) => {
    const self = params.at(-1) as Command;
    const options = self.opts<O & CommonOptions>();
    const io = ioOf(options);
    try {
      await run(io, self.processedArgs as string[], options);
    } catch (error) {
      // A reader that stopped reading (`savepoint export ... | head`) is no failure of the command.
      if ((error as NodeJS.ErrnoException).code === 'EPIPE') return;
      process.exitCode = report(error, io.json);
    } finally {
      await io.close();
    }
  });
}

function ioOf(options: CommonOptions): Io & { close: () => Promise<void> } {
  const url = options.url ?? process.env.SAVEPOINT_URL ?? DEFAULT_URL;
  const token = () => {
    const given = process.env.SAVEPOINT_TOKEN;
    if (given) return given;
    throw new CommandFailure(
      'UNAUTHENTICATED',
      'Set SAVEPOINT_TOKEN to your API token: npm start prints one on its first run (kept in .savepoint/bootstrap-token); an operator makes more with: savepoint tokens create --owner <you>.',
    );
  };
  let client: SavepointClient | null = null;
  const make = (webSocketImpl?: unknown) => {
    // Few and short retries: a person waits on them (an unreachable server is reported within a second).
    client = createClient({ url, token: token(), fetch: httpFetch, webSocketImpl, retries: 2, retryDelayMs: (attempt) => 150 * 2 ** attempt });
    return client;
  };
  return {
    json: options.json === true,
    url,
    token,
    client: () => client ?? make(),
    feedClient: async () => {
      // Node 20 has no WebSocket of its own: the ws package's, loaded only by the commands that follow a feed.
      const { default: WebSocket } = await import('ws');
      return make(WebSocket);
    },
    emit: (value, lines) => {
      if (options.json) console.log(printableJson(value));
      else for (const line of lines()) console.log(line);
    },
    close: async () => {
      await client?.close();
    },
  };
}
