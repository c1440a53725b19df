// A session's timeline: its event log, newest first. The newest page is read first; the live feed follows from that
// page's last cursor (so nothing between the two is missed or shown twice, also across a dropped connection); older
// pages load by cursor as the list is scrolled to its end. Events arriving in a burst are added once per frame into
// a virtualised list. Filtered by kind (the type up to its first dot: task, step, session...).
// Opened at a timeline cursor (a search hit's), it reads the pages either side of that entry's event, selects it and
// scrolls to it; newer pages then load as the list is scrolled to its top, and the live feed starts once the newest
// event is reached.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  SessionEventsDocument,
  type ViewerEventFragment,
  ViewerEventsAfterDocument,
  ViewerEventsDocument,
  ViewerTimelineAtDocument,
} from '../../client/gql/operations.ts';
import { ErrorNote, Loading } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { clockText, gistOf, jsonText, kindOf, timeText } from '../format.ts';
import { useFeed } from '../hooks.ts';
import { sessionHref } from '../route.ts';
import { VirtualList, type VirtualListHandle } from '../virtual-list.tsx';

const PAGE = 200;
const ROW_HEIGHT = 36; // px; viewer.css gives .event-row the same height
const KINDS = ['session', 'phase', 'task', 'step', 'messages', 'checkpoint', 'approval', 'lease', 'todos', 'context', 'rewind', 'fork', 'custom'];

type Page = { cursor: string | null; more: boolean; loading: boolean };

