// Retention as data, through the API: policies per owner and workspace, warnings a set time before anything goes,
// checkpoints and finished sessions purged, pins honoured, nothing a live fork needs, dry runs that change nothing,
// one run per owner at a time, the server's own schedule. Random forests: test/retention.property.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { withRetentionLock } from '../src/db/advisory-locks.ts';
import type { RetentionPolicyInput } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { dbId } from './helpers/deletions.ts';
import { workspaceFor } from './helpers/fixtures.ts';
import { fork, forked } from './helpers/forks.ts';
import { ChangeSession, CreateSession, SessionEvents } from './helpers/operations.ts';
import { until } from './helpers/process.ts';
import { age, checkpointsLeft, Pin, ran, run, SetPolicy } from './helpers/retention.ts';
import { say, visible } from './helpers/sessions.ts';

const app = await createTestApp();

const StateCheckpoint = graphql(`
  mutation RetentionCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id } } } }
`);
const Diff = graphql(
  `query RetentionDiff($id: ID!) { node(id: $id) { __typename ... on Checkpoint { stateDiff { __typename ... on Error { code message } } } } }`,
);
const Policies = graphql(`query RetentionPolicies { retentionPolicies { workspace { id } keepLastCheckpoints deleteTerminalAfterDays warnHours } }`);
const Runs = graphql(`query RetentionRuns { retentionRuns(first: 10) { totalCount nodes { actor purgedCheckpoints warnedCheckpoints } } }`);

type Owner = Awaited<ReturnType<typeof app.owner>>;

/** A session in a workspace of its own with `count` state-only checkpoints (oldest first) and a message. */
async function sessionWith(owner: Owner, count: number, workspaceId?: string) {
  const created = await owner.gql(CreateSession, { input: { workspaceId: workspaceId ?? (await workspaceFor(owner)), objective: 'kept or not' } });
  const session = narrow(created.createSession, 'CreateSessionPayload').session;
  await say(owner, session.conversations!.nodes[0]!.id, 'hello');
  const checkpoints: string[] = [];
  for (let i = 1; i <= count; i++) {
    const made = (await owner.gql(StateCheckpoint, { input: { sessionId: session.id, label: `cp${i}`, includeCode: false } })).createCheckpoint;
    checkpoints.push(narrow(made, 'CreateCheckpointPayload').checkpoint.id);
  }
  return { session, checkpoints, conversationId: session.conversations!.nodes[0]!.id };
}

async function policy(owner: Owner, input: RetentionPolicyInput) {
  return (await owner.gql(SetPolicy, { input })).setRetentionPolicy;
}

describe('retention policies', () => {
  it('are data: a default and per workspace, read back, refused out of range, owner-scoped', async () => {
    const alice = await app.owner('alice');
    const bob = await app.owner('bob');
    const workspaceId = await workspaceFor(alice);
    expect(await policy(alice, { keepLastCheckpoints: 5 })).toMatchObject({ policy: { workspace: null, keepLastCheckpoints: 5, warnHours: 24 } });
    expect(await policy(alice, { workspaceId, deleteTerminalAfterDays: 30, warnHours: 2 })).toMatchObject({
      policy: { workspace: { id: workspaceId }, deleteTerminalAfterDays: 30, keepLastCheckpoints: null },
    });
    expect(await policy(alice, { keepLastCheckpoints: 0 })).toMatchObject({ __typename: 'ValidationError', field: 'keepLastCheckpoints' });
    expect(await policy(bob, { workspaceId, keepLastCheckpoints: 1 })).toMatchObject({ __typename: 'NotFoundError' });
    expect((await alice.gql(Policies)).retentionPolicies).toEqual([
      { workspace: null, keepLastCheckpoints: 5, deleteTerminalAfterDays: null, warnHours: 24 },
      { workspace: { id: workspaceId }, keepLastCheckpoints: null, deleteTerminalAfterDays: 30, warnHours: 2 },
    ]);
    expect((await bob.gql(Policies)).retentionPolicies).toEqual([]);
  });
});

