// The runner kit replays its journal in batches (src/runner/send-work.ts, recordWork on the server), against a live
// server on a real PostgreSQL: a degraded run's writes land in a few calls, and the session's log is exactly that of
// the same run made online, one call per write; batches are bounded by their size, and one the server finds too large
// goes again in halves; a write the server refuses in a batch is refused alone, as it would have been online, and the
// writes around it land once, in order.
import { describe, expect, it } from 'vitest';
import type { WriteRefusedError } from '../src/runner/errors.ts';
import { openRun } from '../src/runner/runner.ts';
import type { Run, RunnerEvent } from '../src/runner/runner-options.ts';
import { tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { eventLog, flakyFetch } from './helpers/runner.ts';

const live = await startLiveApp();
/** A server that takes requests of at most 48 KiB: a batch of larger writes is too large for it. */
const small = await startLiveApp({ limits: { ...live.config.limits, requestBytes: 48 * 1024 } });

/** A run whose server can be played down, with what it told (onEvent) and the requests it sent. */
async function openFlaky(ref: string, server: { httpUrl: string; token: string } = live) {
  const flaky = flakyFetch();
  const events: RunnerEvent[] = [];
  const folder = await tempDir('savepoint-batches-ws-');
  const home = await tempDir('savepoint-batches-home-');
  const run = await openRun(
    { url: server.httpUrl, token: server.token, home, fetch: flaky.fetch, retries: 0, background: false, onEvent: (event) => events.push(event) },
    { ref, session: { objective: 'Batches', folder } },
  );
  return { run, flaky, events };
}

/** The run's log without its lease's events, ids, times and the run's reference replaced (two runs compare). */
async function logOf(run: Run, ref: string, server: { httpUrl: string; token: string } = live) {
  const events = (await eventLog(server.httpUrl, server.token, run.sessionId!)).filter((event) => !event.type.startsWith('lease.'));
  const ids = new Map<string, string>();
  const text = JSON.stringify(events.map(({ type, data }) => ({ type, data })))
    .replaceAll(ref, '<ref>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9+/]{20,}={0,2}|\d{4}-\d\d-\d\dT[\d:.]+Z/g, (found) => {
      if (!ids.has(found)) ids.set(found, `<${ids.size}>`);
      return ids.get(found)!;
    });
  return JSON.parse(text) as Array<{ type: string; data: Record<string, unknown> }>;
}

/** A coding agent's turns: prompts, tool uses (one failing), results, its events and todos, a task added and done. */
async function work(run: Run, turns: number) {
  for (let turn = 0; turn < turns; turn++) {
    await run.message({ role: 'USER', content: `prompt ${turn}` }, { key: `u${turn}` });
    for (let call = 0; call < 3; call++) {
      const id = `${turn}-${call}`;
      await run.message({ role: 'ASSISTANT', content: 'Running it.', toolCalls: [{ id, name: 'Bash', input: { command: 'npm test' } }] }, { key: `c${id}` });
      const failed = turn === 1 && call === 1;
      await run.toolUse({ key: id, name: 'Bash', input: { command: 'npm test' }, ...(failed ? { error: 'exit 1', exitCode: 1 } : { result: 'ok' }) });
      await run.message({ role: 'TOOL', toolName: 'Bash', toolResult: failed ? 'exit 1' : 'ok' }, { key: `r${id}` });
    }
    await run.event('turn.done', { turn }, { key: `e${turn}` });
    await run.todos([{ content: `turn ${turn + 1}`, status: 'PENDING' }], { key: `t${turn}` });
  }
  await run.addTask({ key: 'review', title: 'Review' });
  await run.startTask('review');
  await run.completeTask('review', { approved: true });
  await run.message({ role: 'ASSISTANT', content: 'Done.' }, { key: 'done' });
}

