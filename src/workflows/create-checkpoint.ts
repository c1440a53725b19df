// createCheckpoint: the git snapshot first (content-addressed, harmless if nothing refers to it), then the row and
// its event in one transaction. A failure anywhere before the commit leaves no checkpoint row.
import path from 'node:path';
import { findPreviousCodeCheckpoint } from '../checkpoints/checkpoint.queries.ts';
import { type CodeSnapshot, recordCheckpoint } from '../checkpoints/checkpoint.service.ts';
import type { Checkpoint, CheckpointKind, Session, Workspace } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { NotFoundError, ValidationError, WorkspaceUnavailableError } from '../errors.ts';
import { inTransaction } from '../events/transaction.ts';
import { changedFiles, diffFiles, type FileDiff, type GitOptions, GitWorkspaceError, snapshotWorkspace } from '../git/workspace-git.ts';
import { findPhasesByIds, findStepsByIds, findTasksByIds } from '../plans/plan.queries.ts';
import { assertLeaseHeld } from '../sessions/lease.model.ts';
import { findSessionsByIds } from '../sessions/session.queries.ts';
import { withSessionLock } from '../sessions/session-lock.ts';
import { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';
import type { Caller, WorkflowSettings } from './viewer.ts';

export type CheckpointRequest = {
  sessionId: string;
  label?: string | null;
  kind?: CheckpointKind | null;
  position?: { phaseId?: string | null; taskId?: string | null; stepId?: string | null };
  /** False: a state-only checkpoint (plan and conversations, no code snapshot). */
  includeCode?: boolean | null;
  /** The runner's lease token when the session is leased (fencing). */
  leaseToken?: number | null;
};

/** Test seam: runs between the git work and the transaction (the window a crash could hit). */
export type CheckpointHooks = { afterSnapshot?: () => Promise<void> };

export function gitOptionsFor(settings: WorkflowSettings, workspace: { id: string; path: string }): GitOptions {
  return { workspacePath: workspace.path, shadowDir: path.join(settings.dataDir, 'shadow', workspace.id), maxFileBytes: settings.maxSnapshotFileBytes };
}

/** Git failures as the domain error the API reports. */
export function asWorkspaceError(error: unknown, workspacePath: string): unknown {
  if (!(error instanceof GitWorkspaceError)) return error;
  return new WorkspaceUnavailableError(error.code, workspacePath, error.message);
}

/** Position ids must name a phase, task and step of this session. */
async function checkPosition(caller: Caller, sessionId: string, position: NonNullable<CheckpointRequest['position']>): Promise<void> {
  const { db, viewer } = caller;
  const checks: Array<[string, string | null | undefined, (ids: string[]) => Promise<Array<{ session_id: string }>>]> = [
    ['Phase', position.phaseId, (ids) => findPhasesByIds(db, viewer.ownerId, ids)],
    ['Task', position.taskId, (ids) => findTasksByIds(db, viewer.ownerId, ids)],
    ['Step', position.stepId, (ids) => findStepsByIds(db, viewer.ownerId, ids)],
  ];
  for (const [entity, id, find] of checks) {
    if (id && (await find([id]))[0]?.session_id !== sessionId) throw new NotFoundError(entity, id);
  }
}

export async function createCheckpoint(caller: Caller, request: CheckpointRequest, hooks: CheckpointHooks = {}): Promise<Checkpoint> {
  const label = request.label?.trim() || null;
  if (request.label != null && !label) throw new ValidationError('label', 'give the checkpoint a label, or leave it out.');
  if (request.kind === 'RESUME') throw new ValidationError('kind', 'RESUME checkpoints are made by resumeSession; use MANUAL.');
  if (request.includeCode === false && !request.position?.phaseId && !request.position?.taskId && !request.position?.stepId) {
    return recordStateOnly(caller, request, label); // one transaction, no reads before it
  }
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [request.sessionId]);
  if (!session) throw new NotFoundError('Session', request.sessionId);
  await checkPosition(caller, session.id, request.position ?? {});
  // One code checkpoint (or resume) of a session at a time, across processes: each diffs against the one before it,
  // and none snapshots a workspace a resume is restoring. The locked work runs on the lock's connection only.
  return withSessionLock(caller.db, session.id, (connection) =>
    snapshotAndRecord({ ...caller, db: connection }, session, { ...request, label: label ?? `checkpoint ${session.last_checkpoint_seq + 1}` }, hooks),
  );
}

