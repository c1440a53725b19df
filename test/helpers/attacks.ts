// The security review's request attacks, sent from a worker thread: test/limits.test.ts runs them against the
// server to see each refused while a trivial query still answers, and `npm run bench` (test/bench/limits.ts) times
// that query idle and under attack (its budget: within 2x).

/** What each of attackBodies() is, in its order. */
export const ATTACK_NAMES = [
  'a 20 MB recordEvent',
  '100 aliases of events(first: 500)',
  'session nested 40 deep',
  '1,000 aliases of Checkpoint.diff',
  '500 mutations',
];

/** The attack request bodies, encoded once: the attacker sends bytes, and spends no time building them. */
export function attackBodies({ sessionId, checkpointId }: { sessionId: string; checkpointId: string }): Array<Uint8Array<ArrayBuffer>> {
  const repeat = (count: number, piece: (i: number) => string) => Array.from({ length: count }, (_, i) => piece(i)).join(' ');
  const nest = (levels: number, inner: string): string => (levels === 0 ? inner : `tasks { nodes { session { ${nest(levels - 1, inner)} } } }`);
  const record = 'mutation($i: RecordEventInput!) { recordEvent(input: $i) { __typename ... on Error { code message } } }';
  return [
    JSON.stringify({ query: record, variables: { i: { sessionId, type: 'big', data: { blob: 'x'.repeat(20_000_000) } } } }),
    JSON.stringify({
      query: `query($id: ID!) { session(id: $id) { ... on Session { ${repeat(100, (i) => `e${i}: events(first: 500) { nodes { data } }`)} } } }`,
      variables: { id: sessionId },
    }),
    JSON.stringify({ query: `query($id: ID!) { session(id: $id) { ... on Session { ${nest(40, 'id')} } } }`, variables: { id: sessionId } }),
    JSON.stringify({
      query: `query($id: ID!) { node(id: $id) { ... on Checkpoint { ${repeat(1_000, (i) => `d${i}: diff { __typename }`)} } } }`,
      variables: { id: checkpointId },
    }),
    JSON.stringify({
      query: `mutation($s: ID!) { ${repeat(500, (i) => `m${i}: recordEvent(input: { sessionId: $s, type: "m" }) { __typename }`)} }`,
      variables: { s: sessionId },
    }),
  ].map((body) => new TextEncoder().encode(body));
}

/** The limits the attacks run into (each refusal names one). */
export const ATTACKED_LIMITS = ['requestBytes', 'aliases', 'depth', 'tokens'];

/**
 * Worker source (`new Worker(ATTACKER, { eval: true, workerData: { url, token, bodies } })`): sends the attack bodies
 * round and round while running, 100 requests a second (the 20 MB body at most every 200 ms, 800 Mbit/s of upload);
 * posts the limit each refusal names, and 'paused' when it paused. Messages to it: 'run', 'pause', 'stop'. Each
 * refusal costs the server less than the trivial query itself; requests sent back to back without pause (any
 * requests) would take a whole core, which is a rate for a proxy to limit, not a size.
 */
export const ATTACKER = `
const { parentPort, workerData } = require('node:worker_threads');
let state = 'paused';
let wake = () => {};
let lastHuge = 0;
let lastStart = 0;
parentPort.on('message', (message) => { state = message; wake(); });
(async () => {
  for (;;) {
    if (state === 'stop') break;
    if (state === 'pause') { state = 'paused'; parentPort.postMessage('paused'); }
    if (state === 'paused') { await new Promise((resolve) => (wake = resolve)); continue; }
    for (const body of workerData.bodies) {
      if (body.length > 1e6 && Date.now() - lastHuge < 200) continue;
      if (body.length > 1e6) lastHuge = Date.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastStart + 10 - Date.now())));
      lastStart = Date.now();
      const response = await fetch(workerData.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: 'Bearer ' + workerData.token },
        body,
      });
      const answer = await response.json();
      parentPort.postMessage(String(answer.errors && answer.errors[0].extensions.limit));
      if (state !== 'run') break;
    }
  }
  process.exit(0);
})();
`;
