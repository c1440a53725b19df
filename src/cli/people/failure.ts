// A people's command that failed: one line on stderr (`savepoint: <the API's message>`, which says what to do next)
// or, with --json, one JSON object there ({ "error": { code, message, exitCode, ...details } }), and the exit code of
// its kind (exit-codes.ts). Errors as data arrive as ResultErrors (narrow), top-level ones as RequestErrors.
import { RequestError } from '../../client/request-error.ts';
import { ResultError } from '../../client/results.ts';
import { printable, printableJson } from '../terminal/output.ts';
import { err } from '../terminal/style.ts';
import { EXIT, type ExitCode, exitCodeOf } from './exit-codes.ts';

/** A failure the command itself finds (a value it cannot read, nothing to do); `code` as the API would name it. */
export class CommandFailure extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** A value on the command line that cannot be used: exit 2, the message saying what to give instead. */
export function invalidInput(message: string): CommandFailure {
  return new CommandFailure('VALIDATION_FAILED', message);
}

type Described = { code: string; message: string; details: Record<string, unknown>; stack?: string };

const HINTS: Record<string, string> = {
  UNREACHABLE: 'start the server (npm start), or point SAVEPOINT_URL (or --url) at it',
  UNAUTHENTICATED: 'the command line sends the token in SAVEPOINT_TOKEN',
};

function describe(error: unknown): Described {
  if (error instanceof CommandFailure) return { code: error.code, message: error.message, details: error.details };
  if (error instanceof ResultError) {
    if (!error.code) return { code: 'UNEXPECTED', message: `The server answered something unexpected: ${error.message}`, details: {} };
    const { __typename, code, message, ...details } = error.result as { __typename?: string; code: string; message: string };
    return { code, message, details: { type: __typename, ...details } };
  }
  if (error instanceof RequestError) {
    const hint = HINTS[error.code];
    return { code: error.code, message: hint ? `${error.message.replace(/\.?$/, '')}; ${hint}.` : error.message, details: {} };
  }
  const fault = error instanceof Error ? error : new Error(String(error));
  return { code: 'UNEXPECTED', message: fault.message, details: {}, stack: fault.stack };
}

/** Prints the failure as the command was asked to print (text or --json) and answers its exit code. */
export function report(error: unknown, json: boolean): ExitCode {
  const failure = describe(error);
  const exitCode = failure.code === 'UNEXPECTED' ? EXIT.FAILED : exitCodeOf(failure.code);
  if (json) {
    console.error(printableJson({ error: { code: failure.code, message: failure.message, exitCode, ...failure.details } }, { compact: true }));
    return exitCode;
  }
  console.error(`${err.red('savepoint:')} ${printable(failure.message)}`);
  // A fault of ours is printed whole, for a bug report; every line made printable.
  for (const line of failure.stack?.split('\n').slice(1) ?? []) console.error(printable(line));
  return exitCode;
}
