// The people's commands, registered on a command line: the full one (src/cli/savepoint.ts, with the operators'
// commands) or the people's own (main.ts, bundled by bin/savepoint.js so they start fast).
import type { Command } from 'commander';
import { checkpointCommands } from './checkpoints.ts';
import { forkCommands } from './forks.ts';
import { historyCommands } from './history.ts';
import { resumeCommands } from './resume.ts';
import { rewindCommands } from './rewind.ts';
import { searchCommand } from './search.ts';
import { sessionCommands } from './sessions.ts';
import { tailCommand } from './tail.ts';
import { transferCommands } from './transfer.ts';

export function peopleCommands(program: Command): void {
  sessionCommands(program);
  resumeCommands(program);
  historyCommands(program);
  checkpointCommands(program);
  rewindCommands(program);
  forkCommands(program);
  searchCommand(program);
  transferCommands(program);
  tailCommand(program);
}
