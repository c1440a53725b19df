// Guards src/db/tables/, the hand-written Kysely mirror of migrations/*.sql (one file per domain, and database.ts's
// `Database` naming every table): it fails when the TypeScript table interfaces drift from the migrated database
// (tables, columns, nullability, types, defaults, CHECK value lists). TypeScript types are erased at run time, so the
// folder's files are read as text, together; their shape is regular on purpose.
//
// How a column's TypeScript type is read (the conventions of db/tables/):
//   - Nullable: the select type admits null (`T | null`, NullableTimestamp = ColumnType<Date | null, ...>).
//   - JsonOf<T> is a jsonb column holding a T (whatever T is): `JsonOf<T>` not null without a default,
//     `JsonOf<T, 'default'>` not null with one, `JsonOf<T> | null` nullable.
//   - Filled in by the database: Generated<T>, JsonOf<T, 'default'>, or a ColumnType whose insert type admits undefined.
//     It must match "has a default or is an identity" for not-null columns; Kysely lets any nullable column be left out.
//   - A name defined as a union of string literals (SessionState, StepState = TaskState | 'ROLLED_BACK', ...) is a
//     string whose values must equal the column's CHECK (col in (...)) list, which PostgreSQL prints as
//     `col = ANY (ARRAY['A'::text, ...])`.
//   - PostgreSQL types map to TypeScript as PG_TYPES says.
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/client.ts';
import { readColumns } from '../src/db/tables/column-types.ts';
import { useTestDatabase } from './helpers/database.ts';

/** A column as the migrated database defines it. */
type DbColumn = { type: string; nullable: boolean; hasDefault: boolean; checkValues: string[] | null };
/** A column as db/tables/ types it. */
type TsColumn = { text: string; kinds: string[]; nullable: boolean; generated: boolean; union: { name: string; values: string[] } | null };
type Model<C> = Record<string, Record<string, C>>;

const FIX = 'update src/db/tables/ in the same commit as the migration';

/** PostgreSQL type (udt_name) → the TypeScript types that may stand for it ('json': JsonOf<T>). */
const PG_TYPES: Record<string, string[]> = {
  uuid: ['string'],
  text: ['string'],
  varchar: ['string'],
  xid8: ['string'],
  int2: ['number'],
  int4: ['number'],
  int8: ['number'],
  numeric: ['number', 'string'],
  bool: ['boolean'],
  timestamptz: ['Date'],
  jsonb: ['json'],
  bytea: ['Buffer'],
  _uuid: ['string[]'],
  _text: ['string[]'],
  tsvector: ['string'],
};

/** Splits on `separator` outside <>, () and []. */
function splitTop(text: string, separator: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of text) {
    depth += '<(['.includes(char) ? 1 : '>)]'.includes(char) ? -1 : 0;
    if (char === separator && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts.map((part) => part.trim());
}

/** The table interfaces of db/tables/, keyed by the table names of the `Database` interface. */
function parseModel(source: string): Model<TsColumn> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const aliases = new Map([...code.matchAll(/\btype\s+(\w+)\s*=\s*([^;]+);/g)].map((m) => [m[1]!, squash(m[2]!)]));
  const interfaces = new Map(
    [...code.matchAll(/\binterface\s+(\w+)\s*\{([^}]*)\}/g)].map((m) => [
      m[1]!,
      [...m[2]!.matchAll(/(\w+)\s*:\s*([^;]+);/g)].map((f) => [f[1]!, squash(f[2]!)]),
    ]),
  );
  // The values of a union of string literals (through aliases), or null if any member is not one.
  const literals = (type: string): string[] | null => {
    const values = splitTop(type, '|').map((member) => {
      const alias = aliases.get(member);
      return /^'[^']*'$/.test(member) ? [member.slice(1, -1)] : alias ? literals(alias) : null;
    });
    return values.every((v) => v !== null) ? values.flat() : null;
  };
  const column = (text: string): TsColumn => {
    const [first, ...rest] = splitTop(text, '|');
    const json = /^JsonOf<(.*)>$/.exec(first!);
    if (json && rest.length <= 1 && rest.every((m) => m === 'null')) {
      const generated = splitTop(json[1]!, ',')[1] === "'default'";
      return { text, kinds: ['json'], nullable: rest.length === 1, generated, union: null };
    }
    const alias = aliases.get(text);
    if (alias?.startsWith('ColumnType<')) return { ...column(alias), text };
    const generic = /^(Generated|ColumnType)<(.*)>$/.exec(text);
    const [select = text, insert = select] = !generic ? [text] : generic[1] === 'Generated' ? [generic[2]!, 'undefined'] : splitTop(generic[2]!, ',');
    const members = splitTop(select, '|');
    const nonNull = members.filter((m) => m !== 'null').join(' | ');
    const values = literals(nonNull);
    return {
      text,
      kinds: values ? ['string'] : splitTop(nonNull, '|'),
      nullable: members.includes('null'),
      generated: splitTop(insert, '|').some((m) => m === 'undefined' || m === 'unknown'),
      union: values ? { name: nonNull, values } : null,
    };
  };
  const tables = interfaces.get('Database');
  if (!tables) throw new Error('src/db/tables/ has no `interface Database`');
  return Object.fromEntries(
    tables.map(([table, name]) => {
      const fields = interfaces.get(name!);
      if (!fields) throw new Error(`src/db/tables/: Database.${table} names ${name}, which is not an interface there`);
      return [table, Object.fromEntries(fields.map(([field, type]) => [field, column(type!)]))];
    }),
  );
}

