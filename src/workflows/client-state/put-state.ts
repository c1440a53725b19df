// putStateCheckpoint and putStateWrites: a client's own state, written as it hands it over. A checkpoint goes in with
// its new parts and any writes pending on it in one transaction; parts are insert-only (a version names one value), a
// checkpoint put again under its id replaces it, writes are kept as first written or replaced (`replace`). Everything
// the client hands over is sealed (client-state/sealing.ts) and never redacted; what people read of it (the summary,
// and the metadata in the log) is.
import type { Caller } from '../../caller.ts';
import { type Sealed, seal } from '../../client-state/sealing.ts';
import { checkMetadata, checkText, nameChecker, STATE_LIMITS } from '../../client-state/state.model.ts';
import { insertStateParts, insertStateWrites, upsertStateCheckpoint } from '../../client-state/state.queries.ts';
import { takeUploads } from '../../client-state/upload.queries.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { assertStoredBytes } from '../../sessions/session-size.service.ts';
import { checkThreadRef, openThread, type ThreadRef } from './thread.ts';

/** A value: its bytes, or the id of an upload that holds them (POST /state/uploads; taken by the put); neither: empty. */
type Value = { data: Buffer | null; uploadId?: string | null };
export type StatePartInput = Value & { name: string; version: string; type: string };
export type StateWriteInput = Value & { taskId: string; idx: number; channel: string; type: string; taskPath?: string | null };

export type PutStateCheckpointInput = ThreadRef & {
  namespace: string;
  clientId: string;
  parentClientId?: string | null;
  payloadType: string;
  payload: Buffer;
  /** Every part the checkpoint is made of: { name: version }. */
  partVersions: Record<string, string>;
  /** The parts not stored yet (others it names must be). */
  parts: readonly StatePartInput[];
  metadata?: unknown;
  summary?: string | null;
  writes?: readonly StateWriteInput[];
};

type NameCheck = ReturnType<typeof nameChecker>;

/** What an upload's id looks like (POST /state/uploads answers one). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PutStateWritesInput = ThreadRef & {
  namespace: string;
  checkpointId: string;
  writes: readonly StateWriteInput[];
  /** True: a write already stored under its (task, index) is replaced; false: kept. */
  replace: boolean;
};

export async function putStateCheckpoint(caller: Caller, input: PutStateCheckpointInput) {
  const name = nameChecker(caller.settings.redactor);
  checkThreadRef(input, name);
  const namespace = name('namespace', input.namespace, STATE_LIMITS.namespaceChars, { empty: true });
  const clientId = name('clientId', input.clientId, STATE_LIMITS.idChars);
  if (input.parentClientId != null) name('parentClientId', input.parentClientId, STATE_LIMITS.idChars);
  name('payloadType', input.payloadType, STATE_LIMITS.typeChars);
  const metadata = checkMetadata(input.metadata);
  const summary = input.summary == null ? null : checkText('summary', input.summary, STATE_LIMITS.summaryChars);
  const versions = checkPartVersions(input.partVersions, input.parts, name);
  if (input.writes) checkWrites(input.writes, name);
  const ring = caller.settings.stateKeys;
  const payload = seal(ring, input.payload);
  const metadataSealed = seal(ring, Buffer.from(JSON.stringify(metadata)));
  const writes = input.writes ?? [];
  return inTransaction(caller, async (work) => {
    const values = await sealValues(caller, work, [
      ...input.parts.map((part, i) => ({ ...part, field: `parts[${i}]` })),
      ...writes.map((write, i) => ({ ...write, field: `writes[${i}]` })),
    ]);
    const parts = values.slice(0, input.parts.length);
    const bytes = payload.data.length + sizeOf(parts) + Buffer.byteLength(JSON.stringify(metadata));
    const charged = bytes + sizeOf(values.slice(input.parts.length)); // and the pending writes'
    const session = await openThread(caller, work, input, charged);
    const row = { session_id: session.id, namespace };
    await assertStoredBytes(work, session, charged, caller.settings.quotas);
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'state.checkpointed',
      data: {
        namespace,
        checkpoint: clientId, // the client's ids, not ours (event-refs.ts reads *Id fields as ours)
        parent: input.parentClientId ?? null,
        metadata: work.redact.json(metadata),
        summary: summary === null ? null : work.redact.text(summary),
        parts: Object.keys(versions).length,
        newParts: parts.length,
        bytes,
      },
    });
    // the parts, the checkpoint, its writes and its event go out with the COMMIT (db/transaction.ts): one round trip
    work.withNext(
      ...insertStateParts(
        work.trx,
        input.parts.map((part, i) => ({
          ...row,
          name: part.name,
          version: part.version,
          type: part.type,
          data: parts[i]?.data ?? null,
          key_id: parts[i]?.keyId ?? null,
        })),
      ),
      upsertStateCheckpoint(work.trx, {
        ...row,
        client_id: clientId,
        parent_client_id: input.parentClientId ?? null,
        payload_type: input.payloadType,
        payload: payload.data,
        key_id: payload.keyId,
        parts: versions,
        metadata: work.redact.json(metadata),
        metadata_sealed: metadataSealed.data,
        metadata_key_id: metadataSealed.keyId,
        summary: summary === null ? null : work.redact.text(summary),
        stored_bytes: bytes,
      }),
      ...pendingWrites(session, namespace, clientId, writes, values.slice(input.parts.length), false, work.trx),
    );
    return { sessionId: session.id, namespace, clientId };
  });
}
export const putStateCheckpointThrows = throws(ApprovalPendingError, InvalidTransitionError, LimitReachedError, NotFoundError, ValidationError);

