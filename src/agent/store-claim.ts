// One agent process per workspace store: the store (its index, its incoming packs, its restores) is the agent's
// private cache, so while it holds the claim, anything a killed agent left in it (git's index.lock above all, which
// would block every later snapshot) is stale and is removed. The claim is a file beside the store (`<store>.pid`)
// naming the holder's process id, made with O_EXCL; a claim whose process is gone is taken over.
import { mkdir, readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { AgentError } from './command.ts';
import { takePidFile } from './pid-file.ts';

/** What a killed agent can leave in its store: git's index lock, a download not written in, a restore's scratch folder. */
const LEFT_BEHIND = (name: string) => name === 'index.lock' || /^incoming-.*\.pack$/.test(name) || name.startsWith('restore-');

/** Claims the store folder for this process, clearing what a dead holder left; returns the release. */
export async function claimStore(dir: string): Promise<() => Promise<void>> {
  await mkdir(path.dirname(dir), { recursive: true, mode: 0o700 });
  const file = `${dir}.pid`;
  const holder = await takePidFile(file);
  if (holder === null) {
    for (const name of await readdir(dir).catch(() => [])) if (LEFT_BEHIND(name)) await rm(path.join(dir, name), { recursive: true, force: true });
    return async () => {
      await unlink(file).catch(() => {});
    };
  }
  if (holder > 0) {
    throw new AgentError(
      'STORE_IN_USE',
      `another agent process (pid ${holder}) serves this folder from this machine; stop it first (or, if that pid is not an agent, delete ${file}).`,
    );
  }
  throw new AgentError('STORE_IN_USE', `could not claim ${dir}: another agent process took it at the same moment; start again.`);
}
