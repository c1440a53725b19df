// The server side of a WebSocket that writes a fan-out cheaply, as graphql-ws frames it.
//
// One serialisation per result: subscribers running the same operation with the same token share one result object
// per event (plugins/use-shared-subscription-results.ts), and graphql-ws would serialise it again for each of them.
// `spliceNext` (graphql-ws's onNext) serialises a result once and keeps, per subscription id, the whole `next` frame
// as bytes; graphql-ws then sends a `next` message with an empty payload, which `send` swaps for that frame. Only
// the message id differs from one subscriber's frame to another's; the bytes are exactly those graphql-ws writes.
//
// One socket write per turn: a fan-out hands a socket one frame per subscription it carries (ten subscriptions: ten
// frames for one event), and each frame sent alone is a system call of its own. The first frame of a turn corks
// the TCP socket, and one setImmediate for every socket uncorks them together once the turn's deliveries
// (realtime/cohort.ts: a slice of subscribers, and the next) are written: one writev per socket, frames in order.
//
// Written through (`writeResult`, a subscription's lane: realtime/subscriber.ts): a shared result goes out as the
// subscription's frame without graphql-ws's loop, the same bytes. Declined (the result then takes graphql-ws's path)
// when the result has errors (they are formatted and masked on that path), when it is over the response size limit
// (that path refuses it), or when the client is behind: graphql-ws waits for each frame to be written before the
// next, so a client that does not read holds its subscription's rows in its bounded queue; a lane holds at most
// LANE_BACKLOG_BYTES for it before it declines too.
import type { Duplex } from 'node:stream';
import type { ExecutionResult } from 'graphql';
import { WebSocket } from 'ws';

/** The write turns of one WebSocket server (websocket.ts makes one per app): the TCP sockets corked this turn. */
export type WriteTurns = { cork: (transport: Duplex) => void };

export function createWriteTurns(): WriteTurns {
  const corked = new Set<Duplex>();
  let flushing = false;
  const flush = () => {
    flushing = false;
    const sockets = [...corked];
    corked.clear();
    for (const socket of sockets) socket.uncork();
  };
  return {
    cork(transport) {
      if (corked.has(transport)) return;
      transport.cork();
      corked.add(transport);
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    },
  };
}

/** What a socket may hold unwritten (its client behind) before a lane declines and the subscription's queue holds the rest. */
export const LANE_BACKLOG_BYTES = 65_536;

/** What graphql-ws sends for a result whose payload it takes from onNext: `{}` (the frame is spliced in). */
const SPLICED: Readonly<Record<string, never>> = Object.freeze({});
const placeholder = (id: string) => `{"id":${JSON.stringify(id)},"type":"next","payload":{}}`;

/**
 * The `next` frames of each shared result, by subscription id (ids repeat across sockets: "1", "2"...). Keyed by the
 * result objects themselves, which no two apps share: a cache, gone with its results.
 */
const frames = new WeakMap<object, { payload: string; bytes: number; byId: Map<string, Buffer> }>();

function sharedFrames(result: ExecutionResult) {
  let shared = frames.get(result);
  if (!shared) {
    const payload = JSON.stringify(result);
    shared = { payload, bytes: Buffer.byteLength(payload), byId: new Map() };
    frames.set(result, shared);
  }
  return shared;
}

function frameOf(result: ExecutionResult, id: string): Buffer {
  const shared = sharedFrames(result);
  let frame = shared.byId.get(id);
  if (!frame) {
    frame = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":${shared.payload}}`);
    shared.byId.set(id, frame);
  }
  return frame;
}

export class CoalescingWebSocket extends WebSocket {
  private transport: Duplex | null = null;
  private turns: WriteTurns | null = null;
  /** Frames waiting for graphql-ws's placeholder message of their subscription, by that message. */
  private readonly spliced = new Map<string, Buffer>();

  /** The TCP socket under this WebSocket (the upgrade request's), and its server's write turns: set once it is open. */
  coalesceWritesOn(transport: Duplex, turns: WriteTurns): void {
    this.transport = transport;
    this.turns = turns;
  }

  /**
   * graphql-ws's onNext: a result without errors goes out as its shared frame (the payload returned stands for it);
   * one with errors takes graphql-ws's own path (undefined), which formats them.
   */
  spliceNext(id: string, result: ExecutionResult): typeof SPLICED | undefined {
    if (result.errors !== undefined) return undefined;
    this.spliced.set(placeholder(id), frameOf(result, id));
    return SPLICED;
  }

  /**
   * Writes a shared result as subscription `id`'s `next` frame, as graphql-ws would (a lane); false, writing nothing,
   * when it declines: a result with errors, one whose JSON is over `maxBytes` (the response size limit), a client
   * behind by LANE_BACKLOG_BYTES, a socket not open.
   */
  writeResult(id: string, result: ExecutionResult, maxBytes: number): boolean {
    if (result.errors !== undefined || this.readyState !== WebSocket.OPEN || this.bufferedAmount > LANE_BACKLOG_BYTES) return false;
    if (sharedFrames(result).bytes > maxBytes) return false;
    this.send(frameOf(result, id), { binary: false }); // a text frame, as graphql-ws sends
    return true;
  }

  override send(data: Parameters<WebSocket['send']>[0], ...rest: unknown[]): void {
    const transport = this.transport;
    if (transport && this.turns && this.readyState === WebSocket.OPEN && !transport.destroyed) this.turns.cork(transport);
    const frame = this.spliced.size > 0 && typeof data === 'string' ? this.spliced.get(data) : undefined;
    if (frame) {
      this.spliced.delete(data as string);
      const callback = rest.find((arg) => typeof arg === 'function');
      super.send(frame, { binary: false }, callback as ((error?: Error) => void) | undefined); // a text frame, as the string was
      return;
    }
    (super.send as (data: unknown, ...rest: unknown[]) => void)(data, ...rest);
  }
}
