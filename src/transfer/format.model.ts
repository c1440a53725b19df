// The export format, version 2: newline-delimited JSON, one record per line. The first line names the format and its
// version; then, for each session of the export (its sources first: a fork reads the messages it inherits from them),
// the session and its rows table by table; then the code objects its checkpoints name (when asked); then a closing
// line that counts the lines before it and holds their SHA-256, so an import knows the file came whole. Ids are the
// exporting server's database ids; an event a row refers to is named by its seq in the session.
//
// Every record's fields are described once, here (their kinds in format-fields.model.ts, client state's records in
// format-state.model.ts): the export selects them (export.queries.ts) and the import checks,
// maps and writes them back (import-record.model.ts, import.queries.ts) from the same description.
//
// Versions: 1, then 2 (a session's client key and its client-owned state: the state records). An importer of version
// 1 refuses a record type or a field it does not know, so what version 2 adds is a new number; this server still
// reads version 1 (a field or record `since` a later version is absent there: the field reads as null).

import { CHECKPOINT_KINDS } from '../checkpoints/checkpoint.model.ts';
import type { ApprovalState } from '../db/tables/approvals.ts';
import type { ConversationKind, MessageRole } from '../db/tables/conversations.ts';
import type { StepKind } from '../db/tables/plans.ts';
import type { PreserveMode, RewindKind } from '../db/tables/rewinds.ts';
import { PHASE_STATES, STEP_STATES, TASK_STATES } from '../plans/transition.model.ts';
import { SESSION_STATES, STRATEGIES } from '../sessions/session.model.ts';
import { BOOL, type Field, type FieldKind, f, INT, id, JSON_VALUE, json, KEY, oneOf, ref, TEXT, TIME, VERBATIM, v2 } from './format-fields.model.ts';
import { STATE_RECORDS } from './format-state.model.ts';
import { FORK_POINT_REFS, INHERITS_REFS, POSITION_REFS, REWIND_CHANGES_REFS, REWIND_REQUEST_REFS, SNAPSHOT_REFS, SUMMARY_REFS } from './refs.model.ts';

export const EXPORT_FORMAT = 'savepoint.session-export';
export const EXPORT_VERSION = 2;
/** The versions this server imports. A change an older importer would misread (or refuse) takes the next number. */
export const READABLE_VERSIONS: readonly number[] = [1, 2];

/** The first line. `sessions`: every session the export holds, in the order of their sections (sources first). */
export type ExportHeader = { format: string; version: number; exportedAt: string; session: string; sessions: string[]; objects: boolean };
/** The last line: how many lines came before it, and the SHA-256 (hex) of their bytes, newlines included. */
export type ExportEnd = { type: 'end'; lines: number; sha256: string };

/** Names the code matches, stored as they came once they have their shape (a secret never has it). */
const EVENT_TYPE: FieldKind = { kind: 'pattern', pattern: /^[a-z][a-z0-9_.-]{0,127}$/, what: 'an event type (lowercase, e.g. "session.created")' };
const GIT_ID: FieldKind = { kind: 'pattern', pattern: /^[0-9a-f]{4,64}$/, what: 'a git object id (hex)' };

const CREATED_UPDATED = { createdAt: f('created_at', TIME), updatedAt: f('updated_at', TIME) };
const RAN = { startedAt: f('started_at', TIME, true), completedAt: f('completed_at', TIME, true) };

