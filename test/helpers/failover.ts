// Load for the failover tests: writers recording numbered events through real server processes, each write sent again
// with its idempotency key until acknowledged (as the client kit does), and every refusal kept to check its type.
import { afterEach } from 'vitest';
import { narrow } from '../../src/client/results.ts';
import { afterFile } from './after-file.ts';
import { gqlOver } from './live.ts';
import { CreateSession, CreateWorkspace } from './operations.ts';
import { killLeftovers, processDir, removeTempDirs } from './process.ts';
import { type Pair, pg15Missing, startPrimaryAndStandby } from './replication.ts';

const RECORD = 'mutation($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }';

/**
 * Longest a request may take to be answered, measured by the client, when every host answers (refusing, or as a
 * standby): a request fails at once or is served once a primary answers, and the tests' outages are shorter. The
 * documented outer bounds (a connection attempt 5 s, a wait for the pool 10 s) are for hosts that do not answer and
 * for overload; a request that took them here was stranded (postgres.js's reserve: src/db/pool.ts).
 */
export const ANSWER_WITHIN_MS = 5_000;

/** When a writer stops waiting for an answer (a hang is then a NO_ANSWER refusal), well past ANSWER_WITHIN_MS. */
const GIVE_UP_AFTER_MS = 30_000;

/** A write refused: its HTTP status, error code and retry hints, its message, and the answer's body as sent. */
export type Refusal = { status: number; code: unknown; retryable: unknown; retryAfter: string | null; message: string; body: string; at: number };

/** Write number `n` (its event's data { n }, idempotency key w<n>) sent once through `httpUrl`: acknowledged, or refused. */
export async function recordOnce(httpUrl: string, token: string, sessionId: string, n: number): Promise<'acknowledged' | Refusal> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: RECORD, variables: { input: { sessionId, idempotencyKey: `w${n}`, events: [{ type: 'n', data: { n } }] } } }),
    signal: AbortSignal.timeout(GIVE_UP_AFTER_MS),
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) {
    return { status: 0, code: 'NO_ANSWER', retryable: false, retryAfter: null, message: String(response.cause ?? response), body: '', at: performance.now() };
  }
  const text = await response.text();
  const body = JSON.parse(text) as {
    data?: { recordEvents: { __typename: string } };
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  if (body.data?.recordEvents.__typename === 'RecordEventsPayload') return 'acknowledged';
  const error = body.errors?.[0];
  return {
    status: response.status,
    code: error?.extensions?.code,
    retryable: error?.extensions?.retryable,
    retryAfter: response.headers.get('retry-after'),
    message: error?.message ?? text,
    body: text,
    at: performance.now(),
  };
}

/** A workspace and a session to write to, through `httpUrl`. */
export async function failoverSession(httpUrl: string, token: string): Promise<string> {
  const workspace = await gqlOver(httpUrl, token, CreateWorkspace, { input: { path: await processDir('savepoint-failover-ws-') } });
  const workspaceId = narrow(workspace.createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const session = await gqlOver(httpUrl, token, CreateSession, { input: { workspaceId, objective: 'failover' } });
  return narrow(session.createSession, 'CreateSessionPayload').session.id;
}

/**
 * `writers` loops, writer i sending through httpUrls[i % length], the writes numbered from `from` (default 0); stop()
 * ends them once their write at hand is acknowledged.
 */
export function startWriters(options: { httpUrls: string[]; token: string; sessionId: string; writers: number; from?: number }) {
  const refusals: Refusal[] = [];
  /** Each write acknowledged: when, and through which server. */
  const acknowledged: Array<{ n: number; at: number; via: string }> = [];
  /** Every request's time to its answer (or to giving up), as the client measured it, and when it was sent. */
  const answers: Array<{ n: number; ms: number; sentAt: number }> = [];
  let next = options.from ?? 0;
  let stopping = false;
  const write = async (httpUrl: string, n: number) => {
    for (;;) {
      const sentAt = performance.now();
      const answer = await recordOnce(httpUrl, options.token, options.sessionId, n);
      answers.push({ n, ms: performance.now() - sentAt, sentAt });
      if (answer === 'acknowledged') return void acknowledged.push({ n, at: performance.now(), via: httpUrl });
      refusals.push(answer);
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
    answers,
    /** The requests answered later than ANSWER_WITHIN_MS (none, when no request hung). */
    late: () => answers.filter(({ ms }) => ms > ANSWER_WITHIN_MS),
    /** How many writes were started, with the `from` before them (each is acknowledged once stop() resolves). */
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

/**
 * For a test file on a primary and its standby (PostgreSQL 15 required: the file fails without it): the function that
 * starts a test's pair. After each test the file's processes and the pair stop; after the file, its temp folders go.
 */
export function pairPerTest(): () => Promise<Pair> {
  const missing = pg15Missing();
  if (missing) throw new Error(missing);
  let pair: Pair | null = null;
  afterEach(async () => {
    await killLeftovers();
    await pair?.stop();
    pair = null;
  });
  afterFile(removeTempDirs);
  return async () => {
    pair = await startPrimaryAndStandby();
    return pair;
  };
}
