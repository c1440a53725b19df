// Issue 21's file-system attacks, run through a real `savepoint agent` process as an unprivileged OS user, as the
// trust model has it: the agent works beside the owner's files with the privileges of whoever owns them, so it can
// only read and damage what that user could anyway. Its folder swapped for a symbolic link to a secret place (a stand-in
// for a server's data folder, for /etc) after it attached, a folder above or inside another owner's workspace, a
// `.git` file naming another owner's repository: whatever the agent answers (a typed refusal, or a snapshot of what
// its user may read), no byte of the secrets reaches the API's answers, the server's code objects or even the agent's
// own store, and nothing outside the owner's folder changes (paths, modes, owners, contents, mtimes).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, chown, lchown, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { tempDir } from './helpers/fs.ts';
import { git, initRepo } from './helpers/git.ts';
import { startLiveApp } from './helpers/live.ts';
import { type AppProcess, cliBundle, graphql, killLeftovers, type RunAs, spawnCli } from './helpers/process.ts';

if (process.getuid?.() !== 0) {
  throw new Error('these tests start the agent as another OS user, which takes root: run them as root');
}

const AGENT_USER = 'savepoint-agent-test';

/** The test's unprivileged OS user (made if absent), or `nobody` where no user can be made. */
function agentUser(): RunAs & { name: string } {
  const find = (name: string) => {
    try {
      const [, , uid, gid] = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).trim().split(':');
      return { name, uid: Number(uid), gid: Number(gid) };
    } catch {
      return null;
    }
  };
  const known = find(AGENT_USER);
  if (known) return known;
  try {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', AGENT_USER], { stdio: 'ignore' });
  } catch {
    // another run made it meanwhile, or users cannot be made here
  }
  const made = find(AGENT_USER) ?? find('nobody');
  if (!made) throw new Error(`no user ${AGENT_USER} and none could be made (useradd), nor a nobody user`);
  return made;
}

const user = { ...agentUser(), cli: await cliBundle() }; // the command line bundled where that user may read it
const one = await startLiveApp({ pollIntervalMs: 60_000 });
/** Alice is not local: the server does no file work for her, her agent does it all. */
const alice = await createOwnerWithToken(one.app.database.db, 'alice-unprivileged', { local: false });
const bob = await createOwnerWithToken(one.app.database.db, 'bob-unprivileged');

/** Everything of the test under one folder any user may enter (mode 755), as the OS temp folder is. */
const base = await tempDir('savepoint-unprivileged-', { reachable: true });
afterAll(killLeftovers); // before the folders go (hooks run last registered first)

/** A folder of the agent's user (mode 755, or as given), with these files of its own. */
async function alicesFolder(dir: string, files: Record<string, string> = {}, mode = 0o755): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dir, name), content);
    await chown(path.join(dir, name), user.uid, user.gid);
  }
  await chown(dir, user.uid, user.gid);
  await chmod(dir, mode);
  return dir;
}

/** A folder of root's (bob's, or the system's) with these files, each with its mode: [content, mode]. */
async function rootsFolder(dir: string, mode: number, files: Record<string, [string, number]> = {}): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const [name, [content, fileMode]] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
    await chmod(path.join(dir, name), fileMode);
  }
  await chmod(dir, mode);
  return dir;
}

/** The agents' own folder (keys, snapshot stores), the user's alone. */
const agentHome = await alicesFolder(path.join(base, 'agent-home'), {}, 0o700);

/**
 * Every entry under a folder, the folder itself included, as path -> "mode uid:gid mtime size content-hash" (a
 * link: its target): compared before and after, it shows that nothing was created, removed, written, re-owned or
 * touched there. Read as root, so a folder the agent's user cannot enter is listed too.
 */
function inventory(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (rel: string) => {
    const full = path.join(dir, rel);
    const info = lstatSync(full);
    const what = info.isSymbolicLink() ? `-> ${readlinkSync(full)}` : info.isFile() ? createHash('sha256').update(readFileSync(full)).digest('hex') : '';
    out[rel || '.'] = `${info.mode.toString(8)} ${info.uid}:${info.gid} ${info.mtimeMs} ${info.isDirectory() ? '' : info.size} ${what}`;
    if (info.isDirectory()) for (const name of readdirSync(full).sort()) visit(rel ? `${rel}/${name}` : name);
  };
  visit('');
  return out;
}

