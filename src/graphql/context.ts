import type { ExecutionResult } from 'graphql';
import type { Viewer } from '../auth/token.service.ts';
import type { Caller, Settings } from '../caller.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Hub } from '../realtime/hub.ts';

/** Per operation. Loaders are cached per context by Pothos, so each request (and each subscription event) is fresh. */
export type Context = {
  db: Db;
  config: Config;
  logger: Logger;
  /** The live-event fan-out, for subscriptions. */
  hub: Hub;
  settings: Settings;
  /** Null only for unauthenticated introspection; server.ts refuses everything else without a viewer. */
  viewer: Viewer | null;
  /**
   * A subscription over a WebSocket: writes a result straight to its client as the subscription's `next` frame;
   * false when it declines (websocket-writes.ts). See use-shared-subscription-results.ts.
   */
  writeThrough?: (result: ExecutionResult) => boolean;
};

export function callerOf(ctx: Context): Caller {
  if (!ctx.viewer) throw new Error('unauthenticated operation reached a resolver');
  return { db: ctx.db, viewer: ctx.viewer, settings: ctx.settings };
}

export function viewerOf(ctx: Context): Viewer {
  return callerOf(ctx).viewer;
}

export function ownerOf(ctx: Context): string {
  return viewerOf(ctx).ownerId;
}
