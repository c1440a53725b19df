// Random histories of append / write / checkpoint / rewind (code or conversation) / compaction / undo, through the API: no message
// row is ever deleted, undoing a rewind gives back the files (code rewinds) and the visible messages exactly as they
// were before it, and the session's event log stays gap-free.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { readTree } from './helpers/fs.ts';
import { ChangeSession, Messages } from './helpers/operations.ts';
import { RewindCode, RewindConversation, UndoRewind } from './helpers/rewinds.ts';
import { checkpoint, say, visible } from './helpers/sessions.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Compact = graphql(`
  mutation PropertyCompact($input: CompactConversationInput!) {
    compactConversation(input: $input) { __typename ... on CompactConversationPayload { rewind { id } } ... on Error { code message } }
  }
`);

async function visibleIds(conversationId: string) {
  const node = narrow((await alice.gql(Messages, { id: conversationId })).node, 'Conversation');
  return node.messages!.nodes;
}

const action = fc.oneof(
  fc.record({ type: fc.constant('append' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant('write' as const), file: fc.constantFrom('a.txt', 'b.txt', 'c.txt'), content: fc.string({ maxLength: 8 }) }),
  fc.record({ type: fc.constant('checkpoint' as const) }),
  fc.record({ type: fc.constant('rewindCode' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('rewindConversation' as const), back: fc.integer({ min: 1, max: 4 }), withCode: fc.boolean() }),
  fc.record({ type: fc.constant('compact' as const), pick: fc.nat(), upTo: fc.boolean() }),
  fc.record({ type: fc.constant('undo' as const) }),
);

type Open = { id: string; kind: 'CODE' | 'CONVERSATION' | 'COMPACT'; code: boolean; tree: Record<string, string>; messages: string[] };

async function counts(sessionId: string) {
  const id = decodeGlobalID(sessionId).id;
  const messages = await sql<{ n: number }>`select count(*)::int as n from messages where session_id = ${id}`.execute(app.db);
  const events = await sql<{
    n: number;
    max: number;
  }>`select count(*)::int as n, coalesce(max(seq), 0)::int as max from session_events where session_id = ${id}`.execute(app.db);
  return { messages: messages.rows[0]!.n, events: events.rows[0]! };
}

describe('rewind and undo over random histories', () => {
  it('never deletes a message, undo is the identity, the log stays gap-free', async () => {
    let undos = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 10 }), async (actions) => {
        const { session, dir } = await sessionInNewWorkspace(alice, {
          phases: [{ name: 'p', tasks: [{ key: 't', title: 't', steps: [{ kind: 'EXEC', title: 's' }] }] }],
        });
        await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
        const conversationId = session.conversations!.nodes[0]!.id;
        const checkpoints: string[] = [];
        const open: Open[] = [];
        let written = 0;
        let rows = 0;
        for (const step of actions) {
          if (step.type === 'append') await say(alice, conversationId, ...Array.from({ length: step.count }, () => `m${++written}`));
          else if (step.type === 'write') await writeFile(path.join(dir, step.file), step.content);
          else if (step.type === 'checkpoint') checkpoints.push((await checkpoint(alice, session.id, `c${checkpoints.length}`)).id);
          else if (step.type === 'compact') {
            const shown = await visibleIds(conversationId);
            if (!shown.length) continue;
            const at = step.pick % shown.length;
            const messages = shown.map((m) => m.content);
            const summary = `s${++written}`;
            const input = { conversationId, summary, ...(step.upTo ? { upToMessageId: shown[at]!.id } : { fromMessageId: shown[at]!.id }) };
            const result = (await alice.gql(Compact, { input })).compactConversation;
            if (result.__typename !== 'CompactConversationPayload') throw new Error(JSON.stringify(result));
            expect(await visible(alice, conversationId)).toEqual(step.upTo ? [summary, ...messages.slice(at + 1)] : [...messages.slice(0, at), summary]);
            open.push({ id: result.rewind!.id, kind: 'COMPACT', code: false, tree: readTree(dir), messages });
          } else if (step.type === 'undo') {
            const top = open.pop();
            if (!top) continue;
            const treeBefore = readTree(dir);
            const messagesBefore = await visible(alice, conversationId);
            const undone = (await alice.gql(UndoRewind, { input: { rewindId: top.id } })).undoRewind;
            expect(undone.__typename).toBe('UndoRewindPayload');
            expect(readTree(dir)).toEqual(top.code ? top.tree : treeBefore);
            // A code rewind leaves the conversation alone, and so does its undo.
            expect(await visible(alice, conversationId)).toEqual(top.kind === 'CODE' ? messagesBefore : top.messages);
            undos += top.code ? 1 : 0;
          } else {
            const tree = readTree(dir);
            const messages = await visible(alice, conversationId);
            const result =
              step.type === 'rewindCode'
                ? checkpoints.length
                  ? (await alice.gql(RewindCode, { input: { sessionId: session.id, checkpointId: checkpoints[step.pick % checkpoints.length]! } })).rewindCode
                  : null
                : (await alice.gql(RewindConversation, { input: { conversationId, byMessageCount: step.back, rewindCode: step.withCode } })).rewindConversation;
            if (result?.__typename === 'RewindPayload') {
              open.push({
                id: result.rewind!.id,
                kind: step.type === 'rewindCode' ? 'CODE' : 'CONVERSATION',
                code: step.type === 'rewindCode' || step.withCode,
                tree,
                messages,
              });
            } else if (result) {
              // A refusal (too few messages, no code checkpoint) changes nothing.
              expect(result.__typename).toBe('ValidationError');
              expect(readTree(dir)).toEqual(tree);
              expect(await visible(alice, conversationId)).toEqual(messages);
            }
          }
          const now = await counts(session.id);
          expect(now.messages).toBeGreaterThanOrEqual(rows); // no message row is ever deleted
          rows = now.messages;
          expect(now.events.n).toBe(now.events.max); // seq 1..n, no gap
        }
      }),
      {
        numRuns: 25,
        // Every kind of undo happens at least once, whatever the random runs draw.
        examples: [
          [
            [
              { type: 'append', count: 3 },
              { type: 'write', file: 'a.txt', content: 'one' },
              { type: 'checkpoint' },
              { type: 'write', file: 'a.txt', content: 'two' },
              { type: 'rewindCode', pick: 0 },
              { type: 'undo' },
              { type: 'compact', pick: 1, upTo: true },
              { type: 'append', count: 1 },
              { type: 'undo' },
              { type: 'rewindConversation', back: 2, withCode: true },
              { type: 'undo' },
            ],
          ],
        ],
      },
    );
    expect(undos).toBeGreaterThan(0); // the histories did undo code rewinds
  }, 120_000);
});