/** The string literals of a CHECK list: `col = ANY (ARRAY['A'::text, ...])` as PostgreSQL prints it, or `col IN ('A', ...)`. */
function checkValues(definition: string): string[] | null {
  const list = /=\s*ANY\s*\(+ARRAY\[([^\]]*)\]/.exec(definition) ?? /\bIN\s*\(([^)]*)\)/i.exec(definition);
  return list ? [...list[1]!.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'")) : null;
}

async function readDatabase(sql: Sql): Promise<Model<DbColumn>> {
  const columns = await sql<{ table_name: string; column_name: string; udt_name: string; nullable: boolean; has_default: boolean }[]>`
    select c.table_name, c.column_name, c.udt_name, c.is_nullable = 'YES' as nullable,
           (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS') as has_default
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'savepoint_migrations'
    order by c.table_name, c.ordinal_position`;
  const checks = await sql<{ table_name: string; column_name: string; definition: string }[]>`
    select rel.relname as table_name, att.attname as column_name, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
    where con.contype = 'c' and rel.relnamespace = 'public'::regnamespace and cardinality(con.conkey) = 1`;
  const model: Model<DbColumn> = {};
  for (const c of columns) {
    const lists = checks.filter((k) => k.table_name === c.table_name && k.column_name === c.column_name).map((k) => checkValues(k.definition));
    model[c.table_name] ??= {};
    model[c.table_name]![c.column_name] = {
      type: c.udt_name,
      nullable: c.nullable,
      hasDefault: c.has_default,
      checkValues: lists.find((values) => values !== null) ?? null,
    };
  }
  return model;
}

function columnProblems(ts: TsColumn, db: DbColumn): string[] {
  const problems: string[] = [];
  if (ts.nullable !== db.nullable) {
    problems.push(`the database column is ${db.nullable ? 'nullable' : 'not null'} but ${ts.text} ${ts.nullable ? 'admits' : 'does not admit'} null`);
  } else if (!db.nullable && ts.generated !== db.hasDefault) {
    problems.push(
      db.hasDefault
        ? `the column has a default but ${ts.text} makes inserts give it (use Generated<...>; for jsonb JsonOf<T, 'default'>)`
        : `the column has no default but ${ts.text} lets inserts leave it out (drop Generated<...>, or JsonOf's 'default')`,
    );
  }
  const allowed = PG_TYPES[db.type];
  if (!allowed) problems.push(`no TypeScript mapping for PostgreSQL type ${db.type} (extend PG_TYPES in test/db.types.test.ts)`);
  else if (ts.kinds.length === 0 || ts.kinds.some((kind) => !allowed.includes(kind))) {
    problems.push(`PostgreSQL ${db.type} is ${allowed.join(' or ')} in TypeScript, not ${ts.text}`);
  }
  const tsValues = ts.union?.values ?? null;
  if (tsValues && db.checkValues) {
    const extra = tsValues.filter((v) => !db.checkValues!.includes(v));
    const missing = db.checkValues.filter((v) => !tsValues.includes(v));
    if (extra.length) problems.push(`${ts.union!.name} allows ${extra.join(', ')}, which the CHECK constraint rejects`);
    if (missing.length) problems.push(`the CHECK constraint allows ${missing.join(', ')}, which ${ts.union!.name} lacks`);
  } else if (db.checkValues) {
    problems.push(`the CHECK constraint allows only ${db.checkValues.join(', ')} but TypeScript types it ${ts.text} (use a string-literal union)`);
  } else if (tsValues) {
    problems.push(`${ts.union!.name} restricts its values but the column has no CHECK (... in (...)) list`);
  }
  return problems;
}

/** Every difference between db/tables/ (ts) and the migrated database (db), one readable line each. */
function compare(ts: Model<TsColumn>, db: Model<DbColumn>): string[] {
  const problems: string[] = [];
  const names = (a: object = {}, b: object = {}) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const table of names(ts, db)) {
    const [tsTable, dbTable] = [ts[table], db[table]];
    if (!tsTable) problems.push(`${table}: the table exists in the database but not in the Database interface; ${FIX}`);
    else if (!dbTable) problems.push(`${table}: the Database interface lists it but the migrations create no such table; ${FIX}`);
    else {
      for (const name of names(tsTable, dbTable)) {
        const [tsColumn, dbColumn] = [tsTable[name], dbTable[name]];
        const what = !tsColumn
          ? [`the ${dbColumn!.type} column is missing from the TypeScript interface`]
          : !dbColumn
            ? [`TypeScript declares it (${tsColumn.text}) but the table has no such column`]
            : columnProblems(tsColumn, dbColumn);
        problems.push(...what.map((w) => `${table}.${name}: ${w}; ${FIX}`));
      }
    }
  }
  return problems;
}

