// graphql-ws 6 alone: a session's events followed from a cursor across dropped sockets and restarts (follow.ts).
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type FollowOptions, follow } from './follow.ts';

export function createWsClient({ url, token }: { url: string; token: string }) {
  return createClient({
    url: url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket, // Node 20 only: browsers and Node 22 have a global WebSocket
    connectionParams: { authorization: `Bearer ${token}` }, // checked when the socket opens
    retryAttempts: 0, // its retries would send each subscription again from its first cursor: follow() resubscribes instead
  });
}

export type EventEdge = { cursor: string; node: { seq: number; type: string; data: unknown } };

const SessionEvents = `
  subscription SessionEvents($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`;

export function followSession(
  client: ReturnType<typeof createWsClient>,
  sessionId: string,
  after: string,
  onEvent: (edge: EventEdge) => void,
  options?: FollowOptions,
) {
  return follow<EventEdge>(
    (from, on) =>
      client.subscribe<{ sessionEvents: EventEdge }>(
        { query: SessionEvents, variables: { sessionId, after: from } },
        {
          next: ({ data, errors }) => (errors ? on.refused(errors) : data && on.item(data.sessionEvents)),
          // A list of GraphQL errors is a refusal; anything else is a lost socket or a server going away.
          error: (error) => (Array.isArray(error) ? on.refused(error) : on.ended()),
          complete: on.ended, // the server completes every subscription when it shuts down
        },
      ),
    after,
    onEvent,
    options,
  );
}
