import { type DefaultConnectionArguments, type ResolveCursorConnectionArgs, resolveArrayConnection, resolveCursorConnection } from '@pothos/plugin-relay';

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
