// Shared by the fork tests of folders and lineage: a session in a folder (a git repository with a stash and a dirty,
// partly staged working tree, or a plain folder) with a code checkpoint "cp" after one step and two messages, then a
// third message and more file changes; the fork's own ids.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { readTree, write } from './fs.ts';
import { git, initRepo } from './git.ts';
import { READ_THEN_WRITE, scenario } from './scenario.ts';

type Client = Awaited<ReturnType<TestApp['owner']>>;

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
  return { session: s.session, workspaceId: s.workspaceId, dir, cp: { ...cp, gitCommit: cp.gitCommit! }, atCp, conversationId: s.conversationId, task: s.task };
}

/** A folder's files without the one the snapshot leaves out because git ignores it. */
export function withoutIgnored(files: Record<string, string>): Record<string, string> {
  const { 'ignored.log': _, ...rest } = files;
  return rest;
}
