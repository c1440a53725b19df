// A `--! no-transaction` migration (create index concurrently) against a real PostgreSQL: applied once, between the
// transactions of the files around it, under the migrations lock, and recorded only once it ran, so a failed or
// interrupted build is run again (its INVALID index dropped first) by the next migrator.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR, MigrationError, readMigrations } from '../src/db/migration-files.ts';
import { createTestDatabase } from './helpers/database.ts';
import { fencesOf } from './helpers/doc-blocks.ts';
import { emptyDatabase, migrationsDir, openPool } from './helpers/migrations.ts';
import { ROOT, until } from './helpers/process.ts';

const widgets = `
  create table widgets (id int primary key, name text not null);
  create table widget_log (note text not null);
  insert into widgets select n, 'widget ' || n from generate_series(1, 200) n;
`;
const nameIndex = `--! no-transaction
-- Built without blocking writers to widgets.
create index concurrently if not exists widgets_name_idx on widgets (name);
`;
const uniqueName = '--! no-transaction\ncreate unique index concurrently if not exists widgets_name_key on widgets (name);\n';

type Sql = postgres.Sql<Record<string, unknown>>;

const recorded = async (sql: Sql) => (await sql<{ name: string }[]>`select name from savepoint_migrations order by name`).map((row) => row.name);
const indexState = async (sql: Sql, name: string) =>
  (await sql<{ valid: boolean }[]>`select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`)[0]?.valid ?? 'absent';
const exists = async (sql: Sql, table: string) => (await sql<{ found: boolean }[]>`select to_regclass(${table}) is not null as found`)[0]!.found;

