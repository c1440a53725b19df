// One lock order (src/db/advisory-locks.ts): a runner's idempotent writes and lease grants on the same session never
// deadlock, and a deadlock that still happens (an outside transaction breaking the order) is retried, never masked.
import { decodeGlobalID } from '@pothos/plugin-relay';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { afterFile } from './helpers/after-file.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, CreateCheckpoint } from './helpers/operations.ts';
import { until } from './helpers/process.ts';
import { RewindConversation } from './helpers/rewinds.ts';
import { say } from './helpers/sessions.ts';

/** Every warning and error the server logs, to see a deadlock it retried (or masked). */
const logged: string[] = [];
const note =
  (level: string) =>
  (...args: unknown[]) =>
    logged.push(`${level}: ${args.map((a) => (a instanceof Error ? `${a.message} ${(a as { code?: string }).code ?? ''}` : String(a))).join(' ')}`);
const logger = { debug: () => {}, info: () => {}, warn: note('warn'), error: note('error') };

const app = await createTestApp({ logger });
const alice = await app.owner('alice');
/** A server that does not retry: the first deadlock is its answer (a database of its own). */
const impatient = await createTestApp({ logger, config: { transactionRetries: 0 } });
const bob = await impatient.owner('bob');

const RecordEvent = graphql(`
  mutation LockOrderRecordEvent($input: RecordEventInput!) {
    recordEvent(input: $input) { __typename ... on RecordEventPayload { replayed event { seq } } ... on Error { code message } }
  }
`);
const Acquire = graphql(`
  mutation LockOrderAcquire($input: AcquireLeaseInput!) {
    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } }
  }
`);
const Release = graphql(`
  mutation LockOrderRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }
`);
const Resume = graphql(`
  mutation LockOrderResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { lease { token } } ... on Error { code message } }
  }
`);

const noAuto = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };
const plan = { phases: [{ name: 'p', tasks: [{ key: 't', title: 't', steps: [{ kind: 'WRITE' as const, title: 'w' }] }] }] };

type Answer = { status: number; body: { data?: unknown; errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> } };

/** What one call came back with: its result's __typename (and code), or the top-level errors it got instead. */
function outcome(answer: Answer, field: string): string {
  if (answer.body.errors?.length) return `errors: ${answer.body.errors.map((e) => `${String(e.extensions?.code)} ${e.message}`).join('; ')}`;
  const result = (answer.body.data as Record<string, { __typename: string; code?: string }>)[field]!;
  return result.code ? `${result.__typename} ${result.code}` : result.__typename;
}

