// Code objects: blobs and trees in git's object model, per owner, and each tree's parsed entries (migrations/0011).
import type { Generated } from 'kysely';

export type ObjectType = 'blob' | 'tree';
export type TreeMode = '100644' | '100755' | '120000' | '40000';

export interface CodeObjectsTable {
  owner_id: string;
  /** git's object id, 20 bytes (the API shows it as 40 hex digits). */
  oid: Buffer;
  type: ObjectType;
  /** Bytes of the content, uncompressed. */
  size: number;
  /** A blob's content, deflated; null for a tree (rebuilt from code_trees). */
  content: Buffer | null;
  created_at: Generated<Date>;
}

export interface CodeTreesTable {
  owner_id: string;
  oid: Buffer;
  /** The entries in git's order: their names, their modes (TreeMode), and the ids they name, 20 bytes each, one after the other. */
  names: string[];
  modes: string[];
  oids: Buffer;
}

export interface CodeObjectUsageTable {
  owner_id: string;
  /** What the owner's objects hold, uncompressed. */
  bytes: number;
}
