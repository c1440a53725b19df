// The drainer as a process (`<hook entry> <cli> --drain <session id>`, started detached by a hook): drains that
// session's inbox into Savepoint (SAVEPOINT_URL, SAVEPOINT_TOKEN), then any other session of the same CLI that still
// has hooks pending (left by a drainer that stopped on a refusal), then sends what the runs of this CLI's sessions
// left in their journals while the server was away, and exits. What happened goes to drain.log in the session's
// folder: nobody watches a drainer's terminal.
import { appendFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import { journalStatus } from '../runner/journal-status.ts';
import type { RunnerEvent } from '../runner/runner-options.ts';
import { applyActions, flushRecording } from './apply-actions.ts';
import { drainSession, type SpoolState } from './drain.ts';
import type { RecordedSession } from './recorded-run.ts';
import { type RecorderContext, type RecorderSettings, recorderSettings } from './recorder.ts';
import { loadState, type SessionSpool, spoolOf } from './spool.ts';

/** How long a drainer waits for its session's next hook before it exits (hooks come in bursts, a turn at a time). */
const LINGER_MS = 10_000;

/** A drainer's niceness (0 usual, 19 lowest): below the CLI and its hooks. */
const DRAINER_NICENESS = 10;

async function note(dir: string, line: string): Promise<void> {
  await appendFile(path.join(dir, 'drain.log'), `${new Date().toISOString()} ${line}\n`, { mode: 0o600 }).catch(() => {});
}

const said = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a run does in the background, as a line of the session's drain.log. */
function eventLine(event: RunnerEvent): string {
  if (event.type === 'degraded') return `the server does not answer: ${event.pending} write(s) wait in the journal, sent once it answers`;
  if (event.type === 'recovered') return 'the server answers again: the journal is sent';
  if (event.type === 'refused') return `the server refused ${event.writes.length} write(s) sent from the journal: ${event.error.message}`;
  if (event.type === 'lost') return `the session's lease is lost: ${event.loss.message}`;
  return `error: ${said(event.error)}`;
}

function contextFor(settings: RecorderSettings, adapter: AnyAdapter, spool: SessionSpool): RecorderContext {
  return { settings, adapter, onEvent: (event) => void note(spool.dir, eventLine(event)) };
}

/** Sends the journals of this CLI's sessions that have writes waiting for this server; false if one could not be sent. */
async function flushJournals(settings: RecorderSettings, adapter: AnyAdapter, home: string): Promise<boolean> {
  let sent = true;
  for (const waiting of await journalStatus()) {
    if (waiting.url !== settings.url) continue;
    const spool = spoolOf(home, adapter.name, waiting.run);
    const session = (await loadState<SpoolState<RecordedSession>>(spool).catch(() => null))?.session;
    if (!session) continue; // not one of this CLI's sessions
    try {
      const left = await flushRecording(contextFor(settings, adapter, spool), session);
      if (left > 0) await note(spool.dir, `the server does not answer yet: ${left} write(s) still wait in the journal`);
    } catch (error) {
      sent = false;
      await note(spool.dir, `the journal could not be sent: ${said(error)}`);
    }
  }
  return sent;
}

export async function drainMain(adapter: AnyAdapter, home: string, sessionId: string, linger = false): Promise<number> {
  // Behind the CLI and its hooks for the CPU: a drainer is background work and must never slow them down.
  try {
    os.setPriority(DRAINER_NICENESS);
  } catch {
    // not allowed here: it runs at the usual priority
  }
  const first = spoolOf(home, adapter.name, sessionId);
  const settings = recorderSettings(process.env);
  if (typeof settings === 'string') {
    await note(first.dir, settings);
    return 1;
  }
  const others = (await readdir(path.join(home, adapter.name), { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && entry.name !== sessionId)
    .map((entry) => spoolOf(home, adapter.name, entry.name));
  let failed = false;
  for (const spool of [first, ...others]) {
    const context = contextFor(settings, adapter, spool);
    const apply = async (actions: Parameters<typeof applyActions>[1], session: RecordedSession | null) =>
      (await applyActions(context, actions, session)).session;
    try {
      // Started by a hook, it lingers for the rest of the session's burst of hooks; other sessions are drained once.
      await drainSession(spool, adapter, apply, spool === first && linger ? LINGER_MS : 0);
    } catch (error) {
      failed = true;
      await note(spool.dir, `stopped, the hook stays pending: ${said(error)}`);
    }
  }
  if (!(await flushJournals(settings, adapter, home))) failed = true;
  return failed ? 1 : 0;
}
