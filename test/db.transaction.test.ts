// runTransaction (db/transaction.ts): BEGIN goes out with the first statement and a body's concurrent statements share
// the connection. What must hold whatever goes out together: every statement is in the transaction, they run in the
// order sent, the first failure is the one thrown and nothing commits, and nothing runs on a transaction that ended;
// statements queued (withNext) go out ahead of the body's next statement or of the COMMIT, and their failure is the
// error thrown where they went out and rolls back all of it.
import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/tables/database.ts';
import { runTransaction } from '../src/db/transaction.ts';
import { useTestDatabase } from './helpers/database.ts';

const { db } = await useTestDatabase();
await sql`create table pipelined (id int primary key, v int not null)`.execute(db);

const txid = async (trx: Transaction<Database>) => (await sql<{ id: string }>`select txid_current()::text as id`.execute(trx)).rows[0]!.id;
const values = async () => (await sql<{ id: number; v: number }>`select id, v from pipelined order by id`.execute(db)).rows;

describe('runTransaction', () => {
  it('runs statements sent together in the one transaction, in the order sent, and commits them', async () => {
    const [ids, seen] = await runTransaction(db, async (trx) =>
      Promise.all([
        Promise.all([txid(trx), txid(trx), txid(trx)]),
        (async () => {
          const sent = [
            sql`insert into pipelined values (1, 1)`.execute(trx),
            sql`update pipelined set v = 2 where id = 1`.execute(trx),
            sql<{ v: number }>`select v from pipelined where id = 1`.execute(trx),
          ] as const;
          return (await sent[2]).rows[0]?.v;
        })(),
      ]),
    );
    expect(new Set(ids).size).toBe(1);
    expect(seen).toBe(2); // the select went after the update it was sent after
    expect(await values()).toEqual([{ id: 1, v: 2 }]);
    expect(await runTransaction(db, txid)).not.toBe(ids[0]);
  });

  it('throws the first failure of statements sent together and commits none of them', async () => {
    const sent = runTransaction(db, (trx) =>
      Promise.all([
        sql`insert into pipelined values (10, 10)`.execute(trx),
        sql`select 1 / 0`.execute(trx),
        sql`insert into pipelined values (11, 11)`.execute(trx),
      ]),
    );
    await expect(sent).rejects.toMatchObject({ code: '22012' }); // division by zero, not the aborted insert behind it
    expect((await values()).map((row) => row.id)).not.toContain(10);
  });

  it('starts with its settings before the first statement, which it does not wait for', async () => {
    const [level, readOnly] = await runTransaction(
      db,
      async (trx) =>
        (
          await sql<{
            level: string;
            ro: string;
          }>`select current_setting('transaction_isolation') as level, current_setting('transaction_read_only') as ro`.execute(trx)
        ).rows.map((row) => [row.level, row.ro])[0]!,
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    expect([level, readOnly]).toEqual(['repeatable read', 'on']);
    await expect(runTransaction(db, (trx) => sql`insert into pipelined values (20, 20)`.execute(trx), { accessMode: 'read only' })).rejects.toMatchObject({
      code: '25006',
    });
  });

  it('reads one snapshot under repeatable read while another connection commits', async () => {
    const counts = await runTransaction(
      db,
      async (trx) => {
        const count = async () => (await sql<{ n: number }>`select count(*)::int as n from pipelined`.execute(trx)).rows[0]!.n;
        const before = await count();
        await sql`insert into pipelined values (30, 30)`.execute(db); // the pool: a statement of its own, committed
        return [before, await count()];
      },
      { isolationLevel: 'repeatable read' },
    );
    expect(counts[1]).toBe(counts[0]);
    expect((await values()).map((row) => row.id)).toContain(30);
  });

  it('sends queued statements ahead of the next statement the body sends, in order, and those queued last with the COMMIT', async () => {
    const seenInBody = await runTransaction(db, async (trx, withNext) => {
      await sql`insert into pipelined values (50, 5)`.execute(trx);
      withNext(sql`update pipelined set v = v * 10 where id = 50`.compile(trx), sql`insert into pipelined values (51, 51)`.compile(trx));
      const seen = (await sql<{ id: number; v: number }>`select id, v from pipelined where id in (50, 51) order by id`.execute(trx)).rows;
      withNext(sql`insert into pipelined values (52, 52)`.compile(trx)); // nothing follows: it goes with the COMMIT
      return seen;
    });
    expect(seenInBody).toEqual([
      { id: 50, v: 50 },
      { id: 51, v: 51 },
    ]); // queued, then run ahead of the select that followed them
    expect((await values()).filter((row) => row.id >= 50 && row.id < 60)).toEqual([
      { id: 50, v: 50 },
      { id: 51, v: 51 },
      { id: 52, v: 52 },
    ]);
  });

  it('throws the failure of a queued statement at the statement it went out with, and commits nothing', async () => {
    let thrown: unknown;
    const sent = runTransaction(db, async (trx, withNext) => {
      withNext(sql`insert into pipelined values (55, 55)`.compile(trx), sql`select 1 / 0`.compile(trx));
      try {
        await sql`insert into pipelined values (56, 56)`.execute(trx);
      } catch (error) {
        thrown = error;
        throw error;
      }
    });
    await expect(sent).rejects.toMatchObject({ code: '22012' });
    expect(thrown).toMatchObject({ code: '22012' }); // division by zero, not the aborted insert it went out with
    expect((await values()).map((row) => row.id).filter((id) => id >= 55 && id < 60)).toEqual([]);
  });

  it('rolls back everything when a statement queued for the COMMIT fails, throws that failure, and gives the connection back clean', async () => {
    const sent = runTransaction(db, async (trx, withNext) => {
      await sql`insert into pipelined values (60, 60)`.execute(trx);
      withNext(
        sql`insert into pipelined values (61, 61)`.compile(trx),
        sql`select 1 / 0`.compile(trx),
        sql`insert into pipelined values (62, 62)`.compile(trx),
      );
    });
    await expect(sent).rejects.toMatchObject({ code: '22012' }); // division by zero, not the aborted insert behind it
    expect((await values()).map((row) => row.id).filter((id) => id >= 60 && id < 70)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      // every pool connection is out of any transaction: a new one starts and commits
      await runTransaction(db, async (trx) => void (await sql`insert into pipelined values (${70 + i}, 1)`.execute(trx)));
    }
    expect((await values()).map((row) => row.id).filter((id) => id >= 70)).toEqual([70, 71, 72]);
  });

  it('refuses a statement sent on a transaction that has ended, and rolls back a body that throws', async () => {
    let kept: Transaction<Database> | undefined;
    await runTransaction(db, async (trx) => {
      kept = trx;
    });
    await expect(sql`select 1`.execute(kept!)).rejects.toThrow(/transaction that has ended/);
    await expect(
      runTransaction(db, async (trx) => {
        await sql`insert into pipelined values (40, 40)`.execute(trx);
        throw new Error('the body failed');
      }),
    ).rejects.toThrow('the body failed');
    expect((await values()).map((row) => row.id)).not.toContain(40);
    expect(await runTransaction(db, async (trx) => (await sql<{ n: number }>`select 1 as n`.execute(trx)).rows[0]!.n)).toBe(1); // the connection went back clean
  });
});
