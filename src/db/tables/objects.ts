// Code objects: blobs and trees in git's object model, per owner, and each tree's entries (migrations/0011).
import type { Generated, Selectable } from 'kysely';

export type ObjectType = 'blob' | 'tree';
export type TreeMode = '100644' | '100755' | '120000' | '40000';

export interface CodeObjectsTable {
  owner_id: string;
  /** git's object id, 20 bytes (the API shows it as 40 hex digits). */
  oid: Buffer;
  type: ObjectType;
  /** Bytes of the content, uncompressed. */
  size: number;
  /** The content, deflated. */
  content: Buffer;
  created_at: Generated<Date>;
}

export interface CodeTreeEntriesTable {
  owner_id: string;
  tree_oid: Buffer;
  name: string;
  mode: TreeMode;
  child_oid: Buffer;
}

export interface CodeObjectUsageTable {
  owner_id: string;
  /** What the owner's objects hold, uncompressed. */
  bytes: number;
}

export type CodeObject = Selectable<CodeObjectsTable>;
