// urql 6: queries and mutations over HTTP (as GET: the Authorization header lets them past CSRF prevention),
// subscriptions over graphql-ws, and a session's events followed from a cursor across restarts (follow.ts).
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type FollowOptions, follow } from './follow.ts';

export function createUrql({ url, token }: { url: string; token: string }) {
  const authorization = `Bearer ${token}`;
  const subscriptions = createClient({
    url: url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket, // Node 20 only: browsers and Node 22 have a global WebSocket
    connectionParams: { authorization },
    retryAttempts: 0, // its retries would send each subscription again from its first cursor: follow() resubscribes instead
  });
  return new Client({
    url,
    fetchOptions: { headers: { authorization } },
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: subscriptions.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
}

export type EventEdge = { cursor: string; node: { seq: number; type: string; data: unknown } };

const SessionEvents = `
  subscription SessionEvents($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`;

/** A session's events after `after`, then live, each once and in order, across restarts of the server. */
export function followSession(client: Client, sessionId: string, after: string, onEvent: (edge: EventEdge) => void, options?: FollowOptions) {
  return follow<EventEdge>(
    (from, on) => {
      const { unsubscribe } = client.subscription<{ sessionEvents: EventEdge }>(SessionEvents, { sessionId, after: from }).subscribe((result) => {
        if (result.error) result.error.graphQLErrors.length ? on.refused(result.error) : on.ended();
        // When a subscription completes, urql delivers its last item again with hasNext false: that is the end.
        else if (!result.hasNext) on.ended();
        else if (result.data) on.item(result.data.sessionEvents);
      });
      return unsubscribe;
    },
    after,
    onEvent,
    options,
  );
}
