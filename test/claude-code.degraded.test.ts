// Claude Code recorded while the server is down (the runner kit's degraded mode, for hooks): the fast hook run as a
// child process for each hook of the recorded session of fixtures while nothing answers at the server's address. Each
// hook still exits 0 at once; the drainer records the hooks into the run's journal (not left in the hooks' inbox), so
// `savepoint status` says how many writes wait; the server comes back on the same address, a drain sends them, and
// the session reads as the hooks recorded it, each message and step once; a second drain sends nothing more.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFastHook } from '../src/recorder/fast-hook.ts';
import { drainerOf, spoolOf } from '../src/recorder/spool.ts';
import { graphql } from './gql/index.ts';
import { drained, MAIN_STEPS, type Places, playScript, runWithStdin, SESSION_ID, SUBAGENT_ID, sessionScript } from './helpers/claude-code.ts';
import { personAt } from './helpers/cli.ts';
import { createTestDatabase } from './helpers/database.ts';
import { tempDir, write } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { until } from './helpers/process.ts';
import { eventLog } from './helpers/runner.ts';
import { freePort } from './setup/global.ts';

const Recorded = graphql(`
  query DegradedRecording {
    sessions(first: 10) {
      nodes {
        id
        state
        tasks(first: 20) { nodes { key state steps(first: 50) { nodes { kind title state } } } }
        conversations { nodes { kind task { key } messages(first: 100) { nodes { role content summaryOf { count } } } } }
        checkpoints(first: 20) { nodes { label codeTree } }
      }
    }
  }
`);

describe('savepoint hook claude-code while the server is down', () => {
  it('records the hooks into the journal, `savepoint status` counts them, and they land once when the server is back', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    let live = await startLiveApp({ port }, database);
    const { httpUrl: url, token } = live;
    await live.stop();

    const home = await tempDir('savepoint-hooks-');
    const journal = await tempDir('savepoint-journal-');
    const hook = await buildFastHook(home);
    const env = { SAVEPOINT_URL: url, SAVEPOINT_TOKEN: token, SAVEPOINT_HOOK_DIR: home, SAVEPOINT_JOURNAL_DIR: journal };
    const places: Places = { cwd: await tempDir(), project: await tempDir() };
    await write(places.cwd, { 'src/index.ts': 'export const version = 1;\n' });
    let hooks = 0;
    await playScript(await sessionScript(places), places, async (stdin) => {
      const ran = await runWithStdin([process.execPath, hook, 'claude-code'], stdin, env, places.cwd);
      expect(ran).toMatchObject({ code: 0, stdout: '', stderr: '' });
      hooks++;
      await drained(home, SESSION_ID); // taken from the inbox: into the run's journal
    });
    expect(hooks).toBe(27);
    // The drainer's wait for more hooks ends (it lets go of the session): it could not send, the writes stay in the journal.
    const spool = spoolOf(home, 'claude-code', SESSION_ID);
    await until(async () => (await drainerOf(spool)) === null, 'the drainer to let go of the session', 60_000);

    const savepoint = personAt(url, token, { SAVEPOINT_JOURNAL_DIR: journal });
    const status = await savepoint('status');
    expect(status.code).toBe(6);
    const pending = Number(status.stdout.match(/degraded: (\d+) events pending/)?.[1]);
    expect(pending).toBeGreaterThan(50);
    expect(status.stdout).toContain(SESSION_ID);
    const log = await readFile(path.join(home, 'claude-code', SESSION_ID, 'drain.log'), 'utf8');
    expect(log).toContain('write(s) wait in the journal');
    expect(log).not.toContain('stays pending');

    // The server answers again at the same address: the next drain (a later hook starts one; here by hand) sends all.
    live = await startLiveApp({ port }, database);
    const drain = () => runWithStdin([process.execPath, hook, 'claude-code', '--drain', SESSION_ID], '', env, places.cwd);
    expect(await drain()).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(await savepoint('status')).toMatchObject({ code: 0 });

    const { sessions } = await gqlOver(url, token, Recorded, {});
    expect(sessions.nodes).toHaveLength(1);
    const session = sessions.nodes[0]!;
    expect(session.state).toBe('PAUSED');
    const main = session.tasks!.nodes.find((task) => task.key === 'main')!;
    expect(main.steps!.nodes.map((step) => [step.kind, step.title, step.state])).toEqual(MAIN_STEPS);
    const reviewer = session.tasks!.nodes.find((task) => task.key === `agent-${SUBAGENT_ID}`)!;
    expect(reviewer).toMatchObject({ state: 'COMPLETED', steps: { nodes: [{ kind: 'READ', state: 'COMPLETED' }] } });
    const supervisor = session.conversations!.nodes.find((conversation) => conversation.kind === 'SUPERVISOR')!;
    const said = supervisor.messages!.nodes;
    expect(said[0]).toMatchObject({ role: 'SYSTEM', summaryOf: { count: 14 } }); // the 14 before the compaction, once each
    expect(said.slice(1).map((m) => [m.role, m.content])).toEqual([
      ['USER', 'Rename greet to hello'],
      ['ASSISTANT', ''],
      ['TOOL', ''],
      ['ASSISTANT', ''],
      ['TOOL', ''],
      ['ASSISTANT', 'Renamed greet to hello.'],
    ]);
    const subagent = session.conversations!.nodes.find((conversation) => conversation.task?.key === `agent-${SUBAGENT_ID}`)!;
    expect(subagent.messages!.nodes.map((m) => m.role)).toEqual(['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT']);
    // Each turn's checkpoint, asked for while nothing answered: the state and conversation as they were, not the code.
    const turns = session.checkpoints!.nodes.filter((checkpoint) => checkpoint.label.startsWith('turn '));
    expect(turns.map((checkpoint) => [checkpoint.label, checkpoint.codeTree])).toEqual([
      ['turn 1: Add a greet(name) function in src/greet.ts and run the tests (recorded offline: state only)', null],
      ['turn 2: Ask a reviewer subagent to look at src/greet.ts (recorded offline: state only)', null],
      ['turn 3: Rename greet to hello (recorded offline: state only)', null],
    ]);

    // Sent once: a drain again (and the hooks' own drainer, had it lingered) finds nothing more to send.
    const events = (await eventLog(url, token, session.id)).length;
    expect(await drain()).toMatchObject({ code: 0, stderr: '' });
    expect((await eventLog(url, token, session.id)).length).toBe(events);
  });
});
