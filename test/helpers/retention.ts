// Retention as the tests drive it: policies, pins, runs, and time moved on (the rows' own timestamps set back, since
// policies count in days and warnings in hours).
import { sql } from 'kysely';
import { planDigestNow } from '../../src/db/state-snapshot.ts';
import type { Checkpoint } from '../../src/db/tables/checkpoints.ts';
import { graphql } from '../gql/index.ts';
import type { Client, TestApp } from './app.ts';
import { dbId } from './deletions.ts';

export const SetPolicy = graphql(`
  mutation RetentionSetPolicy($input: RetentionPolicyInput!) {
    setRetentionPolicy(input: $input) {
      __typename
      ... on SetRetentionPolicyPayload { policy { workspace { id } keepCheckpointDays keepLastCheckpoints deleteTerminalAfterDays archiveSessions warnHours } }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

export const RunRetention = graphql(`
  mutation RetentionRun($input: RunRetentionInput!) {
    runRetention(input: $input) {
      __typename
      ... on RetentionReport {
        dryRun warnedSessions warnedCheckpoints purgedSessions purgedCheckpoints rowBytes objects objectBytes bytesFreed complete
        archivedSessions archiveBytes archiveFailures
        run { id actor purgedCheckpoints purgedSessions bytesFreed finishedAt archivedSessions archiveBytes archiveFailures }
        deletions { id kind mode sessionIds state }
        items { verdict sessionId checkpointId dueAt purgeAfter }
      }
      ... on Error { code message }
    }
  }
`);

export const Pin = {
  session: graphql(`
    mutation RetentionPinSession($input: PinSessionInput!) { pinSession(input: $input) { __typename ... on PinSessionPayload { session { id pinned } } ... on Error { code } } }
  `),
  checkpoint: graphql(`
    mutation RetentionPinCheckpoint($input: PinCheckpointInput!) {
      pinCheckpoint(input: $input) { __typename ... on PinCheckpointPayload { checkpoint { id pinned } } ... on Error { code } }
    }
  `),
};

export type Report = Extract<Awaited<ReturnType<typeof run>>, { __typename: 'RetentionReport' }>;

export async function run(owner: Client, dryRun = false) {
  return (await owner.gql(RunRetention, { input: { dryRun } })).runRetention;
}

export async function ran(owner: Client, dryRun = false): Promise<Report> {
  const result = await run(owner, dryRun);
  if (result.__typename !== 'RetentionReport') throw new Error(JSON.stringify(result));
  return result;
}

/**
 * The owner's rows as if `hours` had passed since they were written: taken, finished, and warned that long ago. A
 * checkpoint's time is signed with it: each is signed again, as the server would have signed it then.
 */
export async function age(app: TestApp, ownerId: string, hours: number): Promise<void> {
  const by = sql`make_interval(hours => ${hours})`;
  const { rows } = await sql<Checkpoint>`
    update checkpoints set created_at = created_at - ${by}, retention_warned_at = retention_warned_at - ${by}
    where session_id in (select id from sessions where owner_id = ${ownerId}) returning *, ${planDigestNow('checkpoints')} as plan_digest`.execute(app.db);
  for (const row of rows) await sql`update checkpoints set signature = ${app.settings.signing.sign(row)} where id = ${row.id}`.execute(app.db);
  await sql`update sessions set completed_at = completed_at - ${by}, retention_warned_at = retention_warned_at - ${by}
            where owner_id = ${ownerId}`.execute(app.db);
}

/** The checkpoint ids (global) of a session that are left. */
export async function checkpointsLeft(app: TestApp, sessionId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id from checkpoints where session_id = ${dbId(sessionId)} order by seq`.execute(app.db);
  return rows.map((row) => Buffer.from(`Checkpoint:${row.id}`).toString('base64'));
}
