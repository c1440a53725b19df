// The people's command line on its own: what bin/savepoint.js bundles and runs for `savepoint sessions`, `status`,
// `resume`... so that they start without loading the server's code (or tsx). `run` answers false for any other
// command (an operator's, --help), which the launcher then hands to the full command line (src/cli/savepoint.ts).
import { Command } from 'commander';
import { peopleCommands } from './program.ts';

/** Runs argv (the arguments after the program's name) if its command is a people's command; answers whether it was. */
export async function run(argv: readonly string[]): Promise<boolean> {
  const program = new Command('savepoint');
  peopleCommands(program);
  const name = argv.find((arg) => !arg.startsWith('-'));
  if (!name || !program.commands.some((command) => command.name() === name)) return false;
  await program.parseAsync([...argv], { from: 'user' });
  return true;
}
