// Shared context, pure: named documents of a session that its agents read and write. Versioned with optimistic
// concurrency: a write names the version it read (0: the document does not exist), and each write raises the version by one. A document's value
// is any JSON but null (a text document is a JSON string); its size is bounded like every JSON input, at the API edge
// (SAVEPOINT_MAX_JSON_BYTES). A null value stored is a document a restore took away: it reads as absent, but its
// version goes on, so writing it again names that version.
import { ValidationError } from '../errors/domain.ts';

const KEY = /^[A-Za-z0-9._\-/]{1,200}$/;

export function checkContextKey(key: string): string {
  if (!KEY.test(key)) {
    throw new ValidationError('key', 'use 1 to 200 letters, digits, dots, dashes, underscores or slashes (e.g. "design/api.md" or "phase-1.findings").');
  }
  return key;
}

/** Checks what a write carries: the key, a value (never null), the version it read. */
export function checkContextWrite(write: { key: string; value?: unknown; expectedVersion: number }): void {
  checkContextKey(write.key);
  if (write.value === null || write.value === undefined) {
    throw new ValidationError(
      'value',
      'documents are versioned and kept, never deleted: write an empty object or an empty string to clear one (its history stays in the session log).',
    );
  }
  if (!Number.isInteger(write.expectedVersion) || write.expectedVersion < 0) {
    throw new ValidationError('expectedVersion', 'give the version you read: 0 to create the document, its current version to replace it.');
  }
}
