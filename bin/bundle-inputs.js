// @ts-check
// What a bundle made with esbuild was made from (bin/people-bundle.js, bin/viewer-bundle.js): each input file with the
// size and time it had then, kept beside the bundle, so a command or a start can tell whether the bundle is stale
// without building it again. Shared by both bundles: one rule for "fresh".
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout: what bundles are built from, and where their input paths start. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @typedef {[file: string, size: number, mtimeMs: number]} Input */

/** @param {string} file @returns {Input} */
function inputOf(file) {
  const stats = statSync(path.join(ROOT, file));
  return [file, stats.size, stats.mtimeMs];
}

/** Whether the bundle whose inputs `inputsFile` lists was made from the files as they are now. @param {string} inputsFile */
export function isFreshFrom(inputsFile) {
  try {
    /** @type {Input[]} */
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every(([file, size, mtimeMs]) => {
      const [, nowSize, nowMtimeMs] = inputOf(file);
      return nowSize === size && nowMtimeMs === mtimeMs;
    });
  } catch {
    return false; // none made yet, or a file it was made from is gone
  }
}

/**
 * Records what a build read (esbuild's metafile inputs, and any file copied beside them), written aside and renamed so
 * a reader sees the old list or the new one. Call it once the bundle itself is in place.
 * @param {string} inputsFile @param {string[]} files paths relative to ROOT
 */
export function writeInputs(inputsFile, files) {
  const aside = `${inputsFile}.${process.pid}-${randomUUID()}`;
  writeFileSync(aside, JSON.stringify(files.map(inputOf)));
  renameSync(aside, inputsFile);
}
