// putStateCheckpoint and putStateWrites: a client's own state, written as it hands it over. A checkpoint goes in with
// its new parts and any writes pending on it in one transaction; parts are insert-only (a version names one value), a
// checkpoint put again under its id replaces it, writes are kept as first written or replaced (`replace`). Everything
// the client hands over is sealed (client-state/sealing.ts) and never redacted; what people read of it (the summary,
// and the metadata in the log) is.
import type { Caller } from '../../caller.ts';
import { seal } from '../../client-state/sealing.ts';
import { checkMetadata, checkText, STATE_LIMITS } from '../../client-state/state.model.ts';
import { insertStateParts, insertStateWrites, upsertStateCheckpoint } from '../../client-state/state.queries.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { assertStoredBytes } from '../../sessions/session-size.service.ts';
import { checkThreadRef, openThread, type ThreadRef } from './thread.ts';

export type StatePartInput = { name: string; version: string; type: string; data: Buffer | null };
export type StateWriteInput = { taskId: string; idx: number; channel: string; type: string; data: Buffer; taskPath?: string | null };

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

export type PutStateWritesInput = ThreadRef & {
  namespace: string;
  checkpointId: string;
  writes: readonly StateWriteInput[];
  /** True: a write already stored under its (task, index) is replaced; false: kept. */
  replace: boolean;
};

export async function putStateCheckpoint(caller: Caller, input: PutStateCheckpointInput) {
  checkThreadRef(input);
  const namespace = checkText('namespace', input.namespace, STATE_LIMITS.namespaceChars, { empty: true });
  const clientId = checkText('clientId', input.clientId, STATE_LIMITS.idChars);
  if (input.parentClientId != null) checkText('parentClientId', input.parentClientId, STATE_LIMITS.idChars);
  checkText('payloadType', input.payloadType, STATE_LIMITS.typeChars);
  const metadata = checkMetadata(input.metadata);
  const summary = input.summary == null ? null : checkText('summary', input.summary, STATE_LIMITS.summaryChars);
  const versions = checkPartVersions(input.partVersions, input.parts);
  if (input.writes) checkWrites(input.writes);
  const ring = caller.settings.stateKeys;
  const payload = seal(ring, input.payload);
  const parts = input.parts.map((part) => ({ part, sealed: part.data === null ? null : seal(ring, part.data) }));
  const bytes = payload.data.length + parts.reduce((sum, { sealed }) => sum + (sealed?.data.length ?? 0), 0) + Buffer.byteLength(JSON.stringify(metadata));
  return inTransaction(caller, async (work) => {
    const session = await openThread(caller, work, input, bytes + writesBytes(input.writes ?? []));
    const row = { session_id: session.id, namespace };
    await insertStateParts(
      work.trx,
      parts.map(({ part, sealed }) => ({
        ...row,
        name: part.name,
        version: part.version,
        type: part.type,
        data: sealed?.data ?? null,
        key_id: sealed?.keyId ?? null,
      })),
    );
    await upsertStateCheckpoint(work.trx, {
      ...row,
      client_id: clientId,
      parent_client_id: input.parentClientId ?? null,
      payload_type: input.payloadType,
      payload: payload.data,
      key_id: payload.keyId,
      parts: versions,
      metadata,
      summary: summary === null ? null : work.redact.text(summary),
      stored_bytes: bytes,
    });
    if (input.writes?.length) await writePending(caller, work, session, namespace, clientId, input.writes, false);
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
    await assertStoredBytes(work, session, bytes, caller.settings.quotas);
    return { sessionId: session.id, namespace, clientId };
  });
}
export const putStateCheckpointThrows = throws(ApprovalPendingError, InvalidTransitionError, LimitReachedError, NotFoundError, ValidationError);

export async function putStateWrites(caller: Caller, input: PutStateWritesInput) {
  checkThreadRef(input);
  const namespace = checkText('namespace', input.namespace, STATE_LIMITS.namespaceChars, { empty: true });
  const checkpointId = checkText('checkpointId', input.checkpointId, STATE_LIMITS.idChars);
  checkWrites(input.writes);
  const bytes = writesBytes(input.writes);
  return inTransaction(caller, async (work) => {
    const session = await openThread(caller, work, input, bytes);
    await writePending(caller, work, session, namespace, checkpointId, input.writes, input.replace);
    await assertStoredBytes(work, session, bytes, caller.settings.quotas);
    return { sessionId: session.id, namespace, clientId: checkpointId, written: input.writes.length };
  });
}
export const putStateWritesThrows = throws(ApprovalPendingError, InvalidTransitionError, LimitReachedError, NotFoundError, ValidationError);

async function writePending(
  caller: Caller,
  work: Work,
  session: Session,
  namespace: string,
  checkpointId: string,
  writes: readonly StateWriteInput[],
  replace: boolean,
) {
  const ring = caller.settings.stateKeys;
  const rows = writes.map((write) => {
    const sealed = seal(ring, write.data);
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
  await insertStateWrites(work.trx, rows, replace);
}

function checkPartVersions(versions: Record<string, string>, parts: readonly StatePartInput[]): Record<string, string> {
  if (typeof versions !== 'object' || versions === null || Array.isArray(versions))
    throw new ValidationError('partVersions', 'must be an object of part names to versions.');
  const entries = Object.entries(versions);
  if (entries.length > STATE_LIMITS.partsPerPut || parts.length > STATE_LIMITS.partsPerPut)
    throw new ValidationError('parts', `at most ${STATE_LIMITS.partsPerPut} parts per checkpoint.`);
  for (const [name, version] of entries) {
    checkText('partVersions', name, STATE_LIMITS.nameChars);
    if (typeof version !== 'string') throw new ValidationError(`partVersions.${name.slice(0, 50)}`, 'must be a string (the version of the part).');
    checkText(`partVersions.${name.slice(0, 50)}`, version, STATE_LIMITS.versionChars);
  }
  for (const [i, part] of parts.entries()) {
    checkText(`parts[${i}].type`, part.type, STATE_LIMITS.typeChars);
    if (versions[part.name] !== part.version)
      throw new ValidationError(
        `parts[${i}]`,
        `part "${part.name.slice(0, 50)}" at version "${part.version.slice(0, 50)}" is not one partVersions names; name every part the checkpoint is made of there.`,
      );
  }
  return versions;
}

function checkWrites(writes: readonly StateWriteInput[]): void {
  if (writes.length > STATE_LIMITS.writesPerPut) throw new ValidationError('writes', `at most ${STATE_LIMITS.writesPerPut} writes per call.`);
  for (const [i, write] of writes.entries()) {
    checkText(`writes[${i}].taskId`, write.taskId, STATE_LIMITS.idChars);
    checkText(`writes[${i}].channel`, write.channel, STATE_LIMITS.nameChars);
    checkText(`writes[${i}].type`, write.type, STATE_LIMITS.typeChars);
    if (write.taskPath != null) checkText(`writes[${i}].taskPath`, write.taskPath, STATE_LIMITS.idChars * 5, { empty: true });
  }
}

function writesBytes(writes: readonly StateWriteInput[]): number {
  return writes.reduce((sum, write) => sum + write.data.length + 28, 0);
}
