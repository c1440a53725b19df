// Code objects stored as git writes them (POST /objects), read back byte for byte (POST /objects/read), and
// missingObjects telling an agent what to send: each owner's own, a forged body refused whole, every limit a typed
// refusal that stores nothing. The objects come from real git: a repository per test, read with git cat-file.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createOwnerWithToken, revokeApiToken } from '../src/auth/token.service.ts';
import { loadConfig } from '../src/config.ts';
import { tempDir, write } from './helpers/fs.ts';
import { git } from './helpers/git.ts';
import { startLiveApp } from './helpers/live.ts';
import { blobId, bodyOf, type GitObject, objectRoutes, objectsOf, treeContent, writeTree } from './helpers/objects.ts';

const live = await startLiveApp();
const db = live.app.database.db;

async function newOwner(name: string) {
  const { token, ownerId } = await createOwnerWithToken(db, name);
  return { token, ownerId, ...objectRoutes(live.httpUrl, token), missing: (oids: string[]) => missingObjects(live.httpUrl, token, oids) };
}

async function missingObjects(httpUrl: string, token: string, oids: string[]): Promise<{ data: { missingObjects: string[] } | null; errors?: any[] }> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query($oids: [String!]!) { missingObjects(oids: $oids) }', variables: { oids } }),
  });
  return (await response.json()) as any;
}

/** A repository holding `files` (nested folders, a script, a link), its tree and that tree's objects in upload order. */
async function snapshot(files: Record<string, string | Buffer>, dir?: string) {
  const repo = dir ?? (await tempDir('savepoint-objects-'));
  if (!dir) git(repo, 'init', '-q', '-b', 'main');
  await write(repo, files);
  const tree = writeTree(repo);
  return { repo, tree, objects: objectsOf(repo, tree) };
}

const FILES = {
  'README.md': '# demo\n',
  'src/index.ts': 'export const a = 1;\n',
  'src/lib/deep/util.ts': 'export function f() {\n  return 2;\n}\n',
  'src/lib/empty.txt': '',
  'assets/logo.bin': Buffer.from([0, 1, 2, 3, 255, 0]),
};

const oidsOf = (objects: readonly GitObject[]) => objects.map((object) => object.oid);

/** What an owner's objects hold, as the database counts them (for "nothing was stored"). */
async function storedCount(ownerId: string, on = db) {
  const { rows } = await sql<{ objects: number; entries: number }>`
    select (select count(*)::int from code_objects where owner_id = ${ownerId}) as objects,
           (select coalesce(sum(cardinality(names)), 0)::int from code_trees where owner_id = ${ownerId}) as entries`.execute(on);
  return rows[0]!;
}

