// A real server process killed with SIGKILL while writes are in flight, then started again on the same database and
// data folder: every write is all or nothing, the event log has no gap, the lease and its fencing survive, retries
// with their idempotency keys apply each batch exactly once, and the session resumes and finishes.
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/database.ts';
import { graphql, killLeftovers, launchServer, processDir, removeTempDirs } from './helpers/process.ts';

const TOKEN = /shown this once:\s+(sp_\S+)/;
const BATCHES = 20;
const PER_BATCH = 50;

afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

describe('a server killed mid-work', () => {
  it('loses nothing and applies nothing twice: all-or-nothing writes, a gap-free log, the lease kept, resume finishes', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, SAVEPOINT_DATA_DIR: await processDir('savepoint-crash-data-') };
    let server = await launchServer(env);
    const token = (await server.app.waitFor(TOKEN))[1]!;
    const call = async (query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await graphql<Record<string, any>>(server.url, query, { token, variables });
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };

    const workspace = await call('mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
      p: await processDir('savepoint-crash-ws-'),
    });
    const plan = { phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [1, 2, 3].map((n) => ({ kind: 'EXEC', title: `step ${n}` })) }] }] };
    const created = await call(
      `mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id conversations { nodes { id } } tasks { nodes { id steps { nodes { id } } } } } } } }`,
      {
        i: {
          workspaceId: workspace.createWorkspace.workspace.id,
          objective: 'survive a server crash',
          plan,
          checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
        },
      },
    );
    const session = created.createSession.session;
    const conversationId = session.conversations.nodes[0].id;
    const task = session.tasks.nodes[0];
    const steps: string[] = task.steps.nodes.map((s: { id: string }) => s.id);
    await call('mutation($i: SessionTransitionInput!) { startSession(input: $i) { __typename } }', { i: { sessionId: session.id } });
    const leased = await call('mutation($i: AcquireLeaseInput!) { acquireLease(input: $i) { ... on LeasePayload { lease { token } } } }', {
      i: { sessionId: session.id, holder: 'runner-1', leaseSeconds: 600 },
    });
    const leaseToken: number = leased.acquireLease.lease.token;
    await call('mutation($i: StartTaskInput!) { startTask(input: $i) { __typename } }', { i: { taskId: task.id, leaseToken } });
    await call('mutation($i: StartStepInput!) { startStep(input: $i) { __typename } }', { i: { stepId: steps[0], leaseToken } });

    // Message batches in flight, each under its own idempotency key; the server is killed while they land. Twenty at
    // once is also more than the server's pool of ten connections (a write that needed a second connection inside
    // its transaction once deadlocked the pool here).
    const append = `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ... on Error { code message } } }`;
    const batch = (b: number) => ({
      conversationId,
      leaseToken,
      idempotencyKey: `batch-${b}`,
      messages: Array.from({ length: PER_BATCH }, (_, m) => ({ role: 'ASSISTANT', content: `batch ${b} message ${m}` })),
    });
    const inFlight = Array.from({ length: BATCHES }, (_, b) =>
      call(append, { i: batch(b) }).then(
        () => 'done',
        () => 'cut off',
      ),
    );
    await Promise.race(inFlight); // one batch has landed, the others are still on their way (not a guess at a time)
    process.kill(-server.app.pid, 'SIGKILL'); // the server process (and anything in its group), mid-request
    await server.app.exited;
    const outcomes = await Promise.all(inFlight);
    expect(outcomes).toContain('done');

    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const sessionId = (await sql`select id from sessions`)[0]!.id as string;
      const n = (await sql<Array<{ n: number }>>`select count(*)::int as n from messages where session_id = ${sessionId}`)[0]!.n;
      expect(n % PER_BATCH).toBe(0); // every batch is all or nothing
      const seqs = (await sql`select seq from session_events where session_id = ${sessionId} order by seq`).map((row) => Number(row.seq));
      const last = (await sql<Array<{ last: number }>>`select last_event_seq as last from sessions where id = ${sessionId}`)[0]!.last;
      expect(seqs).toEqual(Array.from({ length: Number(last) }, (_, i) => i + 1)); // no gap, nothing half-written

      server = await launchServer(env); // the same database and data folder
      // The lease lives in the database: still held, still fencing, its holder can go on.
      const locked = await call(`mutation($i: ResumeSessionInput!) { resumeSession(input: $i) { __typename ... on SessionLockedError { holder } } }`, {
        i: { sessionId: session.id, holder: 'runner-2' },
      });
      expect(locked.resumeSession).toEqual({ __typename: 'SessionLockedError', holder: 'runner-1' });
      // runner-1 retries every batch with its key: the ones that landed are answered from their records, the rest apply.
      const retried = await Promise.all(Array.from({ length: BATCHES }, (_, b) => call(append, { i: batch(b) })));
      expect(retried.every((r) => r.appendMessages.__typename === 'AppendMessagesPayload')).toBe(true);
      const total = (await sql<Array<{ total: number }>>`select count(*)::int as total from messages where session_id = ${sessionId}`)[0]!.total;
      expect(total).toBe(BATCHES * PER_BATCH); // each batch exactly once
      expect((await sql`select count(distinct content)::int as c from messages where session_id = ${sessionId}`)[0]!.c).toBe(BATCHES * PER_BATCH);

      // runner-1 dies too: an operator breaks its lease, runner-2 resumes and finishes.
      await call('mutation($i: ForceUnlockInput!) { forceUnlock(input: $i) { __typename } }', {
        i: { sessionId: session.id, reason: 'runner-1 died with the server' },
      });
      const resumed = await call(
        `mutation($i: ResumeSessionInput!) { resumeSession(input: $i) { __typename ... on ResumeSessionPayload { lease { token } plan { pendingSteps { id } } } ... on Error { code message } } }`,
        { i: { sessionId: session.id, holder: 'runner-2' } },
      );
      expect(resumed.resumeSession.plan.pendingSteps.map((s: { id: string }) => s.id)).toEqual(steps);
      const token2: number = resumed.resumeSession.lease.token;
      for (const stepId of steps) {
        for (const action of ['startStep', 'completeStep']) {
          const result = await call(
            `mutation($i: ${action === 'startStep' ? 'StartStepInput' : 'CompleteStepInput'}!) { ${action}(input: $i) { __typename ... on Error { code message } } }`,
            {
              i: { stepId, leaseToken: token2 },
            },
          );
          expect(result[action].__typename).toBe('StepPayload');
        }
      }
      await call('mutation($i: CompleteTaskInput!) { completeTask(input: $i) { __typename } }', { i: { taskId: task.id, leaseToken: token2 } });
      const done = await call(
        `mutation($i: SessionTransitionInput!) { completeSession(input: $i) { __typename ... on SessionStatePayload { session { state } } ... on Error { code message } } }`,
        {
          i: { sessionId: session.id },
        },
      );
      expect(done.completeSession).toEqual({ __typename: 'SessionStatePayload', session: { state: 'COMPLETED' } });
    } finally {
      await sql.end();
      process.kill(-server.app.pid, 'SIGTERM');
      await server.app.exited;
    }
  });
});
