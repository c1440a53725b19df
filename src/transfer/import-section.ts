// One session of an export written back, in the import's transaction: its row first, then its records as they come,
// a run of one type at a time (one statement per run), each checked as it is read (import-record.model.ts) and
// against the records before it: events numbered 1, 2, 3..., a fork's conversations inheriting only from
// conversations written before them. A client key another live session of the owner has is left off (the answer
// says so). Finished, the session counts what it holds, answers to the quotas of a session, and records
// `session.imported`.
import type { Caller } from '../caller.ts';
import { runsCount } from '../conversations/inheritance.model.ts';
import type { Checkpoint } from '../db/tables/checkpoints.ts';
import type { Inherited } from '../db/tables/conversations.ts';
import { ExportMalformedError } from '../errors/transfer.ts';
import type { RefType } from '../events/event-refs.ts';
import { eachRef } from '../events/ref-map.ts';
import type { Work } from '../events/unit-of-work.ts';
import { assertPlanSize } from '../plans/plan-size.model.ts';
import { assertStoredBytes, storedSize } from '../sessions/session-size.service.ts';
import { checkContextKey } from '../shared-context/context.model.ts';
import { type ExportHeader, recordSince, SECTION, SECTION_ORDER, type SectionRecord } from './format.model.ts';
import { columnsOfField, type Field } from './format-fields.model.ts';
import { findEventIds, findOwnMessageRanges, insertRows, setImportedCounters } from './import.queries.ts';
import { type RecordMapping, rowOf } from './import-record.model.ts';
import { admitClientKey, admitState } from './import-state.ts';
import type { NewIds } from './new-ids.model.ts';
import { holdsEvents, shapeOf } from './refs.model.ts';

/** What every section of one import shares. */
export type ImportRun = {
  work: Work;
  caller: Caller;
  workspaceId: string;
  header: ExportHeader;
  newId: NewIds;
  exported: ReadonlySet<string>;
  /**
   * The rows written so far (new ids), of the types a row names in a column (a foreign key): a row may name only one
   * written before it, as the export orders them (a fork's conversations inherit from its sources', written before).
   */
  written: ReadonlyMap<RefType, Set<string>>;
};

/** The types whose rows an import keeps track of (a session's messages are too many to, and name none of these). */
export const TRACKED: readonly RefType[] = ['Session', 'Phase', 'Task', 'Step', 'Conversation', 'Checkpoint'];

/** `clientKeyDropped`: the client key it had, left off because another live session of the owner has it. */
export type ImportedSession = { id: string; exportedId: string; clientKeyDropped: string | null };

export type Section = { add: (line: number, record: Record<string, unknown> & { type: string }) => Promise<void>; finish: () => Promise<ImportedSession> };

/** A run is written once it holds this many rows, or this many bytes of them. */
const RUN_ROWS = 1_000;
const RUN_BYTES = 4 * 1_048_576;
/** The records whose client content a session's stored bytes count (sessions/session-size.service.ts). */
const STORED: ReadonlySet<SectionRecord> = new Set(['phase', 'task', 'step', 'message', 'event', 'document', 'statePart', 'stateCheckpoint', 'stateWrite']);

