// A record of an export read back, pure: each field checked against the format (format.model.ts), then made into the
// row the database takes: every id the new one of the row it names (new-ids.model.ts), an event named by seq the row
// id the import gave it, client text and JSON redacted as every write is, client state sealed with this server's key
// (never redacted). A field that breaks the format refuses the line, naming it; so does a field the format (of the
// export's version) does not have, or one it has that is missing.
import { type KeyRing, type Sealed, seal } from '../client-state/sealing.ts';
import { isUuid } from '../db/ids.ts';
import { type ErrorText, type IdRef, render } from '../errors/domain.ts';
import { ExportMalformedError } from '../errors/transfer.ts';
import type { RefType } from '../events/event-refs.ts';
import { mapRefs } from '../events/ref-map.ts';
import type { Redactor } from '../redaction/redact.ts';
import { SECTION, type SectionRecord } from './format.model.ts';
import type { Field } from './format-fields.model.ts';
import type { NewIds } from './new-ids.model.ts';
import { shapeOf } from './refs.model.ts';

export type RecordMapping = {
  /** The export's format version: a field added after it is absent, and reads as null. */
  version: number;
  /** The keys that seal client state here (the current one seals). */
  ring: KeyRing;
  newId: NewIds;
  /** The sessions the export holds: a session id outside it (a fork it does not hold) is a reference, kept as it is. */
  exported: ReadonlySet<string>;
  redact: Redactor;
  /** The row id the import gave the event of this seq in the section's session (undefined: none). */
  eventId: (seq: number) => number | undefined;
  /** Whether the import wrote a row of this type and (new) id before; undefined for a type it does not keep track of. */
  holds: (type: RefType, id: string) => boolean | undefined;
};

/** The types of the rows an export carries: their ids are mapped; an id of another type (a workspace) is kept. */
const CARRIED = new Set<string>(['Session', 'Phase', 'Task', 'Step', 'Conversation', 'Message', 'Checkpoint', 'Approval', 'Rewind']);

/** The row of a record (columns as the format names them); the record's `type` is the caller's to have checked. */
export function rowOf(type: SectionRecord, record: Record<string, unknown>, line: number, mapping: RecordMapping): Record<string, unknown> {
  const fields = SECTION[type].fields as Record<string, Field>;
  const unknown = Object.keys(record).find((name) => name !== 'type' && !Object.hasOwn(fields, name));
  if (unknown !== undefined) throw malformed(line, `has a field "${unknown.slice(0, 60)}" that a ${type} record does not have`);
  const row: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const later = (field.since ?? 1) > mapping.version;
    if (later && Object.hasOwn(record, name)) throw malformed(line, `has a field "${name}" that a ${type} record of version ${mapping.version} does not have`);
    if (!later && !Object.hasOwn(record, name)) throw malformed(line, `lacks the field "${name}" of a ${type} record`);
    const value = later ? null : fieldValue(record[name], field, { line, name, record, mapping });
    if (field.kind === 'sealed') {
      const sealed = value as Sealed | null;
      // Written through jsonb_populate_recordset (import.queries.ts): bytea as its hex input.
      row[field.column] = sealed && `\\x${sealed.data.toString('hex')}`;
      row[field.keyColumn] = sealed?.keyId ?? null;
    } else {
      row[field.column] = value;
    }
  }
  return row;
}

type At = { line: number; name: string; record: Record<string, unknown>; mapping: RecordMapping };

