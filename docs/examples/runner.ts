// A coding agent's runner on the runner kit (src/runner/): one turn of the agent recorded as a Savepoint session:
// the prompt, a tool use that edits a file (a WRITE step declaring the file's sha256), the reply with its tokens and
// cost, a code checkpoint through the workspace agent the kit runs in this process, and the session paused at the
// end of the turn. Run it again with the same reference and it continues the same session.
//
//   SAVEPOINT_TOKEN=… node --import tsx docs/examples/runner.ts <folder> [<agent session reference>]
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';
import { journalStatus } from '../../src/runner/journal-status.ts';
import { openRun } from '../../src/runner/runner.ts';

const [folder = '.', ref = 'claude-example-1'] = process.argv.slice(2);
const url = process.env.SAVEPOINT_URL ?? 'http://localhost:4000/graphql';
const token = process.env.SAVEPOINT_TOKEN ?? '';

const run = await openRun(
  { url, token, agent: { folder }, webSocketImpl: WebSocket }, // Node 20: ws; Node 22 has a global WebSocket
  { ref, session: { objective: 'Raise the rate limit' } },
);
if (run.paused()) await run.start('next turn'); // a run continued from its state: the session it paused, started again

const turn = Date.now(); // any id the agent has for the turn
await run.message({ role: 'USER', content: 'Raise the limit to 100.', tokenCount: 9 }, { key: `prompt-${turn}` });
await writeFile(path.join(folder, 'src', 'limits.ts'), 'export const limit = 100;\n');
await run.toolUse({
  key: `edit-${turn}`, // the agent's own id of the call (Claude Code's tool_use_id): recorded once, whatever happens
  name: 'Edit',
  input: { file_path: 'src/limits.ts', old_string: '10', new_string: '100' },
  result: 'The file src/limits.ts has been updated.',
  files: ['src/limits.ts'],
});
await run.message({ role: 'ASSISTANT', content: 'The limit is 100 now.', tokenCount: 41, costUsd: 0.0009 }, { key: `reply-${turn}` });
const { checkpointId } = await run.checkpoint({ label: 'end of turn', key: `turn-${turn}` });
const sessionId = run.sessionId;
await run.end('paused');

console.log(`recorded session ${sessionId}`);
console.log(`checkpoint ${checkpointId ? 'taken' : 'journaled'}`);
const waiting = (await journalStatus()).reduce((sum, status) => sum + status.pending, 0);
console.log(waiting ? `degraded: ${waiting} writes pending` : 'nothing pending');
