// An event's data as the API serves it (SessionEvent.data: the events connection, node, and every live feed): each
// id of ours a global id that `node(id:)` resolves, where events/event-refs.ts says the ids are. Stored data keeps
// database ids, so history written before needs no migration. A message naming rows (TEXT) is rendered from its
// parts with global ids, and the parts are left out.
import type { SessionEvent } from '../db/tables/events.ts';
import { type ErrorText, render } from '../errors/domain.ts';
import { findEventSeqsByIds } from '../events/event-reads.queries.ts';
import { type RefShape, type RefType, refsOf, TEXT } from '../events/event-refs.ts';
import { type Context, ownerOf } from './context.ts';
import { eventGlobalId, globalIdOf } from './ids.ts';
import { valueLoader } from './loaders.ts';

type Data = Record<string, unknown>;

/** Session events by row id: the session and seq their global ids are made of. */
const eventKeys = valueLoader<{ sessionId: string; seq: number } | null>(async (ctx, keys) => {
  const rows = await findEventSeqsByIds(ctx.db, ownerOf(ctx), keys.map(Number));
  return new Map(rows.map((row) => [String(row.id), { sessionId: row.session_id, seq: row.seq }]));
}, null);

const isObject = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Calls `visit` for every id the shape names in the value. */
function eachRef(value: unknown, shape: RefShape, visit: (type: RefType, id: unknown) => void): void {
  if (value === null || value === undefined) return;
  if (typeof shape === 'string') {
    if (shape !== TEXT) visit(shape, value);
  } else if (Array.isArray(shape)) {
    if (Array.isArray(value)) for (const item of value) eachRef(item, shape[0] as RefShape, visit);
  } else if (isObject(value)) {
    for (const [field, inner] of Object.entries(shape as Record<string, RefShape>)) eachRef(value[field], inner, visit);
  }
}

/** The value with every id the shape names replaced by `show(type, id)`, and TEXT fields rendered from their parts. */
function translated(value: unknown, shape: RefShape, show: (type: RefType, id: unknown) => unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof shape === 'string') return shape === TEXT ? value : show(shape, value);
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((item) => translated(item, shape[0] as RefShape, show)) : value;
  if (!isObject(value)) return value;
  const out: Data = { ...value };
  for (const [field, inner] of Object.entries(shape as Record<string, RefShape>)) {
    if (!(field in out)) continue;
    if (inner === TEXT) {
      const parts = out[`${field}Parts`];
      if (Array.isArray(parts)) out[field] = render(parts as ErrorText, globalIdOf);
      delete out[`${field}Parts`];
    } else out[field] = translated(out[field], inner, show);
  }
  return out;
}

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
  return translated(event.data, shape, (type, id) => {
    if (type !== 'SessionEvent') return typeof id === 'string' ? globalIdOf({ type, id }) : id;
    const key = events.get(String(id));
    return key ? eventGlobalId(key.sessionId, key.seq) : null; // an event is never deleted; null would mean it was purged
  });
}
