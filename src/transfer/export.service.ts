// Exporting a session (GET /export/sessions/<id>, wire/transfer.ts): the session and the sources it was forked from,
// read in one snapshot of the database and written as the lines of format.model.ts into `write`, which resolves when
// the reader can take more (backpressure): memory holds one page of rows at a time (export.queries.ts), whatever the
// session holds.
import { createHash } from 'node:crypto';
import type { Caller } from '../caller.ts';
import { open } from '../client-state/sealing.ts';
import type { Trx } from '../db/client.ts';
import { idRef, NotFoundError, render, text } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import { findEventSeqsByIds } from '../events/event-reads.queries.ts';
import { EVENT_REFS } from '../events/event-refs.ts';
import { eachRef, mapRefs } from '../events/ref-map.ts';
import { inReadSnapshot } from '../events/unit-of-work.ts';
import { readObjectsUnder } from '../objects/object-read.service.ts';
import { lineageList } from '../sessions/lineage.model.ts';
import { findAncestorIds, findSessionsByIds } from '../sessions/session.queries.ts';
import { type ExportedRow, findCodeTrees, readRecordPage } from './export.queries.ts';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportEnd,
  type ExportHeader,
  type ObjectRecord,
  SECTION,
  SECTION_ORDER,
  type SectionRecord,
} from './format.model.ts';
import type { Field } from './format-fields.model.ts';
import { MAX_LINE_BYTES } from './import-limits.ts';
import { holdsEvents, shapeOf } from './refs.model.ts';

export type ExportOptions = { sessionId: string; objects: boolean };

/** Takes the next piece of the export (UTF-8); resolves when the reader can take more. */
export type Sink = (bytes: Buffer) => Promise<void>;

/** Code objects read per round trip: a few MiB at most (a blob is at most SAVEPOINT_MAX_SNAPSHOT_FILE_BYTES). */
const OBJECT_CHUNK = 64;

/**
 * Writes the export of the caller's session: its sources first (root first), then it. Refuses before writing anything
 * when the session is not the caller's (NotFoundError, as for a session that does not exist) or its line of sources
 * is longer than SAVEPOINT_MAX_LINEAGE_DEPTH.
 */
export async function exportSession(caller: Caller, options: ExportOptions, write: Sink): Promise<void> {
  await inReadSnapshot(caller.db, async (trx) => {
    const sessions = await exportedSessions(trx, caller, options.sessionId);
    const out = lineWriter(write);
    const header: ExportHeader = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      session: options.sessionId,
      sessions,
      objects: options.objects,
    };
    await out.write([JSON.stringify(header)]);
    for (const sessionId of sessions) await writeSection(trx, caller, sessionId, out);
    if (options.objects) {
      const roots = await findCodeTrees(trx, sessions);
      for await (const objects of readObjectsUnder(trx, caller.viewer.ownerId, roots, OBJECT_CHUNK)) {
        await out.write(
          objects.map((o) => JSON.stringify({ type: 'object', oid: o.oid, kind: o.type, content: o.content.toString('base64') } satisfies ObjectRecord)),
        );
      }
    }
    await out.end();
  });
}

/** The session and its sources, root first: a fork reads the messages it inherits from them, so they travel with it. */
async function exportedSessions(trx: Trx, caller: Caller, sessionId: string): Promise<string[]> {
  const { ownerId } = caller.viewer;
  const [session] = await findSessionsByIds(trx, ownerId, [sessionId]);
  if (!session) throw new NotFoundError('Session', sessionId);
  const max = caller.settings.quotas.lineageDepth;
  const sources = lineageList(await findAncestorIds(trx, ownerId, [session.id], max), session.id, { max, maxDepth: max });
  if (sources.truncated) {
    const problem = text`Session ${idRef('Session', session.id)} is more than ${max} forks from its root, and its export carries every source`;
    throw limitReached('LINEAGE_DEPTH', max, problem, 'Ask the operator to raise the setting for the export.');
  }
  return [...sources.ids.reverse(), session.id];
}

type LineWriter = { write: (lines: readonly string[]) => Promise<void>; end: () => Promise<void> };

/** Lines out (JSON text each), counted and hashed for the closing line (format.model.ts ExportEnd). */
function lineWriter(write: Sink): LineWriter {
  const hash = createHash('sha256');
  let count = 0;
  return {
    write: async (lines) => {
      const bytes = Buffer.from(`${lines.join('\n')}\n`); // encoded once, for the hash and the reader
      hash.update(bytes);
      count += lines.length;
      await write(bytes);
    },
    end: async () => {
      const end: ExportEnd = { type: 'end', lines: count, sha256: hash.digest('hex') };
      await write(Buffer.from(`${JSON.stringify(end)}\n`));
    },
  };
}

