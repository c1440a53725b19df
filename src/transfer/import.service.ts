// Importing an export (POST /import/sessions, and importSession for one that fits a GraphQL request): every session it
// holds written back for the caller, in a workspace of the caller's, with new ids everywhere (new-ids.model.ts) and
// every reference between them mapped; a session outside the export that its history names (a fork it does not
// hold) stays a reference to the server it came from. One transaction, written as the export streams in: a line
// that breaks the format, an export cut short or changed on the way (its closing line), one too large or of a version
// this server does not read, each refuses the import with the line at fault, and nothing of it stays.
import type { Caller } from '../caller.ts';
import { NotFoundError, throws, ValidationError } from '../errors/domain.ts';
import { IdempotencyConflictError } from '../errors/idempotency.ts';
import { LimitReachedError, limitReached } from '../errors/limit.ts';
import { ExportMalformedError, ExportTruncatedError, ExportVersionUnsupportedError } from '../errors/transfer.ts';
import { inTransaction, type Work } from '../events/unit-of-work.ts';
import { withIdempotency } from '../idempotency/idempotency.service.ts';
import { findWorkspacesByIds, holdLiveWorkspace } from '../workspaces/workspace.queries.ts';
import type { ExportHeader } from './format.model.ts';
import { type ImportObjects, openObjects } from './import-objects.ts';
import { type ExportRecord, readExport } from './import-reader.ts';
import { type ImportedSession, type ImportRun, openSection, type Section, TRACKED } from './import-section.ts';
import type { Body } from './lines.ts';
import { newIdsOf } from './new-ids.model.ts';

export type ImportInput = { workspaceId: string; idempotencyKey: string | null };
export type ImportLimits = { maxBytes: number; maxObjectBytes: number };
export type ImportResult = { sessionId: string; sessions: ImportedSession[]; replayed: boolean };

/** A replay found once the export was read: what the import wrote is rolled back, the first answer given again. */
class Replayed extends Error {
  readonly answer: ImportResult;
  constructor(answer: ImportResult) {
    super('replayed');
    this.answer = answer;
  }
}

/**
 * Imports the export `body` streams for the caller, into its workspace `workspaceId`. With an idempotency key, the same
 * key with the same export (by its SHA-256) and workspace answers the first import again and writes nothing; another
 * export under that key is an IdempotencyConflictError.
 */
export async function importSession(caller: Caller, input: ImportInput, body: Body, limits: ImportLimits): Promise<ImportResult> {
  const { ownerId } = caller.viewer;
  const [workspace] = await findWorkspacesByIds(caller.db, ownerId, [input.workspaceId]);
  if (!workspace) throw new NotFoundError('Workspace', input.workspaceId);
  // Run once: the body is read as it streams in and cannot be read again, so a transaction that loses to a concurrent
  // one is not run again here (TRANSIENT_FAILURE: the client sends the export again).
  const once = { ...caller, settings: { ...caller.settings, transactionRetries: 0 } };
  try {
    return await inTransaction(once, async (work) => {
      if (!(await holdLiveWorkspace(work.trx, ownerId, workspace.id, 'create'))) throw new NotFoundError('Workspace', input.workspaceId);
      const { sessions, digest } = await restoreExport(work, caller, workspace.id, body, limits);
      const request = { workspaceId: workspace.id, export: digest };
      const result = { sessionId: sessions.at(-1)!.id, sessions };
      const answer = await withIdempotency(work, { ownerId, key: input.idempotencyKey, operation: 'importSession', request }, async () => result);
      if (answer.replayed) throw new Replayed(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof Replayed) return error.answer;
    throw error;
  }
}
export const importSessionThrows = throws(
  ExportMalformedError,
  ExportTruncatedError,
  ExportVersionUnsupportedError,
  IdempotencyConflictError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
);

/** Reads the export and writes it: each session's section, then its code objects. The sessions written, and the export's SHA-256. */
async function restoreExport(work: Work, caller: Caller, workspaceId: string, body: Body, limits: ImportLimits) {
  const reading = readExport(body, limits.maxBytes);
  const first = await reading.next();
  const header = first.value as ExportHeader;
  // The sources of a fork come with it: a line of them as long as the export's is a fork tree this deep here.
  const depth = caller.settings.quotas.lineageDepth;
  if (header.sessions.length > depth + 1) {
    const problem = `The export holds a line of ${header.sessions.length} sessions, each forked from the one before`;
    throw limitReached('LINEAGE_DEPTH', depth, problem, 'Nothing was imported; ask the operator to raise the setting.');
  }
  const written = new Map(TRACKED.map((type) => [type, new Set<string>()]));
  const run: ImportRun = { work, caller, workspaceId, header, newId: newIdsOf(), exported: new Set(header.sessions), written };
  const sessions: ImportedSession[] = [];
  let section: Section | null = null;
  let objects: ImportObjects | null = null;
  let digest = '';
  for await (const item of reading) {
    const { line, record } = item as ExportRecord;
    if (record.type === 'end') {
      digest = String(record.sha256); // the last item: the export came whole
    } else if (record.type === 'session') {
      if (objects) throw new ExportMalformedError(line, 'is a session record after code objects, which come after every session');
      if (section) sessions.push(await section.finish());
      const expected = header.sessions[sessions.length];
      if (record.id !== expected)
        throw new ExportMalformedError(line, `is session ${String(record.id).slice(0, 40)}, where the header lists ${expected ?? 'no more'}`);
      section = await openSection(run, line, record);
    } else if (record.type === 'object') {
      if (!header.objects) throw new ExportMalformedError(line, 'is a code object, but the header says the export holds none');
      if (section) sessions.push(await section.finish());
      section = null;
      objects ??= openObjects(work, caller, limits.maxObjectBytes);
      await objects.add(line, record);
    } else if (section) {
      await section.add(line, record);
    } else {
      throw new ExportMalformedError(line, `is a ${String(record.type).slice(0, 40)} record outside a session's section`);
    }
  }
  if (section) sessions.push(await section.finish());
  await objects?.finish();
  if (sessions.length !== header.sessions.length)
    throw new ExportMalformedError(1, `lists ${header.sessions.length} sessions, but the export holds ${sessions.length}`);
  return { sessions, digest };
}
