// graphql-sse 2 (Server-Sent Events over plain HTTP, for where WebSockets cannot go): a session's events followed
// from a cursor across dropped connections and restarts (follow.ts).
import { createClient, NetworkError } from 'graphql-sse';
import { type FollowOptions, follow } from './follow.ts';

export function createSseClient({ url, token }: { url: string; token: string }) {
  return createClient({
    url,
    headers: { authorization: `Bearer ${token}` },
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
  client: ReturnType<typeof createSseClient>,
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
          // A lost connection or a server error (5xx) is worth another try; a 4xx answer or anything else is a refusal.
          error: (error) => (error instanceof NetworkError && (error.response?.status ?? 500) >= 500 ? on.ended() : on.refused(error)),
          complete: on.ended,
        },
      ),
    after,
    onEvent,
    options,
  );
}
