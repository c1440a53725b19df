// Putting single files of a snapshot back into a workspace, and deleting those the snapshot lacks, with no
// check-then-use window. Node has no openat/unlinkat, so the changes are made by a short-lived child process that
// pins its working directory on each folder on the way (chdir, then checks that "." is the very folder lstat found:
// a folder swapped for a symlink in between is caught) and then works relative to it: every create, rename and
// unlink names a single entry of a folder known to be inside the workspace, and none of them follows a link. A
// symlink in the snapshot is put back as a symlink; a symlink in the way is replaced or removed as a link.
//
// The files' content comes from a `git checkout` of the snapshot into a temporary folder of the snapshot store (on
// the agent's own disk, never in the workspace), so git decides the bytes, the executable bit and symlinks exactly as
// it always has.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSegments, throughSymlink } from './confine.ts';
import { corrupt } from './git-error.ts';
import { runGit } from './run-git.ts';
import type { ShadowRepo } from './shadow-repo.ts';

/** One path to put back: its content in the tree (present), or deleted (absent; a file over keepAbove bytes is kept). */
export type PinnedOp = { path: string; present: boolean };

type ChildOp = { segments: string[]; source: string | null; keepAbove: number };
type ChildResult = { ok: true } | { refused: string } | { error: { code: string | null; message: string } };

// The child: plain JavaScript (no loader, no environment), type-checked with JSDoc (@ts-check). Reads
// { root, ops } on stdin, writes one result per op it handled on stdout; stops at the first failure or refusal.
// Resolved when first run, not when this module loads (a bundle of it that never restores has no file URL).
const childPath = () => fileURLToPath(new URL('./pinned-restore.child.cjs', import.meta.url));

function runChild(input: unknown): Promise<ChildResult[]> {
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
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as ChildResult[]);
      } catch (error) {
        reject(new Error(`restoring files failed (${(error as Error).message})`));
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * Puts each path back to `tree` (present) or deletes it (absent), in order, confined as described above. A path
 * through a symlinked folder is refused (SYMLINK_IN_PATH); any other failure stops there and is thrown with its errno
 * code (EISDIR for a folder where a file should go).
 */
export async function restorePinned(repo: ShadowRepo, tree: string, ops: readonly PinnedOp[], options: { maxFileBytes: number }): Promise<void> {
  const present = ops.filter((op) => op.present).map((op) => op.path);
  const temp = present.length ? await mkdtemp(path.join(repo.store, 'restore-')) : null;
  try {
    const checkout = temp && path.join(temp, 'tree');
    if (temp && checkout) {
      await mkdir(checkout);
      // A private index and work tree: the store's own index and the workspace are not touched.
      const env = { ...repo.gitDirs, GIT_INDEX_FILE: path.join(temp, 'index'), GIT_WORK_TREE: checkout };
      const specs = present.map((file) => `:(literal)${file}`).join('\0');
      await runGit(checkout, env, [], ['checkout', tree, '--pathspec-from-file=-', '--pathspec-file-nul'], { stdin: specs }).catch((error: unknown) => {
        throw corrupt(repo.store, `the files of snapshot ${tree} could not be read back (${(error as Error).message})`, error);
      });
    }
    const childOps: ChildOp[] = ops.map((op) => ({
      segments: requireSegments(op.path),
      source: op.present ? path.join(checkout!, op.path) : null,
      keepAbove: options.maxFileBytes,
    }));
    const root = await realpath(repo.workspace!);
    const results = await runChild({ root, ops: childOps });
    for (const [i, result] of results.entries()) {
      const file = ops[i]!.path;
      if ('refused' in result) throw throughSymlink(file, result.refused);
      if ('error' in result) throw Object.assign(new Error(`${result.error.message} (restoring ${file})`), { code: result.error.code ?? 'EIO' });
    }
  } finally {
    if (temp) await rm(temp, { recursive: true, force: true });
  }
}