export async function putStateWrites(caller: Caller, input: PutStateWritesInput) {
  const name = nameChecker(caller.settings.redactor);
  checkThreadRef(input, name);
  const namespace = name('namespace', input.namespace, STATE_LIMITS.namespaceChars, { empty: true });
  const checkpointId = name('checkpointId', input.checkpointId, STATE_LIMITS.idChars);
  checkWrites(input.writes, name);
  return inTransaction(caller, async (work) => {
    const sealed = await sealValues(
      caller,
      work,
      input.writes.map((write, i) => ({ ...write, field: `writes[${i}]` })),
    );
    const bytes = sizeOf(sealed);
    const session = await openThread(caller, work, input, bytes);
    await assertStoredBytes(work, session, bytes, caller.settings.quotas);
    work.withNext(...pendingWrites(session, namespace, checkpointId, input.writes, sealed, input.replace, work.trx));
    return { sessionId: session.id, namespace, clientId: checkpointId, written: input.writes.length };
  });
}
export const putStateWritesThrows = throws(ApprovalPendingError, InvalidTransitionError, LimitReachedError, NotFoundError, ValidationError);

/** Each value sealed: its bytes sealed here, or its upload taken (sealed when uploaded); null: empty. */
async function sealValues(caller: Caller, work: Work, values: ReadonlyArray<Value & { field: string }>): Promise<Array<Sealed | null>> {
  const ring = caller.settings.stateKeys;
  const ids = values.flatMap((value) => (value.uploadId && UUID.test(value.uploadId) ? [value.uploadId] : [])); // others: no upload of anyone's
  const uploads = new Map((await takeUploads(work.trx, caller.viewer.ownerId, ids)).map((upload) => [upload.id, upload]));
  return values.map((value) => {
    if (value.uploadId) {
      if (value.data !== null) throw new ValidationError(value.field, 'give its bytes as data or name an upload as uploadId, not both.');
      const upload = uploads.get(value.uploadId);
      if (!upload)
        throw new ValidationError(
          `${value.field}.uploadId`,
          `no upload of yours is "${value.uploadId.slice(0, 40)}": a put takes an upload once, and one left a day is deleted; upload the value again.`,
        );
      return { keyId: upload.key_id, data: upload.data };
    }
    return value.data === null ? null : seal(ring, value.data);
  });
}

const sizeOf = (values: ReadonlyArray<Sealed | null>) => values.reduce((sum, value) => sum + (value?.data.length ?? 0), 0);

/** The statement that stores a checkpoint's pending writes (none for none), to go out with the COMMIT. */
function pendingWrites(
  session: Session,
  namespace: string,
  checkpointId: string,
  writes: readonly StateWriteInput[],
  values: ReadonlyArray<Sealed | null>,
  replace: boolean,
  trx: Work['trx'],
) {
  const rows = writes.map((write, i) => {
    const sealed = values[i];
    if (!sealed) throw new ValidationError(`writes[${i}]`, 'a pending write needs a value: its bytes as data, or an uploadId.');
    return {
      session_id: session.id,
      namespace,
      checkpoint_id: checkpointId,
      task_id: write.taskId,
      idx: write.idx,
      channel: write.channel,
      type: write.type,
      data: sealed.data,
      key_id: sealed.keyId,
      task_path: write.taskPath ?? '',
    };
  });
  return insertStateWrites(trx, rows, replace);
}

function checkPartVersions(versions: Record<string, string>, parts: readonly StatePartInput[], name: NameCheck): Record<string, string> {
  if (typeof versions !== 'object' || versions === null || Array.isArray(versions))
    throw new ValidationError('partVersions', 'must be an object of part names to versions.');
  const entries = Object.entries(versions);
  if (entries.length > STATE_LIMITS.partsPerPut || parts.length > STATE_LIMITS.partsPerPut)
    throw new ValidationError('parts', `at most ${STATE_LIMITS.partsPerPut} parts per checkpoint.`);
  for (const [part, version] of entries) {
    name('partVersions', part, STATE_LIMITS.nameChars);
    if (typeof version !== 'string') throw new ValidationError(`partVersions.${part.slice(0, 50)}`, 'must be a string (the version of the part).');
    name(`partVersions.${part.slice(0, 50)}`, version, STATE_LIMITS.versionChars);
  }
  for (const [i, part] of parts.entries()) {
    name(`parts[${i}].type`, part.type, STATE_LIMITS.typeChars);
    if (versions[part.name] !== part.version)
      throw new ValidationError(
        `parts[${i}]`,
        `part "${part.name.slice(0, 50)}" at version "${part.version.slice(0, 50)}" is not one partVersions names; name every part the checkpoint is made of there.`,
      );
  }
  return versions;
}

function checkWrites(writes: readonly StateWriteInput[], name: NameCheck): void {
  if (writes.length > STATE_LIMITS.writesPerPut) throw new ValidationError('writes', `at most ${STATE_LIMITS.writesPerPut} writes per call.`);
  for (const [i, write] of writes.entries()) {
    name(`writes[${i}].taskId`, write.taskId, STATE_LIMITS.idChars);
    name(`writes[${i}].channel`, write.channel, STATE_LIMITS.nameChars);
    name(`writes[${i}].type`, write.type, STATE_LIMITS.typeChars);
    if (write.taskPath != null) name(`writes[${i}].taskPath`, write.taskPath, STATE_LIMITS.idChars * 5, { empty: true });
  }
}
