// deleteSession and deleteWorkspace as the tests call them, the audit they answer, and what is left in the tables.
import { sql } from 'kysely';
import { graphql } from '../gql/index.ts';
import type { Client, TestApp } from './app.ts';

export const DeleteSession = graphql(`
  mutation DeleteSession($input: DeleteSessionInput!) {
    deleteSession(input: $input) {
      __typename
      ... on DeletePayload { replayed deletion { id kind targetId mode state actor sessionIds handedOverTo rows purged rowBytes objects objectBytes bytesFreed requestedAt finishedAt } }
      ... on Error { code message }
      ... on ForksDependError { forkIds count }
      ... on ValidationError { field }
    }
  }
`);

export const DeleteWorkspace = graphql(`
  mutation DeleteWorkspace($input: DeleteWorkspaceInput!) {
    deleteWorkspace(input: $input) {
      __typename
      ... on DeletePayload { replayed deletion { id kind targetId mode state actor sessionIds handedOverTo rows purged rowBytes objects objectBytes bytesFreed requestedAt finishedAt } }
      ... on Error { code message }
      ... on ForksDependError { forkIds count }
    }
  }
`);

export const Deletions = graphql(`
  query Deletions($first: Int) {
    deletions(first: $first) { totalCount nodes { id kind targetId mode state actor sessionIds rows bytesFreed } }
  }
`);

export const SessionState = graphql(`
  query DeletedSession($id: ID!) { session(id: $id) { __typename ... on Session { id state } ... on Error { code } } }
`);

export type Deleted = Extract<Awaited<ReturnType<typeof remove>>, { __typename: 'DeletePayload' }>;

export async function remove(owner: Client, input: { sessionId: string; cascade?: boolean; handOver?: boolean; idempotencyKey?: string }) {
  return (await owner.gql(DeleteSession, { input })).deleteSession;
}

export function deleted(result: Awaited<ReturnType<typeof remove>>): Deleted {
  if (result.__typename !== 'DeletePayload') throw new Error(JSON.stringify(result));
  return result;
}

/** Rows each session-scoped table holds for these sessions (database ids). */
export async function rowsOf(app: TestApp, sessionIds: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'session_id' order by table_name`.execute(app.db);
  for (const { table_name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} where session_id = any(${sessionIds}::uuid[])`.execute(
      app.db,
    );
    counts[table_name] = rows[0]!.n;
  }
  return counts;
}

/** The database id inside a global id. */
export const dbId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').slice(1).join(':');
