// The one protocol of a change that touches the workspace (or the user's repository) and then records it: resume,
// rewind, undo, fork and branch all run through it, so its order is written once. That order is the safety argument:
//   1. an earlier call with the same idempotency key is answered before anything else (a retry repeats no side effect);
//   2. the session's lock is taken (no other resume, rewind, code checkpoint or lease grant of the session meanwhile),
//      and the replay is checked again under it (the first call may have finished while this one waited);
//   3. under the lock, the change is prepared: what it acts on is read and checked, and refused before any file moves;
//   4. the side effect is made, with its undo: file work by the workspace's agent, which keeps it only once step 5
//      confirms it (agents/agent.model.ts RECORDED_KINDS), so a process killed between 4 and 5 leaves no file changed;
//   5. one transaction records it and confirms the agent's work; if that fails, the side effect is taken back, and an
//      undo that fails is logged with what it left behind (never swallowed: a branch, a folder or files left in the
//      user's repository are said).
import { confirmCommand } from '../agents/agent-command.queries.ts';
import type { Caller } from '../caller.ts';
import { withSessionLock } from '../db/advisory-locks.ts';
import type { Trx } from '../db/client.ts';
import { TransientFailureError } from '../errors/concurrency.ts';

/**
 * A side effect made, the way to take it back, and what stays behind if that fails (said in the log); `commandId`:
 * the agent's command that made it, which the record confirms (null: nothing to confirm).
 */
export type Undoable<T> = { value: T; undo: () => Promise<void>; leftBehind: string; commandId: string | null };

/**
 * Confirms the side effect's agent command as DONE in the recording transaction (call it there, where the record is
 * written: a commit that answers an earlier call's record instead does not, and the work is given up); refused with a
 * TransientFailureError, so the transaction rolls back, when the work was given up meanwhile (its time ran out).
 */
export type ConfirmEffect = (trx: Trx) => Promise<void>;

export type LockedChange<P, E, R> = {
  /** The session whose lock the change takes (read after the first replay check: it may need a lookup). */
  sessionId: (caller: Caller) => Promise<string>;
  /** The answer of an earlier call with the same idempotency key, as this call's result; null when there is none. */
  replayed: (caller: Caller) => Promise<R | null>;
  /** Under the lock, before any side effect: what the change acts on, read and checked. */
  prepare: (locked: Caller) => Promise<P>;
  /** The side effect, made with its undo; null when this change needs none. */
  effect: (locked: Caller, prepared: P) => Promise<Undoable<E> | null>;
  /** The one transaction that records the change and calls `confirm` in it; its failure takes the side effect back. */
  commit: (locked: Caller, prepared: P, effected: E | null, confirm: ConfirmEffect) => Promise<R>;
};

/** Runs a change by the protocol above; every step runs on the lock's one connection (`locked.db`). */
export async function runLockedChange<P, E, R>(caller: Caller, change: LockedChange<P, E, R>): Promise<R> {
  const first = await change.replayed(caller);
  if (first) return first;
  const sessionId = await change.sessionId(caller);
  return withSessionLock(caller.db, sessionId, async (connection) => {
    const locked: Caller = { ...caller, db: connection };
    const again = await change.replayed(locked);
    if (again) return again;
    const prepared = await change.prepare(locked);
    const made = await change.effect(locked, prepared);
    const commandId = made?.commandId ?? null;
    let confirmed = commandId === null;
    const confirm: ConfirmEffect = async (trx) => {
      if (commandId === null) return;
      confirmed = await confirmCommand(trx, caller.viewer.ownerId, commandId);
      if (!confirmed) throw new TransientFailureError(REPORT_LAPSED);
    };
    try {
      const recorded = await change.commit(locked, prepared, made?.value ?? null, confirm);
      // Recorded without confirming the work (an earlier call's answer given instead): the work is given up.
      if (!confirmed && made) await takeBack(caller, made);
      return recorded;
    } catch (error) {
      if (made) await takeBack(caller, made);
      throw error;
    }
  });
}

const REPORT_LAPSED =
  "The workspace's agent did its part, but this change could not be recorded before the agent's report lapsed, so the agent takes its work back and nothing was changed. Send the same request again (with the same idempotency key, if it had one).";

/** Takes a side effect back; a failure to do so is logged with what it left behind, never thrown over the first failure. */
export async function takeBack(caller: Caller, made: Pick<Undoable<unknown>, 'undo' | 'leftBehind'>): Promise<void> {
  try {
    await made.undo();
  } catch (error) {
    caller.settings.logger.error(`a change that failed could not be taken back; left behind: ${made.leftBehind}`, error);
  }
}
