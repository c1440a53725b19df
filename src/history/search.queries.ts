// Full-text search, a read model (only graphql/ reads it; it writes nothing): the owner's messages (with their tool
// calls and results), events, checkpoints, tasks and shared documents that match a query, best first, a page at a time,
// each with a snippet of the text around the words it matched. PostgreSQL's own full-text search: one branch per
// kind of hit over its table's GIN index (search-sources.queries.ts), the branches of the kinds asked for in one
// statement, ranked with ts_rank.
//
// The order is rank, then kind, then a key unique within the kind (ids are time-ordered: newer first), all
// descending: total and stable, so a cursor (search-cursor.model.ts) pages on by keyset. Ranking reads every
// match (no index orders by rank), so a query's cost follows how many rows match it, not the page: the words of a
// query are bounded (search-query.model.ts), as is every statement (SAVEPOINT_STATEMENT_TIMEOUT_MS).
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { SearchPosition } from './search-cursor.model.ts';
import type { SearchKind, SearchScope } from './search-query.model.ts';
import { HEADLINE_MARKS } from './search-snippet.model.ts';
import { branchOf, inheritedBranch, type Owned, type Selecting, SNIPPET_TEXT, tsquery } from './search-sources.queries.ts';

/** A hit as the statement returns it; `headline` is ts_headline's text, the matched words between HEADLINE_MARKS. */
export type SearchHitRow = {
  kind: SearchKind;
  key: string;
  session_id: string;
  at: Date;
  rank: number;
  /** The row's own id in its table: a message's, checkpoint's or task's uuid, an event's number, a document's key. */
  row_id: string;
  /** An event's seq in its session (null for the other kinds). */
  seq: number | null;
  /** A message the session shows because it was forked from the session that wrote it. */
  inherited: boolean;
  headline: string;
};

/** Up to two fragments of up to 24 words around the matches (the first words when the match lies past the text read). */
const HEADLINE_OPTIONS = `MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … ", StartSel="${HEADLINE_MARKS.start}", StopSel="${HEADLINE_MARKS.stop}"`;

/** A page: the hits after a position (none: from the best), at most `limit` of them. */
export type SearchPage = { after?: SearchPosition; limit: number };

function union(scope: SearchScope, owned: Owned, selecting: Selecting): RawBuilder<unknown> {
  const branches = scope.kinds.map((kind) => branchOf(kind, scope, owned, selecting));
  const inherited = scope.kinds.includes('MESSAGE') ? inheritedBranch(scope, owned, selecting) : null;
  return sql.join(inherited ? [...branches, inherited] : branches, sql` union all `);
}

/** One page of hits, best first. */
export async function findSearchHits(db: Db, ownerId: string, scope: SearchScope, page: SearchPage): Promise<SearchHitRow[]> {
  const hits = union(scope, (table) => ownedBy(table, ownerId), 'hits');
  const after = page.after
    ? sql`where (hits.rank, hits.kind collate "C", hits.key collate "C") < (${page.after.rank}::real, ${page.after.kind}::text, ${page.after.key}::text)`
    : sql``;
  const orderBy = sql`order by rank desc, kind collate "C" desc, key collate "C" desc`;
  const snippet = sql.raw(
    `case hit.kind ${Object.entries(SNIPPET_TEXT)
      .map(([kind, text]) => `when '${kind}' then ${text}`)
      .join(' ')} end`,
  );
  const { rows } = await sql<SearchHitRow>`
    select hit.*, ts_headline('english', translate(coalesce(${snippet}, ''), ${HEADLINE_MARKS.start + HEADLINE_MARKS.stop}, ''),
                                 ${tsquery(scope.words)}, ${HEADLINE_OPTIONS}) as headline
    from (
      select * from (${hits}) hits
      ${after}
      ${orderBy}
      limit ${page.limit}
    ) hit
    ${orderBy}`.execute(db);
  return rows;
}

/** How many hits the search has in all (paging aside). */
export async function countSearchHits(db: Db, ownerId: string, scope: SearchScope): Promise<number> {
  const matches = union(scope, (table) => ownedBy(table, ownerId), 'count');
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from (${matches}) matches`.execute(db);
  return rows[0]!.count;
}

/**
 * What PostgreSQL makes of a query's words: no word it indexes (only stop words such as "the", or punctuation), or
 * nothing an index can look up (every word left out with "-"), either of which would match nothing or read every row.
 */
export async function inspectSearchWords(db: Db, words: string): Promise<'searchable' | 'no-words' | 'only-exclusions'> {
  const { rows } = await sql<{ nodes: number; tree: string }>`select numnode(q) as nodes, querytree(q) as tree from ${tsquery(words)} q`.execute(db);
  const { nodes, tree } = rows[0]!;
  if (nodes === 0) return 'no-words';
  return tree === 'T' ? 'only-exclusions' : 'searchable';
}
