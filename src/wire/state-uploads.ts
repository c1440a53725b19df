// `POST /state/uploads`: a value of client state too large for a GraphQL request, as raw bytes (application/
// octet-stream), bounded by SAVEPOINT_MAX_STATE_UPLOAD_BYTES. Answers `{ uploadId, bytes }`; a put then names the
// upload (a part's or a pending write's uploadId) and takes it. Takes the API token as GraphQL does, for its owner only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Settings } from '../caller.ts';
import { storeUpload } from '../client-state/upload.service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { LimitReachedError, limitReached } from '../errors/limit.ts';
import type { Logger } from '../logger.ts';
import { answerError, answerJson, answerUnauthenticated, readBody } from './exchange.ts';

export type StateUploadRoutesOptions = { db: Db; config: Config; settings: Settings; logger: Logger };

export function createStateUploadRoutes({ db, config, settings, logger }: StateUploadRoutesOptions) {
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    try {
      if (request.method !== 'POST') {
        response.setHeader('allow', 'POST');
        return answerJson(response, 405, { code: 'VALIDATION_FAILED', message: `${path} takes POST only: the value's bytes as the body.` });
      }
      const auth = await settings.tokens.authenticate(db, request.headers.authorization);
      if (!('viewer' in auth)) return answerUnauthenticated(response, auth.failure);
      const max = config.maxStateUploadBytes;
      const body = await readBody(request, max).catch((error: unknown) => {
        throw error instanceof LimitReachedError
          ? limitReached(
              'STATE_UPLOAD_BYTES',
              max,
              'The value is larger',
              'Keep such values outside the state and store a reference to them; nothing was stored.',
              'bytes',
            )
          : error;
      });
      answerJson(response, 200, await storeUpload(db, settings.stateKeys, auth.viewer.ownerId, body, config.maxStateUploads));
    } catch (error) {
      answerError(response, error, logger);
    }
  };
}
