// Exporting a session (GET /export/sessions/<id>, wire/transfer.ts): the session and the sources it was forked from,
// read in one snapshot of the database and written as the lines of format.model.ts into `write`, which resolves when
// the reader can take more (backpressure): memory holds one chunk of rows at a time, whatever the session holds.
import { createHash } from 'node:crypto';
import type { Caller } from '../caller.ts';
import type { Trx } from '../db/client.ts';
import type { Checkpoint } from '../db/tables/checkpoints.ts';
import { idRef, NotFoundError, render, text } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import { findEventSeqsByIds } from '../events/event-reads.queries.ts';
import { eachRef, mapRefs } from '../events/ref-map.ts';
import { inReadSnapshot } from '../events/unit-of-work.ts';
import { readObjectsUnder } from '../objects/object-read.service.ts';
import { lineageList } from '../sessions/lineage.model.ts';
import { findAncestorIds, findSessionsByIds } from '../sessions/session.queries.ts';
import { type ExportedRow, findCodeTrees, streamRecords } from './export.queries.ts';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportEnd,
  type ExportHeader,
  type Field,
  type ObjectRecord,
  SECTION,
  SECTION_ORDER,
  type SectionRecord,
} from './format.model.ts';
import { holdsEvents, shapeOf } from './refs.model.ts';

export type ExportOptions = { sessionId: string; objects: boolean };

/** Takes the next piece of the export; resolves when the reader can take more. */
export type Sink = (text: string) => Promise<void>;

/** Rows read per round trip: fewer of the kinds whose rows can be large (messages, state snapshots, files). */
const CHUNK: Record<SectionRecord | 'object', number> = {
  session: 1,
  phase: 500,
  task: 500,
  step: 500,
  conversation: 100,
  event: 500,
  message: 100,
  checkpoint: 8,
  rewind: 100,
  approval: 500,
  document: 50,
  object: 64,
};

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
    await out.write([header]);
    for (const sessionId of sessions) await writeSection(trx, caller, sessionId, out);
    if (options.objects) {
      const roots = await findCodeTrees(trx, sessions);
      for await (const objects of readObjectsUnder(trx, caller.viewer.ownerId, roots, CHUNK.object)) {
        await out.write(objects.map((o): ObjectRecord => ({ type: 'object', oid: o.oid, kind: o.type, content: o.content.toString('base64') })));
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

type LineWriter = { write: (records: readonly object[]) => Promise<void>; end: () => Promise<void> };

/** Lines out, counted and hashed for the closing line (format.model.ts ExportEnd). */
function lineWriter(write: Sink): LineWriter {
  const hash = createHash('sha256');
  let lines = 0;
  return {
    write: async (records) => {
      const text = records.map((record) => `${JSON.stringify(record)}\n`).join('');
      hash.update(text);
      lines += records.length;
      await write(text);
    },
    end: async () => {
      const end: ExportEnd = { type: 'end', lines, sha256: hash.digest('hex') };
      await write(`${JSON.stringify(end)}\n`);
    },
  };
}

/** A session's section: its records, table by table (messages conversation by conversation). */
async function writeSection(trx: Trx, caller: Caller, sessionId: string, out: LineWriter): Promise<void> {
  const conversations: string[] = [];
  for (const type of SECTION_ORDER) {
    for (const of of type === 'message' ? conversations : [sessionId]) {
      for await (const rows of streamRecords(trx, type, of, CHUNK[type])) {
        if (type === 'conversation') conversations.push(...rows.map((row) => row.id as string));
        await out.write(await recordsOf(trx, caller, type, sessionId, rows));
      }
    }
  }
}

/** Rows as records: events named by row id inside JSON become seqs; a checkpoint says whether it matched its signature. */
async function recordsOf(trx: Trx, caller: Caller, type: SectionRecord, sessionId: string, rows: ExportedRow[]): Promise<object[]> {
  const fields = Object.entries(SECTION[type].fields as Record<string, Field>);
  const seqs = await eventSeqsNamed(trx, caller, rows, fields);
  return rows.map((row) => {
    const record: Record<string, unknown> = { type, ...row };
    for (const [name, field] of fields) {
      if (field.kind === 'signature') record[name] = caller.settings.signing.verify(checkpointOf(row, sessionId));
      const shape = field.kind === 'json' ? shapeOf(field.refs, row) : null;
      if (shape && holdsEvents(shape))
        record[name] = mapRefs(row[name], shape, { id: (t, id) => (t === 'SessionEvent' ? seqs.get(Number(id)) : id), text: keepText });
    }
    return record;
  });
}

/** The seqs of the events that rows name by row id inside their JSON (a compaction's event, a rewind's). */
async function eventSeqsNamed(trx: Trx, caller: Caller, rows: ExportedRow[], fields: Array<[string, Field]>): Promise<Map<number, number>> {
  const ids: number[] = [];
  for (const row of rows)
    for (const [name, field] of fields) {
      const shape = field.kind === 'json' ? shapeOf(field.refs, row) : null;
      if (shape && holdsEvents(shape)) eachRef(row[name], shape, (t, id) => t === 'SessionEvent' && ids.push(Number(id)));
    }
  const found = await findEventSeqsByIds(trx, caller.viewer.ownerId, [...new Set(ids)]);
  return new Map(found.map((event) => [event.id, event.seq]));
}

const keepText = (parts: Parameters<typeof render>[0]) => ({ value: render(parts, (ref) => ref.id), parts });

/** A checkpoint record back as the row its signature covers (checkpoints/checkpoint.model.ts canonicalCheckpoint). */
function checkpointOf(row: ExportedRow, sessionId: string): Checkpoint {
  const columns = Object.entries(SECTION.checkpoint.fields as Record<string, Field>).map(([name, field]) => [field.column, row[name]]);
  return { ...Object.fromEntries(columns), session_id: sessionId, created_at: new Date(String(row.createdAt)), signature: String(row.intact) } as Checkpoint;
}
