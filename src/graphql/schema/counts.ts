// totalCount of connections that sit under a list (each conversation's messages, each session's events by type),
// counted in one statement for the whole request, and only when asked for.
import { createContextCache } from '@pothos/core';
import type { Context } from '../context.ts';

/**
 * A per-request batch of counts. Every connection registers its key as it resolves (no query: sibling connections
 * of a list all resolve before any of their pages is read), and the first `totalCount` read counts every key
 * registered by then in one call of `load`; later reads of those keys wait for that call. When no totalCount is
 * selected nothing is counted. (A DataLoader would batch only the reads of one tick, and the reads of sibling
 * connections come after their pages, each at its own time.)
 */
export function countBatch(load: (ctx: Context, keys: readonly string[]) => Promise<ReadonlyMap<string, number>>) {
  return createContextCache((ctx: Context) => {
    const counts = new Map<string, Promise<number>>();
    let registered = new Set<string>();
    return {
      register(key: string): void {
        if (!counts.has(key)) registered.add(key);
      },
      count(key: string): Promise<number> {
        if (!counts.has(key)) {
          const keys = [...new Set([...registered, key])].filter((k) => !counts.has(k));
          registered = new Set();
          const loaded = load(ctx, keys);
          for (const k of keys)
            counts.set(
              k,
              loaded.then((found) => found.get(k) ?? 0),
            );
        }
        return counts.get(key)!;
      },
    };
  });
}

/** Keys "<id>|<filter>" grouped by filter: one query per filter, each for all the ids with it. */
export async function countByFilter(
  keys: readonly string[],
  count: (ids: string[], filter: string) => Promise<ReadonlyArray<{ id: string; count: number }>>,
): Promise<Map<string, number>> {
  const byFilter = new Map<string, string[]>();
  for (const key of keys) {
    const cut = key.indexOf('|');
    const filter = key.slice(cut + 1);
    byFilter.set(filter, [...(byFilter.get(filter) ?? []), key.slice(0, cut)]);
  }
  const counts = new Map<string, number>();
  for (const [filter, ids] of byFilter) for (const row of await count(ids, filter)) counts.set(`${row.id}|${filter}`, row.count);
  return counts;
}