/** A transaction that wrote to widgets and stays open: a concurrent index build waits for it to end. */
async function holdWrites(sql: Sql) {
  const holder = await sql.reserve();
  await holder`begin`;
  await holder`insert into widgets values (0, 'held')`;
  const pid = (await holder<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;
  const blocked = async () => (await sql<{ pid: number }[]>`select pid from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`)[0]?.pid;
  return {
    /** The backend of the index build, once it waits for this transaction. */
    buildPid: async () => {
      await until(async () => (await blocked()) !== undefined, 'the index build to wait for the open transaction');
      return (await blocked())!;
    },
    end: async () => {
      await holder`rollback`;
      holder.release();
    },
  };
}

describe('a --! no-transaction migration', () => {
  it('builds an index concurrently between transactional files, once, and records it', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({
      '0001_widgets.sql': widgets,
      '0002_widgets_name.sql': nameIndex,
      '0003_log.sql': "insert into widget_log values ('after the index');",
    });
    expect(await migrate(sql, dir)).toEqual(['0001_widgets.sql', '0002_widgets_name.sql', '0003_log.sql']);
    expect(await indexState(sql, 'widgets_name_idx')).toBe(true);
    expect(await recorded(sql)).toEqual(['0001_widgets.sql', '0002_widgets_name.sql', '0003_log.sql']);
    expect(await migrate(sql, dir)).toEqual([]);
    expect((await sql`select count(*)::int as n from widget_log`)[0]!.n).toBe(1);
  });

  it('commits the files before it first, and runs the files after it in one transaction of their own', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({
      '0001_widgets.sql': widgets,
      '0002_widgets_name.sql': nameIndex,
      '0003_after.sql': 'create table after_one (id int);',
      '0004_broken.sql': 'select * from missing_table;',
    });
    await expect(migrate(sql, dir)).rejects.toThrow(/missing_table/);
    expect(await recorded(sql)).toEqual(['0001_widgets.sql', '0002_widgets_name.sql']);
    expect(await indexState(sql, 'widgets_name_idx')).toBe(true);
    expect(await exists(sql, 'after_one')).toBe(false);
  });

  it('is applied once by two migrators racing, the one that waits not deadlocking the index build', async () => {
    const sql = await emptyDatabase();
    const other = openPool(sql.url);
    await migrate(sql, await migrationsDir({ '0001_widgets.sql': widgets }));
    const dir = await migrationsDir({
      '0001_widgets.sql': widgets,
      '0002_widgets_name.sql': nameIndex,
      '0003_log.sql': "insert into widget_log values ('once');",
    });
    // The build waits for an open transaction, so the second migrator is sure to ask for the lock while it runs: a
    // waiter blocked in pg_advisory_lock would hold a snapshot the build waits for in turn, a deadlock.
    const writes = await holdWrites(sql);
    const racing = Promise.all([migrate(sql, dir), migrate(other, dir)]);
    const build = await writes.buildPid();
    await until(
      async () =>
        (
          await sql`select 1 from pg_stat_activity where pid not in (${build}::int, pg_backend_pid()) and datname = current_database()
            and (query like 'select pg_try_advisory_lock%' or wait_event = 'advisory')`
        ).length > 0,
      'the second migrator to ask for the migrations lock',
    );
    await writes.end();
    const results = await racing;
    expect(results.flat().sort()).toEqual(['0002_widgets_name.sql', '0003_log.sql']);
    expect(await indexState(sql, 'widgets_name_idx')).toBe(true);
    expect((await sql`select count(*)::int as n from widget_log`)[0]!.n).toBe(1);
  });

  it('stays unrecorded when the build fails, and the next run drops the INVALID index and builds it again', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({ '0001_widgets.sql': `${widgets}\ninsert into widgets values (201, 'widget 1');`, '0002_unique_name.sql': uniqueName });
    await expect(migrate(sql, dir)).rejects.toThrow(/could not create unique index/);
    expect(await recorded(sql)).toEqual(['0001_widgets.sql']);
    expect(await indexState(sql, 'widgets_name_key')).toBe(false);

    await sql`update widgets set name = 'widget 201' where id = 201`;
    expect(await migrate(sql, dir)).toEqual(['0002_unique_name.sql']);
    expect(await indexState(sql, 'widgets_name_key')).toBe(true);
    await expect(sql`insert into widgets values (202, 'widget 1')`).rejects.toThrow(/widgets_name_key/);
  });

  it('is run again by the next migrator when the one building it dies midway', async () => {
    const sql = await emptyDatabase();
    const dying = openPool(sql.url, { max: 1 });
    const dir = await migrationsDir({ '0001_widgets.sql': widgets, '0002_widgets_name.sql': nameIndex });
    await migrate(sql, await migrationsDir({ '0001_widgets.sql': widgets }));
    const writes = await holdWrites(sql);
    const interrupted = migrate(dying, dir).then(
      () => 'finished',
      (error: Error) => error.message,
    );
    await sql`select pg_terminate_backend(${await writes.buildPid()}::int)`;
    expect(await interrupted).toMatch(/CONNECTION_CLOSED|terminating connection/);
    await writes.end();
    expect(await recorded(sql)).toEqual(['0001_widgets.sql']);
    expect(await indexState(sql, 'widgets_name_idx')).toBe(false);

    expect(await migrate(sql, dir)).toEqual(['0002_widgets_name.sql']);
    expect(await indexState(sql, 'widgets_name_idx')).toBe(true);
  });

  it('is refused, before any file runs, when it holds more than one statement', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({
      '0001_widgets.sql': widgets,
      '0002_two.sql': `${nameIndex}create index concurrently if not exists widgets_id_idx on widgets (id);\n`,
    });
    await expect(migrate(sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(sql, dir)).rejects.toThrow(/Migration 0002_two\.sql is marked --! no-transaction but holds 2 statements/);
    expect(await exists(sql, 'widgets')).toBe(false);
  });

  it('counts semicolons in comments, strings, quoted names and dollar quotes as part of the one statement', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({
      '0001_widgets.sql': widgets,
      '0002_odd.sql': `--! no-transaction
/* a comment; /* nested; */ still; */ -- and one more;
create index concurrently if not exists "odd;name" on widgets ((name || ';' || $x$;$x$ || E'\\';'));
`,
    });
    expect(await migrate(sql, dir)).toEqual(['0001_widgets.sql', '0002_odd.sql']);
    expect(await indexState(sql, '"odd;name"')).toBe(true);
  });

  it('is refused when an index it builds concurrently has no name or no "if not exists" (a rerun must find it)', async () => {
    const sql = await emptyDatabase();
    const unnamed = await migrationsDir({ '0001_widgets.sql': widgets, '0002_index.sql': '--! no-transaction\ncreate index concurrently on widgets (name);' });
    await expect(migrate(sql, unnamed)).rejects.toThrow(/Migration 0002_index\.sql builds an index concurrently without naming it and saying "if not exists"/);
    const plain = await migrationsDir({
      '0001_widgets.sql': widgets,
      '0002_index.sql': '--! no-transaction\ncreate index concurrently widgets_name_idx on widgets (name);',
    });
    await expect(migrate(sql, plain)).rejects.toThrow(/if not exists <name> on <table>/);
    expect(await exists(sql, 'widgets')).toBe(false);
  });

  it('is what a file building an index concurrently without the header is told to be', async () => {
    const sql = await emptyDatabase();
    const dir = await migrationsDir({ '0001_widgets.sql': widgets, '0002_index.sql': nameIndex.replace('--! no-transaction\n', '') });
    await expect(migrate(sql, dir)).rejects.toThrow(
      /Migration 0002_index\.sql cannot run inside a transaction \(CREATE INDEX CONCURRENTLY cannot run inside a transaction block\)\. .*--! no-transaction/,
    );
    expect(await exists(sql, 'widgets')).toBe(false);
  });

  it('is refused once applied and then edited, like any migration (a header added to an applied file is an edit too)', async () => {
    const sql = await emptyDatabase();
    const log = "insert into widget_log values ('applied');\n";
    const dir = await migrationsDir({ '0001_widgets.sql': widgets, '0002_widgets_name.sql': nameIndex, '0003_log.sql': log });
    await migrate(sql, dir);
    await writeFile(path.join(dir, '0002_widgets_name.sql'), nameIndex.replace('(name)', '(name, id)'));
    await expect(migrate(sql, dir)).rejects.toThrow(/Migration 0002_widgets_name\.sql was edited after it was applied/);
    await writeFile(path.join(dir, '0002_widgets_name.sql'), nameIndex);
    await writeFile(path.join(dir, '0003_log.sql'), `--! no-transaction\n${log}`);
    await expect(migrate(sql, dir)).rejects.toThrow(/Migration 0003_log\.sql was edited after it was applied/);
    await writeFile(path.join(dir, '0003_log.sql'), log);
    expect(await migrate(sql, dir)).toEqual([]);
  });

  it('as docs/developing.md shows it, applies on top of the shipped migrations', async () => {
    const guide = await readFile(path.join(ROOT, 'docs', 'developing.md'), 'utf8');
    const example = fencesOf(guide).filter((fence) => fence.lang === 'sql');
    expect(example).toHaveLength(1);
    const sql = openPool((await createTestDatabase()).url);
    const dir = await migrationsDir({ '9999_docs_example.sql': `${example[0]!.body}\n` });
    for (const file of await readMigrations()) await copyFile(path.join(MIGRATIONS_DIR, file.name), path.join(dir, file.name));
    expect(await migrate(sql, dir)).toEqual(['9999_docs_example.sql']);
    expect(await indexState(sql, 'messages_search_idx')).toBe(true);
  });
});
