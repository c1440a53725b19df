// What resuming a session would do, computed without writing anything: what the mode sets back (through a restore
// point for FROM_CHECKPOINT), the continuation plan, the files to put back, the environment report and the
// approvals still pending. resumeSession acts on exactly this.
import { findApprovalsBySessionIds } from '../../approvals/approval.queries.ts';
import type { Caller } from '../../caller.ts';
import { snapshotIdOf } from '../../capture/checkpoint-code.ts';
import { readStateSnapshot } from '../../checkpoints/checkpoint.model.ts';
import {
  type CheckpointHead,
  findCodeCheckpointBeforePhase,
  findFullCheckpoint,
  findLastWorkCodeCheckpoint,
  findLatestCheckpointHead,
} from '../../checkpoints/checkpoint.queries.ts';
import { appliedByHashes, decidableWrites } from '../../code/applied-writes.ts';
import { type FileRestore, type RestorePlan, restoredPaths } from '../../code/restore-plan.ts';
import type { Approval } from '../../db/tables/approvals.ts';
import type { Checkpoint, StateSnapshot } from '../../db/tables/checkpoints.ts';
import type { Phase, Step } from '../../db/tables/plans.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import { CheckpointNotFoundError, CheckpointVersionUnsupportedError } from '../../errors/checkpoint.ts';
import { idRef, NotFoundError, text, throws, ValidationError } from '../../errors/domain.ts';
import { ObjectsMissingError } from '../../errors/objects.ts';
import { ContinuationFailedError } from '../../errors/resume.ts';
import { fileHashesAt } from '../../objects/file-read.service.ts';
import { type ContinuationPlan, type InProgressStrategy, type PlannerPhase, planContinuation } from '../../plans/continuation.model.ts';
import {
  findPhasesBySessionIds,
  findPlannedSteps,
  findPlannedTasks,
  findUnfinishedSteps,
  type PlannedStep,
  type PlannedTask,
} from '../../plans/plan.queries.ts';
import { applyResets, currentPhase, restartPhaseResets, type StateReset } from '../../plans/state-reset.model.ts';
import { loadHistory } from '../../restore/restore.service.ts';
import { checkpointResets, newestOnLine, type RestorePoint, resolveRestorePoint } from '../../restore/restore-point.model.ts';
import { planRowsAt, type WorkingStateRestore, workingStateRestore } from '../../restore/working-state.model.ts';
import { findPlanRowsForRestore, readWorkingState } from '../../restore/working-state.queries.ts';
import { isResumable, isTerminal } from '../../sessions/session.model.ts';
import { findWorkspacesByIds } from '../../workspaces/workspace.queries.ts';
import { type AgentView, type EnvironmentIssue, type EnvironmentReport, lookThroughAgent, validateEnvironment } from './environment.ts';

export const RESUME_MODES = ['CONTINUE', 'RESTART_PHASE', 'FROM_CHECKPOINT'] as const;
export type ResumeMode = (typeof RESUME_MODES)[number];

export type ResumeOptions = { mode?: ResumeMode | null; checkpointId?: string | null; inProgress?: InProgressStrategy | null };

export type ResumePreview = {
  session: Session;
  mode: ResumeMode;
  resumable: boolean;
  blockers: EnvironmentIssue[];
  /** The checkpoint resumed from: the one asked for (FROM_CHECKPOINT), else the latest (without its snapshot). */
  checkpoint: Checkpoint | CheckpointHead | null;
  /** FROM_CHECKPOINT: where the conversations are cut and which messages come back. */
  restorePoint: RestorePoint | null;
  /** RESTART_PHASE: the phase put back to pending. */
  phaseId: string | null;
  /** Tasks and steps the mode sets to another state before the plan is made. */
  resets: StateReset[];
  /** FROM_CHECKPOINT: the plan's structure and working state the restore puts back (besides states). */
  workingState: WorkingStateRestore | null;
  plan: ContinuationPlan;
  environment: EnvironmentReport;
  pendingApprovals: Approval[];
  /** The unfinished steps as they are now, whole: the API answers with these instead of reading them again. */
  stepRows: ReadonlyMap<string, Step>;
  /** The file work, the agent's: the whole workspace back to a snapshot (FROM_CHECKPOINT), then single files back. */
  files: RestorePlan;
  /** Every path of the file restores, once. */
  restoredFiles: string[];
  workspace: Workspace;
};

