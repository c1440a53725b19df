// The lines of a body streamed in (an import's export), one at a time, within their bounds: memory holds one line,
// however large the body. A body past its bound, or a line past its own, is refused as soon as it is seen.
import { ExportMalformedError } from '../errors/transfer.ts';
import { importTooLarge } from './import-limits.ts';

/** A line's bytes without its newline; `newline`: whether one ended it (the last line of a body may lack it). */
export type Line = { number: number; bytes: Buffer; newline: boolean };

export type LineBounds = { maxBytes: number; maxLineBytes: number };

/** A body: a request's chunks as they stream in, or a text in hand (a GraphQL argument). */
export type Body = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

const NEWLINE = 0x0a;

export async function* linesOf(chunks: Body, bounds: LineBounds): AsyncGenerator<Line> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  let number = 0;
  const line = (tail: Buffer, newline: boolean): Line => {
    const bytes = pending.length ? Buffer.concat([...pending, tail]) : tail;
    pending = [];
    pendingBytes = 0;
    return { number: ++number, bytes, newline };
  };
  for await (const given of chunks) {
    const chunk = typeof given === 'string' ? Buffer.from(given) : given;
    total += chunk.length;
    if (total > bounds.maxBytes) throw importTooLarge(bounds.maxBytes);
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      if (pendingBytes + end - start > bounds.maxLineBytes) throw lineTooLong(number + 1, bounds.maxLineBytes);
      yield line(chunk.subarray(start, end), true);
      start = end + 1;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > bounds.maxLineBytes) throw lineTooLong(number + 1, bounds.maxLineBytes);
    }
  }
  if (pendingBytes > 0) yield line(Buffer.alloc(0), false);
}

function lineTooLong(line: number, max: number): ExportMalformedError {
  return new ExportMalformedError(line, `is longer than ${max.toLocaleString('en')} bytes, more than any record an export holds`);
}
