// Where a fork works. SHARED: the source's own folder (then one live lease per folder holds for both). DIRECTORY: the
// fork point's snapshot written into a new folder the caller names (any workspace, git or not). WORKTREE (the default
// for a git workspace): a `git worktree` of the user's repository on a new branch at the fork point's code. The folder
// is made by the source folder's agent before the fork's transaction (a FORK command: capture/agent-fork.ts), registered
// as the owner's workspace inside it, and taken back by the agent if it fails. For a local owner's folder on this host,
// the server checks the new path as a registration would, before the agent is asked and again when it registers it.
import path from 'node:path';
import type { Caller } from '../../caller.ts';
import { forkThroughAgent } from '../../capture/agent-fork.ts';
import { codeTreeOf, workspaceOf } from '../../capture/checkpoint-code.ts';
import { newId } from '../../db/ids.ts';
import type { Session, StoredForkPoint } from '../../db/tables/sessions.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import { ValidationError } from '../../errors/domain.ts';
import type { Work } from '../../events/unit-of-work.ts';
import { folderOf, THIS_HOST } from '../../workspaces/workspace.model.ts';
import { findWorkspaceAtPlace, insertWorkspace, isLocalOwner } from '../../workspaces/workspace.queries.ts';
import { checkNewFolder, createWorkspace } from '../../workspaces/workspace.service.ts';
import type { ForkPoint } from './fork-point.ts';

export type ForkMode = StoredForkPoint['workspaceMode'];
export type ForkWorkspaceInput = { mode?: ForkMode | null; path?: string | null; branchName?: string | null };

/** The fork's folder, made (or the source's, shared), and how to take it back; `host`: its agent's machine, or null. */
/** Where the fork works; `commandId`: the agent's FORK that made its folder (confirmed by the fork's record), null when none. */
export type ForkPlace = {
  mode: ForkMode;
  path: string | null;
  host: string | null;
  branch: string | null;
  commandId: string | null;
  undo: () => Promise<void>;
};

export async function placeFork(caller: Caller, source: Session, point: ForkPoint, input: ForkWorkspaceInput | null): Promise<ForkPlace> {
  const workspace = await workspaceOf(caller, source);
  // A new folder for the fork is the agent's to make, beside the source's folder.
  if (input?.path || (input?.mode && input.mode !== 'SHARED')) return placeThroughAgent(caller, workspace, source, point, input);
  if (input?.branchName) throw new ValidationError('workspace.branchName', "SHARED works in the source's own folder: leave branchName out.");
  return { mode: 'SHARED', path: null, host: null, branch: null, commandId: null, undo: async () => {} };
}

/** The fork's workspace id: the source's, or its new folder registered as the owner's workspace (in the transaction). */
export async function registerPlace(work: Work, caller: Caller, place: ForkPlace, source: Session): Promise<string> {
  if (!place.path) return source.workspace_id;
  if (!onThisHost(place.host) || !(await isLocalOwner(work.trx, caller.viewer.ownerId))) {
    // On the agent's machine (a local owner's own agent on another host too): a workspace there, served once an agent
    // is started in it (it attaches this one).
    const ownerId = caller.viewer.ownerId;
    if (await findWorkspaceAtPlace(work.trx, ownerId, place.host, place.path))
      throw new ValidationError('workspace.path', `${place.path} on ${place.host} is a workspace of yours already; name a new folder.`);
    const name = path.basename(place.path) || place.path;
    return (await insertWorkspace(work.trx, { id: newId(), owner_id: ownerId, name, path: place.path, host: place.host, agent_id: null })).id;
  }
  // A local owner's folder, made by the agent this server embeds, on this host: checked as any folder registered here
  // (never another owner's, never inside or around a workspace, its .git its own or a worktree of the owner's), then
  // served by the embedded agent once a verb needs it.
  const made = await createWorkspace(work.trx, caller.viewer.ownerId, { path: place.path }, caller.settings.places, 'workspace.path');
  return made.id;
}

/** The fork of an agent's folder into a new folder on its machine: the FORK command, the point's stored tree. */
async function placeThroughAgent(
  caller: Caller,
  workspace: Workspace & { owner_local: boolean },
  source: Session,
  point: ForkPoint,
  input: ForkWorkspaceInput,
): Promise<ForkPlace> {
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
  const tree = codeTreeOf(point.code, folderOf(workspace));
  // A local owner's new folder beside a folder of this host is on this host: refused here first if it may not be made
  // (outside the owner's roots, another owner's, inside or around a workspace, not empty), before its agent is asked.
  // Beside a folder another host's agent serves, it is on that machine: that agent's fork roots decide.
  if (workspace.owner_local && onThisHost(workspace.host))
    await checkNewFolder(caller.db, caller.viewer.ownerId, input.path, caller.settings.places, 'workspace.path');
  const made = await forkThroughAgent(caller, workspace, source.id, {
    tree,
    path: input.path,
    mode,
    branchName,
    subject: `Savepoint fork of checkpoint ${point.code.seq}`,
  });
  return { ...made, host: workspace.host };
}

/** A folder on this server's host: registered here (no host yet) or attached from it (the embedded agent, or one beside it). */
function onThisHost(host: string | null): boolean {
  return host === null || host === THIS_HOST;
}
