// A real LangGraph graph (a StateGraph that stops at an interrupt() for a person's answer) checkpointed by
// SavepointSaver on a live server, against LangGraph's own MemorySaver and PostgresSaver (on this file's PostgreSQL):
// the same inputs give the same state histories; a fork made with updateState from an earlier checkpoint reads its
// own values, as MemorySaver's (LangGraph JS's PostgresSaver reads the sibling branch's: langgraphjs issue #1812); and
// the thread is a session people see in Savepoint, its owner's alone, its state stored as handed over (unredacted).

import { randomBytes } from 'node:crypto';
import { Command, MemorySaver, type StateSnapshot } from '@langchain/langgraph';
import { type BaseCheckpointSaver, type CheckpointMetadata, uuid6 } from '@langchain/langgraph-checkpoint';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { approvalGraph, askThenAnswer, savepointCheckpointer } from '../docs/examples/langgraph.ts';
import { createClient } from '../src/client/client.ts';
import { StateCheckpointDocument, StateCheckpointsDocument } from '../src/client/gql/operations.ts';
import { packValue, unpackValue } from '../src/client/langgraph/compression.ts';
import { SavepointSaver } from '../src/client/langgraph/savepoint-saver.ts';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';

const app = await createTestApp();
const url = `${app.origin}/graphql`;
const alice = await app.owner('alice', { local: false });
const mallory = await app.owner('mallory', { local: false });
const clientOf = (token: string) => createClient({ url, token, retries: 0 });
const postgres = PostgresSaver.fromConnString(app.database.url, { schema: 'langgraph' });
await postgres.setup();
afterAll(() => postgres.end());

const savers: Record<string, BaseCheckpointSaver> = {
  MemorySaver: new MemorySaver(),
  PostgresSaver: postgres,
  SavepointSaver: new SavepointSaver({ client: clientOf(alice.token) }),
};

/** Drafts on a topic, asks a person to approve (the interrupt), then finishes with the answer: docs/examples/langgraph.ts. */
const graphOn = approvalGraph;

/** What a history says, without what differs by saver (checkpoint ids, times). */
function comparable(snapshot: StateSnapshot) {
  return {
    values: snapshot.values,
    next: snapshot.next,
    source: snapshot.metadata?.source,
    step: snapshot.metadata?.step,
    interrupts: snapshot.tasks.flatMap((task) => task.interrupts.map((interrupted) => interrupted.value)),
    hasParent: snapshot.parentConfig !== undefined,
  };
}

async function historyOf(graph: ReturnType<typeof graphOn>, threadId: string) {
  const snapshots: StateSnapshot[] = [];
  for await (const snapshot of graph.getStateHistory({ configurable: { thread_id: threadId } })) snapshots.push(snapshot);
  return snapshots;
}

/** Runs a thread to its interrupt and on with `answer`: the run a person steers. */
async function runApproved(graph: ReturnType<typeof graphOn>, threadId: string, topic: string, answer: string) {
  const config = { configurable: { thread_id: threadId } };
  const stopped = await graph.invoke({ topic }, config);
  const resumed = await graph.invoke(new Command({ resume: answer }), config);
  return { stopped, resumed };
}

