// A conversation rewind that leaves plan and code alone costs what it cuts (issue 26): it reads none of the session's
// history (its checkpoints, the messages earlier rewinds set aside, its compactions), however long that history is,
// and reads the session's row once, under the lock. Counted in SQL statements, through the API.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { checkpoint, say, visible } from './helpers/sessions.ts';

const statements: string[] = [];
const app = await createTestApp({ onQuery: (sql) => statements.push(sql) });
const alice = await app.owner('alice');

// Only what the rewind itself makes: the payload's fields read nothing more.
const RewindByCount = graphql(`
  mutation RewindCostByCount($input: RewindConversationInput!) {
    rewindConversation(input: $input) { __typename ... on RewindPayload { rewind { changes { messagesSuperseded } } } ... on Error { code message } }
  }
`);

const rewindByOne = async (conversationId: string) =>
  narrow((await alice.gql(RewindByCount, { input: { conversationId, byMessageCount: 1 } })).rewindConversation, 'RewindPayload');

describe('a conversation rewind without code', () => {
  it('reads no checkpoint, no set-aside message and no earlier rewind, and the session once, after a long history', async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    await say(alice, conversationId, 'm1', 'm2');
    // A history: checkpoints, and rewinds that set messages aside (each also keeps an undo checkpoint).
    for (let round = 0; round < 8; round++) {
      await checkpoint(alice, session.id, `round ${round}`);
      await say(alice, conversationId, `kept ${round}`, `dropped ${round}`);
      await rewindByOne(conversationId);
    }
    statements.length = 0;
    const made = await rewindByOne(conversationId);
    const during = statements.splice(0);
    expect(made.rewind!.changes.messagesSuperseded).toBe(1);
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', ...Array.from({ length: 7 }, (_, round) => `kept ${round}`)]);
    const reads = (table: string) => during.filter((sql) => new RegExp(`from "${table}"`).test(sql));
    expect(reads('checkpoints')).toEqual([]);
    expect(reads('rewinds')).toEqual([]);
    expect(during.filter((sql) => /"superseded_at" is not null/.test(sql))).toEqual([]);
    expect(reads('sessions')).toHaveLength(1);
  });
});
