// The agent CLIs' commands (recorder/ does the work):
//   savepoint hook <cli>                   what the CLI runs on each event (payload on stdin); always exits 0
//   savepoint hook <cli> --settings        builds the fast hook, prints the settings that make the CLI run it
//   savepoint hook <cli> --drain <session> records what a session's hooks left (a hook starts this by itself)
//   savepoint import <cli> <transcript>    brings a transcript the CLI wrote in as a session
// Like every command for people: SAVEPOINT_URL (default http://localhost:4000/graphql) and SAVEPOINT_TOKEN.
import type { Command } from 'commander';
import { AGENT_CLIS, type AnyAdapter, adapterNamed } from '../../agent-clis/adapters.ts';
import { buildFastHook, claudeCodeSettings, shellWord } from '../../recorder/fast-hook.ts';
import { hookEntry } from '../../recorder/hook-main.ts';
import { importTranscriptFile } from '../../recorder/import.ts';
import { RecorderError, recorderSettings } from '../../recorder/recorder.ts';
import { hookHome } from '../../recorder/spool.ts';
import { print, printableJson, withJson } from '../terminal/output.ts';
import { CliError } from './database.ts';

function adapterOf(cli: string): AnyAdapter {
  const adapter = adapterNamed(cli);
  if (!adapter) throw new CliError(`no agent CLI named "${cli}"; the ones savepoint records: ${Object.keys(AGENT_CLIS).join(', ')}.`);
  return adapter;
}

/** `transcriptImport`: the command line is `import <cli> <transcript>` (else `import` is the people's, of an export). */
export function agentCliCommands(program: Command, { transcriptImport }: { transcriptImport: boolean }): void {
  program
    .command('hook <cli>')
    .description("record an agent CLI's session from its hooks: the CLI runs this with each hook's payload on stdin (see docs/claude-code.md)")
    .option('--settings', 'build the fast hook and print the settings that make the CLI run it')
    .option('--drain <session>', "record what a session's hooks left (a hook starts this itself)")
    .option('--linger', "with --drain: wait a while for the session's next hooks before exiting (as the drainer a hook starts does)")
    .action(async (cli: string, options: { settings?: boolean; drain?: string; linger?: boolean }) => {
      if (options.settings) {
        const entry = await buildFastHook(hookHome());
        console.log(printableJson(claudeCodeSettings([process.execPath, entry, adapterOf(cli).name].map(shellWord).join(' '))));
        return;
      }
      const args = options.drain ? [cli, '--drain', options.drain, ...(options.linger ? ['--linger'] : [])] : [cli];
      process.exitCode = await hookEntry(args, [process.execPath, ...process.execArgv, process.argv[1]!, 'hook']);
    });

  if (!transcriptImport) return;
  withJson(
    program
      .command('import <cli> <transcript>')
      .description('bring in a transcript an agent CLI wrote as a session, e.g. savepoint import claude-code ~/.claude/projects/<project>/<session-id>.jsonl')
      .option('--folder <folder>', 'the folder to record it in (default: the one the transcript ran in)'),
  ).action(async (cli: string, transcript: string, options: { folder?: string }, command: Command) => {
    const adapter = adapterOf(cli);
    const settings = recorderSettings(process.env);
    if (typeof settings === 'string') throw new CliError(`${settings}.`);
    const summary = await importTranscriptFile(adapter, transcript, options.folder ?? null, settings).catch((error: unknown) => {
      throw error instanceof RecorderError ? new CliError(error.message) : error;
    });
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    print(command, summary, (s) => [
      s.sessionId
        ? `imported ${adapter.label} session ${s.ref} as session ${s.sessionId} (${count(s.messages, 'message')}, ${count(s.steps, 'step')}); go on with it: ${s.resume.join(' ')}`
        : `read ${adapter.label} session ${s.ref} (${count(s.messages, 'message')}, ${count(s.steps, 'step')}), but the server does not answer: ${count(s.pending, 'write')} wait in the journal, sent when you import it again or ${adapter.label} goes on with that session (savepoint status counts them)`,
    ]);
  });
}
