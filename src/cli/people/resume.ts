// `savepoint resume [id]` (seed 002: no id resumes your most recently interrupted session) and `savepoint unlock id`.
// Resume follows the session's recovery plan: when it says RESUME_AGENT (one agent, with a session of its own, is
// all that was interrupted) only that task is resumed and the agent's own resume command is printed, or run with
// --exec; otherwise resumeSession continues the whole session (--mode, --checkpoint). A session recorded from an agent
// CLI (its metadata names the CLI's session, e.g. Claude Code's) is resumed whole, its code put back as for any
// session, with the lease taken under the name its hooks record with (so the next hook takes it on), and the CLI's
// own resume command from its metadata printed, or run with --exec in its folder. --dry-run changes nothing.
import os from 'node:os';
import type { Command } from 'commander';
import {
  ForceUnlockSessionDocument,
  type InProgressStrategy,
  type ResumeMode,
  ResumePreviewReportDocument,
  ResumeSessionReportDocument,
  ResumeTaskReportDocument,
  SessionRecoveryDocument,
} from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { withProgress } from '../terminal/progress.ts';
import { agentResumeCommand, DEFAULT_AGENT_RESUME, execAgent, recordedAgentOf } from './agent-resume.ts';
import { type Io, peopleCommand, runs } from './command.ts';
import { exitCodeOf } from './exit-codes.ts';
import { invalidInput } from './failure.ts';
import { agentCommandLines, previewLines, resumedLines, taskResumedLines } from './resume-report.ts';
import { choice, count, enumValues } from './values.ts';
import { shown } from './views.ts';

const MODES = enumValues<ResumeMode>()(['CONTINUE', 'RESTART_PHASE', 'FROM_CHECKPOINT']);
const IN_PROGRESS = enumValues<InProgressStrategy>()(['ROLLBACK_RETRY', 'RETRY']);

type ResumeOptions = {
  mode?: string;
  checkpoint?: string;
  inProgress?: string;
  abortOnChanges?: boolean;
  dryRun?: boolean;
  exec?: boolean;
  holder: string;
  leaseSeconds?: string;
  agentCommand: string;
};

