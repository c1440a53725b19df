// A process that writes the agent's intent journal (src/agent/journal.ts) without end, for agent.journal.test.ts to
// SIGKILL mid-write. It prints each record once its append has resolved (on disk): "begun <id>", "step <id>",
// "done <id>"; and "writing <id>" before each large step record, whose write takes long enough for a kill to land in
// it. Even intents are finished, odd ones stay open. Usage: journal-writer.ts <journal file> <bytes of a large record>.
import { openJournal } from '../../src/agent/journal.ts';

const [file, large] = process.argv.slice(2) as [string, string];
const { journal } = await openJournal(file);
const say = (line: string) => new Promise((resolve) => process.stdout.write(`${line}\n`, resolve));
const payload = 'x'.repeat(Number(large));
for (let i = 0; ; i++) {
  const intent = await journal.begin({ kind: 'RESTORE', workspace: 'ws-1', target: 'a'.repeat(40), undo: 'b'.repeat(40), detail: { i } });
  await say(`begun ${intent.id}`);
  await journal.step(intent.id, 'undo-uploaded');
  await say(`step ${intent.id}`);
  if (i % 2 === 0) {
    await journal.done(intent.id, 'FINISHED');
    await say(`done ${intent.id}`);
  } else {
    await say(`writing ${intent.id}`);
    await journal.step(intent.id, 'files-written', { payload });
    await say(`step ${intent.id}`);
  }
}