describe('uploading a snapshot', () => {
  it("stores what git wrote under git's ids, after which missingObjects lacks nothing, and reads it back byte for byte", async () => {
    const alice = await newOwner('alice');
    const { tree, objects } = await snapshot(FILES);
    expect(objects.at(-1)!.oid).toBe(tree);
    expect((await alice.missing(oidsOf(objects))).data!.missingObjects).toEqual(oidsOf(objects));

    const stored = await alice.upload(bodyOf(objects));
    expect(stored.status).toBe(200);
    expect(stored.json.objects).toEqual(objects.map((o) => ({ oid: o.oid, type: o.type, size: o.content.length, created: true })));
    expect(stored.json.createdBytes).toBe(objects.reduce((sum, o) => sum + o.content.length, 0));
    expect((await alice.missing(oidsOf(objects))).data!.missingObjects).toEqual([]);

    const read = await alice.read([tree, ...oidsOf(objects).slice(0, 2)]);
    expect(read.status).toBe(200);
    expect(read.body.equals(bodyOf([objects.at(-1)!, ...objects.slice(0, 2)]))).toBe(true);
    for (const object of objects)
      expect(
        createHash('sha1')
          .update(bodyOf([object]))
          .digest('hex'),
      ).toBe(object.oid);

    const again = await alice.upload(bodyOf(objects));
    expect(again.status).toBe(200);
    expect(again.json.objects.every((o: { created: boolean }) => !o.created)).toBe(true);
    expect(again.json.createdBytes).toBe(0);
  });

  it('needs only what changed for the next snapshot: the changed blob and the trees above it', async () => {
    const alice = await newOwner('alice');
    const first = await snapshot(FILES);
    expect((await alice.upload(bodyOf(first.objects))).status).toBe(200);
    const second = await snapshot({ 'src/lib/deep/util.ts': 'export function f() {\n  return 3;\n}\n' }, first.repo);
    const missing = (await alice.missing(oidsOf(second.objects))).data!.missingObjects;
    const tree = (path: string) => git(first.repo, 'rev-parse', `${second.tree}:${path}`).trim();
    expect(new Set(missing)).toEqual(
      new Set([blobId(first.repo, 'export function f() {\n  return 3;\n}\n'), tree('src/lib/deep'), tree('src/lib'), tree('src'), second.tree]),
    );
    const lacking = second.objects.filter((o) => missing.includes(o.oid));
    const stored = await alice.upload(bodyOf(lacking));
    expect(stored.status).toBe(200);
    expect(stored.json.objects.map((o: { oid: string }) => o.oid)).toEqual(oidsOf(lacking));
    expect((await alice.missing(oidsOf(second.objects))).data!.missingObjects).toEqual([]);
  });

  it('takes an object twice in one body, and a tree whose objects came in an earlier request', async () => {
    const alice = await newOwner('alice');
    const { objects } = await snapshot({ 'a.txt': 'same\n', 'b/a.txt': 'same\n' });
    const blobs = objects.filter((o) => o.type === 'blob');
    expect((await alice.upload(bodyOf([...blobs, ...blobs]))).json.objects).toHaveLength(1);
    const trees = await alice.upload(bodyOf(objects.filter((o) => o.type === 'tree')));
    expect(trees.status).toBe(200);
    expect(await storedCount(alice.ownerId)).toEqual({ objects: 3, entries: 3 });
  });

  it('stores an object once when uploads of it race, counting its bytes once', async () => {
    const alice = await newOwner('alice');
    const { objects } = await snapshot(FILES);
    const answers = await Promise.all(Array.from({ length: 4 }, () => alice.upload(bodyOf(objects))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const created = answers.flatMap((answer) => answer.json.objects.filter((o: { created: boolean }) => o.created).map((o: { oid: string }) => o.oid));
    expect(created.sort()).toEqual(oidsOf(objects).sort());
    const { rows } = await sql<{ bytes: number }>`select bytes from code_object_usage where owner_id = ${alice.ownerId}`.execute(db);
    expect(rows[0]!.bytes).toBe(objects.reduce((sum, o) => sum + o.content.length, 0));
    expect(await storedCount(alice.ownerId)).toEqual({ objects: objects.length, entries: 9 });
  });

  it('stores the empty tree, and an empty body stores nothing', async () => {
    const alice = await newOwner('alice');
    const empty = await alice.upload(Buffer.from('tree 0\0'));
    expect(empty.json.objects).toEqual([{ oid: '4b825dc642cb6eb9a060e54bf8d69288fbee4904', type: 'tree', size: 0, created: true }]);
    expect((await alice.upload(Buffer.alloc(0))).json).toEqual({ objects: [], createdBytes: 0 });
  });
});

describe('each owner its own objects', () => {
  it("shows another owner's objects as missing, never reads them out, and lets no tree of its own name them", async () => {
    const alice = await newOwner('alice');
    const bob = await newOwner('bob');
    const { objects } = await snapshot(FILES);
    expect((await alice.upload(bodyOf(objects))).status).toBe(200);
    expect((await bob.missing(oidsOf(objects))).data!.missingObjects).toEqual(oidsOf(objects));
    const read = await bob.read([objects[0]!.oid]);
    expect(read.status).toBe(404);
    expect(read.json).toMatchObject({ code: 'OBJECTS_MISSING', missing: [objects[0]!.oid], count: 1 });
    expect(read.body.includes(objects[0]!.content)).toBe(false);
    // A tree naming alice's blob, which bob never sent: refused, however the blob's id was learnt.
    const borrowed = { oid: '', type: 'tree' as const, content: treeContent([{ mode: '100644', name: 'x', oid: objects[0]!.oid }]) };
    const refused = await bob.upload(bodyOf([borrowed]));
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: 'OBJECTS_MISSING', missing: [objects[0]!.oid] });
    expect(await storedCount(bob.ownerId)).toEqual({ objects: 0, entries: 0 });
  });

  it('stores the same content twice when two owners upload it', async () => {
    const alice = await newOwner('alice');
    const bob = await newOwner('bob');
    const { objects } = await snapshot(FILES);
    expect((await alice.upload(bodyOf(objects))).json.objects.every((o: { created: boolean }) => o.created)).toBe(true);
    expect((await bob.upload(bodyOf(objects))).json.objects.every((o: { created: boolean }) => o.created)).toBe(true);
    const { rows } = await sql<{ copies: number }>`
      select count(*)::int as copies from code_objects
      where oid = decode(${objects[0]!.oid}, 'hex') and owner_id in (${alice.ownerId}, ${bob.ownerId})`.execute(db);
    expect(rows[0]!.copies).toBe(2);
    expect(await storedCount(bob.ownerId)).toEqual(await storedCount(alice.ownerId));
  });

  it('asks for the token as GraphQL does: none, unknown and revoked are 401 with the Bearer challenge', async () => {
    const body = Buffer.from('blob 1\0x');
    const none = await objectRoutes(live.httpUrl, null).upload(body);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="savepoint"');
    expect(none.json).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'MISSING' });
    const get = await fetch(`${new URL(live.httpUrl).origin}/objects`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const unknown = await objectRoutes(live.httpUrl, 'sp_not-a-real-token').read([]);
    expect(unknown.status).toBe(401);
    expect(unknown.json).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'UNKNOWN' });
    const carol = await newOwner('carol');
    const [token] = await db.selectFrom('api_tokens').select('id').where('owner_id', '=', carol.ownerId).execute();
    await revokeApiToken(db, carol.ownerId, token!.id);
    const revoked = await carol.upload(body);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer realm="savepoint", error="invalid_token"/);
    expect(await storedCount(carol.ownerId)).toEqual({ objects: 0, entries: 0 });
  });
});

