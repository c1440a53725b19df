// rewindConversation through the API: by message id, time and count, with and without the code; later messages
// superseded (never deleted, shown with includeSuperseded), new messages continuing after the cut, and undo bringing
// the visible conversation back identical.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { rewind } from '../src/workflows/rewind/rewind.ts';
import { undoRewind } from '../src/workflows/rewind/undo-rewind.ts';
import { graphql } from './gql/index.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { readTree } from './helpers/fs.ts';
import { RewindConversation, stateOf, UndoRewind } from './helpers/rewinds.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';
import { say, visible } from './helpers/sessions.ts';
import { whileNotLocal } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;
const local = (id: string) => decodeGlobalID(id).id;
const CreateConversation = graphql(
  `mutation RewindCreateConversation($input: CreateConversationInput!) { createConversation(input: $input) { __typename ... on CreateConversationPayload { conversation { id } } } }`,
);

/** m1 m2, checkpoint (code v1, step done), m3 m4, step 2 done, code v2, m5 m6. */
async function chat(owner: Client) {
  const s = await scenario(owner, READ_THEN_WRITE);
  const { session, dir, conversationId } = s;
  await s.start();
  await s.complete('one');
  await writeFile(path.join(dir, 'code.txt'), 'v1\n');
  await s.say('m1', 'm2');
  const cp = await s.checkpoint('after m2');
  await s.say('m3', 'm4');
  await s.complete('two');
  await writeFile(path.join(dir, 'code.txt'), 'v2\n');
  const midpoint = new Date();
  await new Promise((resolve) => setTimeout(resolve, 20)); // a moment strictly between m4 and m5
  await s.say('m5', 'm6');
  const messages = (await stateOf(owner, session.id)).conversations!.nodes[0]!.messages!.nodes;
  return { session, dir, conversationId, cp, midpoint, messages };
}

async function rewindConversation(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(RewindConversation, { input: input as never })).rewindConversation;
}

const stepStates = async (sessionId: string) => (await stateOf(alice, sessionId)).tasks!.nodes[0]!.steps!.nodes.map((s) => s.state);

