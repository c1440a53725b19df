// A client's thread (a LangGraph thread) moved between servers through export and import: the export holds its state
// opened (base64 of the plain bytes, not the exporting server's ciphertext), another server with other state keys
// seals it again with its own and reads back the same bytes, metadata and pending writes, never redacted (a field
// named "token", a value "password=hunter2hunter2"); only the summary people read is. A client key the importing owner
// already uses is left off, and the answer says so. Version 1 exports (no client state) are still read.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor, workspaceFor } from './helpers/fixtures.ts';
import { exportOf, importInto, seal } from './helpers/transfer.ts';

const KEY_B = `b1:${Buffer.alloc(32, 7).toString('base64')}`;
const source = await createTestApp(); // its key derived from the server's secret
const target = await createTestApp({ config: { stateKeys: KEY_B } }); // another server, another key
const alice = await source.owner('alice');
const bob = await target.owner('bob');

const Put = graphql(`
  mutation TransferStatePut($input: PutStateCheckpointInput!) {
    putStateCheckpoint(input: $input) { __typename ... on PutStatePayload { session { id } } ... on Error { code message } }
  }
`);

const Read = graphql(`
  query TransferStateRead($key: String, $id: ID) {
    stateCheckpoints(sessionKey: $key, sessionId: $id) {
      clientId parentClientId namespace sessionKey payloadType payload partVersions metadata summary
      parts { name version type data }
      pendingWrites { taskId index channel type data taskPath }
    }
  }
`);

const Import = graphql(`
  mutation TransferStateImport($input: ImportSessionInput!) {
    importSession(input: $input) {
      __typename
      ... on ImportSessionPayload { session { id clientKey } sessions { exportedAs clientKeyDropped } }
      ... on Error { code message }
      ... on ExportMalformedError { line }
    }
  }
`);

const b64 = (text: string) => Buffer.from(text).toString('base64');
const SECRET = 'password=hunter2hunter2';
const key = `thread-${Date.now()}`;
const payload = b64(JSON.stringify({ v: 1, ts: '2025-01-01', note: SECRET }));
const metadata = { source: 'loop', step: 1, token: 'sk-abcdefabcdefabcdefabcdef', note: SECRET };

const put = async (input: Record<string, unknown>) => {
  const answer = (await alice.gql(Put, { input: { sessionKey: key, payloadType: 'json', payload, ...input } as never })).putStateCheckpoint;
  if (answer.__typename !== 'PutStatePayload') throw new Error(JSON.stringify(answer));
  return answer.session.id;
};
const threadId = await put({
  clientId: '0001',
  partVersions: { messages: '1', empty: '1' },
  parts: [
    { name: 'messages', version: '1', type: 'json', data: b64(JSON.stringify([SECRET])) },
    { name: 'empty', version: '1', type: 'empty' },
  ],
  metadata: { source: 'input', step: -1, token: 'sk-abcdefabcdefabcdefabcdef' },
});
await put({
  clientId: '0002',
  parentClientId: '0001',
  partVersions: { messages: '2', empty: '1' },
  parts: [{ name: 'messages', version: '2', type: 'json', data: b64(JSON.stringify([SECRET, 'again'])) }],
  metadata,
  summary: `logged in with ${SECRET}`,
  writes: [
    { taskId: 'task-a', index: 0, channel: 'messages', type: 'json', data: b64(`"${SECRET}"`) },
    { taskId: 'task-a', index: 1, channel: 'token', type: 'bytes', data: Buffer.from([0, 255, 1, 254]).toString('base64'), taskPath: 'a|b' },
  ],
});
const original = (await alice.gql(Read, { key })).stateCheckpoints;
const exported = await exportOf(source, alice, threadId);
const bobSpace = await workspaceFor(bob);
const first = await importInto(target, bob, bobSpace, exported.text);