describe('a forged body is refused whole, with its code, and stores nothing', async () => {
  const dir = await tempDir('savepoint-forged-');
  git(dir, 'init', '-q');
  const hello = blobId(dir, 'hello\n');
  const blob = (text: string): GitObject => ({ oid: blobId(dir, text), type: 'blob', content: Buffer.from(text) });
  const tree = (entries: Array<{ mode: string; name: string; oid: string }>): GitObject => ({ oid: '', type: 'tree', content: treeContent(entries) });
  const valid = [blob('first\n'), blob('hello\n')];
  const good = bodyOf(valid);
  const cases: Array<[what: string, body: Buffer, status: number, expected: Record<string, unknown>]> = [
    [
      'content that does not match what a tree names',
      bodyOf([blob('first\n'), blob('hellO\n'), tree([{ mode: '100644', name: 'h', oid: hello }])]),
      422,
      { code: 'OBJECTS_MISSING', missing: [hello] },
    ],
    ['a truncated frame', good.subarray(0, good.length - 3), 400, { code: 'OBJECT_MALFORMED', index: 1 }],
    ['a size larger than the content', Buffer.concat([good, Buffer.from('blob 7\0hello\n')]), 400, { code: 'OBJECT_MALFORMED', index: 2 }],
    ['a size smaller than the content', Buffer.concat([good, Buffer.from('blob 5\0hello\n')]), 400, { code: 'OBJECT_MALFORMED', index: 3 }],
    ['a size with a leading zero', Buffer.concat([good, Buffer.from('blob 06\0hello\n')]), 400, { code: 'OBJECT_MALFORMED', index: 2 }],
    ['a header without NUL', Buffer.concat([good, Buffer.from('blob 6 hello\n')]), 400, { code: 'OBJECT_MALFORMED', index: 2 }],
    ['a commit', Buffer.concat([good, Buffer.from('commit 3\0abc')]), 422, { code: 'OBJECT_TYPE_UNSUPPORTED', type: 'commit', index: 2 }],
    ['an unknown type', Buffer.concat([good, Buffer.from('blub 3\0abc')]), 422, { code: 'OBJECT_TYPE_UNSUPPORTED', type: 'blub' }],
    ['a bad mode', bodyOf([...valid, tree([{ mode: '100664', name: 'h', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: 'h' }],
    ['a submodule (gitlink)', bodyOf([...valid, tree([{ mode: '160000', name: 'sub', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: 'sub' }],
    ['a .git entry', bodyOf([...valid, tree([{ mode: '100644', name: '.git', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: '.git' }],
    [
      'a .GIT entry',
      bodyOf([...valid, tree([{ mode: '40000', name: '.GIT', oid: '4b825dc642cb6eb9a060e54bf8d69288fbee4904' }])]),
      422,
      { code: 'TREE_INVALID', entry: '.GIT' },
    ],
    ['a ".git." entry (Windows drops the dot)', bodyOf([...valid, tree([{ mode: '100644', name: '.git.', oid: hello }])]), 422, { code: 'TREE_INVALID' }],
    [
      'a ".g\u200cit" entry (HFS+ ignores the joiner)',
      bodyOf([...valid, tree([{ mode: '100644', name: '.g\u200cit', oid: hello }])]),
      422,
      { code: 'TREE_INVALID' },
    ],
    ['a "git~1" entry (the short name of .git)', bodyOf([...valid, tree([{ mode: '100644', name: 'GIT~1', oid: hello }])]), 422, { code: 'TREE_INVALID' }],
    ['a .. entry', bodyOf([...valid, tree([{ mode: '100644', name: '..', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: '..' }],
    ['a . entry', bodyOf([...valid, tree([{ mode: '100644', name: '.', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: '.' }],
    ['a name with a slash', bodyOf([...valid, tree([{ mode: '100644', name: 'a/b', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: 'a/b' }],
    ['an empty name', bodyOf([...valid, tree([{ mode: '100644', name: '', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: '' }],
    [
      'entries out of order',
      bodyOf([
        ...valid,
        tree([
          { mode: '100644', name: 'b', oid: hello },
          { mode: '100644', name: 'a', oid: hello },
        ]),
      ]),
      422,
      { code: 'TREE_INVALID', entry: 'a' },
    ],
    [
      'a name twice',
      bodyOf([
        ...valid,
        tree([
          { mode: '100644', name: 'a', oid: hello },
          { mode: '100644', name: 'a', oid: hello },
        ]),
      ]),
      422,
      { code: 'TREE_INVALID', entry: 'a' },
    ],
    [
      'a folder sorted as a file (git sorts "a" the folder as "a/", after "a.txt")',
      bodyOf([
        ...valid,
        tree([
          { mode: '40000', name: 'a', oid: '4b825dc642cb6eb9a060e54bf8d69288fbee4904' },
          { mode: '100644', name: 'a.txt', oid: hello },
        ]),
      ]),
      422,
      { code: 'TREE_INVALID', entry: 'a.txt' },
    ],
    [
      'an entry cut short',
      bodyOf([...valid, { type: 'tree', content: treeContent([{ mode: '100644', name: 'h', oid: hello }]).subarray(0, 15) }]),
      422,
      { code: 'TREE_INVALID' },
    ],
    ['a folder naming a blob', bodyOf([...valid, tree([{ mode: '40000', name: 'h', oid: hello }])]), 422, { code: 'TREE_INVALID', entry: 'h' }],
    [
      'a file naming a tree',
      bodyOf([...valid, { type: 'tree', content: Buffer.alloc(0) }, tree([{ mode: '100644', name: 'h', oid: '4b825dc642cb6eb9a060e54bf8d69288fbee4904' }])]),
      422,
      { code: 'TREE_INVALID', entry: 'h' },
    ],
    [
      'a tree naming an object never sent',
      bodyOf([...valid, tree([{ mode: '100644', name: 'h', oid: 'f'.repeat(40) }])]),
      422,
      { code: 'OBJECTS_MISSING', missing: ['f'.repeat(40)], count: 1 },
    ],
    [
      'a tree naming an object sent after it',
      bodyOf([blob('first\n'), tree([{ mode: '100644', name: 'h', oid: hello }]), blob('hello\n')]),
      422,
      { code: 'OBJECTS_MISSING', missing: [hello] },
    ],
  ];

  it.each(cases)('%s', async (_what, body, status, expected) => {
    const mallory = await newOwner('mallory');
    const refused = await mallory.upload(body);
    expect({ status: refused.status, ...refused.json }).toMatchObject({ status, ...expected });
    expect(refused.json.message).toMatch(/nothing was stored/i);
    expect(await storedCount(mallory.ownerId)).toEqual({ objects: 0, entries: 0 });
    expect((await mallory.missing(oidsOf(valid))).data!.missingObjects).toEqual(oidsOf(valid));
    // The same owner's honest upload goes through afterwards.
    expect((await mallory.upload(good)).status).toBe(200);
  });
});

describe('limits: each a typed refusal that stores nothing', async () => {
  const defaults = loadConfig({});
  const small = await startLiveApp({
    maxSnapshotFileBytes: 1_000,
    maxBatchSize: 20,
    limits: { ...defaults.limits, requestBytes: 4_096, responseBytes: 2_048 },
    quotas: { ...defaults.quotas, ownerObjectBytes: 3_000 },
  });
  const owner = async (name: string) => {
    const { token, ownerId } = await createOwnerWithToken(small.app.database.db, name);
    return { ownerId, ...objectRoutes(small.httpUrl, token), missing: (oids: string[]) => missingObjects(small.httpUrl, token, oids) };
  };
  const dir = await tempDir('savepoint-limits-');
  git(dir, 'init', '-q');
  const blobOf = (text: string): GitObject => ({ oid: blobId(dir, text), type: 'blob', content: Buffer.from(text) });

  it('refuses an object over SAVEPOINT_MAX_SNAPSHOT_FILE_BYTES, and a body over SAVEPOINT_MAX_REQUEST_BYTES (413)', async () => {
    const dana = await owner('dana');
    const big = await dana.upload(bodyOf([blobOf('ok\n'), blobOf('x'.repeat(1_001))]));
    expect({ status: big.status, ...big.json }).toMatchObject({
      status: 413,
      code: 'LIMIT_REACHED',
      limit: 'OBJECT_BYTES',
      setting: 'SAVEPOINT_MAX_SNAPSHOT_FILE_BYTES',
      max: 1_000,
    });
    const body = bodyOf(Array.from({ length: 6 }, (_, i) => blobOf(`${i}`.repeat(900))));
    const large = await dana.upload(body);
    expect({ status: large.status, ...large.json }).toMatchObject({
      status: 413,
      code: 'LIMIT_REACHED',
      limit: 'REQUEST_BYTES',
      setting: 'SAVEPOINT_MAX_REQUEST_BYTES',
    });
    const streamed = await fetch(`${new URL(small.httpUrl).origin}/objects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(await createOwnerWithToken(small.app.database.db, 'eve')).token}` },
      body: new Blob([new Uint8Array(body)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await storedCount(dana.ownerId, small.app.database.db)).toEqual({ objects: 0, entries: 0 });
  });

  it('refuses what would take an owner past SAVEPOINT_MAX_OWNER_OBJECT_BYTES (403), counting each object once', async () => {
    const fred = await owner('fred');
    const first = [blobOf('a'.repeat(900)), blobOf('b'.repeat(900))];
    expect((await fred.upload(bodyOf(first))).status).toBe(200);
    expect((await fred.upload(bodyOf(first))).status).toBe(200); // already held: adds nothing
    const over = await fred.upload(bodyOf([blobOf('c'.repeat(900)), blobOf('d'.repeat(900))]));
    expect({ status: over.status, ...over.json }).toMatchObject({
      status: 403,
      code: 'LIMIT_REACHED',
      limit: 'OWNER_OBJECT_BYTES',
      setting: 'SAVEPOINT_MAX_OWNER_OBJECT_BYTES',
      max: 3_000,
    });
    expect(await storedCount(fred.ownerId, small.app.database.db)).toEqual({ objects: 2, entries: 0 });
    expect((await fred.upload(bodyOf([blobOf('c'.repeat(900))]))).status).toBe(200); // 2,700 bytes: within
    const george = await owner('george');
    expect((await george.upload(bodyOf(first))).status).toBe(200); // another owner's quota is its own
  });

  it('bounds missingObjects and reads: SAVEPOINT_MAX_BATCH ids, hex ids, SAVEPOINT_MAX_RESPONSE_BYTES', async () => {
    const hana = await owner('hana');
    const many = await hana.missing(Array.from({ length: 21 }, (_, i) => i.toString(16).padStart(40, '0')));
    expect(many.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(many.data).toBeNull();
    const wrong = await hana.missing(['F'.repeat(40)]);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    const blobs = [blobOf('e'.repeat(900)), blobOf('f'.repeat(900)), blobOf('g'.repeat(900))];
    expect((await hana.upload(bodyOf(blobs.slice(0, 2)))).status).toBe(200);
    expect((await hana.upload(bodyOf(blobs.slice(2)))).status).toBe(200);
    const tooMuch = await hana.read(oidsOf(blobs));
    expect({ status: tooMuch.status, ...tooMuch.json }).toMatchObject({ status: 400, code: 'LIMIT_REACHED', limit: 'RESPONSE_BYTES' });
    expect((await hana.read(oidsOf(blobs.slice(0, 2)))).body.equals(bodyOf(blobs.slice(0, 2)))).toBe(true);
    const badIds = await hana.read(['not-an-id']);
    expect({ status: badIds.status, ...badIds.json }).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
