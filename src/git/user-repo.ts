// Running porcelain git (status, switch, worktree) in the user's own repository, for the few things that must change
// their checkout when they ask for it: switching to a branch made from a checkpoint, adding a worktree. None of the
// user's programs run: hooks, fsmonitor and the repository's filter drivers (clean/smudge/process) are switched off
// for every command, so files are written exactly as the snapshot holds them, as the snapshot store wrote them (it
// never reads the user's configuration either). The machine's own git configuration is never read (run-git.ts).

import { readGitLink } from './place.ts';
import { PreserveProblem } from './preserve.ts';
import { type GitCall, GitExit, gitCall, runGit } from './run-git.ts';
import { type GitOptions, userGitDir, validateWorkspace } from './shadow-repo.ts';

/** `raw`: a failure is the caller's to read (GitExit), else it is the repository's refusal (PreserveProblem UNAVAILABLE). */
export type UserGit = (args: string[], run?: { okExitCodes?: number[]; raw?: boolean }) => Promise<string>;

/** `call`: a command as another process runs it (pinned-folder.ts), with the same environment and switches. */
export type UserRepo = { workspace: string; gitDir: string; git: UserGit; call: (args: string[]) => GitCall };

const OFF = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'submodule.recurse=false',
  'status.submoduleSummary=false',
  'gc.auto=0',
  'maintenance.auto=false',
];

export const stderrOf = (error: unknown) => (error instanceof GitExit ? error.stderr || `exit code ${error.exitCode}` : (error as Error).message).trim();

/**
 * The user's repository, ready for porcelain commands; not a repository: PreserveProblem UNAVAILABLE; a `.git` that
 * leads outside the workspace: PlaceRefused (place.ts).
 */
export async function openUserRepo(options: GitOptions): Promise<UserRepo> {
  const workspace = await validateWorkspace(options.workspacePath);
  // A .git leading outside the workspace (a gitdir file, a link, a commondir) is refused before any git runs: every
  // write of this module (branches, stash entries, worktrees) would land in that other repository. PlaceRefused.
  await readGitLink(workspace);
  const dirs = await userGitDir(workspace);
  if (!dirs) throw new PreserveProblem('UNAVAILABLE', 'BRANCH', `the workspace ${workspace} is not a git repository (it has no .git)`);
  const env = { GIT_DIR: dirs.gitDir, GIT_WORK_TREE: workspace };
  const run = (config: string[]): UserGit => {
    return async (args, { okExitCodes, raw } = {}) => {
      try {
        return (await runGit(workspace, env, config, args, okExitCodes ? { okExitCodes } : {})).stdout;
      } catch (error) {
        // The repository refused (damaged, not ours to read): reported as unavailable, like no repository.
        if (error instanceof GitExit && !raw) {
          throw new PreserveProblem('UNAVAILABLE', 'BRANCH', `git ${args[0]} failed in its repository ${dirs.gitDir} (${stderrOf(error)})`, error);
        }
        throw error;
      }
    };
  };
  const drivers = await run(OFF)(['config', '--name-only', '--get-regexp', '^filter\\.'], { okExitCodes: [1] });
  const config = [...OFF, ...filtersOff(drivers, dirs.gitDir)];
  return { workspace, gitDir: dirs.gitDir, git: run(config), call: (args) => gitCall(env, config, args) };
}

/**
 * Every filter driver the repository's configuration defines, switched off (an empty command runs nothing, and a
 * driver that is not `required` then leaves the content as it is).
 */
function filtersOff(listed: string, gitDir: string): string[] {
  const names = new Set(
    listed
      .split('\n')
      .filter(Boolean)
      .map((key) => key.slice('filter.'.length, key.lastIndexOf('.'))),
  );
  return [...names].flatMap((name) => {
    if (!name || /[=\n]/.test(name)) {
      throw new PreserveProblem('UNAVAILABLE', 'BRANCH', `its configuration (${gitDir}/config) names a filter driver Savepoint cannot switch off ("${name}")`);
    }
    return ['smudge', 'clean', 'process'].map((key) => `filter.${name}.${key}=`).concat(`filter.${name}.required=false`);
  });
}

/** The paths with changes: staged, unstaged, or untracked and not ignored (`git status`, which writes nothing). */
export async function workingTreeChanges(user: UserRepo): Promise<string[]> {
  const listed = await user.git(['status', '--porcelain=v1', '-z', '--untracked-files=normal', '--ignore-submodules=none']);
  const records = listed.split('\0');
  const paths: string[] = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record.length < 4) continue;
    paths.push(record.slice(3));
    if (record[0] === 'R' || record[0] === 'C') i++; // a rename's or copy's old path follows
  }
  return paths;
}

/** The commit HEAD is at (null: unborn) and the branch it is on (a full ref; null: detached). */
export async function headOf(user: UserRepo): Promise<{ head: string | null; branch: string | null }> {
  const head = (await user.git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { okExitCodes: [1, 128] })).trim() || null;
  const branch = (await user.git(['symbolic-ref', '--quiet', 'HEAD'], { okExitCodes: [1, 128] })).trim() || null;
  return { head, branch };
}
