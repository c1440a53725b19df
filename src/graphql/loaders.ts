import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from './context.ts';

/**
 * A per-request DataLoader for one-to-many lists: one query for all parents asked for in a tick, grouped by parent.
 * The cache is keyed by context, so every request (and every subscription event) starts fresh.
 */
export function groupLoader<V>(load: (ctx: Context, parentIds: readonly string[]) => Promise<V[]>, parentOf: (row: V) => string) {
  return createContextCache(
    (ctx: Context) =>
      new DataLoader<string, V[]>(async (parentIds) => {
        const groups = new Map<string, V[]>();
        for (const row of await load(ctx, parentIds)) {
          const key = parentOf(row);
          const group = groups.get(key);
          if (group) group.push(row);
          else groups.set(key, [row]);
        }
        return parentIds.map((id) => groups.get(id) ?? []);
      }),
  );
}

/** A per-request DataLoader for one value per key (aggregates and the like). */
export function valueLoader<V>(load: (ctx: Context, keys: readonly string[]) => Promise<Map<string, V>>, fallback: V) {
  return createContextCache(
    (ctx: Context) =>
      new DataLoader<string, V>(async (keys) => {
        const values = await load(ctx, keys);
        return keys.map((key) => values.get(key) ?? fallback);
      }),
  );
}
