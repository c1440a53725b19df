// What the runner kit's tests read back through the public API: a session's event log (every page), its messages and
// steps, in order; and a fetch that can be made to fail, to play a server that stops answering.
import { graphql } from './process.ts';

type Json = Record<string, any>;

export async function api(url: string, token: string, query: string, variables: Json = {}): Promise<Json> {
  const { body } = await graphql<Json>(url, query, { token, variables });
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** Every event of the session, in sequence order: { seq, type, data }. */
export async function eventLog(url: string, token: string, sessionId: string): Promise<Array<{ seq: number; type: string; data: Json }>> {
  const events: Array<{ seq: number; type: string; data: Json }> = [];
  for (let after: string | null = null; ; ) {
    const data = await api(
      url,
      token,
      `query KitEvents($id: ID!, $after: String) { session(id: $id) { ... on Session {
        events(first: 500, after: $after) { pageInfo { hasNextPage endCursor } nodes { seq type data } } } } }`,
      { id: sessionId, after },
    );
    const page = data.session.events;
    events.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return events;
    after = page.pageInfo.endCursor;
  }
}

/** The session's state, its supervisor conversation's messages and its tasks' steps (with what they declared and reported). */
export async function recorded(url: string, token: string, sessionId: string) {
  const data = await api(
    url,
    token,
    `query KitRecorded($id: ID!) { session(id: $id) { ... on Session {
      state lease { holder token live }
      conversations { nodes { kind messages(first: 100, includeSuperseded: true) { nodes { role content toolName tokenCount costUsd toolCalls { name callId } } } } }
      tasks(first: 20) { nodes { key state steps(first: 100) { nodes { idempotencyKey kind title state attempt input output error } } } }
      checkpoints(first: 50) { nodes { kind label } }
    } } }`,
    { id: sessionId },
  );
  const session = data.session;
  const supervisor = session.conversations.nodes.find((conversation: Json) => conversation.kind === 'SUPERVISOR');
  return {
    state: session.state as string,
    lease: session.lease as Json | null,
    messages: supervisor.messages.nodes as Json[],
    tasks: session.tasks.nodes.map((task: Json) => ({ key: task.key, state: task.state, steps: task.steps.nodes as Json[] })),
    checkpoints: session.checkpoints.nodes as Json[],
  };
}

/**
 * A fetch for the kit's client that passes requests on, until told to play a server that stopped answering (every
 * request fails as a refused connection would), or to lose the answer of the next request whose body matches (it
 * reaches the server; the caller hears nothing back). Counts the requests it passed on.
 */
export function flakyFetch() {
  let down = false;
  const losing: RegExp[] = [];
  const sent: string[] = [];
  const fetcher = async (url: string, init: RequestInit): Promise<Response> => {
    if (down) throw new TypeError('fetch failed (connect ECONNREFUSED, played by the test)');
    const body = String(init.body ?? '');
    sent.push(body);
    const response = await fetch(url, init);
    const lose = losing.findIndex((pattern) => pattern.test(body));
    if (lose >= 0) {
      losing.splice(lose, 1);
      await response.arrayBuffer();
      throw new TypeError('fetch failed (the answer was lost, played by the test)');
    }
    return response;
  };
  return {
    fetch: fetcher,
    sent,
    setDown: (value: boolean) => {
      down = value;
    },
    loseNextAnswer: (pattern: RegExp) => losing.push(pattern),
  };
}
