// What resuming a session would do, computed without writing anything: the continuation plan, the environment
// report (workspace, files changed since the last code checkpoint, config changed since the checkpoint) and the
// approvals still pending. resumeSession will act on exactly this.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import canonicalize from 'canonicalize';
import { findLatestCheckpoint, findPreviousCodeCheckpoint } from '../checkpoints/checkpoint.queries.ts';
import { findApprovalsBySessionIds } from '../approvals/approval.queries.ts';
import type { Approval, Checkpoint, Session, Step } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import { changedSince, GitWorkspaceError } from '../git/workspace-git.ts';
import { planContinuation, type ContinuationPlan, type InProgressStrategy } from '../plans/continuation.model.ts';
import { findPhasesBySessionIds, findStepsBySessionIds, findTasksBySessionIds } from '../plans/plan.queries.ts';
import { isResumable, isTerminal } from '../sessions/session.model.ts';
import { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';
import { gitOptionsFor } from './create-checkpoint.ts';
import type { Caller } from './viewer.ts';

export type EnvironmentIssue = { code: string; message: string };
export type ChangedFile = { path: string; action: 'ADDED' | 'MODIFIED' | 'DELETED'; modifiedAt: Date | null };
export type EnvironmentReport = { valid: boolean; errors: EnvironmentIssue[]; warnings: EnvironmentIssue[]; changedFiles: ChangedFile[] };

export type ResumePreview = {
  session: Session;
  resumable: boolean;
  blockers: EnvironmentIssue[];
  checkpoint: Checkpoint | null;
  plan: ContinuationPlan;
  environment: EnvironmentReport;
  pendingApprovals: Approval[];
};

export async function previewResume(caller: Caller, session: Session, inProgressStrategy: InProgressStrategy = 'ROLLBACK_RETRY'): Promise<ResumePreview> {
  const { db } = caller;
  const [phases, tasks, steps, approvals, checkpoint, codeCheckpoint, [workspace]] = await Promise.all([
    findPhasesBySessionIds(db, [session.id]),
    findTasksBySessionIds(db, [session.id]),
    findStepsBySessionIds(db, [session.id]),
    findApprovalsBySessionIds(db, [session.id], ['PENDING']),
    findLatestCheckpoint(db, session.id),
    findPreviousCodeCheckpoint(db, session.id),
    findWorkspacesByIds(db, caller.viewer.ownerId, [session.workspace_id]),
  ]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  const applied = await appliedWrites(workspace.path, steps);
  const plan = planContinuation({ strategy: session.strategy, phases, tasks, steps, inProgressStrategy, writeApplied: (id) => applied.get(id) ?? null });
  const environment = await validateEnvironment(caller, session, workspace, checkpoint ?? null, codeCheckpoint?.git_commit ?? null);
  const now = new Date();
  const blockers: EnvironmentIssue[] = [];
  if (isTerminal(session.state)) blockers.push({ code: 'TERMINAL_STATE', message: `The session is ${session.state}; fork it to continue.` });
  else if (!isResumable(session, now)) {
    blockers.push({ code: 'SESSION_LOCKED', message: `Runner "${session.lease_holder}" holds the lease until ${session.lease_expires_at?.toISOString()}.` });
  }
  return { session, resumable: blockers.length === 0, blockers, checkpoint: checkpoint ?? null, plan, environment, pendingApprovals: approvals };
}

/** A WRITE step that declared the files it writes (path + sha256) is applied when every file has that content. */
async function appliedWrites(root: string, steps: readonly Step[]): Promise<Map<string, boolean>> {
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
  checkpoint: Checkpoint | null,
  lastCommit: string | null,
): Promise<EnvironmentReport> {
  const report: EnvironmentReport = { valid: true, errors: [], warnings: [], changedFiles: [] };
  const info = await stat(workspace.path).catch(() => null);
  if (!info) report.errors.push({ code: 'WORKSPACE_MISSING', message: `${workspace.path} does not exist; restore it or fork the session into another directory.` });
  else if (!info.isDirectory()) report.errors.push({ code: 'WORKSPACE_NOT_DIRECTORY', message: `${workspace.path} is not a directory.` });
  if (report.errors.length === 0 && lastCommit) {
    try {
      report.changedFiles = await changedSince(gitOptionsFor(caller.settings, workspace), lastCommit);
    } catch (error) {
      if (!(error instanceof GitWorkspaceError)) throw error;
      report.errors.push({ code: error.code, message: error.message });
    }
    if (report.changedFiles.length) {
      report.warnings.push({ code: 'FILES_CHANGED', message: `${report.changedFiles.length} file(s) changed since the last checkpoint; review them before continuing.` });
    }
  }
  if (checkpoint && canonicalize(checkpoint.config) !== canonicalize(session.config)) {
    report.warnings.push({ code: 'CONFIG_CHANGED', message: 'The model configuration differs from the one stamped on the last checkpoint.' });
  }
  report.valid = report.errors.length === 0;
  return report;
}
