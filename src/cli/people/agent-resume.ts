// An agent that keeps its own session (seed 001: Claude Code, resumed with `claude --resume <ref>`): the command that
// continues it, and running that command for the person (`savepoint resume --exec`) in the workspace's folder, with
// what a recorder needs to carry on (the session, the task and the lease token) in its environment. A session recorded
// from an agent CLI's hooks says all of it in its metadata: the command, the folder, and the lease holder its hooks
// record under (the lease a resume takes for them).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { CommandFailure, invalidInput } from './failure.ts';

/** The command that resumes an agent's own session, by default Claude Code's; SAVEPOINT_AGENT_RESUME or --agent-command change it. */
export const DEFAULT_AGENT_RESUME = 'claude --resume {ref}';

/** The template's words, `{ref}` replaced by the agent's session reference (no shell: each word is one argument). */
export function agentResumeCommand(template: string, ref: string): string[] {
  const words = template.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || !words.some((word) => word.includes('{ref}'))) {
    throw invalidInput(
      `--agent-command takes a command with {ref} where the agent's session reference goes, such as "${DEFAULT_AGENT_RESUME}"; not "${template}".`,
    );
  }
  return words.map((word) => word.replaceAll('{ref}', ref));
}

/** What the metadata of a session recorded from an agent CLI (`savepoint hook <cli>`, `savepoint import <cli>`) says. */
export type RecordedAgent = { cli: string; ref: string; command: string[]; folder: string | null; holder: string };

/** The recorded agent CLI session a session's metadata describes, or null for any other session. */
export function recordedAgentOf(metadata: unknown): RecordedAgent | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const { agentCli, agentSessionRef, resumeCommand, folder, leaseHolder } = metadata as Record<string, unknown>;
  const words = Array.isArray(resumeCommand) && resumeCommand.length > 0 && resumeCommand.every((word) => typeof word === 'string') ? resumeCommand : null;
  if (typeof agentCli !== 'string' || typeof agentSessionRef !== 'string' || !words || typeof leaseHolder !== 'string') return null;
  return { cli: agentCli, ref: agentSessionRef, command: words, folder: typeof folder === 'string' ? folder : null, holder: leaseHolder };
}

export type AgentRun = { folder: string; sessionId: string; taskId: string | null; leaseToken: number | null };

/** Runs the agent's command in the folder, in this terminal; answers its exit code once it ends. */
export async function execAgent(command: readonly string[], run: AgentRun): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env, SAVEPOINT_SESSION_ID: run.sessionId };
  if (run.taskId !== null) env.SAVEPOINT_TASK_ID = run.taskId;
  if (run.leaseToken !== null) env.SAVEPOINT_LEASE_TOKEN = String(run.leaseToken);
  // Ctrl+C is the agent's now (the terminal signals the whole group): this process waits for it to end, then ends with it.
  const ignore = () => {};
  process.on('SIGINT', ignore);
  try {
    return await new Promise<number>((resolve, reject) => {
      const child = spawn(command[0]!, command.slice(1), { cwd: run.folder, env, stdio: 'inherit' });
      child.once('error', (error: NodeJS.ErrnoException) => {
        const why = error.code === 'ENOENT' ? `${command[0]} is not installed here, or ${run.folder} is not a folder of this machine` : error.message;
        reject(
          new CommandFailure(
            'AGENT_NOT_RUN',
            `Could not run ${command.join(' ')} in ${run.folder}: ${why}. It is resumed: run the command where its agent works.`,
          ),
        );
      });
      child.once('close', (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
    });
  } finally {
    process.off('SIGINT', ignore);
  }
}
