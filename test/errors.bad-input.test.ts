// Bad input is a typed refusal naming the field, never a masked INTERNAL_SERVER_ERROR, and it changes nothing:
// - a DateTime PostgreSQL cannot store (year 0, or a time zone that carries it past year 1 or 9999), refused by the
//   scalar for every DateTime input, variable or literal;
// - a folder name longer than the file system allows, refused before any file work, while the longest it allows works
//   (the staging folder beside it no longer grows with the name);
// - a dry run refuses what the real call refuses (a compaction's tokenCount, summary and role; a lease held by another
//   runner; a branch or stash a rewind cannot make), instead of answering "it would work".
import { existsSync } from 'node:fs';
import { mkdtemp, realpath } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { fork, rows } from './helpers/forks.ts';
import { readTree, tempDir } from './helpers/fs.ts';
import { userView } from './helpers/git.ts';
import { CreateWorkspace } from './helpers/operations.ts';
import { RewindCode, RewindConversation, stateOf } from './helpers/rewinds.ts';
import { lease, say, visible } from './helpers/sessions.ts';
import { sessionAt } from './helpers/workspaces.ts';

const serverRoot = await realpath(await tempDir('savepoint-bad-input-'));
const app = await createTestApp({ config: { workspaceRoots: [serverRoot] } });
const alice = await app.owner('alice');

const folder = (name: string) => mkdtemp(path.join(serverRoot, `${name}-`));

