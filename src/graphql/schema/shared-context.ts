// Shared context: named documents of a session that its agents read and write, versioned with
// optimistic concurrency. Each version is in the session log as a `context.updated` event.
import type { SharedContextDocument } from '../../db/tables/shared-context.ts';
import { countDocuments, findDocument, findDocumentsBySessionIds, listDocuments } from '../../shared-context/context.queries.ts';
import { putSharedContext, putSharedContextThrows, type WrittenDocument } from '../../workflows/shared-context/put-shared-context.ts';
import { builder, counted } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { callerOf } from '../context.ts';
import { keyPage } from '../cursors.ts';
import { localId, localIdThrows } from '../ids.ts';
import { groupLoader } from '../loaders.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { SessionRef } from './sessions.ts';

type Document = Omit<WrittenDocument, 'updatedAt'> & { updatedAt: Date };

/** A stored document as the API shows it. */
export const shownDocument = (row: SharedContextDocument): Document => ({
  sessionId: row.session_id,
  key: row.key,
  value: row.value,
  version: row.version,
  updatedBy: row.updated_by,
  updatedAt: new Date(row.updated_at),
});

const documentsOfSession = groupLoader(
  (ctx, ids) => findDocumentsBySessionIds(ctx.db, ids),
  (row) => row.session_id,
);

export const SharedContextDocumentRef = builder.objectRef<Document>('SharedContextDocument').implement({
  description: 'A named document of a session that its agents read and write. Versioned: a write names the version it read (putSharedContext).',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Its name, unique in the session (e.g. "design/api.md").' }),
    value: t.expose('value', { type: 'JSON', description: 'Its content: any JSON; a text document is a JSON string (secrets redacted).' }),
    version: t.exposeInt('version', { description: 'From 1, raised by one by every write: pass it as expectedVersion to replace the document.' }),
    updatedBy: t.exposeString('updatedBy', { description: 'Who wrote this version: the name of the API token used.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When this version was written.' }),
  }),
});

const HISTORY = 'Every version is in the session log as a `context.updated` event ({ key, version, value }).';

builder.objectFields(SessionRef, (t) => ({
  sharedDocuments: t.connection({
    type: SharedContextDocumentRef,
    nullable: true,
    description: `The shared documents of the session, by key, a page at a time (the cursors are the keys). ${HISTORY}`,
    resolve: (session, args, ctx) =>
      counted(
        cursorConnection(
          args,
          (document: Document) => document.key,
          async (page) => (await listDocuments(ctx.db, session.id, keyPage(page))).map(shownDocument),
        ),
        () => countDocuments(ctx.db, session.id),
      ),
  }),
  sharedContext: t.field({
    type: [SharedContextDocumentRef],
    description: `The shared documents of the session, by key, all at once (at most SAVEPOINT_MAX_SESSION_DOCUMENTS); sharedDocuments pages them. ${HISTORY}`,
    resolve: async (session, _, ctx) => (await documentsOfSession(ctx).load(session.id)).map(shownDocument),
  }),
  sharedDocument: t.field({
    type: SharedContextDocumentRef,
    nullable: true,
    description: `One shared document; null when there is none under that key (write it with expectedVersion 0). ${HISTORY}`,
    args: { key: t.arg.string({ required: true, description: 'Its key.' }) },
    resolve: async (session, { key }, ctx) => {
      const row = await findDocument(ctx.db, session.id, key);
      return row ? shownDocument(row) : null;
    },
  }),
}));

const PutSharedContextInput = builder.inputType('PutSharedContextInput', {
  description: 'A new version of a shared document. The session must not be finished.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    key: t.string({ required: true, description: 'The document: 1 to 200 letters, digits, dots, dashes, underscores or slashes (e.g. "design/api.md").' }),
    value: t.field({
      type: 'JSON',
      required: true,
      description:
        'Its whole new content: any JSON but null (a text document is a JSON string; at most SAVEPOINT_MAX_JSON_BYTES; secrets redacted). Documents are never deleted: write {} or "" to clear one.',
    }),
    expectedVersion: t.int({
      required: true,
      description:
        'The version you read: 0 to create the document, its current version to replace it. Anything else is a VersionConflictError naming the current one.',
    }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input writes nothing again.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
  }),
});

const PutSharedContextPayload = builder.objectRef<WrittenDocument & { replayed: boolean }>('PutSharedContextPayload').implement({
  description: 'The version written.',
  fields: (t) => ({
    document: t.field({
      type: SharedContextDocumentRef,
      description: 'The document as this call wrote it (on a replay, the version the first call wrote).',
      resolve: (payload) => ({ ...payload, updatedAt: new Date(payload.updatedAt) }),
    }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

builder.mutationField('putSharedContext', (t) =>
  t.field({
    type: PutSharedContextPayload,
    description:
      'Writes a shared document of a session if it is still at expectedVersion (optimistic concurrency): of two writers that read one version, exactly one wins and the other gets a VersionConflictError with the current version.',
    args: { input: t.arg({ type: PutSharedContextInput, required: true, description: 'The document, its new content and the version you read.' }) },
    errors: resultOf('PutSharedContextResult', putSharedContextThrows, localIdThrows),
    resolve: (_, { input }, ctx) => putSharedContext(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
);
