// The code-object routes, beside GraphQL on the HTTP edge: binary bodies in git's serialisation, which GraphQL would
// have to wrap in base64 and JSON. `POST /objects` stores a body of objects; `POST /objects/read` answers the objects a
// JSON list of ids names, in the same format (an agent restoring a checkpoint taken elsewhere). Both take the API token
// as GraphQL does (auth/token-cache.ts authenticate, the one rule) and act for its owner only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../auth/token.service.ts';
import type { Settings } from '../caller.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../errors/domain.ts';
import type { Logger } from '../logger.ts';
import { storeObjects } from '../objects/object.service.ts';
import { readObjects } from '../objects/object-read.service.ts';
import { answerError, answerJson, answerUnauthenticated, readBody } from './exchange.ts';

export type ObjectRoutesOptions = { db: Db; config: Config; settings: Settings; logger: Logger };

/** The handler of `/objects` and `/objects/read` (http/server.ts routes them here). */
export function createObjectRoutes({ db, config, settings, logger }: ObjectRoutesOptions) {
  const upload = async (viewer: Viewer, body: Buffer, response: ServerResponse) => {
    const limits = { maxObjectBytes: config.maxSnapshotFileBytes, ownerObjectBytes: config.quotas.ownerObjectBytes };
    answerJson(response, 200, await storeObjects({ db, viewer, settings }, body, limits));
  };
  const read = async (viewer: Viewer, body: Buffer, response: ServerResponse) => {
    const oids = oidsOf(body);
    const chunks = await readObjects(db, viewer.ownerId, oids, { maxOids: config.maxBatchSize, maxBytes: config.limits.responseBytes });
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': length });
    for (const chunk of chunks) response.write(chunk);
    response.end();
  };
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    try {
      if (request.method !== 'POST') {
        response.setHeader('allow', 'POST');
        return answerJson(response, 405, { code: 'VALIDATION_FAILED', message: `${path} takes POST only.` });
      }
      const auth = await settings.tokens.authenticate(db, request.headers.authorization);
      if (!('viewer' in auth)) return answerUnauthenticated(response, auth.failure);
      const body = await readBody(request, config.limits.requestBytes);
      await (path === '/objects' ? upload : read)(auth.viewer, body, response);
    } catch (error) {
      // Objects a read asks for that are not there are not found; an upload's missing objects are its own mistake.
      answerError(response, error, logger, (refusal) => (refusal.code === 'OBJECTS_MISSING' && path !== '/objects' ? 404 : undefined));
    }
  };
}

/** `{"oids": ["<40 hex digits>", ...]}`: the ids are checked by readObjects. */
function oidsOf(body: Buffer): string[] {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ValidationError('body', 'send JSON: {"oids": ["<object id>", ...]}.');
  }
  const oids = (value as { oids?: unknown } | null)?.oids;
  if (!Array.isArray(oids) || !oids.every((oid) => typeof oid === 'string')) throw new ValidationError('oids', 'send a list of object ids (strings).');
  return oids;
}
