// Concurrent registration of one directory: the unique (owner_id, path) constraint decides the winner, and every
// loser gets the typed ValidationError a sequential duplicate gets, never a masked "Unexpected error.".
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { isUniqueViolation } from '../src/db/sqlstate.ts';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';
import { CreateWorkspace } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');

type Client = typeof alice;
const CALLERS = 8;

/** Sends `count` identical createWorkspace mutations at once and returns the raw responses. */
async function registerAtOnce(client: Client, input: { path: string; name?: string; idempotencyKey?: string }, count = CALLERS) {
  return Promise.all(Array.from({ length: count }, () => client.raw(CreateWorkspace, { input })));
}

async function rowsFor(ownerId: string, path: string) {
  return app.db.selectFrom('workspaces').select(['id', 'name']).where('owner_id', '=', ownerId).where('path', '=', path).execute();
}

describe('createWorkspace under concurrency', () => {
  it('registers a path once when 8 callers race, and answers every other caller with the ValidationError a sequential duplicate gets', async () => {
    const dir = await tempDir();
    const responses = await registerAtOnce(alice, { path: dir, name: 'raced' });

    expect(responses.map((response) => response.body.errors ?? null)).toEqual(Array(CALLERS).fill(null));
    const results = responses.map((response) => response.body.data!.createWorkspace);
    const winners = results.filter((result) => result.__typename === 'CreateWorkspacePayload');
    const losers = results.filter((result) => result.__typename !== 'CreateWorkspacePayload');
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ workspace: { name: 'raced', path: dir }, replayed: false });
    expect(losers).toHaveLength(CALLERS - 1);

    const sequential = (await alice.gql(CreateWorkspace, { input: { path: dir, name: 'raced' } })).createWorkspace;
    expect(sequential).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'path' });
    const message = sequential.__typename === 'ValidationError' ? sequential.message : '';
    expect(message).toContain(`is already registered as workspace "raced"; use that workspace.`);
    for (const loser of losers) expect(loser).toEqual({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'path', message });

    expect(await rowsFor(alice.ownerId, dir)).toHaveLength(1);
  });

  it('answers 8 racing callers with one idempotency key with the same workspace, created once', async () => {
    const dir = await tempDir();
    const responses = await registerAtOnce(alice, { path: dir, idempotencyKey: `race-${newId()}` });

    expect(responses.map((response) => response.body.errors ?? null)).toEqual(Array(CALLERS).fill(null));
    const payloads = responses.map((response) => {
      const result = response.body.data!.createWorkspace;
      if (result.__typename !== 'CreateWorkspacePayload') throw new Error(`expected a payload, got ${JSON.stringify(result)}`);
      return result;
    });
    expect(new Set(payloads.map((payload) => payload.workspace.id)).size).toBe(1);
    expect(payloads.filter((payload) => !payload.replayed)).toHaveLength(1);

    const rows = await rowsFor(alice.ownerId, dir);
    expect(rows.map((row) => Buffer.from(`Workspace:${row.id}`).toString('base64'))).toEqual([payloads[0]!.workspace.id]);
  });

  it('gives a directory that two owners race for to exactly one of them; the other learns nothing of whose it is', async () => {
    const dir = await tempDir();
    const [forAlice, forBob] = await Promise.all([alice.raw(CreateWorkspace, { input: { path: dir } }), bob.raw(CreateWorkspace, { input: { path: dir } })]);
    const results = [forAlice, forBob].map((response) => {
      expect(response.body.errors).toBeUndefined();
      return response.body.data!.createWorkspace;
    });
    expect(results.filter((result) => result.__typename === 'CreateWorkspacePayload')).toHaveLength(1);
    const refused = results.find((result) => result.__typename === 'ValidationError');
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `path: ${dir} is not available to you; choose another folder inside your workspace roots.`,
    });
    expect((await rowsFor(alice.ownerId, dir)).length + (await rowsFor(bob.ownerId, dir)).length).toBe(1);
  });
});

describe('isUniqueViolation', () => {
  it('recognizes the error postgres.js raises for a duplicate (owner_id, path), by SQLSTATE and by constraint name', async () => {
    const dir = await tempDir();
    const row = { owner_id: alice.ownerId, name: 'direct', path: dir };
    await app.db
      .insertInto('workspaces')
      .values({ id: newId(), ...row })
      .execute();
    const error = await app.db
      .insertInto('workspaces')
      .values({ id: newId(), ...row })
      .execute()
      .catch((caught: unknown) => caught);

    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'workspaces_owner_place_key')).toBe(true);
    expect(isUniqueViolation(error, 'workspaces_pkey')).toBe(false);
    const other = await sql`select 1 / 0`.execute(app.db).catch((caught: unknown) => caught);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(new Error('not from the database'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
