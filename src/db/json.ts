import { sql, type RawBuilder } from 'kysely';

/** A jsonb parameter. postgres.js cannot infer jsonb from a bare object, so values are sent as text and cast. */
export function json(value: unknown): RawBuilder<unknown> {
  return sql`cast(${JSON.stringify(value ?? null)} as jsonb)`;
}

/** A uuid[] parameter. */
export function uuidArray(values: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`cast(${`{${values.join(',')}}`} as uuid[])`;
}
