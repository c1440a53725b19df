// The resources every use case gets (caller.ts Settings), made from the configuration once per app: checkpoint
// signing, the redactor, the places workspaces may be, the quotas and limits, the archive folder, the agents' desk.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AgentDesk } from './agents/agent-command.service.ts';
import { createTokenCache } from './auth/token-cache.ts';
import type { Settings } from './caller.ts';
import { createCheckpointSigning } from './checkpoints/checkpoint.integrity.ts';
import { resolveSecret } from './checkpoints/checkpoint.secret.ts';
import { keyRingFrom } from './client-state/sealing.ts';
import { repositoryLinkOf } from './code/repository-link.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { createRedactor, parseRedactPatterns } from './redaction/redact.ts';
import type { Places } from './workspaces/workspace.service.ts';

/** Without an app's agent feed (the operators' command line), a verb waiting for an agent reads its command again every second. */
const POLLING_DESK: Omit<AgentDesk, 'returnGraceMs'> = {
  bell: { commandEnded: (_, ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
  refreshLinks: async () => {},
  serveHere: async () => null,
};

/**
 * The resources every use case gets (caller.ts), made from the configuration: one set per app. `agents`: the app's
 * (createApp); without one (the operators' command line, which holds no agent feed), a verb waiting for an agent
 * reads its command again every second.
 */
export async function settingsFrom(config: Config, logger: Logger, agents: Omit<AgentDesk, 'returnGraceMs'> = POLLING_DESK): Promise<Settings> {
  const secret = await resolveSecret(config.secret, config.dataDir);
  return {
    agents: { ...agents, returnGraceMs: config.agentReturnMs },
    tokens: createTokenCache(config.revocationCheckMs), // trusted once the app hears revocations (app.ts)
    signing: createCheckpointSigning(secret),
    stateKeys: keyRingFrom(config.stateKeys, secret),
    redactor: createRedactor(parseRedactPatterns(config.redactPatterns ?? undefined)),
    places: await placesFrom(config, logger),
    maxActiveSessions: config.maxActiveSessions,
    quotas: config.quotas,
    limits: { maxMessageBytes: config.maxMessageBytes, maxBatchSize: config.maxBatchSize },
    transactionRetries: config.transactionRetries,
    purgeBatch: config.purgeBatch,
    archiveDir: config.archiveDir ?? path.join(config.dataDir, 'archive'),
    logger,
  };
}

/** The server's workspace roots as configured and as real paths (an alias of a root still counts), and its data folder. */
async function placesFrom(config: Config, logger: Logger): Promise<Places> {
  const roots: string[] = [];
  for (const root of config.workspaceRoots) {
    const real = await realpath(root).catch(() => null);
    if (!real) logger.warn(`workspace root ${root} does not exist; it is left out`);
    else roots.push(root, real);
  }
  const dataDir = await realpath(config.dataDir).catch(() => path.resolve(config.dataDir));
  return { serverRoots: [...new Set(roots)], dataDir, repositoryOf: repositoryLinkOf };
}
