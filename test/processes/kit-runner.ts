// A runner built on the runner kit, as a real process, for test/runner.degraded.test.ts: it records units of work
// (a prompt and a note, a tool use that writes a file, a reply with its tokens, an event; a checkpoint every third unit) when
// told to on stdin, whether the server answers or not. Started again after a crash, it re-runs its units from the
// first: every write carries the same key as before, so none lands twice.
//
//   node --import tsx test/processes/kit-runner.ts
//
// Environment: SAVEPOINT_URL, SAVEPOINT_TOKEN, SAVEPOINT_JOURNAL_DIR (the runs' state and journals), RUN_REF (the
// run), WORKSPACE (its folder), LEASE_SECONDS (default 5), STALL_AT (a unit it stops in for good once that unit's
// first write is made: a kill lands mid-unit, never after it). Stdin, one command a line: `go <n>` records units up to n,
// `flush` replays the journal now, `end` completes the session once nothing is pending, then exits.
// Stdout: `ready`, `begin <i>`, `stalled <i>`, `done <i> pending=<p>`, `flushed pending=<p>`, `lease token=<t>`, `ended`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openRun } from '../../src/runner/runner.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`kit-runner: ${name} is not set`);
  return value;
};
const folder = env('WORKSPACE');
const say = (line: string) => process.stdout.write(`${line}\n`);

const run = await openRun(
  {
    url: env('SAVEPOINT_URL'),
    token: env('SAVEPOINT_TOKEN'),
    leaseSeconds: Number(process.env.LEASE_SECONDS ?? 5),
    retryMs: 200,
    requestTimeoutMs: 2_000,
    onEvent: (event) => {
      if (event.type === 'refused' || event.type === 'error') say(`event ${event.type}: ${String('error' in event ? event.error : '')}`);
      if (event.type === 'lost') say(`event lost: ${event.loss.message}`);
    },
  },
  { ref: env('RUN_REF'), session: { objective: 'Record through an outage', folder } },
);
say(`ready pending=${run.pending()}`);

let recorded = 0;
async function unit(i: number): Promise<void> {
  say(`begin ${i}`);
  await run.message({ role: 'USER', content: `prompt ${i}`, tokenCount: 3 }, { key: `u${i}` });
  if (process.env.STALL_AT === String(i)) {
    say(`stalled ${i}`);
    await new Promise(() => {}); // until killed
  }
  await run.message({ role: 'SYSTEM', content: `context ${i}` }, { key: `s${i}` }); // consecutive: one call on replay
  await mkdir(path.join(folder, 'out'), { recursive: true });
  await writeFile(path.join(folder, 'out', `${i}.txt`), `unit ${i}\n`);
  await run.toolUse({ key: `t${i}`, name: 'Write', input: { file_path: `out/${i}.txt` }, result: 'written', files: [`out/${i}.txt`] });
  await run.message({ role: 'ASSISTANT', content: `wrote out/${i}.txt`, tokenCount: 10 + i, costUsd: 0.001 * i }, { key: `a${i}` });
  await run.event('unit.done', { unit: i }, { key: `e${i}` });
  if (i % 3 === 0) await run.checkpoint({ key: `c${i}`, label: `after unit ${i}`, includeCode: false });
  say(`done ${i} pending=${run.pending()}`);
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const [command, argument] = line.trim().split(/\s+/);
  if (command === 'go') {
    // From the first unit each time it starts: the kit answers what already landed or waits in the journal.
    for (let i = recorded + 1; i <= Number(argument); i++) {
      await unit(i);
      recorded = i;
    }
  } else if (command === 'flush') {
    say(`flushed pending=${await run.flush()}`);
  } else if (command === 'end') {
    while ((await run.flush()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    await run.end('completed');
    say('ended');
    process.exit(0);
  }
}
