// Retention's archive mode, through the API: a policy that archives the finished sessions it deletes writes each one's
// export (gzip) to the server's archive folder before purging it; the archive holds what an export of the session
// held, imports back as it is (content-encoding: gzip), and a session whose archive cannot be written is not deleted.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { createTestApp } from './helpers/app.ts';
import { dbId } from './helpers/deletions.ts';
import { workspaceFor } from './helpers/fixtures.ts';
import { ChangeSession, CreateSession } from './helpers/operations.ts';
import { age, ran, SetPolicy } from './helpers/retention.ts';
import { say, visible } from './helpers/sessions.ts';
import { exportOf, importInto, sameContent } from './helpers/transfer.ts';

const app = await createTestApp();
type Owner = Awaited<ReturnType<typeof app.owner>>;

/** A finished session with a few messages, in a workspace of its own. */
async function finished(owner: Owner, words: string[]) {
  const workspaceId = await workspaceFor(owner);
  const created = await owner.gql(CreateSession, { input: { workspaceId, objective: 'archived, then gone' } });
  const session = narrow(created.createSession, 'CreateSessionPayload').session;
  for (const word of words) await say(owner, session.conversations!.nodes[0]!.id, word);
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  await owner.gql(ChangeSession.complete, { input: { sessionId: session.id } });
  return { session, workspaceId };
}

/** Warns, then (the warning stood its time) purges: the second run's report; `between` runs between the two. */
async function warnThenPurge(owner: Owner, between: () => Promise<unknown> = async () => undefined) {
  await age(app, owner.ownerId, 24);
  expect(await ran(owner)).toMatchObject({ warnedSessions: 1, purgedSessions: 0, archivedSessions: 0 });
  await age(app, owner.ownerId, 2);
  await between();
  return ran(owner);
}

const archiveOf = (owner: Owner, sessionId: string) => path.join(app.settings.archiveDir, owner.ownerId, `${dbId(sessionId)}.ndjson.gz`);
const recordsOf = (gz: Buffer) =>
  gunzipSync(gz)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, any>);

describe('archiving before retention deletes', () => {
  it('is refused without deleteTerminalAfterDays, saying what to give', async () => {
    const alice = await app.owner('alice');
    const refused = (await alice.gql(SetPolicy, { input: { archiveSessions: true, keepLastCheckpoints: 3 } })).setRetentionPolicy;
    expect(refused).toMatchObject({ __typename: 'ValidationError', field: 'archiveSessions', message: expect.stringMatching(/deleteTerminalAfterDays/) });
  });

  it('writes the export to the archive folder, then deletes; the archive imports back to the same content', async () => {
    const bob = await app.owner('bob');
    const { session, workspaceId } = await finished(bob, ['plan the release', 'ship it']);
    await bob.gql(SetPolicy, { input: { deleteTerminalAfterDays: 1, warnHours: 1, archiveSessions: true } });
    let before: Awaited<ReturnType<typeof exportOf>> | undefined;
    const purged = await warnThenPurge(bob, async () => (before = await exportOf(app, bob, session.id, '?objects=true')));
    expect(purged).toMatchObject({ purgedSessions: 1, archivedSessions: 1, archiveFailures: 0, run: { purgedSessions: 1 } });
    const archive = await readFile(archiveOf(bob, session.id));
    expect(purged.archiveBytes).toBe(archive.length);
    expect((await exportOf(app, bob, session.id)).status).toBe(404);
    sameContent(before!.records, recordsOf(archive));
    // Posted as it is, gzip and all.
    const restored = await importInto(app, bob, workspaceId, archive, undefined, { 'content-encoding': 'gzip' });
    expect(restored.status).toBe(201);
    sameContent(before!.records, (await exportOf(app, bob, restored.json.session.id, '?objects=true')).records);
  });

  it('leaves a session whose archive cannot be written, and archives it on a later run', async () => {
    const carol = await app.owner('carol');
    const { session } = await finished(carol, ['keep me until archived']);
    await carol.gql(SetPolicy, { input: { deleteTerminalAfterDays: 1, warnHours: 1, archiveSessions: true } });
    // The owner's archive folder cannot be made: a file stands where it goes.
    await mkdir(app.settings.archiveDir, { recursive: true });
    await writeFile(path.join(app.settings.archiveDir, carol.ownerId), 'in the way');
    expect(await warnThenPurge(carol)).toMatchObject({ purgedSessions: 0, archivedSessions: 0, archiveFailures: 1, deletions: [] });
    expect(await visible(carol, session.conversations!.nodes[0]!.id)).toEqual(['keep me until archived']);
    await rm(path.join(app.settings.archiveDir, carol.ownerId));
    expect(await ran(carol)).toMatchObject({ purgedSessions: 1, archivedSessions: 1, archiveFailures: 0 });
    expect(recordsOf(await readFile(archiveOf(carol, session.id))).length).toBeGreaterThan(2);
  });
});

describe('an import sent compressed', () => {
  it('is refused with a typed error when it is not gzip, or compressed some other way, and imports nothing', async () => {
    const dan = await app.owner('dan');
    const { session, workspaceId } = await finished(dan, ['hello']);
    const plain = Buffer.from((await exportOf(app, dan, session.id)).text);
    const broken = await importInto(app, dan, workspaceId, plain, undefined, { 'content-encoding': 'gzip' });
    expect(broken).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/not valid gzip/) } });
    const other = await importInto(app, dan, workspaceId, gzipSync(plain), undefined, { 'content-encoding': 'br' });
    expect(other).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/"br" is not read/) } });
    expect((await importInto(app, dan, workspaceId, gzipSync(plain), undefined, { 'content-encoding': 'gzip' })).status).toBe(201);
  });
});
