// A session's shared documents.
import type { Generated, Selectable } from 'kysely';
import type { JsonOf } from './column-types.ts';
import { readColumns } from './column-types.ts';

/** A named document of a session, versioned; a null value is a document taken away by a restore. */
export interface SharedContextTable {
  session_id: string;
  key: string;
  value: JsonOf<unknown> | null;
  version: number;
  updated_by: string;
  updated_at: Generated<Date>;
  /** Its value's size as JSON text, kept by PostgreSQL (a generated column): never written. */
  value_bytes: Generated<number>;
  /** Its text as a tsvector for search (history/search.queries.ts), kept by PostgreSQL (a generated column): never written. */
  search_vector: Generated<string>;
}

/** A row as the domains read it: without its search vector, which only search reads. */
export type SharedContextDocument = Omit<Selectable<SharedContextTable>, 'search_vector'>;
/** Its columns but the search vector: what a read selects (readColumns). */
export const DOCUMENT_COLUMNS = readColumns<SharedContextDocument>()(['session_id', 'key', 'value', 'version', 'updated_by', 'updated_at', 'value_bytes']);
