// The fan-out figures (`BENCH_ONLY=fanout`): one event committed into a session watched by 1,000 subscriptions
// (1,000 sockets × 1, and 100 sockets × 10), timed from the commit to the frame's arrival at the last socket, on
// Savepoint and, in the same run and in interleaved rounds, on its floor (a raw `ws` broadcast of a pre-serialised
// frame) and a lean graphql-ws server (fanout-peers.ts), all woken by the same NOTIFY. And the writer's own reply: a
// mutation into the watched session against the same mutation into a session nobody watches (fanout-writer.ts). The
// machine is shared, so the budgets are ratios taken per round; each line gives the median round and every round.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from '../../src/db/client.ts';
import { deliveries, leanSubscribers, type WsServer, writeEvent } from './fanout-clients.ts';
import type { WriterReply } from './fanout-writer.ts';
import { type BenchServer, newSession, percentile } from './harness.ts';

type Report = (name: string, value: number, unit: string, budget: string, ok: boolean) => void;
type Session = { id: string; workspaceId: string; globalId: string };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 7);
const EVENTS_PER_ROUND = 15;
const WRITES_PER_ROUND = 10;

/** A peer server (fanout-peers.ts) in a process of its own, watching one session. */
async function startPeer(mode: 'floor' | 'lean', databaseUrl: string, sessionId: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/fanout-peers.ts', mode, String(port), sessionId], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the ${mode} peer exited (${code})`)));
  });
  return { wsUrl: `ws://127.0.0.1:${port}/graphql`, token: '', stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startWriter(server: BenchServer) {
  const child = fork('test/bench/fanout-writer.ts', [], { cwd: ROOT, execArgv: ['--import', 'tsx'] });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    /** Records one event in the session over HTTP: how long its reply took, and its seq. */
    write: (sessionId: string) =>
      new Promise<WriterReply>((resolve) => {
        child.once('message', (reply) => resolve(reply as WriterReply));
        child.send({ server, sessionId });
      }),
    stop: () => stop(child),
  };
}

const median = (values: number[]) => percentile(values, 50);
const rounds = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');