const PreviewAt = graphql(`
  query PreviewAt($id: ID!, $toTime: DateTime) {
    session(id: $id) { __typename ... on Session { rewindPreview(kind: CONVERSATION, toTime: $toTime) { __typename ... on Error { code message } } } }
  }
`);
const CompactDry = graphql(`
  mutation CompactDry($input: CompactConversationInput!) {
    compactConversation(input: $input) {
      __typename
      ... on CompactConversationPayload { covered { count } }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

/** Year 0, and times whose zone carries them out of the years 1 to 9999 once in UTC. */
const UNSTORABLE = ['0000-01-01T00:00:00Z', '0001-01-01T00:30:00+01:00', '9999-12-31T23:30:00-01:00'];

async function chatting() {
  const s = await sessionAt(alice, await folder('chat'));
  await say(alice, s.conversationId, 'm4', 'm5');
  return s;
}

type Result = Awaited<ReturnType<typeof alice.raw>>;

/** A request refused before it ran: VALIDATION_FAILED naming the field, with what to send instead. */
function expectRefusedDateTime(result: Result, field: string) {
  expect(result.status).toBeLessThan(500);
  expect(result.body.data ?? null).toBeNull();
  expect(result.body.errors).toHaveLength(1);
  const [error] = result.body.errors!;
  expect(error!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
  expect(error!.message).toContain('between 0001-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z');
}

describe('a DateTime PostgreSQL cannot store', () => {
  it.each(UNSTORABLE)('is refused as rewindConversation(toTime: %s), naming the field, and nothing is rewound', async (toTime) => {
    const s = await chatting();
    const before = await visible(alice, s.conversationId);
    const lastSeq = (await stateOf(alice, s.session.id)).lastEventSeq;
    const result = await alice.raw(RewindConversation, { input: { sessionId: s.session.id, toTime } });
    expectRefusedDateTime(result, 'input.toTime');
    expect(await visible(alice, s.conversationId)).toEqual(before);
    expect((await stateOf(alice, s.session.id)).lastEventSeq).toBe(lastSeq);
  });

  it('is refused as rewindPreview(toTime:) and forkSession(fromTime:), and written as a literal too', async () => {
    const s = await chatting();
    expectRefusedDateTime(await alice.raw(PreviewAt, { id: s.session.id, toTime: '0000-06-01T00:00:00Z' }), 'toTime');
    const before = await rows(app, alice.ownerId);
    expectRefusedDateTime(
      await alice.raw(`mutation { forkSession(input: { sessionId: "${s.session.id}", fromTime: "0000-06-01T00:00:00Z" }) { __typename } }`),
      'input.fromTime',
    );
    expect(await rows(app, alice.ownerId)).toEqual(before);
    // The edges of the range are fine (here: before the session, so a rewind to it is a typed refusal of its own).
    const early = await alice.raw(PreviewAt, { id: s.session.id, toTime: '0001-01-01T00:00:00Z' });
    expect(early.body.errors).toBeUndefined();
  });
});

describe('a folder name the file system cannot hold', () => {
  it('is refused before anything is made, naming workspace.path; the longest it can hold works', async () => {
    const s = await sessionAt(alice, await folder('source'));
    const parent = await folder('forks');
    for (const name of ['a'.repeat(256), 'é'.repeat(128)]) {
      const before = await rows(app, alice.ownerId);
      const target = path.join(parent, name);
      const refused = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'DIRECTORY', path: target } });
      expect(refused).toMatchObject({ __typename: 'ValidationError', field: 'workspace.path', message: expect.stringContaining('255 bytes') });
      expect(await rows(app, alice.ownerId)).toEqual(before);
      expect(existsSync(target)).toBe(false);
    }
    const longest = path.join(parent, 'b'.repeat(255));
    const made = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'DIRECTORY', path: longest } });
    expect(made).toMatchObject({ __typename: 'ForkSessionPayload', session: { workspace: { path: longest } } });
    expect(existsSync(path.join(longest, 'a.txt'))).toBe(true);
  });

  it('makes a worktree at the longest name too, and refuses one longer in createWorkspace', async () => {
    const s = await sessionAt(alice, await folder('repo'), { git: true });
    const longest = path.join(await folder('worktrees'), 'w'.repeat(255));
    const made = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'WORKTREE', path: longest } });
    expect(made).toMatchObject({ __typename: 'ForkSessionPayload', session: { workspace: { path: longest } } });

    const registered = await alice.gql(CreateWorkspace, { input: { path: path.join(serverRoot, 'x'.repeat(300)) } });
    expect(registered.createWorkspace).toMatchObject({ __typename: 'ValidationError', field: 'path', message: expect.stringContaining('300 bytes') });
  });
});

describe('a dry run', () => {
  it('of compactConversation refuses what the real call refuses: tokenCount, summary, role', async () => {
    const s = await chatting();
    const base = { conversationId: s.conversationId, upToMessageId: (await messageIds(s.conversationId))[1]!, summary: 'short' };
    for (const dryRun of [true, false]) {
      expect((await alice.gql(CompactDry, { input: { ...base, tokenCount: -1, dryRun } })).compactConversation).toMatchObject({
        __typename: 'ValidationError',
        field: 'tokenCount',
      });
      expect((await alice.gql(CompactDry, { input: { ...base, summary: '  ', dryRun } })).compactConversation).toMatchObject({
        __typename: 'ValidationError',
        field: 'summary',
      });
      expect((await alice.gql(CompactDry, { input: { ...base, role: 'TOOL', dryRun } })).compactConversation).toMatchObject({
        __typename: 'ValidationError',
        field: 'role',
      });
    }
    expect((await alice.gql(CompactDry, { input: { ...base, tokenCount: 3, dryRun: true } })).compactConversation).toMatchObject({
      __typename: 'CompactConversationPayload',
    });
  });

  it('of a rewind or a compaction is refused like the real call while another runner holds the lease', async () => {
    const s = await chatting();
    const token = await lease(alice, s.session.id, 'runner-1');
    const upToMessageId = (await messageIds(s.conversationId))[1]!;
    for (const dryRun of [true, false]) {
      const compaction = await alice.gql(CompactDry, { input: { conversationId: s.conversationId, upToMessageId, summary: 's', dryRun } });
      expect(compaction.compactConversation).toMatchObject({ __typename: 'SessionLockedError' });
      const conversation = await alice.gql(RewindConversation, { input: { sessionId: s.session.id, byMessageCount: 1, dryRun } });
      expect(conversation.rewindConversation).toMatchObject({ __typename: 'SessionLockedError' });
      const code = await alice.gql(RewindCode, { input: { sessionId: s.session.id, checkpointId: s.cp.id, dryRun } });
      expect(code.rewindCode).toMatchObject({ __typename: 'SessionLockedError' });
      const stale = await alice.gql(RewindConversation, { input: { sessionId: s.session.id, byMessageCount: 1, leaseToken: token + 1, dryRun } });
      expect(stale.rewindConversation).toMatchObject({ __typename: 'StaleLeaseError' });
    }
    const held = await alice.gql(RewindConversation, { input: { sessionId: s.session.id, byMessageCount: 1, leaseToken: token, dryRun: true } });
    expect(held.rewindConversation).toMatchObject({ __typename: 'RewindPayload', preview: { kind: 'CONVERSATION' } });
  });
});

describe('a dry run of a rewind that keeps the state it leaves', () => {
  it('refuses a taken branch name and a folder without git as the real call does, changing nothing', async () => {
    const repo = await sessionAt(alice, await folder('preserve-repo'), { git: true });
    const plain = await sessionAt(alice, await folder('preserve-plain'));
    const before = { repo: await userView(repo.dir), plain: readTree(plain.dir) };
    for (const dryRun of [true, false]) {
      const taken = await alice.gql(RewindCode, {
        input: { sessionId: repo.session.id, checkpointId: repo.cp.id, preserve: 'BRANCH', branchName: 'main', dryRun },
      });
      expect(taken.rewindCode).toMatchObject({ __typename: 'BranchExistsError', branch: 'main' });
      const invalid = await alice.gql(RewindCode, {
        input: { sessionId: repo.session.id, checkpointId: repo.cp.id, preserve: 'BRANCH', branchName: 'a..b', dryRun },
      });
      expect(invalid.rewindCode).toMatchObject({ __typename: 'BranchExistsError' });
      const noGit = await alice.gql(RewindCode, { input: { sessionId: plain.session.id, checkpointId: plain.cp.id, preserve: 'STASH', dryRun } });
      expect(noGit.rewindCode).toMatchObject({ __typename: 'PreserveUnavailableError', mode: 'STASH' });
    }
    expect((await stateOf(alice, repo.session.id)).rewinds!.totalCount).toBe(0);
    expect({ repo: await userView(repo.dir), plain: readTree(plain.dir) }).toEqual(before); // no branch, stash entry or file
    const fine = await alice.gql(RewindCode, {
      input: { sessionId: repo.session.id, checkpointId: repo.cp.id, preserve: 'BRANCH', branchName: 'kept', dryRun: true },
    });
    expect(fine.rewindCode).toMatchObject({ __typename: 'RewindPayload', preview: { kind: 'CODE' } });
    expect(await userView(repo.dir)).toEqual(before.repo); // the dry run checked the name, and made nothing
  });
});

const MessageIds = graphql(`query BadInputMessageIds($id: ID!) { node(id: $id) { __typename ... on Conversation { messages { nodes { id } } } } }`);

async function messageIds(conversationId: string): Promise<string[]> {
  return narrow((await alice.gql(MessageIds, { id: conversationId })).node, 'Conversation').messages!.nodes.map((message) => message.id);
}
