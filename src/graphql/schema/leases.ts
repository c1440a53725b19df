// Leases: which runner may advance a session now, with a fencing token its writes carry.
import type { Session } from '../../db/database.ts';
import { WorkspaceAlreadyOpenError } from '../../errors.ts';
import { hasLiveLease } from '../../sessions/session.model.ts';
import { acquireLease, forceUnlock, heartbeat, releaseLease } from '../../workflows/leases/leases.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId } from '../ids.ts';
import { WRITE_ERRORS } from './errors.ts';
import { SessionRef } from './sessions.ts';

/** A lease as the API shows it. */
export type LeaseView = { sessionId: string; holder: string; token: number; expiresAt: Date };

/** The session's current (or last, if expired) lease; null when none is held. */
export function leaseOf(session: Session): LeaseView | null {
  if (session.lease_token === null || session.lease_expires_at === null) return null;
  return { sessionId: session.id, holder: session.lease_holder ?? '', token: session.lease_token, expiresAt: session.lease_expires_at };
}

export const LeaseRef = builder.objectRef<LeaseView>('Lease').implement({
  description: 'The right to advance a session. Writes by the holder carry `token`; a token that is not live any more is refused.',
  fields: (t) => ({
    holder: t.exposeString('holder'),
    token: t.exposeInt('token', { description: 'The fencing token; tokens only grow.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    live: t.boolean({ resolve: (lease) => hasLiveLease({ lease_expires_at: lease.expiresAt }, new Date()) }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  lease: t.field({
    type: LeaseRef,
    nullable: true,
    description: 'The current (or last, if expired) lease; null when none is held.',
    resolve: (session) => leaseOf(session),
  }),
}));

const LeasePayload = builder.objectRef<Session>('LeasePayload').implement({
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (session) => session }),
    lease: t.field({ type: LeaseRef, nullable: true, resolve: (session) => leaseOf(session) }),
  }),
});

const AcquireLeaseInput = builder.inputType('AcquireLeaseInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    holder: t.string({ required: true, description: 'The runner taking the lease.' }),
    leaseSeconds: t.int({ description: '5 to 3600; default 60. Extend it with heartbeat.' }),
  }),
});
const HeartbeatInput = builder.inputType('HeartbeatInput', {
  fields: (t) => ({ sessionId: t.id({ required: true }), leaseToken: t.int({ required: true }), leaseSeconds: t.int() }),
});
const ReleaseLeaseInput = builder.inputType('ReleaseLeaseInput', {
  fields: (t) => ({ sessionId: t.id({ required: true }), leaseToken: t.int({ required: true }) }),
});
const ForceUnlockInput = builder.inputType('ForceUnlockInput', {
  fields: (t) => ({ sessionId: t.id({ required: true }), reason: t.string({ description: 'Recorded in the lease.force_unlocked event.' }) }),
});

builder.mutationFields((t) => ({
  acquireLease: t.field({
    type: LeasePayload,
    description: "Takes the session's lease (resumeSession does this for you). One live lease per session and per workspace directory.",
    args: { input: t.arg({ type: AcquireLeaseInput, required: true }) },
    errors: { types: [...WRITE_ERRORS, WorkspaceAlreadyOpenError], directResult: true, union: { name: 'AcquireLeaseResult' } },
    resolve: (_, { input }, ctx) => acquireLease(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
  heartbeat: t.field({
    type: LeasePayload,
    description: 'Extends the live lease; only with its token.',
    args: { input: t.arg({ type: HeartbeatInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'HeartbeatResult' } },
    resolve: (_, { input }, ctx) => heartbeat(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
  releaseLease: t.field({
    type: LeasePayload,
    args: { input: t.arg({ type: ReleaseLeaseInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'ReleaseLeaseResult' } },
    resolve: (_, { input }, ctx) => releaseLease(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
  forceUnlock: t.field({
    type: LeasePayload,
    description: 'Breaks the lease whoever holds it (audited as lease.force_unlocked); its token can never write again.',
    args: { input: t.arg({ type: ForceUnlockInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'ForceUnlockResult' } },
    resolve: (_, { input }, ctx) => forceUnlock(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
}));
