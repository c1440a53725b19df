// A state-only checkpoint taken by a write of a batch (recordWork's `checkpoint`), at its place in the batch: what the
// writes before it hold back until the batch ends (the plan's added steps and revision, the messages' rows) is written
// first, and the events they emitted are counted in its event seq (they take the seqs before its own), so the
// checkpoint records the plan, working state, conversation positions and log as those writes left them, and nothing
// of the writes after it. No code snapshot: that takes the folder's agent, outside any transaction (createCheckpoint).
import { type NewCheckpoint, recordCheckpoint } from '../checkpoints/checkpoint.service.ts';
import { newId } from '../db/ids.ts';
import type { LockedSession } from './locked-session.ts';

/** Takes the checkpoint on the batch's locked session (fenced already, with the batch): its id. */
export async function checkpointOn(locked: LockedSession, label: string | null, position: NewCheckpoint['position']): Promise<string> {
  const { caller, work, session } = locked;
  await locked.plan.finish(); // the steps it holds back and the plan's revision, written (what it read stays good)
  await locked.messages.flush(); // the rows go out ahead of the checkpoint's claim, which reads the last one
  const checkpoint = { id: newId(), label, kind: 'MANUAL' as const, position, code: null };
  const options = { eventsHeld: work.held(session.id) };
  return (await recordCheckpoint(work, caller.viewer.ownerId, session.id, checkpoint, caller.settings.signing, options)).id;
}
