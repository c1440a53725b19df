// Limits a write can reach, as one error: per call (messages or events, a body of code objects and what a read of them
// answers, the events a point in time replays), per owner (leased sessions, stored bytes, code objects), per session
// (what it may grow to: config.ts Quotas), per code object, per import. Each names the setting, an environment
// variable, that sets it.
import { DomainError, ErrorCode, type ErrorText } from './domain.ts';

export const LIMIT_SETTING = {
  BATCH_SIZE: 'SAVEPOINT_MAX_BATCH',
  ACTIVE_SESSIONS: 'SAVEPOINT_MAX_ACTIVE_SESSIONS',
  LINEAGE_DEPTH: 'SAVEPOINT_MAX_LINEAGE_DEPTH',
  LINEAGE_SESSIONS: 'SAVEPOINT_MAX_LINEAGE_SESSIONS',
  SESSION_DOCUMENTS: 'SAVEPOINT_MAX_SESSION_DOCUMENTS',
  SESSION_DOCUMENT_BYTES: 'SAVEPOINT_MAX_SESSION_DOCUMENT_BYTES',
  PLAN_PHASES: 'SAVEPOINT_MAX_PLAN_PHASES',
  PLAN_TASKS: 'SAVEPOINT_MAX_PLAN_TASKS',
  PLAN_STEPS: 'SAVEPOINT_MAX_PLAN_STEPS',
  SESSION_TODOS: 'SAVEPOINT_MAX_SESSION_TODOS',
  SESSION_BYTES: 'SAVEPOINT_MAX_SESSION_BYTES',
  OWNER_BYTES: 'SAVEPOINT_MAX_OWNER_BYTES',
  OBJECT_BYTES: 'SAVEPOINT_MAX_SNAPSHOT_FILE_BYTES',
  OWNER_OBJECT_BYTES: 'SAVEPOINT_MAX_OWNER_OBJECT_BYTES',
  REQUEST_BYTES: 'SAVEPOINT_MAX_REQUEST_BYTES',
  RESPONSE_BYTES: 'SAVEPOINT_MAX_RESPONSE_BYTES',
  REPLAY_EVENTS: 'SAVEPOINT_MAX_REPLAY_EVENTS',
  IMPORT_BYTES: 'SAVEPOINT_MAX_IMPORT_BYTES',
  STATE_UPLOAD_BYTES: 'SAVEPOINT_MAX_STATE_UPLOAD_BYTES',
  STATE_UPLOADS: 'SAVEPOINT_MAX_STATE_UPLOADS',
} as const;

export type Limit = keyof typeof LIMIT_SETTING;

export class LimitReachedError extends DomainError {
  readonly code = ErrorCode.LIMIT_REACHED;
  readonly limit: Limit;
  readonly max: number;
  readonly setting: string;
  constructor(limit: Limit, max: number, message: ErrorText | string) {
    super(message);
    this.limit = limit;
    this.max = max;
    this.setting = LIMIT_SETTING[limit];
  }
}

const MiB = 1_048_576;

const shownBytes = (n: number) =>
  n >= MiB * 1_024 ? `${+(n / MiB / 1_024).toFixed(1)} GiB` : n >= MiB ? `${+(n / MiB).toFixed(1)} MiB` : `${n.toLocaleString('en')} bytes`;

/** A quota refusal in one wording: "<problem>; the limit is <max> (<SETTING>). <hint>". */
export function limitReached(limit: Limit, max: number, problem: ErrorText | string, hint: string, unit: 'count' | 'bytes' = 'count'): LimitReachedError {
  const parts = typeof problem === 'string' ? [problem] : problem;
  const shown = unit === 'bytes' ? shownBytes(max) : max.toLocaleString('en');
  return new LimitReachedError(limit, max, [...parts, `; the limit is ${shown} (${LIMIT_SETTING[limit]}). ${hint}`]);
}
