// What one resume attempt carries from stage to stage, and what it answers.
import type { Caller } from '../../caller.ts';
import type { CheckpointHead } from '../../checkpoints/checkpoint.queries.ts';
import type { Checkpoint } from '../../db/tables/checkpoints.ts';
import type { Step } from '../../db/tables/plans.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { IdempotentCall } from '../../idempotency/idempotency.service.ts';
import type { ContinuationPlan } from '../../plans/continuation.model.ts';
import type { StateReset } from '../../plans/state-reset.model.ts';
import type { EnvironmentReport } from './environment.ts';
import type { ResumeMode, ResumeOptions } from './preview.ts';

export type ResumeInput = ResumeOptions & {
  sessionId?: string | null;
  changedFiles?: 'WARN' | 'ABORT' | null;
  holder: string;
  leaseSeconds?: number | null;
  dryRun?: boolean | null;
  idempotencyKey?: string | null;
};

/** Test seams between the stages, where a crash or a failure could hit. */
export type ResumeHooks = { beforeCommit?: () => Promise<void> };

/** One attempt: who asks, the session as read before planning, and what was asked (checked and normalised). */
export type ResumeRun = {
  caller: Caller;
  session: Session;
  input: ResumeInput;
  options: ResumeOptions;
  changedFiles: 'WARN' | 'ABORT';
  lease: { holder: string; seconds: number };
  dryRun: boolean;
  call: IdempotentCall;
  hooks: ResumeHooks;
};

export type GrantedLease = { holder: string; token: number; expiresAt: Date };

/** What a resume did (or, for a dry run, would do); stored as is under the idempotency key. */
export type ResumeOutcome = {
  sessionId: string;
  mode: ResumeMode;
  plan: ContinuationPlan;
  environment: EnvironmentReport;
  resets: StateReset[];
  phaseId: string | null;
  checkpointId: string | null;
  /** The "before resume" checkpoint keeping the files resume changed (null when it changed none). */
  savedCheckpointId: string | null;
  restoredFiles: string[];
  supersededMessages: number;
  pendingApprovalIds: string[];
  lease: GrantedLease | null;
};

export type ResumeResult = ResumeOutcome & {
  session: Session;
  dryRun: boolean;
  replayed: boolean;
  /** The unfinished steps as the resume left them, read or written whole (the API need not read them again). */
  stepRows?: ReadonlyMap<string, Step>;
  /** The checkpoint resumed from, as read (the API need not read it again). */
  checkpointRow?: Checkpoint | CheckpointHead | null;
};
