// What resuming a session would do, computed without writing anything: the continuation plan, the environment
// report (workspace, files changed since the last code checkpoint, config changed since the checkpoint) and the
// approvals still pending. resumeSession will act on exactly this.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import canonicalize from 'canonicalize';
import { findApprovalsBySessionIds } from '../approvals/approval.queries.ts';
import { isCheckpointIntact } from '../checkpoints/checkpoint.integrity.ts';
import { type StateSnapshot, verifyCheckpoint } from '../checkpoints/checkpoint.model.ts';
import {
  type CheckpointHead,
  findCodeCheckpointBeforePhase,
  findFullCheckpoint,
  findLastWorkCodeCheckpoint,
  findLatestCheckpointHead,
} from '../checkpoints/checkpoint.queries.ts';
import type { Approval, Checkpoint, Phase, Session, Step, Workspace } from '../db/database.ts';
import { CheckpointNotFoundError, ContinuationFailedError, NotFoundError, ValidationError } from '../errors.ts';
import { changedSince, GitWorkspaceError } from '../git/workspace-git.ts';
import { type ContinuationPlan, type InProgressStrategy, planContinuation } from '../plans/continuation.model.ts';
import { findPhasesBySessionIds, findPlannedSteps, findPlannedTasks, findUnfinishedSteps, type PlannedStep, type PlannedTask } from '../plans/plan.queries.ts';
import { applyResets, checkpointResets, currentPhase, type ResumeMode, restartPhaseResets, type StateReset } from '../plans/resume-mode.model.ts';
import { isResumable, isTerminal } from '../sessions/session.model.ts';
import { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';
import { gitOptionsFor } from './create-checkpoint.ts';
import type { Caller } from './viewer.ts';

export type EnvironmentIssue = { code: string; message: string };
export type ChangedFile = { path: string; action: 'ADDED' | 'MODIFIED' | 'DELETED'; modifiedAt: Date | null };
export type EnvironmentReport = { valid: boolean; errors: EnvironmentIssue[]; warnings: EnvironmentIssue[]; changedFiles: ChangedFile[] };

export type ResumeOptions = { mode?: ResumeMode | null; checkpointId?: string | null; inProgress?: InProgressStrategy | null };

/** Files resume puts back to their content in a snapshot commit. */
export type FileRestore = { commit: string; paths: string[] };

export type ResumePreview = {
  session: Session;
  mode: ResumeMode;
  resumable: boolean;
  blockers: EnvironmentIssue[];
  /** The checkpoint resumed from: the one asked for (FROM_CHECKPOINT), else the latest (without its snapshot). */
  checkpoint: Checkpoint | CheckpointHead | null;
  /** RESTART_PHASE: the phase put back to pending. */
  phaseId: string | null;
  /** Tasks and steps the mode sets to another state before the plan is made. */
  resets: StateReset[];
  plan: ContinuationPlan;
  environment: EnvironmentReport;
  pendingApprovals: Approval[];
  /** The unfinished steps as they are now, whole: the API answers with these instead of reading them again. */
  stepRows: ReadonlyMap<string, Step>;
  /** The git work: the whole workspace back to a snapshot (FROM_CHECKPOINT), then single files back. */
  workspaceRestore: string | null;
  fileRestores: FileRestore[];
  /** Every path in fileRestores, once. */
  restoredFiles: string[];
  workspace: Workspace;
};

/** True when resuming changes files (and so runs under the session lock, after a snapshot). */
export function changesFiles(preview: ResumePreview): boolean {
  return preview.workspaceRestore !== null || preview.fileRestores.length > 0;
}

export async function previewResume(caller: Caller, session: Session, options: ResumeOptions = {}): Promise<ResumePreview> {
  const { db } = caller;
  const mode = options.mode ?? 'CONTINUE';
  if (mode === 'FROM_CHECKPOINT' && !options.checkpointId) throw new ValidationError('checkpointId', 'FROM_CHECKPOINT needs the checkpoint to resume from.');
  if (mode !== 'FROM_CHECKPOINT' && options.checkpointId)
    throw new ValidationError('checkpointId', 'only FROM_CHECKPOINT takes a checkpoint; leave it out, or set mode: FROM_CHECKPOINT.');
  const [phases, tasks, steps, unfinished, approvals, latest, latestCode, target, [workspace]] = await Promise.all([
    findPhasesBySessionIds(db, [session.id]),
    findPlannedTasks(db, session.id),
    findPlannedSteps(db, session.id),
    findUnfinishedSteps(db, session.id),
    findApprovalsBySessionIds(db, [session.id], ['PENDING']),
    findLatestCheckpointHead(db, session.id),
    findLastWorkCodeCheckpoint(db, session.id),
    options.checkpointId ? findFullCheckpoint(db, caller.viewer.ownerId, options.checkpointId) : undefined,
    findWorkspacesByIds(db, caller.viewer.ownerId, [session.workspace_id]),
  ]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  if (options.checkpointId && target?.session_id !== session.id) {
    throw new CheckpointNotFoundError(options.checkpointId, `is not a checkpoint of session ${session.id}; list its checkpoints with session { checkpoints }.`);
  }
  const modePlan = await planMode(caller, session, mode, { phases, tasks, steps, latestCode: latestCode ?? null, target: target ?? null });
  const applied = mode === 'FROM_CHECKPOINT' ? new Map<string, boolean>() : await appliedWrites(workspace.path, steps);
  const inProgressStrategy = options.inProgress ?? 'ROLLBACK_RETRY';
  const plan = planContinuation({
    strategy: session.strategy,
    phases,
    tasks: applyResets(tasks, modePlan.resets),
    steps: applyResets(steps, modePlan.resets),
    inProgressStrategy,
    writeApplied: (id) => applied.get(id) ?? null,
  });
  const checkpoint = target ?? latest ?? null;
  const environment = await validateEnvironment(caller, session, workspace, checkpoint, latestCode?.git_commit ?? null);
  if (mode === 'FROM_CHECKPOINT' && !modePlan.workspaceRestore) {
    environment.warnings.push({ code: 'NO_CODE_SNAPSHOT', message: 'No code snapshot at or before this checkpoint: files are left as they are.' });
  }
  const rolledBack = new Set(plan.inProgress.filter((d) => d.action === 'ROLLBACK_AND_RETRY').map((d) => d.stepId));
  const fileRestores = [...modePlan.fileRestores];
  const rollbackBase = modePlan.rollbackBase;
  const rollbackPaths = declaredWrites(steps.filter((step) => rolledBack.has(step.id)));
  if (rollbackBase && rollbackPaths.length) fileRestores.push({ commit: rollbackBase, paths: rollbackPaths });
  const now = new Date();
  const blockers: EnvironmentIssue[] = [];
  if (isTerminal(session.state)) blockers.push({ code: 'TERMINAL_STATE', message: `The session is ${session.state}; fork it to continue.` });
  else if (!isResumable(session, now)) {
    blockers.push({ code: 'SESSION_LOCKED', message: `Runner "${session.lease_holder}" holds the lease until ${session.lease_expires_at?.toISOString()}.` });
  }
  const intact = !checkpoint || (target ? verifyCheckpoint(target, caller.settings.secret) : await isCheckpointIntact(db, latest!, caller.settings.secret));
  if (!intact) {
    blockers.push({ code: 'CHECKPOINT_TAMPERED', message: `Checkpoint ${checkpoint.seq} no longer matches its signature.` });
  }
  return {
    session,
    mode,
    resumable: blockers.length === 0,
    blockers,
    checkpoint,
    phaseId: modePlan.phaseId,
    resets: modePlan.resets,
    plan,
    environment,
    pendingApprovals: approvals,
    stepRows: new Map(unfinished.map((step) => [step.id, step])),
    workspaceRestore: modePlan.workspaceRestore,
    fileRestores,
    restoredFiles: [...new Set(fileRestores.flatMap((restore) => restore.paths))],
    workspace,
  };
}

type ModePlan = { phaseId: string | null; resets: StateReset[]; workspaceRestore: string | null; fileRestores: FileRestore[]; rollbackBase: string | null };

/** What the mode changes before planning, and which snapshot interrupted writes roll back to. */
async function planMode(
  caller: Caller,
  session: Session,
  mode: ResumeMode,
  known: { phases: Phase[]; tasks: PlannedTask[]; steps: PlannedStep[]; latestCode: CheckpointHead | null; target: Checkpoint | null },
): Promise<ModePlan> {
  const { phases, tasks, steps, latestCode, target } = known;
  if (mode === 'CONTINUE') return { phaseId: null, resets: [], workspaceRestore: null, fileRestores: [], rollbackBase: latestCode?.git_commit ?? null };
  if (mode === 'RESTART_PHASE') {
    const phase = currentPhase(phases);
    if (!phase)
      throw new ContinuationFailedError(
        `Every phase of session ${session.id} is finished: there is no phase to restart. Resume with CONTINUE, or FROM_CHECKPOINT to go back further.`,
      );
    const resets = restartPhaseResets(phase.id, tasks, steps);
    // The phase starts afresh: the files its started steps declared go back to how they were before it began.
    const before = await findCodeCheckpointBeforePhase(caller.db, session.id, phase.id);
    const touched = new Set(resets.filter((r) => r.entity === 'STEP').map((r) => r.id));
    const paths = declaredWrites(steps.filter((step) => touched.has(step.id)));
    return {
      phaseId: phase.id,
      resets,
      workspaceRestore: null,
      fileRestores: before?.git_commit && paths.length ? [{ commit: before.git_commit, paths }] : [],
      rollbackBase: latestCode?.git_commit ?? null,
    };
  }
  const checkpoint = target!;
  const code = checkpoint.git_commit ? checkpoint : await findLastWorkCodeCheckpoint(caller.db, session.id, checkpoint.seq);
  // Writes that were in flight at the checkpoint roll back to the code snapshot before it.
  const before = code ? await findLastWorkCodeCheckpoint(caller.db, session.id, code.seq) : undefined;
  return {
    phaseId: null,
    resets: checkpointResets(checkpoint.state_snapshot as StateSnapshot, tasks, steps),
    workspaceRestore: code?.git_commit ?? null,
    fileRestores: [],
    rollbackBase: before?.git_commit ?? null,
  };
}

function declaredWrites(steps: readonly PlannedStep[]): string[] {
  return [...new Set(steps.flatMap((step) => ((step.writes as Array<{ path: string }>) ?? []).map((write) => write.path)))];
}

/** A WRITE step that declared the files it writes (path + sha256) is applied when every file has that content. */
async function appliedWrites(root: string, steps: readonly PlannedStep[]): Promise<Map<string, boolean>> {
  const result = new Map<string, boolean>();
  for (const step of steps) {
    const writes = (step.writes as Array<{ path: string; sha256?: string | null }>) ?? [];
    if (step.kind !== 'WRITE' || !['RUNNING', 'RESUMABLE'].includes(step.state) || writes.length === 0 || writes.some((w) => !w.sha256)) continue;
    const matches = await Promise.all(
      writes.map(async (write) => {
        const content = await readFile(path.resolve(root, write.path)).catch(() => null);
        return content !== null && createHash('sha256').update(content).digest('hex') === write.sha256;
      }),
    );
    result.set(step.id, matches.every(Boolean));
  }
  return result;
}

async function validateEnvironment(
  caller: Caller,
  session: Session,
  workspace: { id: string; path: string },
  checkpoint: Pick<Checkpoint, 'config'> | null,
  lastCommit: string | null,
): Promise<EnvironmentReport> {
  const report: EnvironmentReport = { valid: true, errors: [], warnings: [], changedFiles: [] };
  const info = await stat(workspace.path).catch(() => null);
  if (!info)
    report.errors.push({ code: 'WORKSPACE_MISSING', message: `${workspace.path} does not exist; restore it or fork the session into another directory.` });
  else if (!info.isDirectory()) report.errors.push({ code: 'WORKSPACE_NOT_DIRECTORY', message: `${workspace.path} is not a directory.` });
  if (report.errors.length === 0 && lastCommit) {
    try {
      report.changedFiles = await changedSince(gitOptionsFor(caller.settings, workspace), lastCommit);
    } catch (error) {
      if (!(error instanceof GitWorkspaceError)) throw error;
      report.errors.push({ code: error.code, message: error.message });
    }
    if (report.changedFiles.length) {
      report.warnings.push({
        code: 'FILES_CHANGED',
        message: `${report.changedFiles.length} file(s) changed since the last checkpoint; review them before continuing.`,
      });
    }
  }
  if (checkpoint && canonicalize(checkpoint.config) !== canonicalize(session.config)) {
    report.warnings.push({ code: 'CONFIG_CHANGED', message: 'The model configuration differs from the one stamped on the last checkpoint.' });
  }
  report.valid = report.errors.length === 0;
  return report;
}
