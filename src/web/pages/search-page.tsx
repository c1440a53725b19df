// Search results, best match first (PostgreSQL full-text search over your messages, tool calls, events, checkpoints,
// tasks and shared documents): each names its session and kind, shows the words it matched in their context, and
// opens the session's timeline at the hit (its timelineCursor). More results a page at a time.
import { useState } from 'preact/hooks';
import { ViewerSearchDocument, type ViewerSearchQuery } from '../../client/gql/operations.ts';
import type { Success } from '../../client/results.ts';
import { ErrorNote, Loading } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { timeText } from '../format.ts';
import { useLoad } from '../hooks.ts';
import { sessionHref } from '../route.ts';
import { SearchBox } from './search-box.tsx';

const PAGE = 50;

type Results = Success<ViewerSearchQuery['search']>;
type Hit = Results['nodes'][number];

export function SearchPage({ query }: { query: string }) {
  const { client } = useConnection();
  const [more, setMore] = useState<{ hits: Hit[]; cursor: string | null; next: boolean } | null>(null);
  const search = async (after: string | null) => {
    const { search } = await client.request(ViewerSearchDocument, { query, first: PAGE, after });
    if (search.__typename !== 'SearchConnection') throw new Error(`${search.code}: ${search.message}`);
    return search;
  };
  const first = useLoad(async () => {
    setMore(null);
    return query.trim() ? await search(null) : null;
  }, [client, query]);
  const [moreError, setMoreError] = useState<Error | null>(null);
  const hits = [...(first.value?.nodes ?? []), ...(more?.hits ?? [])];
  const next = more ? more.next : (first.value?.pageInfo.hasNextPage ?? false);
  const loadMore = () => {
    const cursor = more ? more.cursor : (first.value?.pageInfo.endCursor ?? null);
    search(cursor).then(
      (page) => setMore({ hits: [...(more?.hits ?? []), ...page.nodes], cursor: page.pageInfo.endCursor ?? null, next: page.pageInfo.hasNextPage }),
      setMoreError,
    );
  };
  return (
    <>
      <h1>Search</h1>
      <SearchBox key={query} query={query} />
      {first.error ? <ErrorNote error={first.error} /> : null}
      {first.loading && !first.value ? <Loading what="the results" /> : null}
      {first.value ? (
        <p role="status">
          {first.value.totalCount} results for “{query}”{first.value.totalCount ? ', best match first' : ''}.
        </p>
      ) : null}
      <ol class="search-hits" aria-label="Results">
        {hits.map((hit, index) => (
          <li key={index} class="search-hit" data-kind={hit.kind}>
            <p class="facts">
              <span class="badge">{hit.kind.toLowerCase()}</span>
              {hit.inherited ? <span class="badge inherited">inherited</span> : null}
              <time dateTime={hit.at}>{timeText(hit.at)}</time>
              <a href={hit.timelineCursor ? sessionHref(hit.session.id, 'timeline', hit.timelineCursor) : sessionHref(hit.session.id)}>
                {hit.session.objective}
              </a>
            </p>
            <p class="snippet">{hit.snippet.parts.map((part, i) => (part.highlighted ? <mark key={i}>{part.text}</mark> : part.text))}</p>
          </li>
        ))}
      </ol>
      {moreError ? <ErrorNote error={moreError} /> : null}
      {next ? (
        <button type="button" onClick={loadMore}>
          Show more results
        </button>
      ) : null}
    </>
  );
}