const OPERATIONS = {
  createSession:
    'mutation($i: CreateSessionInput!) { createSession(input: $i) { __typename ... on CreateSessionPayload { session { id } } ... on Error { code message } } }',
  checkpoint: `mutation($i: CreateCheckpointInput!) {
    createCheckpoint(input: $i) {
      __typename
      ... on CreateCheckpointPayload { checkpoint { id codeTree gitNote filesChanged { path action additions deletions } } }
      ... on Error { code message }
      ... on AgentCommandFailedError { agentCode }
      ... on AgentOfflineError { timedOut }
      ... on WorkspaceUnavailableError { reason path }
    }
  }`,
  history: `query($id: ID!) {
    session(id: $id) { ... on Session { checkpoints(first: 50) { nodes {
      label codeTree gitNote filesChanged { path action }
      diff { __typename ... on CheckpointDiff { files { path action previousPath hunks { header lines } } } ... on Error { code message } }
    } } } }
  }`,
  attach: 'mutation($i: AttachWorkspaceInput!) { attachWorkspace(input: $i) { __typename ... on Error { code message } } }',
};

/** Every answer the API gave in this file, as sent: no secret may appear in any of them. */
const said: string[] = [];
const agents: AppProcess[] = [];

async function api(query: string, variables: Record<string, unknown>, token = alice.token): Promise<any> {
  const { status, body } = await graphql(one.httpUrl, query, { token, variables });
  said.push(JSON.stringify(body));
  if (status !== 200 || body.errors?.length) throw new Error(`${status}: ${JSON.stringify(body)}`);
  return Object.values(body.data!)[0];
}

type Agent = { process: AppProcess; workspaceId: string; sessionId: string };

/**
 * `savepoint agent --workspace <folder>` with alice's token, as the agent's user: resolves once it serves, with a
 * session of alice's in its workspace, or with null when it refused to start (a folder its user cannot use).
 */
async function startAgent(folder: string): Promise<Agent | null> {
  const env = { SAVEPOINT_TOKEN: alice.token, SAVEPOINT_URL: one.httpUrl, SAVEPOINT_AGENT_DIR: agentHome, HOME: agentHome };
  const agent = spawnCli(['agent', '--workspace', folder], env, user);
  agents.push(agent);
  // The premise of every test here: the agent runs as the user, without any of root's groups.
  const status = readFileSync(`/proc/${agent.pid}/status`, 'utf8');
  expect(status).toMatch(new RegExp(`^Uid:\\t${user.uid}\\t${user.uid}\\t${user.uid}\\t${user.uid}$`, 'm'));
  expect(status).toMatch(new RegExp(`^Gid:\\t${user.gid}\\t${user.gid}\\t${user.gid}\\t${user.gid}$`, 'm'));
  expect(status).toMatch(/^Groups:\s*$/m);
  const served = await agent.waitFor(/as workspace (\S+) /, { timeoutMs: 60_000 }).catch(() => null);
  if (!served) {
    expect(await agent.exited, agent.stderr()).toEqual({ code: 1, signal: null }); // refused, saying why: no crash
    return null;
  }
  const created = await api(OPERATIONS.createSession, { i: { workspaceId: served[1], objective: 'take what is not mine' } });
  expect(created.__typename).toBe('CreateSessionPayload');
  return { process: agent, workspaceId: served[1]!, sessionId: created.session.id };
}

/** startAgent for a folder its user may use: it must serve. */
async function servingAgent(folder: string): Promise<Agent> {
  const agent = await startAgent(folder);
  if (!agent) throw new Error(`the agent refused to serve ${folder}: ${agents.at(-1)?.stderr()}`);
  return agent;
}