describe('a retention run', () => {
  it('warns first, purges only once the warning has stood its time, and says what it freed', async () => {
    const alice = await app.owner('alice');
    const { session, checkpoints } = await sessionWith(alice, 4);
    await policy(alice, { keepLastCheckpoints: 2, warnHours: 1 });

    const dry = await ran(alice, true);
    expect(dry).toMatchObject({ dryRun: true, run: null, warnedCheckpoints: 2, purgedCheckpoints: 0 });
    expect(dry.items.map((item) => [item.verdict, item.checkpointId])).toEqual([
      ['WARN', checkpoints[0]],
      ['WARN', checkpoints[1]],
    ]);
    const warned = await ran(alice);
    expect(warned).toMatchObject({ dryRun: false, warnedCheckpoints: 2, purgedCheckpoints: 0 });
    const log = narrow((await alice.gql(SessionEvents, { id: session.id, types: ['retention.warning'] })).session, 'Session').events!.edges;
    expect(log.map((edge) => edge.node.data)).toEqual([
      { purgeAfter: expect.any(String), session: false, checkpointCount: 2, checkpointIds: [checkpoints[0], checkpoints[1]] },
    ]);
    // Within the hour: warned already, nothing goes.
    expect(await ran(alice)).toMatchObject({ warnedCheckpoints: 0, purgedCheckpoints: 0 });
    expect(await checkpointsLeft(app, session.id)).toEqual(checkpoints);

    await age(app, alice.ownerId, 2);
    expect(await ran(alice, true)).toMatchObject({ purgedCheckpoints: 2 });
    const purged = await ran(alice);
    expect(purged).toMatchObject({ purgedCheckpoints: 2, run: { purgedCheckpoints: 2, actor: expect.any(String) } });
    expect(purged.rowBytes).toBeGreaterThan(0);
    expect(await checkpointsLeft(app, session.id)).toEqual(checkpoints.slice(2));
    expect((await alice.gql(Runs)).retentionRuns).toMatchObject({ totalCount: 3 });
    // The one whose parent was purged still compares with the one before it that is left (none: all of it is new).
    const diff = narrow((await alice.gql(Diff, { id: checkpoints[2]! })).node, 'Checkpoint').stateDiff;
    expect(diff.__typename).toBe('CheckpointStateDiff');
  });

  it('leaves pinned checkpoints, pinned sessions, fork points and the newest checkpoint alone', async () => {
    const alice = await app.owner('alice');
    const pinned = await sessionWith(alice, 3);
    const untouched = await sessionWith(alice, 3);
    const forkedFrom = await sessionWith(alice, 3);
    expect((await alice.gql(Pin.checkpoint, { input: { checkpointId: pinned.checkpoints[0]! } })).pinCheckpoint).toMatchObject({
      checkpoint: { pinned: true },
    });
    expect((await alice.gql(Pin.session, { input: { sessionId: untouched.session.id } })).pinSession).toMatchObject({ session: { pinned: true } });
    forked(await fork(alice, { sessionId: forkedFrom.session.id, fromCheckpointId: forkedFrom.checkpoints[0] }));
    await policy(alice, { keepLastCheckpoints: 1, warnHours: 0 });
    await ran(alice);
    await age(app, alice.ownerId, 1);
    await ran(alice);
    expect(await checkpointsLeft(app, pinned.session.id)).toEqual([pinned.checkpoints[0], pinned.checkpoints[2]]);
    expect(await checkpointsLeft(app, untouched.session.id)).toEqual(untouched.checkpoints);
    expect(await checkpointsLeft(app, forkedFrom.session.id)).toEqual([forkedFrom.checkpoints[0], forkedFrom.checkpoints[2]]);
  });

  it('deletes finished sessions (audited, tombstoned), never one a live fork builds on', async () => {
    const alice = await app.owner('alice');
    const done = await sessionWith(alice, 1);
    const withFork = await sessionWith(alice, 1);
    for (const s of [done, withFork]) {
      await alice.gql(ChangeSession.start, { input: { sessionId: s.session.id } });
      await alice.gql(ChangeSession.complete, { input: { sessionId: s.session.id } });
    }
    const child = forked(await fork(alice, { sessionId: withFork.session.id, fromCheckpointId: withFork.checkpoints[0] })).session;
    await policy(alice, { deleteTerminalAfterDays: 1, warnHours: 1 });
    await age(app, alice.ownerId, 24);
    const warned = await ran(alice);
    expect(warned).toMatchObject({ warnedSessions: 1, purgedSessions: 0 });
    expect(warned.items).toEqual([expect.objectContaining({ verdict: 'WARN', sessionId: done.session.id, checkpointId: null })]);
    await age(app, alice.ownerId, 2);
    const purged = await ran(alice);
    expect(purged).toMatchObject({ purgedSessions: 1, deletions: [{ kind: 'RETENTION', mode: 'NONE', sessionIds: [done.session.id], state: 'DONE' }] });
    expect(purged.bytesFreed).toBeGreaterThan(0);
    const { rows } = await sql<{ reason: string }>`
      select data ->> 'reason' as reason from session_events where session_id = ${dbId(done.session.id)} and type = 'session.deleted'`.execute(app.db);
    expect(rows).toEqual([{ reason: 'RETENTION' }]);
    // The source of a live fork stays, and so does all the fork reads of it.
    expect(await checkpointsLeft(app, withFork.session.id)).toEqual(withFork.checkpoints);
    expect(await visible(alice, child.conversations!.nodes[0]!.id)).toEqual(['hello']);
  });

  it('runs one at a time per owner: a second answers RETENTION_BUSY and does nothing', async () => {
    const alice = await app.owner('alice');
    await policy(alice, { keepLastCheckpoints: 1 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const locked = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const other = withRetentionLock(app.db, alice.ownerId, async () => {
      holding();
      await held;
    });
    await locked;
    expect(await run(alice)).toMatchObject({ __typename: 'RetentionBusyError', code: 'RETENTION_BUSY' });
    expect(await run(alice, true)).toMatchObject({ __typename: 'RetentionReport', dryRun: true }); // a dry run reads only
    release();
    await other;
    expect(await run(alice)).toMatchObject({ __typename: 'RetentionReport' });
  });
});

describe('the server', () => {
  it('applies every owner’s policies on its schedule, as "retention"', async () => {
    const scheduled = await createTestApp({ config: { retentionIntervalMs: 1_000 } });
    const carol = await scheduled.owner('carol');
    const { session } = await sessionWith(carol, 3);
    await policy(carol, { keepLastCheckpoints: 1 });
    await until(
      async () => {
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from checkpoints where session_id = ${dbId(session.id)} and retention_warned_at is not null`.execute(scheduled.db);
        return rows[0]!.n === 2;
      },
      'the scheduled run to warn',
      20_000,
    );
    // The run that warned: not always the newest, as the schedule may have run again (warning nothing new) since; and
    // its record is written once its warnings are, so a loaded machine may read the warnings before the record.
    await until(
      async () => (await carol.gql(Runs)).retentionRuns.nodes.some((run) => run.actor === 'retention' && run.warnedCheckpoints === 2),
      'the scheduled run that warned to be recorded',
      20_000,
    );
  });
});
