// Shared by the fork tests of folders and lineage: a session in a folder (a git repository with a stash and a dirty,
// partly staged working tree, or a plain folder) with a code checkpoint "cp" after one step and two messages, then a
// third message and more file changes; the fork's own ids.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { sessionFor } from './fixtures.ts';
import { readTree, write } from './fs.ts';
import { git, initRepo } from './git.ts';
import { ChangeSession, CreateWorkspace, StepLifecycle, TaskLifecycle } from './operations.ts';
import { checkpoint, say } from './rewind-fixtures.ts';

type Client = Awaited<ReturnType<TestApp['owner']>>;

const NO_AUTO = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };
const PLAN = {
  phases: [
    {
      name: 'work',
      tasks: [
        {
          key: 't',
          title: 't',
          steps: [
            { kind: 'READ' as const, title: 'one' },
            { kind: 'WRITE' as const, title: 'two' },
          ],
        },
      ],
    },
  ],
};

export const ForkWork = graphql(`
  query ForkWork($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        id state
        workspace { id path }
        conversations { nodes { id } }
        tasks { nodes { id key state steps { nodes { id title state } } } }
      }
      ... on Error { code message }
    }
  }
`);

/** A session's workspace, first conversation and task `t` with its steps (for a fork: its own new ids). */
export async function workOf(owner: Client, sessionId: string) {
  const { session } = await owner.gql(ForkWork, { id: sessionId });
  if (session.__typename !== 'Session') throw new Error(JSON.stringify(session));
  const task = session.tasks!.nodes.find((t) => t.key === 't')!;
  return { session, conversationId: session.conversations!.nodes[0]!.id, task, steps: task.steps!.nodes };
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
  const registered = await owner.gql(CreateWorkspace, { input: { path: dir } });
  if (registered.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(registered));
  const workspaceId = registered.createWorkspace.workspace.id;
  const session = await sessionFor(owner, { workspaceId, checkpointPolicy: NO_AUTO, plan: PLAN });
  const conversationId = session.conversations!.nodes[0]!.id;
  const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  await owner.gql(TaskLifecycle.start, { input: { taskId: task.id } });
  await owner.gql(StepLifecycle.start, { input: { stepId: task.steps!.nodes[0]!.id } });
  await owner.gql(StepLifecycle.complete, { input: { stepId: task.steps!.nodes[0]!.id } });
  await say(owner, conversationId, 'm1', 'm2');
  await write(dir, { 'a.txt': 'v1\n', 'sub/keep.txt': 'keep v1\n', 'bin.dat': Buffer.from([0, 1, 2, 255]), 'ignored.log': 'local log\n' });
  await rm(path.join(dir, 'old.txt'));
  const cp = await checkpoint(owner, session.id, 'cp');
  const atCp = readTree(dir);
  await say(owner, conversationId, 'm3');
  await write(dir, { 'a.txt': 'v2 staged\n', 'later.txt': 'after cp\n' });
  if (options.git) git(dir, 'add', 'a.txt');
  await write(dir, { 'a.txt': 'v2 unstaged\n' });
  return { session, workspaceId, dir, cp: { ...cp, gitCommit: cp.gitCommit! }, atCp, conversationId, task };
}

/** A folder's files without the one the snapshot leaves out because git ignores it. */
export function withoutIgnored(files: Record<string, string>): Record<string, string> {
  const { 'ignored.log': _, ...rest } = files;
  return rest;
}
