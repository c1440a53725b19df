// Resume's git stage: the workspace is snapshotted first (the RESUME checkpoint keeps it), then restored to a
// checkpoint and/or the files of interrupted writes rolled back. Undone on any failure, here or in the transaction.
import type { CodeSnapshot } from '../checkpoints/checkpoint.service.ts';
import type { Session } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { WorkspaceUnavailableError } from '../errors.ts';
import { type GitOptions, GitWorkspaceError, restoreFiles, restoreWorkspace } from '../git/workspace-git.ts';
import { asWorkspaceError, gitOptionsFor, snapshotSessionCode } from './create-checkpoint.ts';
import type { ResumePreview } from './resume-preview.ts';
import type { ResumeHooks } from './resume-session.ts';
import type { Caller } from './viewer.ts';

export type ChangedFiles = { options: GitOptions; saved: CodeSnapshot; savedCheckpointId: string; wholeWorkspace: boolean; restoredFiles: string[] };

/** The git stage: snapshot what is there (kept as a checkpoint), then restore. A failure puts the snapshot back. */
export async function changeFiles(
  caller: Caller,
  session: Session,
  preview: ResumePreview,
  hooks: Pick<ResumeHooks, 'afterSnapshot' | 'afterRestore'>,
): Promise<ChangedFiles> {
  const { workspace } = preview;
  const savedCheckpointId = newId();
  const saved = await snapshotSessionCode(caller, session, workspace, savedCheckpointId, `before resume (${preview.mode})`);
  const files: ChangedFiles = {
    options: gitOptionsFor(caller.settings, workspace),
    saved,
    wholeWorkspace: preview.workspaceRestore !== null,
    savedCheckpointId,
    restoredFiles: preview.restoredFiles,
  };
  try {
    await hooks.afterSnapshot?.();
    if (preview.workspaceRestore) await restoreWorkspace(files.options, preview.workspaceRestore);
    for (const restore of preview.fileRestores) await restoreFiles(files.options, restore.commit, restore.paths);
    await hooks.afterRestore?.();
  } catch (error) {
    await putFilesBack(caller, files);
    if (error instanceof GitWorkspaceError || !hasErrno(error)) throw asWorkspaceError(error, workspace.path);
    throw new WorkspaceUnavailableError(
      'RESTORE_FAILED',
      workspace.path,
      `A file could not be put back (${error.message}); nothing was changed. Fix that path, then resume again.`,
    );
  }
  return files;
}

function hasErrno(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}

/** Undoes the git stage: the whole workspace when resume restored all of it, else only the files it restored. */
export async function putFilesBack(caller: Caller, files: ChangedFiles): Promise<void> {
  const undo = files.wholeWorkspace
    ? restoreWorkspace(files.options, files.saved.commit)
    : restoreFiles(files.options, files.saved.commit, files.restoredFiles);
  await undo.catch((error: unknown) =>
    caller.settings.logger.error(`resume failed and its files could not be put back; they are in snapshot ${files.saved.commit}`, error),
  );
}
