// The fan-out bench's client side (fanout.ts): events written straight through the service layer's append with
// their commit times, lean graphql-transport-ws subscribers, and the count of each event's deliveries. `latency`
// (commit → each delivery) serves the one-subscriber figures of run.ts.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { DbHandle } from '../../src/db/client.ts';
import { runTransaction } from '../../src/db/transaction.ts';
import { appendEvents } from '../../src/events/event.queries.ts';
import { createRedactor } from '../../src/redaction/redact.ts';
import { type BenchServer, newSession, percentile } from './harness.ts';

export type WsServer = { wsUrl: string; token: string };

const REDACTOR = createRedactor();

/**
 * Writes one event per transaction through the service layer's own append (events/event.queries.ts) and notes the
 * commit time: when the writer saw its commit, or (`at: 'sent'`) when it sent it. A raw broadcast can reach a socket
 * before this process has read its own commit's reply, so the fan-out's ratios count from the commit being sent.
 */
export async function writeEvent(database: DbHandle, session: { id: string; workspaceId: string }, commits: Map<number, number>, at: 'seen' | 'sent' = 'seen') {
  let sent = 0;
  const [event] = await runTransaction(database.db, async (trx) => {
    const events = await appendEvents(trx, REDACTOR, [
      { sessionId: session.id, workspaceId: session.workspaceId, type: 'custom.bench', actor: 'bench', data: {} },
    ]);
    sent = performance.now();
    return events;
  });
  commits.set(event!.seq, at === 'sent' ? sent : performance.now());
  return event!.seq;
}

/** A graphql-transport-ws message as these clients read it. */
type Message = { type: string; id?: string; payload?: any };

/**
 * A lean graphql-transport-ws socket: it sends connection_init with the token, calls `onAck` once the server accepts,
 * and hands every other message to `onMessage` with its arrival time, noted before parsing, so 1,000 clients in one
 * process measure the server rather than a client library's per-message work.
 */
export function leanSocket(
  server: WsServer,
  onAck: (send: (message: Message) => void) => void,
  onMessage: (message: Message, at: number) => void,
  onError: (error: unknown) => void,
) {
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws');
  const send = (message: Message) => socket.send(JSON.stringify(message));
  socket.once('error', onError);
  socket.on('open', () => send({ type: 'connection_init', payload: { authorization: `Bearer ${server.token}` } }));
  socket.on('message', (raw: Buffer) => {
    const at = performance.now();
    const message = JSON.parse(raw.toString()) as Message;
    if (message.type === 'connection_ack') onAck(send);
    else onMessage(message, at);
  });
  return socket;
}

/** `socketCount` lean sockets of `perSocket` subscriptions each to a session's events; ready once each saw seq 3. */
export function leanSubscribers(server: WsServer, socketCount: number, perSocket: number, sessionId: string, onEvent: (seq: number, at: number) => void) {
  const sockets: WebSocket[] = [];
  const query = 'subscription($s: ID!, $a: String) { sessionEvents(sessionId: $s, after: $a) { cursor node { seq } } }';
  const ready = Array.from(
    { length: socketCount },
    () =>
      new Promise<void>((resolve, reject) => {
        let live = 0;
        const subscribe = (send: (message: Message) => void) => {
          for (let id = 1; id <= perSocket; id++) send({ id: String(id), type: 'subscribe', payload: { query, variables: { s: sessionId, a: '0' } } });
        };
        const take = (message: Message, at: number) => {
          if (message.type !== 'next') return;
          const seq = message.payload.data.sessionEvents.node.seq as number;
          if (seq === 3 && ++live === perSocket) resolve();
          else if (seq > 3) onEvent(seq, at);
        };
        sockets.push(leanSocket(server, subscribe, take, reject));
      }),
  );
  return {
    ready: Promise.all(ready),
    close: () => {
      for (const socket of sockets) socket.close();
    },
  };
}

/** Commit → delivery latency over every delivery (each subscriber's), `events` events one after another. */
export async function latency(server: BenchServer & WsServer, database: DbHandle, dir: string, subscribers: number, events: number, perSocket = 1) {
  const session = await newSession(server, dir);
  const [row] = await database.sql`select workspace_id from sessions where id = ${session.id}`;
  const workspaceId = row!.workspace_id as string;
  const commits = new Map<number, number>();
  const samples: number[] = [];
  const received = new Map<number, number>();
  let waiting: { seq: number; resolve: () => void } | null = null;
  const lean = leanSubscribers(server, subscribers / perSocket, perSocket, session.globalId, (seq, at) => {
    samples.push(Math.max(0, at - (commits.get(seq) ?? at))); // seen before the writer saw its own commit: 0
    const count = (received.get(seq) ?? 0) + 1;
    received.set(seq, count);
    if (waiting && waiting.seq === seq && count === subscribers) waiting.resolve();
  });
  await lean.ready;
  for (let i = 0; i < events; i++) {
    const done = new Promise<void>((resolve) => (waiting = { seq: -1, resolve }));
    const seq = await writeEvent(database, { id: session.id, workspaceId }, commits);
    if ((received.get(seq) ?? 0) >= subscribers) waiting!.resolve();
    else waiting!.seq = seq;
    await done;
  }
  lean.close();
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** Counts the deliveries of each seq to a target's subscriptions; `delivered(seq)` resolves at the last one's arrival. */
export function deliveries(total: number) {
  const counts = new Map<number, number>();
  const lastAt = new Map<number, number>();
  const waits = new Map<number, (at: number) => void>();
  return {
    onEvent(seq: number, at: number) {
      const count = (counts.get(seq) ?? 0) + 1;
      counts.set(seq, count);
      if (count < total) return;
      lastAt.set(seq, at);
      waits.get(seq)?.(at);
    },
    delivered(seq: number): Promise<number> {
      const at = lastAt.get(seq);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`seq ${seq}: ${counts.get(seq) ?? 0} of ${total} deliveries after 30 s`)), 30_000);
        waits.set(seq, (arrived) => {
          clearTimeout(timer);
          resolve(arrived);
        });
      });
    },
  };
}
