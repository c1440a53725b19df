// Preloaded into the bench's server process (`node --expose-gc --import tsx --import ./test/bench/gc-hook.ts
// src/main.ts`, with an IPC channel): on the message 'memory' it collects garbage in full, then answers with the
// process's memory. Resident memory read right after a full collection does not depend on when V8 last collected,
// so two readings compare what is alive.
process.on('message', (message) => {
  if (message !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the bench server runs without --expose-gc');
  gc();
  gc(); // a second pass frees what the first one's finalizers released
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ rss, heapUsed, external, arrayBuffers });
});
// The channel must not keep the server alive: it stops on SIGTERM as it always does.
process.channel?.unref();
