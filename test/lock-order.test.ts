// One lock order (src/db/advisory-locks.ts): a runner's idempotent writes and lease grants on the same session never
// deadlock, nor do code checkpoints and conversation rewinds.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { ChangeSession } from './helpers/operations.ts';
import { CreateCheckpoint, RewindConversation, say } from './helpers/rewind-fixtures.ts';

/** Every warning and error the server logs, to see a deadlock it retried (or masked). */
const logged: string[] = [];
const note =
  (level: string) =>
  (...args: unknown[]) =>
    logged.push(`${level}: ${args.map((a) => (a instanceof Error ? `${a.message} ${(a as { code?: string }).code ?? ''}` : String(a))).join(' ')}`);
const logger = { debug: () => {}, info: () => {}, warn: note('warn'), error: note('error') };

const app = await createTestApp({ logger });
const alice = await app.owner('alice');

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
        const token = (taken.body.data as { acquireLease: { lease?: { token: number } } } | undefined)?.acquireLease.lease?.token;
        if (token !== undefined) answers.push(outcome(await alice.raw(Release, { input: { sessionId: session.id, leaseToken: token } }), 'releaseLease'));
      }
    };
    const resumer = async () => {
      for (let i = 0; i < rounds; i++) {
        const resumed = await alice.raw(Resume, { input: { sessionId: session.id, holder: 'resumer' } });
        answers.push(outcome(resumed, 'resumeSession'));
        const token = (resumed.body.data as { resumeSession: { lease?: { token: number } } } | undefined)?.resumeSession.lease?.token;
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
    const conversationId = session.conversations.nodes[0]!.id;
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