describe('the journal replayed in batches', () => {
  it("lands a degraded run's writes in a few calls, leaving the log an online run leaves", async () => {
    const online = await openFlaky('batches-online');
    await online.run.message({ role: 'SYSTEM', content: 'start' }, { key: 'start' });
    await work(online.run, 3);

    const offline = await openFlaky('batches-offline');
    await offline.run.message({ role: 'SYSTEM', content: 'start' }, { key: 'start' });
    offline.flaky.setDown(true);
    await work(offline.run, 3);
    const pending = offline.run.pending();
    expect(pending).toBe(59); // the main task started, 3 turns of 18 writes, a task added, started and completed, a message
    offline.flaky.setDown(false);
    const sentBefore = offline.flaky.sent.length;
    expect(await offline.run.flush()).toBe(0);
    // The first write alone (it may have reached the server); the rest in batches that end where the server takes a
    // checkpoint: after the failed step, after the completed task; the last message, alone after it.
    const calls = offline.flaky.sent.slice(sentBefore).filter((body) => !body.includes('Lease'));
    expect(calls.map((body) => (body.includes('RunnerRecordWork') ? `batch of ${JSON.parse(body).variables.input.writes.length}` : 'one'))).toEqual([
      'one',
      'batch of 28',
      'batch of 29',
      'one',
    ]);
    expect(offline.events.filter((event) => event.type === 'refused')).toEqual([]);

    const [expected, actual] = [await logOf(online.run, 'batches-online'), await logOf(offline.run, 'batches-offline')];
    expect(actual.filter((event) => event.type === 'checkpoint.created').map((event) => event.data.label)).toEqual([
      'step failed: Bash',
      'task review completed',
    ]);
    expect(actual).toEqual(expected);
    await online.run.close();
    await offline.run.close();
  });

  it('bounds a batch by its size too: about a MiB of writes per call', async () => {
    const offline = await openFlaky('sized-offline');
    await offline.run.message({ role: 'SYSTEM', content: 'start' }, { key: 'start' });
    offline.flaky.setDown(true);
    await offline.run.message({ role: 'SYSTEM', content: 'first while down' }, { key: 'down' });
    for (let i = 0; i < 150; i++) await offline.run.message({ role: 'TOOL', toolName: 'Read', toolResult: `${i} ${'x'.repeat(10_000)}` }, { key: `r${i}` });
    offline.flaky.setDown(false);
    const sentBefore = offline.flaky.sent.length;
    expect(await offline.run.flush()).toBe(0);
    const batches = offline.flaky.sent.slice(sentBefore).filter((body) => body.includes('RunnerRecordWork'));
    const sizes = batches.map((body) => JSON.parse(body).variables.input.writes.length as number);
    expect(sizes).toHaveLength(2);
    expect(sizes[0]! + sizes[1]!).toBe(150);
    for (const body of batches) expect(body.length).toBeLessThan(1_100_000);
    await offline.run.close();
  });

  it("sends a batch too large for the server's bound on a request again in halves, until each part is taken", async () => {
    const script = async (run: Run) => {
      for (let i = 0; i < 12; i++) await run.message({ role: 'TOOL', toolName: 'Read', toolResult: `${i} ${'x'.repeat(10_000)}` }, { key: `r${i}` });
    };
    const online = await openFlaky('halves-online', small);
    await online.run.message({ role: 'SYSTEM', content: 'start' }, { key: 'start' });
    await online.run.message({ role: 'SYSTEM', content: 'first while down' }, { key: 'down' });
    await script(online.run);

    const offline = await openFlaky('halves-offline', small);
    await offline.run.message({ role: 'SYSTEM', content: 'start' }, { key: 'start' });
    offline.flaky.setDown(true);
    await offline.run.message({ role: 'SYSTEM', content: 'first while down' }, { key: 'down' });
    await script(offline.run);
    offline.flaky.setDown(false);
    const sentBefore = offline.flaky.sent.length;
    expect(await offline.run.flush()).toBe(0);
    // 12 writes of 10 KB: too large together (120 KB), then halved to 6 (60 KB), then to 3, taken; the rest by 3.
    const calls = offline.flaky.sent.slice(sentBefore).filter((body) => !body.includes('Lease'));
    expect(calls.map((body) => (body.includes('RunnerRecordWork') ? `batch of ${JSON.parse(body).variables.input.writes.length}` : 'one'))).toEqual([
      'one',
      'batch of 12',
      'batch of 6',
      'batch of 3',
      'batch of 3',
      'batch of 3',
      'batch of 3',
    ]);
    expect(await logOf(offline.run, 'halves-offline', small)).toEqual(await logOf(online.run, 'halves-online', small));
    await online.run.close();
    await offline.run.close();
  });

  it('refuses a write the server refuses in a batch alone, as online, and lands the writes around it once, in order', async () => {
    const script = async (run: Run) => {
      await run.message({ role: 'USER', content: 'a' }, { key: 'a' });
      await run.event('fine', { n: 1 }, { key: 'e1' });
      await run.message({ role: 'ASSISTANT', content: 'b' }, { key: 'b' });
      await run.event('Not A Name', {}, { key: 'bad' }).catch((error: WriteRefusedError) => expect(error.code).toBe('VALIDATION_FAILED'));
      await run.message({ role: 'ASSISTANT', content: 'c' }, { key: 'c' });
      await run.event('fine', { n: 2 }, { key: 'e2' });
    };
    const online = await openFlaky('refusal-online');
    await online.run.message({ role: 'SYSTEM', content: 'start' }, { key: 'start' });
    await online.run.message({ role: 'SYSTEM', content: 'first while down' }, { key: 'down' });
    await script(online.run);

    const offline = await openFlaky('refusal-offline');
    await offline.run.message({ role: 'SYSTEM', content: 'start' }, { key: 'start' });
    offline.flaky.setDown(true);
    await offline.run.message({ role: 'SYSTEM', content: 'first while down' }, { key: 'down' });
    await script(offline.run);
    offline.flaky.setDown(false);
    const sentBefore = offline.flaky.sent.length;
    expect(await offline.run.flush()).toBe(0);
    const refused = offline.events.filter((event) => event.type === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ writes: [{ op: 'recordEvent', type: 'Not A Name' }], error: { code: 'VALIDATION_FAILED' } });
    // The first write alone; the batch refused at its 4th write; the three before it again; the refused one alone; the rest.
    const calls = offline.flaky.sent.slice(sentBefore).filter((body) => !body.includes('Lease'));
    expect(calls.map((body) => (body.includes('RunnerRecordWork') ? `batch of ${JSON.parse(body).variables.input.writes.length}` : 'one'))).toEqual([
      'one',
      'batch of 6',
      'batch of 3',
      'one',
      'batch of 2',
    ]);
    expect(await logOf(offline.run, 'refusal-offline')).toEqual(await logOf(online.run, 'refusal-online'));
    await online.run.close();
    await offline.run.close();
  });
});