describe('idempotent writes and lease grants on one session', () => {
  it('never deadlock: parallel runner writes with idempotency keys, acquire/release and resume/release all answer with data', async () => {
    const session = await sessionFor(alice, { plan, checkpointPolicy: noAuto });
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    const rounds = 12;
    const answers: string[] = [];
    const writer = async (w: number) => {
      for (let i = 0; i < rounds; i++) {
        const input = { sessionId: session.id, type: 'progress', data: { w, i }, idempotencyKey: `w${w}-${i}` };
        answers.push(outcome(await alice.raw(RecordEvent, { input }), 'recordEvent'));
      }
    };
    const leaser = async (l: number) => {
      for (let i = 0; i < rounds; i++) {
        const taken = await alice.raw(Acquire, { input: { sessionId: session.id, holder: `leaser-${l}`, leaseSeconds: 60 } });
        answers.push(outcome(taken, 'acquireLease'));
        const acquired = taken.body.data?.acquireLease;
        const token = acquired?.__typename === 'LeasePayload' ? acquired.lease?.token : undefined;
        if (token !== undefined) answers.push(outcome(await alice.raw(Release, { input: { sessionId: session.id, leaseToken: token } }), 'releaseLease'));
      }
    };
    const resumer = async () => {
      for (let i = 0; i < rounds; i++) {
        const resumed = await alice.raw(Resume, { input: { sessionId: session.id, holder: 'resumer' } });
        answers.push(outcome(resumed, 'resumeSession'));
        const answer = resumed.body.data?.resumeSession;
        const token = answer?.__typename === 'ResumeSessionPayload' ? answer.lease?.token : undefined;
        if (token !== undefined) answers.push(outcome(await alice.raw(Release, { input: { sessionId: session.id, leaseToken: token } }), 'releaseLease'));
      }
    };
    await Promise.all([writer(1), writer(2), writer(3), leaser(1), leaser(2), resumer()]);

    // Every call answered with its payload or a typed refusal: the session leased by another (SESSION_LOCKED), or
    // written to while a resume was being prepared (CONTINUATION_FAILED, "call resumeSession again").
    const masked = answers.filter((a) => a.startsWith('errors'));
    expect(masked, logged.join('\n')).toEqual([]);
    const kinds = new Set(answers);
    expect([...kinds].filter((a) => !/Payload$|SESSION_LOCKED$|CONTINUATION_FAILED$/.test(a))).toEqual([]);
    expect(kinds).toContain('RecordEventPayload');
    expect(kinds).toContain('LeasePayload');
    // Not one deadlock, not even one the unit of work retried.
    expect(logged.filter((line) => /deadlock|40P01|40001/.test(line))).toEqual([]);
    // Every write that was answered with its payload is in the log, once.
    const written = answers.filter((a) => a === 'RecordEventPayload').length;
    const [stored] = await app.database.sql<{ n: number }[]>`
      select count(*)::int as n from session_events where session_id = ${decodeGlobalID(session.id).id} and type = 'custom.progress'`;
    expect(stored!.n).toBe(written);
    expect(written).toBeGreaterThan(0);
  });
});

describe('code checkpoints and conversation rewinds on one session', () => {
  it("never deadlock: a rewind waits for the session's git work before it locks the session row, as the checkpoint does", async () => {
    const session = await sessionFor(alice, { plan, checkpointPolicy: noAuto });
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    const conversationId = session.conversations!.nodes[0]!.id;
    await say(alice, conversationId, 'm0');
    const rounds = 8;
    const answers: string[] = [];
    const checkpointer = async () => {
      for (let i = 0; i < rounds; i++)
        answers.push(outcome(await alice.raw(CreateCheckpoint, { input: { sessionId: session.id, label: `c${i}` } }), 'createCheckpoint'));
    };
    const rewinder = async (r: number) => {
      for (let i = 0; i < rounds; i++) {
        await say(alice, conversationId, `r${r}-${i}`);
        answers.push(
          outcome(await alice.raw(RewindConversation, { input: { sessionId: session.id, conversationId, byMessageCount: 1 } }), 'rewindConversation'),
        );
      }
    };
    await Promise.all([checkpointer(), checkpointer(), rewinder(1), rewinder(2)]);
    const masked = answers.filter((a) => a.startsWith('errors'));
    expect(masked, logged.join('\n')).toEqual([]);
    expect(new Set(answers)).toEqual(new Set(['CreateCheckpointPayload', 'RewindPayload']));
    expect(logged.filter((line) => /deadlock|40P01|40001/.test(line))).toEqual([]);
  });
});

/**
 * Makes PostgreSQL kill the server's transaction of `request` (a recordEvent with an idempotency key) with a deadlock,
 * once, by taking locks against the lock order from two outside connections: `rowHolder` holds the session row while
 * the server claims its idempotency key (a KEY SHARE on the owner row) and queues for the row; `breaker` holds the
 * workspace row, then asks for the owner row FOR UPDATE (queued behind the server's key share); the row is let go,
 * and the server, appending its event, needs a KEY SHARE on the workspace row that `breaker` holds. The server's
 * wait closes the cycle, so its deadlock check (after deadlock_timeout) finds it and kills it; `breaker`'s own check
 * is set far off. Then `breaker` gets the owner row and lets everything go. Returns the server's answer.
 */
