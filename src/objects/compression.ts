// Objects are stored deflated (node:zlib). A small object is (de)compressed on the spot: zlib's asynchronous calls go
// through libuv's pool of four threads at a fixed cost each, which for a first snapshot of 5,000 small files took
// seconds instead of a tenth of one. The work is cut in slices that yield to the event loop, so a large upload holds
// other requests back for milliseconds at a time; a large object goes to the pool, where the cost is worth it.
import { promisify } from 'node:util';
import { deflate, deflateSync, inflate, inflateSync } from 'node:zlib';

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

/** Above this an object is handed to libuv's pool; below it, done here. */
const LARGE = 64 * 1_024;
/** Bytes worked on between two yields to the event loop. */
const SLICE = 512 * 1_024;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function each(contents: readonly Buffer[], small: (b: Buffer) => Buffer, large: (b: Buffer) => Promise<Buffer>): Promise<Buffer[]> {
  const out: Array<Buffer | Promise<Buffer>> = [];
  let since = 0;
  for (const content of contents) {
    if (content.length >= LARGE) {
      out.push(large(content));
      continue;
    }
    out.push(small(content));
    since += content.length + 256; // a fixed cost per call, whatever the size
    if (since >= SLICE) {
      since = 0;
      await yieldToEventLoop();
    }
  }
  return Promise.all(out);
}

export function deflateAll(contents: readonly Buffer[]): Promise<Buffer[]> {
  return each(contents, (b) => deflateSync(b), deflateAsync);
}

export function inflateAll(contents: readonly Buffer[]): Promise<Buffer[]> {
  return each(contents, (b) => inflateSync(b), inflateAsync);
}
