// Warnings: before a policy purges anything of a session, the session's log says what will go and from when
// (`retention.warning`), and the items remember when they were warned about (retention.model.ts verdictOf).
import type { Work } from '../events/unit-of-work.ts';
import { purgeAfter } from './retention.model.ts';
import { markWarned } from './run.queries.ts';

/** What one session is warned about: itself (deleted), or some of its checkpoints. */
export type SessionWarning = {
  sessionId: string;
  workspaceId: string;
  session: { dueAt: Date; warnHours: number } | null;
  checkpoints: ReadonlyArray<{ id: string; dueAt: Date; warnHours: number }>;
};

/** How many checkpoint ids one warning names (it says how many in all). */
const NAMED = 100;

export async function recordWarnings(work: Work, warnings: readonly SessionWarning[], now: Date): Promise<void> {
  await markWarned(
    work.trx,
    warnings.flatMap((w) => (w.session ? [w.sessionId] : [])),
    warnings.flatMap((w) => w.checkpoints.map((c) => c.id)),
  );
  for (const warning of warnings) {
    const items = [...(warning.session ? [warning.session] : []), ...warning.checkpoints];
    const after = new Date(Math.max(...items.map((item) => purgeAfter(item.dueAt, item.warnHours, now).getTime())));
    work.emit({
      sessionId: warning.sessionId,
      workspaceId: warning.workspaceId,
      type: 'retention.warning',
      data: {
        purgeAfter: after.toISOString(),
        session: warning.session !== null,
        checkpointCount: warning.checkpoints.length,
        checkpointIds: warning.checkpoints.slice(0, NAMED).map((c) => c.id),
      },
    });
  }
}