describe('a graph with an interrupt, on MemorySaver, PostgresSaver and SavepointSaver', () => {
  it('stops at the interrupt, resumes with the answer, and leaves the same state history on each', async () => {
    const histories: Record<string, ReturnType<typeof comparable>[]> = {};
    for (const [name, saver] of Object.entries(savers)) {
      const graph = graphOn(saver);
      const { stopped, resumed } = await runApproved(graph, 'run-1', 'tea', 'yes');
      expect((stopped as { __interrupt__?: Array<{ value: unknown }> }).__interrupt__?.[0]?.value, name).toBe('approve the draft?');
      expect(resumed.log, name).toEqual(['draft on tea', 'asked: yes', 'done: yes']);
      histories[name] = (await historyOf(graph, 'run-1')).map(comparable);
    }
    expect(histories.SavepointSaver!.length).toBeGreaterThanOrEqual(4);
    expect(histories.SavepointSaver!.some((snapshot) => snapshot.interrupts.includes('approve the draft?'))).toBe(true);
    expect(histories.SavepointSaver).toEqual(histories.MemorySaver);
    expect(histories.PostgresSaver).toEqual(histories.MemorySaver);
  });

  it("forks from an earlier checkpoint with updateState and reads the fork's own values, as MemorySaver does (langgraphjs #1812)", async ({ annotate }) => {
    const forks: Record<string, { forked: unknown; ended: unknown }> = {};
    for (const [name, saver] of Object.entries(savers)) {
      const graph = graphOn(saver);
      await runApproved(graph, 'fork-1', 'tea', 'yes'); // the first branch, run to its end
      const beforeAsk = (await historyOf(graph, 'fork-1')).find((snapshot) => snapshot.next.includes('ask'));
      expect(beforeAsk, name).toBeDefined();
      // the second branch: the log edited where the first branch's `ask` wrote it next, then run to its own end
      const forkConfig = await graph.updateState(beforeAsk!.config, { log: ['edited by a person'] });
      const forked = (await graph.getState(forkConfig)).values;
      await graph.invoke(null, forkConfig);
      const ended = await graph.invoke(new Command({ resume: 'no' }), { configurable: { thread_id: 'fork-1' } });
      forks[name] = { forked, ended };
    }
    expect(forks.MemorySaver!.forked).toEqual({ topic: 'tea', log: ['draft on tea', 'edited by a person'] });
    expect(forks.MemorySaver!.ended).toEqual({ topic: 'tea', answer: 'no', log: ['draft on tea', 'edited by a person', 'asked: no', 'done: no'] });
    expect(forks.SavepointSaver).toEqual(forks.MemorySaver);
    const postgresDiffers = JSON.stringify(forks.PostgresSaver) !== JSON.stringify(forks.MemorySaver);
    await annotate(
      postgresDiffers
        ? `PostgresSaver differs from MemorySaver on the fork (langgraphjs #1812): ${JSON.stringify(forks.PostgresSaver)}`
        : 'PostgresSaver equals MemorySaver on the fork',
    );
  });
});

const SessionEvents = graphql(`
  query LangGraphSessionEvents($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        clientKey
        state
        events(first: 500) {
          nodes {
            type
            data
          }
        }
      }
      ... on Error {
        code
      }
    }
  }
`);

const SessionOfThread = graphql(`
  query LangGraphThreadSession($key: String!) {
    stateCheckpoints(sessionKey: $key, first: 1) {
      session {
        id
      }
    }
  }
`);

