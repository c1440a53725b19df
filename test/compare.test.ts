// Session.compare through the API: two sessions of one workspace whose code, plan states and conversations differ;
// two sessions in different git repositories (both snapshots diffed from the stored objects: no folder, repository or
// agent store read or written, so it still answers once both are gone); a conversation that starts with another's
// messages, as a fork's does; another owner's session; a session and itself.
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { storeWorkspace } from '../src/agent/snapshot-command.ts';
import { narrow } from '../src/client/results.ts';
import { json } from '../src/db/json.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { digestDir, tempDir } from './helpers/fs.ts';
import { gitTrimmed as git } from './helpers/git.ts';
import { ChangeSession, CreateWorkspace, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';
import { checkpoint, say } from './helpers/sessions.ts';
import { sessionWithHistory } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const Compare = graphql(`
  query CompareSessions($id: ID!, $with: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        compare(with: $with) {
          __typename
          ... on SessionComparison {
            session { id }
            other { id }
            codeDiff {
              __typename
              ... on SessionCodeComparison {
                from { id } to { id } note
                files { path previousPath action additions deletions binary hunks { header oldStart oldLines newStart newLines lines } }
                totals { filesChanged additions deletions }
              }
              ... on Error { code message }
            }
            plan {
              planRevision otherPlanRevision
              taskStates { key thisState otherState task { id } otherTask { id } }
              tasksOnlyHere { key } tasksOnlyThere { key }
              stepStates { taskKey title thisState otherState }
              stepsOnlyHere { title } stepsOnlyThere { title }
            }
            conversations {
              diverged {
                conversation { id kind } otherConversation { id kind }
                commonCount divergedAfter { id content }
                onlyHere { content } onlyHereCount onlyThere { content } onlyThereCount
              }
              onlyHere { id kind } onlyThere { id kind }
            }
          }
          ... on Error { code message }
          ... on NotFoundError { entity id }
          ... on ValidationError { field }
        }
      }
    }
  }
`);

const WorkspaceOf = graphql(`query CompareWorkspaceOf($id: ID!) { session(id: $id) { __typename ... on Session { workspace { id } } } }`);

const CreateConversation = graphql(`
  mutation CompareCreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) { __typename ... on CreateConversationPayload { conversation { id } } ... on Error { code message } }
  }
`);

const NO_AUTO = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };
const local = (id: string) => decodeGlobalID(id).id;

/** The comparison or its error; loosely typed, as the tests read both (a code diff or its WorkspaceUnavailableError). */
async function compare(owner: Client, id: string, other: string): Promise<any> {
  const data = await owner.gql(Compare, { id, with: other });
  return narrow(data.session, 'Session').compare;
}

async function workspaceIdOf(owner: Client, sessionId: string): Promise<string> {
  const data = await owner.gql(WorkspaceOf, { id: sessionId });
  return narrow(data.session, 'Session').workspace.id;
}

async function conversation(owner: Client, sessionId: string, kind: 'TASK' | 'CHAT', title: string, taskId?: string) {
  const result = await owner.gql(CreateConversation, { input: { sessionId, kind, title, ...(taskId ? { taskId } : {}) } });
  if (result.createConversation.__typename !== 'CreateConversationPayload') throw new Error(JSON.stringify(result));
  return result.createConversation.conversation.id;
}

async function workspaceAt(owner: Client, dir: string): Promise<string> {
  const result = await owner.gql(CreateWorkspace, { input: { path: dir } });
  if (result.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(result));
  return result.createWorkspace.workspace.id;
}

/** A started session with task `t` (step `s`), in the given workspace, plus `extra` tasks. */
async function startedSession(owner: Client, workspaceId: string, extra: string[] = []) {
  const tasks = [{ key: 't', title: 't', steps: [{ kind: 'EXEC' as const, title: 's' }] }, ...extra.map((key) => ({ key, title: key }))];
  const session = await sessionFor(owner, { workspaceId, checkpointPolicy: NO_AUTO, plan: { phases: [{ name: 'work', tasks }] } });
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  return session;
}

