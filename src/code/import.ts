// Snapshots of another workspace made readable in this one's store (git/import-snapshot.ts), so two workspaces' code
// can be diffed: a fork in a worktree or a folder of its own against its source. git's failures become the domain's
// errors, naming the workspace at fault.
import { importSnapshot, SourceStoreError } from '../git/import-snapshot.ts';
import { asDomainError, type CodeStore, type CodeWorkspace, openWorkspace } from './snapshot.ts';

/** Brings snapshot `commit` of `source` into `target`'s snapshot store (nothing to do when it is there already). */
export async function importSnapshotCode(store: CodeStore, target: CodeWorkspace, source: CodeWorkspace, commit: string): Promise<void> {
  const [into, from] = await Promise.all([openWorkspace(store, target), openWorkspace(store, source)]);
  await importSnapshot(into, from, commit).catch((error: unknown) => {
    throw asDomainError(error, error instanceof SourceStoreError ? source.path : target.path);
  });
}
