// The token gate: the API token pasted once per browser tab, checked with the server before it is kept (a wrong one
// says so and is not kept). It stays in this tab's sessionStorage, never in the page or its address.
import { useState } from 'preact/hooks';
import { createClient } from '../../client/client.ts';
import { ViewerWhoAmIDocument } from '../../client/gql/operations.ts';
import { RequestError } from '../../client/request-error.ts';
import { graphqlUrl } from '../connection.ts';

export function TokenPage({ onAccepted }: { onAccepted: (token: string) => void }) {
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const pasted = token.trim();
    if (!pasted) return setProblem('Paste an API token first.');
    setChecking(true);
    setProblem(null);
    try {
      await createClient({ url: graphqlUrl(), token: pasted, retries: 0 }).request(ViewerWhoAmIDocument, {});
      onAccepted(pasted);
    } catch (error) {
      setProblem(
        error instanceof RequestError && error.code === 'UNAUTHENTICATED'
          ? `This token was refused (${error.message}). Check that you pasted all of it, or make another with createApiToken.`
          : `The server did not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <main id="main" class="token-page">
      <h1>Savepoint viewer</h1>
      <form onSubmit={submit}>
        <label for="token">API token</label>
        <input
          id="token"
          name="token"
          type="password"
          autocomplete="off"
          spellcheck={false}
          value={token}
          onInput={(event) => setToken(event.currentTarget.value)}
          aria-describedby="token-hint"
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit" disabled={checking}>
          {checking ? 'Checking…' : 'Open the viewer'}
        </button>
        {problem ? (
          <p class="error" role="alert">
            {problem}
          </p>
        ) : null}
        <p id="token-hint" class="hint">
          <code>npm start</code> printed it on its first run and keeps it in <code>.savepoint/bootstrap-token</code>. This tab keeps it until it closes; it is
          never put in the page or its address.
        </p>
      </form>
    </main>
  );
}
