// Client-owned state: a client (LangGraph's checkpointer, say) keeps its own checkpoints in a session it addresses by
// its own key. Bytes travel as base64; the server stores them sealed and verbatim, and never reads them.

import { bytesOf, checkMetadata, checkText, STATE_LIMITS } from '../../client-state/state.model.ts';
import { type OpenedCheckpoint, type OpenedPart, type OpenedWrite, readStateCheckpoints } from '../../client-state/state-read.service.ts';
import { throws, ValidationError } from '../../errors/domain.ts';
import {
  putStateCheckpoint,
  putStateCheckpointThrows,
  putStateWrites,
  putStateWritesThrows,
  type StateWriteInput as StateWrite,
} from '../../workflows/client-state/put-state.ts';
import { builder } from '../builder.ts';
import { callerOf, ownerOf } from '../context.ts';
import { optionalLocalId, optionalLocalIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { SessionRef } from './sessions.ts';

const BASE64 = 'base64-encoded bytes';
const UPLOAD_ID = 'Instead of data: the uploadId POST /state/uploads answered for the value (raw bytes, for one too large for a request), taken by this put.';

const StatePartRef = builder.objectRef<OpenedPart>('StatePart').implement({
  description: 'A named, versioned part of client state, shared by the checkpoints that name it at this version.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name (LangGraph: a channel).' }),
    version: t.exposeString('version', { description: 'Its version: one value per name and version.' }),
    type: t.exposeString('type', { description: "The client's type tag for the bytes (LangGraph's serializer type)." }),
    data: t.string({
      nullable: true,
      description: `The value, ${BASE64}, verbatim; null: an empty part.`,
      resolve: (part) => part.data?.toString('base64') ?? null,
    }),
  }),
});

const StateWriteRef = builder.objectRef<OpenedWrite>('StateWrite').implement({
  description: 'A write pending on a checkpoint: what a task wrote before the next checkpoint.',
  fields: (t) => ({
    taskId: t.exposeString('taskId', { description: 'The task that wrote it.' }),
    index: t.exposeInt('idx', { description: "Its index among the task's writes (negative: the client's special writes)." }),
    channel: t.exposeString('channel', { description: 'Where it writes (LangGraph: a channel).' }),
    type: t.exposeString('type', { description: "The client's type tag for the bytes." }),
    data: t.string({ description: `The value, ${BASE64}, verbatim.`, resolve: (write) => write.data.toString('base64') }),
    taskPath: t.exposeString('taskPath', { description: 'The path of the task (empty when none was given).' }),
  }),
});

const StateCheckpointRef = builder.objectRef<OpenedCheckpoint>('StateCheckpoint').implement({
  description:
    "A checkpoint of a client's own state (putStateCheckpoint): named by the client, unique per session, namespace and id, made of a payload and named parts, with the writes pending on it. Stored verbatim and sealed at rest; never redacted (the summary and the log's copy of the metadata are).",
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session (thread) it belongs to.', resolve: (c) => c.row.session_id }),
    sessionKey: t.string({ nullable: true, description: "The session's client key.", resolve: (c) => c.row.client_key }),
    namespace: t.string({ description: 'Its namespace ("" by default; LangGraph: checkpoint_ns).', resolve: (c) => c.row.namespace }),
    clientId: t.string({ description: 'Its id, chosen by the client (LangGraph: checkpoint_id); ids sort by time.', resolve: (c) => c.row.client_id }),
    parentClientId: t.string({ nullable: true, description: 'The id of the checkpoint it follows, if any.', resolve: (c) => c.row.parent_client_id }),
    payloadType: t.string({ description: "The client's type tag for the payload.", resolve: (c) => c.row.payload_type }),
    payload: t.string({ description: `The payload, ${BASE64}, verbatim.`, resolve: (c) => c.payload.toString('base64') }),
    parts: t.field({ type: [StatePartRef], description: 'The parts it is made of (those it names that hold a value or are empty).', resolve: (c) => c.parts }),
    partVersions: t.field({ type: 'JSON', description: 'The parts it is made of: { name: version }.', resolve: (c) => c.row.parts }),
    pendingWrites: t.field({ type: [StateWriteRef], description: 'The writes pending on it, by task and index.', resolve: (c) => c.pendingWrites }),
    metadata: t.field({ type: 'JSON', description: "The client's metadata, verbatim.", resolve: (c) => c.metadata }),
    summary: t.string({ nullable: true, description: 'What the client says of it for people (secrets redacted).', resolve: (c) => c.row.summary }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was stored.', resolve: (c) => c.row.created_at }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  clientKey: t.exposeString('client_key', {
    nullable: true,
    description: "Its client's own key for it (LangGraph: the thread id), unique among your sessions; null: none.",
  }),
}));

const sessionArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  sessionKey: t.arg.string({ description: "The session by its client's key." }),
  sessionId: t.arg.id({ description: 'The session by id.' }),
});

