// What an import may read: the export's bytes (SAVEPOINT_MAX_IMPORT_BYTES), and a bound on one line.
import { limitReached } from '../errors/limit.ts';

/**
 * The longest line an import reads: more than any record an export writes (a checkpoint copies the session's shared
 * documents, 32 MiB by default; a code object is at most 10 MiB, a third more in base64), and what one JSON.parse
 * of it may cost.
 */
export const MAX_LINE_BYTES = 64 * 1_048_576;

/** An export past SAVEPOINT_MAX_IMPORT_BYTES (`length`: as declared, when it was). */
export function importTooLarge(max: number, length?: number) {
  const problem = length === undefined ? 'The export is larger than allowed' : `The export is ${length.toLocaleString('en')} bytes`;
  return limitReached('IMPORT_BYTES', max, problem, 'Nothing was imported; ask the operator to raise the setting.', 'bytes');
}
