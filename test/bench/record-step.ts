// Recording a step, Savepoint beside LangGraph (issue 26's "short threads"): on Savepoint, one recordWork batch that
// appends the step's 3 messages to a conversation and takes a state-only checkpoint (one transaction); on LangGraph's
// PostgresSaver, the put of the step's checkpoint, whose messages channel holds the whole conversation (3 messages
// longer). At conversation lengths from 3 to 10,000 messages, the same messages on both sides, rounds interleaved (A
// then B, B then A). Budget: at most 1× PostgresSaver's put at every length.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, newSession, percentile } from './harness.ts';
import type { Report } from './langgraph.ts';
import { type ChatMessage, chatMessages, chatThread } from './langgraph-thread.ts';

const LENGTHS = [3, 30, 300, 3_000, 10_000];
const PER_STEP = 3;
const ERR = '... on Error { code message }';
const RECORD = `mutation($w: RecordWorkInput!) { recordWork(input: $w) { __typename ${ERR} ... on RecordWorkPayload { writes { checkpoint { id } } } } }`;

const asInput = (message: ChatMessage) => ({ role: message.human ? 'USER' : 'ASSISTANT', content: message.content });

/** A session whose conversation holds `length` messages; step() records the next 3 and a state-only checkpoint (ms). */
async function savepointConversation(server: BenchServer, tmp: string, length: number) {
  const checkpointPolicy = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };
  const { globalId: sessionId } = await newSession(server, await mkdtemp(path.join(tmp, 'record-step-')), { checkpointPolicy });
  const made = await benchGql(
    server,
    `mutation($s: ID!) { createConversation(input: { sessionId: $s, kind: CHAT, title: "bench" }) { ... on CreateConversationPayload { conversation { id } } ${ERR} } }`,
    { s: sessionId },
  );
  const conversationId: string = made.createConversation.conversation.id;
  const next = chatMessages();
  for (let appended = 0; appended < length; appended += 1_000) {
    const messages = Array.from({ length: Math.min(1_000, length - appended) }, () => asInput(next()));
    const answer = await benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`, {
      i: { conversationId, messages },
    });
    if (answer.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(answer));
  }
  return async () => {
    const messages = Array.from({ length: PER_STEP }, () => asInput(next()));
    const started = performance.now();
    const writes = [{ appendMessages: { conversationId, messages } }, { checkpoint: {} }];
    const answer = await benchGql(server, RECORD, { w: { sessionId, writes } });
    const ms = performance.now() - started;
    if (!answer.recordWork.writes?.[1].checkpoint) throw new Error(JSON.stringify(answer));
    return ms;
  };
}

/** Per length: 5 untimed steps a side, then 4 rounds of 10 steps a side, interleaved; the p50 ratio against ≤ 1×. */
export async function recordStepBench(server: BenchServer, database: DbHandle, tmp: string, report: Report, rounds = 4, perRound = 10) {
  const saver = PostgresSaver.fromConnString(database.url, { schema: 'langgraph' });
  await saver.setup();
  try {
    for (const length of LENGTHS) {
      const thread = chatThread(saver, `record-step-${length}`, { first: length, perStep: PER_STEP, window: length });
      await thread.step(); // the conversation so far, put once
      const sides = { savepoint: await savepointConversation(server, tmp, length), postgres: () => thread.step() };
      const samples = { savepoint: [] as number[], postgres: [] as number[] };
      for (const side of ['savepoint', 'postgres'] as const) for (let i = 0; i < 5; i++) await sides[side]();
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? (['savepoint', 'postgres'] as const) : (['postgres', 'savepoint'] as const);
        for (const side of order) for (let i = 0; i < perRound; i++) samples[side].push(await sides[side]());
      }
      const [s50, s95, p50, p95] = [50, 95, 50, 95].map((p, i) => percentile(i < 2 ? samples.savepoint : samples.postgres, p));
      console.log(
        `      ${length.toLocaleString('en')} messages: Savepoint (recordWork: append ${PER_STEP}, checkpoint) p50 ${s50!.toFixed(2)} p95 ${s95!.toFixed(2)} ms; ` +
          `PostgresSaver put p50 ${p50!.toFixed(2)} p95 ${p95!.toFixed(2)} ms`,
      );
      const ratio = s50! / p50!;
      report(`recording a step at ${length.toLocaleString('en')} messages p50, Savepoint / LangGraph's put`, ratio, '×', '≤ 1×', ratio <= 1);
    }
  } finally {
    await saver.end();
  }
}
