// A session's plan: phases, tasks (an agent's assignment) and steps (one atomic action each).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';
import { readColumns } from './column-types.ts';
import type { TodoItem } from './sessions.ts';

export type PhaseState = 'PLANNED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'SKIPPED' | 'PAUSED';

export type TaskState = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'RESUMABLE' | 'CANCELLED' | 'PAUSED';

export type StepState = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'RESUMABLE' | 'CANCELLED' | 'ROLLED_BACK';

export type StepKind = 'READ' | 'WRITE' | 'EXEC';

/** A file a WRITE step declares it writes. */
export type StepWrite = { path: string; sha256?: string | null };

export interface PhasesTable {
  id: string;
  session_id: string;
  position: number;
  key: string | null;
  name: string;
  description: string | null;
  state: Generated<PhaseState>;
  output: JsonOf<unknown> | null;
  summary: string | null;
  skip_reason: string | null;
  /** Set when a restore took it out of the plan: every read of the plan leaves it out. */
  superseded_at: NullableTimestamp;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TasksTable {
  id: string;
  session_id: string;
  phase_id: string;
  position: number;
  key: string;
  title: string;
  description: string | null;
  role: Generated<string>;
  agent_id: string | null;
  agent_session_ref: string | null;
  depends_on: ColumnType<string[], string[] | undefined, string[]>;
  state: Generated<TaskState>;
  attempt: Generated<number>;
  output: JsonOf<unknown> | null;
  exit_code: number | null;
  error: string | null;
  /** The task's todo list (todos/todo.model.ts), replaced as a whole. */
  todos: JsonOf<TodoItem[], 'default'>;
  skip_reason: string | null;
  /** Paused by its session's pause (so resuming the session resumes it); any other move of the task clears it. */
  paused_with_session: Generated<boolean>;
  /** Set when a restore took it out of the plan: every read of the plan leaves it out. */
  superseded_at: NullableTimestamp;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Its text as a tsvector for search (history/search.queries.ts), kept by PostgreSQL (a generated column): never written. */
  search_vector: Generated<string>;
}

export interface StepsTable {
  id: string;
  session_id: string;
  task_id: string;
  position: number;
  kind: StepKind;
  title: string;
  idempotency_key: string;
  attempt: Generated<number>;
  state: Generated<StepState>;
  input: JsonOf<unknown> | null;
  output: JsonOf<unknown> | null;
  /** A WRITE step's files: path, and the content's sha256 when the runner knows it (resume tells a write applied by it). */
  writes: JsonOf<StepWrite[], 'default'>;
  reversible: Generated<boolean>;
  /** Set when a restore took it out of the plan: every read of the plan leaves it out. */
  superseded_at: NullableTimestamp;
  exit_code: number | null;
  error: string | null;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type Phase = Selectable<PhasesTable>;

/** A row as the domains read it: without its search vector, which only search reads. */
export type Task = Omit<Selectable<TasksTable>, 'search_vector'>;
/** Its columns but the search vector: what a read selects (readColumns). */
export const TASK_COLUMNS = readColumns<Task>()([
  'id',
  'session_id',
  'phase_id',
  'position',
  'key',
  'title',
  'description',
  'role',
  'agent_id',
  'agent_session_ref',
  'depends_on',
  'state',
  'attempt',
  'output',
  'exit_code',
  'error',
  'todos',
  'skip_reason',
  'paused_with_session',
  'superseded_at',
  'started_at',
  'completed_at',
  'created_at',
  'updated_at',
]);

export type Step = Selectable<StepsTable>;
