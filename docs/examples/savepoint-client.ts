// src/client, this repository's own client (the runner kit, the savepoint command and the viewer build on it): typed
// documents generated from schema.graphql, errors as typed results, one idempotency key per call reused when the call
// is retried, feeds that resume from their cursor. It imports nothing of the server.
import WebSocket from 'ws';
import { createClient, type SavepointClient } from '../../src/client/client.ts';
import { SessionEventsDocument, StartSessionDocument } from '../../src/client/gql/operations.ts';
import { result } from '../../src/client/results.ts';

export function connect({ url, token }: { url: string; token: string }) {
  return createClient({ url, token, webSocketImpl: WebSocket }); // Node 20 only: browsers and Node 22 have a global WebSocket
}

/** Starts a session: its state, or why it did not start (an error type of the union, with its code and fields). */
export async function start(client: SavepointClient, sessionId: string): Promise<string> {
  const started = result((await client.request(StartSessionDocument, { input: { sessionId } })).startSession);
  if (started.ok) return started.value.session.state;
  const { error } = started;
  return error.__typename === 'InvalidTransitionError' ? `not from ${error.currentState}` : `${error.code}: ${error.message}`;
}

/** A session's events from the first, then live, each once and in order, across restarts of the server. */
export function tail(client: SavepointClient, sessionId: string, onEvent: (event: { seq: number; type: string }) => void) {
  return client.follow(SessionEventsDocument, { sessionId }, { after: '0', onItem: (edge) => onEvent(edge.node) });
}
