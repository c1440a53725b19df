// Every id a client reads in event data is a global id that `node(id:)` resolves, in the events connection and in
// the live feeds, so a frontend can match a live event to the objects in its cache (they used to be database uuids,
// which no argument accepts). The table of where ids are (src/events/event-refs.ts) is checked against the code that
// emits events, and against a busy session's whole log.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { CUSTOM_PREFIX, EVENT_REFS, type RefShape, TEXT } from '../src/events/event-refs.ts';
import { graphql } from './gql/index.ts';
import { recordBusySession } from './helpers/busy-session.ts';
import { collect, startLiveApp, wsClient } from './helpers/live.ts';

const SRC = new URL('../src/', import.meta.url).pathname;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ID_FIELD = /^(id|\w+Ids?)$/;
/** A step's idempotency key is a key the runner dedupes by, not an id to pass back (by default "step:<its uuid>"). */
const KEYS = /\.idempotencyKey$/;

/** Every field name a shape names, at any depth. */
function fieldsOf(shape: RefShape): Set<string> {
  if (typeof shape === 'string') return new Set();
  if (Array.isArray(shape)) return fieldsOf(shape[0] as RefShape);
  const fields = new Set<string>();
  for (const [field, inner] of Object.entries(shape as Record<string, RefShape>)) {
    fields.add(field);
    for (const nested of fieldsOf(inner)) fields.add(nested);
  }
  return fields;
}

/** The text of the balanced bracket group opening at `start`. */
function group(text: string, start: number): string {
  const open = text[start]!;
  const close = open === '(' ? ')' : '}';
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** Every event the code emits: its type and the id-like fields its data literal names (spreads are not followed). */
async function emittedEvents(): Promise<Array<{ file: string; type: string; idFields: string[] }>> {
  const found: Array<{ file: string; type: string; idFields: string[] }> = [];
  for (const entry of await readdir(SRC, { recursive: true })) {
    if (!entry.endsWith('.ts') || entry.startsWith('graphql/') || entry.startsWith('cli/')) continue;
    const text = await readFile(path.join(SRC, entry), 'utf8');
    for (const call of text.matchAll(/(\.emit|[^\w]recordEventsNow)\(/g)) {
      const body = group(text, call.index! + call[0].length - 1);
      const type = /type: '([^']+)'/.exec(body)?.[1];
      if (!type) continue; // custom events: `${CUSTOM_PREFIX}${name}`
      const data = /data: \{/.exec(body);
      const literal = data ? group(body, data.index + data[0].length - 1) : '';
      const keys = [...literal.matchAll(/[{,]\s*(\w+)\s*(?=[:,}])/g)].map((m) => m[1]!);
      found.push({ file: entry, type, idFields: [...new Set(keys.filter((key) => ID_FIELD.test(key)))] });
    }
  }
  return found;
}

describe('the table of ids in event data', () => {
  it('knows every event type the code emits, and every id field an emit names', async () => {
    const emitted = await emittedEvents();
    expect(emitted.length).toBeGreaterThan(30);
    const unknownTypes = emitted.filter((event) => !Object.hasOwn(EVENT_REFS, event.type)).map((event) => `${event.file}: ${event.type}`);
    expect(unknownTypes).toEqual([]);
    const unknownFields = emitted.flatMap((event) =>
      event.idFields.filter((field) => !fieldsOf(EVENT_REFS[event.type]!).has(field)).map((field) => `${event.file}: ${event.type}.${field}`),
    );
    expect(unknownFields).toEqual([]);
    // And no entry for an event nothing emits any more.
    expect(Object.keys(EVENT_REFS).filter((type) => !emitted.some((event) => event.type === type))).toEqual([]);
  });
});

const live = await startLiveApp({ pollIntervalMs: 60_000 });
const post = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(live.httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${live.token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: unknown[] };
};

type Served = { seq: number; type: string; data: unknown };

const SessionFeed = graphql(`
  subscription GlobalIdsFeed($sessionId: ID!, $after: String) { sessionEvents(sessionId: $sessionId, after: $after) { node { seq type data } } }
`);

async function logOf(sessionId: string): Promise<Served[]> {
  const body = await post('query ($id: ID!) { session(id: $id) { ... on Session { events(first: 500) { nodes { seq type data } } } } }', { id: sessionId });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.session.events.nodes;
}

/** Every string anywhere in a value, with where it is. */
function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
}

/** The ids the table names in a served event's data, with their types. */
function idsIn(value: unknown, shape: RefShape, out: Array<{ type: string; id: unknown }> = []) {
  if (value === null || value === undefined) return out;
  if (typeof shape === 'string') {
    if (shape !== TEXT) out.push({ type: shape, id: value });
  } else if (Array.isArray(shape)) {
    if (Array.isArray(value)) for (const item of value) idsIn(item, shape[0] as RefShape, out);
  } else if (typeof value === 'object') {
    for (const [field, inner] of Object.entries(shape as Record<string, RefShape>)) idsIn((value as Record<string, unknown>)[field], inner, out);
  }
  return out;
}

