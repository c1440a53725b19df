// Shared by the branch tests: the createBranchFromCheckpoint operation, a session whose git repository has a code
// checkpoint (then a clean working tree), and the branch events.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { sessionInNewWorkspace } from './fixtures.ts';
import { write } from './fs.ts';
import { git, initRepo } from './git.ts';
import { ChangeSession, SessionEvents } from './operations.ts';
import { checkpoint } from './rewind-fixtures.ts';

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

const PLAN = { phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [{ kind: 'EXEC' as const, title: 's' }] }] }] };

/**
 * A session in a git repository (main: .gitignore, a.txt, old.txt) with checkpoint v1 of other work (a.txt changed,
 * old.txt deleted, sub/keep.txt and bin.dat added, plus `extra`), then the working tree put back to HEAD: clean, with
 * an ignored file (ignored.log) that must survive everything.
 */
export async function repoWithCheckpoint(owner: Client, extra: Record<string, string> = {}) {
  const { session, dir } = await sessionInNewWorkspace(owner, PLAN);
  await initRepo(dir, { '.gitignore': 'ignored.log\n', 'a.txt': 'committed\n', 'old.txt': 'only on main\n' });
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

export async function branchEvents(owner: Client, sessionId: string) {
  const data = await owner.gql(SessionEvents, { id: sessionId, types: ['checkpoint.branch_created'] });
  if (data.session?.__typename !== 'Session') throw new Error(JSON.stringify(data));
  return data.session.events!.edges.map((edge) => edge.node);
}
