// A file naming the process that holds something (a workspace store, a runner's run): made with O_EXCL, so one
// process holds it at a time, and taken over when the process it names is gone (killed, crashed).
import { open, readFile, unlink } from 'node:fs/promises';

/** Whether a process runs: signal 0 reaches it, and (on Linux) it is not a zombie waiting to be reaped. */
export async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // EPERM: someone else's process, running
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  const state = stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/**
 * Takes `file` for this process (writing its pid in it). Answers null once taken, else the pid of the living process
 * that holds it (0: another process took it at the same moment).
 */
export async function takePidFile(file: string): Promise<number | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const handle = await open(file, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return null;
      throw error;
    });
    if (handle) {
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return null;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && (await alive(holder))) return holder;
    await unlink(file).catch(() => {}); // its holder is gone: take it over
  }
  return 0;
}
