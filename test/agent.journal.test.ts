// The agent's intent journal (src/agent/journal.ts): what recover() hands back after a crash at any moment, a record
// cut short at every byte, and a real writer process SIGKILLed in the middle of writing a record.
import { spawn } from 'node:child_process';
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openJournal, recover } from '../src/agent/journal.ts';
import { tempDir } from './helpers/fs.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRITER = path.join(ROOT, 'test/processes/journal-writer.ts');
const RESTORE = { kind: 'RESTORE', workspace: 'ws-1', target: 'a'.repeat(40), undo: 'b'.repeat(40) };

const idsOf = (intents: ReadonlyArray<{ id: string }>) => intents.map((intent) => intent.id);

describe('the intent journal', () => {
  it('hands back the intents never done, oldest first, each with its steps in order', async () => {
    const file = path.join(await tempDir('savepoint-journal-'), 'agent', 'journal.ndjson');
    const { journal, recovered } = await openJournal(file);
    expect(recovered).toEqual({ unfinished: [], tornBytes: 0, unreadable: 0 });
    const finished = await journal.begin(RESTORE);
    const open = await journal.begin({ ...RESTORE, kind: 'FORK_FOLDER', detail: { folder: '/work/fork' } });
    await journal.step(open.id, 'undo-uploaded');
    await journal.step(finished.id, 'files-written');
    await journal.done(finished.id, 'FINISHED');
    await journal.step(open.id, 'folder-made', { path: '/work/fork' });
    const rolledBack = await journal.begin(RESTORE);
    await journal.done(rolledBack.id, 'ROLLED_BACK');
    await journal.close();

    const { unfinished } = await recover(file);
    expect(unfinished).toEqual([
      {
        ...open,
        steps: [
          { step: 'undo-uploaded', detail: {}, at: expect.any(String) },
          { step: 'folder-made', detail: { path: '/work/fork' }, at: expect.any(String) },
        ],
      },
    ]);
    expect(open).toMatchObject({ kind: 'FORK_FOLDER', workspace: 'ws-1', target: 'a'.repeat(40), undo: 'b'.repeat(40), detail: { folder: '/work/fork' } });

    // Opening again keeps only the work in flight in the file, and goes on from there.
    const before = (await stat(file)).size;
    const reopened = await openJournal(file);
    expect(idsOf(reopened.recovered.unfinished)).toEqual([open.id]);
    expect((await stat(file)).size).toBeLessThan(before);
    await reopened.journal.done(open.id, 'FINISHED');
    await reopened.journal.close();
    expect((await recover(file)).unfinished).toEqual([]);
    await (await openJournal(file)).journal.close();
    expect(await readFile(file, 'utf8')).toBe('');
  });

  it('ignores a record cut short at any byte, and the next record starts on a line of its own', async () => {
    const dir = await tempDir('savepoint-journal-');
    const file = path.join(dir, 'journal.ndjson');
    const { journal } = await openJournal(file);
    const a = await journal.begin(RESTORE);
    const b = await journal.begin(RESTORE);
    await journal.step(b.id, 'undo-uploaded');
    await journal.done(a.id, 'FINISHED');
    const whole = await readFile(file);
    await journal.begin(RESTORE); // the record to cut
    await journal.close();
    const full = await readFile(file);
    for (let cut = whole.length + 1; cut < full.length; cut++) {
      await writeFile(file, full.subarray(0, cut));
      const recovered = await recover(file);
      expect(recovered.tornBytes).toBe(cut - whole.length);
      expect(recovered.unreadable).toBe(0);
      expect(idsOf(recovered.unfinished)).toEqual([b.id]);
      expect(recovered.unfinished[0]!.steps.map((s) => s.step)).toEqual(['undo-uploaded']);
    }
    // Reopened after a cut in the middle of the record: cut off, and what follows is read whole.
    await writeFile(file, full.subarray(0, whole.length + 40));
    const reopened = await openJournal(file);
    expect(reopened.recovered.tornBytes).toBe(40);
    const c = await reopened.journal.begin(RESTORE);
    await reopened.journal.close();
    expect(await recover(file)).toEqual({ unfinished: [expect.objectContaining({ id: b.id }), { ...c, steps: [] }], tornBytes: 0, unreadable: 0 });
  });

  it('skips a line it cannot read, and counts it', async () => {
    const file = path.join(await tempDir('savepoint-journal-'), 'journal.ndjson');
    const { journal } = await openJournal(file);
    const a = await journal.begin(RESTORE);
    await appendFile(file, '{"v":1,"type":"intent"}\nnot json at all\n{"v":2,"type":"done","id":"x"}\n');
    const b = await journal.begin(RESTORE);
    await journal.close();
    expect(await recover(file)).toMatchObject({ unfinished: [{ id: a.id }, { id: b.id }], tornBytes: 0, unreadable: 3 });
  });

  it('survives a writer SIGKILLed in the middle of a record: what it was told is on disk is there, the torn record is not', async () => {
    const dir = await tempDir('savepoint-journal-kill-');
    let torn = 0;
    for (let round = 0; round < 8 && torn === 0; round++) {
      const file = path.join(dir, `journal-${round}.ndjson`);
      const { begun, stepped, done, exit } = await killMidRecord(file);
      expect(exit.signal).toBe('SIGKILL');
      const recovered = await recover(file);
      if (recovered.tornBytes > 0) torn++;
      expect(recovered.unreadable).toBe(0);
      // Every intent acknowledged and not acknowledged done is there, with every step acknowledged; every intent
      // acknowledged done is not; nothing else is (the record in flight, when whole, is one of these).
      const unfinished = new Map(recovered.unfinished.map((intent) => [intent.id, intent]));
      for (const id of begun) if (!done.has(id)) expect(unfinished.has(id), id).toBe(true);
      for (const id of done) expect(unfinished.has(id), id).toBe(false);
      for (const id of unfinished.keys()) expect(begun.has(id), id).toBe(true);
      for (const [id, count] of stepped) if (!done.has(id)) expect(unfinished.get(id)!.steps.length).toBeGreaterThanOrEqual(count);
      // The agent starts again: the torn record is cut off, and what it records next is read whole.
      const { journal, recovered: onStart } = await openJournal(file);
      expect(idsOf(onStart.unfinished)).toEqual(idsOf(recovered.unfinished));
      const next = await journal.begin(RESTORE);
      await journal.close();
      const after = await recover(file);
      expect(after).toMatchObject({ tornBytes: 0, unreadable: 0 });
      expect(idsOf(after.unfinished)).toEqual([...idsOf(recovered.unfinished), next.id]);
    }
    expect(torn, 'no kill landed inside a record in 8 rounds').toBeGreaterThan(0);
  });
});

/**
 * Runs the writer until it has acknowledged a few intents, then SIGKILLs it while a large record is being written:
 * once it says it is writing one, as soon as the file has grown past what it had acknowledged. Returns what it had
 * acknowledged: intents begun, steps per intent, intents done.
 */
async function killMidRecord(file: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, String(32 << 20)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const begun = new Set<string>();
  const done = new Set<string>();
  const stepped = new Map<string, number>();
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let buffered = '';
  let killing = false;
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      const [what, id] = line.split(' ') as [string, string];
      if (what === 'begun') begun.add(id);
      else if (what === 'done') done.add(id);
      else if (what === 'step') stepped.set(id, (stepped.get(id) ?? 0) + 1);
      else if (what === 'writing' && begun.size >= 4 && !killing) {
        killing = true;
        void killOnceGrowing(file, child.pid!);
      }
    }
  });
  return { begun, stepped, done, exit: await exit };
}

/** SIGKILLs `pid` as soon as the file grows (the large record's write has begun), checking it without pause. */
async function killOnceGrowing(file: string, pid: number) {
  const start = (await stat(file)).size;
  for (;;) {
    const size = (await stat(file).catch(() => null))?.size ?? start;
    if (size > start) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  process.kill(pid, 'SIGKILL');
}
