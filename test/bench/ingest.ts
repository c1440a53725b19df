// `npm run bench` section for ingest (issues 11 and 26): batches of 1,000 events through `recordEvents` (over HTTP,
// the whole path: request, auth, input coercion, checks, the append, commit) beside the SQL floor, a bare
// `INSERT … SELECT` of the same 1,000 events into session_events from this process (one statement, the same indexes
// and generated columns, no counter, no NOTIFY), rounds interleaved (A then B, B then A...) so a loaded machine
// weighs on both alike. run.ts starts the server and reports; this file times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { json } from '../../src/db/json.ts';
import { runTransaction } from '../../src/db/transaction.ts';
import { appendEvents } from '../../src/events/event.queries.ts';
import { createRedactor } from '../../src/redaction/redact.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';

const BATCH = 1_000;
const RECORD = 'mutation($i: RecordEventsInput!) { recordEvents(input: $i) { ... on RecordEventsPayload { lastSeq } ... on Error { message } } }';

export type IngestFigures = {
  /** recordEvents, events per second over all timed batches. */
  rate: number;
  recordP50: number;
  floorP50: number;
  /** appendEvents alone, in a transaction from this process (no HTTP, no GraphQL, no checks): the database's share. */
  appendP50: number;
  /** recordEvents ÷ the bare INSERT, per round (same round, so the same load), their median. */
  ratioP50: number;
  ratios: number[];
};

async function sessionIn(server: BenchServer, dir: string) {
  const ws = await benchGql(server, 'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
    p: dir,
  });
  const workspaceId = Buffer.from(ws.createWorkspace.workspace.id as string, 'base64')
    .toString()
    .split(':')[1]!;
  const made = await benchGql(
    server,
    'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "ingest bench" }) { ... on CreateSessionPayload { session { id } } } }',
    { w: ws.createWorkspace.workspace.id },
  );
  const globalId: string = made.createSession.session.id;
  return { globalId, id: Buffer.from(globalId, 'base64').toString().split(':')[1]!, workspaceId };
}

/** `rounds` rounds after 3 untimed: each one batch through recordEvents and one bare INSERT, in alternating order. */
export async function ingestBench(server: BenchServer, database: DbHandle, tmp: string, rounds = 20): Promise<IngestFigures> {
  const recorded = await sessionIn(server, await mkdtemp(path.join(tmp, 'ingest-')));
  const floor = await sessionIn(server, await mkdtemp(path.join(tmp, 'ingest-floor-')));
  const appended = await sessionIn(server, await mkdtemp(path.join(tmp, 'ingest-append-')));
  const redactor = createRedactor();
  const events = Array.from({ length: BATCH }, (_, i) => ({ type: 'bench.ingest', data: { i, note: 'a small payload like a runner would send' } }));
  const stored = events.map((event) => ({ type: `custom.${event.type}`, data: event.data }));
  const head = await sql<{ seq: number }>`select last_event_seq as seq from sessions where id = ${floor.id}`.execute(database.db);
  let floorSeq = Number(head.rows[0]!.seq);

  const record = async () => {
    const started = performance.now();
    const answer = await benchGql(server, RECORD, { i: { sessionId: recorded.globalId, events } });
    if (answer.recordEvents.lastSeq === undefined) throw new Error(JSON.stringify(answer));
    return performance.now() - started;
  };
  const insert = async () => {
    const started = performance.now();
    await sql`
      insert into session_events (session_id, workspace_id, seq, type, actor, data)
      select ${floor.id}, ${floor.workspaceId}, ${floorSeq} + e.ord, e.value ->> 'type', 'bench', e.value -> 'data'
      from jsonb_array_elements(${json(stored)}) with ordinality as e(value, ord)`.execute(database.db);
    floorSeq += BATCH;
    return performance.now() - started;
  };

  const append = async () => {
    const rows = stored.map((event) => ({ sessionId: appended.id, workspaceId: appended.workspaceId, actor: 'bench', ...event }));
    const started = performance.now();
    await runTransaction(database.db, (trx) => appendEvents(trx, redactor, rows));
    return performance.now() - started;
  };

  for (let i = 0; i < 3; i++) {
    await record();
    await insert();
    await append();
  }
  const recordMs: number[] = [];
  const floorMs: number[] = [];
  const appendMs: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let a: number;
    let b: number;
    if (round % 2 === 0) {
      a = await record();
      b = await insert();
    } else {
      b = await insert();
      a = await record();
    }
    appendMs.push(await append());
    recordMs.push(a);
    floorMs.push(b);
    ratios.push(a / b);
  }
  const total = recordMs.reduce((sum, ms) => sum + ms, 0);
  return {
    rate: (rounds * BATCH) / (total / 1000),
    recordP50: percentile(recordMs, 50),
    floorP50: percentile(floorMs, 50),
    appendP50: percentile(appendMs, 50),
    ratioP50: percentile(ratios, 50),
    ratios,
  };
}
