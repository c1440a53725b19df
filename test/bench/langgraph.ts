// SavepointSaver against LangGraph's own PostgresSaver, on the bench's PostgreSQL, in the same run, rounds interleaved
// (A then B, B then A...): put of a chat agent's growing state, getTuple cold (a new process per sample) at 10 and at
// 1,000 checkpoints, list, and the bytes PostgreSQL keeps per put. The budgets are issue 25's.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { SavepointSaver } from '../../src/client/langgraph/savepoint-saver.ts';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, percentile } from './harness.ts';
import { chatThread } from './langgraph-thread.ts';

export type Report = (name: string, value: number, unit: string, budget: string, ok: boolean) => void;
type Savers = { savepoint: BaseCheckpointSaver; postgres: BaseCheckpointSaver };
type Samples = { savepoint: number[]; postgres: number[] };
const SAVERS = ['savepoint', 'postgres'] as const;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const fmt = (ms: number) => ms.toFixed(2);
const line = (samples: Samples) => {
  const [s50, s95, p50, p95] = [
    percentile(samples.savepoint, 50),
    percentile(samples.savepoint, 95),
    percentile(samples.postgres, 50),
    percentile(samples.postgres, 95),
  ];
  return `SavepointSaver p50 ${fmt(s50)} p95 ${fmt(s95)} ms; PostgresSaver p50 ${fmt(p50)} p95 ${fmt(p95)} ms; ratio p50 ${(s50 / p50).toFixed(2)}× p95 ${(s95 / p95).toFixed(2)}×`;
};
const ratio = (samples: Samples, p: number) => percentile(samples.savepoint, p) / percentile(samples.postgres, p);
/** The ratio's p50 and p95, each against the budget (at most `most` times PostgresSaver's). */
function reportRatios(report: Report, what: string, samples: Samples, most: number) {
  for (const p of [50, 95]) report(`LangGraph ${what} p${p}, SavepointSaver / PostgresSaver`, ratio(samples, p), '×', `≤ ${most}×`, ratio(samples, p) <= most);
}
/** Round r runs A then B when even, B then A when odd: neither saver always goes first. */
const order = (round: number) => (round % 2 === 0 ? SAVERS : ([...SAVERS].reverse() as ['postgres', 'savepoint']));

export async function langgraphBench(server: BenchServer, database: DbHandle, report: Report) {
  const postgres = PostgresSaver.fromConnString(database.url, { schema: 'langgraph' });
  await postgres.setup();
  const savers: Savers = { savepoint: new SavepointSaver({ url: server.httpUrl, token: server.token }), postgres };
  try {
    await puts(savers, database, report);
    const threads = await seedThreads(savers);
    await coldReads(server, database, report);
    await lists(savers, threads, report);
  } finally {
    await postgres.end();
  }
}

/** Put: 5 rounds of 50 puts per saver after 10 untimed (the session made, code warm); storage measured around them. */
async function puts(savers: Savers, database: DbHandle, report: Report, rounds = 5, perRound = 50) {
  const threads = { savepoint: chatThread(savers.savepoint, 'bench-put'), postgres: chatThread(savers.postgres, 'bench-put') };
  for (const saver of SAVERS) for (let i = 0; i < 10; i++) await threads[saver].step();
  const before = await relationSizes(database);
  const all: Samples = { savepoint: [], postgres: [] };
  for (let round = 0; round < rounds; round++) {
    const samples: Samples = { savepoint: [], postgres: [] };
    for (const saver of order(round)) for (let i = 0; i < perRound; i++) samples[saver].push(await threads[saver].step());
    all.savepoint.push(...samples.savepoint);
    all.postgres.push(...samples.postgres);
    console.log(`      put round ${round + 1} (messages ${threads.postgres.steps - perRound + 1}–${threads.postgres.steps}): ${line(samples)}`);
  }
  console.log(`      put overall, ${all.savepoint.length} puts each: ${line(all)}`);
  reportRatios(report, 'put', all, 1.5);
  const after = await relationSizes(database);
  const grown = (schema: string) =>
    [...after].filter(([name]) => name.startsWith(`${schema}.`)).map(([name, bytes]) => [name, bytes - (before.get(name) ?? 0)] as const);
  const count = rounds * perRound;
  const perPut = (schema: string) => grown(schema).reduce((sum, [, bytes]) => sum + bytes, 0) / count;
  const [savepointBytes, postgresBytes] = [perPut('public'), perPut('langgraph')];
  for (const schema of ['public', 'langgraph']) {
    const tables = grown(schema)
      .filter(([, bytes]) => bytes !== 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, bytes]) => `${name} ${(bytes / count / 1024).toFixed(1)}`)
      .join(', ');
    console.log(`      storage per put, ${schema === 'public' ? 'Savepoint (every table of the server)' : 'PostgresSaver'}: ${tables} kB`);
  }
  console.log(`      storage per put: SavepointSaver ${(savepointBytes / 1024).toFixed(1)} kB, PostgresSaver ${(postgresBytes / 1024).toFixed(1)} kB`);
  report(
    'LangGraph storage per put (tables, indexes, TOAST), SavepointSaver / PostgresSaver',
    savepointBytes / postgresBytes,
    '×',
    '≤ 1.5×',
    savepointBytes / postgresBytes <= 1.5,
  );
  await rowBytes(database, count);
}