describe('Session.compare: two sessions of one workspace', () => {
  it('answers the code diff between their newest code checkpoints, their task and step states, and where their conversations part', async () => {
    const { session: a, dir, conversationId: supervisorA } = await sessionWithHistory(alice, { git: true });
    const b = await startedSession(alice, await workspaceIdOf(alice, a.id), ['extra']);
    await app.db
      .updateTable('sessions')
      .set({ parent_session_id: local(a.id) })
      .where('id', '=', local(b.id))
      .execute();

    // Code: a's newest code checkpoint is v2 (a.txt "v2\nmore\n", new.txt, sub/keep.txt); b's is taken after these.
    await writeFile(path.join(dir, 'a.txt'), 'v2\nchanged in b\n');
    await rm(path.join(dir, 'new.txt'));
    await writeFile(path.join(dir, 'b.txt'), 'only in b\n');
    const bCheckpoint = await checkpoint(alice, b.id, 'b');
    // Plan: in a, task t runs and its step s is done; in b both are pending, and b has a task a does not.
    const [taskA] = a.phases!.nodes[0]!.tasks!.nodes;
    await alice.gql(TaskLifecycle.start, { input: { taskId: taskA!.id } });
    await alice.gql(StepLifecycle.start, { input: { stepId: taskA!.steps!.nodes[0]!.id } });
    await alice.gql(StepLifecycle.complete, { input: { stepId: taskA!.steps!.nodes[0]!.id } });
    // Conversations: the supervisors' differ from the first message; the task agents' (task t in both) too; b has a chat.
    const supervisorB = b.conversations!.nodes[0]!.id;
    await say(alice, supervisorA, 'a1', 'a2');
    await say(alice, supervisorB, 'b1');
    const taskConversationA = await conversation(alice, a.id, 'TASK', 'agent', taskA!.id);
    const taskConversationB = await conversation(alice, b.id, 'TASK', 'agent of b', b.phases!.nodes[0]!.tasks!.nodes[0]!.id);
    await say(alice, taskConversationA, 'ta');
    const chatB = await conversation(alice, b.id, 'CHAT', 'questions');

    const result = await compare(alice, a.id, b.id);
    expect(result).toMatchObject({ __typename: 'SessionComparison', session: { id: a.id }, other: { id: b.id } });
    expect(result.codeDiff).toMatchObject({ __typename: 'SessionCodeComparison', from: { id: bCheckpoint.id }, note: null });
    expect(result.codeDiff.files).toEqual([
      {
        path: 'a.txt',
        previousPath: null,
        action: 'MODIFIED',
        additions: 1,
        deletions: 1,
        binary: false,
        hunks: [{ header: '@@ -1,2 +1,2 @@', oldStart: 1, oldLines: 2, newStart: 1, newLines: 2, lines: [' v2', '-changed in b', '+more'] }],
      },
      expect.objectContaining({ path: 'b.txt', action: 'DELETED', additions: 0, deletions: 1, binary: false }),
      expect.objectContaining({ path: 'loose.bin', action: 'DELETED', binary: true, hunks: [] }),
      expect.objectContaining({ path: 'new.txt', action: 'ADDED', additions: 1, deletions: 0 }),
    ]);
    expect(result.codeDiff.totals).toEqual({ filesChanged: 4, additions: 2, deletions: 2 });

    expect(result.plan).toMatchObject({
      taskStates: [
        { key: 't', thisState: 'RUNNING', otherState: 'PENDING', task: { id: taskA!.id }, otherTask: { id: b.phases!.nodes[0]!.tasks!.nodes[0]!.id } },
      ],
      tasksOnlyHere: [],
      tasksOnlyThere: [{ key: 'extra' }],
      stepStates: [{ taskKey: 't', title: 's', thisState: 'COMPLETED', otherState: 'PENDING' }],
      stepsOnlyHere: [],
      stepsOnlyThere: [],
    });
    expect(result.plan.planRevision).toBe(result.plan.otherPlanRevision);

    expect(result.conversations.diverged).toEqual([
      {
        conversation: { id: supervisorA, kind: 'SUPERVISOR' },
        otherConversation: { id: supervisorB, kind: 'SUPERVISOR' },
        commonCount: 0,
        divergedAfter: null,
        onlyHere: [{ content: 'a1' }, { content: 'a2' }],
        onlyHereCount: 2,
        onlyThere: [{ content: 'b1' }],
        onlyThereCount: 1,
      },
      {
        conversation: { id: taskConversationA, kind: 'TASK' },
        otherConversation: { id: taskConversationB, kind: 'TASK' },
        commonCount: 0,
        divergedAfter: null,
        onlyHere: [{ content: 'ta' }],
        onlyHereCount: 1,
        onlyThere: [],
        onlyThereCount: 0,
      },
    ]);
    expect(result.conversations.onlyHere).toEqual([]);
    expect(result.conversations.onlyThere).toEqual([{ id: chatB, kind: 'CHAT' }]);

    // The other way round: the same differences, seen from b.
    const back = await compare(alice, b.id, a.id);
    expect(back.codeDiff.files.map((f: { path: string; action: string }) => `${f.action} ${f.path}`)).toEqual([
      'MODIFIED a.txt',
      'ADDED b.txt',
      'ADDED loose.bin',
      'DELETED new.txt',
    ]);
    expect(back.plan).toMatchObject({ taskStates: [{ key: 't', thisState: 'PENDING', otherState: 'RUNNING' }], tasksOnlyHere: [{ key: 'extra' }] });
    expect(back.conversations.onlyHere).toEqual([{ id: chatB, kind: 'CHAT' }]);
  });

  it('says so, with no files, when a side has no code checkpoint', async () => {
    const { session: a } = await sessionWithHistory(alice);
    const b = await startedSession(alice, await workspaceIdOf(alice, a.id));
    const result = await compare(alice, a.id, b.id);
    expect(result.codeDiff).toMatchObject({ __typename: 'SessionCodeComparison', from: null, to: { id: expect.any(String) }, files: [] });
    expect(result.codeDiff.totals).toEqual({ filesChanged: 0, additions: 0, deletions: 0 });
    expect(result.codeDiff.note).toMatch(/^The other session has no code checkpoint/);
  });
});

