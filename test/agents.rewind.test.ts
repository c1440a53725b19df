// Rewinds, branches and forks of a folder its agent serves, through the public API: the server records the verb and
// asks the agent (RESTORE, BRANCH, FORK); for a rewind the agent uploads what the folder holds first (the undo point),
// then writes the checkpoint's tree. The files become exactly the checkpoint's, the history says so only once they
// are, undoRewind brings back what was there (uncheckpointed work included), and what a verb made in the folder's
// repository or beside it is taken back when the verb is not recorded. Any server of the database can do it: none
// opens the folder.
import { existsSync } from 'node:fs';
import { readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORTED_LIVE_MS } from '../src/agents/agent.model.ts';
import { authenticate } from '../src/auth/token.service.ts';
import type { Caller } from '../src/caller.ts';
import { localId } from '../src/graphql/ids.ts';
import { forkSession } from '../src/workflows/fork/fork-session.ts';
import { rewind } from '../src/workflows/rewind/rewind.ts';
import { graphql } from './gql/index.ts';
import { serveFolder } from './helpers/agents.ts';
import { readTree, tempDir, write } from './helpers/fs.ts';
import { gitTrimmed, initRepo } from './helpers/git.ts';
import { startServerPair } from './helpers/live.ts';
import { until } from './helpers/process.ts';

const { one, two, on } = await startServerPair('agents-rewind-test-secret-0123456789abcdef');

const CreateSession = graphql(`
  mutation AgentRewindSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      ... on CreateSessionPayload {
        session {
          id
        }
      }
    }
  }
`);