/** Every table's size, indexes and TOAST included, in the server's schema and LangGraph's. */
async function relationSizes(database: DbHandle): Promise<Map<string, number>> {
  const rows = await database.sql`
    select n.nspname || '.' || c.relname as name, pg_total_relation_size(c.oid)::float8 as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'm') and n.nspname in ('public', 'langgraph')`;
  return new Map(rows.map((row) => [row.name as string, row.bytes as number]));
}

/** The same as row bytes (pg_column_size of the rows, as stored: compressed, TOASTed) of the thread's own rows. */
async function rowBytes(database: DbHandle, count: number) {
  const [row] = await database.sql`
    with s as (select id from sessions where client_key = 'bench-put')
    select
      (select coalesce(sum(pg_column_size(c.*)), 0) from state_checkpoints c where c.session_id in (select id from s))::float8 as checkpoints,
      (select coalesce(sum(pg_column_size(p.*)), 0) from state_parts p where p.session_id in (select id from s))::float8 as parts,
      (select coalesce(sum(pg_column_size(e.*)), 0) from session_events e where e.session_id in (select id from s))::float8 as events,
      (select coalesce(sum(pg_column_size(c.*)), 0) from langgraph.checkpoints c where thread_id = 'bench-put')::float8 as lg_checkpoints,
      (select coalesce(sum(pg_column_size(b.*)), 0) from langgraph.checkpoint_blobs b where thread_id = 'bench-put')::float8 as lg_blobs`;
  const total = (row!.checkpoints + row!.parts + row!.events) / (count + 10);
  const reference = (row!.lg_checkpoints + row!.lg_blobs) / (count + 10);
  console.log(
    `INFO  row bytes per put (pg_column_size of the thread's rows): SavepointSaver ${(total / 1024).toFixed(1)} kB ` +
      `(checkpoints ${(row!.checkpoints / (count + 10) / 1024).toFixed(1)}, parts ${(row!.parts / (count + 10) / 1024).toFixed(1)}, ` +
      `events ${(row!.events / (count + 10) / 1024).toFixed(1)}), PostgresSaver ${(reference / 1024).toFixed(1)} kB ` +
      `(checkpoints ${(row!.lg_checkpoints / (count + 10) / 1024).toFixed(1)}, blobs ${(row!.lg_blobs / (count + 10) / 1024).toFixed(1)}): ${(total / reference).toFixed(2)}×`,
  );
}

/** Threads of 10 and 1,000 checkpoints on each saver (an agent that keeps its newest 10 messages), a write pending on each head. */
async function seedThreads(savers: Savers) {
  for (const size of [10, 1_000]) {
    for (const saver of SAVERS) {
      const thread = chatThread(savers[saver], `bench-read-${size}`, { window: 10 });
      for (let i = 0; i < size; i++) await thread.step();
      await thread.pendingWrite();
    }
  }
  return { small: 'bench-read-10', large: 'bench-read-1000' };
}