/** Writes a session's row (its record at `line`) and returns the section that writes the rest. */
export async function openSection(run: ImportRun, line: number, record: Record<string, unknown>): Promise<Section> {
  const { work, caller } = run;
  const { ownerId } = caller.viewer;
  const events = new Map<number, number>();
  const mapping: RecordMapping = {
    version: run.header.version,
    ring: caller.settings.stateKeys,
    newId: run.newId,
    exported: run.exported,
    redact: work.redact,
    eventId: (seq) => events.get(seq),
    holds: (type, id) => run.written.get(type)?.has(id),
  };
  const exportedId = String(record.id);
  const sessionId = run.newId(exportedId);
  const sessionRow = readRow('session', record, line, mapping);
  const clientKeyDropped = await admitClientKey(work.trx, ownerId, sessionRow, line);
  await insertRows(
    work.trx,
    'sessions',
    [...columnsOf('session'), 'owner_id', 'workspace_id'],
    [{ ...sessionRow, owner_id: ownerId, workspace_id: run.workspaceId }],
  );
  run.written.get('Session')!.add(sessionId);
  let rank = 0;
  /** The run of rows of one type not written yet. */
  let pending: { type: SectionRecord; rows: Array<Record<string, unknown>>; first: number; last: number; bytes: number } | null = null;
  let nextEvent = 1;
  let written = 0; // the last event seq written
  let lastCheckpoint = 0;
  let stored = 0;
  const plan = { phases: 0, tasks: 0, steps: 0 };
  const claims = new Map<string, { line: number; first: number; last: number }>();

  const flush = async () => {
    if (!pending) return;
    const { type, rows, first, last } = pending;
    pending = null;
    const extra = type === 'event' ? ['session_id', 'workspace_id'] : ['session_id'];
    try {
      await insertRows(work.trx, SECTION[type].table, [...columnsOf(type), ...extra], rows);
    } catch (error) {
      // A row that breaks a rule of the table (an id twice, a row it names that the export does not hold).
      throw new ExportMalformedError(first, `(to line ${last}, ${type} records) was refused by the database: ${(error as Error).message}`);
    }
    if (type === 'event') written = Number(rows.at(-1)!.seq);
  };

  /** Makes sure every event the record names by seq has its row id at hand (written first if it is in the open run). */
  const resolveEvents = async (type: SectionRecord, record: Record<string, unknown>) => {
    const seqs: number[] = [];
    for (const [name, field] of fieldsOf(type)) {
      const value = record[name];
      if (field.kind === 'seq' && Number.isSafeInteger(value)) seqs.push(value as number);
      const shape = field.kind === 'json' ? shapeOf(field.refs, record) : null;
      if (shape && holdsEvents(shape)) eachRef(value, shape, (t, seq) => t === 'SessionEvent' && Number.isSafeInteger(seq) && seqs.push(seq as number));
    }
    const missing = [...new Set(seqs)].filter((seq) => !events.has(seq));
    if (missing.length === 0) return;
    if (missing.some((seq) => seq > written)) await flush();
    for (const found of await findEventIds(work.trx, sessionId, missing)) events.set(found.seq, found.id);
  };

  /** The checks of a record against those before it, and what the session counts of it. */
  const admit = (type: SectionRecord, row: Record<string, unknown>, line: number) => {
    const own = fieldsOf(type).find(([, field]) => field.kind === 'id')?.[1];
    if (own?.kind === 'id') run.written.get(own.type)?.add(String(row.id));
    if (type === 'event') {
      if (row.seq !== nextEvent)
        throw new ExportMalformedError(line, `is event ${row.seq}, where event ${nextEvent} comes next (a session's events are numbered 1, 2, 3...)`);
      nextEvent++;
    } else if (type === 'checkpoint') {
      lastCheckpoint = Math.max(lastCheckpoint, Number(row.seq));
      row.signature = row.signature
        ? caller.settings.signing.sign({ ...row, session_id: sessionId, created_at: new Date(String(row.created_at)) } as Checkpoint)
        : '';
    } else if (type === 'conversation') {
      admitConversation(run.written.get('Conversation')!, row, line);
      claims.set(String(row.id), { line, first: Number(row.first_message_seq), last: Number(row.last_message_seq) });
    } else if (type === 'document') {
      admitDocumentKey(work, String(row.key), line);
    } else if (type === 'phase' || type === 'task' || type === 'step') {
      if (row.superseded_at === null) plan[`${type}s`]++;
    } else if (type === 'statePart' || type === 'stateCheckpoint' || type === 'stateWrite') {
      admitState(type, row, line);
    }
    if (STORED.has(type)) stored += storedBytesOf(type, row);
  };

  return {
    add: async (line, record) => {
      const type = record.type as SectionRecord;
      const at = SECTION_ORDER.indexOf(type);
      if (at < 1 || recordSince(type) > run.header.version) {
        const version = at < 1 ? '' : ` of version ${run.header.version}`;
        throw new ExportMalformedError(line, `is a record of type "${String(record.type).slice(0, 40)}", which a session's section${version} does not hold`);
      }
      if (at < rank)
        throw new ExportMalformedError(
          line,
          `is a ${type} record after ${SECTION_ORDER[rank]} records; a section holds ${SECTION_ORDER.join(', ')}, in that order`,
        );
      rank = at;
      if (pending && pending.type !== type) await flush();
      await resolveEvents(type, record);
      const row = { ...readRow(type, record, line, mapping), session_id: sessionId, ...(type === 'event' ? { workspace_id: run.workspaceId } : {}) };
      admit(type, row, line);
      pending ??= { type, rows: [], first: line, last: line, bytes: 0 };
      pending.rows.push(row);
      pending.last = line;
      pending.bytes += storedSize(row);
      if (pending.rows.length >= RUN_ROWS || pending.bytes >= RUN_BYTES) await flush();
    },
    finish: async () => {
      await flush();
      const counters = { lastEventSeq: nextEvent - 1, lastCheckpointSeq: lastCheckpoint, storedBytes: stored };
      const session = await setImportedCounters(work.trx, ownerId, sessionId, counters);
      for (const range of await findOwnMessageRanges(work.trx, sessionId)) {
        const claim = claims.get(range.conversation_id)!;
        const whole = range.count === claim.last - claim.first + 1 && (range.count === 0 || (range.first === claim.first && range.last === claim.last));
        if (!whole) {
          const held = range.count ? `${range.count} (seqs ${range.first} to ${range.last})` : 'none';
          throw new ExportMalformedError(
            claim.line,
            `is a conversation whose own messages are seqs ${claim.first} to ${claim.last}, but the export holds ${held}`,
          );
        }
      }
      assertPlanSize(sessionId, plan, caller.settings.quotas);
      await assertStoredBytes(work, session, stored, caller.settings.quotas);
      work.emit({
        sessionId,
        workspaceId: run.workspaceId,
        type: 'session.imported',
        // Not the session's id where it was exported: a raw id of another database, which no argument here accepts
        // (event data holds global ids only: test/events.global-ids.test.ts); the import's answer names it (exportedAs).
        data: { exported: { at: run.header.exportedAt, version: run.header.version }, ...(clientKeyDropped === null ? {} : { clientKeyDropped }) },
      });
      return { id: sessionId, exportedId, clientKeyDropped };
    },
  };
}

