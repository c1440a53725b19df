// The server side of a WebSocket whose frames leave in one socket write per turn of the event loop. A fan-out hands a
// socket one `next` frame per subscription it carries (ten subscriptions: ten frames for one event); each frame sent
// alone is a system call of its own. The first frame of a turn corks the TCP socket and one setImmediate for every
// socket uncorks them together once the turn's deliveries (realtime/cohort.ts: a slice of subscribers, and the next)
// are written: one writev per socket, the frames in the order they were sent.
import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';

const corked = new Set<Duplex>();
let flushing = false;

function flush(): void {
  flushing = false;
  const sockets = [...corked];
  corked.clear();
  for (const socket of sockets) socket.uncork();
}

export class CoalescingWebSocket extends WebSocket {
  private transport: Duplex | null = null;

  /** The TCP socket under this WebSocket (the upgrade request's): set once it is open. */
  coalesceWritesOn(transport: Duplex): void {
    this.transport = transport;
  }

  override send(data: Parameters<WebSocket['send']>[0], ...rest: unknown[]): void {
    const transport = this.transport;
    if (transport && !corked.has(transport) && this.readyState === WebSocket.OPEN && !transport.destroyed) {
      transport.cork();
      corked.add(transport);
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    }
    (super.send as (data: unknown, ...rest: unknown[]) => void)(data, ...rest);
  }
}