/** A session's section: its records, table by table (messages conversation by conversation). */
async function writeSection(trx: Trx, caller: Caller, sessionId: string, out: LineWriter): Promise<void> {
  const conversations: string[] = [];
  for (const type of SECTION_ORDER) {
    for (const of of type === 'message' ? conversations : [sessionId]) {
      for (let rows = await readRecordPage(trx, type, of, null); rows.length > 0; ) {
        // The next page is read while this one is written: two pages in memory, the database and the reader busy at once.
        const next = readRecordPage(trx, type, of, rows.at(-1)!.key);
        next.catch(() => {}); // awaited below; a write that fails first leaves it unawaited (the transaction ends it)
        if (type === 'conversation') conversations.push(...rows.map((row) => row.id!));
        await out.write(await linesOf(trx, caller, type, rows));
        const last = rows.at(-1)!.key.join();
        rows = await next;
        if (rows[0]?.key.join() === last) throw new Error(`the export's ${type} pages do not advance past ${last}`); // never loop
      }
    }
  }
}

/**
 * The rows' lines as PostgreSQL wrote them, but for what only this server can write: whether a checkpoint matches its
 * signature, and the seqs of the events a row names inside its JSON by row id (a compaction's, a rewind's): those few
 * rows are read back, changed and written again.
 */
async function linesOf(trx: Trx, caller: Caller, type: SectionRecord, rows: ExportedRow[]): Promise<string[]> {
  if (type === 'checkpoint') return rows.map((row) => `${row.line.slice(0, -1)},"intact":${caller.settings.signing.verify(row.checkpoint!)}}`);
  const sealed = Object.entries(SECTION[type].fields as Record<string, Field>).filter(([, field]) => field.kind === 'sealed');
  if (sealed.length > 0)
    return rows.map((row) =>
      openedLine(
        caller,
        row.line,
        sealed.map(([name]) => name),
      ),
    );
  const fields = Object.entries(SECTION[type].fields as Record<string, Field>).filter(([, field]) => field.kind === 'json' && field.refs !== null);
  const naming = rows.map((row) => (type === 'rewind' || (row.event_type !== null && NAMING_EVENTS.has(row.event_type)) ? JSON.parse(row.line) : null));
  if (naming.every((record) => record === null)) return rows.map((row) => row.line);
  const shapes = (record: Record<string, unknown>) =>
    fields.flatMap(([name, field]) => {
      const shape = field.kind === 'json' ? shapeOf(field.refs, record) : null;
      return shape && holdsEvents(shape) ? [[name, shape] as const] : [];
    });
  const ids: number[] = [];
  for (const record of naming) {
    if (record) for (const [name, shape] of shapes(record)) eachRef(record[name], shape, (t, id) => t === 'SessionEvent' && ids.push(Number(id)));
  }
  const seqs = new Map((await findEventSeqsByIds(trx, caller.viewer.ownerId, [...new Set(ids)])).map((event) => [event.id, event.seq]));
  return rows.map((row, at) => {
    const record = naming[at];
    if (!record) return row.line;
    for (const [name, shape] of shapes(record)) {
      record[name] = mapRefs(record[name], shape, { id: (t, id) => (t === 'SessionEvent' ? seqs.get(Number(id)) : id), text: keepText });
    }
    return JSON.stringify(record);
  });
}

/**
 * A line of client state with its sealed fields opened: base64 of the plain bytes, which another server (other keys)
 * reads and seals again with its own (format.model.ts `sealed`). PostgreSQL wrote each as [key id, hex].
 */
function openedLine(caller: Caller, line: string, names: readonly string[]): string {
  const record = JSON.parse(line) as Record<string, unknown>;
  for (const name of names) {
    const value = record[name] as [string, string] | null;
    if (value !== null) record[name] = open(caller.settings.stateKeys, value[0], Buffer.from(value[1], 'hex')).toString('base64');
  }
  const opened = JSON.stringify(record);
  // A line no import reads must not be written: an archive of it would be kept in place of a session it cannot restore.
  const bytes = Buffer.byteLength(opened);
  if (bytes > MAX_LINE_BYTES)
    throw new Error(
      `client state of ${bytes.toLocaleString('en')} bytes (base64) is longer than an export line may be (${MAX_LINE_BYTES.toLocaleString('en')}): this session cannot be exported whole`,
    );
  return opened;
}

/** The event types whose data name other events (by row id): a compaction's `messages.superseded`, for one. */
const NAMING_EVENTS: ReadonlySet<string> = new Set(Object.keys(EVENT_REFS).filter((type) => holdsEvents(EVENT_REFS[type]!)));

const keepText = (parts: Parameters<typeof render>[0]) => ({ value: render(parts, (ref) => ref.id), parts });
