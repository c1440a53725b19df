// A refused subscription over Server-Sent Events is an answer, not a server fault: HTTP 200, a `next` event holding
// the error with its stable code, then `complete`. graphql-sse treats any other status as a network failure and
// retries it (five times by default, forever when so configured), so a 500 for "no such session" had a client
// hammer the server with a request that can never succeed. Only a real fault stays a 5xx.

import { createClient } from 'graphql-sse';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { afterFile } from './helpers/after-file.ts';
import { tempDir } from './helpers/fs.ts';
import { conditions, gqlOver, startLiveApp } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';

const live = await startLiveApp({ pollIntervalMs: 60_000 });
const { app, httpUrl, token } = live;

const workspace = await gqlOver(httpUrl, token, CreateWorkspace, { input: { path: await tempDir() } });
const workspaceId = narrow(workspace.createWorkspace, 'CreateWorkspacePayload').workspace.id;
const created = await gqlOver(httpUrl, token, CreateSession, { input: { workspaceId, objective: 'sse refusals' } });
const session = narrow(created.createSession, 'CreateSessionPayload');
const sessionId = session.session.id;

const FEED = 'subscription($id: ID!, $after: String) { sessionEvents(sessionId: $id, after: $after) { cursor node { type } } }';
const WORKSPACE_FEED = 'subscription($id: ID!, $after: String) { workspaceEvents(workspaceId: $id, after: $after) { cursor } }';
const MESSAGE_FEED = 'subscription($id: ID!, $after: String) { messageAdded(conversationId: $id, after: $after) { cursor } }';
const unknownSession = Buffer.from('Session:00000000-0000-4000-8000-000000000000').toString('base64');

/** The refusals a client can cause, each with the code it must read. */
const REFUSALS = [
  { name: 'an unknown session', query: FEED, variables: { id: unknownSession }, code: 'NOT_FOUND' },
  { name: 'a malformed cursor', query: FEED, variables: { id: sessionId, after: 'not-a-cursor' }, code: 'VALIDATION_FAILED' },
  { name: 'an id of another type', query: FEED, variables: { id: workspaceId }, code: 'VALIDATION_FAILED' },
  { name: 'a malformed workspace cursor', query: WORKSPACE_FEED, variables: { id: workspaceId, after: 'x.y' }, code: 'VALIDATION_FAILED' },
  { name: 'a session id for a conversation', query: MESSAGE_FEED, variables: { id: sessionId }, code: 'VALIDATION_FAILED' },
];

function postSse(query: string, variables: Record<string, unknown>) {
  return fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
}

describe('a refused subscription over SSE', () => {
  it.each(REFUSALS)('answers $name with 200 and the error as a GraphQL result (raw fetch)', async ({ query, variables, code }) => {
    const response = await postSse(query, variables);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const body = await response.text(); // the stream ends after the refusal: nothing else is coming
    const [next] = [...body.matchAll(/^event: next\ndata: (.+)$/gm)].map((match) => JSON.parse(match[1]!));
    expect(next).toMatchObject({ errors: [{ extensions: { code } }] });
    expect(next.errors[0].message).not.toBe('Unexpected error.');
    expect(body).toMatch(/^event: complete$/m);
  });

  it('reaches the graphql-sse client as an error result, once, with no retry', async () => {
    let connects = 0;
    const client = createClient({
      url: httpUrl,
      headers: { authorization: `Bearer ${token}` },
      retryAttempts: 3,
      retry: async () => {}, // a retry would be immediate, and counted
      on: {
        connecting: () => {
          connects += 1;
        },
      },
    });
    afterFile(() => client.dispose());
    for (const { query, variables, code } of REFUSALS) {
      const results: unknown[] = [];
      const failures: unknown[] = [];
      let completed = false;
      const { changed, until } = conditions(() => `results ${JSON.stringify(results)}, failures ${String(failures)}`);
      client.subscribe(
        { query, variables },
        {
          next: (result) => {
            results.push(result);
            changed();
          },
          error: (error) => {
            failures.push(error);
            changed();
          },
          complete: () => {
            completed = true;
            changed();
          },
        },
      );
      await until(() => completed || failures.length > 0, 'the subscription to end');
      expect(failures).toEqual([]);
      expect(results).toMatchObject([{ errors: [{ extensions: { code } }] }]);
    }
    expect(connects).toBe(REFUSALS.length);
  });

  it('still answers a real server fault with a 5xx, masked', async () => {
    await sql`alter table sessions rename to sessions_moved`.execute(app.database.db);
    try {
      const response = await postSse(FEED, { id: sessionId });
      expect(response.status).toBeGreaterThanOrEqual(500);
      const body = await response.text();
      expect(body).toContain('Unexpected error.');
      expect(body).not.toContain('sessions');
    } finally {
      await sql`alter table sessions_moved rename to sessions`.execute(app.database.db);
    }
  });
});
