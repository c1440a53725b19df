// Health for deployments: `/health` (the process answers) and `/ready`: the database answers, its schema has every
// migration this code needs, and the LISTEN connection delivers notifications. A load balancer sends traffic to an
// instance only while it is ready; a failed check answers 503 naming what is wrong. Plain HTTP: a probe goes through
// none of GraphQL's plugins. The checks themselves are the database's (db/client.ts, db/migrate.ts,
// db/listen-probe.ts); app.ts hands them over.
import type { ServerResponse } from 'node:http';

export type ReadinessChecks = {
  /** Rejects when the database cannot be reached, or has not answered within `timeoutMs`. */
  ping: (timeoutMs: number) => Promise<void>;
  /** Migrations not applied yet. */
  pendingMigrations: () => Promise<string[]>;
  /** True when a NOTIFY came back through the LISTEN connection in time. */
  listening: (timeoutMs: number) => Promise<boolean>;
};

/**
 * How long each check may wait; the ping and the LISTEN probe run at once, so /ready answers 503 within half a second
 * with room to spare on a busy machine. During an outage the ping fails at once (refused) or after PING_TIMEOUT_MS (a
 * host that does not answer, or hosts of a multi-host URL tried in turn, none a primary); a LISTEN connection that is
 * down is known without waiting (the listener says so), one that is up but delivers nothing is caught by the probe's
 * timeout. A healthy database answers either in a few milliseconds.
 */
const PING_TIMEOUT_MS = 300;
const LISTEN_TIMEOUT_MS = 300;

/** `/health`: 200 with no body while the process serves requests, whatever the method. */
export function answerHealth(response: ServerResponse): void {
  response.writeHead(200, { 'content-length': 0 }).end();
}

/** `/ready`: 200 `{"ready":true}`, or 503 `{"ready":false,"problems":[...]}` naming each thing that is wrong. */
export async function answerReadiness(checks: ReadinessChecks, response: ServerResponse): Promise<void> {
  const problems = await readinessProblems(checks).catch((error: unknown) => [`the readiness check failed: ${String(error)}`]);
  const body = JSON.stringify(problems.length ? { ready: false, problems } : { ready: true });
  response.writeHead(problems.length ? 503 : 200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
}

async function readinessProblems(checks: ReadinessChecks): Promise<string[]> {
  const problems: string[] = [];
  const listening = checks.listening(LISTEN_TIMEOUT_MS);
  listening.catch(() => {}); // not awaited when the database cannot be reached
  const reachable = await checks.ping(PING_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
  if (!reachable) return ['the database cannot be reached'];
  const pending = await checks.pendingMigrations();
  if (pending.length) problems.push(`migrations not applied: ${pending.join(', ')} (restart the server to apply them)`);
  if (!(await listening)) problems.push('the LISTEN connection delivers no notifications');
  return problems;
}