async function deadlockOnce(on: { url: string; sessionId: string; ownerId: string }, request: () => Promise<Answer>): Promise<Answer> {
  const sql = postgres(on.url, { max: 3, onnotice: () => {} });
  afterFile(() => sql.end());
  const [rowHolder, breaker] = [await sql.reserve(), await sql.reserve()];
  const pidOf = async (connection: postgres.ReservedSql) => (await connection<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;
  const waiting = async (pid: number) => (await sql<{ n: number }[]>`select cardinality(pg_blocking_pids(${pid}::int)) as n`)[0]!.n > 0;
  const blockedBy = async (pid: number) =>
    (await sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`)[0]!.n > 0;
  const [session] = await sql<{ workspace_id: string }[]>`select workspace_id from sessions where id = ${on.sessionId}`;
  await rowHolder`begin`;
  await rowHolder`select 1 from sessions where id = ${on.sessionId} for update`;
  await breaker`begin`;
  await breaker`set local deadlock_timeout = '10min'`;
  await breaker`select 1 from workspaces where id = ${session!.workspace_id} for update`;
  const answer = request();
  const [holderPid, breakerPid] = [await pidOf(rowHolder), await pidOf(breaker)];
  await until(() => blockedBy(holderPid), "the server's transaction to queue for the session row");
  const ownerLocked = breaker`select 1 from owners where id = ${on.ownerId} for update`.execute();
  await until(() => waiting(breakerPid), 'the outside transaction to queue for the owner row');
  await rowHolder`commit`;
  await ownerLocked; // granted once the server's transaction was killed
  await breaker`rollback`;
  rowHolder.release();
  breaker.release();
  return answer;
}

describe('a deadlock that still happens (SQL outside the lock order)', () => {
  async function leasedNowhere(client: typeof alice) {
    const session = await sessionFor(client, { plan, checkpointPolicy: noAuto });
    await client.gql(ChangeSession.start, { input: { sessionId: session.id } });
    return session;
  }
  const count = async (db: typeof app.database, sessionId: string) =>
    (await db.sql<{ n: number }[]>`select count(*)::int as n from session_events where session_id = ${sessionId} and type = 'custom.retried'`)[0]!.n;

  it('is retried: the transaction runs again and the call answers with its payload, the event written once', async () => {
    const session = await leasedNowhere(alice);
    const sessionId = decodeGlobalID(session.id).id;
    logged.length = 0;
    const input = { sessionId: session.id, type: 'retried', idempotencyKey: 'retried-1' };
    const answer = await deadlockOnce({ url: app.database.url, sessionId, ownerId: alice.ownerId }, () => alice.raw(RecordEvent, { input }));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({ recordEvent: { __typename: 'RecordEventPayload', replayed: false } });
    expect(logged.filter((line) => /40P01/.test(line))).toEqual([expect.stringMatching(/^warn: transaction attempt 1 failed with SQLSTATE 40P01/)]);
    expect(await count(app.database, sessionId)).toBe(1);
  });

  it('is refused as TRANSIENT_FAILURE (retryable) once the retries run out, nothing changed; the same request again succeeds', async () => {
    const session = await leasedNowhere(bob);
    const sessionId = decodeGlobalID(session.id).id;
    const input = { sessionId: session.id, type: 'retried', idempotencyKey: 'retried-2' };
    const answer = await deadlockOnce({ url: impatient.database.url, sessionId, ownerId: bob.ownerId }, () => bob.raw(RecordEvent, { input }));
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/deadlock.*nothing was changed\. Send the same request again/),
        extensions: expect.objectContaining({ code: 'TRANSIENT_FAILURE', retryable: true }),
      }),
    ]);
    expect(await count(impatient.database, sessionId)).toBe(0);
    const again = await bob.gql(RecordEvent, { input });
    expect(again.recordEvent).toMatchObject({ __typename: 'RecordEventPayload', replayed: false });
    expect(await count(impatient.database, sessionId)).toBe(1);
  });
});
