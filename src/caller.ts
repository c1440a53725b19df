// Who is calling and with which of the server's resources: what every use case (workflows/, and the shared layers
// below them) receives. The resources are made once per app (settings.ts: settingsFrom); nothing keeps them in a module.
import type { AgentDesk } from './agents/agent-command.service.ts';
import type { Viewer } from './auth/token.service.ts';
import type { TokenCache } from './auth/token-cache.ts';
import type { CheckpointSigning } from './checkpoints/checkpoint.integrity.ts';
import type { KeyRing } from './client-state/sealing.ts';
import type { Quotas } from './config.ts';
import type { Db } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { Redactor } from './redaction/redact.ts';
import type { Places } from './workspaces/workspace.service.ts';

export type Settings = {
  /** Checkpoint signatures (the HMAC key) and the verdicts remembered per row version. */
  signing: CheckpointSigning;
  /** The keys client state is sealed with at rest (client-state/sealing.ts). */
  stateKeys: KeyRing;
  /** Secrets are redacted with it before anything is stored. */
  redactor: Redactor;
  /** Where workspaces may be registered: the server's roots (for owners without their own) and its data folder. */
  places: Places;
  /** Default per-owner limit of sessions held by a live lease at once. */
  maxActiveSessions: number;
  /** What one session (and one owner) may grow to (config.ts Quotas); a write past one is a LimitReachedError. */
  quotas: Quotas;
  /** Per write: the largest message part, and how many messages or events one call may carry. */
  limits: { maxMessageBytes: number; maxBatchSize: number };
  /** How many times a transaction that lost to concurrent ones (deadlock, serialization failure) is run again. */
  transactionRetries: number;
  /** Rows (or code objects) each transaction of a deletion's purge takes. */
  purgeBatch: number;
  /** The server's own folder for the exports of sessions retention archives (never an owner's folder). */
  archiveDir: string;
  /** Who bearer tokens are, remembered for a moment (revocations heard: auth/token-cache.ts). */
  tokens: TokenCache;
  /** Workspace agents: what a verb waiting for its command's end listens to, and this process's links to agents. */
  agents: AgentDesk;
  logger: Logger;
};

/** What every use case needs: the database, who is calling, and the server's resources. */
export type Caller = { db: Db; viewer: Viewer; settings: Settings };
