// `savepoint resume` and `savepoint unlock`, run as a person runs them (the real executable against a live server).
// Resume follows the session's recovery plan: a whole session first (completed work skipped, the cut-off write put
// back), then, once only one agent's own session is left to pick up, that task alone with the agent's resume command,
// printed or run (--exec) in the workspace's folder. Without an id it takes the most recently interrupted session
// (seed 002); every refusal exits with the code of its kind and changes nothing.
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { type Client, createTestApp } from './helpers/app.ts';
import { jsonOf, personAt } from './helpers/cli.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { tempDir } from './helpers/fs.ts';
import { ChangeSession, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';
import { interruptedSession, READ_THEN_WRITE, scenario } from './helpers/scenario.ts';
import { lease } from './helpers/sessions.ts';

const app = await createTestApp();
const url = `${app.origin}/graphql`;

const Recovery = graphql(`
  query CliRecovery($id: ID!) { session(id: $id) { __typename ... on Session { state resumable lease { holder live } recoveryPlan { action } tasks { nodes { key state } } } } }
`);

async function recovery(owner: Client, id: string) {
  return narrow((await owner.gql(Recovery, { id })).session, 'Session');
}

/** A session whose one task has an agent with a session of its own (claude-1a2b), paused while runner-1 still holds its lease. */
async function agentSession(owner: Client) {
  const { session, dir } = await sessionInNewWorkspace(owner, {
    phases: [
      {
        name: 'build',
        tasks: [
          {
            key: 'fix',
            title: 'Fix the login test',
            agentSessionRef: 'claude-1a2b',
            steps: [
              { kind: 'EXEC', title: 'run the test' },
              { kind: 'EXEC', title: 'run them all' },
            ],
          },
        ],
      },
    ],
  });
  const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
  const leaseToken = await lease(owner, session.id, 'runner-1');
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  await owner.gql(TaskLifecycle.start, { input: { taskId: task.id, leaseToken } });
  await owner.gql(StepLifecycle.start, { input: { stepId: task.steps!.nodes[0]!.id, leaseToken } });
  // Its person pauses it (the laptop closes); a resume brings the running task back RESUMABLE, for its agent to pick up.
  await owner.gql(ChangeSession.pause, { input: { sessionId: session.id } });
  return { id: session.id, dir };
}

describe('savepoint resume', () => {
  it("follows the recovery plan: the session, then one agent's own session, its command printed and run with --exec", { timeout: 120_000 }, async () => {
    const owner = await app.owner('cli-resume-agent');
    const savepoint = personAt(url, owner.token);
    const { id, dir } = await agentSession(owner);

    const locked = await savepoint('resume', id);
    expect(locked.code).toBe(16);
    expect(locked.stderr).toMatch(/^savepoint: .*runner-1.*\n$/);
    const unlocked = await savepoint('unlock', id, '--reason', "runner-1's machine is gone");
    expect(unlocked, unlocked.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(unlocked.stdout).toBe(
      `Unlocked session ${id} "Refactor the login flow" (PAUSED): no runner holds it now.\nResume it with: savepoint resume ${id}\n`,
    );

    const resumed = await savepoint('resume', id, '--holder', 'runner-2', '--lease-seconds', '30');
    expect(resumed, resumed.stderr).toMatchObject({ code: 0, stderr: '' });
    const lines = resumed.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Resumed session ${id} "Refactor the login flow" (CONTINUE): now RUNNING`);
    expect(lines).toContain('  skipped    0 completed steps (0 tasks done)');
    expect(lines.find((line) => line.startsWith('  in flight'))).toMatch(/^ {2}in flight +"run the test": RETRY \(/);
    expect(lines.find((line) => line.startsWith('  to run'))).toBe('  to run     2 steps: "run the test", "run them all"');
    expect(lines.at(-1)).toMatch(/^ {2}lease +token \d+, held by runner-2 until \S+ \(in (29|30) seconds\): a runner carries it on every write$/);
    expect(await recovery(owner, id)).toMatchObject({ lease: { holder: 'runner-2', live: true }, tasks: { nodes: [{ key: 'fix', state: 'RESUMABLE' }] } });

    // runner-2 is gone too: now only the agent's own session is left to pick up.
    await savepoint('unlock', id);
    expect((await recovery(owner, id)).recoveryPlan).toEqual({ action: 'RESUME_AGENT' });
    const status = await savepoint('status', id);
    expect(status.stdout).toMatch(/\nRecovery +RESUME_AGENT: Task "fix" was interrupted/);

    const preview = await savepoint('resume', id, '--dry-run', '--json');
    expect(preview.code, preview.stderr).toBe(0);
    expect(jsonOf(preview)).toMatchObject({
      session: { id, resumePreview: { resumable: true }, recoveryPlan: { action: 'RESUME_AGENT', agentSessionRef: 'claude-1a2b' } },
      agentCommand: ['claude', '--resume', 'claude-1a2b'],
    });
    expect((await recovery(owner, id)).lease).toBeNull(); // a dry run takes nothing

    // --exec runs the agent's command in the workspace's folder, with the session, task and lease in its environment,
    // and exits as it does. A `claude` of our own, first on PATH, says what it was given.
    const bin = await tempDir('savepoint-cli-claude-');
    const said = path.join(bin, 'said');
    await writeFile(path.join(bin, 'claude'), `#!/bin/sh\nprintf '%s\\n' "$*" "$(pwd)" "$SAVEPOINT_SESSION_ID" "$SAVEPOINT_LEASE_TOKEN" > "${said}"\nexit 7\n`);
    await chmod(path.join(bin, 'claude'), 0o755);
    const run = await personAt(url, owner.token, { PATH: `${bin}:${process.env.PATH}` })('resume', id, '--exec');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(7);
    expect(run.stdout).toMatch(/^Resumed task fix "Fix the login test" \(RESUMABLE\): its agent continues in its own session\n/);
    expect(run.stdout).toMatch(/\nContinue it with:\n {2}claude --resume claude-1a2b\n$/);
    const [args, cwd, sessionId, token] = (await readFile(said, 'utf8')).trimEnd().split('\n');
    expect({ args, cwd, sessionId }).toEqual({ args: '--resume claude-1a2b', cwd: dir, sessionId: id });
    expect(Number(token)).toBeGreaterThan(0);
    expect((await recovery(owner, id)).lease).toMatchObject({ holder: expect.stringMatching(/^savepoint@/), live: true });
  });

  it('puts back a cut-off write, and without an id takes the most recently interrupted session', { timeout: 120_000 }, async () => {
    const owner = await app.owner('cli-resume-files');
    const savepoint = personAt(url, owner.token);
    const older = await scenario(owner, READ_THEN_WRITE);
    await older.start();
    const { session, dir } = await interruptedSession(owner); // touched last

    const dry = await savepoint('resume', '--dry-run');
    expect(dry, dry.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).toMatch(new RegExp(`^Would resume session ${session.id} ".*" \\(CONTINUE, now RUNNING\\): it can be resumed\\n`));
    expect(dry.stdout).toMatch(/\n {2}would restore +b\.txt\n/);
    expect(await readFile(path.join(dir, 'b.txt'), 'utf8')).toBe('half'); // the dry run changed nothing

    const resumed = await savepoint('resume', '--json');
    expect(resumed.code, resumed.stderr).toBe(0);
    const payload = jsonOf<{
      resumeSession: {
        session: { id: string };
        restoredFiles: string[];
        plan: { skippedSteps?: unknown; counts: { skippedSteps: number } };
        lease: { token: number };
      };
    }>(resumed);
    expect(payload.resumeSession).toMatchObject({
      session: { id: session.id },
      restoredFiles: ['b.txt'],
      plan: { counts: { skippedSteps: 2 } },
      lease: { token: expect.any(Number) },
    });
    await expect(readFile(path.join(dir, 'b.txt'), 'utf8')).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(dir, 'a.txt'), 'utf8')).toBe('final\n'); // the write that landed is kept

    // The one resumed holds a lease now: the most recently interrupted is the older one.
    const next = await savepoint('resume', '--dry-run', '--json');
    expect(jsonOf<{ session: { id: string } }>(next).session.id).toBe(older.session.id);
  });

  it('refuses with the code of its kind and changes nothing: nothing to resume, finished, locked, environment, --exec without an agent', {
    timeout: 120_000,
  }, async () => {
    const owner = await app.owner('cli-resume-refusals');
    const savepoint = personAt(url, owner.token);
    const nothing = await savepoint('resume');
    expect(nothing).toMatchObject({ code: 14, stdout: '' });
    expect(nothing.stderr).toMatch(/^savepoint: /);
    expect(JSON.parse((await savepoint('resume', '--json')).stderr)).toMatchObject({ error: { code: 'NO_RESUMABLE_SESSION', exitCode: 14 } });

    const done = await scenario(owner, READ_THEN_WRITE);
    await owner.gql(ChangeSession.cancel, { input: { sessionId: done.session.id } });
    expect((await savepoint('resume', done.session.id)).code).toBe(15);
    const blocked = await savepoint('resume', done.session.id, '--dry-run');
    expect(blocked.code).toBe(15);
    expect(blocked.stdout).toMatch(/it cannot be resumed now\n[\s\S]*\n {2}blocked +TERMINAL_STATE: /);

    const { session, dir } = await interruptedSession(owner);
    const changed = await savepoint('resume', session.id, '--abort-on-changes');
    expect(changed.code).toBe(17);
    expect(changed.stderr).toMatch(/^savepoint: /);
    expect(await readFile(path.join(dir, 'b.txt'), 'utf8')).toBe('half');

    const noAgent = await savepoint('resume', session.id, '--exec');
    expect(noAgent.code).toBe(2);
    expect(noAgent.stderr).toMatch(/^savepoint: --exec runs an agent's own resume command, and session \S+ needs RESUME_SESSION \(/);
    expect((await recovery(owner, session.id)).lease).toBeNull();

    const leased = await scenario(owner, READ_THEN_WRITE);
    await lease(owner, leased.session.id, 'runner-1');
    const dryLocked = await savepoint('resume', leased.session.id, '--dry-run');
    expect(dryLocked.code).toBe(16);
    expect(dryLocked.stdout).toMatch(/\n {2}blocked +SESSION_LOCKED: /);
    for (const args of [
      ['--mode', 'sideways'],
      ['--mode', 'from-checkpoint'],
      ['--lease-seconds', '2'],
      ['--checkpoint', 'x', '--mode', 'continue'],
    ]) {
      const run = await savepoint('resume', session.id, ...args);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
    }
  });
});