describe('Session.compare: two sessions in different workspaces', () => {
  it('diffs the two snapshots from the stored objects, reading or writing nothing of either repository (a copy of a repository plus changes)', async () => {
    const first = await tempDir('savepoint-compare-a-');
    git(first, 'init', '-q', '-b', 'main');
    await writeFile(path.join(first, 'app.ts'), 'export const a = 1;\nexport const b = 2;\n');
    await writeFile(path.join(first, 'README'), 'hello\n');
    git(first, 'add', '.');
    git(first, 'commit', '-qm', 'init');
    const sourceWorkspace = await workspaceAt(alice, first);
    const source = await startedSession(alice, sourceWorkspace);
    const sourceCheckpoint = await checkpoint(alice, source.id, 'source');

    const second = path.join(await tempDir('savepoint-compare-b-'), 'copy');
    git(path.dirname(second), 'clone', '-q', first, second); // the user's repository
    await writeFile(path.join(second, 'app.ts'), 'export const a = 1;\nexport const b = 3;\n');
    await writeFile(path.join(second, 'extra.ts'), 'export {};\n');
    const copyWorkspace = await workspaceAt(alice, second);
    const copy = await startedSession(alice, copyWorkspace);
    const copyCheckpoint = await checkpoint(alice, copy.id, 'copy');
    const before = await Promise.all([first, second].map((dir) => digestDir(dir, { skip: null })));

    const result = await compare(alice, copy.id, source.id);
    expect(result.codeDiff).toMatchObject({ __typename: 'SessionCodeComparison', from: { id: sourceCheckpoint.id }, to: { id: copyCheckpoint.id } });
    expect(result.codeDiff.files).toEqual([
      {
        path: 'app.ts',
        previousPath: null,
        action: 'MODIFIED',
        additions: 1,
        deletions: 1,
        binary: false,
        hunks: [
          {
            header: '@@ -1,2 +1,2 @@',
            oldStart: 1,
            oldLines: 2,
            newStart: 1,
            newLines: 2,
            lines: [' export const a = 1;', '-export const b = 2;', '+export const b = 3;'],
          },
        ],
      },
      expect.objectContaining({ path: 'extra.ts', action: 'ADDED', additions: 1, deletions: 0 }),
    ]);
    expect(result.codeDiff.totals).toEqual({ filesChanged: 2, additions: 2, deletions: 1 });

    // And the other way round; neither folder nor repository touched (nothing fetched or imported anywhere).
    const back = await compare(alice, source.id, copy.id);
    expect(back.codeDiff.files.map((f: { path: string; action: string }) => `${f.action} ${f.path}`)).toEqual(['MODIFIED app.ts', 'DELETED extra.ts']);
    expect(await Promise.all([first, second].map((dir) => digestDir(dir, { skip: null })))).toEqual(before);
    expect(existsSync(path.join(second, '.git', 'savepoint-shadow'))).toBe(false);

    // Both folders gone, and the agent's snapshot stores with them: the same answer, from the stored objects.
    await rm(first, { recursive: true, force: true });
    await rm(path.dirname(second), { recursive: true, force: true });
    for (const [workspaceId, dir] of [
      [sourceWorkspace, first],
      [copyWorkspace, second],
    ] as const) {
      const store = path.join(app.config.dataDir, 'agent', 'workspaces', storeWorkspace(workspaceId, dir).id);
      expect(existsSync(store)).toBe(true);
      await rm(store, { recursive: true, force: true });
    }
    expect((await compare(alice, copy.id, source.id)).codeDiff).toEqual(result.codeDiff);
  });

  it('answers ObjectsMissingError, the other parts still answering, when the stored snapshot of a side is lost', async () => {
    const first = await tempDir('savepoint-compare-gone-');
    await writeFile(path.join(first, 'f.txt'), 'one\n');
    const gone = await startedSession(alice, await workspaceAt(alice, first));
    const lost = await checkpoint(alice, gone.id, 'one');
    const second = await tempDir('savepoint-compare-here-');
    await writeFile(path.join(second, 'f.txt'), 'two\n');
    const here = await startedSession(alice, await workspaceAt(alice, second));
    await checkpoint(alice, here.id, 'two');
    const { code_tree: lostTree } = await app.db.selectFrom('checkpoints').select('code_tree').where('id', '=', local(lost.id)).executeTakeFirstOrThrow();
    const tree = Buffer.from(lostTree!, 'hex');
    await app.db.deleteFrom('code_trees').where('owner_id', '=', alice.ownerId).where('oid', '=', tree).execute();
    await app.db.deleteFrom('code_objects').where('owner_id', '=', alice.ownerId).where('oid', '=', tree).execute();
    const result = await compare(alice, here.id, gone.id);
    expect(result.codeDiff).toMatchObject({ __typename: 'ObjectsMissingError', code: 'OBJECTS_MISSING' });
    expect(result.codeDiff.message).toContain(lostTree);
    expect(result.plan.taskStates).toEqual([]); // the other parts still answer
  });
});