async function stopAgent(agent: Agent): Promise<void> {
  expect(agent.process.exitStatus(), 'the agent is still serving (it did not crash)').toBeNull();
  agent.process.signal('SIGINT');
  expect(await agent.process.exited).toEqual({ code: 0, signal: null });
}

const checkpoint = (agent: Agent, label: string) => api(OPERATIONS.checkpoint, { i: { sessionId: agent.sessionId, label } });

/**
 * What a checkpoint through a folder that leads somewhere the user may not read can be: the agent's refusal as data
 * (a folder it cannot use, WORKSPACE_UNREADABLE today as git could not open a file, is the WorkspaceUnavailableError
 * clients know; any other failure AGENT_COMMAND_FAILED with the agent's code), or a snapshot of what it could read.
 * Never a crash, an error outside the data, or an agent gone.
 */
function expectRefusedOrTaken(answer: any, agent: Agent): void {
  if (answer.__typename === 'AgentCommandFailedError') expect(answer).toMatchObject({ code: 'AGENT_COMMAND_FAILED', agentCode: expect.any(String) });
  else if (answer.__typename === 'WorkspaceUnavailableError') expect(answer).toMatchObject({ code: 'WORKSPACE_UNAVAILABLE', reason: expect.any(String) });
  else expect(answer.__typename).toBe('CreateCheckpointPayload');
  expect(agent.process.exitStatus()).toBeNull();
}

/** Each checkpoint of the session with its files and diff hunks, read through the API (and so added to `said`). */
const readHistory = (agent: Agent) => api(OPERATIONS.history, { id: agent.sessionId });

