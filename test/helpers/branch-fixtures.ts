// Shared by the branch tests: the createBranchFromCheckpoint operation, a session whose git repository has a code
// checkpoint (then a clean working tree), and everything of the user's repository a refused call must leave as it was.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { git as run } from './git.ts';
import { sessionInNewWorkspace } from './interrupted.ts';
import { ChangeSession, SessionEvents } from './operations.ts';
import { checkpoint, readTree } from './rewind-fixtures.ts';

type Client = Awaited<ReturnType<TestApp['owner']>>;

const CreateBranch = graphql(`
  mutation CreateBranchFromCheckpointOp($input: CreateBranchFromCheckpointInput!) {
    createBranchFromCheckpoint(input: $input) {
      __typename
      ... on CreateBranchFromCheckpointPayload { checkedOut replayed branch { name reference commit } checkpoint { id seq label gitCommit } }
      ... on Error { code message }
      ... on ValidationError { field }
      ... on WorkingTreeDirtyError { path changedPaths }
      ... on RepositoryUnavailableError { path }
      ... on BranchExistsError { takenName: branch }
    }
  }
`);

export const git = (dir: string, ...args: string[]) => run(dir, ...args).trim();
const PLAN = { phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [{ kind: 'EXEC' as const, title: 's' }] }] }] };

export async function write(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

/**
 * A session in a git repository (main: .gitignore, a.txt, old.txt) with checkpoint v1 of other work (a.txt changed,
 * old.txt deleted, sub/keep.txt and bin.dat added, plus `extra`), then the working tree put back to HEAD: clean, with
 * an ignored file (ignored.log) that must survive everything.
 */
export async function repoWithCheckpoint(owner: Client, extra: Record<string, string> = {}) {
  const { session, dir } = await sessionInNewWorkspace(owner, PLAN);
  git(dir, 'init', '-q', '-b', 'main');
  await write(dir, { '.gitignore': 'ignored.log\n', 'a.txt': 'committed\n', 'old.txt': 'only on main\n' });
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'init');
  await write(dir, { 'a.txt': 'v1\n', 'sub/keep.txt': 'keep v1\n', 'bin.dat': Buffer.from([0, 1, 2, 255]), 'ignored.log': 'local log\n', ...extra });
  await rm(path.join(dir, 'old.txt'));
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const v1 = await checkpoint(owner, session.id, 'v1');
  git(dir, 'checkout', '-q', '--', '.');
  git(dir, 'clean', '-fdq');
  return { session, dir, v1 };
}

export async function createBranch(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(CreateBranch, { input: input as never })).createBranchFromCheckpoint;
}

type Made = Extract<Awaited<ReturnType<typeof createBranch>>, { __typename: 'CreateBranchFromCheckpointPayload' }>;

export function made(result: Awaited<ReturnType<typeof createBranch>>): Made {
  if (result.__typename !== 'CreateBranchFromCheckpointPayload') throw new Error(JSON.stringify(result));
  return result;
}

/** Everything of the user's repository a refused or checkout: false call must leave as it was. */
export async function userView(dir: string) {
  return {
    head: git(dir, 'rev-parse', 'HEAD'),
    branch: git(dir, 'symbolic-ref', 'HEAD'),
    staged: git(dir, 'diff', '--cached'),
    unstaged: git(dir, 'diff'),
    status: git(dir, 'status', '--porcelain', '--untracked-files=all', '--ignored'),
    index: createHash('sha256')
      .update(await readFile(path.join(dir, '.git', 'index')))
      .digest('hex'),
    files: readTree(dir),
    refs: git(dir, 'for-each-ref', '--format=%(refname) %(objectname)'),
    stash: git(dir, 'stash', 'list'),
  };
}

/** The snapshot's tree entries (mode, type, id, path), read from the workspace's snapshot store. */
export const snapshotTree = (dir: string, commit: string) => git(dir, `--git-dir=${path.join(dir, '.git', 'savepoint-shadow')}`, 'ls-tree', '-r', commit);

export async function branchEvents(owner: Client, sessionId: string) {
  const data = await owner.gql(SessionEvents, { id: sessionId, types: ['checkpoint.branch_created'] });
  if (data.session?.__typename !== 'Session') throw new Error(JSON.stringify(data));
  return data.session.events!.edges.map((edge) => edge.node);
}
