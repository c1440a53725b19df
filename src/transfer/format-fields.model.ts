// The fields of the export format (format.model.ts): what each kind of field holds, and the shorthands its records are
// written with. The export reads each kind (export.queries.ts), the import checks and maps it (import-record.model.ts).
import type { RefShape, RefType } from '../events/event-refs.ts';

/**
 * What a field holds; `redact`: free text or JSON a client wrote, redacted on the way in like every write. `sealed`:
 * client state sealed at rest (client-state/sealing.ts) with its key's id in `keyColumn`: it travels opened (base64 of
 * its plain bytes, as another server with other keys reads it) and is sealed again with the importing server's
 * current key; verbatim, never redacted.
 */
export type FieldKind =
  | { kind: 'id'; type: RefType }
  | { kind: 'ref'; type: RefType }
  | { kind: 'refs'; type: RefType }
  | { kind: 'seq' }
  | { kind: 'int' }
  | { kind: 'decimal' }
  | { kind: 'bool' }
  | { kind: 'time' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'text'; redact: boolean }
  | { kind: 'pattern'; pattern: RegExp; what: string }
  | { kind: 'json'; refs: RefShape | 'EVENT' | null; redact: boolean }
  | { kind: 'toolCalls' }
  | { kind: 'signature' }
  | { kind: 'sealed'; keyColumn: string };

/**
 * A field of a record: its column (`seq`: the column holding the event's row id), whether it may be null, and the
 * format version it came in (absent from an export of an earlier version, where it reads as null).
 */
export type Field = FieldKind & { column: string; nullable: boolean; since?: number };

export const f = (column: string, kind: FieldKind, nullable = false): Field => ({ ...kind, column, nullable });
/** A field version 2 added (nullable: a version 1 export lacks it). */
export const v2 = (column: string, kind: FieldKind): Field => ({ ...kind, column, nullable: true, since: 2 });
export const id = (type: RefType): FieldKind => ({ kind: 'id', type });
export const ref = (type: RefType): FieldKind => ({ kind: 'ref', type });
export const INT: FieldKind = { kind: 'int' };
export const BOOL: FieldKind = { kind: 'bool' };
export const TIME: FieldKind = { kind: 'time' };
export const TEXT: FieldKind = { kind: 'text', redact: true };
/** A document's key: a name read back as it is, so never redacted (the import refuses one that holds a secret). */
export const KEY: FieldKind = { kind: 'text', redact: false };
export const JSON_VALUE: FieldKind = { kind: 'json', refs: null, redact: true };
export const json = (refs: RefShape | 'EVENT'): FieldKind => ({ kind: 'json', refs, redact: true });
export const oneOf = (values: readonly string[]): FieldKind => ({ kind: 'enum', values });
/** What a client stores and reads back as it gave it (its names, ids and metadata): kept verbatim, never redacted. */
export const VERBATIM: FieldKind = { kind: 'text', redact: false };
export const VERBATIM_JSON: FieldKind = { kind: 'json', refs: null, redact: false };
export const SEALED: FieldKind = { kind: 'sealed', keyColumn: 'key_id' };

/** The columns a field fills: its own, and the key id of a sealed one. */
export const columnsOfField = (field: Field): string[] => (field.kind === 'sealed' ? [field.column, field.keyColumn] : [field.column]);