type Known = {
  /** RESTART_PHASE: the phase to restart; FROM_CHECKPOINT: the target's state snapshot (both checked before the agent is asked). */
  restart: Phase | null;
  snapshot: StateSnapshot | null;
  tasks: PlannedTask[];
  steps: PlannedStep[];
  latestCode: CheckpointHead | null;
  target: Checkpoint | null;
  workspace: Workspace;
};

export async function previewResume(caller: Caller, session: Session, options: ResumeOptions = {}): Promise<ResumePreview> {
  const { db } = caller;
  const mode = options.mode ?? 'CONTINUE';
  if (mode === 'FROM_CHECKPOINT' && !options.checkpointId)
    throw new ValidationError('checkpointId', 'FROM_CHECKPOINT needs one: pass the checkpoint to go back to.');
  if (mode !== 'FROM_CHECKPOINT' && options.checkpointId) {
    throw new ValidationError('checkpointId', 'only FROM_CHECKPOINT takes a checkpoint; leave it out, or set mode: FROM_CHECKPOINT.');
  }
  // The plan is read while the folder's agent snapshots it (most of a resume's time): the agent starts as soon as what
  // refuses a resume before any file work is known (the workspace, the checkpoint asked for, the phase to restart).
  const planRead = Promise.all([
    findPlannedTasks(db, session.id),
    findPlannedSteps(db, [session.id]),
    findUnfinishedSteps(db, session.id),
    findApprovalsBySessionIds(db, [session.id], ['PENDING']),
    findLatestCheckpointHead(db, session.id),
  ]);
  planRead.catch(() => {}); // awaited below, unless the resume is refused first
  const [phases, latestCode, target, [workspace]] = await Promise.all([
    findPhasesBySessionIds(db, [session.id]),
    findLastWorkCodeCheckpoint(db, session.id),
    options.checkpointId ? findFullCheckpoint(db, caller.viewer.ownerId, options.checkpointId) : undefined,
    findWorkspacesByIds(db, caller.viewer.ownerId, [session.workspace_id]),
  ]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  if (options.checkpointId && target?.session_id !== session.id) {
    throw new CheckpointNotFoundError(options.checkpointId, idRef('Session', session.id));
  }
  const restart = mode === 'RESTART_PHASE' ? phaseToRestart(session, phases) : null;
  const snapshot = mode === 'FROM_CHECKPOINT' ? readStateSnapshot(target!) : null; // a format this server does not read: refused here
  // The folder's agent snapshots it once; the environment check and the declared writes both read that.
  const seeing = lookThroughAgent(caller, session, workspace, latestCode?.code_tree ?? null);
  seeing.catch(() => {}); // awaited below, and before any refusal is answered (beside)
  const [tasks, steps, unfinished, approvals, latest] = await beside(seeing, planRead);
  const known = { restart, snapshot, tasks, steps, latestCode: latestCode ?? null, target: target ?? null, workspace };
  const modePlan = await beside(seeing, planMode(caller, session, mode, known));
  const seen = await seeing;
  const applied = mode === 'FROM_CHECKPOINT' ? new Map<string, boolean>() : await writesApplied(caller, steps, seen);
  const rows = modePlan.rows ?? { phases, tasks, steps };
  const plan = planContinuation({
    strategy: session.strategy,
    phases: rows.phases,
    tasks: resumedWithSession(rows.phases, applyResets(rows.tasks, modePlan.resets)),
    steps: applyResets(rows.steps, modePlan.resets),
    inProgressStrategy: options.inProgress ?? 'ROLLBACK_RETRY',
    writeApplied: (id) => applied.get(id) ?? null,
  });
  const checkpoint = target ?? latest ?? null;
  const environment = await validateEnvironment(caller, session, workspace, checkpoint, latestCode ?? null, seen);
  if (mode === 'FROM_CHECKPOINT' && !modePlan.workspaceRestore) {
    environment.warnings.push({ code: 'NO_CODE_SNAPSHOT', message: 'No code snapshot at or before this checkpoint: files are left as they are.' });
  }
  // Interrupted writes the plan rolls back go back to the snapshot before them.
  const rolledBack = new Set(plan.inProgress.filter((d) => d.action === 'ROLLBACK_AND_RETRY').map((d) => d.stepId));
  const rollbackPaths = declaredWrites(steps.filter((step) => rolledBack.has(step.id)));
  const fileRestores = [...modePlan.fileRestores];
  if (modePlan.rollbackBase && rollbackPaths.length) fileRestores.push({ commit: modePlan.rollbackBase, paths: rollbackPaths });
  const files = { workspace: modePlan.workspaceRestore, files: fileRestores };
  const blockers = await blockersOf(caller, session, target ?? null, latest ?? null);
  return {
    session,
    mode,
    resumable: blockers.length === 0,
    blockers,
    checkpoint,
    restorePoint: modePlan.point,
    phaseId: modePlan.phaseId,
    resets: modePlan.resets,
    workingState: modePlan.workingState,
    plan,
    environment,
    pendingApprovals: approvals,
    stepRows: new Map(unfinished.map((step) => [step.id, step])),
    files,
    restoredFiles: restoredPaths(files),
    workspace,
  };
}
export const previewResumeThrows = throws(
  CheckpointNotFoundError,
  CheckpointVersionUnsupportedError,
  ContinuationFailedError,
  NotFoundError,
  ObjectsMissingError,
  ValidationError,
);

async function blockersOf(caller: Caller, session: Session, target: Checkpoint | null, latest: CheckpointHead | null): Promise<EnvironmentIssue[]> {
  const blockers: EnvironmentIssue[] = [];
  if (isTerminal(session.state)) {
    const message = `The session is ${session.state}: a finished session cannot be resumed; create a new session to carry its work on.`;
    blockers.push({ code: 'TERMINAL_STATE', message });
  } else if (!isResumable(session, new Date())) {
    const until = session.lease_expires_at?.toISOString();
    const message = `Runner "${session.lease_holder}" holds the lease until ${until}; wait until it is released or expires, or break it with forceUnlock.`;
    blockers.push({ code: 'SESSION_LOCKED', message });
  }
  const { signing } = caller.settings;
  const checkpoint = target ?? latest;
  const intact = !checkpoint || (target ? signing.verify(target) : await signing.isIntact(caller.db, latest!));
  if (!intact) {
    const message = `Checkpoint ${checkpoint!.seq} no longer matches its signature (it was edited); resume FROM_CHECKPOINT from one whose verified field is true.`;
    blockers.push({ code: 'CHECKPOINT_TAMPERED', message });
  }
  return blockers;
}

type ModePlan = {
  phaseId: string | null;
  resets: StateReset[];
  /** FROM_CHECKPOINT: the plan's rows as the restore leaves them (the snapshot's), and the rest it puts back. */
  rows?: { phases: PlannerPhase[]; tasks: PlannedTask[]; steps: PlannedStep[] };
  workingState: WorkingStateRestore | null;
  point: RestorePoint | null;
  workspaceRestore: string | null;
  fileRestores: FileRestore[];
  rollbackBase: string | null;
};

/** What the mode changes before planning, and which snapshot interrupted writes roll back to. */
async function planMode(caller: Caller, session: Session, mode: ResumeMode, known: Known): Promise<ModePlan> {
  const { tasks, steps, latestCode, target, restart, snapshot } = known;
  // The snapshots the files are written from: the agent's trees.
  const latestId = snapshotIdOf(latestCode);
  const none = { phaseId: null, resets: [], point: null, workspaceRestore: null, fileRestores: [], workingState: null };
  if (mode === 'CONTINUE') return { ...none, rollbackBase: latestId };
  if (mode === 'RESTART_PHASE') {
    const phase = restart!;
    const resets = restartPhaseResets(phase.id, tasks, steps);
    // The phase starts afresh: the files its started steps declared go back to how they were before it began.
    const before = await findCodeCheckpointBeforePhase(caller.db, session.id, phase.id);
    const touched = new Set(resets.filter((r) => r.entity === 'STEP').map((r) => r.id));
    const paths = declaredWrites(steps.filter((step) => touched.has(step.id)));
    const beforeId = snapshotIdOf(before);
    const fileRestores = beforeId && paths.length ? [{ commit: beforeId, paths }] : [];
    return { ...none, phaseId: phase.id, resets, fileRestores, rollbackBase: latestId };
  }
  const checkpoint = target!;
  const history = await loadHistory(caller.db, session.id);
  const self = history.checkpoints.find((c) => c.id === checkpoint.id)!;
  const point = resolveRestorePoint({ kind: 'CHECKPOINT', checkpoint: self }, history);
  // Writes that were in flight at the checkpoint roll back to the code snapshot before its own.
  const code = point.code;
  const before =
    code && newestOnLine(history.checkpoints, { kind: 'CHECKPOINT', checkpoint: code }, history.setAside, (c) => c.codeTree !== null && c.seq < code.seq);
  const rows = planRowsAt(snapshot!, await findPlanRowsForRestore(caller.db, session.id));
  return {
    ...none,
    rows,
    resets: checkpointResets(snapshot!, rows.tasks, rows.steps),
    workingState: workingStateRestore(snapshot!, await readWorkingState(caller.db, session.id)),
    point,
    workspaceRestore: code?.codeTree ?? null,
    rollbackBase: before?.codeTree ?? null,
  };
}

/** `work`'s answer; when it fails, only once the agent's snapshot has ended too: nothing of the agent's goes on after the answer. */
async function beside<T>(snapshot: Promise<unknown>, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    await Promise.allSettled([snapshot]);
    throw error;
  }
}

