// The fan-out bench's writer (fanout.ts): a process of its own, so the thousand sockets the bench reads never delay
// it reading its own replies. Each IPC message names a session; it records one event there over HTTP and answers how
// long the reply took (request sent to reply read) and the event's seq.
import { performance } from 'node:perf_hooks';
import { type BenchServer, benchGql } from './harness.ts';

const RECORD = 'mutation($i: RecordEventsInput!) { recordEvents(input: $i) { ... on RecordEventsPayload { lastSeq } ... on Error { message } } }';

export type WriterAsk = { server: BenchServer; sessionId: string };
export type WriterReply = { ms: number; lastSeq: number };

process.on('message', async ({ server, sessionId }: WriterAsk) => {
  const started = performance.now();
  const data = await benchGql(server, RECORD, { i: { sessionId, events: [{ type: 'bench.write', data: {} }] } });
  const ms = performance.now() - started;
  if (typeof data.recordEvents.lastSeq !== 'number') throw new Error(`recordEvents refused: ${JSON.stringify(data.recordEvents)}`);
  process.send!({ ms, lastSeq: data.recordEvents.lastSeq } satisfies WriterReply);
});
process.send!('ready');
