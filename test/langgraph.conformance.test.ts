// LangGraph's own conformance suite for checkpointers (@langchain/langgraph-checkpoint-validation: put, putWrites,
// getTuple, list, deleteThread, and the opt-in getDeltaChannelHistory walk) run against SavepointSaver on a live
// server, over HTTP. Each checkpointer the suite makes belongs to an owner of its own: the suite lists "every thread"
// and expects exactly what that checkpointer wrote, and owners see nothing of each other's threads.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test } from 'vitest';
import { createClient } from '../src/client/client.ts';
import { SavepointSaver } from '../src/client/langgraph/savepoint-saver.ts';
import { createTestApp } from './helpers/app.ts';

// The suite calls vitest's globals (describe, it, expect...) when its functions run: this file hands them over for
// its own tests and takes them back after (a worker runs other files after this one), so the rest of the tests keep
// importing what they use.
const shim = { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test };
const before = Object.fromEntries(Object.keys(shim).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
Object.assign(globalThis, shim);
afterAll(() => {
  for (const [name, descriptor] of Object.entries(before)) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});
const { deltaChannelHistoryTests, specTest } = await import('@langchain/langgraph-checkpoint-validation');

const app = await createTestApp();
const url = `${app.origin}/graphql`;

const initializer = {
  checkpointerName: 'SavepointSaver',
  async createCheckpointer() {
    const { token } = await app.owner('langgraph', { local: false });
    return new SavepointSaver({ client: createClient({ url, token, retries: 0 }) });
  },
};

specTest(initializer);
deltaChannelHistoryTests(initializer);
