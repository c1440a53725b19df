// A checkpoint's snapshot written into a new folder (a fork's own folder, for any workspace, git or not).
import { ValidationError } from '../errors/domain.ts';
import { ExportTargetTaken, exportSnapshot } from '../git/export-snapshot.ts';
import { removeFolderPinned } from '../git/pinned-folder.ts';
import { asDomainError, type CodeStore, type CodeWorkspace, openWorkspace } from './snapshot.ts';

/**
 * Writes the snapshot `commit` as the folder `folder` (absolute, resolved and confined by the caller; absent or an
 * empty folder), all at once. Something there meanwhile: ValidationError on `field` (default "path"), nothing written.
 */
export async function exportCode(store: CodeStore, workspace: CodeWorkspace, commit: string, folder: string, field = 'path'): Promise<void> {
  const options = await openWorkspace(store, workspace);
  await exportSnapshot(options, commit, folder).catch((error: unknown) => {
    if (error instanceof ExportTargetTaken) throw new ValidationError(field, `${error.message}; name a new folder.`);
    throw asDomainError(error, workspace.path);
  });
}

/**
 * Takes back a folder exportCode wrote (a later stage of the fork failed): removed with what is in it, or only emptied
 * when it was there before (empty); never through a symbolic link (git/pinned-folder.ts).
 */
export async function removeExported(folder: string, existed: boolean): Promise<void> {
  await removeFolderPinned(folder, { keep: existed });
}
