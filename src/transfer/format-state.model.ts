// The records of a session's client-owned state in the export format (format.model.ts SECTION, version 2 on): the
// parts, then the checkpoints made of them, then the writes pending on those. What the client stores is verbatim
// (its bytes opened and sealed again where imported, never redacted); only a checkpoint's summary, text people read,
// is redacted as other text.
import { f, INT, JSON_VALUE, SEALED, TEXT, TIME, VERBATIM, VERBATIM_JSON } from './format-fields.model.ts';

export const STATE_RECORDS = {
  statePart: {
    table: 'state_parts',
    since: 2,
    fields: {
      namespace: f('namespace', VERBATIM),
      name: f('name', VERBATIM),
      version: f('version', VERBATIM),
      partType: f('type', VERBATIM),
      data: f('data', SEALED, true), // null: an empty part
    },
  },
  stateCheckpoint: {
    table: 'state_checkpoints',
    since: 2,
    fields: {
      namespace: f('namespace', VERBATIM),
      clientId: f('client_id', VERBATIM),
      parentClientId: f('parent_client_id', VERBATIM, true),
      payloadType: f('payload_type', VERBATIM),
      payload: f('payload', SEALED),
      parts: f('parts', VERBATIM_JSON),
      // Its redacted copy (what filters match and people read), redacted again on import like any JSON; and the
      // metadata as the client wrote it, sealed like the rest of its state.
      metadata: f('metadata', JSON_VALUE),
      metadataSealed: f('metadata_sealed', { kind: 'sealed', keyColumn: 'metadata_key_id' }),
      summary: f('summary', TEXT, true),
      storedBytes: f('stored_bytes', INT),
      createdAt: f('created_at', TIME),
    },
  },
  stateWrite: {
    table: 'state_writes',
    since: 2,
    fields: {
      namespace: f('namespace', VERBATIM),
      checkpointId: f('checkpoint_id', VERBATIM),
      taskId: f('task_id', VERBATIM),
      index: f('idx', INT),
      channel: f('channel', VERBATIM),
      writeType: f('type', VERBATIM),
      data: f('data', SEALED),
      taskPath: f('task_path', VERBATIM),
    },
  },
} as const;
