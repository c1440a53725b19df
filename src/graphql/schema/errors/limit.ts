// The GraphQL type of a limit a write reached (src/errors/limit.ts): which one, the setting that sets it, its value.
import { type Limit, LimitReachedError } from '../../../errors/limit.ts';
import { builder } from '../../builder.ts';
import { describedEnum } from '../enums.ts';
import { ErrorInterface } from './domain.ts';

const LIMITS: Record<Limit, string> = {
  BATCH_SIZE: 'Messages, events or writes (recordWork) one call may carry.',
  ACTIVE_SESSIONS: 'Sessions one owner may hold leased at once.',
  LINEAGE_DEPTH: 'Forks of forks: how far from its root a fork may be.',
  LINEAGE_SESSIONS: 'Forks below one session that one read (or one deletion) takes in.',
  SESSION_DOCUMENTS: 'Shared documents one session holds.',
  SESSION_DOCUMENT_BYTES: "Bytes of one session's shared documents together.",
  PLAN_PHASES: "Phases in force in one session's plan.",
  PLAN_TASKS: "Tasks in force in one session's plan.",
  PLAN_STEPS: "Steps in force in one session's plan.",
  SESSION_TODOS: "Todo items in one session's lists together.",
  SESSION_BYTES: 'Bytes one session stores of what clients write into it (messages, documents, event data, outputs, todos, plans).',
  OWNER_BYTES: "The same, for all of one owner's sessions together.",
  OBJECT_BYTES: 'Bytes of one code object (a file of a snapshot), uncompressed.',
  OWNER_OBJECT_BYTES: "Bytes of one owner's code objects together, uncompressed (each counted once, however many snapshots name it).",
  REQUEST_BYTES: 'Bytes of one request body (an upload of code objects).',
  RESPONSE_BYTES: 'Bytes of one answer (a read of code objects).',
  REPLAY_EVENTS: 'Session events one point in time (Session.stateAt, each side of Session.diff) replays after its checkpoint.',
  IMPORT_BYTES: 'Bytes of one export an import reads.',
  STATE_UPLOAD_BYTES: 'Bytes of one value of client state uploaded alone (POST /state/uploads).',
  STATE_UPLOADS: 'Uploads of client state one owner has waiting for a put to take them.',
};

const LimitEnum = describedEnum('Limit', 'A limit a request can reach.', Object.keys(LIMITS) as Limit[], LIMITS);

builder.objectType(LimitReachedError, {
  name: 'LimitReachedError',
  description: 'A limit was reached; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    limit: t.field({ type: LimitEnum, description: 'Which limit.', resolve: (error) => error.limit }),
    setting: t.exposeString('setting', { description: 'The server setting that sets it (an environment variable), e.g. "SAVEPOINT_MAX_LINEAGE_DEPTH".' }),
    max: t.exposeFloat('max', { description: 'The limit in force (bytes for a byte limit, which may pass the 32-bit range of Int).' }),
  }),
});