/** One shape (sockets × subscriptions per socket) on the three servers, in interleaved rounds. */
async function shape(
  server: BenchServer & WsServer,
  database: DbHandle,
  databaseUrl: string,
  dir: string,
  ports: [number, number],
  socketCount: number,
  perSocket: number,
) {
  const open = async (name: string, at: WsServer | null, mode?: 'floor' | 'lean') => {
    const created = await newSession(server, dir);
    const [row] = await database.sql`select workspace_id from sessions where id = ${created.id}`;
    const session: Session = { ...created, workspaceId: row!.workspace_id as string };
    const peer = mode ? await startPeer(mode, databaseUrl, session.id, ports[mode === 'floor' ? 0 : 1]) : null;
    const target = peer ?? at!;
    const counter = deliveries(socketCount * perSocket);
    const sockets = leanSubscribers(target, socketCount, perSocket, session.globalId, counter.onEvent);
    await sockets.ready;
    return {
      name,
      session,
      counter,
      commits: new Map<number, number>(),
      close: async () => {
        sockets.close();
        await peer?.stop();
      },
    };
  };
  const targets = [await open('savepoint', server), await open('floor', null, 'floor'), await open('lean', null, 'lean')];
  const savepoint = targets[0]!;
  const idle = await newSession(server, dir);
  const writer = await startWriter(server);
  const lastSocket = async (target: (typeof targets)[0], events: number) => {
    const samples: number[] = [];
    for (let i = 0; i < events; i++) {
      const seq = await writeEvent(database, target.session, target.commits, 'sent');
      samples.push((await target.counter.delivered(seq)) - target.commits.get(seq)!);
    }
    return median(samples);
  };
  const figures = { floor: [] as number[], lean: [] as number[], savepoint: [] as number[], toFloor: [] as number[], toLean: [] as number[] };
  const replies = { idle: [] as number[], watched: [] as number[], ratio: [] as number[], control: [] as number[], toControl: [] as number[] };
  // The control: the same unwatched writes while the lean server fans out to as many sockets of this process, so
  // the machine carries the same load (a busy server process, this process reading the frames) and only whether
  // Savepoint's own event loop carries the fan-out differs.
  const whileLeanFansOut = async <T>(work: () => Promise<T>): Promise<T> => {
    let done = false;
    const load = (async () => {
      while (!done) await lastSocket(targets[2]!, 1);
    })();
    try {
      return await work();
    } finally {
      done = true;
      await load;
    }
  };
  try {
    for (const target of targets) await lastSocket(target, 3); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      const p50 = new Map<string, number>();
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(round + i) % targets.length]!;
        p50.set(target.name, await lastSocket(target, EVENTS_PER_ROUND));
      }
      figures.savepoint.push(p50.get('savepoint')!);
      figures.floor.push(p50.get('floor')!);
      figures.lean.push(p50.get('lean')!);
      figures.toFloor.push(p50.get('savepoint')! / p50.get('floor')!);
      figures.toLean.push(p50.get('savepoint')! / p50.get('lean')!);
      const idleMs: number[] = [];
      const watchedMs: number[] = [];
      // A writer (an agent) writes one event after another, each as soon as the last is answered: into a session
      // nobody watches, then into the watched one, whose fan-outs run while it writes.
      for (let i = 0; i < WRITES_PER_ROUND; i++) idleMs.push((await writer.write(idle.globalId)).ms);
      const controlMs = await whileLeanFansOut(async () => {
        const ms: number[] = [];
        for (let i = 0; i < WRITES_PER_ROUND; i++) ms.push((await writer.write(idle.globalId)).ms);
        return ms;
      });
      let lastSeq = 0;
      for (let i = 0; i < WRITES_PER_ROUND; i++) {
        const watched = await writer.write(savepoint.session.globalId);
        watchedMs.push(watched.ms);
        lastSeq = watched.lastSeq;
      }
      await savepoint.counter.delivered(lastSeq); // every fan-out ends before the next measurement
      replies.idle.push(median(idleMs));
      replies.watched.push(median(watchedMs));
      replies.ratio.push(median(watchedMs) / median(idleMs));
      replies.control.push(median(controlMs));
      replies.toControl.push(median(watchedMs) / median(controlMs));
    }
  } finally {
    await writer.stop();
    for (const target of targets) await target.close();
  }
  return { figures, replies };
}

/** The fan-out section: both shapes, their ratios to the floor and the lean server, and the writer's reply. */
export async function fanoutBench(
  server: BenchServer & WsServer,
  database: DbHandle,
  databaseUrl: string,
  dir: string,
  ports: [number, number],
  report: Report,
) {
  for (const [socketCount, perSocket] of [
    [1_000, 1],
    [100, 10],
  ] as const) {
    const label = `${socketCount.toLocaleString('en')} sockets × ${perSocket}`;
    const { figures, replies } = await shape(server, database, databaseUrl, dir, ports, socketCount, perSocket);
    const toFloor = median(figures.toFloor);
    report(
      `fan-out, ${label}: p50 commit sent → frame at the last socket ÷ the raw ws floor (median of ${ROUNDS} rounds)`,
      toFloor,
      '×',
      '≤ 1.3×',
      toFloor <= 1.3,
    );
    console.log(
      `INFO    rounds ÷ floor: ${rounds(figures.toFloor)}; ÷ lean graphql-ws: ${rounds(figures.toLean)} (median ${median(figures.toLean).toFixed(2)}×)`,
    );
    console.log(`INFO    p50 ms per round: Savepoint ${rounds(figures.savepoint)}; floor ${rounds(figures.floor)}; lean graphql-ws ${rounds(figures.lean)}`);
    const reply = median(replies.ratio);
    report(`the writer's reply during that fan-out ÷ its reply with nobody watching (median of ${ROUNDS} rounds)`, reply, '×', '≤ 2×', reply <= 2);
    console.log(`INFO    rounds: ${rounds(replies.ratio)}; p50 ms watched ${rounds(replies.watched)}; idle ${rounds(replies.idle)}`);
    console.log(
      `INFO    the same ÷ the unwatched reply while the lean server fans out as much (the machine equally loaded): median ${median(replies.toControl).toFixed(2)}×, rounds ${rounds(replies.toControl)}; p50 ms ${rounds(replies.control)}`,
    );
  }
}
