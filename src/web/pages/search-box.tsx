// The box that searches everything you recorded (messages, tool calls, events, checkpoints, tasks, shared documents):
// on the sessions page and atop the results, whose address holds the words (#/search/<words>).
import { useState } from 'preact/hooks';
import { navigate, searchHref } from '../route.ts';

export function SearchBox({ query = '' }: { query?: string }) {
  const [words, setWords] = useState(query);
  return (
    <search>
      <form
        class="search-box"
        onSubmit={(event) => {
          event.preventDefault();
          if (words.trim()) navigate(searchHref(words.trim()));
        }}
      >
        <label>
          Search everything
          <input
            type="search"
            name="everything"
            value={words}
            placeholder="Messages, tool calls, events, checkpoints…"
            onInput={(e) => setWords(e.currentTarget.value)}
          />
        </label>
        <button type="submit">Search</button>
      </form>
    </search>
  );
}
