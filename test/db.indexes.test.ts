// The indexes the migrations leave: no two on one table over the same key (each costs every write of its table).
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/database.ts';
import { openPool } from './helpers/migrations.ts';

describe('indexes', () => {
  it('builds no index twice: same table, method, columns or expressions, operator classes and predicate', async () => {
    const sql = openPool((await createTestDatabase()).url);
    const twins = await sql<{ names: string[] }[]>`
      select array_agg(i.indexrelid::regclass::text order by i.indexrelid::regclass::text) as names
      from pg_index i
      join pg_class t on t.oid = i.indrelid
      join pg_class x on x.oid = i.indexrelid
      where t.relnamespace = 'public'::regnamespace
      group by i.indrelid, x.relam, i.indkey::text, i.indclass::text,
        coalesce(pg_get_expr(i.indexprs, i.indrelid), ''), coalesce(pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`;
    expect(twins.map((row) => row.names)).toEqual([]);
    const [all] = await sql<{ indexes: number }[]>`select count(*)::int as indexes from pg_indexes where schemaname = 'public'`;
    expect(all!.indexes).toBeGreaterThan(50); // the query above saw the schema's indexes
  });
});
