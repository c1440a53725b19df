// Owners, the roots their workspaces may use, and their API tokens (migrations/0001, 0002, 0003).
import type { Generated, Selectable } from 'kysely';
import type { NullableTimestamp } from './column-types.ts';

export interface OwnersTable {
  id: string;
  name: string;
  /** Null: the server default (Config.maxActiveSessions). */
  max_active_sessions: number | null;
  /** The server does file work for it, in folders on its own machine (migrations/0014_local_owners.sql). */
  local: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface OwnerRootsTable {
  owner_id: string;
  /** A real path (symlinks resolved), absolute. */
  path: string;
  created_at: Generated<Date>;
}

export interface ApiTokensTable {
  id: string;
  owner_id: string;
  name: string;
  token_hash: Buffer;
  token_suffix: string;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export type Owner = Selectable<OwnersTable>;

export type ApiToken = Selectable<ApiTokensTable>;