/** RESTART_PHASE's phase: the first unfinished one, else ContinuationFailedError. */
function phaseToRestart(session: Session, phases: readonly Phase[]): Phase {
  const phase = currentPhase(phases);
  if (phase) return phase;
  throw new ContinuationFailedError(
    text`Every phase of session ${idRef('Session', session.id)} is finished, so there is no phase to restart; resume with CONTINUE, or FROM_CHECKPOINT to go back further.`,
  );
}

/** The tasks as the resume leaves them: those the session's pause paused are resumed with it (pause.service). */
function resumedWithSession(phases: readonly PlannerPhase[], tasks: readonly PlannedTask[]): PlannedTask[] {
  const pausedPhases = new Set(phases.filter((phase) => phase.state === 'PAUSED').map((phase) => phase.id));
  const resumes = (task: PlannedTask) => task.state === 'PAUSED' && task.paused_with_session === true && !pausedPhases.has(task.phase_id);
  return tasks.map((task) => (resumes(task) ? { ...task, state: 'RESUMABLE' } : task));
}

function declaredWrites(steps: readonly PlannedStep[]): string[] {
  return [...new Set(steps.flatMap((step) => step.writes.map((write) => write.path)))];
}

/**
 * Which interrupted WRITEs landed (code/applied-writes.ts): their declared files hashed in the snapshot the agent just
 * uploaded of its folder (none when it could not be taken: every write unknown).
 */
async function writesApplied(caller: Caller, steps: readonly PlannedStep[], seen: AgentView): Promise<Map<string, boolean>> {
  if ('issue' in seen) return new Map();
  const paths = [...new Set(decidableWrites(steps).flatMap((step) => step.writes.map((write) => write.path)))];
  const hashes = await fileHashesAt(caller.db, caller.viewer.ownerId, seen.tree, paths);
  return appliedByHashes(steps, (file) => hashes.get(file) ?? null);
}
