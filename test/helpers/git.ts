// Real git repositories for the tests: a git that reads no user or system config and commits as one fixed identity,
// a repository with a first commit, snapshots read from their store, and what the user sees of their repository.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readTree, sha256, write } from './fs.ts';

export const GIT_ENV: Record<string, string> = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^GIT_/i.test(key)) as [string, string][]),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_OPTIONAL_LOCKS: '0', // our own inspection (git status) must not refresh the user's index
};

const run = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, env: GIT_ENV, maxBuffer: 64 << 20 });

/** git in `cwd` with GIT_ENV: its output as text, as git printed it (with its final newline). */
export function git(cwd: string, ...args: string[]): string {
  return run(cwd, args).toString('utf8');
}

/** git's output trimmed: for one-line answers (a commit, a branch) and listings compared as text. */
export function gitTrimmed(cwd: string, ...args: string[]): string {
  return git(cwd, ...args).trim();
}

/**
 * Makes `dir` a repository on branch main whose first commit ("initial") holds `files` and whatever the folder already
 * has. `packed`: the objects go into one pack rather than a loose object per file (faster for many files).
 */
export async function initRepo(dir: string, files: Record<string, string | Buffer> = {}, { packed = false } = {}): Promise<void> {
  await write(dir, files);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, ...(packed ? ['-c', 'core.bigFileThreshold=1'] : []), 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'initial');
}

/** The refs of a repository, one "name object" a line. */
export const refs = (dir: string) => git(dir, 'for-each-ref', '--format=%(refname) %(objectname)');

/** The user repository's worktrees (`git worktree list`), as their folders. */
export const worktrees = (dir: string) =>
  gitTrimmed(dir, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length));

/**
 * The files of a snapshot, path -> content (as readTree reads a folder: base64 unless told), read from its store or
 * from an instance's cache of it (whose `commondir` names the store): `commit` a snapshot commit or a tree id.
 */
export function snapshotFiles(store: string, commit: string, encoding: BufferEncoding = 'base64'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of git(store, `--git-dir=${store}`, 'ls-tree', '-r', '-z', '--full-tree', commit).split('\0').filter(Boolean)) {
    const [meta, file] = entry.split('\t') as [string, string];
    if (meta.split(' ')[1] !== 'blob') throw new Error(`not a file in the snapshot: ${entry}`);
    out[file] = run(store, [`--git-dir=${store}`, 'cat-file', 'blob', `${commit}:${file}`]).toString(encoding);
  }
  return out;
}

/** Everything of the user's repository a refused call, or one that does not check out, must leave as it was. */
export async function userView(dir: string) {
  return {
    head: gitTrimmed(dir, 'rev-parse', 'HEAD'),
    branch: gitTrimmed(dir, 'symbolic-ref', 'HEAD'),
    staged: gitTrimmed(dir, 'diff', '--cached'),
    unstaged: gitTrimmed(dir, 'diff'),
    status: gitTrimmed(dir, 'status', '--porcelain', '--untracked-files=all', '--ignored'),
    index: sha256(await readFile(path.join(dir, '.git', 'index'))),
    files: readTree(dir),
    refs: refs(dir).trim(),
    stash: gitTrimmed(dir, 'stash', 'list'),
  };
}

/** userView, with the refs a call may add (a fork's branch) taken out, so everything else must be equal. */
export async function userViewWithout(dir: string, ...added: string[]) {
  const view = await userView(dir);
  const kept = view.refs.split('\n').filter((line) => !added.some((ref) => line.startsWith(`${ref} `)));
  return { ...view, refs: kept.join('\n') };
}
