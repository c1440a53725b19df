// A plan revised while its session runs (revisePlan, or a write of recordWork): on the locked session, not finished,
// with the runner's lease token live (fencing), the revision is redacted, charged to what the session stores and
// applied with its plan.revised event; it leaves the PLAN checkpoint the session's policy asks for to after the commit.
import { idRef } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';
import { type AppliedRevision, applyRevision, type RevisionInput } from '../plans/plan-revision.service.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../sessions/session.model.ts';
import { assertStoredBytes, storedSize } from '../sessions/session-size.service.ts';
import type { FollowUp } from './follow-ups.ts';
import { assertFenced, type LockedSession } from './locked-session.ts';

/** What a revision stores: its names, titles, keys, reasons and step inputs. */
export function revisionSize(revision: RevisionInput): number {
  return storedSize(revision);
}

/** Applies `revision` (charged `bytes`, its revisionSize) to the plan of the locked session. */
export async function reviseOn(
  locked: LockedSession,
  revision: RevisionInput,
  bytes: number,
): Promise<AppliedRevision & { sessionId: string; followUps: FollowUp[] }> {
  const { caller, work, session } = locked;
  if (isTerminal(session.state)) {
    const hint = 'A finished session keeps its plan; create a new session to carry its work on.';
    throw new InvalidTransitionError(idRef('Session', session.id), session.state, 'revise the plan of', LIVE_SESSION_STATES, hint);
  }
  assertFenced(locked);
  // Names, titles, keys, reasons and step inputs are stored: redacted first (deterministic, so keys still match).
  const redacted = work.redact.json(revision);
  await assertStoredBytes(work, session, bytes, caller.settings.quotas);
  const applied = await applyRevision(work, session, redacted, caller.settings.quotas, locked.plan);
  return { sessionId: session.id, ...applied, followUps: [{ kind: 'PLAN', label: `plan revision ${applied.revision}` }] };
}
