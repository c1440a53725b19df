// The demo's LangGraph-style thread (demo/seed.ts): a research assistant's state kept by its client in Savepoint, as
// SavepointSaver writes it (docs/langgraph.md), through the same operations: three checkpoints (the question, the
// search, a draft waiting at an interrupt for a person's approval), a rewind to the search and its undo, and a fork
// that tries a shorter answer. Its state is the client's, stored verbatim; people read its metadata and summaries.
import { randomBytes } from 'node:crypto';
import type { SavepointClient } from '../../client/client.ts';
import { ForkStateDocument, PutStateCheckpointDocument, RewindStateDocument } from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';

const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** A time-ordered checkpoint id (UUIDv6-like, as LangGraph makes them): `n` orders them within the thread. */
const idOf = (n: number) => `1f0c${String(n).padStart(4, '0')}-0000-6000-8000-${randomBytes(6).toString('hex')}`;

export async function seedThread(client: SavepointClient): Promise<{ threadKey: string; forkKey: string }> {
  const threadKey = `research-${randomBytes(3).toString('hex')}`;
  const messages = [{ role: 'user', content: 'Which rate-limiting algorithm suits a public API?' }];
  const steps = [
    { summary: 'input: the question', metadata: { source: 'input', step: -1 }, channels: { messages } },
    {
      summary: 'loop step 0: searched, 3 sources',
      metadata: { source: 'loop', step: 0 },
      channels: { messages: [...messages, { role: 'tool', content: 'token bucket; sliding window; fixed window' }], sources: 3 },
    },
    {
      summary: 'loop step 1: drafted an answer; waiting for approval',
      metadata: { source: 'loop', step: 1 },
      channels: { messages: [...messages, { role: 'assistant', content: 'A token bucket: bursts allowed, 100 per minute per key.' }], sources: 3 },
    },
  ];
  const ids = steps.map((_, i) => idOf(i + 1));
  for (const [i, step] of steps.entries()) {
    const parts = Object.entries(step.channels).map(([name, value]) => ({ name, version: `${i + 1}`, type: 'json', data: json(value) }));
    const input = {
      sessionKey: threadKey,
      clientId: ids[i]!,
      parentClientId: i > 0 ? ids[i - 1]! : null,
      payloadType: 'json',
      payload: json({ v: 4, id: ids[i], channel_versions: Object.fromEntries(parts.map((part) => [part.name, part.version])) }),
      partVersions: Object.fromEntries(parts.map((part) => [part.name, part.version])),
      parts,
      metadata: step.metadata,
      summary: step.summary,
      ...(i === 2 ? { writes: [{ taskId: 'approve', index: -3, channel: '__interrupt__', type: 'json', data: json({ value: 'approve the draft?' }) }] } : {}),
    };
    narrow((await client.request(PutStateCheckpointDocument, { input })).putStateCheckpoint, 'PutStatePayload');
  }
  // A person goes back to the search (a copy of it becomes the head), then undoes that.
  const rewound = narrow(
    (await client.request(RewindStateDocument, { input: { sessionKey: threadKey, toClientId: ids[1]! } })).rewindState,
    'SteerStatePayload',
  );
  narrow((await client.request(RewindStateDocument, { input: { sessionKey: threadKey, toClientId: rewound.replacedHead! } })).rewindState, 'SteerStatePayload');
  // And tries another line from the search: a thread of its own.
  const forkKey = `${threadKey}-short`;
  narrow(
    (await client.request(ForkStateDocument, { input: { sessionKey: threadKey, clientId: ids[1]!, newSessionKey: forkKey } })).forkState,
    'SteerStatePayload',
  );
  return { threadKey, forkKey };
}