describe('a LangGraph thread in Savepoint', () => {
  const saver = savers.SavepointSaver as SavepointSaver;

  it("is a session of its owner's, with a state.checkpointed event per checkpoint", async () => {
    await runApproved(graphOn(saver), 'watched-1', 'coffee', 'yes');
    const alices = clientOf(alice.token);
    const { stateCheckpoints } = await alices.request(StateCheckpointsDocument, { sessionKey: 'watched-1' });
    const history = await historyOf(graphOn(saver), 'watched-1');
    expect(stateCheckpoints.map((checkpoint) => checkpoint.clientId)).toEqual(history.map((snapshot) => snapshot.config.configurable?.checkpoint_id));
    const [{ session }] = (await alice.gql(SessionOfThread, { key: 'watched-1' })).stateCheckpoints as [{ session: { id: string } }];
    const found = narrow((await alice.gql(SessionEvents, { id: session.id })).session, 'Session');
    expect(found.clientKey).toBe('watched-1');
    expect(found.state).toBe('RUNNING');
    const checkpointed = found.events!.nodes.filter((event) => event.type === 'state.checkpointed');
    expect(checkpointed.map((event) => (event.data as { checkpoint: string }).checkpoint).sort()).toEqual(stateCheckpoints.map((c) => c.clientId).sort());
  });

  it('is nothing to another owner: not its checkpoints, not its session, not through a saver of theirs', async () => {
    await runApproved(graphOn(saver), 'private-1', 'secrets', 'yes');
    const mallorys = clientOf(mallory.token);
    expect((await mallorys.request(StateCheckpointsDocument, { sessionKey: 'private-1' })).stateCheckpoints).toEqual([]);
    expect((await mallorys.request(StateCheckpointsDocument, {})).stateCheckpoints).toEqual([]);
    expect((await mallorys.request(StateCheckpointDocument, { sessionKey: 'private-1' })).stateCheckpoint).toBeNull();
    const [{ session }] = (await alice.gql(SessionOfThread, { key: 'private-1' })).stateCheckpoints as [{ session: { id: string } }];
    expect((await mallory.gql(SessionEvents, { id: session.id })).session).toMatchObject({ code: 'NOT_FOUND' });
    const theirs = new SavepointSaver({ client: mallorys });
    expect(await theirs.getTuple({ configurable: { thread_id: 'private-1' } })).toBeUndefined();
    expect(await historyOf(graphOn(theirs), 'private-1')).toEqual([]);
  });

  it('keeps state as handed over: a value that looks like a secret, and metadata named token, come back unchanged', async () => {
    const graph = graphOn(saver);
    const thread = { configurable: { thread_id: 'verbatim-1' } };
    await graph.invoke({ topic: 'password=hunter2hunter2' }, thread);
    expect((await saver.getTuple(thread))?.checkpoint.channel_values.topic).toBe('password=hunter2hunter2');
    expect((await graph.getState(thread)).values.log).toEqual(['draft on password=hunter2hunter2']);
    // LangGraph's own runs write no metadata of the caller's: a client's put does
    const head = (await saver.getTuple(thread))!;
    const metadata = { ...head.metadata, source: 'update', step: 9, token: 'tok_live_abcdef0123456789' } as CheckpointMetadata;
    const next = { ...head.checkpoint, id: uuid6(-1) };
    const stored = await saver.put(head.config, next, metadata, {});
    expect((await saver.getTuple(stored))?.metadata).toEqual(metadata);
    expect((await saver.getTuple(stored))?.checkpoint.channel_values.topic).toBe('password=hunter2hunter2');
    // and through the API, as people's tools read it
    const { stateCheckpoint } = await clientOf(alice.token).request(StateCheckpointDocument, { sessionKey: 'verbatim-1' });
    expect(stateCheckpoint?.metadata).toMatchObject({ token: 'tok_live_abcdef0123456789' });
    const topic = stateCheckpoint?.parts.find((part) => part.name === 'topic');
    expect(new TextDecoder().decode(Uint8Array.from(atob(topic!.data!), (c) => c.charCodeAt(0)))).toBe('"password=hunter2hunter2"');
  });

  it('stores a large channel value (a long document in the state) in one put, gzipped (sealed state does not compress at rest)', async () => {
    const document = 'lorem ipsum '.repeat(40_000); // 480,000 characters: far past the edge's bound on names
    const graph = graphOn(saver);
    const { stopped } = await runApproved(graph, 'large-1', document, 'yes');
    expect(stopped.topic).toBe(document);
    expect((await graph.getState({ configurable: { thread_id: 'large-1' } })).values.topic).toBe(document);
    const { stateCheckpoint } = await clientOf(alice.token).request(StateCheckpointDocument, { sessionKey: 'large-1' });
    const topic = stateCheckpoint?.parts.find((part) => part.name === 'topic');
    expect(topic?.type).toBe('json+gzip');
    expect(atob(topic!.data!).length).toBeLessThan(document.length / 100);
    // gzipped by Node's zlib here, read in a browser through DecompressionStream: the same bytes
    const stored = Uint8Array.from(atob(topic!.data!), (c) => c.charCodeAt(0));
    const read = await new Response(new Blob([stored]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    expect(read).toBe(JSON.stringify(document));
  });

  it('reads a value a browser gzipped (CompressionStream) as one it gzipped itself', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify('a browser wrote this '.repeat(500)));
    const browser = new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
    const plain = async (type: string, packed: Uint8Array) => {
      const value = await unpackValue(type, packed);
      return { type: value.type, bytes: new Uint8Array(value.bytes) };
    };
    expect(await plain('json+gzip', browser)).toEqual({ type: 'json', bytes });
    const node = await packValue('json', bytes);
    expect(node.type).toBe('json+gzip');
    expect(await plain(node.type, node.bytes)).toEqual({ type: 'json', bytes });
  });

  it('uploads a value too large to send inline alone first, and reads it back whole', async () => {
    const sent: string[] = [];
    const counting = new SavepointSaver({
      client: createClient({
        url,
        token: alice.token,
        retries: 0,
        fetch: (target, init) => {
          sent.push(target.endsWith('/state/uploads') ? 'upload' : 'graphql');
          return fetch(target, init);
        },
      }),
    });
    const document = randomBytes(1_800_000).toString('base64'); // 2.4 MB that gzip leaves past what the saver sends inline (INLINE_BYTES)
    const graph = graphOn(counting);
    const { stopped } = await runApproved(graph, 'huge-1', document, 'yes');
    expect(stopped.topic).toBe(document);
    expect((await graph.getState({ configurable: { thread_id: 'huge-1' } })).values.topic).toBe(document);
    expect(sent.filter((kind) => kind === 'upload').length).toBeGreaterThan(0);
  });

  it('sends one request per call of the checkpointer', async () => {
    const sent: string[] = [];
    const counted = new SavepointSaver({
      client: createClient({
        url,
        token: alice.token,
        retries: 0,
        fetch: (target, init) => {
          sent.push(/^\s*(?:query|mutation) (\w+)/.exec(JSON.parse(String(init.body)).query)?.[1] ?? '?');
          return fetch(target, init);
        },
      }),
    });
    const graph = graphOn(counted);
    const calls = { put: 0, putWrites: 0, getTuple: 0 };
    for (const name of Object.keys(calls) as Array<keyof typeof calls>) {
      const call = counted[name].bind(counted) as (...args: unknown[]) => unknown;
      counted[name] = ((...args: unknown[]) => {
        calls[name]++;
        return call(...args);
      }) as never;
    }
    await runApproved(graph, 'counted-1', 'tea', 'yes');
    expect(calls.put).toBeGreaterThanOrEqual(4);
    expect(sent.filter((name) => name === 'PutStateCheckpoint')).toHaveLength(calls.put);
    expect(sent.filter((name) => name === 'PutStateWrites')).toHaveLength(calls.putWrites);
    expect(sent.filter((name) => name === 'StateCheckpoint')).toHaveLength(calls.getTuple);
    sent.length = 0;
    expect((await historyOf(graph, 'counted-1')).length).toBe(calls.put);
    expect(sent).toEqual(['StateCheckpoints']);
    sent.length = 0;
    await counted.deleteThread('counted-1');
    expect(sent).toEqual(['DeleteThread']);
  });

  it('deletes a thread with deleteThread: LangGraph and Savepoint then read nothing of it', async () => {
    await runApproved(graphOn(saver), 'deleted-1', 'tea', 'yes');
    await saver.deleteThread('deleted-1');
    expect(await saver.getTuple({ configurable: { thread_id: 'deleted-1' } })).toBeUndefined();
    expect((await clientOf(alice.token).request(StateCheckpointsDocument, { sessionKey: 'deleted-1' })).stateCheckpoints).toEqual([]);
    await saver.deleteThread('deleted-1'); // a thread that is gone is gone: no error
    // the thread id is free again: a new run under it starts a new session, with none of the old one's state
    const { resumed } = await runApproved(graphOn(saver), 'deleted-1', 'coffee', 'no');
    expect(resumed.log).toEqual(['draft on coffee', 'asked: no', 'done: no']);
  });
});

