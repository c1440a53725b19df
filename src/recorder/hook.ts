// One hook invocation, as an agent CLI runs it: the payload on stdin is validated and appended to its session's
// inbox, a drainer is started for the session when none is at work, and that is all: the network, the transcript
// and the checkpoint are the drainer's, so the CLI never waits on them. It never fails the CLI: a payload it cannot
// record is noted in rejected.jsonl, anything else that goes wrong is noted too, and the hook always exits 0.
import { spawn } from 'node:child_process';
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import { AgentCliInputError, MAX_PAYLOAD_BYTES } from '../agent-clis/input-error.ts';
import { appendToInbox, drainerOf, recordRejected, spoolOf } from './spool.ts';

export type HookOutcome = { recorded: true; sessionId: string; startedDrainer: boolean } | { recorded: false; code: string; message: string };

/** stdin's text, read to its end, stopping a little past the largest payload recorded (the rest is not read). */
export async function readStdin(stream: NodeJS.ReadableStream & { isTTY?: boolean }, limit = MAX_PAYLOAD_BYTES + 1): Promise<string> {
  if (stream.isTTY) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(buffer);
    size += buffer.length;
    if (size > limit) break;
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the session's drainer, detached: it outlives the hook (and the CLI), its output goes to its own log. */
function startDrainer(command: readonly string[]): void {
  const child = spawn(command[0]!, command.slice(1), { detached: true, stdio: 'ignore', env: process.env });
  child.on('error', () => {}); // a drainer that cannot start leaves the inbox to the next hook's
  child.unref();
}

/**
 * Handles one payload: returns what it did, never throws. `drainCommand` is the command line that drains one
 * session (the hook's own entry with `--drain <session id>` appended).
 */
export async function runHook(adapter: AnyAdapter, stdin: string, home: string, drainCommand: (sessionId: string) => string[]): Promise<HookOutcome> {
  let sessionId: string;
  try {
    sessionId = adapter.parseHook(stdin).sessionId;
  } catch (error) {
    const reason =
      error instanceof AgentCliInputError
        ? { code: error.code, message: error.message }
        : { code: 'UNEXPECTED', message: `the payload could not be read: ${error instanceof Error ? error.message : String(error)}` };
    await recordRejected(home, adapter.name, reason, stdin).catch(() => {});
    return { recorded: false, ...reason };
  }
  try {
    const spool = spoolOf(home, adapter.name, sessionId);
    await appendToInbox(spool, stdin);
    const startedDrainer = (await drainerOf(spool)) === null;
    if (startedDrainer) startDrainer(drainCommand(sessionId));
    return { recorded: true, sessionId, startedDrainer };
  } catch (error) {
    const reason = { code: 'NOT_RECORDED', message: `the hook could not keep the payload: ${error instanceof Error ? error.message : String(error)}` };
    await recordRejected(home, adapter.name, reason, stdin).catch(() => {});
    return { recorded: false, ...reason };
  }
}