export function TimelineView({ sessionId, at }: { sessionId: string; at: string | null }) {
  const { client } = useConnection();
  const events = useRef<ViewerEventFragment[]>([]); // oldest first
  const older = useRef<Page>({ cursor: null, more: false, loading: false });
  const newer = useRef<Page>({ cursor: null, more: false, loading: false });
  const scrollTo = useRef<number | null>(null);
  const [version, setVersion] = useState(0);
  const [start, setStart] = useState<string | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [kind, setKind] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useRef<VirtualListHandle>(null);
  const addedAbove = useRef(0);
  const kindNow = useRef(kind);
  kindNow.current = kind;

  const loadPage = useCallback(
    async (before: string | null) => {
      const { session } = await client.request(ViewerEventsDocument, { id: sessionId, last: PAGE, before });
      if (session.__typename !== 'Session' || !session.events) throw new Error('This session cannot be read.');
      return session.events;
    },
    [client, sessionId],
  );

  const loadNewerPage = useCallback(
    async (after: string) => {
      const { session } = await client.request(ViewerEventsAfterDocument, { id: sessionId, first: PAGE, after });
      if (session.__typename !== 'Session' || !session.events) throw new Error('This session cannot be read.');
      return session.events;
    },
    [client, sessionId],
  );
  /** Where the newer end stands: once it is the log's end, the live feed follows from there. */
  const reachNewer = (cursor: string | null, more: boolean) => {
    newer.current = { cursor, more, loading: false };
    if (!more) setStart(cursor ?? '0');
  };

  // The newest page, then the feed from its end; or the pages either side of the event `at` stands for.
  useEffect(() => {
    const opened = async () => {
      if (!at) {
        const page = await loadPage(null);
        events.current = page.edges.map((edge) => edge.node);
        older.current = { cursor: page.pageInfo.startCursor ?? null, more: page.pageInfo.hasPreviousPage, loading: false };
        return reachNewer(page.pageInfo.endCursor ?? null, false);
      }
      const { session } = await client.request(ViewerTimelineAtDocument, { id: sessionId, at });
      const entry = session.__typename === 'Session' ? session.timeline?.nodes[0] : null;
      if (!entry) throw new Error('This place is no longer in the timeline (deleted since): open the timeline from its newest events.');
      // A fork's inherited entry is its source's event: shown in the source's timeline.
      if (entry.session.id !== sessionId) return location.replace(sessionHref(entry.session.id, 'timeline', at));
      const { seq } = entry.event;
      // The event's seq is its cursor in the log (as lastEventSeq is the feed's): the pages before it and from it.
      const [before, from] = await Promise.all([loadPage(String(seq)), loadNewerPage(String(seq - 1))]);
      events.current = [...before.edges, ...from.edges].map((edge) => edge.node);
      older.current = { cursor: before.pageInfo.startCursor ?? from.pageInfo.endCursor ?? null, more: before.pageInfo.hasPreviousPage, loading: false };
      scrollTo.current = seq;
      setSelected(seq);
      reachNewer(from.pageInfo.endCursor ?? null, from.pageInfo.hasNextPage);
    };
    opened().then(() => setVersion((n) => n + 1), setError);
  }, [loadPage, loadNewerPage, at]);

  const loadNewer = useCallback(() => {
    const state = newer.current;
    if (!state.more || state.loading || state.cursor === null) return;
    state.loading = true;
    loadNewerPage(state.cursor).then((page) => {
      const arrived = page.edges.map((edge) => edge.node);
      events.current = events.current.concat(arrived);
      addedAbove.current += kindNow.current ? arrived.filter((e) => kindOf(e.type) === kindNow.current).length : arrived.length;
      reachNewer(page.pageInfo.endCursor ?? state.cursor, page.pageInfo.hasNextPage);
      setVersion((n) => n + 1);
    }, setError);
  }, [loadNewerPage]);

  const loadOlder = useCallback(() => {
    const state = older.current;
    if (!state.more || state.loading || state.cursor === null) return;
    state.loading = true;
    loadPage(state.cursor).then((page) => {
      events.current = [...page.edges.map((edge) => edge.node), ...events.current];
      older.current = { cursor: page.pageInfo.startCursor ?? null, more: page.pageInfo.hasPreviousPage, loading: false };
      setVersion((n) => n + 1);
    }, setError);
  }, [loadPage]);

  // Live events: gathered, then added together at the next frame.
  const pending = useRef<ViewerEventFragment[]>([]);
  const frame = useRef<number | null>(null);
  const refusal = useFeed(SessionEventsDocument, { sessionId }, start, ({ node }) => {
    pending.current.push(node);
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      const arrived = pending.current;
      pending.current = [];
      events.current = events.current.concat(arrived);
      addedAbove.current += kindNow.current ? arrived.filter((e) => kindOf(e.type) === kindNow.current).length : arrived.length;
      setVersion((n) => n + 1);
    });
  });
  useLayoutEffect(() => () => cancelAnimationFrame(frame.current ?? 0), []);

  const shown = useMemo(() => (kind ? events.current.filter((e) => kindOf(e.type) === kind) : events.current), [version, kind]);
  const kinds = useMemo(() => [...new Set([...KINDS, ...events.current.map((e) => kindOf(e.type))])].sort(), [version]);
  useLayoutEffect(() => {
    list.current?.keepPlace(addedAbove.current);
    addedAbove.current = 0;
    const target = scrollTo.current;
    const index = target === null ? -1 : shown.length - 1 - shown.findIndex((e) => e.seq === target);
    if (index >= 0 && index < shown.length) {
      scrollTo.current = null;
      list.current?.scrollToIndex(index);
    }
  }, [version, start]);

  const detail = selected === null ? null : events.current.find((e) => e.seq === selected);
  const renderRow = (index: number) => {
    const event = shown[shown.length - 1 - index]!;
    return (
      <li key={event.seq} class="event-row" aria-posinset={index + 1} aria-setsize={shown.length} data-seq={event.seq} data-type={event.type}>
        <button type="button" aria-pressed={selected === event.seq} onClick={() => setSelected(event.seq)}>
          <span class="seq">#{event.seq}</span> <time dateTime={event.createdAt}>{clockText(event.createdAt)}</time>{' '}
          <span class="badge kind">{kindOf(event.type)}</span> <span class="type">{event.type}</span> <span class="actor">{event.actor}</span>{' '}
          <span class="gist">{gistOf(event.data)}</span>
        </button>
      </li>
    );
  };

  if (error) return <ErrorNote error={error} />;
  if (version === 0) return <Loading what="the timeline" />;
  return (
    <section class="timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <div class="toolbar">
        <label>
          Kind
          <select value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <p class="count" aria-live="off">
          {shown.length} events shown{older.current.more ? '; older ones load as you scroll' : ', from the first'}
          {newer.current.more ? '; newer ones load as you scroll up' : ''}
        </p>
      </div>
      {refusal ? <ErrorNote error={refusal} /> : null}
      <VirtualList
        count={shown.length}
        rowHeight={ROW_HEIGHT}
        label="Events, newest first"
        renderRow={renderRow}
        onNearEnd={loadOlder}
        onNearStart={loadNewer}
        handle={list}
      />
      {detail ? (
        <section class="event-detail" aria-label="Selected event">
          <h3>
            #{detail.seq} {detail.type}
          </h3>
          <p>
            by {detail.actor} on <time dateTime={detail.createdAt}>{timeText(detail.createdAt)}</time>
          </p>
          <pre>{jsonText(detail.data)}</pre>
        </section>
      ) : null}
    </section>
  );
}
