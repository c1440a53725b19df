// Changing a workspace's files back to a snapshot, undoably: what is there is snapshotted first (the caller keeps
// that commit, usually as a checkpoint), then the whole tree and/or single files are restored. Any failure here puts
// the snapshot back; `undo()` does the same for a failure that comes later (the caller's transaction).

import { WorkspaceUnavailableError } from '../errors/workspace.ts';
import { checkRestorable, restoreFiles, restoreWorkspace } from '../git/workspace-git.ts';
import { asDomainError, type CodeSnapshot, type CodeStore, type CodeWorkspace, checkWorkspacePlace, openWorkspace, snapshotCode } from './snapshot.ts';

/** Files put back to their content in a snapshot commit. */
export type FileRestore = { commit: string; paths: string[] };

/** What to change: the whole workspace back to a commit (first), then single files back. */
export type RestorePlan = { workspace: string | null; files: readonly FileRestore[] };

export type RestoredCode = {
  /** The state before the restore: the undo point. */
  saved: CodeSnapshot;
  /** Every path of the file restores, once. */
  restoredFiles: string[];
  /** Puts the saved state back (the whole workspace when it was restored whole, else only the restored files). */
  undo: () => Promise<void>;
};

/** Test seams between the stages, where a crash or a failure could hit. */
export type RestoreHooks = { afterSnapshot?: () => Promise<void>; afterRestore?: () => Promise<void> };

export function changesFiles(plan: RestorePlan): boolean {
  return plan.workspace !== null || plan.files.length > 0;
}

export function restoredPaths(plan: RestorePlan): string[] {
  return [...new Set(plan.files.flatMap((restore) => restore.paths))];
}

export async function restoreWithUndo(
  store: CodeStore,
  workspace: CodeWorkspace,
  input: { saveAs: { ref: string; parent: string | null; label: string }; plan: RestorePlan; hooks?: RestoreHooks },
): Promise<RestoredCode> {
  const { plan, hooks = {} } = input;
  const options = await openWorkspace(store, workspace);
  const restoredFiles = restoredPaths(plan);
  // A path that could reach outside the workspace (not plain, or through a symlinked folder) refuses the restore
  // before anything is snapshotted or changed. After a whole-workspace restore the folders are the snapshot's, so
  // there the per-file checks in restoreFiles decide (and a refusal there is undone like any failure).
  if (plan.workspace === null) await checkRestorable(options, restoredFiles).catch(rethrowAsDomain(workspace));
  const saved = await snapshotCode(store, workspace, input.saveAs);
  const undo = async () => {
    const back = checkWorkspacePlace(workspace.path).then(() =>
      plan.workspace !== null
        ? restoreWorkspace(options, saved.commit)
        : restoreFiles(options, saved.commit, restoredFiles, { skipUnsafe: true }).then(({ skipped }) => {
            // Refused paths were never changed (the restore refuses them too), so there is nothing of theirs to put back.
            if (skipped.length) store.logger.warn(`undo left ${skipped.join(', ')} alone: the path now goes through a symlink`);
          }),
    );
    await back.catch((error: unknown) =>
      store.logger.error(`a restore failed and its files could not be put back; they are in snapshot ${saved.commit}`, error),
    );
  };
  let changing = false;
  try {
    await hooks.afterSnapshot?.();
    await checkWorkspacePlace(workspace.path); // again, right before writing: the snapshot took a while
    changing = true;
    if (plan.workspace !== null) await restoreWorkspace(options, plan.workspace);
    for (const restore of plan.files) await restoreFiles(options, restore.commit, restore.paths);
    await hooks.afterRestore?.();
  } catch (error) {
    if (changing || !(error instanceof WorkspaceUnavailableError)) await undo(); // a refused place: nothing was changed, nor may be
    const domain = asDomainError(error, workspace.path);
    if (domain !== error || !hasErrno(error)) throw domain;
    throw new WorkspaceUnavailableError(
      'RESTORE_FAILED',
      workspace.path,
      `A file could not be put back (${error.message}); nothing was changed. Fix that path, then try again.`,
    );
  }
  return { saved, restoredFiles, undo };
}

function rethrowAsDomain(workspace: CodeWorkspace) {
  return (error: unknown): never => {
    throw asDomainError(error, workspace.path);
  };
}

function hasErrno(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}
