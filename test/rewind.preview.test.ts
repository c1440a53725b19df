// Session.rewindPreview: the files, messages and plan state a rewind would change, and what it cannot undo (steps
// and tool calls after the point, approvals after it), computed without writing anything.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor, sessionInNewWorkspace } from './helpers/fixtures.ts';
import { git } from './helpers/git.ts';
import { SessionEvents } from './helpers/operations.ts';
import { plan, scenario } from './helpers/scenario.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const Checkpoint = graphql(`
  mutation RewindPreviewCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id seq gitCommit codeTree } } ... on Error { code message } }
  }
`);
const Append = graphql(`
  mutation RewindPreviewAppend($input: AppendMessagesInput!) {
    appendMessages(input: $input) { __typename ... on AppendMessagesPayload { messages { id seq } } ... on Error { code message } }
  }
`);
const RequestApproval = graphql(`
  mutation RewindPreviewRequestApproval($input: RequestApprovalInput!) {
    requestApproval(input: $input) { __typename ... on RequestApprovalPayload { approval { id } } ... on Error { code message } }
  }
`);
const DecideApproval = graphql(`
  mutation RewindPreviewDecideApproval($input: DecideApprovalInput!) { decideApproval(input: $input) { __typename ... on Error { code message } } }
`);
const UpdateTodos = graphql(
  `mutation RewindPreviewTodos($input: UpdateTodosInput!) { updateTodos(input: $input) { __typename ... on Error { code message } } }`,
);

const Preview = graphql(`
  query RewindPreview($id: ID!, $kind: RewindPreviewKind!, $checkpointId: ID, $gitCommit: String, $toMessageId: ID, $byMessageCount: Int, $rewindCode: Boolean) {
    session(id: $id) {
      __typename
      ... on Session {
        rewindPreview(kind: $kind, checkpointId: $checkpointId, gitCommit: $gitCommit, toMessageId: $toMessageId, byMessageCount: $byMessageCount, rewindCode: $rewindCode) {
          __typename
          ... on Error { code message }
          ... on RewindPreview {
            kind
            checkpoint { seq }
            codeCheckpoint { seq }
            files { path action additions deletions binary }
            supersededMessageCount
            supersededMessages { conversation { id } count first { id seq } last { id seq } }
            planChanges {
              stateChanges { phase { name } task { key } step { title } from to }
              stepsLeavingPlan { title }
              workingState { planRevision { from to } todos { task { key } before { content } after { content } } }
            }
            irreversibleSteps { step { title } kind reason completedAt }
            toolCallsAfter { name callId at message { id } }
            approvalsAfter { title state }
          }
        }
      }
    }
  }
