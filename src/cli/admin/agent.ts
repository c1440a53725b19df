// `savepoint agent --workspace <folder> [--url <graphql url>]`: runs a workspace agent beside the folder, with the
// owner's token (SAVEPOINT_TOKEN), until Ctrl+C. It connects to the server over HTTP and WebSocket like any client;
// the server never opens the folder.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import WebSocket from 'ws';
import { agentHome, agentKeyFor } from '../../agent/agent-key.ts';
import { startAgent } from '../../agent/runtime.ts';
import { stopOnSignals } from '../../signals.ts';
import { say, warn } from '../terminal/output.ts';
import { type CliContext, CliError } from './database.ts';

export function agentCommand(program: Command, context: () => CliContext): void {
  program
    .command('agent')
    .description("run a workspace agent beside a folder: the server asks it for the folder's snapshots and changes (needs SAVEPOINT_TOKEN)")
    .requiredOption('--workspace <folder>', 'the folder to serve (created as a workspace on first run)')
    .option(
      '--url <urls>',
      "the server's GraphQL endpoint; several servers of one database, comma-separated: it moves on when one stops answering",
      process.env.SAVEPOINT_URL ?? 'http://localhost:4000/graphql',
    )
    .option('--name <name>', 'a name for the workspace (default: the folder name)')
    .option(
      '--fork-root <dir>',
      "where forks of the folder may make new folders (repeatable; default: the folder's parent)",
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .action(async (options: { workspace: string; url: string; name?: string; forkRoot: string[] }) => {
      const { logger } = context();
      const token = process.env.SAVEPOINT_TOKEN;
      if (!token) throw new CliError('set SAVEPOINT_TOKEN to your API token (an operator makes one with: savepoint tokens create --owner <you>).');
      const folder = await realpath(options.workspace).catch(() => null);
      if (!folder || !(await stat(folder)).isDirectory()) throw new CliError(`${options.workspace} is not an existing folder; give the folder to serve.`);
      const key = await agentKeyFor(agentHome(), folder);
      const agent = await startAgent({
        url: options.url
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
        token,
        key,
        folder,
        agentDir: agentHome(),
        name: options.name,
        forkRoots: options.forkRoot.length > 0 ? options.forkRoot.map((root) => path.resolve(root)) : undefined,
        webSocketImpl: WebSocket,
        onError: (error) => warn(`savepoint agent: ${error instanceof Error ? error.message : String(error)}`),
      });
      // Ctrl+C or SIGTERM: finish and report the command at hand, then exit 0 (instead of the command line's exit at
      // once); in place before the line saying it serves, which is what a script waits for.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
      // Its stop takes a moment (the command at hand): a repeat within 5 s is the same press, relayed late by tsx or npm.
      stopOnSignals(agent.stop, logger, 5_000);
      say(`serving ${folder} as workspace ${agent.workspaceId} (agent ${agent.agentId}) for ${options.url}; Ctrl+C stops`);
      await new Promise(() => {}); // until a signal ends the process
    });
}