/** The session named by id or by key (the key matched in the read itself, not looked up first); null when not named. */
function namedSession(args: { sessionKey?: string | null; sessionId?: string | null }) {
  if (args.sessionId != null && args.sessionKey != null) throw new ValidationError('sessionKey', 'name the session by sessionId or by sessionKey, not both.');
  if (args.sessionId != null) return { sessionId: optionalLocalId('Session', args.sessionId, 'sessionId'), sessionKey: null };
  if (args.sessionKey != null) return { sessionId: null, sessionKey: checkText('sessionKey', args.sessionKey, STATE_LIMITS.keyChars) };
  return null;
}

builder.queryFields((t) => ({
  stateCheckpoints: t.field({
    type: [StateCheckpointRef],
    description:
      "Your sessions' client checkpoints, newest id first: of one session (sessionKey or sessionId) or of every session that has a client key, filtered by namespace, id, `before` and metadata (containment).",
    args: {
      ...sessionArgs(t),
      namespace: t.arg.string({ description: 'Only this namespace; all when absent.' }),
      clientId: t.arg.string({ description: 'Only the checkpoint with this id.' }),
      before: t.arg.string({ description: 'Only checkpoints whose id sorts before this one.' }),
      metadata: t.arg({ type: 'JSON', description: 'Only checkpoints whose metadata contains this object.' }),
      first: t.arg.int({ description: `How many, newest first: at most ${STATE_LIMITS.listLimit}; default 100.` }),
    },
    resolve: async (_, args, ctx) => {
      const named = namedSession(args);
      return readStateCheckpoints(ctx.db, callerOf(ctx).settings.stateKeys, {
        ownerId: ownerOf(ctx),
        sessionId: named?.sessionId ?? null,
        sessionKey: named?.sessionKey ?? null,
        namespace: args.namespace ?? null,
        clientId: args.clientId ?? null,
        before: args.before ?? null,
        // Matched with the stored metadata's redacted copy, redacted alike (redaction is deterministic).
        metadata: args.metadata == null ? null : callerOf(ctx).settings.redactor.json(checkMetadata(args.metadata)),
        limit: Math.max(1, Math.min(args.first ?? 100, STATE_LIMITS.listLimit)),
      });
    },
  }),
  stateCheckpoint: t.field({
    type: StateCheckpointRef,
    nullable: true,
    description: "One client checkpoint of a session: the one with this id, else the newest of the namespace (the thread's head). Null when there is none.",
    args: {
      ...sessionArgs(t),
      namespace: t.arg.string({ description: 'Its namespace; default "".' }),
      clientId: t.arg.string({ description: 'Its id; absent: the newest.' }),
    },
    resolve: async (_, args, ctx) => {
      const named = namedSession(args);
      if (!named) return null;
      const [found] = await readStateCheckpoints(ctx.db, callerOf(ctx).settings.stateKeys, {
        ownerId: ownerOf(ctx),
        ...named,
        namespace: args.namespace ?? '',
        clientId: args.clientId ?? null,
        before: null,
        metadata: null,
        limit: 1,
      });
      return found ?? null;
    },
  }),
}));

const threadFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  sessionKey: t.string({
    description: `The session by your own key for it (1 to ${STATE_LIMITS.keyChars} characters): made by this write when you have none under that key.`,
  }),
  sessionId: t.id({ description: 'The session by id (exactly one of sessionKey and sessionId).' }),
  workspaceId: t.id({ description: 'Where a session made under sessionKey goes; absent: your workspace without a folder named "Client state".' }),
  namespace: t.string({ description: `The namespace (0 to ${STATE_LIMITS.namespaceChars} characters; default "").` }),
});

const StatePartInput = builder.inputType('StatePartInput', {
  description: 'A part of a checkpoint not stored yet.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Its name.' }),
    version: t.string({ required: true, description: 'Its version (as partVersions names it).' }),
    type: t.string({ required: true, description: "The client's type tag for the bytes." }),
    data: t.string({ description: `The value, ${BASE64}; absent (and no uploadId): an empty part.` }),
    uploadId: t.id({ description: UPLOAD_ID }),
  }),
});

const StateWriteInput = builder.inputType('StateWriteInput', {
  description: 'A write pending on a checkpoint.',
  fields: (t) => ({
    taskId: t.string({ required: true, description: 'The task that wrote it.' }),
    index: t.int({ required: true, description: "Its index among the task's writes (negative for special writes)." }),
    channel: t.string({ required: true, description: 'Where it writes.' }),
    type: t.string({ required: true, description: "The client's type tag for the bytes." }),
    data: t.string({ description: `The value, ${BASE64} (or uploadId).` }),
    uploadId: t.id({ description: UPLOAD_ID }),
    taskPath: t.string({ description: 'The path of the task.' }),
  }),
});

