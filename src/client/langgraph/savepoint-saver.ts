// SavepointSaver: LangGraph's checkpointer on a Savepoint server, through its public API (client-owned state), one
// request per call. A thread is a session named by its thread id (the session's client key), a checkpoint namespace
// is the state's namespace, a checkpoint id its client id; channel values are parts named by (channel, version), so a
// put sends only the channels it changed. People then watch, rewind and fork the thread in Savepoint.
//
//   const checkpointer = new SavepointSaver({ url: 'http://localhost:4000/graphql', token });
//   const graph = builder.compile({ checkpointer });
//
// Modelled on LangGraph's PostgresSaver (same layout, same answers), but for the channel versions: they are unique
// (state-codec.ts nextChannelVersion), so a fork never reads a sibling branch's values.
import {
  BaseCheckpointSaver,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointTuple,
  type PendingWrite,
  type SerializerProtocol,
  WRITES_IDX_MAP,
} from '@langchain/langgraph-checkpoint';
import { createClient, type SavepointClient } from '../client.ts';
import {
  DeleteThreadDocument,
  PutStateCheckpointDocument,
  PutStateWritesDocument,
  StateCheckpointDocument,
  type StateCheckpointFieldsFragment,
  StateCheckpointsDocument,
} from '../gql/operations.ts';
import { narrow, result } from '../results.ts';
import { dumpCheckpoint, dumpWrites, loadTuple, nextChannelVersion, type StoredWrite, type Upload } from './state-codec.ts';

/** The most checkpoints one request lists (the server's bound); a longer list takes a request per page. */
const PAGE = 1_000;

type RunnableConfig = Parameters<BaseCheckpointSaver['getTuple']>[0];

export type SavepointSaverOptions = ({ url: string; token: string } | { client: SavepointClient }) & {
  /** Where the sessions of new threads go; default: your workspace without a folder named "Client state". */
  workspaceId?: string;
  /** LangGraph's serializer (default: its JsonPlusSerializer). */
  serde?: SerializerProtocol;
};

export class SavepointSaver extends BaseCheckpointSaver {
  readonly client: SavepointClient;
  readonly workspaceId: string | null;

  constructor(options: SavepointSaverOptions) {
    super(options.serde);
    this.client = 'client' in options ? options.client : createClient({ url: options.url, token: options.token });
    this.workspaceId = options.workspaceId ?? null;
  }

