// Retention, pure: a policy's rules, and what a run does with each thing a policy lets go of. Nothing is purged before
// its warning has stood in the session's log for the policy's warn_hours: a run warns about what falls due within
// that time, and purges what is due and was warned long enough ago. So a policy made stricter warns first, and a
// purge never surprises a reader of the log.
import { ValidationError } from '../errors/domain.ts';

export type RetentionRules = {
  /** Checkpoints older than this many days go (unless kept by keepLastCheckpoints). */
  keepCheckpointDays: number | null;
  /** A session's last this many checkpoints stay (whatever their age). */
  keepLastCheckpoints: number | null;
  /** Sessions finished (COMPLETED, FAILED, CANCELLED) this many days ago are deleted. */
  deleteTerminalAfterDays: number | null;
  /** The sessions deleteTerminalAfterDays lets go of are archived first (their export kept in the server's archive folder). */
  archiveSessions: boolean;
  /** How long before a purge its warning is recorded (retention.warning). */
  warnHours: number;
};

/** What a run does with an item a policy lets go of: warn now, purge now, or nothing yet. */
export type Verdict = 'WARN' | 'PURGE' | 'WAIT';

const HOUR = 3_600_000;

/**
 * An item due at `dueAt` (falls to a rule then), warned at `warnedAt` (null: not yet): warned once it is within
 * `warnHours` of falling due, purged once due and warned at least `warnHours` before.
 */
export function verdictOf(item: { dueAt: Date; warnedAt: Date | null }, warnHours: number, now: Date): Verdict {
  const lead = warnHours * HOUR;
  if (item.dueAt.getTime() > now.getTime() + lead) return 'WAIT';
  if (item.warnedAt === null) return 'WARN';
  return item.dueAt <= now && item.warnedAt.getTime() <= now.getTime() - lead ? 'PURGE' : 'WAIT';
}

/** When something warned now may go: when it falls due, and no sooner than `warnHours` from now. */
export function purgeAfter(dueAt: Date, warnHours: number, now: Date): Date {
  return new Date(Math.max(dueAt.getTime(), now.getTime() + warnHours * HOUR));
}

const RANGES = {
  keepCheckpointDays: [1, 36_500],
  keepLastCheckpoints: [1, 1_000_000],
  deleteTerminalAfterDays: [1, 36_500],
  warnHours: [0, 8_760],
} as const;

/** Refuses a rule outside its range (the database's CHECKs, said in words before anything is written). */
export function checkRules(rules: RetentionRules): RetentionRules {
  for (const [field, [min, max]] of Object.entries(RANGES) as Array<[keyof typeof RANGES, readonly [number, number]]>) {
    const value = rules[field];
    if (value !== null && (!Number.isInteger(value) || value < min || value > max)) {
      throw new ValidationError(field, `must be a whole number from ${min} to ${max}${field === 'warnHours' ? '' : ', or null to leave the rule off'}.`);
    }
  }
  if (rules.archiveSessions && rules.deleteTerminalAfterDays === null) {
    throw new ValidationError(
      'archiveSessions',
      'archives the sessions deleteTerminalAfterDays deletes: give deleteTerminalAfterDays too, or leave archiveSessions out.',
    );
  }
  return rules;
}
