// @ts-check
// The child process of pinned-restore.ts: puts files of a snapshot back into a workspace, and deletes those the
// snapshot lacks, with no check-then-use window. Node has no openat/unlinkat, so it pins its working directory on each
// folder on the way (chdir, then checks that "." is the very folder lstat found: a folder swapped for a symlink in
// between is caught) and then works relative to it: every create, rename and unlink names a single entry of a folder
// known to be inside the workspace, and none of them follows a link.
//
// Plain JavaScript run by `node <this file>` with an empty environment: no loader, nothing of the server. Reads
// { root, ops } on stdin, writes one result per op it handled on stdout; stops at the first failure or refusal.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ segments: string[]; source: string | null; keepAbove: number }} ChildOp */
/** @typedef {{ ok: true } | { refused: string } | { error: { code: string | null; message: string } }} ChildResult */

/** @type {{ root: string; ops: ChildOp[] }} */
const { root, ops } = JSON.parse(fs.readFileSync(0, 'utf8'));
const rootInfo = fs.lstatSync(root);

/** A path through a symbolic link: refused, never followed. */
class Refused extends Error {
  /** @param {string} at */
  constructor(at) {
    super(`symlink at ${at}`);
    this.at = at;
  }
}

/** @param {string} name */
function lstatOrNull(name) {
  try {
    return fs.lstatSync(name);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** @param {fs.Stats} a @param {fs.Stats} b */
const same = (a, b) => a.dev === b.dev && a.ino === b.ino;

/**
 * Pins the working directory on root/folders..., one verified real folder at a time; false when one is missing (or a
 * file) and create is false; with create, missing folders are made (and a file in the way replaced, as git does).
 * @param {string[]} folders @param {boolean} create
 */
function enter(folders, create) {
  process.chdir(root);
  if (!same(fs.lstatSync('.'), rootInfo)) throw new Error('the workspace folder was replaced while restoring');
  for (let i = 0; i < folders.length; i++) {
    const folder = /** @type {string} */ (folders[i]);
    const at = folders.slice(0, i + 1).join('/');
    let info = lstatOrNull(folder);
    if (info?.isSymbolicLink()) throw new Refused(at);
    if (!info?.isDirectory()) {
      if (!create) return false;
      if (info) fs.unlinkSync(folder);
      fs.mkdirSync(folder);
      info = fs.lstatSync(folder);
    }
    process.chdir(folder);
    if (!info.isDirectory() || !same(fs.lstatSync('.'), info)) throw new Refused(at);
  }
  return true;
}

let serial = 0;

/** @param {string} source @param {string[]} segments */
function put(source, segments) {
  const info = fs.lstatSync(source);
  if (info.isDirectory()) {
    for (const child of fs.readdirSync(source).sort()) put(path.join(source, child), segments.concat(child));
    return;
  }
  enter(segments.slice(0, -1), true);
  const temp = `.savepoint-restore-${process.pid}-${serial++}`;
  if (info.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), temp);
  else fs.writeFileSync(temp, fs.readFileSync(source), { flag: 'wx', mode: info.mode & 0o777 });
  try {
    fs.renameSync(temp, /** @type {string} */ (segments.at(-1))); // replaces a file or a link, never what a link points to
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** @param {string[]} segments @param {number} keepAbove */
function remove(segments, keepAbove) {
  if (!enter(segments.slice(0, -1), false)) return;
  const name = /** @type {string} */ (segments.at(-1));
  const info = lstatOrNull(name);
  if (!info || (info.isFile() && info.size > keepAbove)) return;
  fs.unlinkSync(name); // a link is removed, never followed; a folder fails with EISDIR
}

/** @type {ChildResult[]} */
const results = [];
for (const op of ops) {
  try {
    if (op.source !== null) put(op.source, op.segments);
    else remove(op.segments, op.keepAbove);
    results.push({ ok: true });
  } catch (error) {
    if (error instanceof Refused) results.push({ refused: error.at });
    else {
      const failure = /** @type {NodeJS.ErrnoException} */ (error);
      results.push({ error: { code: failure.code || null, message: String(failure.message) } });
    }
    break;
  }
}
process.stdout.write(JSON.stringify(results));
