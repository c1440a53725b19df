// One cold getTuple, in a process of its own (spawned by langgraph.ts once per sample): the saver is made here, so
// PostgresSaver opens its first database connection and SavepointSaver its first HTTP connection within the timed
// call, as a new worker process would. The modules are loaded before the clock starts (the same for both: LangGraph's).
// LG_PRELOAD=1: Node's own lazily loaded parts that SavepointSaver uses (fetch, i.e. undici, and the web streams of
// CompressionStream) are loaded before the clock starts, without a connection to the server: what the saver itself
// costs cold, apart from what any process pays at its first fetch.
// Prints one JSON line: { coldMs, warmMs (the same call again, in the same process), id (the checkpoint read) }.
//
//   LG_SAVER=postgres|savepoint LG_THREAD=<thread id> DATABASE_URL=… SAVEPOINT_URL=… SAVEPOINT_TOKEN=… node --import tsx test/bench/langgraph-cold.ts
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { SavepointSaver } from '../../src/client/langgraph/savepoint-saver.ts';

const { LG_SAVER, LG_THREAD, DATABASE_URL, SAVEPOINT_URL, SAVEPOINT_TOKEN } = process.env;
const config = { configurable: { thread_id: LG_THREAD!, checkpoint_ns: '' } };

if (process.env.LG_PRELOAD === '1') {
  await fetch('http://127.0.0.1:1/').catch(() => undefined); // nothing listens there: undici loaded, no connection kept
  const zipped = await new Response(new Blob([new Uint8Array(4_096)]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  await new Response(new Blob([zipped]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}
const started = performance.now();
const saver: BaseCheckpointSaver =
  LG_SAVER === 'postgres'
    ? PostgresSaver.fromConnString(DATABASE_URL!, { schema: 'langgraph' })
    : new SavepointSaver({ url: SAVEPOINT_URL!, token: SAVEPOINT_TOKEN! });
const tuple = await saver.getTuple(config);
const coldMs = performance.now() - started;
const again = performance.now();
await saver.getTuple(config);
const warmMs = performance.now() - again;
if (saver instanceof PostgresSaver) await saver.end();
console.log(JSON.stringify({ coldMs, warmMs, id: tuple?.checkpoint.id ?? null, messages: (tuple?.checkpoint.channel_values.messages as unknown[])?.length }));
