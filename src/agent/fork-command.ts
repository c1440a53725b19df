// The FORK command (forkSession into a new folder, for a folder an agent serves): the fork point's stored tree
// written into a new folder on the agent's machine, as a plain folder (DIRECTORY) or a git worktree of the folder's
// repository on a new branch (WORKTREE; the default when the folder is a repository). The folder must not exist or be
// empty, and may neither hold nor sit inside the folder served. Journaled like a restore: the intent before anything
// is made, what was made as a step, so a failure, a report the server refuses or a crash at any moment (settled on
// the next start: restore-command.ts recoverIntents) removes it again; so does the verb giving the work up
// (settled.ts).
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectTransport } from '../client/objects.ts';
import { ExportTargetTaken, exportSnapshot } from '../git/export-snapshot.ts';
import { removeFolderPinned } from '../git/pinned-folder.ts';
import { PreserveProblem } from '../git/preserve.ts';
import { userGitDir } from '../git/shadow-repo.ts';
import { addWorktree, type MadeWorktree, removeWorktree, WorktreePathTaken } from '../git/worktree.ts';
import { type AgentStore, gitOptionsOf } from './agent-store.ts';
import { AgentError, type Handler } from './command.ts';
import { downloadTree } from './download.ts';
import { type Journal, type Step, settleIntent } from './journal.ts';
import { storeWorkspace } from './snapshot-command.ts';

/** What a FORK made: the folder (there before, empty, or not), and the worktree with its branch when it is one. */
export type MadeFork = { mode: 'WORKTREE' | 'DIRECTORY'; path: string; existed: boolean; worktree: MadeWorktree | null };

const OID = /^[0-9a-f]{40}$/;

/**
 * `roots`: where new folders may be made (by default the parent of the folder served: its siblings); a fork is asked
 * by whoever holds the owner's token, and must not plant files anywhere else the agent's user may write (~/.ssh...).
 */
export function forkHandler(store: AgentStore, transport: ObjectTransport, journal: Journal, roots: readonly string[]): Handler {
  return async (command, { workspaceId, folder, whenReported }) => {
    const workspace = storeWorkspace(workspaceId, folder);
    const options = gitOptionsOf(store, workspace);
    const input = (command.input ?? {}) as { tree?: unknown; path?: unknown; mode?: unknown; branchName?: unknown; subject?: unknown };
    const { tree, branchName } = input;
    if (typeof tree !== 'string' || !OID.test(tree))
      throw new AgentError('INVALID_INPUT', 'a FORK command names its tree (40 hex digits); update the server or the agent');
    if (typeof input.path !== 'string' || !path.isAbsolute(input.path) || input.path.length > 4096)
      throw new AgentError('FOLDER_REFUSED', "the fork's folder is given as an absolute path on the agent's machine");
    const target = path.resolve(input.path);
    if (inside(target, folder) || inside(folder, target))
      throw new AgentError('FOLDER_REFUSED', `${target} overlaps the folder this agent serves (${folder}); name a folder outside it`);
    await refuseOutsideRoots(target, roots);
    const mode = input.mode === 'WORKTREE' || input.mode === 'DIRECTORY' ? input.mode : (await userGitDir(folder)) ? 'WORKTREE' : 'DIRECTORY';
    if (mode === 'WORKTREE' && (typeof branchName !== 'string' || branchName.length === 0 || branchName.length > 250))
      throw new AgentError('INVALID_INPUT', 'a FORK into a worktree names its branch');
    const subject = typeof input.subject === 'string' ? input.subject.slice(0, 500) : 'a fork';
    await downloadTree(store, workspace, transport, tree);
    const existed = await emptyFolderThere(target);
    const intent = await journal.begin({ kind: 'FORK', workspace: workspaceId, target: tree, undo: null, detail: { commandId: command.id } });
    // Recorded before anything is made: a crash midway removes whatever part of it is there (never a folder that was).
    const planned: MadeFork = { mode, path: target, existed, worktree: null };
    const steps: Step[] = [await journal.step(intent.id, 'MAKING', { ...planned })];
    let made = planned;
    try {
      if (mode === 'WORKTREE') {
        const worktree = await addWorktree(options, { commit: tree, branchName: branchName as string, path: target, subject });
        made = { ...planned, existed: worktree.existed, worktree };
      } else await exportSnapshot(options, tree, target);
      steps.push(await journal.step(intent.id, 'MADE', { ...made }));
    } catch (error) {
      // Refused because something is at the target now (another fork's folder, made meanwhile): this command wrote
      // nothing there (the export and git take back their own part first), so nothing is taken back: taking back the
      // planned folder would remove, or empty, the other's.
      const madeNothing = error instanceof ExportTargetTaken || error instanceof WorktreePathTaken;
      await settle(store, journal, { ...intent, steps: madeNothing ? [] : steps }, folder, false);
      throw refusal(error);
    }
    whenReported((keep) => settle(store, journal, { ...intent, steps }, folder, keep));
    return { mode, path: target, branch: made.worktree?.branch.ref ?? null };
  };
}

