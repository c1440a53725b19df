// The records of an export as an import reads them: each line parsed as JSON, in order, and the whole checked against
// the closing line (format.model.ts ExportEnd): as many lines before it as it counts, with the SHA-256 it holds.
// The records come as they are read; the check comes last, so whoever writes them does so in a transaction that the
// failure of the check rolls back.
import { createHash } from 'node:crypto';
import { isUuid } from '../db/ids.ts';
import { ExportMalformedError, ExportTruncatedError, ExportVersionUnsupportedError } from '../errors/transfer.ts';
import { EXPORT_FORMAT, type ExportHeader, READABLE_VERSIONS } from './format.model.ts';
import { MAX_LINE_BYTES } from './import-limits.ts';
import { type Body, linesOf } from './lines.ts';

export type ExportRecord = { line: number; record: Record<string, unknown> & { type: string } };

/**
 * The header, then every record after it, then the closing line once it matched what came before it (its `sha256`
 * is then the export's); else throws.
 */
export async function* readExport(body: Body, maxBytes: number): AsyncGenerator<ExportHeader | ExportRecord> {
  const hash = createHash('sha256');
  let ended: { line: number; lines: unknown; sha256: unknown } | null = null;
  let last = 0;
  for await (const { number, bytes, newline } of linesOf(body, { maxBytes, maxLineBytes: MAX_LINE_BYTES })) {
    last = number;
    if (ended) throw new ExportMalformedError(number, 'comes after the closing line (type "end"), which must be the last');
    const value = parse(bytes, number, newline);
    if (number === 1) {
      yield headerOf(value);
    } else if (value.type === 'end') {
      ended = { line: number, lines: value.lines, sha256: value.sha256 };
      continue;
    } else {
      if (typeof value.type !== 'string') throw new ExportMalformedError(number, 'has no record type (a "type" field)');
      yield { line: number, record: value as ExportRecord['record'] };
    }
    if (!newline) break; // the last line, cut off before its newline: the closing line is missing (below)
    hash.update(bytes).update('\n');
  }
  if (!ended) throw new ExportTruncatedError(last, last === 0 ? 'it is empty' : 'its closing line (type "end") is missing');
  if (ended.lines !== ended.line - 1)
    throw new ExportTruncatedError(last, `its closing line counts ${JSON.stringify(ended.lines)} lines before it, not ${ended.line - 1}`);
  if (ended.sha256 !== hash.digest('hex')) throw new ExportTruncatedError(last, 'the SHA-256 of its closing line does not match the lines before it');
  yield { line: ended.line, record: { type: 'end', lines: ended.lines, sha256: ended.sha256 } };
}

/** A line's JSON object; one the body's end cut off (no newline after it) is a truncation, not a malformed line. */
function parse(bytes: Buffer, line: number, newline: boolean): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    if (!newline) throw new ExportTruncatedError(line - 1, 'it ends in the middle of a line');
    throw new ExportMalformedError(line, bytes.length === 0 ? 'is empty' : 'is not JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ExportMalformedError(line, 'is not a JSON object');
  return value as Record<string, unknown>;
}

/** The first line: the format and a version this server reads, and the sessions the export holds. */
function headerOf(value: Record<string, unknown>): ExportHeader {
  if (value.format !== EXPORT_FORMAT) throw new ExportMalformedError(1, `does not say it is a Savepoint export (format "${EXPORT_FORMAT}")`);
  if (typeof value.version !== 'number' || !READABLE_VERSIONS.includes(value.version))
    throw new ExportVersionUnsupportedError(value.version, READABLE_VERSIONS);
  const sessions = value.sessions;
  if (
    !Array.isArray(sessions) ||
    sessions.length === 0 ||
    !sessions.every((id) => typeof id === 'string' && isUuid(id)) ||
    new Set(sessions).size !== sessions.length
  ) {
    throw new ExportMalformedError(1, 'does not list the sessions the export holds, each once ("sessions")');
  }
  if (typeof value.exportedAt !== 'string' || typeof value.objects !== 'boolean' || value.session !== sessions.at(-1)) {
    throw new ExportMalformedError(1, 'lacks when it was exported, whether it holds code objects, or the session exported (the last of "sessions")');
  }
  return value as ExportHeader;
}
