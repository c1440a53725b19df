// The viewer's shell: the token gate first (pasted once per tab), then a header (home, the feeds' socket state, forget
// the token) and the page the address's hash names.
import { useState } from 'preact/hooks';
import { type Connection, ConnectionContext, connect, type SocketState } from './connection.ts';
import { SearchPage } from './pages/search-page.tsx';
import { SessionPage } from './pages/session-page.tsx';
import { SessionsPage } from './pages/sessions-page.tsx';
import { TokenPage } from './pages/token-page.tsx';
import { useRoute } from './route.ts';
import { useStore } from './store.ts';
import { forgetToken, savedToken, saveToken } from './token.ts';

export function App() {
  const [connection, setConnection] = useState<Connection | null>(() => {
    const token = savedToken();
    return token ? connect(token) : null;
  });
  if (!connection) {
    return (
      <TokenPage
        onAccepted={(token) => {
          saveToken(token);
          setConnection(connect(token));
        }}
      />
    );
  }
  const forget = () => {
    forgetToken();
    void connection.client.close();
    setConnection(null);
  };
  return (
    <ConnectionContext.Provider value={connection}>
      <Shell onForget={forget} socket={useStore(connection.socket)} />
    </ConnectionContext.Provider>
  );
}

const SOCKET_TEXT: Record<SocketState, string> = { idle: 'Connected', live: 'Live', reconnecting: 'Reconnecting…' };

function Shell({ onForget, socket }: { onForget: () => void; socket: SocketState }) {
  const route = useRoute();
  return (
    <>
      <header class="top">
        <a class="home" href="#/">
          Savepoint
        </a>
        <p class={`socket socket-${socket}`} role="status" aria-live="polite" data-socket={socket}>
          {SOCKET_TEXT[socket]}
        </p>
        <button type="button" class="quiet" onClick={onForget}>
          Forget token
        </button>
      </header>
      <main id="main">
        {route.page === 'session' ? <SessionPage key={route.id} route={route} /> : null}
        {route.page === 'search' ? <SearchPage query={route.query} /> : null}
        {route.page === 'sessions' ? <SessionsPage /> : null}
      </main>
    </>
  );
}
