// What export and import refuse, through their routes and the importSession mutation: another owner's session (404,
// exactly as a missing one), another owner's workspace, and every kind of bad export: not JSON, cut short, changed on
// the way, of another version, too large, naming what it does not hold, out of order. Each refusal names the line
// at fault and changes nothing (every table counted before and after). An idempotency key answers the first import
// again; the same key with another export is a conflict. Secrets are redacted on the way in.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor, workspaceFor } from './helpers/fixtures.ts';
import { say } from './helpers/sessions.ts';
import { type Exported, exportOf, importInto, seal } from './helpers/transfer.ts';

const MAX_IMPORT = 256 * 1_024;
const app = await createTestApp({ config: { maxImportBytes: MAX_IMPORT } });
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const session = await sessionFor(alice, { objective: 'ship the importer' });
const conversationId = session.conversations!.nodes[0]!.id;
await say(alice, conversationId, 'one', 'two', 'three');
const exported: Exported = await exportOf(app, alice, session.id);
const target = await workspaceFor(alice);

const ImportSession = graphql(`
  mutation TransferImport($input: ImportSessionInput!) {
    importSession(input: $input) {
      __typename
      ... on ImportSessionPayload { replayed session { id objective } sessions { exportedAs session { id } } }
      ... on Error { code message }
      ... on ExportMalformedError { line }
      ... on ExportTruncatedError { line }
      ... on ExportVersionUnsupportedError { version supportedVersions }
    }
  }
`);

const Messages = graphql(`
  query TransferMessages($id: ID!) { node(id: $id) { ... on Session { conversations { nodes { messages { nodes { content } } } } } } }
`);

/** How many rows every table holds: an import refused must leave each as it was. */
async function counts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`.execute(
    app.db,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) out[name] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(app.db)).rows[0]!.n;
  return out;
}

/** The export's records with `change` applied, made whole again (a closing line that matches). */
const edited = (change: (records: Array<Record<string, any>>) => Array<Record<string, any>>) => seal(change(structuredClone(exported.records)));
const lineOf = (predicate: (record: Record<string, any>) => boolean) => exported.records.findIndex(predicate) + 1;

describe('export', () => {
  it("answers another owner's session exactly as a missing one: 404 NOT_FOUND", async () => {
    const theirs = await exportOf(app, bob, session.id);
    const missing = await exportOf(app, bob, Buffer.from('Session:01900000-0000-7000-8000-000000000000').toString('base64'));
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(theirs.json).toMatchObject({ code: 'NOT_FOUND', entity: 'Session' });
    expect(Object.keys(theirs.json!).sort()).toEqual(Object.keys(missing.json!).sort());
    expect(theirs.text).not.toContain('ship the importer');
  });

  it('refuses without a token, with another method, with an id that is not a session id, and a flag that is not one', async () => {
    const url = `${app.origin}/export/sessions/${encodeURIComponent(session.id)}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(405);
    expect(await exportOf(app, alice, 'not-an-id')).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', field: 'id' } });
    const badEscape = await fetch(`${app.origin}/export/sessions/%E0%A4%A`, { headers: { authorization: `Bearer ${alice.token}` } });
    expect([badEscape.status, (await badEscape.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await exportOf(app, alice, session.id, '?objects=yes')).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', field: 'objects' } });
  });
});

