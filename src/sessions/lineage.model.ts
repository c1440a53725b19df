// Lineage lists, pure: what a bounded walk (lineage/lineage.queries.ts, session.queries.ts findAncestorIds) read, as
// the list a client sees. Each session once (a cycle, which only a hand edit makes, repeats sessions until the walk's
// bound), and whether the walk stopped at a bound before the tree ended: then the list holds the part within the
// bounds, and says so.

export type LineageList = { ids: string[]; truncated: boolean };

/** A session of a lineage: `lineage_of` is the session asked about, `id` another one `lineage_depth` forks away. */
export type LineageLink = { lineage_of: string; id: string; lineage_depth: number };

/**
 * The ids of `links` (for one session, in walk order, nearest first) without `start` and without repeats, at most
 * `max` of them, and at most `maxDepth` forks away. A walk reads one more row, or one more level, than it keeps: a
 * new session there means the tree goes on past the bound.
 */
export function lineageList(
  links: ReadonlyArray<{ id: string; lineage_depth: number }>,
  start: string,
  bounds: { max: number; maxDepth: number },
): LineageList {
  const seen = new Set([start]);
  const ids: string[] = [];
  let truncated = false;
  for (const link of links) {
    if (seen.has(link.id)) continue;
    seen.add(link.id);
    if (link.lineage_depth > bounds.maxDepth || ids.length === bounds.max) truncated = true;
    else ids.push(link.id);
  }
  return { ids, truncated };
}