describe("Session.compare: a conversation that starts with the other one's messages (as a fork's does)", () => {
  it('counts the shared prefix across pages, names the last shared message and lists what each has after it', async () => {
    const { session: source, conversationId: sourceConversation } = await sessionWithHistory(alice);
    const fork = await startedSession(alice, await workspaceIdOf(alice, source.id));
    const forkConversation = fork.conversations!.nodes[0]!.id;
    const contents = Array.from({ length: 2_500 }, (_, i) => `m${i + 1}`);
    for (let i = 0; i < contents.length; i += 500) await say(alice, sourceConversation, ...contents.slice(i, i + 500));
    // What forkSession records: the fork's conversation starts with the source's messages 1..2,300 (read under their
    // own ids), and its own messages are numbered after them.
    await app.db
      .updateTable('conversations')
      .set({
        inherits: json([{ conversationId: local(sourceConversation), ranges: [[1, 2_300]] }]),
        inherited_count: 2_300,
        first_message_seq: 2_301,
        last_message_seq: 2_300,
        forked_from_id: local(sourceConversation),
      })
      .where('id', '=', local(forkConversation))
      .execute();
    await say(alice, forkConversation, 'f1', 'f2', 'f3');

    const result = await compare(alice, source.id, fork.id);
    const [diverged] = result.conversations.diverged;
    expect(result.conversations.diverged).toHaveLength(1);
    expect(diverged).toMatchObject({
      conversation: { id: sourceConversation },
      otherConversation: { id: forkConversation },
      commonCount: 2_300,
      divergedAfter: { content: 'm2300' },
      onlyHereCount: 200,
      onlyThere: [{ content: 'f1' }, { content: 'f2' }, { content: 'f3' }],
      onlyThereCount: 3,
    });
    expect(diverged.onlyHere.map((m: { content: string }) => m.content)).toEqual(contents.slice(2_300, 2_400)); // the first 100
    const back = (await compare(alice, fork.id, source.id)).conversations.diverged[0];
    expect(back).toMatchObject({ commonCount: 2_300, divergedAfter: { id: diverged.divergedAfter.id }, onlyHereCount: 3, onlyThereCount: 200 });
  });
});