function inside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

/**
 * The new folder must lie in one of the roots, as it really is: its nearest existing folder resolved (so a symbolic
 * link inside a root, one a fork's own files may have made, leads nowhere outside).
 */
async function refuseOutsideRoots(target: string, roots: readonly string[]): Promise<void> {
  let existing = target;
  while (!(await lstat(existing).catch(() => null)) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const resolved = await realpath(existing).catch((error: NodeJS.ErrnoException) => {
    throw new AgentError('FOLDER_REFUSED', `${target} changed while it was being checked (${error.code}: a folder above it moved); try again`);
  });
  const real = path.join(resolved, path.relative(existing, target));
  const realRoots = await Promise.all(roots.map((root) => realpath(root).catch(() => path.resolve(root))));
  if (!realRoots.some((root) => inside(real, root) && real !== root)) {
    throw new AgentError(
      'FOLDER_REFUSED',
      `${target} is outside the folders this agent makes forks in (${roots.join(', ')}); name a folder there, or start the agent with --fork-root`,
    );
  }
}

/** Whether the folder is there already (then it must be empty: the export and git refuse otherwise). */
async function emptyFolderThere(folder: string): Promise<boolean> {
  const info = await lstat(folder).catch(() => null);
  if (!info) return false;
  const entries = info.isDirectory()
    ? await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        throw new AgentError('FOLDER_TAKEN', `${folder} cannot be read (${error.code}: it changed while being checked); try again`);
      })
    : null;
  if (!entries || entries.length > 0) throw new AgentError('FOLDER_TAKEN', `${folder} exists and is not an empty folder; name a new one`);
  return true;
}

/** Kept (the server recorded it), or removed again as far as it was made; the intent closed. */
export function settle(
  store: AgentStore,
  journal: Journal,
  intent: { id: string; workspace: string; steps: readonly Step[] },
  folder: string,
  keep: boolean,
): Promise<void> {
  return settleIntent(journal, intent, keep, (made) => takeBack(store, intent.workspace, folder, made as MadeFork));
}

async function takeBack(store: AgentStore, workspaceId: string, folder: string, made: MadeFork): Promise<void> {
  if (made.worktree) await removeWorktree(gitOptionsOf(store, storeWorkspace(workspaceId, folder)), made.worktree);
  // Not there (never made, or its parent gone since): nothing to remove, and nothing that may keep the agent from starting.
  else if (await lstat(made.path).catch(() => null)) await removeFolderPinned(made.path, { keep: made.existed });
}

/** The refusals with the codes the server turns back into its typed errors. */
function refusal(error: unknown): unknown {
  if (error instanceof ExportTargetTaken || error instanceof WorktreePathTaken) return new AgentError('FOLDER_TAKEN', error.message);
  if (error instanceof PreserveProblem) return new AgentError(error.kind === 'BRANCH_TAKEN' ? 'BRANCH_EXISTS' : 'REPOSITORY_UNAVAILABLE', error.message);
  return error;
}