describe('rewindConversation', () => {
  it('by message id: later messages superseded, never deleted; new messages continue; undo gives the conversation back', async () => {
    const { session, conversationId, messages } = await chat(alice);
    const before = await visible(alice, conversationId);
    const result = await rewindConversation(alice, { conversationId, toMessageId: messages[1]!.id });
    if (result.__typename !== 'RewindPayload') throw new Error(JSON.stringify(result));
    expect(result.rewind).toMatchObject({ kind: 'CONVERSATION', checkpoint: null, changes: { messagesSuperseded: 4, planRestored: false, files: [] } });
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2']);
    const all = (await stateOf(alice, session.id)).conversations!.nodes[0]!.messages!.nodes;
    expect(all.map((m) => `${m.content}${m.superseded ? '*' : ''}`)).toEqual(['m1', 'm2', 'm3*', 'm4*', 'm5*', 'm6*']);
    expect(await stepStates(session.id)).toEqual(['COMPLETED', 'COMPLETED']); // conversation only: plan state untouched

    await say(alice, conversationId, 'after cut');
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'after cut']);
    const undone = (await alice.gql(UndoRewind, { input: { rewindId: result.rewind!.id } })).undoRewind;
    expect(undone.__typename).toBe('UndoRewindPayload');
    expect(await visible(alice, conversationId)).toEqual(before);
    const kept = (await stateOf(alice, session.id)).conversations!.nodes[0]!.messages!.nodes;
    expect(kept).toHaveLength(7); // nothing deleted: "after cut" is set aside by the undo
  });

  it('by count and by time, with sessionId (the supervisor conversation)', async () => {
    const { session, conversationId, midpoint } = await chat(alice);
    const byCount = await rewindConversation(alice, { sessionId: session.id, byMessageCount: 3 });
    expect(byCount.__typename).toBe('RewindPayload');
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3']);
    await alice.gql(UndoRewind, { input: { rewindId: narrow(byCount, 'RewindPayload').rewind!.id } });
    const byTime = await rewindConversation(alice, { sessionId: session.id, toTime: midpoint.toISOString() });
    expect(byTime.__typename).toBe('RewindPayload');
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4']);
    const all = await rewindConversation(alice, { conversationId, byMessageCount: 4 });
    expect(all.__typename).toBe('RewindPayload');
    expect(await visible(alice, conversationId)).toEqual([]);
    expect(await rewindConversation(alice, { conversationId, byMessageCount: 1 })).toMatchObject({ __typename: 'ValidationError', field: 'byMessageCount' });
  });

  it('with code: files, plan state and conversation go back to the checkpoint at or before the point; undo restores all', async () => {
    const { session, dir, conversationId, messages, cp } = await chat(alice);
    const before = { tree: readTree(dir), steps: await stepStates(session.id), messages: await visible(alice, conversationId) };
    const result = await rewindConversation(alice, { conversationId, toMessageId: messages[2]!.id, rewindCode: true });
    if (result.__typename !== 'RewindPayload') throw new Error(JSON.stringify(result));
    expect(result.rewind).toMatchObject({ checkpoint: { id: cp.id }, changes: { planRestored: true, resetSteps: 1, messagesSuperseded: 3 } });
    expect(readTree(dir)['code.txt']).toBe(Buffer.from('v1\n').toString('base64'));
    expect(await stepStates(session.id)).toEqual(['COMPLETED', 'PENDING']);
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3']);
    await alice.gql(UndoRewind, { input: { rewindId: result.rewind!.id } });
    expect(readTree(dir)).toEqual(before.tree);
    expect(await stepStates(session.id)).toEqual(before.steps);
    expect(await visible(alice, conversationId)).toEqual(before.messages);
  });

  it('refuses bad targets and changes nothing', async () => {
    const { session, conversationId, messages } = await chat(alice);
    const other = await sessionFor(alice);
    const otherConversation = other.conversations!.nodes[0]!.id;
    await say(alice, otherConversation, 'elsewhere');
    const elsewhere = (await stateOf(alice, other.id)).conversations!.nodes[0]!.messages!.nodes[0]!.id;
    const before = await stateOf(alice, session.id);
    const refusals = [
      [{ conversationId }, 'toMessageId'],
      [{ conversationId, toMessageId: messages[0]!.id, byMessageCount: 1 }, 'toMessageId'],
      [{ conversationId, toMessageId: elsewhere }, 'toMessageId'],
      [{ sessionId: session.id, byMessageCount: 0 }, 'byMessageCount'],
      [{ sessionId: session.id, toTime: new Date(Date.now() + 60_000).toISOString() }, 'toTime'],
      [{ sessionId: session.id, byMessageCount: 1, preserve: 'STASH' }, 'preserve'],
      [{}, 'sessionId'],
    ] as const;
    for (const [input, field] of refusals) expect(await rewindConversation(alice, input), field).toMatchObject({ __typename: 'ValidationError', field });
    expect(await rewindConversation(alice, { sessionId: session.id, conversationId: otherConversation, byMessageCount: 1 })).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await rewindConversation(bob, { conversationId, byMessageCount: 1 })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await rewindConversation(bob, { sessionId: session.id, byMessageCount: 1 })).toMatchObject({ __typename: 'NotFoundError' });
    // Not found, never what the session's conversation holds (too few messages; no such message in it; a time).
    for (const point of [{ byMessageCount: 1_000 }, { toMessageId: elsewhere }, { toTime: new Date(0).toISOString() }]) {
      for (const dryRun of [false, true]) {
        expect(await rewindConversation(bob, { sessionId: session.id, dryRun, ...point })).toMatchObject({ __typename: 'NotFoundError' });
      }
    }
    expect(await stateOf(alice, session.id)).toEqual(before);
  });

  it('a rewind to a time before an earlier cut brings back what that cut set aside, and its undo sets it aside again', async () => {
    const { session, conversationId, messages, midpoint } = await chat(alice);
    const first = await rewindConversation(alice, { conversationId, toMessageId: messages[0]!.id });
    expect(first.__typename).toBe('RewindPayload');
    expect(await visible(alice, conversationId)).toEqual(['m1']);
    const back = await rewindConversation(alice, { sessionId: session.id, toTime: midpoint.toISOString() });
    if (back.__typename !== 'RewindPayload') throw new Error(JSON.stringify(back));
    expect(back.rewind!.changes.messagesRestored).toBe(3);
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4']);
    await alice.gql(UndoRewind, { input: { rewindId: back.rewind!.id } });
    expect(await visible(alice, conversationId)).toEqual(['m1']);
    await alice.gql(UndoRewind, { input: { rewindId: narrow(first, 'RewindPayload').rewind!.id } });
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('undo sets aside only what was written since in the conversation the rewind cut; other conversations keep theirs', async () => {
    const { session, conversationId, messages } = await chat(alice);
    const created = await alice.gql(CreateConversation, { input: { sessionId: session.id, kind: 'CHAT', title: 'side' } });
    const side = narrow(created.createConversation, 'CreateConversationPayload').conversation.id;
    await say(alice, side, 's1');
    const before = await visible(alice, conversationId);
    const result = await rewindConversation(alice, { conversationId, toMessageId: messages[3]!.id });
    if (result.__typename !== 'RewindPayload') throw new Error(JSON.stringify(result));
    await say(alice, conversationId, 'main after cut');
    await say(alice, side, 's2');
    await alice.gql(UndoRewind, { input: { rewindId: result.rewind!.id } });
    expect(await visible(alice, conversationId)).toEqual(before);
    expect(await visible(alice, side)).toEqual(['s1', 's2']);
  });

  it('a failure injected at each stage of a conversation rewind, or of an undo, changes nothing', async () => {
    const caller = await callerOf(app, alice);
    const { session, dir, conversationId, messages } = await chat(alice);
    const snapshot = async () => ({ tree: readTree(dir), state: await stateOf(alice, session.id), messages: await visible(alice, conversationId) });
    const request = { kind: 'CONVERSATION' as const, sessionId: local(session.id), toMessageId: local(messages[2]!.id) };
    const original = await snapshot();
    const injected = (stage: 'afterPreserve' | 'beforeCommit') => ({ [stage]: () => Promise.reject(new Error(`injected ${stage}`)) });
    for (const rewindCode of [false, true]) {
      const before = await snapshot();
      // Without code there is no file work: the seams are before and inside the transaction. With code, the folder's
      // agent may also refuse the command before it opens the folder (the owner no longer local).
      if (rewindCode) {
        await expect(whileNotLocal(app.db, alice.ownerId, () => rewind(caller, { ...request, rewindCode }))).rejects.toMatchObject({ reason: 'NOT_LOCAL' });
        expect(await snapshot(), 'agent refuses').toEqual(before);
      }
      for (const stage of ['afterPreserve', 'beforeCommit'] as const) {
        await expect(rewind(caller, { ...request, rewindCode }, {}, injected(stage))).rejects.toThrow(`injected ${stage}`);
        expect(await snapshot(), `${stage} ${rewindCode}`).toEqual(before);
      }
    }
    const made = await rewindConversation(alice, { conversationId, toMessageId: messages[2]!.id, rewindCode: true });
    if (made.__typename !== 'RewindPayload') throw new Error(JSON.stringify(made));
    const rewound = await snapshot();
    expect(rewound.tree['code.txt']).toBe(Buffer.from('v1\n').toString('base64')); // the files moved: an undo has work to do
    await expect(whileNotLocal(app.db, alice.ownerId, () => undoRewind(caller, { rewindId: local(made.rewind!.id) }))).rejects.toMatchObject({
      reason: 'NOT_LOCAL',
    });
    expect(await snapshot(), 'undo: agent refuses').toEqual(rewound);
    await expect(undoRewind(caller, { rewindId: local(made.rewind!.id) }, injected('beforeCommit'))).rejects.toThrow('injected beforeCommit');
    expect(await snapshot(), 'undo: beforeCommit').toEqual(rewound);
    // And the undo then goes through: files and conversation as they were before the rewind.
    await undoRewind(caller, { rewindId: local(made.rewind!.id) });
    const undone = await snapshot();
    expect({ tree: undone.tree, messages: undone.messages }).toEqual({ tree: original.tree, messages: original.messages });
  });
});
