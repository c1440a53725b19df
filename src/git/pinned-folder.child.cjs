// @ts-check
// The child process of pinned-folder.ts: makes a fork's new folder, fills it, or takes one back, without ever
// following a symbolic link on the way. Node has no openat/mkdirat, so it pins its working directory: chdir to the
// expected real path, then checks that the kernel puts it there (process.cwd() is getcwd(), the real path of the
// folder it is in) and, below the parent, that "." is the very folder lstat found; from then on every mkdir, rename,
// unlink and rmdir names one entry of a folder known to be the right one. The files come from a private folder of the
// server's (a snapshot checked out there: `fill`), moved in by rename, or copied when it is on another file system.
// git runs here only for what writes nothing of the work tree (`worktree add --no-checkout .`, `read-tree`): git
// changes into a work tree by its absolute path before writing files, which a flipped folder above would redirect.
//
// Plain JavaScript run by `node <this file>` with an empty environment: no loader, nothing of the server. Reads one
// request as JSON on stdin, writes one answer as JSON on stdout:
//   { op: 'make', parent, name, git, fill, after }  a new (or empty) folder parent/name; git run in it, then the files
//                                                   of `fill` moved in, then `after` run
//   { op: 'export', parent, name, fill }            the files of `fill` in a new hidden folder beside, renamed to name
//   { op: 'remove', parent, name, keep }            parent/name and everything in it (with keep: only what is in it)
// Answers: { ok: true, created, gitDir } | { taken: why } | { moved: where } | { missing: where } | { git: { status, stderr } }
// | { error }.
'use strict';
const { spawnSync } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ args: string[]; env: Record<string, string> }} GitCall */

/** A folder on the way is not where it should be (a symbolic link, moved meanwhile): nothing more is done there. */
class Moved extends Error {
  /** @param {string} at */
  constructor(at) {
    super(`${at} moved`);
    this.at = at;
  }
}
/** A folder on the way is not there (nothing is made above the folder asked for). */
class Missing extends Error {
  /** @param {string} at */
  constructor(at) {
    super(`${at} is missing`);
    this.at = at;
  }
}
/** The target is there and is not an empty folder. */
class Taken extends Error {}
class GitFailed extends Error {
  /** @param {number | null} status @param {string} stderr */
  constructor(status, stderr) {
    super(stderr);
    this.status = status;
    this.stderr = stderr;
  }
}

/**
 * Pins the working directory on `abs`: the kernel must put it exactly there, at a folder (with `ino`: that very one).
 * @param {string} abs @param {fs.Stats | null} expected
 */
