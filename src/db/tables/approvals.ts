// Approvals: the gates a person decides.
import type { Generated, Selectable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';

export type ApprovalState = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ApprovalsTable {
  id: string;
  session_id: string;
  task_id: string | null;
  step_id: string | null;
  title: string;
  /** Whatever helps decide (an object). */
  details: JsonOf<unknown, 'default'>;
  state: Generated<ApprovalState>;
  requested_by: string;
  decided_by: string | null;
  decision_note: string | null;
  requested_at: Generated<Date>;
  decided_at: NullableTimestamp;
}

export type Approval = Selectable<ApprovalsTable>;
