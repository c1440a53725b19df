// Loading and following data in components: a request answered once (and again on reload()), and a live feed
// followed from a cursor for as long as the component shows (client.follow: resumes from its cursor on its own).
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Operation } from '../client/client.ts';
import type { RequestError } from '../client/request-error.ts';
import { useConnection } from './connection.ts';

export type Loaded<T> = { value: T | null; error: Error | null; loading: boolean; reload: () => void };

/** Runs `load` when a dependency changes and on reload(); a late answer of an earlier run is dropped. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ value: T | null; error: Error | null; loading: boolean }>({ value: null, error: null, loading: true });
  const run = useRef(0);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const mine = ++run.current;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (value) => mine === run.current && setState({ value, error: null, loading: false }),
      (error: unknown) => mine === run.current && setState((previous) => ({ ...previous, error: asError(error), loading: false })),
    );
  }, [...deps, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * Follows a feed from `after` (undefined: not yet known, nothing is followed) while the component shows; each item
 * once, in order, across dropped sockets and restarts of the server. Answers the refusal that ended it, if any.
 */
export function useFeed<R extends Record<string, { cursor: string }>, V extends { after?: string | null }>(
  document: Operation<R, V>,
  variables: Omit<V, 'after'> | null,
  after: string | null | undefined,
  onItem: (item: R[keyof R]) => void,
): RequestError | null {
  const { client } = useConnection();
  const handler = useRef(onItem);
  handler.current = onItem;
  const [refusal, setRefusal] = useState<RequestError | null>(null);
  const key = variables === null ? null : JSON.stringify(variables);
  useEffect(() => {
    if (after === undefined || variables === null) return;
    setRefusal(null);
    const feed = client.follow(document, variables, { after, onItem: (item) => handler.current(item) });
    void feed.ended.then((error) => error && setRefusal(error));
    return () => feed.stop();
  }, [client, document, key, after]);
  return refusal;
}

/** Calls `run` at most once per `ms`, the last call always coming through (a burst of events, one reload). */
export function useThrottled(run: () => void, ms: number): () => void {
  const latest = useRef(run);
  latest.current = run;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  return useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, ms);
  }, [ms]);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
