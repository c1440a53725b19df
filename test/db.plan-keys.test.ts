// A step's task is a task of the step's own session: the database refuses any other (migrations/0027 to 0030), whoever writes.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { createTestApp } from './helpers/app.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const local = (globalId: string) => decodeGlobalID(globalId).id;

describe('plan keys', () => {
  it("refuses a step naming another session's task, on insert and on update; takes one of its own session's", async () => {
    const mine = await scenario(alice, READ_THEN_WRITE);
    const other = await scenario(alice, READ_THEN_WRITE);
    const session = local(mine.session.id);
    const insert = (taskId: string) =>
      sql`insert into steps (id, session_id, task_id, position, kind, title, idempotency_key)
          values (${newId()}, ${session}, ${taskId}, 99, 'READ', 'extra', ${newId()})`.execute(app.db);
    await expect(insert(local(other.task.id))).rejects.toThrow(/steps_task_of_session/);
    await expect(sql`update steps set session_id = ${local(other.session.id)} where id = ${local(mine.stepId('one'))}`.execute(app.db)).rejects.toThrow(
      /steps_task_of_session/,
    );
    await insert(local(mine.task.id));
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from steps where session_id = ${session}`.execute(app.db);
    expect(rows[0]?.count).toBe(mine.task.steps!.nodes.length + 1);
  });

  it('leaves a step that one key, checked against the rows already there, and neither of its old two', async () => {
    const { rows } = await sql<{ name: string; validated: boolean }>`
      select conname as name, convalidated as validated from pg_constraint
      where conrelid = 'steps'::regclass and contype = 'f' order by conname`.execute(app.db);
    expect(rows).toEqual([{ name: 'steps_task_of_session', validated: true }]);
  });
});