const TABLES = new URL('../src/db/tables/', import.meta.url);
const source = (await Promise.all((await readdir(TABLES)).sort().map((file) => readFile(new URL(file, TABLES), 'utf8')))).join('\n');
const { sql } = await useTestDatabase();
const facts = await readDatabase(sql);

describe('src/db/tables/', () => {
  it('matches the migrated database: tables, columns, nullability, types, defaults and CHECK value lists', () => {
    expect(Object.keys(facts).length).toBeGreaterThan(10);
    expect(compare(parseModel(source), facts)).toEqual([]);
  });

  it('reports planted drifts, each by table and column', () => {
    const plant = (text: string, from: string, to: string) => {
      expect(text).toContain(from);
      return text.replace(from, to);
    };
    let drifted = source;
    drifted = plant(drifted, '  failure_reason: string | null;\n', ''); // a missing column
    drifted = plant(drifted, 'max_active_sessions: number | null;', 'max_active_sessions: number | null;\n  archived_at: NullableTimestamp;'); // an extra one
    drifted = plant(drifted, 'tool_name: string | null;', 'tool_name: string;'); // wrong nullability
    drifted = plant(drifted, 'lines_added: Generated<number>;', 'lines_added: number;'); // a default not declared
    drifted = plant(drifted, 'token_hash: Buffer;', 'token_hash: string;'); // wrong type
    drifted = plant(drifted, 'state_snapshot: JsonOf<StoredStateSnapshot>;', 'state_snapshot: JsonOf<StoredStateSnapshot> | null;'); // a required jsonb typed as nullable
    drifted = plant(drifted, "todos: JsonOf<TodoItem[], 'default'>;", 'todos: JsonOf<TodoItem[]>;'); // a jsonb default not declared
    drifted = plant(drifted, 'signature: string;', 'signature: Generated<string>;'); // a default the database lacks
    drifted = plant(drifted, "| 'REWIND';", "| 'REWIND' | 'ARCHIVED';"); // an extra enum value
    drifted = plant(drifted, '  idempotency_records: IdempotencyRecordsTable;\n', ''); // a missing table
    const db = structuredClone(facts);
    db.approvals!.state!.checkValues!.push('EXPIRED'); // a value the TS union lacks
    db.steps!.kind!.checkValues = null; // a union without a CHECK list
    db.owners!.name!.type = 'point'; // a type the test cannot map
    delete db.conversations; // a table no migration creates

    const problems = compare(parseModel(drifted), db);
    const expected = [
      /^api_tokens\.token_hash: PostgreSQL bytea is Buffer in TypeScript, not string;/,
      /^approvals\.state: the CHECK constraint allows EXPIRED, which ApprovalState lacks;/,
      /^checkpoints\.kind: CheckpointKind allows ARCHIVED, which the CHECK constraint rejects;/,
      /^checkpoints\.lines_added: the column has a default but number makes inserts give it/,
      /^checkpoints\.signature: the column has no default but Generated<string> lets inserts leave it out/,
      /^checkpoints\.state_snapshot: the database column is not null but JsonOf<StoredStateSnapshot> \| null admits null;/,
      /^conversations: the Database interface lists it but the migrations create no such table;/,
      /^idempotency_records: the table exists in the database but not in the Database interface;/,
      /^messages\.tool_name: the database column is nullable but string does not admit null;/,
      /^owners\.archived_at: TypeScript declares it \(NullableTimestamp\) but the table has no such column;/,
      /^owners\.name: no TypeScript mapping for PostgreSQL type point/,
      /^sessions\.failure_reason: the text column is missing from the TypeScript interface;/,
      /^steps\.kind: StepKind restricts its values but the column has no CHECK/,
      /^tasks\.todos: the column has a default but JsonOf<TodoItem\[\]> makes inserts give it/,
    ];
    expect(problems).toEqual(expected.map((pattern) => expect.stringMatching(pattern)));
    for (const problem of problems) expect(problem).toContain(FIX);
  });

  it('reads a CHECK list as PostgreSQL prints it and as the migrations write it', () => {
    expect(checkValues("CHECK ((state = ANY (ARRAY['A'::text, 'B''s'::text])))")).toEqual(['A', "B's"]);
    expect(checkValues("CHECK (((kind)::text = ANY ((ARRAY['X'::character varying, 'Y'::character varying])::text[])))")).toEqual(['X', 'Y']);
    expect(checkValues("check (kind in ('MANUAL','STEP'))")).toEqual(['MANUAL', 'STEP']);
    expect(checkValues('CHECK (((max_active_sessions >= 1) AND (max_active_sessions <= 100000)))')).toBeNull();
  });
});

describe('readColumns', () => {
  it('lists a row type’s columns, and a list that leaves one out does not compile', () => {
    const listed = readColumns<{ a: number; b: string }>()(['a', 'b']);
    expect(listed).toEqual(['a', 'b']);
    // @ts-expect-error `b` is left out
    readColumns<{ a: number; b: string }>()(['a']);
  });
});