async function recordStateOnly(caller: Caller, request: CheckpointRequest, label: string | null): Promise<Checkpoint> {
  return inTransaction(caller.db, caller.viewer.actor, (tx) =>
    recordCheckpoint(
      tx,
      caller.viewer.ownerId,
      request.sessionId,
      {
        id: newId(),
        label,
        kind: request.kind ?? 'MANUAL',
        position: { phaseId: null, taskId: null, stepId: null },
        code: null,
      },
      caller.settings.secret,
      (session) => assertLeaseHeld(session, request.leaseToken, new Date()),
    ),
  );
}

async function snapshotAndRecord(caller: Caller, session: Session, request: CheckpointRequest & { label: string }, hooks: CheckpointHooks) {
  const { db, viewer, settings } = caller;
  const id = newId();
  const code = request.includeCode === false ? null : await snapshotSessionCode(caller, session, await workspaceOf(caller, session), id, request.label);
  await hooks.afterSnapshot?.();
  return inTransaction(db, viewer.actor, (tx) =>
    recordCheckpoint(
      tx,
      viewer.ownerId,
      session.id,
      {
        id,
        label: request.label,
        kind: request.kind ?? 'MANUAL',
        position: {
          phaseId: request.position?.phaseId ?? null,
          taskId: request.position?.taskId ?? null,
          stepId: request.position?.stepId ?? null,
        },
        code,
      },
      settings.secret,
      (locked) => assertLeaseHeld(locked, request.leaseToken, new Date()),
    ),
  );
}

async function workspaceOf(caller: Caller, session: Session): Promise<Workspace> {
  const [workspace] = await findWorkspacesByIds(caller.db, caller.viewer.ownerId, [session.workspace_id]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  return workspace;
}

/** Snapshots the session's workspace for checkpoint `checkpointId` (diffed against the previous code checkpoint). */
export async function snapshotSessionCode(caller: Caller, session: Session, workspace: Workspace, checkpointId: string, label: string): Promise<CodeSnapshot> {
  const parent = (await findPreviousCodeCheckpoint(caller.db, session.id))?.git_commit ?? null;
  return snapshotCode(gitOptionsFor(caller.settings, workspace), session.id, checkpointId, parent, label).catch((error: unknown) => {
    throw asWorkspaceError(error, workspace.path);
  });
}

async function snapshotCode(options: GitOptions, sessionId: string, checkpointId: string, parent: string | null, label: string): Promise<CodeSnapshot> {
  const ref = `refs/savepoint/${sessionId}/${checkpointId}`;
  const snapshot = await snapshotWorkspace(options, { ref, parent, message: `savepoint: ${label}` });
  const files = await changedFiles(options, parent, snapshot.commit);
  const note = snapshot.skipped.length
    ? `Skipped ${snapshot.skipped.length} file(s) over ${options.maxFileBytes} bytes: ${snapshot.skipped.map((f) => `${f.path} (${f.bytes} B)`).join(', ')}`
    : null;
  return {
    commit: snapshot.commit,
    ref,
    note,
    files: files.map((file) => ({ ...file })),
    added: files.reduce((sum, file) => sum + file.additions, 0),
    removed: files.reduce((sum, file) => sum + file.deletions, 0),
  };
}

export type { FileDiff };

/** The code diff between two snapshot commits of a workspace (from = null: everything in `to`). */
export async function checkpointCodeDiff(
  settings: WorkflowSettings,
  workspace: { id: string; path: string },
  from: string | null,
  to: string,
): Promise<FileDiff[]> {
  return diffFiles(gitOptionsFor(settings, workspace), from, to).catch((error: unknown) => {
    throw asWorkspaceError(error, workspace.path);
  });
}
