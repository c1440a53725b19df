// Import as a mutation: importSession takes an export (GET /export/sessions/<id>) in the request, for one that fits a
// GraphQL request (SAVEPOINT_MAX_REQUEST_BYTES); POST /import/sessions streams one of any size up to
// SAVEPOINT_MAX_IMPORT_BYTES. Both are transfer/import.service.ts.
import { type ImportResult, importSession, importSessionThrows } from '../../transfer/import.service.ts';
import type { ImportedSession } from '../../transfer/import-section.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { SessionRef } from './sessions.ts';

const ImportSessionInput = builder.inputType('ImportSessionInput', {
  description: 'An export to import, and where.',
  fields: (t) => ({
    workspaceId: t.id({ required: true, description: 'The workspace of yours the imported sessions belong to.' }),
    export: t.string({
      required: true,
      description: 'The export, as GET /export/sessions/<id> wrote it (newline-delimited JSON). A larger one: POST /import/sessions streams it.',
    }),
    idempotencyKey: t.string({
      description: 'Any string of 1 to 200 characters: the same key with the same export and workspace answers the first import again and imports nothing.',
    }),
  }),
});

const ImportedSessionRef = builder.objectRef<ImportedSession>('ImportedSession').implement({
  description: 'A session an import wrote.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session, with its new id.', resolve: (imported) => imported.id }),
    exportedAs: t.string({
      description: 'The database id it had on the server that exported it: a reference there, not an id this API takes.',
      resolve: (imported) => imported.exportedId,
    }),
    clientKeyDropped: t.string({
      nullable: true,
      description:
        'The client key (sessionKey) it had where it was exported, left off because another live session of yours has it: it was imported without a key, so name it by id. Null: it kept its key, or had none.',
      resolve: (imported) => imported.clientKeyDropped ?? null,
    }),
  }),
});

const ImportSessionPayload = builder.objectRef<ImportResult>('ImportSessionPayload').implement({
  description: 'What an import wrote.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session exported (the last the export holds).', resolve: (result) => result.sessionId }),
    sessions: t.field({
      type: [ImportedSessionRef],
      description: 'Every session written: the sources of a fork first (an export carries them, so the fork reads the same), then it.',
      resolve: (result) => result.sessions,
    }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier import: nothing new was written.' }),
  }),
});

builder.mutationFields((t) => ({
  importSession: t.field({
    type: ImportSessionPayload,
    description:
      "Restores an export as new sessions of yours, with new ids (a fork's sources travel with it and are restored first); a session its history names that it does not hold stays a reference. All or nothing: a malformed, cut-short or changed export, one of a version this server does not read, or one past SAVEPOINT_MAX_IMPORT_BYTES is refused, naming the line at fault, and nothing is written.",
    args: { input: t.arg({ type: ImportSessionInput, required: true, description: 'The export, and the workspace it goes to.' }) },
    errors: resultOf('ImportSessionResult', importSessionThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      importSession(
        callerOf(ctx),
        { workspaceId: localId('Workspace', input.workspaceId, 'workspaceId'), idempotencyKey: input.idempotencyKey ?? null },
        [input.export],
        { maxBytes: ctx.config.maxImportBytes, maxObjectBytes: ctx.config.maxSnapshotFileBytes },
      ),
  }),
}));
