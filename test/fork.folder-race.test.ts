// A fork's new folder is made without following links (issue 21): while a "flipper" process swaps the folder the forks
// are made in with a symbolic link to a folder outside the owner's root, in a tight loop, 50 forks into new folders
// there (DIRECTORY and WORKTREE) each either make their folder inside the root or are refused with a typed error;
// nothing is ever written outside the root, not even into empty folders waiting there under the forks' names.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, realpath, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeFolderPinned } from '../src/git/pinned-folder.ts';
import { createTestApp } from './helpers/app.ts';
import { Fork } from './helpers/forks.ts';
import { digestDir, tempDir } from './helpers/fs.ts';
import { sessionAt } from './helpers/workspaces.ts';

const root = await realpath(await tempDir('savepoint-flip-root-'));
const outside = await realpath(await tempDir('savepoint-flip-outside-'));
const app = await createTestApp({ config: { workspaceRoots: [root] } });
const alice = await app.owner('alice');

const FORKS = 50;
const SOURCES = 2;

// Swaps `P` between the real folder and a link to `O` until the file `stop` exists: the link stays up to 2 ms, the real
// folder up to 10 ms (no fork would get past its checks otherwise), both waited for busily. Then it leaves the real
// folder in place and prints how many swaps it made.
const FLIPPER = `
const fs = require('node:fs');
const [P, R, O, stop] = process.argv.slice(1);
const spin = (ms) => { const end = process.hrtime.bigint() + BigInt(Math.round(ms * 1e6)); while (process.hrtime.bigint() < end); };
let flips = 0;
while (!fs.existsSync(stop)) {
  try { fs.renameSync(P, R); fs.symlinkSync(O, P); spin(Math.random() * 2); fs.unlinkSync(P); fs.renameSync(R, P); flips++; } catch {}
  spin(Math.random() * 10);
}
try { if (fs.lstatSync(P).isSymbolicLink()) fs.unlinkSync(P); } catch {}
try { fs.renameSync(R, P); } catch {}
process.stdout.write(String(flips));
`;

function startFlipper(folder: string, target: string, stop: string): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(process.execPath, ['-e', FLIPPER, folder, `${folder}.real`, target, stop], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const done = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve(Number(out)));
  });
  return { child, done };
}

const TYPED_REFUSALS = ['ValidationError', 'WorkspaceUnavailableError', 'RepositoryUnavailableError'];

describe('fork folders made while the folder above them flips to a link', () => {
  it(`makes ${FORKS} forks' folders inside the root or refuses them; nothing is written outside the root`, { timeout: 240_000 }, async () => {
    const sources = await Promise.all(Array.from({ length: SOURCES }, async () => sessionAt(alice, await mkdtemp(path.join(root, 'source-')), { git: true })));
    const flipping = path.join(root, 'forks');
    await mkdir(flipping);
    // Empty folders outside wait under the forks' names: a fork that followed the link would find one ready to fill.
    for (let i = 0; i < FORKS; i++) await mkdir(path.join(outside, `fork-${i}`));
    const before = await digestDir(outside, { skip: null, stat: true });
    const stop = path.join(await tempDir('savepoint-flip-stop-'), 'stop');
    const flipper = startFlipper(flipping, outside, stop);
    const results: Array<{ i: number; typename: string; path?: string; message?: string }> = [];
    try {
      await Promise.all(
        sources.map(async (s, n) => {
          for (let i = n; i < FORKS; i += SOURCES) {
            const mode = i % 4 < 2 ? 'WORKTREE' : 'DIRECTORY';
            const input = { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode, path: path.join(flipping, `fork-${i}`) } };
            const { body } = await alice.raw(Fork, { input: input as never });
            const result = body.data?.forkSession;
            if (!result) results.push({ i, typename: `errors: ${JSON.stringify(body.errors)}` });
            else
              results.push({
                i,
                typename: result.__typename,
                ...(result.__typename === 'ForkSessionPayload' ? { path: result.session.workspace.path ?? undefined } : { message: result.message }),
              });
          }
        }),
      );
    } finally {
      await writeFile(stop, '');
    }
    const flips = await flipper.done;
    expect(flips).toBeGreaterThan(100);
    // Nothing outside changed: not a file, not a folder, not a time stamp.
    const filled = [];
    for (const name of await readdir(outside)) if ((await readdir(path.join(outside, name))).length) filled.push(name);
    expect(filled).toEqual([]);
    expect(await digestDir(outside, { skip: null, stat: true })).toBe(before);

    // No folder was made in the flipper's place meanwhile (git's `mkdir -p` of a path that was briefly not there).
    expect((await lstat(flipping)).isDirectory()).toBe(true);
    expect(existsSync(`${flipping}.real`)).toBe(false);
    expect(results).toHaveLength(FORKS);
    for (const result of results) expect([...TYPED_REFUSALS, 'ForkSessionPayload'], JSON.stringify(result)).toContain(result.typename);
    const made = results.filter((result) => result.typename === 'ForkSessionPayload');
    expect(made.length).toBeGreaterThan(0);
    for (const fork of made) {
      expect(fork.path).toBe(path.join(flipping, `fork-${fork.i}`));
      expect(await realpath(fork.path!)).toBe(fork.path);
      expect(await readdir(fork.path!)).toContain('a.txt');
    }
  });

  // How a fork's agent takes back the folder it made (agent/fork-command.ts takeBack: removeFolderPinned).
  it('takes a folder back without following a link planted in it, nor one put in place of a folder above it', async () => {
    const keep = await realpath(await tempDir('savepoint-flip-keep-'));
    await writeFile(path.join(keep, 'precious.txt'), 'not ours\n');
    const before = await digestDir(keep, { skip: null, stat: true });
    const parent = await mkdtemp(path.join(root, 'takeback-'));
    const made = path.join(parent, 'fork');
    await mkdir(path.join(made, 'deep'), { recursive: true });
    await writeFile(path.join(made, 'deep', 'a.txt'), 'ours\n');
    await symlink(keep, path.join(made, 'deep', 'link'));
    await symlink(keep, path.join(made, 'top-link'));
    await removeFolderPinned(made, { keep: false });
    expect(existsSync(made)).toBe(false);
    expect(await digestDir(keep, { skip: null, stat: true })).toBe(before);

    // The folder above replaced by a link to a folder holding one of the same name: refused, nothing removed there.
    await mkdir(path.join(keep, 'fork'));
    await writeFile(path.join(keep, 'fork', 'theirs.txt'), 'not ours either\n');
    const beforeFlip = await digestDir(keep, { skip: null, stat: true });
    await rename(parent, `${parent}.real`);
    await symlink(keep, parent);
    await expect(removeFolderPinned(made, { keep: false })).rejects.toThrow(/changed while Savepoint worked on it/);
    expect(await digestDir(keep, { skip: null, stat: true })).toBe(beforeFlip);
  });
});
