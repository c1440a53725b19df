// What the working tree changed since a snapshot, read against the shadow index brought up to date (no commit made):
// the files and when each was last modified (resume: "changed since the last checkpoint"), or the files with their
// line counts and renames (a rewind preview: what going back to the snapshot would change).
import { lstatAll } from './confine.ts';
import { type FileChange, parseDiffOutput } from './diff-parse.ts';
import type { GitOptions } from './shadow-repo.ts';
import { withStagedIndex } from './workspace-git.ts';

type WorkspaceChange = { path: string; action: 'ADDED' | 'MODIFIED' | 'DELETED'; modifiedAt: Date | null };

/** Files that differ between a snapshot commit and the working tree now, with the file's mtime when it exists. */
export async function changedSince(options: GitOptions, commit: string): Promise<WorkspaceChange[]> {
  return withStagedIndex(options, commit, async (repo, large) => {
    const output = (await repo.git(['diff-index', '--cached', '-z', '--name-status', '--no-renames', commit])).stdout;
    const records = output.split('\0');
    const entries: Array<{ path: string; action: WorkspaceChange['action'] }> = [];
    for (let i = 0; i + 1 < records.length; i += 2) {
      const status = records[i]!.charAt(0);
      const p = records[i + 1]!;
      // A file of the snapshot that has since grown past the size limit is out of the index, but it still exists.
      const action = status === 'A' ? 'ADDED' : status === 'D' && !large.has(p) ? 'DELETED' : 'MODIFIED';
      entries.push({ path: p, action });
    }
    const stats = await lstatAll(
      repo.workspace!,
      entries.filter((e) => e.action !== 'DELETED').map((e) => e.path),
    );
    return entries.map((e) => ({ ...e, modifiedAt: stats.get(e.path)?.mtime ?? null }));
  });
}

/**
 * The files the working tree changed since a snapshot commit, as a snapshot taken now would list them against it
 * (renames, line counts), without writing that snapshot: three git commands instead of seven.
 */
export async function changesSince(options: GitOptions, commit: string): Promise<FileChange[]> {
  return withStagedIndex(options, commit, async (repo) => {
    const args = ['diff-index', '--cached', '-r', '-M', '-z', '--raw', '--numstat', '--no-ext-diff', '--no-textconv', '--no-color', commit];
    return parseDiffOutput((await repo.git(args)).stdout).changes;
  });
}
