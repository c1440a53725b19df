// The column types the table files of this folder share.
import type { ColumnType, RawBuilder } from 'kysely';

/** timestamptz that may be null: read as a Date, written as a Date or ISO text. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A jsonb column holding a T, typed once here so that no reader casts: read back parsed, as a T; written only as
 * `json(value)` (db/json.ts), which takes a T. `'default'`: the column has a default, so an insert may leave it out; a
 * nullable column is `JsonOf<T> | null` (test/db.types.test.ts reads these forms). A shape that changed over time
 * types its older rows too: fields added later are optional ("since ..."), and the shape's one reader fills them in.
 */
export type JsonOf<T, Insert extends 'required' | 'default' = 'required'> = ColumnType<
  T,
  Insert extends 'default' ? RawBuilder<T> | undefined : RawBuilder<T>,
  RawBuilder<T>
>;

/**
 * A row's columns, listed once per table and checked complete here (a column left out fails to compile): what reads
 * select instead of `*` where the table holds a search vector, which only search reads and which is about as large as
 * the text it indexes.
 */
export function readColumns<Row>() {
  return <const C extends ReadonlyArray<keyof Row & string>>(columns: C & ([Exclude<keyof Row, C[number]>] extends [never] ? unknown : never)) => columns;
}
