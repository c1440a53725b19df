// Client-owned state (issue 25, item 1) through the API: sessions by a client key, checkpoints with parts and pending
// writes stored verbatim and sealed at rest, the reads a checkpointer needs, rewind and fork as new heads, deletion,
// other owners kept out, and refusals that change nothing.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { resealClientState } from '../src/client-state/reseal.service.ts';
import { keyRingFrom } from '../src/client-state/sealing.ts';
import { readStateCheckpoints } from '../src/client-state/state-read.service.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { DeleteSession } from './helpers/deletions.ts';
import { ChangeSession } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const mallory = await app.owner('mallory');

const Put = graphql(`
  mutation StatePut($input: PutStateCheckpointInput!) {
    putStateCheckpoint(input: $input) {
      __typename
      ... on PutStatePayload { clientId namespace session { id clientKey state parent { id } workspace { name path } } }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

const Writes = graphql(`
  mutation StateWrites($input: PutStateWritesInput!) {
    putStateWrites(input: $input) { __typename ... on PutStatePayload { clientId } ... on Error { code message } }
  }
`);

const Head = graphql(`
  query StateHead($key: String, $id: ID, $ns: String, $clientId: String) {
    stateCheckpoint(sessionKey: $key, sessionId: $id, namespace: $ns, clientId: $clientId) {
      clientId parentClientId namespace sessionKey payloadType payload partVersions metadata summary
      parts { name version type data }
      pendingWrites { taskId index channel type data taskPath }
    }
  }
`);

const List = graphql(`
  query StateList($key: String, $ns: String, $before: String, $metadata: JSON, $first: Int) {
    stateCheckpoints(sessionKey: $key, namespace: $ns, before: $before, metadata: $metadata, first: $first) { clientId sessionKey namespace }
  }
`);

const Rewind = graphql(`
  mutation StateRewind($input: RewindStateInput!) {
    rewindState(input: $input) { __typename ... on SteerStatePayload { clientId replacedHead } ... on Error { code message } }
  }
`);

const Fork = graphql(`
  mutation StateFork($input: ForkStateInput!) {
    forkState(input: $input) { __typename ... on SteerStatePayload { clientId session { id clientKey parent { id } } } ... on Error { code message } }
  }
`);

const b64 = (text: string) => Buffer.from(text).toString('base64');
const text = (base64: string | null | undefined) => (base64 == null ? null : Buffer.from(base64, 'base64').toString());
let keys = 0;
const newKey = () => `thread-${++keys}-${Date.now()}`;

function checkpoint(key: string, clientId: string, extra: Record<string, unknown> = {}) {
  return { sessionKey: key, clientId, payloadType: 'json', payload: b64(`{"id":"${clientId}"}`), ...extra };
}

describe('client-owned state', () => {
  it('makes a session on the first write under a key, in a workspace without a folder, and keeps state verbatim', async () => {
    const key = newKey();
    const secret = 'password=hunter2hunter2';
    const first = await alice.gql(Put, {
      input: checkpoint(key, '0001', {
        partVersions: { notes: '1', empty: '1' },
        parts: [
          { name: 'notes', version: '1', type: 'json', data: b64(JSON.stringify(secret)) },
          { name: 'empty', version: '1', type: 'empty' },
        ],
        metadata: { source: 'input', step: -1, token: 'sk-abcdefabcdefabcdefabcdef' },
        summary: `asked to log in with ${secret}`,
        writes: [{ taskId: 'task-a', index: 0, channel: 'notes', type: 'json', data: b64('"w"') }],
      }),
    });
    expect(first.putStateCheckpoint).toMatchObject({
      __typename: 'PutStatePayload',
      clientId: '0001',
      session: { clientKey: key, state: 'RUNNING', workspace: { name: 'Client state', path: null } },
    });
    const head = (await alice.gql(Head, { key })).stateCheckpoint!;
    expect(text(head.parts.find((p) => p.name === 'notes')!.data)).toBe(JSON.stringify(secret));
    expect(head.parts.find((p) => p.name === 'empty')!.data).toBeNull();
    expect(head.metadata).toEqual({ source: 'input', step: -1, token: 'sk-abcdefabcdefabcdefabcdef' });
    expect(head.pendingWrites).toEqual([{ taskId: 'task-a', index: 0, channel: 'notes', type: 'json', data: b64('"w"'), taskPath: '' }]);
    expect(head.summary).not.toContain('hunter2hunter2'); // what people read is redacted
    // Sealed at rest: the stored bytes hold none of the plain text.
    const { rows } = await sql<{ bytes: Buffer }>`select data as bytes from state_parts where name = 'notes' and version = '1'`.execute(app.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.bytes.toString('latin1')).not.toContain('hunter2');
  });

  it('shares parts between checkpoints, reads the newest or by id, and lists by namespace, before and metadata', async () => {
    const key = newKey();
    await alice.gql(Put, {
      input: checkpoint(key, '0001', {
        partVersions: { a: '1' },
        parts: [{ name: 'a', version: '1', type: 'json', data: b64('1') }],
        metadata: { source: 'input' },
      }),
    });
    await alice.gql(Put, {
      input: checkpoint(key, '0002', {
        parentClientId: '0001',
        partVersions: { a: '1', b: '1' },
        parts: [{ name: 'b', version: '1', type: 'json', data: b64('2') }],
        metadata: { source: 'loop', step: 1 },
      }),
    });
    await alice.gql(Put, { input: checkpoint(key, '0003', { namespace: 'child', metadata: { source: 'loop' } }) });
    const head = (await alice.gql(Head, { key }))!.stateCheckpoint!;
    expect(head.clientId).toBe('0002');
    expect(head.parentClientId).toBe('0001');
    expect(Object.fromEntries(head.parts.map((p) => [p.name, text(p.data)]))).toEqual({ a: '1', b: '2' });
    expect((await alice.gql(Head, { key, clientId: '0001' })).stateCheckpoint!.parts.map((p) => p.name)).toEqual(['a']);
    expect((await alice.gql(Head, { key, ns: 'child' })).stateCheckpoint!.clientId).toBe('0003');
    const ids = async (variables: Record<string, unknown>) => (await alice.gql(List, { key, ...variables })).stateCheckpoints.map((c) => c.clientId);
    expect(await ids({})).toEqual(['0003', '0002', '0001']);
    expect(await ids({ ns: '' })).toEqual(['0002', '0001']);
    expect(await ids({ before: '0002' })).toEqual(['0001']);
    expect(await ids({ metadata: { source: 'loop' } })).toEqual(['0003', '0002']);
    expect(await ids({ metadata: { source: 'loop', step: 1 } })).toEqual(['0002']);
    expect(await ids({ first: 1 })).toEqual(['0003']);
    // Across the owner's threads, when none is named.
    const all = (await alice.gql(List, { metadata: { source: 'loop', step: 1 } })).stateCheckpoints;
    expect(all.some((c) => c.sessionKey === key && c.clientId === '0002')).toBe(true);
  });

  it('keeps pending writes as first written, or replaces them when asked', async () => {
    const key = newKey();
    await alice.gql(Put, { input: checkpoint(key, '0001') });
    const write = (data: string, replace: boolean) =>
      alice.gql(Writes, {
        input: { sessionKey: key, checkpointId: '0001', replace, writes: [{ taskId: 't', index: -1, channel: '__error__', type: 'json', data: b64(data) }] },
      });
    await write('"first"', false);
    await write('"second"', false);
    expect(text((await alice.gql(Head, { key })).stateCheckpoint!.pendingWrites[0]!.data)).toBe('"first"');
    await write('"third"', true);
    expect(text((await alice.gql(Head, { key })).stateCheckpoint!.pendingWrites[0]!.data)).toBe('"third"');
  });

  it('rewinds by a copy on top (undone by rewinding to the head it replaced) and forks into a thread of its own', async () => {
    const key = newKey();
    await alice.gql(Put, {
      input: checkpoint(key, '1ef00000-0000-6000-8000-000000000001', {
        partVersions: { a: '1' },
        parts: [{ name: 'a', version: '1', type: 'json', data: b64('"one"') }],
        metadata: { step: 0 },
      }),
    });
    await alice.gql(Put, {
      input: checkpoint(key, '1ef00000-0000-6000-8000-000000000002', {
        partVersions: { a: '2' },
        parts: [{ name: 'a', version: '2', type: 'json', data: b64('"two"') }],
        metadata: { step: 1 },
      }),
    });
    const rewound = (await alice.gql(Rewind, { input: { sessionKey: key, toClientId: '1ef00000-0000-6000-8000-000000000001' } })).rewindState;
    if (rewound.__typename !== 'SteerStatePayload') throw new Error(JSON.stringify(rewound));
    expect(rewound.replacedHead).toBe('1ef00000-0000-6000-8000-000000000002');
    const head = (await alice.gql(Head, { key })).stateCheckpoint!;
    expect(head.clientId).toBe(rewound.clientId);
    expect(head.clientId > '1ef00000-0000-6000-8000-000000000002').toBe(true);
    expect(head.parentClientId).toBe('1ef00000-0000-6000-8000-000000000001');
    expect(head.metadata).toMatchObject({ step: 0, source: 'fork' });
    expect(text(head.parts[0]!.data)).toBe('"one"');
    // Undo: back to the head it replaced, again as a new head; nothing was deleted.
    const undone = (await alice.gql(Rewind, { input: { sessionKey: key, toClientId: rewound.replacedHead! } })).rewindState;
    if (undone.__typename !== 'SteerStatePayload') throw new Error(JSON.stringify(undone));
    expect(text((await alice.gql(Head, { key })).stateCheckpoint!.parts[0]!.data)).toBe('"two"');
    expect((await alice.gql(List, { key })).stateCheckpoints).toHaveLength(4);

    const forkKey = newKey();
    const forked = (await alice.gql(Fork, { input: { sessionKey: key, clientId: '1ef00000-0000-6000-8000-000000000001', newSessionKey: forkKey } })).forkState;
    if (forked.__typename !== 'SteerStatePayload') throw new Error(JSON.stringify(forked));
    expect(forked.session.clientKey).toBe(forkKey);
    expect(forked.session.parent).not.toBeNull();
    const forkHead = (await alice.gql(Head, { key: forkKey })).stateCheckpoint!;
    expect(forkHead).toMatchObject({ clientId: '1ef00000-0000-6000-8000-000000000001', parentClientId: null });
    expect(text(forkHead.parts[0]!.data)).toBe('"one"');
    // The fork's key is taken now: a second fork under it is refused.
    const again = (await alice.gql(Fork, { input: { sessionKey: key, newSessionKey: forkKey } })).forkState;
    expect(again).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
  });

  it('keeps other owners out, and their keys apart', async () => {
    const key = newKey();
    const made = (await alice.gql(Put, { input: checkpoint(key, '0001', { metadata: { source: 'input' } }) })).putStateCheckpoint;
    if (made.__typename !== 'PutStatePayload') throw new Error(JSON.stringify(made));
    expect((await mallory.gql(Head, { key })).stateCheckpoint).toBeNull();
    expect((await mallory.gql(Head, { id: made.session.id })).stateCheckpoint).toBeNull();
    expect((await mallory.gql(List, { metadata: { source: 'input' } })).stateCheckpoints.filter((c) => c.sessionKey === key)).toEqual([]);
    const intoAlice = (await mallory.gql(Put, { input: { ...checkpoint(key, '0002'), sessionKey: undefined, sessionId: made.session.id } })).putStateCheckpoint;
    expect(intoAlice).toMatchObject({ code: 'NOT_FOUND' });
    expect((await mallory.gql(Rewind, { input: { sessionKey: key, toClientId: '0001' } })).rewindState).toMatchObject({ code: 'NOT_FOUND' });
    // Her own session under the same key is hers alone.
    const hers = (await mallory.gql(Put, { input: checkpoint(key, '0009') })).putStateCheckpoint;
    if (hers.__typename !== 'PutStatePayload') throw new Error(JSON.stringify(hers));
    expect(hers.session.id).not.toBe(made.session.id);
    expect((await alice.gql(Head, { key })).stateCheckpoint!.clientId).toBe('0001');
  });

  it('refuses bad input and a paused thread, changing nothing', async () => {
    const key = newKey();
    const made = (await alice.gql(Put, { input: checkpoint(key, '0001') })).putStateCheckpoint;
    if (made.__typename !== 'PutStatePayload') throw new Error(JSON.stringify(made));
    const bad = [
      { ...checkpoint(key, '0002'), payload: 'not base64!' },
      { ...checkpoint(key, '0002'), metadata: [1, 2] },
      { ...checkpoint(key, '0002'), partVersions: { a: '1' }, parts: [{ name: 'a', version: '2', type: 'json', data: b64('1') }] },
      { ...checkpoint(key, '0002'), clientId: '' },
      { ...checkpoint(key, '0002'), sessionId: made.session.id },
    ];
    for (const input of bad) expect((await alice.gql(Put, { input })).putStateCheckpoint, JSON.stringify(input)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await alice.gql(List, { key })).stateCheckpoints.map((c) => c.clientId)).toEqual(['0001']);

    await alice.gql(ChangeSession.pause, { input: { sessionId: made.session.id } });
    const paused = (await alice.gql(Put, { input: checkpoint(key, '0002') })).putStateCheckpoint;
    expect(paused).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect((paused as { message: string }).message).toContain('resumeSession');
    expect((await alice.gql(List, { key })).stateCheckpoints.map((c) => c.clientId)).toEqual(['0001']);
  });

  it('deletes a thread by its key, after which the key starts a new thread', async () => {
    const key = newKey();
    await alice.gql(Put, { input: checkpoint(key, '0001') });
    const deleted = (await alice.gql(DeleteSession, { input: { sessionKey: key } })).deleteSession;
    expect(deleted.__typename).toBe('DeletePayload');
    expect((await alice.gql(Head, { key })).stateCheckpoint).toBeNull();
    expect((await alice.gql(DeleteSession, { input: { sessionKey: key } })).deleteSession).toMatchObject({ code: 'NOT_FOUND' });
    const again = (await alice.gql(Put, { input: checkpoint(key, '0002') })).putStateCheckpoint;
    expect(again).toMatchObject({ __typename: 'PutStatePayload', session: { state: 'RUNNING' } });
    expect((await alice.gql(List, { key })).stateCheckpoints.map((c) => c.clientId)).toEqual(['0002']);
  });
});

describe('client state at rest', () => {
  it('rotates keys: what an older key sealed is sealed again with the new one, and reads the same', async () => {
    const key = newKey();
    await alice.gql(Put, {
      input: checkpoint(key, '0001', {
        partVersions: { a: '1' },
        parts: [{ name: 'a', version: '1', type: 'json', data: b64('"kept"') }],
        writes: [{ taskId: 't', index: 0, channel: 'a', type: 'json', data: b64('"pending"') }],
      }),
    });
    const sessionId = await sessionIdOf(key);
    const old = app.settings.stateKeys;
    const fresh = `k1:${randomBytes(32).toString('base64')}`;
    const rotated = keyRingFrom(fresh, 'unused secret'); // the new key first...
    const ring = { current: rotated.current, byId: new Map([...rotated.byId, ...old.byId]) }; // ...the old one still listed
    const filter = { ownerId: alice.ownerId, sessionId, namespace: null, clientId: null, before: null, metadata: null, limit: 10 };
    const before = await readStateCheckpoints(app.db, old, filter);
    expect(await resealClientState(app.db, ring)).toBeGreaterThanOrEqual(3);
    const keyIds = await sql<{ key_id: string }>`
      select key_id from state_checkpoints where session_id = ${sessionId}::uuid
      union all select key_id from state_parts where session_id = ${sessionId}::uuid and key_id is not null
      union all select key_id from state_writes where session_id = ${sessionId}::uuid`.execute(app.db);
    expect(new Set(keyIds.rows.map((row) => row.key_id))).toEqual(new Set(['k1']));
    // Only the new key is needed now, and the state reads the same.
    const after = await readStateCheckpoints(app.db, rotated, filter);
    const plain = (list: typeof before) =>
      list.map((c) => ({
        payload: c.payload.toString(),
        parts: c.parts.map((p) => p.data?.toString()),
        writes: c.pendingWrites.map((w) => w.data.toString()),
      }));
    expect(plain(after)).toEqual(plain(before));
    expect(plain(after)[0]).toEqual({ payload: '{"id":"0001"}', parts: ['"kept"'], writes: ['"pending"'] });
    // The old ring alone cannot open it any more: the rotation really changed the stored bytes.
    await expect(readStateCheckpoints(app.db, { current: old.current, byId: old.byId }, filter)).rejects.toThrow(/k1/);
    await resealClientState(app.db, { current: old.current, byId: ring.byId }); // put back for the other tests
  });

  it('reseals what a listed older key sealed even when rows of a key no longer listed come first', async () => {
    const key = newKey();
    await alice.gql(Put, { input: checkpoint(key, '0001') });
    const sessionId = await sessionIdOf(key);
    const app0 = app.settings.stateKeys;
    const gone = keyRingFrom(`gone:${randomBytes(32).toString('base64')}`, 'unused secret');
    // Everything sealed with a key that is then dropped from the list: its rows can no longer be opened.
    await resealClientState(app.db, { current: gone.current, byId: new Map([...gone.byId, ...app0.byId]) });
    await alice.gql(Put, { input: checkpoint(key, '0002') }); // sealed with the server's key again
    const next = keyRingFrom(`next:${randomBytes(32).toString('base64')}`, 'unused secret');
    const ring = { current: next.current, byId: new Map([[next.current.id, next.current.key], ...app0.byId]) }; // "gone" not listed
    // One row per batch: the unreadable rows must not stop the readable one from being resealed.
    expect(await resealClientState(app.db, ring, { batch: 1 })).toBeGreaterThanOrEqual(2); // its payload and metadata
    const { rows } = await sql<{ key_id: string }>`
      select key_id from state_checkpoints where session_id = ${sessionId}::uuid and client_id = '0002'`.execute(app.db);
    expect(rows.map((row) => row.key_id)).toEqual(['next']);
  });

  it('refuses a malformed key list with a message that says how to make a key', () => {
    expect(() => keyRingFrom('k1:short', 'secret')).toThrow(/openssl rand -base64 32/);
    expect(() => keyRingFrom(`a:${randomBytes(32).toString('base64')},a:${randomBytes(32).toString('base64')}`, 'secret')).toThrow(/twice/);
    expect(keyRingFrom(null, 'secret').current.id).toBe('s0');
  });
});

async function sessionIdOf(key: string): Promise<string> {
  const row = await app.db.selectFrom('sessions').select('id').where('client_key', '=', key).where('owner_id', '=', alice.ownerId).executeTakeFirstOrThrow();
  return row.id;
}

describe('uploads (POST /state/uploads)', () => {
  const upload = (token: string | null, body: Uint8Array) =>
    fetch(`${app.origin}/state/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body as BodyInit,
    });

  it('takes a value larger than a GraphQL request, which a put names and takes once', async () => {
    const big = randomBytes(app.config.limits.requestBytes + 1_048_576); // past the 16 MiB bound of a request
    const answer = await upload(alice.token, big);
    expect(answer.status).toBe(200);
    const { uploadId, bytes } = (await answer.json()) as { uploadId: string; bytes: number };
    expect(bytes).toBe(big.length);
    const key = newKey();
    const part = { name: 'big', version: '1', type: 'bytes', uploadId };
    // Another owner cannot take it.
    expect((await mallory.gql(Put, { input: checkpoint(key, '0001', { partVersions: { big: '1' }, parts: [part] }) })).putStateCheckpoint).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const put = (await alice.gql(Put, { input: checkpoint(key, '0001', { partVersions: { big: '1' }, parts: [part] }) })).putStateCheckpoint;
    expect(put.__typename).toBe('PutStatePayload');
    const read = (await alice.gql(Head, { key })).stateCheckpoint!;
    expect(Buffer.from(read.parts[0]!.data!, 'base64').equals(big)).toBe(true);
    // Taken: a second put naming it is refused, and stores nothing.
    const again = (await alice.gql(Put, { input: checkpoint(key, '0002', { partVersions: { big: '2' }, parts: [{ ...part, version: '2' }] }) }))
      .putStateCheckpoint;
    expect(again).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((again as { message: string }).message).toContain('upload the value again');
    expect((await alice.gql(List, { key })).stateCheckpoints.map((c) => c.clientId)).toEqual(['0001']);
  });

  it('gives an upload back when the put that took it is refused', async () => {
    const { uploadId } = (await (await upload(alice.token, Buffer.from('kept for the next put'))).json()) as { uploadId: string };
    const key = newKey();
    const refused = (
      await alice.gql(Put, {
        input: checkpoint(key, '0001', { partVersions: { a: '1' }, parts: [{ name: 'a', version: '1', type: 'json', uploadId, data: b64('1') }] }),
      })
    ).putStateCheckpoint;
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' }); // data and an upload: one or the other
    const put = (
      await alice.gql(Put, { input: checkpoint(key, '0001', { partVersions: { a: '1' }, parts: [{ name: 'a', version: '1', type: 'json', uploadId }] }) })
    ).putStateCheckpoint;
    expect(put.__typename).toBe('PutStatePayload');
    expect(text((await alice.gql(Head, { key })).stateCheckpoint!.parts[0]!.data)).toBe('kept for the next put');
  });

  it('refuses an upload without a token, or past its own bound, storing nothing', async () => {
    expect((await upload(null, Buffer.from('x'))).status).toBe(401);
    const small = await createTestApp({ config: { maxStateUploadBytes: 1_024 } });
    const owner = await small.owner('bob');
    const answer = await fetch(`${small.origin}/state/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: randomBytes(2_048) as BodyInit,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'LIMIT_REACHED', limit: 'STATE_UPLOAD_BYTES' });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from state_uploads`.execute(small.db);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('uploads named wrongly', () => {
  it('refuses an uploadId that is no upload (not even an id) as VALIDATION_FAILED, storing nothing', async () => {
    const key = newKey();
    const part = (uploadId: string) => ({ name: 'a', version: '1', type: 'json', uploadId });
    for (const uploadId of ['UGhhc2U6MDFhMjFmOWQ=', '01a21f9d-1482-776b-acca-73f192b32970']) {
      const put = (await alice.gql(Put, { input: checkpoint(key, '0001', { partVersions: { a: '1' }, parts: [part(uploadId)] }) })).putStateCheckpoint;
      expect(put, uploadId).toMatchObject({ code: 'VALIDATION_FAILED', field: 'parts[0].uploadId' });
    }
    expect((await alice.gql(List, { key })).stateCheckpoints).toEqual([]);
  });
});
