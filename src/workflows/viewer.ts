import type { Viewer } from '../auth/token.service.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** Server settings the workflows need (from Config, resolved at start-up). */
export type WorkflowSettings = {
  /** Where snapshot repositories live: <dataDir>/shadow/<workspace id>. */
  dataDir: string;
  maxSnapshotFileBytes: number;
  /** HMAC key for checkpoint signatures. */
  secret: string;
  /** Default per-owner limit of sessions held by a live lease at once. */
  maxActiveSessions: number;
  logger: Logger;
};

/** What every workflow needs: the database, who is calling, and the server settings. */
export type Caller = { db: Db; viewer: Viewer; settings: WorkflowSettings };
