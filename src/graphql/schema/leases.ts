// Leases: which runner may advance a session now, with a fencing token its writes carry.
import type { Session } from '../../db/tables/sessions.ts';
import { hasLiveLease } from '../../sessions/session.model.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';
import {
  acquireLease,
  acquireLeaseThrows,
  forceUnlock,
  forceUnlockThrows,
  heartbeat,
  heartbeatThrows,
  releaseLease,
  releaseLeaseThrows,
} from '../../workflows/leases/leases.ts';
import { builder } from '../builder.ts';
import { callerOf, ownerOf } from '../context.ts';
import { localId, localIdThrows, parseSessionKey, sessionKey } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { SessionRef } from './sessions.ts';

/** How every write that advances the work describes its `leaseToken`. */
export const LEASE_TOKEN =
  "The runner's lease token (from acquireLease or resumeSession); required while the session is leased, refused once it is not the live one (fencing).";

/** A lease as the API shows it. */
export type LeaseView = { sessionId: string; holder: string; token: number; expiresAt: Date };

/** The session's current (or last, if expired) lease; null when none is held. */
export function leaseOf(session: Session): LeaseView | null {
  if (session.lease_token === null || session.lease_expires_at === null) return null;
  return { sessionId: session.id, holder: session.lease_holder ?? '', token: session.lease_token, expiresAt: session.lease_expires_at };
}

/** A lease's id is its session and token. `node(id:)` finds it while it is the session's lease (live or expired), not after. */
export const LeaseRef = builder.loadableNodeRef<LeaseView, string, string>('Lease', {
  id: { resolve: (lease) => sessionKey(lease.sessionId, lease.token) },
  load: async (ids, ctx) => {
    const keys = ids.map(parseSessionKey).flatMap((key) => (key ? [key] : []));
    const sessions = await findSessionsByIds(ctx.db, ownerOf(ctx), [...new Set(keys.map((key) => key.sessionId))]);
    return sessions.flatMap((session) => {
      const lease = leaseOf(session);
      return lease && keys.some((key) => key.sessionId === session.id && key.n === lease.token) ? [lease] : [];
    });
  },
  sort: (lease) => sessionKey(lease.sessionId, lease.token),
});

LeaseRef.implement({
  description: 'The right to advance a session. Writes by the holder carry `token`; a token that is not live any more is refused.',
  fields: (t) => ({
    holder: t.exposeString('holder', { description: 'The runner holding it, as named when it was taken.' }),
    token: t.exposeInt('token', { description: 'The fencing token; each new lease of a session gets a larger one.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it ends unless extended (heartbeat).' }),
    live: t.boolean({ description: 'True until it expires.', resolve: (lease) => hasLiveLease({ lease_expires_at: lease.expiresAt }, new Date()) }),
    session: t.field({ type: SessionRef, description: 'The session it is a lease of.', resolve: (lease) => lease.sessionId }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  lease: t.field({
    type: LeaseRef,
    nullable: true,
    description: 'The current (or last, if expired) lease; null when none is held (never taken, released or broken).',
    resolve: (session) => leaseOf(session),
  }),
}));

const LeasePayload = builder.objectRef<Session>('LeasePayload').implement({
  description: 'The session and its lease after the change.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session.', resolve: (session) => session }),
    lease: t.field({
      type: LeaseRef,
      nullable: true,
      description: 'Its lease; null after releaseLease or forceUnlock.',
      resolve: (session) => leaseOf(session),
    }),
  }),
});

const LEASE_SECONDS = 'How long the lease lasts without a heartbeat, in seconds: 5 to 3600; default 60.';

const AcquireLeaseInput = builder.inputType('AcquireLeaseInput', {
  description: 'The lease to take.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session (not finished).' }),
    holder: t.string({ required: true, description: 'The runner taking the lease (1 to 200 characters).' }),
    leaseSeconds: t.int({ description: LEASE_SECONDS }),
  }),
});
const HeartbeatInput = builder.inputType('HeartbeatInput', {
  description: 'The lease to extend.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    leaseToken: t.int({ required: true, description: 'The token of the live lease.' }),
    leaseSeconds: t.int({ description: `From now: ${LEASE_SECONDS}` }),
  }),
});
const ReleaseLeaseInput = builder.inputType('ReleaseLeaseInput', {
  description: 'The lease to give up.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    leaseToken: t.int({ required: true, description: 'The token of the live lease.' }),
  }),
});
const ForceUnlockInput = builder.inputType('ForceUnlockInput', {
  description: 'The lease to break.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    reason: t.string({ description: 'Why; recorded in the lease.force_unlocked event.' }),
  }),
});

builder.mutationFields((t) => ({
  acquireLease: t.field({
    type: LeasePayload,
    description: "Takes the session's lease (resumeSession does this for you). One live lease per session and per workspace directory.",
    args: { input: t.arg({ type: AcquireLeaseInput, required: true, description: 'The lease to take.' }) },
    errors: resultOf('AcquireLeaseResult', acquireLeaseThrows, localIdThrows),
    resolve: (_, { input }, ctx) => acquireLease(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
  heartbeat: t.field({
    type: LeasePayload,
    description: 'Extends the live lease; only with its token.',
    args: { input: t.arg({ type: HeartbeatInput, required: true, description: 'The lease to extend.' }) },
    errors: resultOf('HeartbeatResult', heartbeatThrows, localIdThrows),
    resolve: (_, { input }, ctx) => heartbeat(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
  releaseLease: t.field({
    type: LeasePayload,
    description: 'Gives the live lease up (recorded as lease.released); only with its token.',
    args: { input: t.arg({ type: ReleaseLeaseInput, required: true, description: 'The lease to give up.' }) },
    errors: resultOf('ReleaseLeaseResult', releaseLeaseThrows, localIdThrows),
    resolve: (_, { input }, ctx) => releaseLease(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
  forceUnlock: t.field({
    type: LeasePayload,
    description: 'Breaks the lease whoever holds it (audited as lease.force_unlocked); its token can never write again.',
    args: { input: t.arg({ type: ForceUnlockInput, required: true, description: 'The lease to break.' }) },
    errors: resultOf('ForceUnlockResult', forceUnlockThrows, localIdThrows),
    resolve: (_, { input }, ctx) => forceUnlock(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
}));
