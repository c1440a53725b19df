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
  if (name === 'import' && isTranscriptImport(argv)) return false;
  await program.parseAsync([...argv], { from: 'user' });
  return true;
}

/** Options of `import <file>` that take a value. */
const IMPORT_VALUES = new Set(['--workspace', '--idempotency-key', '--url', '--folder']);

/**
 * `savepoint import <agent cli> <transcript>` (two operands, e.g. `import claude-code session.jsonl`) brings in an agent
 * CLI's transcript: the full command line's (src/cli/admin/agent-clis.ts), not an export's `import <file>`.
 */
export function isTranscriptImport(argv: readonly string[]): boolean {
  const operands: string[] = [];
  if (argv.find((arg) => !arg.startsWith('-')) !== 'import') return false;
  for (let i = argv.indexOf('import') + 1; i < argv.length; i++) {
    const arg = argv[i]!;
    if (IMPORT_VALUES.has(arg)) i++;
    else if (!arg.startsWith('-') || arg === '-') operands.push(arg);
  }
  return operands.length === 2;
}
