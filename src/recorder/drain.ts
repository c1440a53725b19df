// The drainer of one session's inbox: takes the session's lock, then hook by hook, in order, reads what the
// transcripts gained, has the adapter turn it into actions, applies them to Savepoint and saves how far it got.
// Applying is idempotent (every write carries a key made from the action's), so a drainer killed between applying
// and saving repeats that hook harmlessly. While the server cannot be reached the writes wait in the run's journal
// (the runner kit's degraded mode) and the hook counts as applied. When Savepoint refuses an action (or another runner
// holds the session), the drainer stops with the hook still pending: the next hook's drainer (or `savepoint hook <cli>
// --drain`) tries it again.
import { stat } from 'node:fs/promises';
import type { AdapterState } from '../agent-clis/adapter.ts';
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import type { RecordingAction } from '../agent-clis/recording.ts';
import { readNewLines, readToEnd } from '../agent-clis/transcript-lines.ts';
import { loadState, releaseLock, type SessionSpool, saveState, takeLock } from './spool.ts';

/** Applies one hook's actions to Savepoint, given the session recorded before (null at first), and returns it. */
export type ApplyActions<Session> = (actions: readonly RecordingAction[], session: Session | null) => Promise<Session>;

/** How far the drainer got (the inbox offset), the adapter's state, and the session as the recorder keeps it. */
export type SpoolState<Session> = { inbox: number; adapter: AdapterState | null; session: Session | null };

export type DrainOutcome = { applied: number; pending: boolean; busy: boolean };

/** Most a hook reads of a transcript at once (the rest at the next hook): the first hook of a long resumed session. */
const MAX_READ_BYTES = 64 * 1024 * 1024;

/** Whether the file grows past `size` within `ms` (looked at every 50 ms). */
async function grows(file: string, size: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (((await stat(file).catch(() => null))?.size ?? 0) > size) return true;
  }
  return false;
}

async function hasPending(spool: SessionSpool): Promise<boolean> {
  const state = await loadState<SpoolState<unknown>>(spool);
  const read = await readNewLines({ id: 'inbox', path: spool.inbox, offset: state?.inbox ?? 0 });
  return read.end > read.start;
}

/** Applies every hook of the inbox not applied yet; stops at the first that cannot be (it stays pending). */
async function drainLocked<Session>(spool: SessionSpool, adapter: AnyAdapter, apply: ApplyActions<Session>, lingerMs: number): Promise<number> {
  let applied = 0;
  for (;;) {
    let state: SpoolState<Session> = (await loadState<SpoolState<Session>>(spool)) ?? { inbox: 0, adapter: null, session: null };
    const inbox = await readNewLines({ id: 'inbox', path: spool.inbox, offset: state.inbox });
    if (inbox.end === inbox.start) {
      if (await grows(spool.inbox, state.inbox, lingerMs)) continue;
      return applied;
    }
    for (const line of inbox.lines) {
      let event: ReturnType<AnyAdapter['parseHook']> | null = null;
      try {
        event = line.text.trim() ? adapter.parseHook(line.text) : null;
      } catch {
        event = null; // the hook validated it; a line torn by a kill mid-write is skipped
      }
      if (event) {
        const before = state.adapter ?? adapter.newState(event.sessionId);
        const reads = await Promise.all(adapter.transcriptsFor(before, event).map((source) => readToEnd(source, MAX_READ_BYTES)));
        const outcome = adapter.onHook(before, event, reads);
        const session = await apply(outcome.actions, state.session);
        state = { inbox: line.end, adapter: outcome.state, session };
        applied++;
      } else state = { ...state, inbox: line.end };
      await saveState(spool, state);
    }
  }
}

/**
 * Drains the session's inbox unless another drainer is at work on it, waiting up to `lingerMs` for more once it is
 * empty (hooks come in bursts: a drainer that stays through a turn is started once for it, not once per hook). Once
 * done it lets go of the lock and looks again: a hook that came while it finished saw the lock held and started none.
 */
export async function drainSession<Session>(spool: SessionSpool, adapter: AnyAdapter, apply: ApplyActions<Session>, lingerMs = 0): Promise<DrainOutcome> {
  let applied = 0;
  for (;;) {
    if (!(await takeLock(spool))) return { applied, pending: true, busy: true };
    try {
      applied += await drainLocked(spool, adapter, apply, lingerMs);
    } finally {
      await releaseLock(spool);
    }
    if (!(await hasPending(spool))) return { applied, pending: false, busy: false };
  }
}
