// A checkpoint's plan is stored once per version of the plan (issue 26, migrations/0026_plan_snapshots.sql): the
// checkpoints taken while the plan stands still share one plan snapshot, whatever the plan's size; any statement that
// writes a plan row, whoever runs it, raises the plan's version, so the next checkpoint stores a new one; each
// checkpoint still reads, signed, the plan as it stood when it was taken; a retention purge takes the plan snapshots
// only its checkpoints shared, and never the one of the plan as it stands.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import type { StateSnapshot } from '../src/db/tables/checkpoints.ts';
import { runTransaction } from '../src/db/transaction.ts';
import { purgeCheckpoints } from '../src/retention/run.queries.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { deleted, remove } from './helpers/deletions.ts';
import { RewindConversation } from './helpers/rewinds.ts';
import { history, READ_THEN_WRITE, scenario } from './helpers/scenario.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Read = graphql(`query PlanSnapshotRead($id: ID!) { node(id: $id) { __typename ... on Checkpoint { verified stateSnapshot } } }`);

const local = (id: string) => decodeGlobalID(id).id;

/** The plan snapshot a checkpoint shares. */
async function planOf(checkpointId: string): Promise<string | null> {
  const row = await app.db.selectFrom('checkpoints').select('plan_snapshot_id').where('id', '=', local(checkpointId)).executeTakeFirstOrThrow();
  return row.plan_snapshot_id;
}

async function planSnapshots(sessionId: string): Promise<string[]> {
  const rows = await app.db.selectFrom('plan_snapshots').select('id').where('session_id', '=', local(sessionId)).orderBy('plan_version').execute();
  return rows.map((row) => row.id);
}

async function planVersion(sessionId: string): Promise<number> {
  const row = await app.db.selectFrom('sessions').select('plan_version').where('id', '=', local(sessionId)).executeTakeFirstOrThrow();
  return Number(row.plan_version);
}

/** The checkpoint's snapshot as the API serves it, checked against its signature. */
async function read(checkpointId: string): Promise<StateSnapshot> {
  const node = narrow((await alice.gql(Read, { id: checkpointId })).node, 'Checkpoint');
  expect(node.verified).toBe(true);
  return node.stateSnapshot as StateSnapshot;
}

const stepStates = (snapshot: StateSnapshot) => snapshot.steps.map((step) => [step.title, step.state]);