`);

type Preview = {
  kind: string;
  checkpoint: { seq: number } | null;
  codeCheckpoint: { seq: number } | null;
  files: Array<{ path: string; action: string; additions: number; deletions: number; binary: boolean }>;
  supersededMessageCount: number;
  supersededMessages: Array<{ conversation: { id: string }; count: number; first: { id: string; seq: number }; last: { id: string; seq: number } }>;
  planChanges: any;
  irreversibleSteps: Array<{ step: { title: string }; kind: string; reason: string; completedAt: string }>;
  toolCallsAfter: Array<{ name: string; callId: string | null; at: string; message: { id: string } }>;
  approvalsAfter: Array<{ title: string; state: string }>;
};

async function preview(client: typeof alice, variables: Parameters<typeof client.gql<any, any>>[1]): Promise<any> {
  const { session } = await client.gql(Preview, variables);
  return session.__typename === 'Session' ? session.rewindPreview : session;
}

/**
 * A session with a code checkpoint ("cp"), then after it: files changed, a reversible WRITE, an EXEC and an
 * irreversible WRITE completed, a tool call, an approval requested and approved, the todo list changed.
 */
async function sessionWithHistory() {
  const s = await scenario(
    alice,
    plan({
      work: {
        build: [
          { kind: 'READ', title: 'read spec' },
          { kind: 'WRITE', title: 'write a.txt' },
          { kind: 'EXEC', title: 'deploy' },
          { kind: 'WRITE', title: 'send email', reversible: false },
        ],
      },
    }),
    { files: { 'keep.txt': 'one\ntwo\n', 'gone.txt': 'bye\n' } },
  );
  const { session, dir, conversationId } = s;
  const sessionId = session.id;
  await s.start();
  await s.complete('read spec');
  // Asked about the step already done: it stays pending before the checkpoint without holding the work after it.
  const early = await alice.gql(RequestApproval, { input: { sessionId, title: 'read access', stepId: s.stepId('read spec') } });
  expect(early.requestApproval.__typename).toBe('RequestApprovalPayload');
  const before = await alice.gql(Append, {
    input: {
      conversationId,
      messages: [
        { role: 'USER', content: 'build it' },
        { role: 'ASSISTANT', content: 'looking', toolCalls: [{ id: 'c0', name: 'grep', input: { q: 'x' } }] },
      ],
    },
  });
  const kept = narrow(before.appendMessages, 'AppendMessagesPayload').messages;
  const cp = await alice.gql(Checkpoint, { input: { sessionId, label: 'cp' } });
  expect(cp.createCheckpoint.__typename).toBe('CreateCheckpointPayload');
  const checkpoint = narrow(cp.createCheckpoint, 'CreateCheckpointPayload').checkpoint;

  await writeFile(path.join(dir, 'keep.txt'), 'one\ntwo\nthree\nfour\n');
  await rm(path.join(dir, 'gone.txt'));
  await writeFile(path.join(dir, 'new.txt'), 'fresh\n');
  await s.complete('write a.txt');
  await s.complete('deploy');
  await s.complete('send email');
  const after = await alice.gql(Append, {
    input: {
      conversationId,
      messages: [
        { role: 'ASSISTANT', content: 'deploying', toolCalls: [{ id: 'c1', name: 'deploy_prod', input: {} }] },
        { role: 'TOOL', toolName: 'deploy_prod', toolResult: 'ok' },
        { role: 'ASSISTANT', content: 'done' },
      ],
    },
  });
  const later = narrow(after.appendMessages, 'AppendMessagesPayload').messages;
  const gate = await alice.gql(RequestApproval, { input: { sessionId, title: 'ship it' } });
  const approvalId = narrow(gate.requestApproval, 'RequestApprovalPayload').approval.id;
  await alice.gql(DecideApproval, { input: { approvalId, decision: 'APPROVE' } });
  await alice.gql(UpdateTodos, { input: { sessionId, todos: [{ content: 'ship', status: 'PENDING', activeForm: 'Shipping' }] } });
  return { sessionId, conversationId, dir, checkpoint, kept, later };
}

let history: Awaited<ReturnType<typeof sessionWithHistory>>;
beforeAll(async () => {
  history = await sessionWithHistory();
});

describe('rewindPreview', () => {
  it('CODE: lists the files, plan changes, irreversible steps, tool calls and approvals after the checkpoint', async () => {
    const p = (await preview(alice, { id: history.sessionId, kind: 'CODE', checkpointId: history.checkpoint.id })) as Preview;
    expect(p.kind).toBe('CODE');
    expect(p.checkpoint).toEqual({ seq: history.checkpoint.seq });
    expect(p.codeCheckpoint).toEqual({ seq: history.checkpoint.seq });
    expect(p.files).toEqual([
      { path: 'gone.txt', action: 'ADDED', additions: 1, deletions: 0, binary: false },
      { path: 'keep.txt', action: 'MODIFIED', additions: 0, deletions: 2, binary: false },
      { path: 'new.txt', action: 'DELETED', additions: 0, deletions: 1, binary: false },
    ]);
    // A code rewind leaves the conversations as they are.
    expect(p.supersededMessageCount).toBe(0);
    expect(p.supersededMessages).toEqual([]);
    const changes = p.planChanges.stateChanges.map((c: any) => [c.step?.title ?? c.task?.key ?? c.phase?.name, c.from, c.to]);
    // The task was running at the checkpoint: it comes back RESUMABLE, for the continuation planner to judge.
    expect(changes.sort()).toEqual([
      ['build', 'RUNNING', 'RESUMABLE'],
      ['deploy', 'COMPLETED', 'PENDING'],
      ['send email', 'COMPLETED', 'PENDING'],
      ['write a.txt', 'COMPLETED', 'PENDING'],
    ]);
    expect(p.planChanges.stepsLeavingPlan).toEqual([]);
    expect(p.planChanges.workingState.todos).toEqual([{ task: null, before: [{ content: 'ship' }], after: [] }]);
    expect(p.irreversibleSteps.map((s) => [s.step.title, s.kind, s.reason])).toEqual([
      ['deploy', 'EXEC', 'EXEC'],
      ['send email', 'WRITE', 'NOT_REVERSIBLE'],
    ]);
    expect(Date.parse(p.irreversibleSteps[0]!.completedAt)).toBeLessThanOrEqual(Date.parse(p.irreversibleSteps[1]!.completedAt));
    expect(p.toolCallsAfter.map((c) => [c.name, c.callId, c.message.id])).toEqual([['deploy_prod', 'c1', history.later[0]!.id]]);
    expect(p.approvalsAfter).toEqual([{ title: 'ship it', state: 'APPROVED' }]);

    // The agent's snapshot is a stored tree (codeTree), not a commit: the preview is computed from stored objects and
    // the folder's state as its agent reports it, and asking again gives the same answer.
    expect(history.checkpoint).toMatchObject({ gitCommit: null, codeTree: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const again = (await preview(alice, { id: history.sessionId, kind: 'CODE', checkpointId: history.checkpoint.id })) as Preview;
    expect(again.files).toEqual(p.files);
  });

  it('CONVERSATION: counts the messages set aside per conversation, with the first and the last', async () => {
    const lastKept = history.kept[1]!;
    const p = (await preview(alice, { id: history.sessionId, kind: 'CONVERSATION', toMessageId: lastKept.id })) as Preview;
    expect(p.supersededMessageCount).toBe(3);
    expect(p.supersededMessages).toEqual([{ conversation: { id: history.conversationId }, count: 3, first: history.later[0], last: history.later[2] }]);
    // State only: files and plan are left as they are; what happened after the point is still named.
    expect(p.files).toEqual([]);
    expect(p.planChanges).toBeNull();
    expect(p.toolCallsAfter.map((c) => c.name)).toEqual(['deploy_prod']);
    expect(p.irreversibleSteps.map((s) => s.step.title)).toEqual(['deploy', 'send email']);
    expect(p.approvalsAfter.map((a) => a.title)).toEqual(['ship it']);

    const withCode = (await preview(alice, { id: history.sessionId, kind: 'CONVERSATION', byMessageCount: 3, rewindCode: true })) as Preview;
    expect(withCode.supersededMessageCount).toBe(3);
    expect(withCode.checkpoint).toEqual({ seq: history.checkpoint.seq });
    expect(withCode.files.map((f) => [f.path, f.action])).toEqual([
      ['gone.txt', 'ADDED'],
      ['keep.txt', 'MODIFIED'],
      ['new.txt', 'DELETED'],
    ]);
  });

  it('writes nothing: no event, no message set aside, the files untouched', async () => {
    const before = await alice.gql(SessionEvents, { id: history.sessionId });
    const keep = await readFile(path.join(history.dir, 'keep.txt'), 'utf8');
    await preview(alice, { id: history.sessionId, kind: 'CODE', checkpointId: history.checkpoint.id });
    await preview(alice, { id: history.sessionId, kind: 'CONVERSATION', toMessageId: history.kept[1]!.id, rewindCode: true });
    expect(await alice.gql(SessionEvents, { id: history.sessionId })).toEqual(before);
    expect(await readFile(path.join(history.dir, 'keep.txt'), 'utf8')).toBe(keep);
    const again = (await preview(alice, { id: history.sessionId, kind: 'CONVERSATION', toMessageId: history.kept[1]!.id })) as Preview;
    expect(again.supersededMessageCount).toBe(3); // still visible: nothing was set aside
    const code = (await preview(alice, { id: history.sessionId, kind: 'CODE', checkpointId: history.checkpoint.id })) as Preview;
    expect(code.planChanges.stateChanges).toHaveLength(4); // still completed: nothing was reset
  });

  it('refuses a bad request as a typed error, and writes nothing', async () => {
    const before = await alice.gql(SessionEvents, { id: history.sessionId });
    const both = await preview(alice, { id: history.sessionId, kind: 'CODE', checkpointId: history.checkpoint.id, gitCommit: 'abcdef1234' });
    expect(both).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    const noSuchCommit = await preview(alice, { id: history.sessionId, kind: 'CODE', gitCommit: 'abcdef1234' });
    expect(noSuchCommit).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    const badId = await preview(alice, { id: history.sessionId, kind: 'CODE', checkpointId: history.conversationId });
    expect(badId).toMatchObject({ __typename: 'ValidationError' });
    const noPoint = await preview(alice, { id: history.sessionId, kind: 'CONVERSATION' });
    expect(noPoint).toMatchObject({ __typename: 'ValidationError' });
    expect(await alice.gql(SessionEvents, { id: history.sessionId })).toEqual(before);
  });

  it("leaves the user's repository alone (HEAD, index, branches, stash), and answers a missing workspace as a typed error", async () => {
    const { session, dir } = await sessionInNewWorkspace(alice, { phases: [{ name: 'work', tasks: [{ key: 't', title: 't' }] }] }, { 'a.txt': 'a\n' });
    git(dir, 'init', '-q');
    git(dir, 'add', 'a.txt');
    git(dir, 'commit', '-q', '-m', 'initial');
    const cp = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'cp' } });
    const checkpointId = narrow(cp.createCheckpoint, 'CreateCheckpointPayload').checkpoint.id;
    await writeFile(path.join(dir, 'a.txt'), 'a\nb\n');
    await writeFile(path.join(dir, 'staged.txt'), 's\n');
    git(dir, 'add', 'staged.txt');
    const state = () => [
      git(dir, 'rev-parse', 'HEAD'),
      git(dir, 'status', '--porcelain'),
      git(dir, 'branch', '--list'),
      git(dir, 'stash', 'list'),
      git(dir, 'diff', '--cached'),
    ];
    const before = state();
    const p = (await preview(alice, { id: session.id, kind: 'CODE', checkpointId })) as Preview;
    expect(p.files.map((f) => [f.path, f.action, f.additions, f.deletions])).toEqual([
      ['a.txt', 'MODIFIED', 0, 1],
      ['staged.txt', 'DELETED', 0, 1],
    ]);
    expect(state()).toEqual(before);

    const events = await alice.gql(SessionEvents, { id: session.id });
    await rename(dir, `${dir}-moved`);
    try {
      const missing = await preview(alice, { id: session.id, kind: 'CODE', checkpointId });
      expect(missing).toMatchObject({ __typename: 'WorkspaceUnavailableError' });
      expect(missing.message).toBeTruthy();
      expect(await alice.gql(SessionEvents, { id: session.id })).toEqual(events);
    } finally {
      await rename(`${dir}-moved`, dir);
    }
  });

  it("tenancy: another owner's session is not found, and another owner's checkpoint is no target", async () => {
    const theirs = await preview(bob, { id: history.sessionId, kind: 'CODE', checkpointId: history.checkpoint.id });
    expect(theirs).toMatchObject({ __typename: 'NotFoundError' });
    const own = await sessionFor(bob);
    const foreign = await preview(bob, { id: own.id, kind: 'CODE', checkpointId: history.checkpoint.id });
    expect(foreign).toMatchObject({ __typename: 'CheckpointNotFoundError' });
    const message = await preview(bob, { id: own.id, kind: 'CONVERSATION', toMessageId: history.kept[1]!.id });
    expect(message.__typename).toMatch(/Error$/);
    expect(message.message).not.toContain('build it');
  });
});