/** The records of a session's section, in the order they come (each table after those it refers to). */
export const SECTION = {
  session: {
    table: 'sessions',
    fields: {
      id: f('id', id('Session')),
      state: f('state', oneOf(SESSION_STATES)),
      strategy: f('strategy', oneOf(STRATEGIES)),
      objective: f('objective', TEXT),
      config: f('config', JSON_VALUE),
      metadata: f('metadata', JSON_VALUE),
      checkpointPolicy: f('checkpoint_policy', JSON_VALUE),
      autoComplete: f('auto_complete', BOOL),
      failureReason: f('failure_reason', TEXT, true),
      parentSessionId: f('parent_session_id', ref('Session'), true),
      forkCheckpointId: f('fork_checkpoint_id', ref('Checkpoint'), true),
      forkMessageId: f('fork_message_id', ref('Message'), true),
      forkedAt: f('forked_at', TIME, true),
      forkPoint: f('fork_point', json(FORK_POINT_REFS), true),
      planRevision: f('plan_revision', INT),
      todos: f('todos', JSON_VALUE),
      version: f('version', INT),
      // The client's own name for it (LangGraph: the thread id), read back as it is; left off by an import when another
      // live session of the importing owner has it (the import's answer says so).
      clientKey: v2('client_key', VERBATIM),
      ...RAN,
      ...CREATED_UPDATED,
    },
  },
  phase: {
    table: 'phases',
    fields: {
      id: f('id', id('Phase')),
      position: f('position', INT),
      key: f('key', TEXT, true),
      name: f('name', TEXT),
      description: f('description', TEXT, true),
      state: f('state', oneOf(PHASE_STATES)),
      output: f('output', JSON_VALUE, true),
      summary: f('summary', TEXT, true),
      skipReason: f('skip_reason', TEXT, true),
      supersededAt: f('superseded_at', TIME, true),
      ...RAN,
      ...CREATED_UPDATED,
    },
  },
  task: {
    table: 'tasks',
    fields: {
      id: f('id', id('Task')),
      phaseId: f('phase_id', ref('Phase')),
      position: f('position', INT),
      key: f('key', TEXT),
      title: f('title', TEXT),
      description: f('description', TEXT, true),
      role: f('role', TEXT),
      agentId: f('agent_id', TEXT, true),
      agentSessionRef: f('agent_session_ref', TEXT, true),
      dependsOn: f('depends_on', { kind: 'refs', type: 'Task' }),
      state: f('state', oneOf(TASK_STATES)),
      attempt: f('attempt', INT),
      output: f('output', JSON_VALUE, true),
      exitCode: f('exit_code', INT, true),
      error: f('error', TEXT, true),
      todos: f('todos', JSON_VALUE),
      skipReason: f('skip_reason', TEXT, true),
      pausedWithSession: f('paused_with_session', BOOL),
      supersededAt: f('superseded_at', TIME, true),
      ...RAN,
      ...CREATED_UPDATED,
    },
  },
  step: {
    table: 'steps',
    fields: {
      id: f('id', id('Step')),
      taskId: f('task_id', ref('Task')),
      position: f('position', INT),
      kind: f('kind', oneOf(['READ', 'WRITE', 'EXEC'] satisfies StepKind[])),
      title: f('title', TEXT),
      idempotencyKey: f('idempotency_key', TEXT),
      attempt: f('attempt', INT),
      state: f('state', oneOf(STEP_STATES)),
      input: f('input', JSON_VALUE, true),
      output: f('output', JSON_VALUE, true),
      writes: f('writes', JSON_VALUE),
      reversible: f('reversible', BOOL),
      supersededAt: f('superseded_at', TIME, true),
      exitCode: f('exit_code', INT, true),
      error: f('error', TEXT, true),
      ...RAN,
      ...CREATED_UPDATED,
    },
  },
  conversation: {
    table: 'conversations',
    fields: {
      id: f('id', id('Conversation')),
      taskId: f('task_id', ref('Task'), true),
      kind: f('kind', oneOf(['SUPERVISOR', 'TASK', 'CHAT'] satisfies ConversationKind[])),
      title: f('title', TEXT),
      firstMessageSeq: f('first_message_seq', INT),
      lastMessageSeq: f('last_message_seq', INT),
      forkedFromId: f('forked_from_id', ref('Conversation'), true),
      inherits: f('inherits', json(INHERITS_REFS), true),
      inheritedCount: f('inherited_count', INT),
      ...CREATED_UPDATED,
    },
  },
  event: {
    table: 'session_events',
    fields: {
      seq: f('seq', INT),
      eventType: f('type', EVENT_TYPE),
      actor: f('actor', TEXT),
      data: f('data', json('EVENT')),
      createdAt: f('created_at', TIME),
    },
  },
  message: {
    table: 'messages',
    fields: {
      id: f('id', id('Message')),
      conversationId: f('conversation_id', ref('Conversation')),
      seq: f('seq', INT),
      role: f('role', oneOf(['USER', 'ASSISTANT', 'SYSTEM', 'TOOL'] satisfies MessageRole[])),
      content: f('content', TEXT),
      toolCalls: f('tool_calls', { kind: 'toolCalls' }, true),
      toolName: f('tool_name', TEXT, true),
      toolInput: f('tool_input', JSON_VALUE, true),
      toolResult: f('tool_result', TEXT, true),
      isError: f('is_error', BOOL),
      tokenCount: f('token_count', INT, true),
      costUsd: f('cost_usd', { kind: 'decimal' }, true),
      supersededAt: f('superseded_at', TIME, true),
      supersededByEventSeq: f('superseded_by_event_id', { kind: 'seq' }, true),
      summaryOf: f('summary_of', json(SUMMARY_REFS), true),
      createdAt: f('created_at', TIME),
    },
  },
  checkpoint: {
    table: 'checkpoints',
    fields: {
      id: f('id', id('Checkpoint')),
      seq: f('seq', INT),
      label: f('label', TEXT),
      kind: f('kind', oneOf(CHECKPOINT_KINDS)),
      phaseId: f('phase_id', ref('Phase'), true),
      taskId: f('task_id', ref('Task'), true),
      stepId: f('step_id', ref('Step'), true),
      eventSeq: f('event_seq', INT),
      stateSnapshot: f('state_snapshot', json(SNAPSHOT_REFS)),
      conversationPositions: f('conversation_positions', json(POSITION_REFS)),
      config: f('config', JSON_VALUE),
      gitCommit: f('git_commit', GIT_ID, true),
      codeTree: f('code_tree', GIT_ID, true),
      gitRef: f('git_ref', TEXT, true),
      gitNote: f('git_note', TEXT, true),
      filesChanged: f('files_changed', JSON_VALUE),
      linesAdded: f('lines_added', INT),
      linesRemoved: f('lines_removed', INT),
      parentCheckpointId: f('parent_checkpoint_id', ref('Checkpoint'), true),
      pinned: f('pinned', BOOL),
      createdAt: f('created_at', TIME),
      // Whether the exporting server found it matching its signature (its signature is that server's, so it stays
      // there): the import signs it anew only then, and one found edited stays refused (checkpoint.integrity.ts).
      intact: f('signature', { kind: 'signature' }),
    },
  },
  rewind: {
    table: 'rewinds',
    fields: {
      id: f('id', id('Rewind')),
      kind: f('kind', oneOf(['CODE', 'CONVERSATION', 'COMPACT'] satisfies RewindKind[])),
      request: f('request', json(REWIND_REQUEST_REFS)),
      checkpointId: f('checkpoint_id', ref('Checkpoint'), true),
      undoCheckpointId: f('undo_checkpoint_id', ref('Checkpoint')),
      preserve: f('preserve', oneOf(['DISCARD', 'BRANCH', 'STASH'] satisfies PreserveMode[])),
      preservedAs: f('preserved_as', JSON_VALUE, true),
      changes: f('changes', json(REWIND_CHANGES_REFS)),
      eventSeq: f('event_id', { kind: 'seq' }),
      actor: f('actor', TEXT),
      createdAt: f('created_at', TIME),
      undoneAt: f('undone_at', TIME, true),
      undoneBy: f('undone_by', TEXT, true),
      undoEventSeq: f('undo_event_id', { kind: 'seq' }, true),
    },
  },
  approval: {
    table: 'approvals',
    fields: {
      id: f('id', id('Approval')),
      taskId: f('task_id', ref('Task'), true),
      stepId: f('step_id', ref('Step'), true),
      title: f('title', TEXT),
      details: f('details', JSON_VALUE),
      state: f('state', oneOf(['PENDING', 'APPROVED', 'REJECTED'] satisfies ApprovalState[])),
      requestedBy: f('requested_by', TEXT),
      decidedBy: f('decided_by', TEXT, true),
      decisionNote: f('decision_note', TEXT, true),
      requestedAt: f('requested_at', TIME),
      decidedAt: f('decided_at', TIME, true),
    },
  },
  document: {
    table: 'shared_context',
    fields: {
      key: f('key', KEY),
      value: f('value', JSON_VALUE, true),
      version: f('version', INT),
      updatedBy: f('updated_by', TEXT),
      updatedAt: f('updated_at', TIME),
    },
  },
  ...STATE_RECORDS,
} as const satisfies Record<string, { table: string; since?: number; fields: Record<string, Field> }>;

export type SectionRecord = keyof typeof SECTION;
export type RecordFormat = (typeof SECTION)[SectionRecord];

/** The format version a record type came in (absent from an export of an earlier version). */
export const recordSince = (type: SectionRecord): number => (SECTION[type] as { since?: number }).since ?? 1;

/** The record types of a section in their order: a record may follow only those of its own type or an earlier one. */
export const SECTION_ORDER = Object.keys(SECTION) as SectionRecord[];

/** A code object of the export: git's content, base64; trees before the trees that name them (the deepest first). */
export type ObjectRecord = { type: 'object'; oid: string; kind: 'blob' | 'tree'; content: string };
