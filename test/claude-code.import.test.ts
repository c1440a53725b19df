// The real `savepoint` binary as a child process against a live server: `savepoint import claude-code` brings a
// transcript in (and refuses what it cannot), and `savepoint hook claude-code` never fails Claude Code: a payload it
// cannot record exits 0 and records nothing wrong (claude-code.degraded.test.ts: what it records while the server is
// down).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { FIXTURES, type Places, playScript, runWithStdin, SESSION_ID, sessionScript, transcriptOf } from './helpers/claude-code.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { ROOT } from './helpers/process.ts';

const SAVEPOINT = [process.execPath, '--import', 'tsx', path.join(ROOT, 'src/cli/savepoint.ts')];

const ImportedSession = graphql(`
  query ImportedSession($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        state
        tasks(first: 20) { nodes { key agentSessionRef steps(first: 50) { nodes { kind state } } } }
        conversations { nodes { kind messages(first: 100) { nodes { role content } } } }
        checkpoints(first: 20) { nodes { label } }
      }
    }
  }
`);

const SessionCount = graphql(`
  query RecordedSessionCount {
    sessions(first: 50) { nodes { id objective } }
  }
`);

describe('savepoint import claude-code', () => {
  let live: Awaited<ReturnType<typeof startLiveApp>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    live = await startLiveApp();
    env = {
      SAVEPOINT_URL: live.httpUrl,
      SAVEPOINT_TOKEN: live.token,
      SAVEPOINT_HOOK_DIR: await tempDir('savepoint-hooks-'),
      SAVEPOINT_JOURNAL_DIR: await tempDir('savepoint-journal-'),
    };
  });

  it('brings a transcript and its subagent in as a paused session, its tool uses as steps; a second import is refused', async () => {
    const places: Places = { cwd: await tempDir(), project: await tempDir() };
    await playScript(await sessionScript(places), places, async () => {}); // the transcripts as Claude Code left them
    const ran = await runWithStdin([...SAVEPOINT, 'import', 'claude-code', transcriptOf(places), '--json'], '', env, ROOT);
    expect(ran).toMatchObject({ code: 0, stderr: '' });
    const summary = JSON.parse(ran.stdout) as { sessionId: string; ref: string; messages: number; steps: number; resume: string[] };
    expect(summary).toMatchObject({ ref: SESSION_ID, steps: 8, resume: ['claude', '--resume', SESSION_ID] });
    const { session } = await gqlOver(live.httpUrl, live.token, ImportedSession, { id: summary.sessionId });
    if (session.__typename !== 'Session') throw new Error(JSON.stringify(session));
    expect(session.state).toBe('PAUSED');
    const main = session.tasks!.nodes.find((task) => task.key === 'main')!;
    expect(main.agentSessionRef).toBe(SESSION_ID);
    expect(main.steps!.nodes.map((step) => `${step.kind} ${step.state}`)).toEqual([
      'READ COMPLETED',
      'WRITE COMPLETED',
      'EXEC FAILED',
      'WRITE COMPLETED',
      'EXEC COMPLETED',
      'EXEC FAILED',
      'WRITE COMPLETED',
    ]);
    const supervisor = session.conversations!.nodes.find((conversation) => conversation.kind === 'SUPERVISOR')!;
    expect(supervisor.messages!.nodes[0]).toMatchObject({ role: 'SYSTEM', content: expect.stringContaining('continued from a previous conversation') });
    expect(supervisor.messages!.nodes.at(-1)).toMatchObject({ role: 'ASSISTANT', content: 'Renamed greet to hello.' });
    expect(session.checkpoints!.nodes.filter((checkpoint) => checkpoint.label.startsWith('turn '))).toEqual([]); // no code of past turns

    const again = await runWithStdin([...SAVEPOINT, 'import', 'claude-code', transcriptOf(places)], '', env, ROOT);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`is recorded already, as session ${summary.sessionId}`);
  });

  it("refuses a transcript it cannot place, says what to give, and takes an older version's with --folder", async () => {
    const older = path.join(FIXTURES, 'sidechain.transcript.jsonl');
    const missing = await runWithStdin([...SAVEPOINT, 'import', 'claude-code', '/nowhere/x.jsonl'], '', env, ROOT);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toContain('/nowhere/x.jsonl: no such file');
    const elsewhere = await runWithStdin([...SAVEPOINT, 'import', 'claude-code', older], '', env, ROOT);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('(/home/ada/projects/shop) is not on this machine; give the folder to record it in with --folder');
    const unknown = await runWithStdin([...SAVEPOINT, 'import', 'aider', older], '', env, ROOT);
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('no agent CLI named "aider"; the ones savepoint records: claude-code');
    const placed = await runWithStdin([...SAVEPOINT, 'import', 'claude-code', older, '--folder', await tempDir()], '', env, ROOT);
    expect(placed).toMatchObject({ code: 0, stderr: '' });
    expect(placed.stdout).toMatch(
      /^imported Claude Code session 0b7e6f52-2d1c-4e3a-9f80-6a5b4c3d2e1f as session \S+ \(\d+ messages, 2 steps\); go on with it: claude --resume 0b7e6f52/,
    );
  });
});

describe('savepoint hook claude-code never fails Claude Code', () => {
  let live: Awaited<ReturnType<typeof startLiveApp>>;
  beforeAll(async () => {
    live = await startLiveApp();
  });

  it('exits 0 on each malformed or unrecorded payload, prints nothing on stdout, and records nothing but the refusal', async () => {
    const home = await tempDir('savepoint-hooks-');
    const env = {
      SAVEPOINT_URL: live.httpUrl,
      SAVEPOINT_TOKEN: live.token,
      SAVEPOINT_HOOK_DIR: home,
      SAVEPOINT_JOURNAL_DIR: await tempDir('savepoint-journal-'),
    };
    const bad = JSON.parse(await readFile(path.join(FIXTURES, 'bad-payloads.json'), 'utf8')) as Array<{ why: string; stdin: string; code: string }>;
    for (const payload of bad) {
      const ran = await runWithStdin([...SAVEPOINT, 'hook', 'claude-code'], payload.stdin, env, ROOT);
      expect({ why: payload.why, code: ran.code, stdout: ran.stdout }).toEqual({ why: payload.why, code: 0, stdout: '' });
      expect(ran.stderr, payload.why).toContain(payload.code);
    }
    const other = await runWithStdin([...SAVEPOINT, 'hook', 'aider'], bad[0]!.stdin, env, ROOT);
    expect(other).toMatchObject({ code: 0, stdout: '', stderr: expect.stringContaining('no agent CLI named "aider"') });
    const rejected = (await readFile(path.join(home, 'claude-code', 'rejected.jsonl'), 'utf8')).trim().split('\n');
    expect(rejected.map((line) => (JSON.parse(line) as { code: string }).code)).toEqual(bad.map((payload) => payload.code));
    const { sessions } = await gqlOver(live.httpUrl, live.token, SessionCount, {});
    expect(sessions.nodes).toEqual([]);
  });
});
