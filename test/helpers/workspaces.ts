// Sessions in a folder or a git repository with code checkpoints taken along the way, for the tests of what rewind,
// branch and fork do to files: each leaves the folder in a known state after its checkpoints.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../../src/db/client.ts';
import type { Client } from './app.ts';
import { sessionInNewWorkspace } from './fixtures.ts';
import { readTree, write } from './fs.ts';
import { git, initRepo } from './git.ts';
import { ChangeSession } from './operations.ts';
import { READ_THEN_WRITE, scenario } from './scenario.ts';
import { checkpoint } from './sessions.ts';

/** Phase `work`, task `t`, one EXEC step `s`: a plan that stays out of the way of the files. */
const ONE_STEP = { phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [{ kind: 'EXEC' as const, title: 's' }] }] }] };

/**
 * A session in a git repository (main: .gitignore, a.txt, old.txt) with checkpoint v1 of other work (a.txt changed,
 * old.txt deleted, sub/keep.txt and bin.dat added, plus `extra`), then the working tree put back to HEAD: clean, with
 * an ignored file (ignored.log) that must survive everything.
 */
export async function repoWithCheckpoint(owner: Client, extra: Record<string, string> = {}) {
  const { session, dir } = await sessionInNewWorkspace(owner, ONE_STEP);
  await initRepo(dir, { '.gitignore': 'ignored.log\n', 'a.txt': 'committed\n', 'old.txt': 'only on main\n' });
  await write(dir, { 'a.txt': 'v1\n', 'sub/keep.txt': 'keep v1\n', 'bin.dat': Buffer.from([0, 1, 2, 255]), 'ignored.log': 'local log\n', ...extra });
  await rm(path.join(dir, 'old.txt'));
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const v1 = await checkpoint(owner, session.id, 'v1');
  git(dir, 'checkout', '-q', '--', '.');
  git(dir, 'clean', '-fdq');
  return { session, dir, v1 };
}

/** A session in a workspace (a git repository when asked) with a MANUAL checkpoint of v1, then v2 work after it. */
export async function sessionWithHistory(owner: Client, options: { git?: boolean } = {}) {
  const { session, dir } = await sessionInNewWorkspace(owner, ONE_STEP);
  if (options.git) await initRepo(dir, { '.gitignore': 'ignored.log\n', 'a.txt': 'committed\n' });
  await write(dir, { 'a.txt': 'v1\n', 'sub/keep.txt': 'keep v1\n' });
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const v1 = await checkpoint(owner, session.id, 'v1');
  await write(dir, { 'a.txt': 'v2\nmore\n', 'new.txt': 'created after v1\n', 'sub/keep.txt': 'keep v2\n' });
  await checkpoint(owner, session.id, 'v2');
  await write(dir, { 'a.txt': 'v3 uncheckpointed\n', 'loose.bin': Buffer.from([0, 1, 2, 255]) });
  return { session, dir, v1, conversationId: session.conversations!.nodes[0]!.id };
}

/**
 * A started session in `dir` (registered as a workspace): step "one" done, m1 m2, then checkpoint "cp" of a.txt v1,
 * sub/keep.txt, bin.dat (and ignored.log), old.txt deleted; then m3, and a.txt, later.txt changed after it. With
 * `git`: a repository (main, a stash entry), and after cp a.txt partly staged. `atCp`: the folder's files at cp.
 */
export async function sessionAt(owner: Client, dir: string, options: { git?: boolean } = {}) {
  if (options.git) {
    await initRepo(dir, { '.gitignore': 'ignored.log\n', 'a.txt': 'committed\n', 'old.txt': 'only on main\n' });
    await write(dir, { 'a.txt': 'stashed\n' });
    git(dir, 'stash', '-q');
  } else {
    await write(dir, { 'a.txt': 'plain\n', 'old.txt': 'old\n' });
  }
  const s = await scenario(owner, READ_THEN_WRITE, { dir });
  await s.start();
  await s.complete('one');
  await s.say('m1', 'm2');
  await write(dir, { 'a.txt': 'v1\n', 'sub/keep.txt': 'keep v1\n', 'bin.dat': Buffer.from([0, 1, 2, 255]), 'ignored.log': 'local log\n' });
  await rm(path.join(dir, 'old.txt'));
  const cp = await s.checkpoint('cp');
  const atCp = readTree(dir);
  await s.say('m3');
  await write(dir, { 'a.txt': 'v2 staged\n', 'later.txt': 'after cp\n' });
  if (options.git) git(dir, 'add', 'a.txt');
  await write(dir, { 'a.txt': 'v2 unstaged\n' });
  // gitCommit is kept for the callers that still read it (it is null for an agent's snapshot: codeTree is set).
  return {
    session: s.session,
    workspaceId: s.workspaceId,
    dir,
    cp: { ...cp, gitCommit: cp.gitCommit!, codeTree: cp.codeTree! },
    atCp,
    conversationId: s.conversationId,
    task: s.task,
  };
}

/** A folder's files without the one the snapshot leaves out because git ignores it. */
export function withoutIgnored(files: Record<string, string>): Record<string, string> {
  const { 'ignored.log': _, ...rest } = files;
  return rest;
}

// ---- where an embedded agent keeps what it took: stored objects (PostgreSQL) and its cache under <dataDir>/agent ----

/**
 * Runs `work` while the owner is not local: the agent the server embeds then refuses every command before it opens
 * the folder (NOT_LOCAL: a WorkspaceUnavailableError), a real failure of the agent. Local again afterwards.
 */
export async function whileNotLocal<T>(db: Db, ownerId: string, work: () => Promise<T>): Promise<T> {
  await sql`update owners set local = false where id = ${ownerId}`.execute(db);
  try {
    return await work();
  } finally {
    await sql`update owners set local = true where id = ${ownerId}`.execute(db);
  }
}

/** Everything the owner's stored code objects hold: each blob's content (inflated) and each tree's entry names. */
export async function storedObjectsOf(db: Db, ownerId: string): Promise<Buffer> {
  const blobs = await db.selectFrom('code_objects').select('content').where('owner_id', '=', ownerId).execute();
  const trees = await db.selectFrom('code_trees').select('names').where('owner_id', '=', ownerId).execute();
  return Buffer.concat([...blobs.flatMap((row) => (row.content ? [inflateSync(row.content)] : [])), ...trees.map((row) => Buffer.from(row.names.join('\n')))]);
}

/** The folder of the embedded agent's store of a workspace (its global id), under a server's data folder. */
export function agentStoreOf(dataDir: string, workspaceGlobalId: string): string {
  return path.join(dataDir, 'agent', 'workspaces', createHash('sha256').update(workspaceGlobalId).digest('hex').slice(0, 32));
}

/**
 * Everything the embedded agents of a data folder keep: every object of every store (as `git cat-file
 * --batch-all-objects --batch` prints them, uncompressed) and the raw bytes of every other file under
 * <dataDir>/agent (journals, ledgers, indexes).
 */
export function agentStoresOf(dataDir: string): Buffer {
  const root = path.join(dataDir, 'agent');
  if (!existsSync(root)) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else parts.push(readFileSync(full));
    }
  };
  walk(root);
  const stores = path.join(root, 'workspaces');
  for (const name of existsSync(stores) ? readdirSync(stores) : []) {
    const store = path.join(stores, name);
    if (!statSync(store).isDirectory()) continue;
    parts.push(
      execFileSync('git', ['cat-file', '--batch-all-objects', '--batch'], {
        env: { PATH: process.env.PATH, GIT_DIR: store, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
        maxBuffer: 256 << 20,
      }),
    );
  }
  return Buffer.concat(parts);
}