export function resumeCommands(program: Command): void {
  const resume = peopleCommand(program, {
    name: 'resume [id]',
    summary: 'resume an interrupted session (default: your most recently interrupted one), skipping what is done',
    examples: [
      'savepoint resume',
      'savepoint resume U2Vzc2lvbjo... --dry-run',
      'savepoint resume U2Vzc2lvbjo... --checkpoint Q2hlY2twb2ludDo...',
      'savepoint resume --exec',
    ],
  })
    .option('--mode <mode>', 'continue (default), restart-phase, or from-checkpoint (with --checkpoint)')
    .option('--checkpoint <id>', 'go back to this checkpoint first (mode from-checkpoint)')
    .option('--in-progress <strategy>', 'steps that were in flight: rollback-retry (default: declared files put back, then run again) or retry')
    .option('--abort-on-changes', 'refuse (exit 17) when files changed since the last checkpoint, instead of listing them')
    .option('--dry-run', 'show what resume would do, change nothing')
    .option(
      '--exec',
      "then run the agent's own resume command, in its folder: one agent's session is all there is to resume, or the session was recorded from an agent CLI",
    )
    .option(
      '--holder <name>',
      'the runner the lease is taken for (a session recorded from an agent CLI: the name its hooks record with)',
      `savepoint@${os.hostname()}`,
    )
    .option('--lease-seconds <n>', 'how long the lease lasts without a heartbeat, 5 to 3600 (default 60)')
    .option('--agent-command <template>', "an agent's resume command, {ref} for its session", process.env.SAVEPOINT_AGENT_RESUME ?? DEFAULT_AGENT_RESUME);
  runs<ResumeOptions>(resume, async (io, [id], options) => {
    const mode = options.checkpoint ? 'FROM_CHECKPOINT' : options.mode ? choice(options.mode, MODES, '--mode') : 'CONTINUE';
    if (mode === 'FROM_CHECKPOINT' && !options.checkpoint)
      throw invalidInput('--mode from-checkpoint needs the checkpoint: --checkpoint <id> (savepoint checkpoints <session> lists them).');
    if (options.checkpoint && options.mode && choice(options.mode, MODES, '--mode') !== 'FROM_CHECKPOINT')
      throw invalidInput('--checkpoint resumes from a checkpoint: leave --mode out, or give --mode from-checkpoint.');
    const inProgress = options.inProgress ? choice(options.inProgress, IN_PROGRESS, '--in-progress') : undefined;
    const leaseSeconds = options.leaseSeconds ? count(options.leaseSeconds, '--lease-seconds', 5, 3600) : undefined;
    const client = io.client();
    const sessionId = id ?? (await mostRecentlyInterrupted(io, options.holder));
    const session = narrow((await client.request(SessionRecoveryDocument, { id: sessionId })).session, 'Session');
    const plan = session.recoveryPlan;
    // Recorded from an agent CLI: the whole session, for the holder its hooks record with, then the CLI's own command.
    // Not a fork of one: its metadata is the source's copy, and the CLI's session goes on recording into the source.
    const recorded = session.parent ? null : recordedAgentOf(session.metadata);
    const holder = recorded && resume.getOptionValueSource('holder') === 'default' ? recorded.holder : options.holder;
    // One agent's own session is all there is to resume: that task alone, and the agent's command (a plain resume only).
    const agentTask = !recorded && mode === 'CONTINUE' && plan?.action === 'RESUME_AGENT' && plan.task ? plan.task : null;
    const command = recorded?.command ?? (agentTask && plan?.agentSessionRef ? agentResumeCommand(options.agentCommand, plan.agentSessionRef) : null);
    if (options.exec && !command) {
      throw invalidInput(
        `--exec runs an agent's own resume command, and session ${sessionId} needs ${plan?.action ?? 'no agent'} (${shown(plan?.reason ?? 'it is not interrupted')}): resume it without --exec.`,
      );
    }
    const checkpointId = options.checkpoint;
    if (options.dryRun) {
      const previewed = narrow((await client.request(ResumePreviewReportDocument, { id: sessionId, mode, checkpointId, inProgress })).session, 'Session');
      const preview = narrow(previewed.resumePreview, 'ResumePreview');
      io.emit({ session: { ...previewed, recoveryPlan: plan }, agentCommand: command }, () => previewLines(previewed, preview, plan ?? null, command));
      // A resume it would refuse exits as that refusal would (locked 16, finished 15...).
      const blocker = preview.blockers[0];
      if (blocker) process.exitCode = exitCodeOf(blocker.code);
      return;
    }
    if (agentTask) {
      const { resumeTask } = await client.request(ResumeTaskReportDocument, { input: { taskId: agentTask.id, holder, leaseSeconds } });
      const resumed = narrow(resumeTask, 'ResumeTaskPayload');
      io.emit({ resumeTask: resumed, agentCommand: command }, () => taskResumedLines(resumed, command));
      if (options.exec && command) {
        const folder = session.workspace.path ?? process.cwd(); // a workspace without a folder: the agent runs here
        process.exitCode = await execAgent(command, { folder, sessionId, taskId: agentTask.id, leaseToken: resumed.lease?.token ?? null });
      }
      return;
    }
    const input = {
      sessionId,
      holder,
      mode,
      checkpointId,
      inProgress,
      leaseSeconds,
      changedFiles: options.abortOnChanges ? ('ABORT' as const) : undefined,
    };
    const { resumeSession } = await withProgress(`Resuming ${sessionId}`, () => client.request(ResumeSessionReportDocument, { input }));
    const resumed = narrow(resumeSession, 'ResumeSessionPayload');
    io.emit({ resumeSession: resumed, ...(command ? { agentCommand: command } : {}) }, () => [...resumedLines(resumed), ...agentCommandLines(command)]);
    if (options.exec && recorded && command) {
      const folder = recorded.folder ?? session.workspace.path ?? process.cwd();
      process.exitCode = await execAgent(command, { folder, sessionId, taskId: null, leaseToken: resumed.lease?.token ?? null });
    }
  });

  const unlock = peopleCommand(program, {
    name: 'unlock <id>',
    summary: "break a session's lease now (its runner is gone): the session becomes resumable, the old runner's writes are refused",
    examples: ['savepoint unlock U2Vzc2lvbjo... --reason "runner-1\'s machine is gone"'],
  }).option('--reason <text>', 'why, recorded in the session log (lease.force_unlocked)');
  runs<{ reason?: string }>(unlock, async (io, [id], options) => {
    const { forceUnlock } = await io.client().request(ForceUnlockSessionDocument, { input: { sessionId: id!, reason: options.reason } });
    const { session } = narrow(forceUnlock, 'LeasePayload');
    io.emit({ forceUnlock: { session } }, () => [
      `Unlocked session ${session.id} "${shown(session.objective, 80)}" (${session.state}): no runner holds it now.`,
      session.resumable ? `Resume it with: savepoint resume ${session.id}` : 'It is finished: there is nothing to resume.',
    ]);
  });
}

/** The session resume picks without an id (the server's rule: your resumable session touched last), by a dry run. */
async function mostRecentlyInterrupted(io: Io, holder: string): Promise<string> {
  const { resumeSession } = await io.client().request(ResumeSessionReportDocument, { input: { holder, dryRun: true } });
  return narrow(resumeSession, 'ResumeSessionPayload').session.id;
}