/** Every object in each agent store under `agentHome`, as git reads them out (on disk they are compressed). */
function agentStoreContents(): Buffer {
  const stores = path.join(agentHome, 'workspaces');
  const dirs = readdirSync(stores, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Buffer.concat(
    dirs.map((entry) =>
      execFileSync('git', [`--git-dir=${path.join(stores, entry.name)}`, 'cat-file', '--batch-all-objects', '--batch'], {
        env: { PATH: process.env.PATH!, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
        maxBuffer: 1 << 28,
      }),
    ),
  );
}

/**
 * That no secret left its place: not in any answer of the API nor the agents' output, not in any code object the
 * server holds (any owner's; blobs inflated), not even in the agents' own stores; and, for `names` (of entries in
 * folders the user may not list), not as a name in any stored tree either.
 */
async function expectNothingOf(secrets: readonly string[], names: readonly string[] = []): Promise<void> {
  const blobs = await one.app.database.db.selectFrom('code_objects').select(['content']).where('type', '=', 'blob').execute();
  const trees = await one.app.database.db.selectFrom('code_trees').select(['names']).execute();
  expect(blobs.length, 'the checks look at stored objects').toBeGreaterThan(0);
  const stored = Buffer.concat(blobs.map((row) => inflateSync(row.content!)));
  const inStores = agentStoreContents();
  const told = [...said, ...agents.flatMap((agent) => [agent.stdout(), agent.stderr()])].join('\n');
  for (const secret of secrets) {
    expect(told.includes(secret), `${secret} in an answer or the agents' output`).toBe(false);
    expect(stored.includes(secret), `${secret} in the server's code objects`).toBe(false);
    expect(inStores.includes(secret), `${secret} read into an agent's store`).toBe(false);
  }
  const treeNames = new Set(trees.flatMap((row) => row.names));
  for (const name of names) {
    expect(treeNames.has(name), `${name} named in a stored tree`).toBe(false);
    expect(told.includes(name), `${name} in an answer or the agents' output`).toBe(false);
  }
}

/** Replaces `dir` with a symbolic link to `target`, made as the agent's user would make it; returns the undo. */
async function swap(dir: string, target: string): Promise<() => Promise<void>> {
  await rename(dir, `${dir}.real`);
  await symlink(target, dir);
  await lchown(dir, user.uid, user.gid);
  return async () => {
    await rm(dir);
    await rename(`${dir}.real`, dir);
  };
}

// The secrets: each would be a leak anywhere outside its place.
const BOOTSTRAP_TOKEN = 'sp_STAND_IN_BOOTSTRAP_TOKEN_7c1f';
const HMAC_KEY = 'STAND-IN-HMAC-KEY-3b9e0d';
const SHADOW = 'root:$6$STAND-IN-SHADOW-HASH-a41d$:19000:0:99999:7:::';
const SSH_KEY = 'STAND-IN-PRIVATE-KEY-55e2';
const BOB_ENV = 'BOB_DATABASE_PASSWORD=STAND-IN-BOB-ENV-91c4';
const BOB_DEPLOY_KEY = 'STAND-IN-BOB-DEPLOY-KEY-0f3a';
const BOB_COMMITTED = 'STAND-IN-BOB-COMMITTED-6d2b';
const BOB_STASHED = 'STAND-IN-BOB-STASHED-8e71';
const BOB_SIDE = 'STAND-IN-BOB-SIDE-BRANCH-24fa';
const BOB_REPO_ENV = 'STAND-IN-BOB-REPO-ENV-c09d';

describe("an unprivileged agent's folder swapped for a symbolic link after it attached", () => {
  it("to a stand-in for the server's data folder, for /etc, or a folder above it to one holding a same-named secret folder: nothing of them leaves, nothing there changes", async () => {
    const parent = await alicesFolder(path.join(base, 'alice-swap'));
    const folder = await alicesFolder(path.join(parent, 'project'), { 'app.ts': 'export const alice = 1;\n' });
    const secrets = await rootsFolder(path.join(base, 'swap-secrets'), 0o755);
    const data = await rootsFolder(path.join(secrets, 'data'), 0o700, { 'bootstrap-token': [`${BOOTSTRAP_TOKEN}\n`, 0o600], 'hmac.key': [HMAC_KEY, 0o600] });
    const etc = await rootsFolder(path.join(secrets, 'etc'), 0o755, { passwd: ['root:x:0:0:root:/root:/bin/bash\n', 0o644], shadow: [`${SHADOW}\n`, 0o600] });
    const elsewhere = await rootsFolder(path.join(secrets, 'elsewhere'), 0o755);
    await rootsFolder(path.join(elsewhere, 'project'), 0o700, { id_ed25519: [SSH_KEY, 0o600] });
    const before = inventory(secrets);

    const agent = await servingAgent(folder);
    expect(await checkpoint(agent, 'attached')).toMatchObject({
      __typename: 'CreateCheckpointPayload',
      checkpoint: { codeTree: expect.stringMatching(/^[0-9a-f]{40}$/), filesChanged: [{ path: 'app.ts', action: 'ADDED' }] },
    });

    for (const [swapped, target] of [
      [folder, data],
      [folder, etc],
      [parent, elsewhere],
    ] as const) {
      const putBack = await swap(swapped, target);
      expectRefusedOrTaken(await checkpoint(agent, `through a link to ${path.basename(target)}`), agent);
      await putBack();
    }
    await readHistory(agent);
    await expectNothingOf([BOOTSTRAP_TOKEN, HMAC_KEY, SHADOW, SSH_KEY], ['bootstrap-token', 'hmac.key', 'id_ed25519']);
    expect(inventory(secrets)).toEqual(before);

    // The real folder back, the same agent checkpoints it again: from its last snapshot, alice's file alone changed.
    await writeFile(path.join(folder, 'app.ts'), 'export const alice = 2;\n');
    expect(await checkpoint(agent, 'back')).toMatchObject({
      __typename: 'CreateCheckpointPayload',
      checkpoint: { filesChanged: [{ path: 'app.ts', action: 'MODIFIED', additions: 1, deletions: 1 }] },
    });
    await stopAgent(agent);
  });
});

describe("an unprivileged agent's folder above or inside another owner's workspace", () => {
  it("never carries bob's .env or his private folder: not from a folder holding his, not from folders inside it", async () => {
    const above = await alicesFolder(path.join(base, 'alice-above'), { 'notes.md': 'alice above\n' });
    const bobs = await rootsFolder(path.join(above, 'bob-project'), 0o755, {
      '.env': [`${BOB_ENV}\n`, 0o600],
      'src/app.ts': ['export const bob = 1;\n', 0o644], // bob's code, which every user of the machine may read
      'private/deploy.key': [BOB_DEPLOY_KEY, 0o600],
    });
    await chmod(path.join(bobs, 'private'), 0o700);
    expect((await api(OPERATIONS.attach, { i: { agentKey: 'bobs-agent', host: os.hostname(), path: bobs } }, bob.token)).__typename).toBe(
      'AttachWorkspacePayload',
    );
    const before = inventory(bobs);

    for (const folder of [above, path.join(bobs, 'src'), path.join(bobs, 'private')]) {
      const agent = await startAgent(folder);
      if (!agent) continue; // refused to serve a folder its user cannot use: nothing asked of it
      expectRefusedOrTaken(await checkpoint(agent, `at ${path.basename(folder)}`), agent);
      await readHistory(agent);
      await stopAgent(agent);
    }
    await expectNothingOf([BOB_ENV, BOB_DEPLOY_KEY], ['deploy.key']);
    expect(inventory(bobs)).toEqual(before);
  });
});

describe("an unprivileged agent's folder whose .git names another owner's repository", () => {
  it("leaves bob's repository byte for byte as it was (HEAD, refs, branches, stash, worktrees, objects) and takes none of its content", async () => {
    const bobs = path.join(base, 'bob-repo');
    await initRepo(bobs, { 'secret.txt': `${BOB_COMMITTED}\n`, '.gitignore': '.env\n' });
    git(bobs, 'branch', 'bob-side');
    const worktree = path.join(await rootsFolder(path.join(base, 'bob-worktrees'), 0o755), 'side');
    git(bobs, 'worktree', 'add', '-q', worktree, 'bob-side');
    await writeFile(path.join(worktree, 'side.txt'), `${BOB_SIDE}\n`);
    git(worktree, 'add', 'side.txt');
    git(worktree, 'commit', '-q', '-m', 'side');
    await writeFile(path.join(bobs, 'secret.txt'), `${BOB_STASHED}\n`);
    git(bobs, 'stash', '-q');
    await rootsFolder(bobs, 0o755, { '.env': [`${BOB_REPO_ENV}\n`, 0o600] });
    const view = () => ({
      head: readFileSync(path.join(bobs, '.git', 'HEAD'), 'utf8'),
      refs: git(bobs, 'for-each-ref', '--format=%(refname) %(objectname)'),
      stash: git(bobs, 'stash', 'list', '--format=%H %gs'),
      worktrees: git(bobs, 'worktree', 'list', '--porcelain'),
      objects: git(bobs, 'count-objects', '-v'),
      files: inventory(bobs),
      worktree: inventory(worktree),
    });
    const before = view();
    expect(before.stash).toMatch(/^[0-9a-f]{40} /);
    expect(before.refs).toContain('refs/heads/bob-side');

    // A .git file naming bob's repository, and one naming his linked worktree's git folder (whose commondir leads on).
    for (const [name, gitdir] of [
      ['alice-gitdir', path.join(bobs, '.git')],
      ['alice-gitdir-worktree', path.join(bobs, '.git', 'worktrees', 'side')],
    ] as const) {
      const folder = await alicesFolder(path.join(base, name), { 'app.ts': 'export const alice = 3;\n', '.git': `gitdir: ${gitdir}\n` });
      const agent = await servingAgent(folder);
      // alice's files alone: nothing bob's repository tracks, and not the .git file
      expect(await checkpoint(agent, `with a .git naming ${gitdir}`)).toMatchObject({
        __typename: 'CreateCheckpointPayload',
        checkpoint: { filesChanged: [{ path: 'app.ts', action: 'ADDED' }] },
      });
      await readHistory(agent);
      await stopAgent(agent);
    }
    await expectNothingOf([BOB_COMMITTED, BOB_STASHED, BOB_SIDE, BOB_REPO_ENV]);
    expect(view()).toEqual(before);
  });
});