describe('a bad export', () => {
  const refusals: Array<[string, () => string | Uint8Array<ArrayBuffer>, { status: number; code: string; line?: number }]> = [
    ['a line that is not JSON', () => exported.text.replace(/\n[^\n]+\n/, '\n{"type": "phase", oops\n'), { status: 400, code: 'EXPORT_MALFORMED', line: 2 }],
    ['no closing line', () => exported.text.split('\n').slice(0, -2).join('\n'), { status: 400, code: 'EXPORT_TRUNCATED' }],
    ['cut in the middle of a line', () => exported.text.slice(0, Math.floor(exported.text.length / 2)), { status: 400, code: 'EXPORT_TRUNCATED' }],
    ['nothing at all', () => '', { status: 400, code: 'EXPORT_TRUNCATED', line: 0 }],
    ['a byte changed on the way', () => exported.text.replace('"two"', '"tWo"'), { status: 400, code: 'EXPORT_TRUNCATED' }],
    ['another version', () => edited((r) => [{ ...r[0], version: 99 }, ...r.slice(1)]), { status: 422, code: 'EXPORT_VERSION_UNSUPPORTED', line: 1 }],
    ['not a Savepoint export', () => seal([{ hello: 'world' }]), { status: 400, code: 'EXPORT_MALFORMED', line: 1 }],
    [
      'a message of a conversation it does not hold',
      () => edited((r) => r.map((x) => (x.type === 'message' && x.content === 'two' ? { ...x, conversationId: '01900000-0000-7000-8000-000000000001' } : x))),
      { status: 400, code: 'EXPORT_MALFORMED', line: lineOf((x) => x.content === 'two') },
    ],
    [
      'events out of order',
      () => edited((r) => r.filter((x) => !(x.type === 'event' && x.seq === 2))),
      { status: 400, code: 'EXPORT_MALFORMED', line: lineOf((x) => x.type === 'event' && x.seq === 3) - 1 },
    ],
    [
      'a field the format does not have',
      () => edited((r) => r.map((x) => (x.type === 'conversation' ? { ...x, owner: 'me' } : x))),
      { status: 400, code: 'EXPORT_MALFORMED', line: lineOf((x) => x.type === 'conversation') },
    ],
    [
      'a record out of its place',
      () => edited((r) => [...r.filter((x) => x.type !== 'end'), r.find((x) => x.type === 'conversation')!]),
      { status: 400, code: 'EXPORT_MALFORMED', line: exported.records.length },
    ],
    [
      'JSON nested deeper than can be read',
      () => {
        const lines = exported.text.trimEnd().split('\n').slice(0, -1);
        const at = lineOf((x) => x.content === 'two') - 1;
        lines[at] = lines[at]!.replace('"toolInput":null', `"toolInput":${'['.repeat(50_000)}${']'.repeat(50_000)}`);
        return seal(lines);
      },
      { status: 400, code: 'EXPORT_MALFORMED', line: lineOf((x) => x.content === 'two') },
    ],
    [
      'a line of sources longer than SAVEPOINT_MAX_LINEAGE_DEPTH',
      () => {
        const sessions = Array.from({ length: 102 }, (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`);
        return edited((r) => [{ ...r[0], sessions, session: sessions.at(-1) }, ...r.slice(1)]);
      },
      { status: 400, code: 'LIMIT_REACHED' },
    ],
    ['more than SAVEPOINT_MAX_IMPORT_BYTES', () => exported.text + 'x'.repeat(MAX_IMPORT), { status: 413, code: 'LIMIT_REACHED' }],
  ];

  it.each(refusals)('is refused whole: %s', async (_what, body, refused) => {
    const before = await counts();
    const answer = await importInto(app, alice, target, body());
    expect(answer.status).toBe(refused.status);
    expect(answer.json).toMatchObject({ code: refused.code, ...(refused.line === undefined ? {} : { line: refused.line }) });
    expect(answer.json.message).toMatch(/nothing was imported/i);
    expect(await counts()).toEqual(before);
  });

  it('is refused while it streams in, past SAVEPOINT_MAX_IMPORT_BYTES without a declared length', async () => {
    const before = await counts();
    const chunks = [new TextEncoder().encode(`${exported.text.split('\n')[0]}\n`)];
    let sent = 0;
    const body = new ReadableStream({
      pull: (controller) => {
        if (sent > 4 * MAX_IMPORT) return controller.close();
        const chunk = chunks.shift() ?? new TextEncoder().encode('x'.repeat(16_384)); // one line that never ends
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await fetch(`${app.origin}/import/sessions?workspaceId=${encodeURIComponent(target)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'LIMIT_REACHED', limit: 'IMPORT_BYTES', setting: 'SAVEPOINT_MAX_IMPORT_BYTES', max: MAX_IMPORT });
    expect(await counts()).toEqual(before);
  });
});

describe('import', () => {
  it("imports into the caller's workspaces only: another owner's is NOT_FOUND, and nothing changes", async () => {
    const before = await counts();
    expect(await importInto(app, bob, target, exported.text)).toMatchObject({ status: 404, json: { code: 'NOT_FOUND', entity: 'Workspace' } });
    expect(await counts()).toEqual(before);
  });

  it('answers the first import again under the same idempotency key, and refuses that key with another export', async () => {
    const first = await importInto(app, alice, target, exported.text, 'import-once');
    const before = await counts();
    const again = await importInto(app, alice, target, exported.text, 'import-once');
    expect(again).toEqual({ status: 200, json: { ...first.json, replayed: true } });
    const other = edited((r) => r.map((x) => (x.type === 'message' && x.content === 'three' ? { ...x, content: 'four' } : x)));
    expect(await importInto(app, alice, target, other, 'import-once')).toMatchObject({ status: 409, json: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect(await counts()).toEqual(before);
  });

  it('redacts secrets on the way in, as every write does', async () => {
    const secret = 'ghp_R3dact1onMarkerAbCdEfGhIjKlMnOpQrStu';
    const leaky = edited((r) => r.map((x) => (x.type === 'message' && x.content === 'one' ? { ...x, content: `token ${secret}` } : x)));
    const made = await importInto(app, alice, target, leaky);
    const read = (await alice.gql(Messages, { id: made.json.session.id })).node;
    const contents = read && 'conversations' in read ? read.conversations!.nodes[0]!.messages!.nodes.map((m) => m.content) : [];
    expect(contents).toEqual([`token ***${secret.slice(-4)}`, 'two', 'three']);
  });

  it('is a mutation too, its refusals typed errors as data', async () => {
    const made = (await alice.gql(ImportSession, { input: { workspaceId: target, export: exported.text } })).importSession;
    expect(made).toMatchObject({ __typename: 'ImportSessionPayload', replayed: false, session: { objective: 'ship the importer' } });
    const cut = (await alice.gql(ImportSession, { input: { workspaceId: target, export: exported.text.slice(0, 100) } })).importSession;
    expect(cut).toMatchObject({ __typename: 'ExportTruncatedError', code: 'EXPORT_TRUNCATED', line: 0 });
    const bad = (await alice.gql(ImportSession, { input: { workspaceId: target, export: `${exported.text.split('\n')[0]}\n[]\n` } })).importSession;
    expect(bad).toMatchObject({ __typename: 'ExportMalformedError', code: 'EXPORT_MALFORMED', line: 2 });
  });
});
