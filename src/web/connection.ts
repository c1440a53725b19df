// The viewer's connection to the server it was served by: the typed client (src/client/) with the tab's token, and
// the state of its feeds' socket, which the header shows ("live", "reconnecting"). Same origin: /graphql over HTTP
// and WebSocket, the token in the Authorization header and in connection_init (never in a URL).
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { createClient, type SavepointClient } from '../client/client.ts';
import { createStore, type Store } from './store.ts';

/** idle: no feed open (none needed); live: the socket is open; reconnecting: it dropped and the feeds wait to resubscribe. */
export type SocketState = 'idle' | 'live' | 'reconnecting';

export type Connection = { client: SavepointClient; socket: Store<SocketState> };

/** A normal closure: the client closed the socket once no feed needed it (graphql-ws's lazy close). */
const CLOSED_BY_CLIENT = 1000;

export const graphqlUrl = (): string => new URL('/graphql', location.href).href;

export function connect(token: string): Connection {
  const socket = createStore<SocketState>('idle');
  const client = createClient({
    url: graphqlUrl(),
    token,
    onSocket: (state, code) => socket.set(state === 'open' ? 'live' : code === CLOSED_BY_CLIENT ? 'idle' : 'reconnecting'),
  });
  return { client, socket };
}

export const ConnectionContext = createContext<Connection | null>(null);

export function useConnection(): Connection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection outside of a ConnectionContext');
  return connection;
}
