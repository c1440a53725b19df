import type { Viewer } from '../auth/token.service.ts';
import type { Db } from '../db/client.ts';

/** What every workflow needs: the database and who is calling. */
export type Caller = { db: Db; viewer: Viewer };