describe('plan snapshots', () => {
  it('are shared by the checkpoints taken while the plan stands still, and stored anew after a plan write', async () => {
    const s = await scenario(alice, READ_THEN_WRITE);
    await s.start();
    const a = await s.checkpoint('a');
    await s.say('m1'); // the conversation moves; the plan does not
    const b = await s.checkpoint('b');
    await s.complete('one');
    const c = await s.checkpoint('c');

    expect(await planOf(a.id)).not.toBeNull();
    expect(await planOf(b.id)).toBe(await planOf(a.id));
    expect(await planOf(c.id)).not.toBe(await planOf(a.id));
    expect(await planSnapshots(s.session.id)).toEqual([await planOf(a.id), await planOf(c.id)]);

    // Each reads the plan as it stood when it was taken, whole, beside its own part.
    const [atA, atB, atC] = [await read(a.id), await read(b.id), await read(c.id)];
    expect(atA).toEqual(atB);
    expect(stepStates(atB)).toEqual([
      ['one', 'PENDING'],
      ['two', 'PENDING'],
    ]);
    expect(stepStates(atC)).toEqual([
      ['one', 'COMPLETED'],
      ['two', 'PENDING'],
    ]);
    expect(atC).toMatchObject({ formatVersion: 2, session: { state: 'RUNNING' }, planRevision: expect.any(Number), todos: [] });
    expect(atC.phases.map((phase) => phase.name)).toEqual(['work']);
  });

  it("are shared by a conversation rewind's undo point, which reads back whole", async () => {
    const s = await scenario(alice, READ_THEN_WRITE);
    await s.start();
    await s.say('m1', 'm2');
    const cp = await s.checkpoint('cp');
    const stored = await planSnapshots(s.session.id);
    const rewound = await alice.gql(RewindConversation, { input: { conversationId: s.conversationId, byMessageCount: 1 } });
    if (rewound.rewindConversation.__typename !== 'RewindPayload') throw new Error(JSON.stringify(rewound.rewindConversation));
    const undoPoint = rewound.rewindConversation.rewind!.undoPoint.id;
    expect(await planOf(undoPoint)).toBe(await planOf(cp.id));
    expect(await planSnapshots(s.session.id)).toEqual(stored);
    expect(await read(undoPoint)).toEqual(await read(cp.id));
  });

  it('move to the next version after every statement that writes a plan row, whoever runs it; not after one rolled back', async () => {
    const { session } = await history(alice); // a plan, and an approval
    const id = local(session.id);
    let version = await planVersion(session.id);
    const writes = [
      sql`update phases set name = name where session_id = ${id}`,
      sql`update tasks set title = title where session_id = ${id}`,
      sql`update steps set title = title where session_id = ${id}`,
      sql`update approvals set title = title where session_id = ${id}`,
      sql`insert into shared_context (session_id, key, value, version, updated_by) values (${id}, 'notes', '"x"', 1, 'test')`,
      sql`update shared_context set value = '"y"' where session_id = ${id}`,
      sql`delete from shared_context where session_id = ${id}`,
    ];
    for (const write of writes) {
      await write.execute(app.db);
      version += 1;
      expect(await planVersion(session.id)).toBe(version);
    }
    const undone = new Error('undone');
    await runTransaction(app.db, async (trx) => {
      await sql`update steps set title = title where session_id = ${id}`.execute(trx);
      throw undone;
    }).catch((error: unknown) => expect(error).toBe(undone));
    expect(await planVersion(session.id)).toBe(version);
    // A write of something else leaves it.
    await sql`update sessions set objective = objective where id = ${id}`.execute(app.db);
    await sql`update conversations set title = title where session_id = ${id}`.execute(app.db);
    expect(await planVersion(session.id)).toBe(version);
    // So does the purge of a deleted session (its plan rows go, its row is not taken).
    const gone = deleted(await remove(alice, { sessionId: session.id }));
    expect(gone.deletion.state).toBe('DONE');
    expect(await sql<{ n: number }>`select count(*)::int as n from steps where session_id = ${id}`.execute(app.db)).toMatchObject({ rows: [{ n: 0 }] });
    expect(await planVersion(session.id)).toBe(version);
  });

  it('go with the checkpoints a retention purge takes, but for the one of the plan as it stands', async () => {
    const s = await scenario(alice, READ_THEN_WRITE);
    await s.start();
    const a = await s.checkpoint('a');
    const b = await s.checkpoint('b');
    await s.complete('one');
    const c = await s.checkpoint('c');
    const [old, current] = await planSnapshots(s.session.id);
    expect([await planOf(a.id), await planOf(c.id)]).toEqual([old, current]);

    // a alone: b still shares its plan snapshot.
    await runTransaction(app.db, (trx) => purgeCheckpoints(trx, [local(a.id)]));
    expect(await planSnapshots(s.session.id)).toEqual([old, current]);
    // b too: nothing shares it now, and the plan has moved on.
    const purged = await runTransaction(app.db, (trx) => purgeCheckpoints(trx, [local(b.id)]));
    expect(purged.rows).toBe(1);
    expect(await planSnapshots(s.session.id)).toEqual([current]);
    // c: the plan still stands as c saw it, so the next checkpoint shares it again.
    await runTransaction(app.db, (trx) => purgeCheckpoints(trx, [local(c.id)]));
    expect(await planSnapshots(s.session.id)).toEqual([current]);
    const d = await s.checkpoint('d');
    expect(await planOf(d.id)).toBe(current);
    expect(stepStates(await read(d.id))).toEqual([
      ['one', 'COMPLETED'],
      ['two', 'PENDING'],
    ]);
  });
});
