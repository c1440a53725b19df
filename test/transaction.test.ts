// The unit of work: a transaction and its events. Its work must stay on the transaction's connection (a pool query
// from inside it is refused: holding one connection while waiting for another deadlocks a busy pool), and events can
// be appended early when a row must refer to one.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { newId } from '../src/db/ids.ts';
import { DomainError, ValidationError } from '../src/errors/domain.ts';
import { decodeNotice, EVENTS_CHANNEL, type EventsNotice } from '../src/events/event.channel.ts';
import { inTransaction } from '../src/events/unit-of-work.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';

// Not live: in a live app the sessions' automatic code checkpoints ask the embedded agent for snapshots, and those
// commands ring the same channel these tests listen to.
const app = await createTestApp({ live: false });
const { db } = app;
/** Who a unit of work runs for: the database, an actor for the events, and the app's redactor. */
const work = { db, viewer: { actor: 'test' }, settings: app.settings };

describe('inTransaction', () => {
  it('refuses a pool query from inside the transaction, and rolls the transaction back', async () => {
    const { ownerId } = await createOwnerWithToken(db, 'pool');
    await expect(
      inTransaction(work, async (tx) => {
        await tx.trx.updateTable('owners').set({ name: 'renamed' }).where('id', '=', ownerId).execute();
        await db.selectFrom('owners').selectAll().execute(); // the pool, not tx.trx
      }),
    ).rejects.toThrow(/from inside a transaction; run it on the transaction/);
    expect((await db.selectFrom('owners').select('name').where('id', '=', ownerId).executeTakeFirstOrThrow()).name).toBe('pool');
  });

  it('appends the events emitted so far on flush, and the rest at the end', async () => {
    const session = await sessionFor(await app.owner('flush'));
    const sessionId = decodeGlobalID(session.id).id;
    const { workspace_id: workspaceId } = await db.selectFrom('sessions').select('workspace_id').where('id', '=', sessionId).executeTakeFirstOrThrow();
    const { flushed, seqs } = await inTransaction(work, async (tx) => {
      tx.emit({ sessionId, workspaceId, type: 'test.first', data: {} });
      const flushed = await tx.flush();
      tx.emit({ sessionId, workspaceId, type: 'test.second', data: {} });
      return { flushed, seqs: flushed.map((event) => event.seq) };
    });
    expect(flushed.map((event) => event.type)).toEqual(['test.first']);
    const stored = await db.selectFrom('session_events').select(['seq', 'type']).where('session_id', '=', sessionId).orderBy('seq').execute();
    expect(stored.slice(-2)).toEqual([
      { seq: seqs[0], type: 'test.first' },
      { seq: seqs[0]! + 1, type: 'test.second' },
    ]);
  });

  it('numbers events of several sessions in one transaction per session, and rings one doorbell naming each', async () => {
    const owner = await app.owner('many');
    const sessions = await Promise.all([sessionFor(owner), sessionFor(owner)]);
    const rows = await Promise.all(
      sessions.map((s) =>
        db.selectFrom('sessions').select(['id', 'workspace_id', 'last_event_seq']).where('id', '=', decodeGlobalID(s.id).id).executeTakeFirstOrThrow(),
      ),
    );
    const notices: EventsNotice[] = [];
    let heard!: () => void;
    const first = new Promise<void>((resolve) => (heard = resolve));
    const { unlisten } = await app.database.sql.listen(EVENTS_CHANNEL, (payload) => {
      notices.push(decodeNotice(payload));
      heard();
    });
    const appended = await inTransaction(work, async (tx) => {
      for (const row of [...rows, ...rows]) tx.emit({ sessionId: row.id, workspaceId: row.workspace_id, type: 'test.many', data: { n: 1 } });
      return tx.flush();
    });
    expect(appended.map((e) => [e.session_id, e.seq])).toEqual(
      rows
        .map((r) => [r.id, r.last_event_seq + 1])
        .concat(rows.map((r) => [r.id, r.last_event_seq + 2]))
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
    );
    await first;
    await unlisten();
    expect(notices).toHaveLength(1);
    expect([...notices[0]!.e].sort()).toEqual(rows.map((r) => [r.id, r.last_event_seq + 2, r.workspace_id]).sort());
  });

  it('turns a unique violation a request can hit into a typed error naming the field, and rolls everything back', async () => {
    const { ownerId } = await createOwnerWithToken(db, 'unique');
    const path = `/tmp/unique-${ownerId}`;
    await db.insertInto('workspaces').values({ id: newId(), owner_id: ownerId, name: 'first', path }).execute();
    const attempt = inTransaction(work, async (tx) => {
      await tx.trx.updateTable('owners').set({ name: 'renamed' }).where('id', '=', ownerId).execute();
      await tx.trx.insertInto('workspaces').values({ id: newId(), owner_id: ownerId, name: 'second', path }).execute();
    });
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
    expect((await db.selectFrom('owners').select('name').where('id', '=', ownerId).executeTakeFirstOrThrow()).name).toBe('unique');
    expect(await db.selectFrom('workspaces').select('name').where('owner_id', '=', ownerId).execute()).toEqual([{ name: 'first' }]);
  });

  it('turns a value PostgreSQL cannot store into a typed error (a backstop behind the edge checks)', async () => {
    const attempt = inTransaction(work, async (tx) => {
      await tx.trx.insertInto('owners').values({ id: newId(), name: 'nul \u0000 inside' }).execute();
    });
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'input' });
  });

  it('leaves any other database error as it is (masked and logged as unexpected)', async () => {
    const attempt = inTransaction(work, async (tx) => {
      await tx.trx.insertInto('owners').values({ id: 'not-a-uuid', name: 'x' }).execute();
    });
    await expect(attempt).rejects.toMatchObject({ code: '22P02' });
    await expect(attempt).rejects.not.toBeInstanceOf(DomainError);
  });
});