/** A record's row; JSON nested deeper than a walk of it can go is the line's fault, not a failure of the server. */
function readRow(type: SectionRecord, record: Record<string, unknown>, line: number, mapping: RecordMapping): Record<string, unknown> {
  try {
    return rowOf(type, record, line, mapping);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ExportMalformedError(line, 'holds JSON nested too deeply to be read');
  }
}

const fieldsOf = (type: SectionRecord) => Object.entries(SECTION[type].fields as Record<string, Field>);
const columnsOf = (type: SectionRecord) => fieldsOf(type).flatMap(([, field]) => columnsOfField(field));

/** A fork's conversation inherits only from conversations written before it, and counts what it inherits. */
function admitConversation(written: ReadonlySet<string>, row: Record<string, unknown>, line: number): void {
  const inherits = (row.inherits ?? []) as Inherited[];
  if (inherits.some((part) => !written.has(String(part.conversationId)))) {
    throw new ExportMalformedError(line, 'is a conversation that inherits from one the export does not hold before it');
  }
  const ranges = inherits.flatMap((part) => (Array.isArray(part.ranges) ? part.ranges : [null]));
  if (
    !ranges.every((r) => Array.isArray(r) && r.length === 2 && r.every(Number.isSafeInteger) && r[0] <= r[1]) ||
    runsCount(inherits) !== row.inherited_count
  ) {
    throw new ExportMalformedError(line, 'is a conversation whose inherited runs of messages are not runs of seqs, or do not hold as many as it counts');
  }
}

/** A document's key, as a write takes it: a name (shared-context/context.model.ts) that holds no secret. */
function admitDocumentKey(work: Work, key: string, line: number): void {
  let valid = true;
  try {
    checkContextKey(key);
  } catch {
    valid = false;
  }
  if (!valid || work.redact.text(key) !== key)
    throw new ExportMalformedError(line, 'is a document whose key is not a plain name (1 to 200 letters, digits, ., -, _ or /, and no secret)');
}

/** What a record stores of what clients wrote (its text and JSON fields, its client state as sealed), as a write of it counts it. */
function storedBytesOf(type: SectionRecord, row: Record<string, unknown>): number {
  let bytes = 0;
  for (const [, field] of fieldsOf(type)) {
    if ((field.kind === 'text' && field.redact) || field.kind === 'json' || field.kind === 'toolCalls') bytes += storedSize(row[field.column]);
    if (field.kind === 'sealed' && typeof row[field.column] === 'string') bytes += (String(row[field.column]).length - 2) / 2; // '\x' and hex
  }
  return bytes;
}
