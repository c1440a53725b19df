// Where a workspace agent run by a person keeps what is its own (its key per folder, its snapshot stores, its intent
// journals), and its key for a folder: made on its first run, so an agent started again on the folder (by
// `savepoint agent`, or inside a runner's process by the runner kit) is the same agent.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The agent's own folder: SAVEPOINT_AGENT_DIR, else ~/.savepoint/agent. */
export function agentHome(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SAVEPOINT_AGENT_DIR ?? path.join(os.homedir(), '.savepoint', 'agent'));
}

/** The agent's key for a folder (its real path): made on its first run, kept under the agent's home. */
export async function agentKeyFor(home: string, folder: string): Promise<string> {
  const dir = path.join(home, 'folders', createHash('sha256').update(folder).digest('hex').slice(0, 32));
  const file = path.join(dir, 'key');
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept?.trim()) return kept.trim();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = randomUUID();
  // wx: two processes starting on one folder at once keep the first key made
  const made = await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    () => false,
  );
  if (!made) return (await readFile(file, 'utf8')).trim();
  await writeFile(path.join(dir, 'folder'), `${folder}\n`, { mode: 0o600 });
  return key;
}
