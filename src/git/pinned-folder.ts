// Making a fork's new folder, filling it with git, and taking it back, without following a symbolic link (issue 21:
// a folder checked, then made by path, was made wherever a link flipped in between led; 12 of 112 forks wrote whole
// checkouts outside the owner's root). Node has no openat/mkdirat, so a short-lived child process does it
// (pinned-folder.child.cjs): it pins its working directory on the folder's parent, checks the kernel put it exactly
// at the expected real path, makes the folder by its one name there, pins itself inside and checks again, then moves
// in files checked out beforehand into a private folder of the server's. git writes no file of the new folder itself:
// before writing a work tree it changes into it by its absolute path, which a folder above flipped to a link would
// redirect. A folder found elsewhere than expected is refused and nothing is made or removed that was not made here.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GitCall, GitExit } from './run-git.ts';

/** Something is at the folder's place, and it is not an empty folder: nothing was written there. */
export class FolderTaken extends Error {
  readonly path: string;
  constructor(folder: string, what: string) {
    super(`${folder} ${what}`);
    this.path = folder;
  }
}

/** The folder, or one above it, was not where it was checked to be (a symbolic link, moved meanwhile): nothing was written. */
export class FolderMoved extends Error {
  readonly path: string;
  constructor(folder: string, at: string) {
    super(
      `${folder} changed while Savepoint worked on it (${at} is not the folder it was checked to be: a symbolic link now, or moved); ` +
        'nothing was done there, since Savepoint never follows a link to make, fill or remove a folder',
    );
    this.path = folder;
  }
}

type Answer =
  | { ok: true; created: boolean; gitDir: string | null }
  | ((
      | { taken: string }
      | { moved: string }
      | { missing: string }
      | { git: { status: number | null; stderr: string } }
      | { error: { code: string | null; message: string } }
    ) & { gitDir?: string });

type Request = {
  op: 'make' | 'export' | 'remove';
  parent: string;
  name: string;
  git?: GitCall[];
  fill?: string | null;
  after?: GitCall[];
  keep?: boolean;
  parentIfEmpty?: boolean;
};

/** A failure of makeFolderPinned after git recorded a worktree in its repository: `gitDir` is that record, to take back. */
export type WithGitDir = { gitDir?: string };

// Resolved when first run, not when this module loads (a bundle of it that never makes a folder has no file URL).
const childPath = () => fileURLToPath(new URL('./pinned-folder.child.cjs', import.meta.url));

function runChild(request: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childPath()], { env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`exit code ${code}: ${Buffer.concat(err).toString('utf8').trim()}`);
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as Answer);
      } catch (error) {
        reject(new Error(`making the folder ${path.join(request.parent, request.name)} failed (${(error as Error).message})`));
      }
    });
    child.stdin.end(JSON.stringify(request));
  });
}

async function pinned(folder: string, request: Omit<Request, 'parent' | 'name'>): Promise<{ created: boolean; gitDir: string | null }> {
  if (!path.isAbsolute(folder) || path.normalize(folder) !== folder || path.dirname(folder) === folder) {
    throw new FolderTaken(folder, 'is not an absolute, normalised path of a folder');
  }
  const answer = await runChild({ ...request, parent: path.dirname(folder), name: path.basename(folder) });
  if ('ok' in answer) return answer;
  throw Object.assign(failureOf(folder, answer), answer.gitDir ? { gitDir: answer.gitDir } : {});
}

function failureOf(folder: string, answer: Exclude<Answer, { ok: true }>): Error {
  if ('taken' in answer) return new FolderTaken(folder, answer.taken);
  if ('moved' in answer) return new FolderMoved(folder, answer.moved);
  if ('missing' in answer) return new FolderTaken(folder, `cannot be made: the folder ${answer.missing} does not exist (create it first)`);
  if ('git' in answer) return new GitExit(answer.git.status ?? 1, answer.git.stderr.trim(), '');
  return Object.assign(new Error(`${answer.error.message} (making ${folder})`), { code: answer.error.code ?? 'EIO' });
}

/**
 * Makes the folder `folder` (absolute, its parent a real path; new, or an empty folder), pinned as above; runs `git` in
 * it (commands that write no work tree: `worktree add --no-checkout .`), moves the files of the private folder `fill`
 * in, then runs `after` (with GIT_DIR set to the worktree's git folder, when git made one). On a failure, what was
 * made is taken back (a folder that was there is only emptied; a worktree's record in its repository is named on the
 * error: WithGitDir). `created`: it was new; `gitDir`: what its `.git` file names, when git made one.
 */
export async function makeFolderPinned(
  folder: string,
  steps: { git: GitCall[]; fill: string | null; after: GitCall[] },
): Promise<{ created: boolean; gitDir: string | null }> {
  return pinned(folder, { op: 'make', ...steps });
}

/**
 * Moves the files of the private folder `fill` into a new hidden folder beside `folder`, pinned, then renames it to
 * `folder` (absent or an empty folder): the rename is the claim, so the folder never shows half a snapshot.
 * FolderTaken when something else is there.
 */
export async function exportFolderPinned(folder: string, fill: string): Promise<void> {
  await pinned(folder, { op: 'export', fill });
}

/**
 * Removes `folder` and what is in it (with `keep`: only what is in it), pinned; never through a link. Gone already:
 * done. `parentIfEmpty`: its parent too, when nothing else is left in it.
 */
export async function removeFolderPinned(
  folder: string,
  { keep = false, parentIfEmpty = false }: { keep?: boolean; parentIfEmpty?: boolean } = {},
): Promise<void> {
  await pinned(folder, { op: 'remove', keep, parentIfEmpty });
}
