// What can go wrong exchanging snapshot objects with the server, as one error with a closed set of codes. The agent
// imports nothing of the server, so these are its own (the server's domain errors live in src/errors/).

export const SYNC_ERROR_CODES = [
  /** An answer of the server that is not a sequence of well-formed objects. */
  'BAD_BODY',
  /** An object whose bytes do not hash to an id that was asked for: altered or substituted on the way. */
  'OBJECT_MISMATCH',
  /** An object asked for that the server did not send (it does not hold it, or its answer was cut short). */
  'OBJECT_MISSING',
  /** A tree that breaks the server's rules (an entry named .git, a gitlink...): never sent, never restored. */
  'INVALID_TREE',
  /** A workspace id that cannot name a folder of the agent's own. */
  'INVALID_WORKSPACE_ID',
] as const;
export type SyncErrorCode = (typeof SYNC_ERROR_CODES)[number];

export class SyncError extends Error {
  readonly code: SyncErrorCode;
  constructor(code: SyncErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SyncError';
    this.code = code;
  }
}