const Checkpoint = graphql(`
  mutation AgentRewindCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          id
          codeTree
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const Rewind = graphql(`
  mutation AgentRewindCode($input: RewindCodeInput!) {
    rewindCode(input: $input) {
      __typename
      ... on RewindPayload {
        preview {
          files {
            path
            action
          }
        }
        rewind {
          id
          preservedAs {
            kind
            reference
          }
          undoPoint {
            kind
            codeTree
            filesChanged {
              path
              action
            }
          }
          changes {
            files {
              path
              action
            }
          }
        }
      }
      ... on Error {
        code
        message
      }
      ... on PreserveUnavailableError {
        mode
      }
      ... on BranchExistsError {
        branch
      }
      ... on AgentOfflineError {
        timedOut
      }
    }
  }
`);

const Undo = graphql(`
  mutation AgentUndoRewind($input: UndoRewindInput!) {
    undoRewind(input: $input) {
      __typename
      ... on UndoRewindPayload {
        rewind {
          undoneAt
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const Fork = graphql(`
  mutation AgentFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      __typename
      ... on ForkSessionPayload {
        forkPoint {
          workspaceMode
          branch
        }
        session {
          workspace {
            id
            path
            host
            agent {
              key
            }
          }
        }
      }
      ... on Error {
        code
        message
      }
      ... on WorkspaceUnavailableError {
        reason
      }
    }
  }
`);

const Branch = graphql(`
  mutation AgentBranch($input: CreateBranchFromCheckpointInput!) {
    createBranchFromCheckpoint(input: $input) {
      __typename
      ... on CreateBranchFromCheckpointPayload {
        checkedOut
        branch {
          name
          reference
        }
      }
      ... on Error {
        code
        message
      }
      ... on WorkspaceUnavailableError {
        reason
      }
    }
  }
`);

const Rewinds = graphql(`
  query AgentRewindCount($id: ID!) {
    node(id: $id) {
      ... on Session {
        rewinds {
          totalCount
        }
        checkpoints {
          totalCount
        }
      }
    }
  }
`);

/** A folder served by an in-process agent (the runtime `savepoint agent` runs), with a session on it. */
async function servedFolder(files: Record<string, string>, options: Parameters<typeof serveFolder>[2] = {}) {
  const folder = await tempDir('savepoint-agent-rewind-');
  await write(folder, files);
  const agent = await serveFolder(one, folder, options);
  const created = await on(one)(CreateSession, { input: { workspaceId: agent.workspaceId, objective: 'agent rewinds' } });
  const sessionId = created.createSession && 'session' in created.createSession ? created.createSession.session.id : '';
  return { folder, agent, sessionId };
}

async function checkpoint(sessionId: string, label: string) {
  const { createCheckpoint } = await on(one)(Checkpoint, { input: { sessionId, label } });
  if (createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(createCheckpoint));
  return createCheckpoint.checkpoint;
}

async function counts(sessionId: string) {
  const { node } = await on(one)(Rewinds, { id: sessionId });
  if (!node || !('rewinds' in node)) throw new Error('no session');
  return { rewinds: node.rewinds?.totalCount, checkpoints: node.checkpoints?.totalCount };
}

describe("rewinds of an agent's folder", () => {
  it('put the files back exactly, through either server, and undo brings back what was there, uncheckpointed work too', async () => {
    const { folder, sessionId } = await servedFolder({ 'README.md': 'v1\n', 'src/app.ts': 'one\n', 'old.txt': 'old\n' });
    const v1 = await checkpoint(sessionId, 'v1');
    const atV1 = readTree(folder);
    await write(folder, { 'README.md': 'v2\n', 'src/new.ts': 'new\n', 'old.txt': null });
    await checkpoint(sessionId, 'v2');
    await write(folder, { 'notes.md': 'not checkpointed\n', 'src/app.ts': 'edited since\n' }); // work nobody checkpointed
    const before = readTree(folder);

    // The preview asks the agent what is there now, and changes nothing.
    const preview = (await on(two)(Rewind, { input: { sessionId, checkpointId: v1.id, dryRun: true } })).rewindCode;
    if (preview.__typename !== 'RewindPayload') throw new Error(JSON.stringify(preview));
    expect(preview.preview!.files.map((file) => `${file.action} ${file.path}`).sort()).toEqual([
      'ADDED old.txt',
      'DELETED notes.md',
      'DELETED src/new.ts',
      'MODIFIED README.md',
      'MODIFIED src/app.ts',
    ]);
    expect(readTree(folder)).toEqual(before);

    const done = (await on(two)(Rewind, { input: { sessionId, checkpointId: v1.id } })).rewindCode;
    if (done.__typename !== 'RewindPayload') throw new Error(JSON.stringify(done));
    expect(readTree(folder)).toEqual(atV1);
    const rewound = done.rewind!;
    expect(rewound.changes.files.map((file) => `${file.action} ${file.path}`).sort()).toEqual(
      preview.preview!.files.map((file) => `${file.action} ${file.path}`).sort(),
    );
    // The undo point holds the folder as it was, the uncheckpointed work included, as stored objects.
    expect(rewound.undoPoint).toMatchObject({ kind: 'REWIND', codeTree: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(rewound.undoPoint.filesChanged.map((file) => `${file.action} ${file.path}`).sort()).toEqual(['ADDED notes.md', 'MODIFIED src/app.ts']);

    const undone = (await on(one)(Undo, { input: { rewindId: rewound.id } })).undoRewind;
    expect(undone).toMatchObject({ __typename: 'UndoRewindPayload', rewind: { undoneAt: expect.any(String) } });
    expect(readTree(folder)).toEqual(before);
  });

  it("BRANCH and STASH leave the state before in the folder's own repository, through the agent; refusals change nothing", async () => {
    const { folder, sessionId } = await servedFolder({});
    await initRepo(folder, { 'a.txt': 'a\n' });
    const v1 = await checkpoint(sessionId, 'v1');
    const head = gitTrimmed(folder, 'rev-parse', 'HEAD');
    await write(folder, { 'a.txt': 'b\n', 'new.txt': 'new\n' });
    const before = readTree(folder);

    const branched = (await on(one)(Rewind, { input: { sessionId, checkpointId: v1.id, preserve: 'BRANCH', branchName: 'keep' } })).rewindCode;
    expect(branched).toMatchObject({ __typename: 'RewindPayload', rewind: { preservedAs: { kind: 'BRANCH', reference: 'refs/heads/keep' } } });
    expect(gitTrimmed(folder, 'show', 'keep:a.txt')).toBe('b');
    expect(gitTrimmed(folder, 'show', 'keep:new.txt')).toBe('new');
    expect(gitTrimmed(folder, 'rev-parse', 'keep^')).toBe(head); // on top of the user's HEAD, which did not move
    expect(gitTrimmed(folder, 'rev-parse', 'HEAD')).toBe(head);
    expect(readTree(folder)).toEqual({ 'a.txt': Buffer.from('a\n').toString('base64') });

    // A taken name: BRANCH_EXISTS, and nothing moved (the files stay as the first rewind left them).
    await write(folder, { 'a.txt': 'c\n' });
    const atC = readTree(folder);
    const taken = (await on(one)(Rewind, { input: { sessionId, checkpointId: v1.id, preserve: 'BRANCH', branchName: 'keep' } })).rewindCode;
    expect(taken).toMatchObject({ __typename: 'BranchExistsError', code: 'BRANCH_EXISTS' });
    expect(readTree(folder)).toEqual(atC);

    const stashed = (await on(two)(Rewind, { input: { sessionId, checkpointId: v1.id, preserve: 'STASH' } })).rewindCode;
    expect(stashed).toMatchObject({ __typename: 'RewindPayload', rewind: { preservedAs: { kind: 'STASH' } } });
    expect(gitTrimmed(folder, 'stash', 'list')).toMatch(/^stash@\{0\}: On main: savepoint: before rewind of session/);
    expect(gitTrimmed(folder, 'show', 'stash@{0}:a.txt')).toBe('c');
    expect(readTree(folder)).toEqual({ 'a.txt': Buffer.from('a\n').toString('base64') });
    expect(before).not.toEqual(readTree(folder));
  });

  it('BRANCH in a folder that is no repository is PRESERVE_UNAVAILABLE, and an offline agent AGENT_OFFLINE: nothing changed', async () => {
    const { folder, agent, sessionId } = await servedFolder({ 'a.txt': 'a\n' });
    const v1 = await checkpoint(sessionId, 'v1');
    await write(folder, { 'a.txt': 'b\n' });
    const before = readTree(folder);
    const refused = (await on(one)(Rewind, { input: { sessionId, checkpointId: v1.id, preserve: 'BRANCH', branchName: 'keep' } })).rewindCode;
    expect(refused).toMatchObject({ __typename: 'PreserveUnavailableError', code: 'PRESERVE_UNAVAILABLE', mode: 'BRANCH' });
    expect(readTree(folder)).toEqual(before);
    await agent.stop();
    let offline = null;
    for (let i = 0; i < 200; i++) {
      offline = (await on(one)(Rewind, { input: { sessionId, checkpointId: v1.id } })).rewindCode;
      if (offline.__typename === 'AgentOfflineError') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(offline).toMatchObject({ __typename: 'AgentOfflineError', code: 'AGENT_OFFLINE' });
    expect(readTree(folder)).toEqual(before);
    expect(await counts(sessionId)).toEqual({ rewinds: 0, checkpoints: 1 });
  });

  it('a rewind whose record fails after the files moved asks the agent to put them back, and to take its branch back', async () => {
    const { folder, sessionId } = await servedFolder({});
    await initRepo(folder, { 'a.txt': 'a\n' });
    const v1 = await checkpoint(sessionId, 'v1');
    const refs = gitTrimmed(folder, 'for-each-ref');
    await write(folder, { 'a.txt': 'b\n', 'b.txt': 'new\n' });
    const before = readTree(folder);
    const auth = await authenticate(one.app.database.db, `Bearer ${one.token}`);
    if (!('viewer' in auth)) throw new Error('token');
    const caller: Caller = { db: one.app.database.db, viewer: auth.viewer, settings: one.app.settings };
    const request = {
      kind: 'CODE' as const,
      sessionId: localId('Session', sessionId),
      checkpointId: localId('Checkpoint', v1.id),
      preserve: 'BRANCH' as const,
      branchName: 'kept',
    };
    let moved: Record<string, string> | null = null;
    let branched = '';
    const failing = rewind(
      caller,
      request,
      {},
      {
        beforeCommit: async () => {
          moved = readTree(folder);
          branched = gitTrimmed(folder, 'branch', '--list', 'kept');
          throw new Error('injected beforeCommit');
        },
      },
    );
    await expect(failing).rejects.toThrow('injected beforeCommit');
    expect(moved).toEqual({ 'a.txt': Buffer.from('a\n').toString('base64') }); // the files had moved
    expect(readTree(folder)).toEqual(before); // and are back
    expect(branched).toBe('kept'); // the branch had been made
    expect(gitTrimmed(folder, 'for-each-ref')).toBe(refs); // and is gone again
    expect(await counts(sessionId)).toEqual({ rewinds: 0, checkpoints: 1 });
  });

  it('file work stands only once its verb records it: a report nobody records in time is taken back by the agent on its own', {
    timeout: 30_000,
  }, async () => {
    const { folder, sessionId } = await servedFolder({ 'a.txt': 'a\n' });
    const v1 = await checkpoint(sessionId, 'v1');
    await write(folder, { 'a.txt': 'b\n', 'b.txt': 'new\n' });
    const before = readTree(folder);
    const auth = await authenticate(one.app.database.db, `Bearer ${one.token}`);
    if (!('viewer' in auth)) throw new Error('token');
    const caller: Caller = { db: one.app.database.db, viewer: auth.viewer, settings: one.app.settings };
    const request = { kind: 'CODE' as const, sessionId: localId('Session', sessionId), checkpointId: localId('Checkpoint', v1.id) };
    // The verb stalls between the agent's report and its record, longer than a report lives: as a server that died there.
    let moved: Record<string, string> | null = null;
    let meanwhile: Record<string, string> | null = null;
    const stalled = rewind(
      caller,
      request,
      {},
      {
        afterPreserve: async () => {
          moved = readTree(folder);
          await until(async () => JSON.stringify(readTree(folder)) === JSON.stringify(before), 'the agent takes its work back', REPORTED_LIVE_MS + 5_000);
          meanwhile = readTree(folder);
        },
      },
    );
    await expect(stalled).rejects.toMatchObject({ code: 'TRANSIENT_FAILURE', retryable: true });
    expect(moved).toEqual({ 'a.txt': Buffer.from('a\n').toString('base64') }); // the files had moved
    expect(meanwhile).toEqual(before); // put back by the agent while the verb still stalled: nobody told it to
    expect(readTree(folder)).toEqual(before);
    expect(await counts(sessionId)).toEqual({ rewinds: 0, checkpoints: 1 });
    const [restore] = await one.app.database.db
      .selectFrom('agent_commands')
      .select('state')
      .where('kind', '=', 'RESTORE')
      .where('session_id', '=', localId('Session', sessionId))
      .execute();
    expect(restore?.state).toBe('EXPIRED');
    // Sent again, it is done and recorded.
    const again = (await on(one)(Rewind, { input: { sessionId, checkpointId: v1.id } })).rewindCode;
    expect(again.__typename, JSON.stringify(again)).toBe('RewindPayload');
    expect(readTree(folder)).toEqual({ 'a.txt': Buffer.from('a\n').toString('base64') });
  });

  it("forks into a new folder of an agent's folder are made by the agent, a workspace an agent started there serves", async () => {
    const forkRoot = await tempDir('savepoint-agent-fork-');
    const { folder, sessionId } = await servedFolder({ 'a.txt': 'a\n', 'src/b.ts': 'b\n' }, { forkRoots: [forkRoot] });
    const v1 = await checkpoint(sessionId, 'v1');
    const atV1 = readTree(folder);
    await write(folder, { 'a.txt': 'later\n' });
    const target = path.join(forkRoot, 'fork');

    const forked = (await on(two)(Fork, { input: { sessionId, fromCheckpointId: v1.id, workspace: { path: target } } })).forkSession;
    if (forked.__typename !== 'ForkSessionPayload') throw new Error(JSON.stringify(forked));
    expect(forked.forkPoint).toMatchObject({ workspaceMode: 'DIRECTORY' }); // not a repository: a plain folder
    expect(forked.session.workspace).toMatchObject({ path: target, host: 'laptop', agent: null });
    expect(readTree(target)).toEqual(atV1);
    // An agent started in the new folder (same machine) serves the fork's workspace.
    const served = await serveFolder(one, target, { key: 'agent-fork' });
    expect(served.workspaceId).toBe(forked.session.workspace.id);

    // Refused, nothing made: a folder that is not empty, one inside the source's, a fork without code.
    const refusedAt = async (at: string) =>
      (await on(one)(Fork, { input: { sessionId, fromCheckpointId: v1.id, workspace: { mode: 'DIRECTORY', path: at } } })).forkSession;
    expect(await refusedAt(target)).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    expect(await refusedAt(path.join(folder, 'inside'))).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    expect(existsSync(path.join(folder, 'inside'))).toBe(false);
    // Outside the folders forks may be made in (--fork-root; by default the folder's parent): not anywhere its user may
    // write, nor through a symbolic link inside a root leading out of it (a fork's own files can hold one).
    const elsewhere = await tempDir('savepoint-not-a-fork-root-');
    expect(await refusedAt(path.join(elsewhere, '.ssh'))).toMatchObject({ __typename: 'ValidationError', message: expect.stringMatching(/--fork-root/) });
    await symlink(elsewhere, path.join(forkRoot, 'link-out'));
    expect(await refusedAt(path.join(forkRoot, 'link-out', 'planted'))).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/--fork-root/),
    });
    expect(await readdir(elsewhere)).toEqual([]);
    const shared = await on(one)(Fork, { input: { sessionId, fromCheckpointId: v1.id, workspace: { mode: 'SHARED' } } });
    expect(shared.forkSession.__typename).toBe('ForkSessionPayload');
  });

  it("a fork of an agent's git folder is a worktree on a new branch; one whose record fails is removed again, branch and all", async () => {
    const { folder, sessionId } = await servedFolder({});
    await initRepo(folder, { 'a.txt': 'a\n' });
    await write(folder, { 'a.txt': 'v1\n' });
    const v1 = await checkpoint(sessionId, 'v1');
    const target = path.join(await tempDir('savepoint-agent-worktree-'), 'wt');
    const forked = (await on(one)(Fork, { input: { sessionId, fromCheckpointId: v1.id, workspace: { path: target, branchName: 'forked' } } })).forkSession;
    expect(forked).toMatchObject({ __typename: 'ForkSessionPayload', forkPoint: { workspaceMode: 'WORKTREE', branch: 'refs/heads/forked' } });
    expect(readTree(target, { encoding: 'utf8' })).toEqual({ 'a.txt': 'v1\n' });
    expect(gitTrimmed(target, 'symbolic-ref', '--short', 'HEAD')).toBe('forked');

    const refs = gitTrimmed(folder, 'for-each-ref');
    const worktrees = gitTrimmed(folder, 'worktree', 'list', '--porcelain');
    const again = path.join(await tempDir('savepoint-agent-worktree-'), 'wt2');
    const auth = await authenticate(one.app.database.db, `Bearer ${one.token}`);
    if (!('viewer' in auth)) throw new Error('token');
    const caller: Caller = { db: one.app.database.db, viewer: auth.viewer, settings: one.app.settings };
    let made = false;
    const failing = forkSession(
      caller,
      { sessionId: localId('Session', sessionId), fromCheckpointId: localId('Checkpoint', v1.id), workspace: { path: again, branchName: 'doomed' } },
      {
        beforeCommit: async () => {
          made = existsSync(path.join(again, 'a.txt'));
          throw new Error('injected beforeCommit');
        },
      },
    );
    await expect(failing).rejects.toThrow('injected beforeCommit');
    expect(made).toBe(true); // the worktree had been made
    expect(existsSync(again)).toBe(false); // and is gone, with its branch and its registration
    expect(gitTrimmed(folder, 'for-each-ref')).toBe(refs);
    expect(gitTrimmed(folder, 'worktree', 'list', '--porcelain')).toBe(worktrees);
  });

  it("createBranchFromCheckpoint of an agent's folder is made by the agent in the folder's repository, checked out when asked", async () => {
    const { folder, sessionId } = await servedFolder({});
    await initRepo(folder, { 'a.txt': 'a\n' });
    await write(folder, { 'a.txt': 'v1\n', 'b.txt': 'b\n' });
    const v1 = await checkpoint(sessionId, 'v1');
    const head = gitTrimmed(folder, 'rev-parse', 'HEAD');

    const made = (await on(two)(Branch, { input: { checkpointId: v1.id, branchName: 'from-v1' } })).createBranchFromCheckpoint;
    expect(made).toMatchObject({
      __typename: 'CreateBranchFromCheckpointPayload',
      checkedOut: false,
      branch: { name: 'from-v1', reference: 'refs/heads/from-v1' },
    });
    expect(gitTrimmed(folder, 'show', 'from-v1:a.txt')).toBe('v1');
    expect(gitTrimmed(folder, 'rev-parse', 'from-v1^')).toBe(head);
    expect(gitTrimmed(folder, 'rev-parse', 'HEAD')).toBe(head); // the checkout did not move

    const taken = (await on(one)(Branch, { input: { checkpointId: v1.id, branchName: 'from-v1' } })).createBranchFromCheckpoint;
    expect(taken).toMatchObject({ __typename: 'BranchExistsError', code: 'BRANCH_EXISTS' });
    // checkout: true with changes in the working tree: refused, nothing made.
    const dirty = (await on(one)(Branch, { input: { checkpointId: v1.id, branchName: 'switched', checkout: true } })).createBranchFromCheckpoint;
    expect(dirty).toMatchObject({ __typename: 'WorkingTreeDirtyError', code: 'WORKING_TREE_DIRTY' });
    expect(gitTrimmed(folder, 'branch', '--list', 'switched')).toBe('');
    // Clean: the branch is made and checked out; the files are the checkpoint's.
    gitTrimmed(folder, 'add', '-A');
    gitTrimmed(folder, 'commit', '-qm', 'v1 by hand');
    const switched = (await on(one)(Branch, { input: { checkpointId: v1.id, branchName: 'switched', checkout: true } })).createBranchFromCheckpoint;
    expect(switched).toMatchObject({ __typename: 'CreateBranchFromCheckpointPayload', checkedOut: true });
    expect(gitTrimmed(folder, 'symbolic-ref', '--short', 'HEAD')).toBe('switched');
  });
});
