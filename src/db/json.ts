import { type RawBuilder, sql } from 'kysely';

// Parameters are sent as text and cast in SQL: postgres.js picks its serializer from the parameter type the server
// infers, and would JSON-encode a string bound straight to jsonb a second time.

/** A jsonb parameter, typed as the value it holds (so a column typed JsonOf<T>, db/tables/, takes only a T). */
export function json<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(cast(${JSON.stringify(value ?? null)} as text) as jsonb)`;
}

/** A uuid[] parameter. */
export function uuidArray(values: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`cast(cast(${`{${values.join(',')}}`} as text) as uuid[])`;
}