function fieldValue(value: unknown, field: Field, at: At): unknown {
  if (value === null) {
    if (field.nullable) return null;
    throw wrong(at, 'may not be null');
  }
  const { redact } = at.mapping;
  switch (field.kind) {
    case 'id':
      return idOf(field.type, value, at);
    case 'ref': {
      const id = idOf(field.type, value, at);
      if (at.mapping.holds(field.type, id) === false) throw wrong(at, `names a ${field.type.toLowerCase()} the export does not hold before it`);
      return id;
    }
    case 'refs':
      if (!Array.isArray(value)) throw wrong(at, 'is not a list of ids');
      return value.map((id) => idOf(field.type, id, at));
    case 'seq':
      return eventIdOf(value, at);
    case 'int':
      if (!Number.isSafeInteger(value)) throw wrong(at, 'is not a whole number');
      return value;
    case 'decimal':
      if (typeof value !== 'string' || !/^-?\d{1,20}(\.\d{1,20})?$/.test(value)) throw wrong(at, 'is not a decimal number written as text');
      return value;
    case 'bool':
    case 'signature':
      if (typeof value !== 'boolean') throw wrong(at, 'is not true or false');
      return value;
    case 'time':
      if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value) || Number.isNaN(Date.parse(value)))
        throw wrong(at, 'is not a time (ISO 8601, with its offset)');
      return value;
    case 'enum':
      if (typeof value !== 'string' || !field.values.includes(value)) throw wrong(at, `is not one of ${field.values.join(', ')}`);
      return value;
    case 'text':
      if (typeof value !== 'string') throw wrong(at, 'is not text');
      return field.redact ? redact.text(value) : value;
    case 'pattern':
      if (typeof value !== 'string' || !field.pattern.test(value)) throw wrong(at, `is not ${field.what}`);
      return value;
    case 'json': {
      const shape = shapeOf(field.refs, at.record);
      const mapped = shape ? mapRefs(value, shape, { id: (type, id) => refOf(type, id, at), text: (parts) => textOf(parts, at) }) : value;
      return field.redact ? redact.json(mapped) : mapped;
    }
    case 'sealed':
      if (typeof value !== 'string' || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
        throw wrong(at, 'is not base64 (the plain bytes of client state)');
      return seal(at.mapping.ring, Buffer.from(value, 'base64'));
    case 'toolCalls':
      if (!Array.isArray(value)) throw wrong(at, 'is not a list of tool calls');
      return value.map((call) => {
        const { id, name, input } = (call ?? {}) as { id?: unknown; name?: unknown; input?: unknown };
        if (typeof name !== 'string' || !(id === null || typeof id === 'string'))
          throw wrong(at, 'holds a tool call without a name, or with an id that is not text');
        return { id: id === null ? null : redact.identifier(id), name: redact.text(name), input: redact.json(input ?? null) };
      });
  }
}

/** An id of a row the export carries: the new id of that row (a session outside the export is refused in a column). */
function idOf(type: RefType, value: unknown, at: At): string {
  if (typeof value !== 'string' || !isUuid(value)) throw wrong(at, 'is not an id');
  if (type === 'Session' && !at.mapping.exported.has(value)) throw wrong(at, `names session ${value}, which the export does not hold`);
  return at.mapping.newId(value);
}

/** An id inside JSON (event data, a snapshot): mapped when its row travels; another session's kept as a reference. */
function refOf(type: RefType | IdRef['type'], value: unknown, at: At): unknown {
  if (type === 'SessionEvent') return eventIdOf(value, at);
  if (!CARRIED.has(type)) return value;
  if (typeof value !== 'string' || !isUuid(value)) throw wrong(at, `holds a ${type} id that is not an id`);
  return type === 'Session' && !at.mapping.exported.has(value) ? value : at.mapping.newId(value);
}

function eventIdOf(value: unknown, at: At): number {
  const id = Number.isSafeInteger(value) ? at.mapping.eventId(value as number) : undefined;
  if (id === undefined) throw wrong(at, `names event ${JSON.stringify(value)?.slice(0, 30)}, which the session's events before it do not hold`);
  return id;
}

/** A message naming rows (event-refs.ts TEXT): its parts' ids mapped, and the text made again from them. */
function textOf(parts: ErrorText, at: At): { value: string; parts: ErrorText } {
  const mapped = parts.map((part) => {
    if (typeof part === 'string') return part;
    if (!part || typeof part !== 'object' || typeof part.type !== 'string') throw wrong(at, 'holds a message part that is neither text nor an id');
    return { type: part.type, id: String(refOf(part.type, part.id, at)) };
  });
  return { value: render(mapped, (ref) => ref.id), parts: mapped };
}

function wrong(at: At, problem: string): ExportMalformedError {
  return malformed(at.line, `has a field "${at.name}" that ${problem}`);
}

function malformed(line: number, problem: string): ExportMalformedError {
  return new ExportMalformedError(line, problem);
}
