// The folders agents work in.
import type { Generated, Selectable } from 'kysely';

export interface WorkspacesTable {
  id: string;
  owner_id: string;
  name: string;
  path: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type Workspace = Selectable<WorkspacesTable>;