/** A session exported and imported again through the routes beside GraphQL (its copy's log starts with session.imported). */
async function exportAndImport(sessionId: string): Promise<string> {
  const origin = new URL(live.httpUrl).origin;
  const authorization = `Bearer ${live.token}`;
  const exported = await fetch(`${origin}/export/sessions/${encodeURIComponent(sessionId)}`, { headers: { authorization } });
  if (exported.status !== 200) throw new Error(`export: ${exported.status} ${await exported.text()}`);
  const workspace = await post('query ($id: ID!) { session(id: $id) { ... on Session { workspace { id } } } }', { id: sessionId });
  const workspaceId: string = workspace.data.session.workspace.id;
  const answer = await fetch(`${origin}/import/sessions?workspaceId=${encodeURIComponent(workspaceId)}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-ndjson' },
    body: await exported.text(),
  });
  const body = (await answer.json()) as { session?: { id: string } };
  if (answer.status !== 201 || !body.session) throw new Error(`import: ${answer.status} ${JSON.stringify(body)}`);
  return body.session.id;
}

describe('event data as served', async () => {
  const busy = await recordBusySession(post);
  const imported = await exportAndImport(busy.lostId);
  const logs = await Promise.all([busy.sessionId, busy.forkId, busy.lostId, busy.heirId, busy.threadId, imported].map(logOf));
  // A deleted session's log is served by its feed alone: its tombstone.
  const tombstone = collect(wsClient(live.wsUrl, live.token), SessionFeed, { sessionId: busy.deletedId, after: '0' });
  await tombstone.completion();
  const events = [...logs.flat(), ...tombstone.items.map((item) => item.sessionEvents.node)];

  it('covers every event type of the table in the busy session', () => {
    const seen = new Set(events.map((event) => event.type));
    expect(Object.keys(EVENT_REFS).filter((type) => !seen.has(type))).toEqual([]);
    expect(seen.has(`${CUSTOM_PREFIX}tests.passed`)).toBe(true);
  });

  it('holds no database id anywhere, not even inside a message', () => {
    const leaks = events
      .filter((event) => !event.type.startsWith(CUSTOM_PREFIX))
      .flatMap((event) => strings(event.data, `${event.type}#${event.seq}`).filter(([at, text]) => UUID.test(text) && !KEYS.test(at)));
    expect(leaks).toEqual([]);
    const failed = events.find((event) => event.type === 'session.resume_failed')!.data as Record<string, unknown>;
    expect(failed).not.toHaveProperty('messageParts');
    expect(failed.message).toContain(busy.sessionId); // SESSION_LOCKED names the session: by its global id
  });

  it('holds global ids that node(id:) resolves to objects of the type the table says', async () => {
    // What the heir recorded before its source was deleted names the source's rows, which are gone: those resolve to null.
    const heirLog = logs[3]!;
    const handover = heirLog.find((event) => event.type === 'session.source-deleted')!;
    const beforeHandover = new Set(heirLog.filter((event) => event.seq < handover.seq));
    const refs = events
      .filter((event) => !beforeHandover.has(event))
      .flatMap((event) => idsIn(event.data, EVENT_REFS[event.type] ?? {}).map((ref) => ({ ...ref, event: `${event.type}#${event.seq}` })));
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => typeof ref.id !== 'string')).toEqual([]);
    const ids = [...new Set(refs.map((ref) => ref.id as string))];
    const body = await post('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids });
    expect(body.errors).toBeUndefined();
    const typeOf = new Map((body.data.nodes as Array<{ __typename: string; id: string } | null>).map((node, index) => [ids[index]!, node?.__typename ?? null]));
    const wrong = refs.filter((ref) => typeOf.get(ref.id as string) !== ref.type);
    expect(wrong).toEqual([]);
    expect(new Set(refs.map((ref) => ref.type))).toEqual(
      new Set(['Session', 'Phase', 'Task', 'Step', 'Conversation', 'Message', 'Approval', 'Checkpoint', 'Rewind', 'SessionEvent', 'Deletion']),
    );
    // A global id names its type; the one given for "the event that set these messages aside" is that event.
    const superseded = events.find((event) => event.type === 'messages.superseded')!.data as { byEventId: string };
    expect(decodeGlobalID(superseded.byEventId).typename).toBe('SessionEvent');
  });

  it('is the same, global ids and all, when delivered live', async () => {
    const feed = collect(wsClient(live.wsUrl, live.token), SessionFeed, { sessionId: busy.sessionId, after: '0' });
    await feed.count(logs[0]!.length);
    expect(feed.items.map((item) => item.sessionEvents.node)).toEqual(logs[0]);
    feed.dispose();
  });
});