describe('Session.compare: errors and the trivial case', () => {
  it("answers NOT_FOUND for another owner's session and for an unknown one, VALIDATION_FAILED for a malformed id", async () => {
    const mine = await sessionFor(alice);
    const theirs = await sessionFor(bob);
    expect(await compare(alice, mine.id, theirs.id)).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND', entity: 'Session', id: theirs.id });
    const unknown = Buffer.from('Session:00000000-0000-7000-8000-000000000000').toString('base64');
    expect(await compare(alice, mine.id, unknown)).toMatchObject({ __typename: 'NotFoundError', id: unknown });
    expect(await compare(alice, mine.id, 'nope')).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'with' });
    expect(await compare(bob, theirs.id, mine.id)).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('answers no differences for a session compared with itself', async () => {
    const { session, conversationId } = await sessionWithHistory(alice, { git: true });
    await say(alice, conversationId, 'one', 'two');
    const taskId = session.phases!.nodes[0]!.tasks!.nodes[0]!.id;
    await conversation(alice, session.id, 'TASK', 'agent', taskId);
    await alice.gql(TaskLifecycle.start, { input: { taskId } });
    const result = await compare(alice, session.id, session.id);
    expect(result.codeDiff).toMatchObject({
      __typename: 'SessionCodeComparison',
      files: [],
      totals: { filesChanged: 0, additions: 0, deletions: 0 },
      note: null,
    });
    expect(result.codeDiff.from).toEqual(result.codeDiff.to);
    expect(result.codeDiff.to).not.toBeNull();
    expect(result.plan).toMatchObject({ taskStates: [], tasksOnlyHere: [], tasksOnlyThere: [], stepStates: [], stepsOnlyHere: [], stepsOnlyThere: [] });
    expect(result.conversations).toEqual({ diverged: [], onlyHere: [], onlyThere: [] });
  });
});