  /** A value too large to go inline: uploaded alone first (one more request, for such values only). */
  private readonly upload: Upload = async (bytes) => (await this.client.postBytes<{ uploadId: string }>('/state/uploads', bytes)).uploadId;

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { thread_id, checkpoint_ns = '', checkpoint_id } = config.configurable ?? {};
    if (thread_id == null) return undefined;
    const sessionKey = String(thread_id);
    const { stateCheckpoint } = await this.client.request(StateCheckpointDocument, {
      sessionKey,
      namespace: checkpoint_ns,
      clientId: checkpoint_id ?? null,
    });
    if (!stateCheckpoint) return undefined;
    return this.tupleOf(stateCheckpoint);
  }

  async *list(config: RunnableConfig, options: CheckpointListOptions = {}): AsyncGenerator<CheckpointTuple> {
    const { thread_id, checkpoint_ns, checkpoint_id } = config.configurable ?? {};
    const { filter, limit } = options;
    let before: string | null = options.before?.configurable?.checkpoint_id ?? null;
    let left = limit ?? Number.POSITIVE_INFINITY;
    while (left > 0) {
      const first = Math.min(left, PAGE);
      const { stateCheckpoints: page } = await this.client.request(StateCheckpointsDocument, {
        sessionKey: thread_id == null ? null : String(thread_id),
        namespace: checkpoint_ns ?? null,
        clientId: checkpoint_id ?? null,
        before,
        metadata: filter && Object.keys(filter).length > 0 ? filter : null,
        first,
      });
      for (const stored of page) yield await this.tupleOf(stored);
      if (page.length < first) return;
      left -= page.length;
      before = page[page.length - 1]!.clientId;
    }
  }

  async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, newVersions: ChannelVersions): Promise<RunnableConfig> {
    if (config.configurable === undefined) throw new Error('Missing "configurable" field in "config" param');
    const { thread_id, checkpoint_ns = '', checkpoint_id } = config.configurable;
    if (thread_id == null) throw new Error('Missing "thread_id" field in "config.configurable": the thread to write to');
    const dumped = await dumpCheckpoint(this.serde, checkpoint, metadata, newVersions, this.upload);
    const { putStateCheckpoint } = await this.client.request(PutStateCheckpointDocument, {
      input: {
        sessionKey: String(thread_id),
        workspaceId: this.workspaceId,
        namespace: checkpoint_ns,
        clientId: checkpoint.id,
        parentClientId: checkpoint_id ?? null,
        ...dumped,
      },
    });
    narrow(putStateCheckpoint, 'PutStatePayload');
    return { configurable: { thread_id, checkpoint_ns, checkpoint_id: checkpoint.id } };
  }

  async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath?: string): Promise<void> {
    const { thread_id, checkpoint_ns = '', checkpoint_id } = config.configurable ?? {};
    if (thread_id == null) throw new Error('Missing "thread_id" field in "config.configurable": the thread to write to');
    if (checkpoint_id == null) throw new Error('Missing "checkpoint_id" field in "config.configurable": the checkpoint the writes are pending on');
    if (writes.length === 0) return;
    const indexOf = (channel: string, idx: number) => WRITES_IDX_MAP[channel] ?? idx;
    const { putStateWrites } = await this.client.request(PutStateWritesDocument, {
      input: {
        sessionKey: String(thread_id),
        workspaceId: this.workspaceId,
        namespace: checkpoint_ns,
        checkpointId: checkpoint_id,
        writes: await dumpWrites(this.serde, writes, taskId, taskPath, indexOf, this.upload),
        // special writes (errors, interrupts...) replace the task's earlier ones; others are kept as first written
        replace: writes.every(([channel]) => channel in WRITES_IDX_MAP),
      },
    });
    narrow(putStateWrites, 'PutStatePayload');
  }

  /** Deletes the thread's session and all it holds; a thread that has none is already gone. */
  async deleteThread(threadId: string): Promise<void> {
    const { deleteSession } = await this.client.request(DeleteThreadDocument, { input: { sessionKey: String(threadId), handOver: true } });
    const deleted = result(deleteSession);
    if (!deleted.ok && deleted.error.code !== 'NOT_FOUND') narrow(deleteSession, 'DeletePayload');
  }

  /**
   * A unique string version (nextChannelVersion). LangGraph's runtime takes string versions (its base class asks a
   * saver that uses them to override this), but its types know only numbers: `compile({ checkpointer })` takes a
   * BaseCheckpointSaver<number>, so the string is typed as one here, once.
   */
  override getNextVersion(current: number | undefined): number {
    return nextChannelVersion(current) as unknown as number;
  }

  private tupleOf(stored: StateCheckpointFieldsFragment): Promise<CheckpointTuple> {
    return loadTuple(
      this.serde,
      stored,
      (parentId) => this.writesOf(stored, parentId),
      () => this.getNextVersion(undefined),
    );
  }

  /** The writes pending on a checkpoint's parent: read only for a checkpoint older than v4 (its pending sends). */
  private async writesOf(stored: StateCheckpointFieldsFragment, parentId: string): Promise<readonly StoredWrite[]> {
    const { stateCheckpoint } = await this.client.request(StateCheckpointDocument, {
      sessionKey: stored.sessionKey ?? '',
      namespace: stored.namespace,
      clientId: parentId,
    });
    return stateCheckpoint?.pendingWrites ?? [];
  }
}
