// Small pieces every page uses: a state badge (the state in words, colour only as a second cue), an error note that
// says what to do next, and a loading line.
import { RequestError } from '../client/request-error.ts';
import { stateClass, stateText } from './format.ts';
import { forgetToken } from './token.ts';

export function StateBadge({ state, label }: { state: string; label?: string }) {
  return (
    <span class={`badge ${stateClass(state)}`}>
      {label ? <span class="visually-hidden">{label}: </span> : null}
      {stateText(state)}
    </span>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="loading" role="status">
      Loading {what}…
    </p>
  );
}

/** An error as the API gave it; a refused token offers to paste another one. */
export function ErrorNote({ error }: { error: Error }) {
  const refused = error instanceof RequestError && error.code === 'UNAUTHENTICATED';
  return (
    <div class="error" role="alert">
      <p>{refused ? `This tab's API token was refused: ${error.message}` : error.message}</p>
      {refused ? (
        <button
          type="button"
          onClick={() => {
            forgetToken();
            location.reload();
          }}
        >
          Paste another token
        </button>
      ) : null}
    </div>
  );
}
