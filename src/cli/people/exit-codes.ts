// How a people's command ends, for scripts: one exit code per kind of outcome, stable, listed in `savepoint --help`
// and docs/cli.md. 14 to 17 are those of seed 002 (acode resume). Every refusal prints the API's message, which says
// what to do next; the code says what kind of refusal it was.
import type { RequestErrorCode } from '../../client/request-error.ts';

export const EXIT = {
  OK: 0,
  /** Any other failure: a refusal without a code of its own below (its message says which), or a fault. */
  FAILED: 1,
  /** The command line or a value in it is wrong (VALIDATION_FAILED, an unknown option, a malformed time). */
  INVALID_INPUT: 2,
  /** No such session, checkpoint, task or rewind of yours (NOT_FOUND, CHECKPOINT_NOT_FOUND). */
  NOT_FOUND: 3,
  /** No SAVEPOINT_TOKEN, or one the server refuses (unknown or revoked). */
  UNAUTHENTICATED: 4,
  /** No answer from the server (SAVEPOINT_URL or --url): it is down, restarting, or elsewhere. */
  UNREACHABLE: 5,
  /** `status`: a runner on this machine works offline, with writes journaled that the server has not taken yet. */
  DEGRADED: 6,
  /** Nothing to resume: no interrupted session (NO_RESUMABLE_SESSION). */
  NOTHING_TO_RESUME: 14,
  /** The session is finished: COMPLETED, FAILED or CANCELLED (TERMINAL_STATE). */
  TERMINAL_STATE: 15,
  /** Another runner holds the session, or its workspace (SESSION_LOCKED, WORKSPACE_ALREADY_OPEN, STALE_LEASE). */
  LOCKED: 16,
  /** The workspace is not as the session needs it (ENVIRONMENT_INVALID). */
  ENVIRONMENT_INVALID: 17,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

const BY_CODE: Partial<Record<RequestErrorCode | string, ExitCode>> = {
  VALIDATION_FAILED: EXIT.INVALID_INPUT,
  BAD_REQUEST: EXIT.INVALID_INPUT,
  NOT_FOUND: EXIT.NOT_FOUND,
  CHECKPOINT_NOT_FOUND: EXIT.NOT_FOUND,
  UNAUTHENTICATED: EXIT.UNAUTHENTICATED,
  UNREACHABLE: EXIT.UNREACHABLE,
  NO_RESUMABLE_SESSION: EXIT.NOTHING_TO_RESUME,
  TERMINAL_STATE: EXIT.TERMINAL_STATE,
  SESSION_LOCKED: EXIT.LOCKED,
  WORKSPACE_ALREADY_OPEN: EXIT.LOCKED,
  STALE_LEASE: EXIT.LOCKED,
  ENVIRONMENT_INVALID: EXIT.ENVIRONMENT_INVALID,
};

/** The exit code for an error's code (the API's, or the client's: UNREACHABLE...); FAILED for any other. */
export function exitCodeOf(code: string | null | undefined): ExitCode {
  return (code && BY_CODE[code]) || EXIT.FAILED;
}

/** The list `savepoint --help` ends with. */
export const EXIT_CODES_HELP = `Exit codes (the people's commands; an operator's command exits 1 on any failure):
  0   done
  1   failed (the message says why)
  2   invalid input: a wrong option or value
  3   not found: no such session, checkpoint, task or rewind of yours
  4   not authenticated: set SAVEPOINT_TOKEN to a token the server accepts
  5   server unreachable: start it, or set SAVEPOINT_URL (or --url)
  6   degraded: a runner's writes wait in its local journal (savepoint status says how many)
  14  nothing to resume
  15  the session is finished (COMPLETED, FAILED or CANCELLED)
  16  locked: another runner holds the session or its workspace
  17  the workspace is not as the session needs it`;
