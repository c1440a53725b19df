import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR, MigrationError, readMigrations, statementsOf } from '../src/db/migration-files.ts';
import { afterFile } from './helpers/after-file.ts';
import { emptyDatabase, migrationsDir } from './helpers/migrations.ts';

const multiStatement = `
  create table widgets (id int primary key, name text not null);
  insert into widgets values (1, 'one'), (2, 'two');
  create index widgets_name_idx on widgets (name);
`;

describe('migrate', () => {
  it('applies a multi-statement file once, in order, and records it', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({ '0001_widgets.sql': multiStatement, '0002_more.sql': "insert into widgets values (3, 'three');" });
    expect(await migrate(sql, dir)).toEqual(['0001_widgets.sql', '0002_more.sql']);
    expect((await sql`select count(*)::int as n from widgets`)[0]!.n).toBe(3);
    expect(await migrate(sql, dir)).toEqual([]);
    expect((await sql`select count(*)::int as n from widgets`)[0]!.n).toBe(3);
    expect((await sql`select name from savepoint_migrations order by name`).map((row) => row.name)).toEqual(['0001_widgets.sql', '0002_more.sql']);
  });

  it('lets two migrators started at once finish without colliding, applying each file once', async () => {
    const sql = await emptyDatabase();
    const other = postgres(sql.url, { max: 2, onnotice: () => {} });
    afterFile(() => other.end());
    const dir = await migrationsDir({ '0001_widgets.sql': multiStatement });
    const results = await Promise.all([migrate(sql, dir), migrate(other, dir)]);
    expect(results.flat()).toEqual(['0001_widgets.sql']);
    expect((await sql`select count(*)::int as n from widgets`)[0]!.n).toBe(2);
  });

  it('refuses to run when an applied file was edited, and names the file', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({ '0001_widgets.sql': multiStatement });
    await migrate(sql, dir);
    await writeFile(path.join(dir, '0001_widgets.sql'), `${multiStatement}\n-- a quiet edit\n`);
    await writeFile(path.join(dir, '0002_more.sql'), "insert into widgets values (3, 'three');");
    await expect(migrate(sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(sql, dir)).rejects.toThrow(/0001_widgets\.sql was edited after it was applied/);
    expect((await sql`select count(*)::int as n from widgets`)[0]!.n).toBe(2);
  });

  it('rolls back a failing file whole and records nothing', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({ '0001_widgets.sql': multiStatement, '0002_broken.sql': 'create table ok_one (id int); select * from missing_table;' });
    await expect(migrate(sql, dir)).rejects.toThrow(/missing_table/);
    expect((await sql`select to_regclass('widgets') is null as gone`)[0]!.gone).toBe(true);
    expect((await sql`select to_regclass('ok_one') is null as gone`)[0]!.gone).toBe(true);
  });

  it('ships migrations whose names sort in the order they must run', async () => {
    const files = await readMigrations(MIGRATIONS_DIR);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((file) => file.name)).toEqual([...files.map((file) => file.name)].sort());
  });
});

describe('migration headers', () => {
  it('refuses an unknown header, or a header below the first line of SQL, before any file runs', async () => {
    const sql = await emptyDatabase();
    const typo = await migrationsDir({ '0001_widgets.sql': multiStatement, '0002_index.sql': '--! no-transactions\nselect 1;' });
    await expect(migrate(sql, typo)).rejects.toThrow(/Migration 0002_index\.sql has an unknown header "--! no-transactions" \(known: --! no-transaction/);
    const below = await migrationsDir({ '0001_widgets.sql': `-- widgets\n--! no-transaction\n${multiStatement}` });
    await expect(migrate(sql, below)).rejects.toThrow(/Migration 0001_widgets\.sql has a "--!" header line below its first line/);
    expect((await sql`select to_regclass('widgets') is null as gone`)[0]!.gone).toBe(true);
  });

  it('lets a migration outlast the pool statement timeout, and hands the connection back with that timeout', async () => {
    const sql = await emptyDatabase({ max: 1, connection: { statement_timeout: 50 } });
    const dir = await migrationsDir({ '0001_slow.sql': 'select pg_sleep(0.2);', '0002_slow_alone.sql': '--! no-transaction\nselect pg_sleep(0.2);' });
    expect(await migrate(sql, dir)).toEqual(['0001_slow.sql', '0002_slow_alone.sql']);
    expect((await sql`show statement_timeout`)[0]!.statement_timeout).toBe('50ms');
    await expect(sql`select pg_sleep(0.2)`).rejects.toThrow(/statement timeout/);
  });

  it('splits statements only at semicolons outside comments, strings, quoted names and dollar quotes', () => {
    expect(statementsOf('select 1; select 2;\n-- done;\n')).toEqual(['select 1', 'select 2']);
    expect(statementsOf("select 'a;b', \"c;d\", E'e\\';f', $$g;h$$, $t$i;$$;j$t$ /* k; /* l; */ m; */")).toHaveLength(1);
    expect(statementsOf('create function f() returns int language sql as $body$ select 1; $body$;')).toHaveLength(1);
    expect(statementsOf('-- only a comment;\n/* and; another */')).toEqual([]);
  });
});

describe('a migration of a newer Savepoint', () => {
  const newer = async (second: string) => {
    const sql = await emptyDatabase();
    await migrate(sql, await migrationsDir({ '0001_widgets.sql': multiStatement, '0002_newer.sql': second }));
    return { sql, older: await migrationsDir({ '0001_widgets.sql': multiStatement }) };
  };

  it('stops an older Savepoint from starting, as before, unless it is marked compatible', async () => {
    const { sql, older } = await newer('alter table widgets drop column name;');
    await expect(migrate(sql, older)).rejects.toThrow(/The database has migration 0002_newer\.sql, which this version of Savepoint does not know/);
  });

  it('lets an older Savepoint run on when every migration it does not know is marked --! compatible, and says so', async () => {
    const { sql, older } = await newer('--! compatible\nalter table widgets add column colour text;');
    expect((await sql`select compatible from savepoint_migrations where name = '0002_newer.sql'`)[0]!.compatible).toBe(true);
    const warnings: string[] = [];
    expect(await migrate(sql, older, { warn: (message) => warnings.push(message) })).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/migrations of a newer Savepoint, all marked compatible: 0002_newer\.sql/)]);
  });
});
