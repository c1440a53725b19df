// Where a fork works. SHARED: the source's own folder (then one live lease per folder holds for both). DIRECTORY: the
// fork point's snapshot written into a new folder the caller names (any workspace, git or not). WORKTREE (the default
// for a git workspace): a `git worktree` of the user's repository on a new branch at the fork point's code. The folder
// is made before the fork's transaction (without following a symbolic link: git/pinned-folder.ts), registered as the
// owner's workspace inside it, and taken back if it fails.
import path from 'node:path';
import type { Caller } from '../../caller.ts';
import { forkThroughAgent } from '../../capture/agent-fork.ts';
import { codeTreeOf, workspaceOf } from '../../capture/checkpoint-code.ts';
import { exportCode, removeExported } from '../../code/export.ts';
import { addWorktreeFromSnapshot, isGitRepository, removeWorktreeOf } from '../../code/worktree.ts';
import { withFolderLock } from '../../db/advisory-locks.ts';
import { newId } from '../../db/ids.ts';
import type { Session, StoredForkPoint } from '../../db/tables/sessions.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import { ValidationError } from '../../errors/domain.ts';
import type { Work } from '../../events/unit-of-work.ts';
import { overlaps } from '../../workspaces/workspace.model.ts';
import { findWorkspaceAtPlace, insertWorkspace } from '../../workspaces/workspace.queries.ts';
import { checkNewFolder, createWorkspace } from '../../workspaces/workspace.service.ts';
import type { ForkPoint } from './fork-point.ts';

export type ForkMode = StoredForkPoint['workspaceMode'];
export type ForkWorkspaceInput = { mode?: ForkMode | null; path?: string | null; branchName?: string | null };

/** The fork's folder, made (or the source's, shared), and how to take it back; `host`: its agent's machine, or null. */
export type ForkPlace = { mode: ForkMode; path: string | null; host: string | null; branch: string | null; undo: () => Promise<void> };

export async function placeFork(caller: Caller, source: Session, point: ForkPoint, input: ForkWorkspaceInput | null): Promise<ForkPlace> {
  const workspace = await workspaceOf(caller, source);
  // A new folder for the fork of an agent's folder is the agent's to make, on its machine.
  if (workspace.host !== null && (input?.path || (input?.mode && input.mode !== 'SHARED'))) return placeThroughAgent(caller, workspace, source, point, input!);
  const mode = input?.mode ?? (input?.path ? ((await isGitRepository(workspace)) ? 'WORKTREE' : 'DIRECTORY') : 'SHARED');
  if (mode === 'SHARED') {
    if (input?.path || input?.branchName)
      throw new ValidationError('workspace.path', "SHARED works in the source's own folder: leave path and branchName out.");
    return { mode, path: null, host: null, branch: null, undo: async () => {} };
  }
  if (mode === 'DIRECTORY' && input?.branchName) throw new ValidationError('workspace.branchName', 'only WORKTREE makes a branch; leave branchName out.');
  const commit = point.code?.git_commit;
  if (!commit) {
    throw new ValidationError(
      'workspace.mode',
      `there is no code checkpoint at or before the fork point, so there is no code to put in a new folder; fork with mode SHARED, or from a later point.`,
    );
  }
  if (!input?.path) throw new ValidationError('workspace.path', `${mode} needs the path of the new folder to work in (inside your workspace roots).`);
  const branchName = input.branchName ?? `savepoint/fork-${newId().slice(-12)}`;
  if (caller.settings.redactor.text(branchName) !== branchName) {
    throw new ValidationError('workspace.branchName', 'it looks like it holds a secret (a token or password); name the branch with plain words.');
  }
  const asked = await checkNewFolder(caller.db, caller.viewer.ownerId, input.path, caller.settings.places, 'workspace.path');
  // Checked again and made under the folder's lock (caller.db is the source's session-lock connection): two forks,
  // on any servers, never both find the same path empty.
  return withFolderLock(caller.db, asked.path, async () => {
    const folder = await checkNewFolder(caller.db, caller.viewer.ownerId, input.path!, caller.settings.places, 'workspace.path');
    // A folder inside the source's (or holding it) would be in the source's snapshots and rewinds, and the source in its.
    if (overlaps(folder.path, workspace.path)) {
      throw new ValidationError('workspace.path', `${folder.path} overlaps the source's folder ${workspace.path}; name a folder outside it.`);
    }
    const store = caller.settings.code;
    if (mode === 'WORKTREE') {
      const made = await addWorktreeFromSnapshot(store, workspace, {
        commit,
        branchName,
        path: folder.path,
        field: 'workspace.path',
        subject: `Savepoint fork of checkpoint ${point.code!.seq}`,
      });
      return { mode, path: folder.path, host: null, branch: made.branch.ref, undo: () => removeWorktreeOf(store, workspace, made) };
    }
    await exportCode(store, workspace, commit, folder.path, 'workspace.path'); // all at once, or nothing there
    return { mode, path: folder.path, host: null, branch: null, undo: () => removeExported(folder.path, folder.exists) };
  });
}

/** The fork's workspace id: the source's, or its new folder registered as the owner's workspace (in the transaction). */
export async function registerPlace(work: Work, caller: Caller, place: ForkPlace, source: Session): Promise<string> {
  if (!place.path) return source.workspace_id;
  if (place.host !== null) {
    // On the agent's machine: a workspace there, served once an agent is started in it (it attaches this one).
    const ownerId = caller.viewer.ownerId;
    if (await findWorkspaceAtPlace(work.trx, ownerId, place.host, place.path))
      throw new ValidationError('workspace.path', `${place.path} on ${place.host} is a workspace of yours already; name a new folder.`);
    const name = path.basename(place.path) || place.path;
    return (await insertWorkspace(work.trx, { id: newId(), owner_id: ownerId, name, path: place.path, host: place.host, agent_id: null })).id;
  }
  const made = await createWorkspace(work.trx, caller.viewer.ownerId, { path: place.path }, caller.settings.places, 'workspace.path');
  return made.id;
}

/** The fork of an agent's folder into a new folder on its machine: the FORK command, the point's stored tree. */
async function placeThroughAgent(caller: Caller, workspace: Workspace, source: Session, point: ForkPoint, input: ForkWorkspaceInput): Promise<ForkPlace> {
  if (!point.code) {
    throw new ValidationError(
      'workspace.mode',
      'there is no code checkpoint at or before the fork point, so there is no code to put in a new folder; fork with mode SHARED, or from a later point.',
    );
  }
  if (!input.path) throw new ValidationError('workspace.path', 'a new folder needs its path, on the machine of the agent serving this workspace.');
  if (input.mode === 'DIRECTORY' && input.branchName) throw new ValidationError('workspace.branchName', 'only WORKTREE makes a branch; leave branchName out.');
  const branchName = input.branchName ?? `savepoint/fork-${newId().slice(-12)}`;
  if (caller.settings.redactor.text(branchName) !== branchName) {
    throw new ValidationError('workspace.branchName', 'it looks like it holds a secret (a token or password); name the branch with plain words.');
  }
  const mode = input.mode === 'WORKTREE' || input.mode === 'DIRECTORY' ? input.mode : null;
  const tree = codeTreeOf(point.code, workspace.path);
  const made = await forkThroughAgent(caller, workspace, source.id, {
    tree,
    path: input.path,
    mode,
    branchName,
    subject: `Savepoint fork of checkpoint ${point.code.seq}`,
  });
  return { ...made, host: workspace.host };
}
