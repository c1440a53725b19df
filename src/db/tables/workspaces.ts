// The folders agents work in.
import type { Generated, Selectable } from 'kysely';

export interface WorkspacesTable {
  id: string;
  owner_id: string;
  name: string;
  /** Its folder (absolute, symlinks resolved); null: a workspace without a folder, whose sessions keep state only. */
  path: string | null;
  /** The agent serving it (null: none attached yet). */
  agent_id: string | null;
  /** The host its folder is on, as its agent said (null: this server's own). */
  host: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Set when deleted: the row stays for its sessions' tombstones, left out of every read (db/tenancy.ts). */
  deletion_id: string | null;
}

export type Workspace = Selectable<WorkspacesTable>;
