// An event's data as the API serves it (SessionEvent.data: the events connection, node, and every live feed): each
// id of ours a global id that `node(id:)` resolves, where events/event-refs.ts says the ids are. Stored data keeps
// database ids, so history written before needs no migration. A message naming rows (TEXT) is rendered from its
// parts with global ids, and the parts are left out.
import type { SessionEvent } from '../db/tables/events.ts';
import { render } from '../errors/domain.ts';
import { findEventSeqsByIds } from '../events/event-reads.queries.ts';
import { refsOf } from '../events/event-refs.ts';
import { eachRef, mapRefs } from '../events/ref-map.ts';
import { type Context, ownerOf } from './context.ts';
import { eventGlobalId, globalIdOf } from './ids.ts';
import { valueLoader } from './loaders.ts';

/** Session events by row id: the session and seq their global ids are made of. */
const eventKeys = valueLoader<{ sessionId: string; seq: number } | null>(async (ctx, keys) => {
  const rows = await findEventSeqsByIds(ctx.db, ownerOf(ctx), keys.map(Number));
  return new Map(rows.map((row) => [String(row.id), { sessionId: row.session_id, seq: row.seq }]));
}, null);

/** The data of `event` as served: global ids where the table says ids are (the rest as recorded). */
export async function apiEventData(ctx: Context, event: Pick<SessionEvent, 'type' | 'data'>): Promise<unknown> {
  const shape = refsOf(event.type);
  if (!shape) return event.data;
  const eventIds: string[] = [];
  eachRef(event.data, shape, (type, id) => {
    if (type === 'SessionEvent') eventIds.push(String(id));
  });
  const events = new Map<string, { sessionId: string; seq: number } | null>();
  for (const [index, key] of (await eventKeys(ctx).loadMany(eventIds)).entries()) events.set(eventIds[index]!, key instanceof Error ? null : key);
  return mapRefs(event.data, shape, {
    id: (type, id) => {
      if (type !== 'SessionEvent') return typeof id === 'string' ? globalIdOf({ type, id }) : id;
      const key = events.get(String(id));
      return key ? eventGlobalId(key.sessionId, key.seq) : null; // an event is never deleted; null would mean it was purged
    },
    text: (parts) => ({ value: render(parts, globalIdOf) }), // rendered with global ids; the parts are left out
  });
}
