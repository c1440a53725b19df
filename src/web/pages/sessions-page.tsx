// Your sessions: filtered by state, by whether they can be resumed, and by words of their objective; resumable ones
// first. Their state badges follow the workspaces' live feeds: a session's row is read again when its state changes.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  type SessionState,
  ViewerSessionRowDocument,
  type ViewerSessionRowFragment,
  ViewerSessionsDocument,
  ViewerWorkspaceCursorsDocument,
  WorkspaceEventsDocument,
} from '../../client/gql/operations.ts';
import { ErrorNote, Loading, StateBadge } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { timeText } from '../format.ts';
import { useFeed, useLoad, useThrottled } from '../hooks.ts';
import { sessionHref } from '../route.ts';
import { SearchBox } from './search-box.tsx';

const STATES: readonly SessionState[] = ['CREATED', 'PLANNING', 'RUNNING', 'AWAITING_APPROVAL', 'PAUSED', 'COMPLETED', 'FAILED', 'CANCELLED'];
const PAGE = 200;

type Filters = { state: SessionState | ''; resumable: '' | 'yes' | 'no'; search: string };

export function SessionsPage() {
  const { client } = useConnection();
  const [filters, setFilters] = useState<Filters>({ state: '', resumable: '', search: '' });
  const [search, setSearch] = useState('');
  const [patched, setPatched] = useState<ReadonlyMap<string, ViewerSessionRowFragment>>(new Map());

  // The search box asks the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === search ? f : { ...f, search })), 250);
    return () => clearTimeout(timer);
  }, [search]);

  // Where each workspace's feed stands is read first, then the list: the feeds follow from those cursors, so a change
  // made while the list is read is delivered, never missed (and follow() resumes from its cursor after a drop).
  const list = useLoad(async () => {
    const { workspaces } = await client.request(ViewerWorkspaceCursorsDocument, {});
    const filter = {
      ...(filters.state ? { state: [filters.state] } : {}),
      ...(filters.resumable ? { resumable: filters.resumable === 'yes' } : {}),
      ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    };
    const { sessions } = await client.request(ViewerSessionsDocument, { filter, first: PAGE });
    setPatched(new Map());
    return { ...sessions, cursors: new Map(workspaces.nodes.map((workspace) => [workspace.id, workspace.lastEventCursor])) };
  }, [client, filters]);
  const reloadSoon = useThrottled(list.reload, 300);

  const rows = useMemo(() => {
    const nodes = (list.value?.nodes ?? []).map((row) => patched.get(row.id) ?? row);
    // Resumable first; otherwise as the server orders them (newest first). Array.sort is stable.
    return [...nodes].sort((a, b) => Number(b.resumable) - Number(a.resumable));
  }, [list.value, patched]);
  const workspaceIds = useMemo(() => [...new Set(rows.map((row) => row.workspace.id))].sort(), [rows]);

  // Sessions whose row changed, read again together at most every 300 ms (a busy session writes many events).
  const changed = useRef(new Set<string>());
  const refreshChanged = useThrottled(() => {
    const ids = [...changed.current];
    changed.current.clear();
    for (const id of ids) {
      void client.request(ViewerSessionRowDocument, { id }).then(({ session }) => {
        if (session.__typename === 'Session') setPatched((map) => new Map(map).set(id, session));
      });
    }
  }, 300);
  const refresh = (id: string) => {
    changed.current.add(id);
    refreshChanged();
  };

  return (
    <>
      <h1>Sessions</h1>
      <form class="filters" aria-label="Filter the sessions" onSubmit={(event) => event.preventDefault()}>
        <label>
          Search
          <input type="search" name="search" value={search} placeholder="Words of the objective" onInput={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <label>
          State
          <select value={filters.state} onChange={(e) => setFilters({ ...filters, state: e.currentTarget.value as Filters['state'] })}>
            <option value="">Any state</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {state.toLowerCase().replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
        <label>
          Resumable
          <select value={filters.resumable} onChange={(e) => setFilters({ ...filters, resumable: e.currentTarget.value as Filters['resumable'] })}>
            <option value="">Either</option>
            <option value="yes">Resumable</option>
            <option value="no">Not resumable</option>
          </select>
        </label>
      </form>
      <SearchBox />
      {workspaceIds.map((workspaceId) => (
        <WorkspaceFeed
          key={workspaceId}
          workspaceId={workspaceId}
          after={list.value?.cursors.get(workspaceId) ?? null}
          known={rows}
          onChanged={refresh}
          onNew={reloadSoon}
        />
      ))}
      {list.error ? <ErrorNote error={list.error} /> : null}
      {list.value === null && !list.error ? <Loading what="sessions" /> : null}
      {list.value && rows.length === 0 ? <p>No session matches.</p> : null}
      <ul class="sessions" aria-label="Sessions">
        {rows.map((row) => (
          <li key={row.id} class="session-row" data-session={row.id}>
            <a href={sessionHref(row.id)}>{row.objective}</a>
            <div class="facts">
              <StateBadge state={row.state} label="State" />
              <span class={`badge ${row.resumable ? 'resumable' : 'not-resumable'}`}>{row.resumable ? 'resumable' : 'not resumable'}</span>
              {row.parent ? <span class="badge fork">fork</span> : null}
              <span>{row.workspace.name}</span>
              <span>{Math.round(row.progress.percentComplete)}% done</span>
              <span>
                updated <time dateTime={row.updatedAt}>{timeText(row.updatedAt)}</time>
              </span>
            </div>
          </li>
        ))}
      </ul>
      {list.value?.pageInfo.hasNextPage ? <p>Showing the newest {PAGE}; narrow the filters to find older ones.</p> : null}
    </>
  );
}

/** One workspace's live feed (from the cursor read with the list): a session whose state or lease changed is read again; a new one reloads the list. */
function WorkspaceFeed(props: {
  workspaceId: string;
  after: string | null;
  known: readonly ViewerSessionRowFragment[];
  onChanged: (id: string) => void;
  onNew: () => void;
}) {
  useFeed(WorkspaceEventsDocument, { workspaceId: props.workspaceId }, props.after, ({ node }) => {
    const known = props.known.some((row) => row.id === node.session.id);
    if (!known) props.onNew();
    else if (/^(session|lease|task)\./.test(node.type)) props.onChanged(node.session.id); // its state, lease or progress
  });
  return null;
}
