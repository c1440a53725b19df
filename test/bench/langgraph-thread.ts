// A LangGraph thread as a chat agent's graph checkpoints it, step by step, through a saver's real `put`: a `messages`
// channel that grows by one message per step (a person's turn, then the model's), a `turn` counter written every step
// and a `status` written every fifth; the checkpoint's versions bumped by the saver's own getNextVersion and only the
// channels a step changed passed as newVersions, as LangGraph's loop passes them (checkpoint ids are uuid6(step)).
import { AIMessage, type BaseMessage, HumanMessage } from '@langchain/core/messages';
import {
  type BaseCheckpointSaver,
  type Checkpoint,
  type CheckpointMetadata,
  copyCheckpoint,
  emptyCheckpoint,
  type PendingWrite,
  uuid6,
} from '@langchain/langgraph-checkpoint';

const WORDS = (
  'the a of to and in that is for it on with as this be at by from or an are was have not but can will if so we all ' +
  'file test build error function return value type string number list query table index server client request ' +
  'answer change commit branch merge review plan step next before after because which should would could please ' +
  'check run fix add remove update read write open close start stop wait retry cache session thread graph node edge ' +
  'model token prompt tool call result output input config option default user person agent task note issue bug'
).split(' ');

/** A deterministic pseudo-random generator (mulberry32): the same thread for every saver. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Chat text of about `chars` characters, words drawn from a small vocabulary (compresses like prose). */
function prose(next: () => number, chars: number): string {
  const words: string[] = [];
  let length = 0;
  while (length < chars) {
    const word = WORDS[Math.floor(next() * WORDS.length)]!;
    words.push(word);
    length += word.length + 1;
  }
  return `${words.join(' ')}.`;
}

export type ChatMessage = { id: string; human: boolean; content: string };

/** The thread's messages in order: the n-th is a person's (about 120 characters) when n is even, else the model's (480). */
export function chatMessages(seed = 7): () => ChatMessage {
  const next = random(seed);
  let n = -1;
  return () => {
    n += 1;
    return { id: `msg-${n}`, human: n % 2 === 0, content: prose(next, n % 2 === 0 ? 120 : 480) };
  };
}

export type ThreadOptions = {
  /** Keep only the newest `window` messages (an agent that trims its history); default: keep all. */
  window?: number;
  /** Messages each step adds (default 1); the first step adds `first` (default: as many). */
  perStep?: number;
  first?: number;
  seed?: number;
};

/** A thread written through `saver`; each step() is one put, timed (ms). */
export function chatThread(saver: BaseCheckpointSaver, threadId: string, options: ThreadOptions = {}) {
  const nextMessage = chatMessages(options.seed);
  const next = random((options.seed ?? 7) + 1);
  let checkpoint: Checkpoint = emptyCheckpoint();
  let parentId: string | undefined;
  let step = -1;
  let messages: BaseMessage[] = [];

  return {
    get headId() {
      return parentId;
    },
    get steps() {
      return step + 1;
    },
    /** The next step's checkpoint, put; answers the put's wall time in ms. */
    async step(): Promise<number> {
      step += 1;
      const changed: Record<string, unknown> = {};
      const added = Array.from({ length: step === 0 ? (options.first ?? options.perStep ?? 1) : (options.perStep ?? 1) }, () => {
        const { id, human, content } = nextMessage();
        return human ? new HumanMessage({ content, id }) : new AIMessage({ content, id, response_metadata: { model: 'bench-model', finish_reason: 'stop' } });
      });
      messages = [...messages, ...added].slice(-(options.window ?? Number.POSITIVE_INFINITY));
      changed.messages = messages;
      changed.turn = step;
      if (step % 5 === 0) changed.status = step % 10 === 0 ? 'thinking' : 'answering';
      const made = copyCheckpoint(checkpoint);
      made.id = uuid6(step);
      made.ts = new Date().toISOString();
      const newVersions: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(changed)) {
        const version = saver.getNextVersion(made.channel_versions[name] as never);
        made.channel_versions[name] = version;
        made.channel_values[name] = value;
        newVersions[name] = version;
      }
      made.versions_seen.agent = { ...made.channel_versions };
      const metadata: CheckpointMetadata = { source: step === 0 ? 'input' : 'loop', step, parents: {} };
      const config = { configurable: { thread_id: threadId, checkpoint_ns: '', ...(parentId ? { checkpoint_id: parentId } : {}) } };
      const started = performance.now();
      await saver.put(config, made, metadata, newVersions);
      const ms = performance.now() - started;
      checkpoint = made;
      parentId = made.id;
      return ms;
    },
    /** A task's write pending on the head (what an interrupted step leaves), as LangGraph's putWrites. */
    async pendingWrite(): Promise<void> {
      const writes: PendingWrite[] = [['messages', [new AIMessage({ content: prose(next, 200), id: `pending-${step}` })]]];
      await saver.putWrites({ configurable: { thread_id: threadId, checkpoint_ns: '', checkpoint_id: parentId } }, writes, `task-${step}`);
    },
  };
}
