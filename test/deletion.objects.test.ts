// Storage a deletion frees: the code objects (snapshot blobs and trees) only the deleted session's checkpoints reached
// are reclaimed, those another checkpoint still reaches are kept and still serve its files; objects stored in the last
// hour are kept whatever reaches them (an agent may be about to name them); a write naming objects holds the reclaim
// off until it commits, and the purge finishes once it has.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { shareOwnerObjects } from '../src/db/advisory-locks.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { Deletions, deleted, remove } from './helpers/deletions.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';

const app = await createTestApp();

const CheckpointFiles = graphql(`
  query DeletionCheckpointFiles($id: ID!) {
    node(id: $id) { __typename ... on Checkpoint { diff { __typename ... on CheckpointDiff { files { path action } } ... on Error { code message } } } }
  }
`);

const blob = (content: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(content)}\0${content}`)
    .digest('hex');

async function objectsOf(ownerId: string): Promise<string[]> {
  const { rows } = await sql<{ oid: string }>`select encode(oid, 'hex') as oid from code_objects where owner_id = ${ownerId} order by 1`.execute(app.db);
  return rows.map((row) => row.oid);
}

async function usageOf(ownerId: string): Promise<number> {
  const { rows } = await sql<{ bytes: number }>`select bytes from code_object_usage where owner_id = ${ownerId}`.execute(app.db);
  return rows[0]?.bytes ?? 0;
}

/** What the last hour uploaded counts as older: the reclaim keeps every object of the last hour. */
async function ageObjects(ownerId: string) {
  await sql`update code_objects set created_at = now() - interval '2 hours' where owner_id = ${ownerId}`.execute(app.db);
}

const SHARED = 'the same in both folders\n';

async function twoFolders(owner: Awaited<ReturnType<typeof app.owner>>) {
  const a = await scenario(owner, READ_THEN_WRITE, { files: { 'shared.txt': SHARED, 'a.txt': 'only in a\n' } });
  const b = await scenario(owner, READ_THEN_WRITE, { files: { 'shared.txt': SHARED, 'b.txt': 'only in b\n' } });
  const cpA = await a.checkpoint('a');
  const cpB = await b.checkpoint('b');
  return { a, b, cpA, cpB, treeA: cpA.codeTree!, treeB: cpB.codeTree! };
}

describe('deletion reclaims code objects', () => {
  it('takes what only the deleted session reached, keeps what another checkpoint reaches, and says what it freed', async () => {
    const alice = await app.owner('alice');
    const { a, cpB, treeA, treeB } = await twoFolders(alice);
    await ageObjects(alice.ownerId);
    expect(await objectsOf(alice.ownerId)).toEqual([treeA, treeB, blob(SHARED), blob('only in a\n'), blob('only in b\n')].sort());
    const usage = await usageOf(alice.ownerId);

    const { deletion } = deleted(await remove(alice, { sessionId: a.session.id }));
    expect(deletion).toMatchObject({ state: 'DONE', objects: 2 });
    expect(deletion.objectBytes).toBeGreaterThan(0);
    expect(deletion.bytesFreed).toBe(deletion.rowBytes + deletion.objectBytes);
    expect(await objectsOf(alice.ownerId)).toEqual([treeB, blob(SHARED), blob('only in b\n')].sort());
    const { rows } = await sql<{ size: number }>`
      select coalesce(sum(size), 0)::int8 as size from code_objects where owner_id = ${alice.ownerId}`.execute(app.db);
    expect(await usageOf(alice.ownerId)).toBe(rows[0]!.size);
    expect(await usageOf(alice.ownerId)).toBeLessThan(usage);
    // What is left still serves the other checkpoint's files.
    const diff = narrow((await alice.gql(CheckpointFiles, { id: cpB.id })).node!, 'Checkpoint').diff;
    expect(
      narrow(diff, 'CheckpointDiff')
        .files.map((file) => file.path)
        .sort(),
    ).toEqual(['b.txt', 'shared.txt']);
  });

  it('keeps what was stored in the last hour, reached or not', async () => {
    const alice = await app.owner('alice');
    const { a } = await twoFolders(alice);
    const before = await objectsOf(alice.ownerId);
    const { deletion } = deleted(await remove(alice, { sessionId: a.session.id }));
    expect(deletion).toMatchObject({ state: 'DONE', objects: 0 });
    expect(await objectsOf(alice.ownerId)).toEqual(before);
  });

  it('waits for writes naming objects to commit: the purge stays PURGING, and the next run finishes it', async () => {
    const alice = await app.owner('alice');
    const { a, treeA } = await twoFolders(alice);
    await ageObjects(alice.ownerId);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // An upload (or a checkpoint naming a tree) under way: it holds the owner's objects lock until it commits.
    const upload = app.db.transaction().execute(async (trx) => {
      await shareOwnerObjects(trx, alice.ownerId);
      locked();
      await held;
    });
    await holding;
    const { deletion } = deleted(await remove(alice, { sessionId: a.session.id }));
    expect(deletion).toMatchObject({ state: 'PURGING', objects: 0 });
    expect(await objectsOf(alice.ownerId)).toContain(treeA);
    release();
    await upload;
    // Asked again (or the housekeeping's next round), the purge goes on where it stopped.
    const again = deleted(await remove(alice, { sessionId: a.session.id }));
    expect(again).toMatchObject({ replayed: true, deletion: { id: deletion.id } });
    const audit = (await alice.gql(Deletions, { first: 10 })).deletions.nodes.find((d) => d.id === deletion.id)!;
    expect(audit.state).toBe('DONE');
    expect(await objectsOf(alice.ownerId)).not.toContain(treeA);
  });
});
