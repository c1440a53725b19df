import { type DefaultConnectionArguments, type ResolveCursorConnectionArgs, resolveCursorConnection } from '@pothos/plugin-relay';

/** The largest page any connection returns: a larger `first` or `last` is capped (the schema says so on every connection). */
export const MAX_PAGE = 500;

/** A keyset-paginated connection: `fetch` receives the cursor bounds and a limit (one more than asked). */
export function cursorConnection<T>(
  args: DefaultConnectionArguments,
  toCursor: (node: T) => string,
  fetch: (page: ResolveCursorConnectionArgs) => Promise<T[]>,
) {
  return resolveCursorConnection<Promise<T[]>>({ args, toCursor, defaultSize: 50, maxSize: MAX_PAGE }, fetch);
}