describe('a client thread exported and imported on another server', () => {
  it('exports its state opened: the plain bytes in base64, not the ciphertext of the exporting server', async () => {
    expect(exported.status).toBe(200);
    expect(exported.records[0]).toMatchObject({ version: 2 });
    expect(exported.records[1]).toMatchObject({ type: 'session', clientKey: key });
    const checkpoints = exported.records.filter((record) => record.type === 'stateCheckpoint');
    // The metadata as the client wrote it travels sealed-and-opened, like the rest; its redacted copy beside it.
    const opened = (record: Record<string, unknown>) => JSON.parse(Buffer.from(String(record.metadataSealed), 'base64').toString());
    expect(checkpoints.map((record) => [record.clientId, record.payload, opened(record)])).toEqual([
      ['0001', payload, { source: 'input', step: -1, token: 'sk-abcdefabcdefabcdefabcdef' }],
      ['0002', payload, metadata],
    ]);
    expect(JSON.stringify(checkpoints.map((record) => record.metadata))).not.toContain('sk-abcdefabcdefabcdefabcdef');
    expect(exported.records.filter((record) => record.type === 'statePart').map((record) => [record.name, record.version, record.data])).toEqual([
      ['empty', '1', null],
      ['messages', '1', b64(JSON.stringify([SECRET]))],
      ['messages', '2', b64(JSON.stringify([SECRET, 'again']))],
    ]);
    expect(exported.records.filter((record) => record.type === 'stateWrite').map((record) => [record.index, record.data, record.taskPath])).toEqual([
      [0, b64(`"${SECRET}"`), ''],
      [1, 'AP8B/g==', 'a|b'],
    ]);
    const { rows } = await sql<{ sealed: Buffer }>`
      select payload as sealed from state_checkpoints where session_id = ${decodeGlobalID(threadId).id}
      union all select data from state_parts where session_id = ${decodeGlobalID(threadId).id} and data is not null
      union all select data from state_writes where session_id = ${decodeGlobalID(threadId).id}`.execute(source.db);
    expect(rows).toHaveLength(6); // two checkpoints, two parts that hold bytes, two writes
    for (const row of rows) expect(exported.text).not.toContain(row.sealed.toString('base64'));
  });

  it('reads back byte for byte where it is imported, under its key, sealed with that server’s own key; the summary alone redacted', async () => {
    expect(first.status).toBe(201);
    expect(first.json.sessions).toEqual([expect.objectContaining({ clientKeyDropped: null })]);
    const copy = (await bob.gql(Read, { key })).stateCheckpoints;
    expect(copy).toEqual(original);
    expect(copy.map((checkpoint) => checkpoint.metadata)).toEqual([metadata, { source: 'input', step: -1, token: 'sk-abcdefabcdefabcdefabcdef' }]);
    expect(Buffer.from(copy[0]!.payload, 'base64').toString()).toContain(SECRET);
    expect(copy[0]!.pendingWrites.map((write) => write.data)).toEqual([b64(`"${SECRET}"`), 'AP8B/g==']);
    expect(copy[0]!.summary).not.toContain('hunter2hunter2'); // redacted when it was put, and again on the way in
    const id = decodeGlobalID(first.json.session.id).id;
    const { rows } = await sql<{ key_id: string }>`
      select key_id from state_checkpoints where session_id = ${id}
      union all select key_id from state_parts where session_id = ${id} and data is not null
      union all select key_id from state_writes where session_id = ${id}`.execute(target.db);
    expect(rows.map((row) => row.key_id)).toEqual(Array(6).fill('b1'));
  });

  it('exports again as the same content from the server it was imported to', async () => {
    const again = await exportOf(target, bob, first.json.session.id);
    const state = (records: typeof again.records) => records.filter((record) => ['statePart', 'stateCheckpoint', 'stateWrite'].includes(record.type));
    expect(state(again.records)).toEqual(state(exported.records));
    expect(again.records[1]).toMatchObject({ type: 'session', clientKey: key });
  });

  it('leaves off a client key the owner already uses on a live session, says so, and keeps the state readable by id', async () => {
    const again = (await bob.gql(Import, { input: { workspaceId: bobSpace, export: exported.text } })).importSession;
    expect(again).toMatchObject({ __typename: 'ImportSessionPayload', session: { clientKey: null }, sessions: [{ clientKeyDropped: key }] });
    if (again.__typename !== 'ImportSessionPayload') throw new Error('not imported');
    expect((await bob.gql(Read, { id: again.session.id })).stateCheckpoints).toEqual(original.map((checkpoint) => ({ ...checkpoint, sessionKey: null })));
    // The key still names the first import's thread.
    expect((await bob.gql(Read, { key })).stateCheckpoints.map((checkpoint) => checkpoint.sessionKey)).toEqual([key, key]);
    const { rows } = await sql<{ data: unknown }>`
      select data from session_events where session_id = ${decodeGlobalID(again.session.id).id} and type = 'session.imported'`.execute(target.db);
    expect(rows).toEqual([{ data: expect.objectContaining({ clientKeyDropped: key }) }]);
  });

  it('refuses client state that is not base64, naming its line, and imports nothing', async () => {
    const at = exported.records.findIndex((record) => record.type === 'stateWrite');
    const bad = exported.records.map((record, i) => (i === at ? { ...record, data: 'not base64!' } : record));
    const answer = await importInto(target, bob, bobSpace, seal(bad));
    expect(answer).toMatchObject({ status: 400, json: { code: 'EXPORT_MALFORMED', line: at + 1 } });
    expect(answer.json.message).toContain('is not base64');
  });

  it('still reads a version 1 export (no client key, no client state), and refuses client state in one', async () => {
    const plain = await exportOf(source, alice, (await sessionFor(alice)).id);
    const v1 = plain.records.map((record) => {
      if ('format' in record) return { ...record, version: 1 };
      const { clientKey: _key, ...rest } = record;
      return record.type === 'session' ? rest : record;
    });
    expect((await importInto(target, bob, bobSpace, seal(v1))).status).toBe(201);
    const withState = exported.records.map((record) => ('format' in record ? { ...record, version: 1 } : record));
    const refused = await importInto(target, bob, bobSpace, seal(withState));
    expect(refused).toMatchObject({ status: 400, json: { code: 'EXPORT_MALFORMED', line: 2 } }); // the session's clientKey first
    expect(refused.json.message).toContain('of version 1 does not have');
  });
});
