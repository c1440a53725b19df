// Load for the failover tests: writers recording numbered events through real server processes, each write sent again
// with its idempotency key until acknowledged (as the client kit does), and every refusal kept to check its type.
import { narrow } from '../../src/client/results.ts';
import { gqlOver } from './live.ts';
import { CreateSession, CreateWorkspace } from './operations.ts';
import { processDir } from './process.ts';

const RECORD = 'mutation($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }';

/** Longer than any request may take during an outage (connections time out after 5 s): no answer by then is a hang. */
const ANSWER_WITHIN_MS = 15_000;

/** A write refused: its HTTP status, error code and retry hints, its message, and the answer's body as sent. */
export type Refusal = { status: number; code: unknown; retryable: unknown; retryAfter: string | null; message: string; body: string; at: number };

/** A workspace and a session to write to, through `httpUrl`. */
export async function failoverSession(httpUrl: string, token: string): Promise<string> {
  const workspace = await gqlOver(httpUrl, token, CreateWorkspace, { input: { path: await processDir('savepoint-failover-ws-') } });
  const workspaceId = narrow(workspace.createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const session = await gqlOver(httpUrl, token, CreateSession, { input: { workspaceId, objective: 'failover' } });
  return narrow(session.createSession, 'CreateSessionPayload').session.id;
}

/** `writers` loops, writer i sending through httpUrls[i % length]; stop() ends them once their write at hand is acknowledged. */
export function startWriters(options: { httpUrls: string[]; token: string; sessionId: string; writers: number }) {
  const refusals: Refusal[] = [];
  const acknowledged: Array<{ n: number; at: number }> = [];
  let next = 0;
  let stopping = false;
  const write = async (httpUrl: string, n: number) => {
    for (;;) {
      const response = await fetch(httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          query: RECORD,
          variables: { input: { sessionId: options.sessionId, idempotencyKey: `w${n}`, events: [{ type: 'n', data: { n } }] } },
        }),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      }).catch((error: unknown) => error as Error);
      if (response instanceof Error) {
        refusals.push({
          status: 0,
          code: 'NO_ANSWER',
          retryable: false,
          retryAfter: null,
          message: String(response.cause ?? response),
          body: '',
          at: performance.now(),
        });
      } else {
        const text = await response.text();
        const body = JSON.parse(text) as {
          data?: { recordEvents: { __typename: string } };
          errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
        };
        if (body.data?.recordEvents.__typename === 'RecordEventsPayload') return void acknowledged.push({ n, at: performance.now() });
        const error = body.errors?.[0];
        refusals.push({
          status: response.status,
          code: error?.extensions?.code,
          retryable: error?.extensions?.retryable,
          retryAfter: response.headers.get('retry-after'),
          message: error?.message ?? text,
          body: text,
          at: performance.now(),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = Array.from({ length: options.writers }, async (_, i) => {
    const httpUrl = options.httpUrls[i % options.httpUrls.length]!;
    while (!stopping) await write(httpUrl, next++);
  });
  return {
    refusals,
    acknowledged,
    /** How many writes were started (each is acknowledged once stop() resolves). */
    written: () => next,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/** A server's warnings, one line each (the stacks of errors left out): what a failing assertion shows beside a refusal. */
export function warningsOf(app: { stdout: () => string; stderr: () => string }): string {
  const lines = `${app.stdout()}\n${app.stderr()}`.split('\n').filter((line) => /\[savepoint\] (warn|error)/.test(line));
  return `${lines.length} warning(s) and error(s):\n${lines.slice(-40).join('\n')}`;
}
