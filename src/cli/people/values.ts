// Reading what a person types: enum values in any case (`paused`, `restart-phase`), lists (`--state paused,running`
// or the option twice), counts within bounds, moments (an ISO time, or a time ago such as 30m). A value that cannot be
// read is an invalid-input failure (exit 2) naming what to give instead; nothing is sent.
import { parseMoment } from '../terminal/time.ts';
import { invalidInput } from './failure.ts';

/** Every value of a GraphQL enum, checked by the compiler against its generated type (a value added there must be added here). */
export function enumValues<T extends string>() {
  return <const A extends readonly T[]>(values: A & ([T] extends [A[number]] ? unknown : 'lists every value of the enum')): A => values;
}

/** The enum value a person typed (case and `-` for `_` ignored). */
export function choice<T extends string>(text: string, values: readonly T[], option: string): T {
  const wanted = text.trim().toUpperCase().replace(/-/g, '_');
  const found = values.find((value) => value === wanted);
  if (!found) throw invalidInput(`${option} takes one of ${values.map((value) => value.toLowerCase().replace(/_/g, '-')).join(', ')}; not "${text}".`);
  return found;
}

/** Collects a repeatable option, each value possibly a comma-separated list. */
export function collect(value: string, previous: string[] = []): string[] {
  return [
    ...previous,
    ...value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ];
}

/** A whole number from `min` to `max`. */
export function count(text: string, option: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) throw invalidInput(`${option} takes a whole number from ${min} to ${max}; not "${text}".`);
  return value;
}

/** An ISO time, or a time ago (90s, 30m, 2h, 7d, 1w). */
export function moment(text: string, option: string): string {
  const at = parseMoment(text);
  if (!at) throw invalidInput(`${option} takes a time (2026-11-27T10:00:00Z, or a date) or a time ago (30m, 2h, 7d); not "${text}".`);
  return at;
}
