// One agent process per workspace store: the store (its index, its incoming packs, its restores) is the agent's
// private cache, so while it holds the claim, anything a killed agent left in it (git's index.lock above all, which
// would block every later snapshot) is stale and is removed. The claim is a file beside the store (`<store>.pid`)
// naming the holder's process id, made with O_EXCL; a claim whose process is gone is taken over.
import { mkdir, open, readdir, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { AgentError } from './command.ts';

/** What a killed agent can leave in its store: git's index lock, a download not written in, a restore's scratch folder. */
const LEFT_BEHIND = (name: string) => name === 'index.lock' || /^incoming-.*\.pack$/.test(name) || name.startsWith('restore-');

/** Whether a process runs: signal 0 reaches it, and (on Linux) it is not a zombie waiting to be reaped. */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // EPERM: someone else's process, running
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  const state = stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/** Claims the store folder for this process, clearing what a dead holder left; returns the release. */
export async function claimStore(dir: string): Promise<() => Promise<void>> {
  await mkdir(path.dirname(dir), { recursive: true, mode: 0o700 });
  const file = `${dir}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const handle = await open(file, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return null;
      throw error;
    });
    if (handle) {
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      for (const name of await readdir(dir).catch(() => [])) if (LEFT_BEHIND(name)) await rm(path.join(dir, name), { recursive: true, force: true });
      return async () => {
        await unlink(file).catch(() => {});
      };
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && (await alive(holder))) {
      throw new AgentError(
        'STORE_IN_USE',
        `another agent process (pid ${holder}) serves this folder from this machine; stop it first (or, if that pid is not an agent, delete ${file}).`,
      );
    }
    await unlink(file).catch(() => {}); // its holder is gone: take it over
  }
  throw new AgentError('STORE_IN_USE', `could not claim ${dir}: another agent process took it at the same moment; start again.`);
}