function enter(abs, expected) {
  try {
    process.chdir(abs);
  } catch (error) {
    if (!expected && /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' && !lstatOrNull(abs)) throw new Missing(abs);
    throw new Moved(abs);
  }
  const here = fs.lstatSync('.');
  if (process.cwd() !== abs || !here.isDirectory()) throw new Moved(abs);
  if (expected && (here.ino !== expected.ino || here.dev !== expected.dev)) throw new Moved(abs);
  return here;
}

/** @param {string} name */
function lstatOrNull(name) {
  try {
    return fs.lstatSync(name);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Empties the folder `abs` (that very folder: `info`), depth first, pinned at each level; a link is removed, never
 * followed. Leaves the working directory in `abs`.
 * @param {string} abs @param {fs.Stats} info
 */
function empty(abs, info) {
  enter(abs, info);
  for (const entry of fs.readdirSync('.')) {
    const found = lstatOrNull(entry);
    if (!found) continue;
    if (found.isDirectory()) {
      empty(path.join(abs, entry), found);
      enter(abs, info);
      fs.rmdirSync(entry);
    } else fs.unlinkSync(entry);
  }
}

/**
 * Removes parent/name (the folder `info`) with everything in it, or only what is in it (`keep`); the working directory
 * ends in `parent` (`parentInfo`). A name that is no longer that folder is left alone: it is not ours.
 * @param {string} parent @param {fs.Stats} parentInfo @param {string} name @param {fs.Stats} info @param {boolean} keep
 */
function removeFolder(parent, parentInfo, name, info, keep) {
  empty(path.join(parent, name), info);
  enter(parent, parentInfo);
  const now = lstatOrNull(name);
  if (!keep && now && now.ino === info.ino && now.dev === info.dev) fs.rmdirSync(name);
}

/**
 * Moves (or, across file systems, copies) every entry of the private folder `from` into the folder `abs` (that very
 * folder: `info`), pinned; a symbolic link is put as a link, never followed; nothing already there is replaced.
 * @param {string} from @param {string} abs @param {fs.Stats} info
 */
function fill(from, abs, info) {
  enter(abs, info);
  for (const entry of fs.readdirSync(from)) {
    const source = path.join(from, entry);
    if (lstatOrNull(entry)) throw new Taken(`was written to meanwhile (${entry})`);
    try {
      fs.renameSync(source, entry);
      continue;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error;
    }
    const found = fs.lstatSync(source);
    if (found.isDirectory()) {
      fs.mkdirSync(entry, found.mode & 0o777);
      fill(source, path.join(abs, entry), fs.lstatSync(entry));
      enter(abs, info);
    } else if (found.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), entry);
    else fs.writeFileSync(entry, fs.readFileSync(source), { flag: 'wx', mode: found.mode & 0o777 });
  }
}

/** Runs git in the working directory (inherited: never resolved again by path). @param {GitCall[]} calls */
function runGit(calls) {
  for (const call of calls) {
    const result = spawnSync('git', call.args, { env: call.env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new GitFailed(result.status, result.stderr.toString('utf8'));
  }
}

/**
 * The `.git` file git wrote in the working directory: the worktree's git folder in its repository, or null.
 * @returns {string | null}
 */
function gitDirHere() {
  const dotGit = lstatOrNull('.git');
  const match = dotGit?.isFile() ? /^gitdir:\s*(.+?)\s*$/m.exec(fs.readFileSync('.git', 'utf8')) : null;
  return match ? /** @type {string} */ (match[1]) : null;
}

/** @param {string} parent @param {string} name @param {GitCall[]} git @param {string | null} from @param {GitCall[]} after */
function make(parent, name, git, from, after) {
  const parentInfo = enter(parent, null);
  let created = true;
  try {
    fs.mkdirSync(name);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    created = false;
  }
  const info = fs.lstatSync(name);
  if (!info.isDirectory()) throw new Taken('exists and is not a folder');
  const folder = path.join(parent, name);
  let writing = false;
  /** @type {string | null} */
  let gitDir = null;
  try {
    enter(folder, info);
    if (!created && fs.readdirSync('.').length > 0) throw new Taken('exists and is not empty');
    writing = true;
    runGit(git);
    gitDir = gitDirHere();
    if (from) fill(from, folder, info);
    enter(folder, info);
    runGit(after.map((call) => (gitDir ? { args: call.args, env: { ...call.env, GIT_DIR: gitDir, GIT_WORK_TREE: '.' } } : call)));
  } catch (error) {
    // Back out of what was made, pinned again on the parent: a folder made here goes, one that was there (empty) is
    // emptied; one that moved meanwhile is not chased. git's record of a worktree is the caller's to take back.
    if (created || writing) {
      try {
        enter(parent, parentInfo);
        removeFolder(parent, parentInfo, name, info, !created);
      } catch {
        // moved away meanwhile: not ours to chase
      }
    }
    if (gitDir && error instanceof Error) Object.assign(error, { gitDir });
    throw error;
  }
  // git recorded where the worktree is from its working directory's path at that moment; a folder above renamed
  // meanwhile would leave the record pointing elsewhere: it names the folder made here.
  const backLink = gitDir && path.join(gitDir, 'gitdir');
  if (backLink && fs.readFileSync(backLink, 'utf8').trim() !== path.join(folder, '.git')) fs.writeFileSync(backLink, `${path.join(folder, '.git')}\n`);
  return { ok: true, created, gitDir };
}

/** @param {string} parent @param {string} name @param {string} from */
function exportInto(parent, name, from) {
  const parentInfo = enter(parent, null);
  const staging = `.savepoint-export-${randomUUID()}`;
  fs.mkdirSync(staging);
  const info = fs.lstatSync(staging);
  try {
    fill(from, path.join(parent, staging), info);
    enter(parent, parentInfo);
    try {
      fs.renameSync(staging, name); // the claim: fails once anything but an empty folder is there
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? '';
      if (['EEXIST', 'ENOTEMPTY', 'ENOTDIR', 'EISDIR'].includes(code)) throw new Taken('is not an empty folder any more (made or filled meanwhile)');
      throw error;
    }
  } catch (error) {
    try {
      enter(parent, parentInfo);
      if (lstatOrNull(staging)?.ino === info.ino) removeFolder(parent, parentInfo, staging, info, false);
    } catch {
      // moved away meanwhile: not ours to chase
    }
    throw error;
  }
  return { ok: true, created: true, gitDir: null };
}

/**
 * With `parentIfEmpty`, the parent goes too when nothing else is left in it (git's own `worktrees` folder).
 * @param {string} parent @param {string} name @param {boolean} keep @param {boolean} parentIfEmpty
 */
function remove(parent, name, keep, parentIfEmpty) {
  const parentInfo = enter(parent, null);
  const info = lstatOrNull(name);
  if (info && !info.isDirectory()) throw new Moved(path.join(parent, name)); // a link or a file now: not what we made
  if (info) removeFolder(parent, parentInfo, name, info, keep);
  if (parentIfEmpty && fs.readdirSync('.').length === 0) {
    enter(path.dirname(parent), null);
    const now = lstatOrNull(path.basename(parent));
    if (now && now.ino === parentInfo.ino && now.dev === parentInfo.dev) fs.rmdirSync(path.basename(parent)); // fails unless empty
  }
  return { ok: true, created: false, gitDir: null };
}

/**
 * @type {{ op: 'make' | 'export' | 'remove'; parent: string; name: string; git?: GitCall[]; fill?: string | null; after?: GitCall[];
 *   keep?: boolean; parentIfEmpty?: boolean }}
 */
const request = JSON.parse(fs.readFileSync(0, 'utf8'));
let answer;
try {
  if (request.op === 'make') answer = make(request.parent, request.name, request.git ?? [], request.fill ?? null, request.after ?? []);
  else if (request.op === 'export') answer = exportInto(request.parent, request.name, String(request.fill));
  else answer = remove(request.parent, request.name, Boolean(request.keep), Boolean(request.parentIfEmpty));
} catch (error) {
  if (error instanceof Moved) answer = { moved: error.at };
  else if (error instanceof Missing) answer = { missing: error.at };
  else if (error instanceof Taken) answer = { taken: error.message };
  else if (error instanceof GitFailed) answer = { git: { status: error.status, stderr: error.stderr } };
  else {
    const failure = /** @type {NodeJS.ErrnoException} */ (error);
    answer = { error: { code: failure.code || null, message: String(failure.message) } };
  }
  // A worktree's record in its repository, made before the failure: the caller takes it back.
  const gitDir = /** @type {{ gitDir?: string }} */ (error).gitDir;
  if (gitDir) Object.assign(answer, { gitDir });
}
process.stdout.write(JSON.stringify(answer));
