// Preloaded into the bench's server process (`node --expose-gc --import tsx --import ./test/bench/gc-hook.ts
// src/main.ts`, with an IPC channel): on the message 'memory' it collects garbage in full, then answers with the
// process's memory. Resident memory read right after a full collection does not depend on when V8 last collected,
// so two readings compare what is alive.
const gc = (globalThis as { gc?: () => void }).gc;

function collected(): NodeJS.MemoryUsage {
  if (!gc) throw new Error('the bench server runs without --expose-gc');
  gc();
  gc(); // a second pass frees what the first one's finalizers released
  return process.memoryUsage();
}

process.on('message', async (message) => {
  if (message !== 'memory') return;
  // Work still under way (sockets just closed, their subscriptions ending) frees memory a moment later: collect
  // until the live heap stops shrinking, so a reading never counts what is about to go.
  let reading = collected();
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = collected();
    const shrank = reading.heapUsed - next.heapUsed;
    reading = next;
    if (shrank < 256 * 1024) break;
  }
  const { rss, heapUsed, external, arrayBuffers } = reading;
  process.send?.({ rss, heapUsed, external, arrayBuffers });
});
// The channel must not keep the server alive: it stops on SIGTERM as it always does.
process.channel?.unref();
