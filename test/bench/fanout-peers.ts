// The fan-out bench's peers (fanout.ts), each a process of its own as Savepoint's server is, woken by the same
// NOTIFY Savepoint's hub hears (the bench's commits into one session): `floor` is a raw `ws` server that broadcasts
// one pre-serialised frame per subscription id to every socket; `lean` is a graphql-ws server built from the same
// libraries (graphql-ws `useServer`, graphql-js, a tiny schema, an in-memory pubsub) that executes per subscriber.
// Both speak enough graphql-transport-ws for the bench's client: an ack, then a first `next` (seq 3, the last creation
// event of a session, as Savepoint replays it) that says the subscription is live, then one `next` per event.
// Usage: tsx test/bench/fanout-peers.ts floor|lean <port> <sessionId>, with DATABASE_URL; prints "listening".
import { GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import postgres from 'postgres';
import { type WebSocket, WebSocketServer } from 'ws';
import { decodeNotice, EVENTS_CHANNEL } from '../../src/events/event.channel.ts';

const [mode, port, sessionId] = process.argv.slice(2);
const PROTOCOL = 'graphql-transport-ws';
const wss = new WebSocketServer({ port: Number(port), host: '127.0.0.1', handleProtocols: () => PROTOCOL });
const listening = new Promise((resolve) => wss.once('listening', resolve));

/** What each peer does with an event of the watched session. */
let onEvent: (seq: number) => void;

const nextMessage = (id: string, seq: number) =>
  JSON.stringify({ id, type: 'next', payload: { data: { sessionEvents: { cursor: String(seq), node: { seq } } } } });

function floor() {
  const subscriptions = new Map<string, Set<WebSocket>>(); // sockets by subscription id
  wss.on('connection', (socket) => {
    const ids = new Set<string>();
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { type: string; id?: string };
      if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
      else if (message.type === 'subscribe' && message.id) {
        ids.add(message.id);
        const sockets = subscriptions.get(message.id) ?? new Set();
        sockets.add(socket);
        subscriptions.set(message.id, sockets);
        socket.send(nextMessage(message.id, 3));
      } else if (message.type === 'complete' && message.id) subscriptions.get(message.id)?.delete(socket);
    });
    socket.on('close', () => {
      for (const id of ids) subscriptions.get(id)?.delete(socket);
    });
  });
  onEvent = (seq) => {
    for (const [id, sockets] of subscriptions) {
      const frame = Buffer.from(nextMessage(id, seq));
      for (const socket of sockets) socket.send(frame);
    }
  };
}

/** An in-memory pubsub: each subscription is a queue that the publisher pushes into. */
class Channel implements AsyncIterableIterator<number> {
  static readonly open = new Set<Channel>();
  private readonly queue: number[] = [3];
  private waiting: ((result: IteratorResult<number>) => void) | null = null;

  constructor() {
    Channel.open.add(this);
  }

  static publish(seq: number): void {
    for (const channel of Channel.open) channel.push(seq);
  }

  private push(seq: number): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: seq, done: false });
    } else this.queue.push(seq);
  }

  next(): Promise<IteratorResult<number>> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve({ value: queued, done: false });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<number>> {
    Channel.open.delete(this);
    this.waiting?.({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

function lean() {
  const Node = new GraphQLObjectType({ name: 'Event', fields: { seq: { type: GraphQLInt } } });
  const Edge = new GraphQLObjectType({ name: 'EventEdge', fields: { cursor: { type: GraphQLString }, node: { type: Node } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt, resolve: () => 1 } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        sessionEvents: {
          type: Edge,
          args: { sessionId: { type: new GraphQLNonNull(GraphQLID) }, after: { type: GraphQLString } },
          subscribe: () => new Channel(),
          resolve: (seq: number) => ({ cursor: String(seq), node: { seq } }),
        },
      },
    }),
  });
  useServer({ schema }, wss);
  onEvent = Channel.publish;
}

if (mode === 'floor') floor();
else if (mode === 'lean') lean();
else throw new Error(`unknown peer ${mode}: floor or lean`);

const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
await sql.listen(EVENTS_CHANNEL, (payload) => {
  for (const [session, lastSeq] of decodeNotice(payload).e) if (session === sessionId) onEvent(lastSeq);
});
await listening;
console.log('listening');