const PutStateCheckpointInput = builder.inputType('PutStateCheckpointInput', {
  description:
    'A checkpoint of your own state, its new parts and the writes pending on it, in one transaction. Put again under the same id, it replaces the stored one. Nothing is redacted: it is stored verbatim, sealed with the server key.',
  fields: (t) => ({
    ...threadFields(t),
    clientId: t.string({ required: true, description: `Its id (1 to ${STATE_LIMITS.idChars} characters; ids should sort by time, as UUIDv6 do).` }),
    parentClientId: t.string({ description: 'The checkpoint it follows.' }),
    payloadType: t.string({ required: true, description: 'Your type tag for the payload (e.g. LangGraph\'s "json").' }),
    payload: t.string({ required: true, description: `The payload, ${BASE64}.` }),
    partVersions: t.field({ type: 'JSON', description: 'Every part it is made of: { name: version } (default {}).' }),
    parts: t.field({ type: [StatePartInput], description: 'The parts not stored yet, each at the version partVersions names.' }),
    metadata: t.field({
      type: 'JSON',
      description: `An object kept verbatim and filtered on by containment (at most ${STATE_LIMITS.metadataBytes} bytes as JSON).`,
    }),
    summary: t.string({ description: `What people should read of it (at most ${STATE_LIMITS.summaryChars} characters; secrets redacted).` }),
    writes: t.field({ type: [StateWriteInput], description: 'Writes pending on it, kept as first written.' }),
  }),
});

const PutStateWritesInput = builder.inputType('PutStateWritesInput', {
  description: 'Writes pending on a checkpoint, in one transaction.',
  fields: (t) => ({
    ...threadFields(t),
    checkpointId: t.string({ required: true, description: 'The id of the checkpoint they are pending on.' }),
    writes: t.field({ type: [StateWriteInput], required: true, description: `The writes (at most ${STATE_LIMITS.writesPerPut}).` }),
    replace: t.boolean({ description: 'True: a write stored under the same task and index is replaced; default false: it is kept (insert-or-ignore).' }),
  }),
});

type Put = { sessionId: string; namespace: string; clientId: string };
const PutStatePayload = builder.objectRef<Put>('PutStatePayload').implement({
  description: 'Where the state went.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session (made by this write when new).', resolve: (put) => put.sessionId }),
    namespace: t.exposeString('namespace', { description: 'The namespace.' }),
    clientId: t.exposeString('clientId', { description: 'The checkpoint written (or written on).' }),
  }),
});

type ValueInput = { data?: string | null; uploadId?: string | null };
type WriteInput = ValueInput & { taskId: string; index: number; channel: string; type: string; taskPath?: string | null };

function bytesOrUpload(field: string, value: ValueInput) {
  return { data: value.data == null ? null : bytesOf(`${field}.data`, value.data), uploadId: value.uploadId ?? null };
}

function writesOf(writes: readonly WriteInput[]): StateWrite[] {
  return writes.map((write, i) => ({ ...write, idx: write.index, ...bytesOrUpload(`writes[${i}]`, write) }));
}

/** The thread an input names (by key or by global id) and the namespace in it: what every state write and steer takes. */
export function threadOf(input: { sessionKey?: string | null; sessionId?: string | null; namespace?: string | null }) {
  return { sessionKey: input.sessionKey, sessionId: optionalLocalId('Session', input.sessionId, 'sessionId'), namespace: input.namespace ?? '' };
}
export const threadOfThrows = throws(ValidationError);

builder.mutationFields((t) => ({
  putStateCheckpoint: t.field({
    type: PutStatePayload,
    description: 'Stores a checkpoint of your own state (with its new parts and pending writes) in a session you name by key or id.',
    args: { input: t.arg({ type: PutStateCheckpointInput, required: true, description: 'The checkpoint.' }) },
    errors: resultOf('PutStateCheckpointResult', putStateCheckpointThrows, threadOfThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      putStateCheckpoint(callerOf(ctx), {
        ...threadOf(input),
        workspaceId: optionalLocalId('Workspace', input.workspaceId, 'workspaceId'),
        clientId: input.clientId,
        parentClientId: input.parentClientId,
        payloadType: input.payloadType,
        payload: bytesOf('payload', input.payload),
        partVersions: (input.partVersions ?? {}) as Record<string, string>,
        parts: (input.parts ?? []).map((part, i) => ({ ...part, ...bytesOrUpload(`parts[${i}]`, part) })),
        metadata: input.metadata,
        summary: input.summary,
        writes: writesOf(input.writes ?? []),
      }),
  }),
  putStateWrites: t.field({
    type: PutStatePayload,
    description: 'Stores writes pending on a checkpoint of your own state.',
    args: { input: t.arg({ type: PutStateWritesInput, required: true, description: 'The writes.' }) },
    errors: resultOf('PutStateWritesResult', putStateWritesThrows, threadOfThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      putStateWrites(callerOf(ctx), {
        ...threadOf(input),
        workspaceId: optionalLocalId('Workspace', input.workspaceId, 'workspaceId'),
        checkpointId: input.checkpointId,
        writes: writesOf(input.writes),
        replace: input.replace ?? false,
      }),
  }),
}));
