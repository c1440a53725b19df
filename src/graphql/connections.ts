import { type DefaultConnectionArguments, type ResolveCursorConnectionArgs, resolveArrayConnection, resolveCursorConnection } from '@pothos/plugin-relay';
import { ValidationError } from '../errors/domain.ts';

/** The largest page any connection returns: a larger `first` or `last` is capped (the schema says so on every connection). */
export const MAX_PAGE = 500;

/** A keyset-paginated connection: `fetch` receives the cursor bounds and a limit (one more than asked). */
export function cursorConnection<T>(
  args: DefaultConnectionArguments,
  toCursor: (node: T) => string,
  fetch: (page: ResolveCursorConnectionArgs) => Promise<T[]>,
) {
  return resolveCursorConnection<Promise<T[]>>({ args, toCursor, defaultSize: DEFAULT_PAGE, maxSize: MAX_PAGE }, fetch);
}

/** The page size every connection returns when `first`/`last` is not given. */
export const DEFAULT_PAGE = 50;

/** A connection over a list already in memory (a session's phases, a phase's tasks...), paged like the others. */
export function arrayConnection<T>(args: DefaultConnectionArguments, items: readonly T[]) {
  return resolveArrayConnection({ args, defaultSize: DEFAULT_PAGE, maxSize: MAX_PAGE }, items as T[]);
}

/**
 * The page arguments of a connection that refuses what the others cap or guess (the timeline's): `first` and `last`
 * together, a negative size, a size over MAX_PAGE. Each refusal is a VALIDATION_FAILED naming the argument.
 */
export function strictPage<A extends { first?: number | null; last?: number | null }>(args: A): A {
  if (args.first != null && args.last != null) {
    throw new ValidationError('last', 'give first (with after) to page forward or last (with before) to page backward, not both.');
  }
  for (const field of ['first', 'last'] as const) {
    const size = args[field];
    if (size != null && (size < 0 || size > MAX_PAGE)) {
      throw new ValidationError(field, `must be 0 to ${MAX_PAGE} (${size} given); page on with the cursors for more.`);
    }
  }
  return args;
}