/** getTuple of each thread's head, each sample in a new process (langgraph-cold.ts), interleaved by saver and size. */
async function coldReads(server: BenchServer, database: DbHandle, report: Report, samples = 12) {
  const cold: Record<number, Samples> = { 10: { savepoint: [], postgres: [] }, 1000: { savepoint: [], postgres: [] } };
  const preloaded: Record<number, number[]> = { 10: [], 1000: [] };
  const warm: Record<number, Samples> = { 10: { savepoint: [], postgres: [] }, 1000: { savepoint: [], postgres: [] } };
  for (let i = 0; i <= samples; i++) {
    for (const size of [10, 1000]) {
      for (const saver of order(i)) {
        const read = await coldChild(server, database, saver, `bench-read-${size}`);
        if (read.messages !== 10) throw new Error(`${saver} read ${read.messages} messages at the head of bench-read-${size}, not 10`);
        if (i === 0) continue; // the first spawn of each warms the disk cache and tsx's
        cold[size]![saver].push(read.coldMs);
        warm[size]![saver].push(read.warmMs);
      }
      const read = await coldChild(server, database, 'savepoint', `bench-read-${size}`, true);
      if (i > 0) preloaded[size]!.push(read.coldMs);
    }
  }
  for (const size of [10, 1000]) {
    console.log(`      getTuple cold (a new process), head of ${size} checkpoints, ${samples} samples: ${line(cold[size]!)}`);
    console.log(`      getTuple warm (the same call again in that process), ${size} checkpoints: ${line(warm[size]!)}`);
    const apart = { savepoint: preloaded[size]!, postgres: cold[size]!.postgres };
    console.log(`INFO  getTuple cold, ${size} checkpoints, Node's fetch and CompressionStream loaded before the clock (LG_PRELOAD): ${line(apart)}`);
    reportRatios(report, `getTuple cold at ${size} checkpoints`, cold[size]!, 1.5);
  }
  const flat = percentile(cold[1000]!.savepoint, 50) / percentile(cold[10]!.savepoint, 50);
  const reference = percentile(cold[1000]!.postgres, 50) / percentile(cold[10]!.postgres, 50);
  console.log(`      getTuple cold p50 at 1,000 / at 10 checkpoints: SavepointSaver ${flat.toFixed(2)}×, PostgresSaver ${reference.toFixed(2)}×`);
  report('LangGraph getTuple cold p50 flat: SavepointSaver at 1,000 / at 10 checkpoints', flat, '×', '≤ 1.25× (flat)', flat <= 1.25);
}

type ColdRead = { coldMs: number; warmMs: number; id: string | null; messages: number };

function coldChild(server: BenchServer, database: DbHandle, saver: string, thread: string, preload = false): Promise<ColdRead> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/langgraph-cold.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        LG_SAVER: saver,
        LG_THREAD: thread,
        LG_PRELOAD: preload ? '1' : '0',
        DATABASE_URL: database.url,
        SAVEPOINT_URL: server.httpUrl,
        SAVEPOINT_TOKEN: server.token,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as ColdRead) : reject(new Error(`langgraph-cold.ts exited ${code}: ${out}`)),
    );
  });
}

/** list: all 10 of the small thread, the newest 10 of the large one; warm savers, 5 rounds of 20 per saver. */
async function lists(savers: Savers, threads: { small: string; large: string }, report: Report, rounds = 5, perRound = 20) {
  const cases = [
    { name: 'all 10 of a thread of 10', thread: threads.small, limit: undefined },
    { name: 'the newest 10 of a thread of 1,000', thread: threads.large, limit: 10 },
  ];
  for (const { name, thread, limit } of cases) {
    const all: Samples = { savepoint: [], postgres: [] };
    for (let round = 0; round <= rounds; round++) {
      const samples: Samples = { savepoint: [], postgres: [] };
      for (const saver of order(round)) {
        for (let i = 0; i < perRound; i++) {
          const started = performance.now();
          let count = 0;
          for await (const _ of savers[saver].list({ configurable: { thread_id: thread, checkpoint_ns: '' } }, { limit })) count += 1;
          samples[saver].push(performance.now() - started);
          if (count !== 10) throw new Error(`${saver} listed ${count} checkpoints of ${thread}, not 10`);
        }
      }
      if (round === 0) continue; // warm-up
      all.savepoint.push(...samples.savepoint);
      all.postgres.push(...samples.postgres);
      console.log(`      list ${name}, round ${round}: ${line(samples)}`);
    }
    console.log(`      list ${name}, overall: ${line(all)}`);
    reportRatios(report, `list (${name})`, all, 1);
  }
}
