// The viewer's routes, in the address's hash (#/sessions/<id>/timeline): the server serves one page, and a hash never
// reaches the server nor a referrer. Ids are encoded (global ids are base64 and may hold "/" or "+").
//   #/                                         the sessions
//   #/search/<words>                           search results
//   #/sessions/<id>                            a session's overview
//   #/sessions/<id>/timeline[/at/<cursor>]     its timeline (opened at a timeline cursor: a search hit's)
//   #/sessions/<id>/conversation[/<conv>]      its conversations
//   #/sessions/<id>/checkpoints[/<cp>[/<against>]]  its checkpoints, one in detail (diffed against another)
//   #/sessions/<id>/lineage[/<other>]          its fork tree (compared with another session)
import { useEffect, useState } from 'preact/hooks';

export type SessionTab = 'overview' | 'timeline' | 'conversation' | 'checkpoints' | 'lineage';

export type SessionRoute = {
  page: 'session';
  id: string;
  tab: SessionTab;
  /** conversation: the conversation shown; checkpoints: the checkpoint shown; lineage: the session compared with; timeline: the cursor it opens at. */
  target: string | null;
  /** checkpoints: the checkpoint the shown one is diffed against (null: its previous one). */
  against: string | null;
};

export type Route = { page: 'sessions' } | { page: 'search'; query: string } | SessionRoute;

export const SESSION_TABS: readonly SessionTab[] = ['overview', 'timeline', 'conversation', 'checkpoints', 'lineage'];

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'search') return { page: 'search', query: parts[1] ?? '' };
  if (parts[0] !== 'sessions' || !parts[1]) return { page: 'sessions' };
  const tab = SESSION_TABS.includes(parts[2] as SessionTab) ? (parts[2] as SessionTab) : 'overview';
  const rest = parts.slice(3);
  if (tab === 'timeline') return { page: 'session', id: parts[1], tab, target: rest[0] === 'at' ? (rest[1] ?? null) : null, against: null };
  if (tab === 'overview') return { page: 'session', id: parts[1], tab, target: null, against: null };
  return { page: 'session', id: parts[1], tab, target: rest[0] ?? null, against: tab === 'checkpoints' ? (rest[1] ?? null) : null };
}

export function hrefOf(route: Route): string {
  if (route.page === 'sessions') return '#/';
  if (route.page === 'search') return `#/search/${encodeURIComponent(route.query)}`;
  const parts = [route.id, ...(route.tab === 'overview' ? [] : [route.tab])];
  if (route.tab === 'timeline' && route.target) parts.push('at', route.target);
  else if (route.tab !== 'overview' && route.target) parts.push(route.target, ...(route.against ? [route.against] : []));
  return `#/sessions/${parts.map(encodeURIComponent).join('/')}`;
}

export const sessionHref = (id: string, tab: SessionTab = 'overview', target: string | null = null, against: string | null = null) =>
  hrefOf({ page: 'session', id, tab, target, against });

export const searchHref = (query: string) => hrefOf({ page: 'search', query });

/** Goes to a route (a new history entry, as a link would). */
export function navigate(href: string): void {
  location.hash = href;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const changed = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', changed);
    // Effects run after the first paint: a hash that changed between the first render and now (a link followed, a URL
    // opened at once) fired its hashchange before anyone listened, so read it again here.
    changed();
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return route;
}
