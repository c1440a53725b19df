// The viewer's routes, in the address's hash (#/sessions/<id>/timeline): the server serves one page, and a hash never
// reaches the server nor a referrer. Ids are encoded (global ids are base64 and may hold "/" or "+").
import { useEffect, useState } from 'preact/hooks';

export type SessionTab = 'overview' | 'timeline' | 'conversation';

export type Route = { page: 'sessions' } | { page: 'session'; id: string; tab: SessionTab; conversationId: string | null };

const TABS: readonly SessionTab[] = ['overview', 'timeline', 'conversation'];

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'sessions' && parts[1]) {
    const tab = TABS.includes(parts[2] as SessionTab) ? (parts[2] as SessionTab) : 'overview';
    return { page: 'session', id: parts[1], tab, conversationId: tab === 'conversation' ? (parts[3] ?? null) : null };
  }
  return { page: 'sessions' };
}

export function hrefOf(route: Route): string {
  if (route.page === 'sessions') return '#/';
  const base = `#/sessions/${encodeURIComponent(route.id)}`;
  if (route.tab === 'overview') return base;
  if (route.tab === 'conversation' && route.conversationId) return `${base}/conversation/${encodeURIComponent(route.conversationId)}`;
  return `${base}/${route.tab}`;
}

export const sessionHref = (id: string, tab: SessionTab = 'overview', conversationId: string | null = null) =>
  hrefOf({ page: 'session', id, tab, conversationId });

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const changed = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return route;
}