describe('docs/langgraph.md', () => {
  it('runs its example: the graph stops at the interrupt, then finishes with the answer, in Savepoint', async () => {
    const graph = approvalGraph(savepointCheckpointer({ url, token: alice.token }));
    const done = await askThenAnswer(graph, 'docs-example-1', 'tea', 'yes');
    expect(done.log).toEqual(['draft on tea', 'asked: yes', 'done: yes']);
    const { stateCheckpoints } = await createClient({ url, token: alice.token }).request(StateCheckpointsDocument, { sessionKey: 'docs-example-1' });
    expect(stateCheckpoints.length).toBeGreaterThan(3);
  });
});

const RewindThread = graphql(`
  mutation LangGraphRewind($input: RewindStateInput!) {
    rewindState(input: $input) { __typename ... on SteerStatePayload { clientId replacedHead } ... on Error { code message } }
  }
`);

const ForkThread = graphql(`
  mutation LangGraphFork($input: ForkStateInput!) {
    forkState(input: $input) { __typename ... on SteerStatePayload { clientId session { clientKey } } ... on Error { code message } }
  }
`);

describe('steered from Savepoint', () => {
  it('rewinds a thread to its interrupt (the graph asks again), undoes that, and forks it into a thread that resumes on its own', async () => {
    const saver = new SavepointSaver({ client: clientOf(alice.token) });
    const graph = graphOn(saver);
    const config = { configurable: { thread_id: 'steer-1' } };
    await runApproved(graph, 'steer-1', 'tea', 'yes');
    const answered = (await graph.getState(config)).values;
    expect(answered.log).toEqual(['draft on tea', 'asked: yes', 'done: yes']);
    const history: StateSnapshot[] = [];
    for await (const snapshot of graph.getStateHistory(config)) history.push(snapshot);
    const atInterrupt = history.find((snapshot) => snapshot.next.includes('ask'))!;
    const interruptId = atInterrupt.config.configurable!.checkpoint_id as string;

    // Rewind: LangGraph sees the copy as the thread's head, stopped before the question.
    const rewound = (await alice.gql(RewindThread, { input: { sessionKey: 'steer-1', toClientId: interruptId } })).rewindState;
    if (rewound.__typename !== 'SteerStatePayload') throw new Error(JSON.stringify(rewound));
    const head = await graph.getState(config);
    expect(head.config.configurable?.checkpoint_id).toBe(rewound.clientId);
    expect(head.next).toEqual(['ask']);
    expect(head.values.log).toEqual(['draft on tea']);
    // Run on: it asks again, and takes another answer.
    await graph.invoke(null, config);
    const asking = await graph.getState(config);
    expect(asking.tasks.flatMap((task) => task.interrupts).map((i) => i.value)).toEqual(['approve the draft?']);
    await graph.invoke(new Command({ resume: 'no' }), config);
    expect((await graph.getState(config)).values.log).toEqual(['draft on tea', 'asked: no', 'done: no']);

    // Undo the rewind: the head it replaced comes back on top (the "no" branch stays in the history).
    const undone = (await alice.gql(RewindThread, { input: { sessionKey: 'steer-1', toClientId: rewound.replacedHead! } })).rewindState;
    expect(undone.__typename).toBe('SteerStatePayload');
    expect((await graph.getState(config)).values).toEqual(answered);

    // Fork at the interrupt: a thread of its own that LangGraph runs by its new id; the source is untouched.
    const forked = (await alice.gql(ForkThread, { input: { sessionKey: 'steer-1', clientId: interruptId, newSessionKey: 'steer-1-fork' } })).forkState;
    expect(forked).toMatchObject({ __typename: 'SteerStatePayload', session: { clientKey: 'steer-1-fork' } });
    const forkConfig = { configurable: { thread_id: 'steer-1-fork' } };
    await graph.invoke(null, forkConfig);
    await graph.invoke(new Command({ resume: 'maybe' }), forkConfig);
    expect((await graph.getState(forkConfig)).values.log).toEqual(['draft on tea', 'asked: maybe', 'done: maybe']);
    expect((await graph.getState(config)).values).toEqual(answered);
  });
});
