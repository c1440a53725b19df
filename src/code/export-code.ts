// A checkpoint's snapshot written into a new folder (a fork's own folder, for any workspace, git or not).
import { throws } from '../errors.ts';
import { exportSnapshot } from '../git/export-snapshot.ts';
import { asDomainError, asDomainErrorThrows, type CodeStore, type CodeWorkspace, gitOptions } from './workspace-code.ts';

export async function exportCode(store: CodeStore, workspace: CodeWorkspace, commit: string, folder: string): Promise<void> {
  await exportSnapshot(gitOptions(store, workspace), commit, folder).catch((error: unknown) => {
    throw asDomainError(error, workspace.path);
  });
}
export const exportCodeThrows = throws(asDomainErrorThrows);
