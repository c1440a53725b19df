// Reading a CLI's append-only JSONL transcript incrementally: only the complete lines written since the offset a
// previous read stopped at. A line still being written (no newline yet) is left for the next read; a file that
// shrank below the offset was rewritten, so it is read again from the start (the actions' keys make that harmless).
import { open } from 'node:fs/promises';

/** One complete line and the byte offset just past its newline (where a read resumes after it). */
export type TranscriptLine = { text: string; start: number; end: number };

/** Which transcript to read, and from where: `id` names it in an adapter's state ("main", "agent:<id>"). */
export type TranscriptSource = { id: string; path: string; offset: number };

export type TranscriptRead = TranscriptSource & {
  lines: TranscriptLine[];
  /** Where this read began (0 when the file was read again from the start) and where the next one resumes. */
  start: number;
  end: number;
  /** The file is not there (yet): nothing read, the offset stays. */
  missing: boolean;
  /** The file was shorter than the offset: it was read from the start. */
  restarted: boolean;
  /** Lines longer than MAX_LINE_BYTES, skipped whole. */
  skipped: number;
};

/** Most bytes read per call: a hook reads what one turn wrote, an import reads on in calls of this size. */
export const READ_CHUNK_BYTES = 8 * 1024 * 1024;
/** A longer line is skipped (a transcript line holds one message; this one cannot be read into memory sensibly). */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * The complete lines after `source.offset`, about `chunkBytes` of them (a longer line is read whole, up to
 * MAX_LINE_BYTES). Read again from `end` to go on; `end === start` when there was nothing new.
 */
export async function readNewLines(source: TranscriptSource, chunkBytes = READ_CHUNK_BYTES): Promise<TranscriptRead> {
  const nothing = { ...source, lines: [], start: source.offset, end: source.offset, missing: false, restarted: false, skipped: 0 };
  const file = await open(source.path, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (!file) return { ...nothing, missing: true };
  try {
    const size = (await file.stat()).size;
    const restarted = size < source.offset;
    const start = restarted ? 0 : source.offset;
    const lines: TranscriptLine[] = [];
    let skipped = 0;
    let consumed = start; // just past the last newline met
    let position = start;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    while (position < size && consumed - start < chunkBytes) {
      const buffer = Buffer.alloc(Math.min(chunkBytes, size - position));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      let from = 0;
      for (let at = buffer.indexOf(NEWLINE); at !== -1 && at < bytesRead; at = buffer.indexOf(NEWLINE, at + 1)) {
        const piece = buffer.subarray(from, at);
        const end = position + at + 1;
        if (pendingBytes + piece.length > MAX_LINE_BYTES) skipped++;
        else lines.push({ text: Buffer.concat([...pending, piece]).toString('utf8'), start: consumed, end });
        pending = [];
        pendingBytes = 0;
        consumed = end;
        from = at + 1;
      }
      const rest = buffer.subarray(from, bytesRead);
      // A line past the bound is not kept in memory while it is read; it is counted as skipped once it ends.
      if (pendingBytes + rest.length <= MAX_LINE_BYTES) pending.push(Buffer.from(rest));
      pendingBytes += rest.length;
      position += bytesRead;
    }
    return { ...nothing, lines, start, end: consumed, restarted, skipped };
  } finally {
    await file.close();
  }
}

/** What a transcript gained since `source.offset`, read in chunks on to its end, or to about `maxBytes` of it. */
export async function readToEnd(source: TranscriptSource, maxBytes = Number.POSITIVE_INFINITY): Promise<TranscriptRead> {
  const first = await readNewLines(source);
  const lines = [...first.lines];
  let read = first;
  while (!read.missing && read.end > read.start && read.end - first.start < maxBytes) {
    read = await readNewLines({ ...source, offset: read.end });
    lines.push(...read.lines);
  }
  return { ...first, lines, end: read.end };
}
