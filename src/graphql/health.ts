// Health for deployments: `/health` (Yoga's own: the process answers) and `/ready`: the database answers, its
// schema has every migration this code needs, and the LISTEN connection delivers notifications. A load balancer
// sends traffic to an instance only while it is ready; a failed check answers 503 naming what is wrong.
import { useReadinessCheck } from 'graphql-yoga';

export type ReadinessChecks = {
  /** Rejects when the database cannot be reached. */
  ping: () => Promise<void>;
  /** Migrations not applied yet. */
  pendingMigrations: () => Promise<string[]>;
  /** True when a NOTIFY came back through the LISTEN connection in time. */
  listening: (timeoutMs: number) => Promise<boolean>;
};

const LISTEN_TIMEOUT_MS = 2_000;

export function useReadiness(checks: ReadinessChecks) {
  return useReadinessCheck({
    endpoint: '/ready',
    check: async ({ fetchAPI }) => {
      const problems: string[] = [];
      const reachable = await checks.ping().then(
        () => true,
        () => false,
      );
      if (!reachable) problems.push('the database cannot be reached');
      else {
        const pending = await checks.pendingMigrations();
        if (pending.length) problems.push(`migrations not applied: ${pending.join(', ')} (restart the server to apply them)`);
        if (!(await checks.listening(LISTEN_TIMEOUT_MS))) problems.push('the LISTEN connection delivers no notifications');
      }
      const body = JSON.stringify(problems.length ? { ready: false, problems } : { ready: true });
      return new fetchAPI.Response(body, { status: problems.length ? 503 : 200, headers: { 'content-type': 'application/json' } });
    },
  });
}
