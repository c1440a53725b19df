// `savepoint sessions` and `savepoint status`, run as a person runs them: the real executable (bin/savepoint.js) as a
// child process against a live server on a real PostgreSQL. Tables and JSON, the newest unfinished session without an
// id, colour only when asked for and never with NO_COLOR, and every refusal with its exit code and the API's message.
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { jsonOf, missingId, personAt, plain } from './helpers/cli.ts';
import { ChangeSession } from './helpers/operations.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';
import { freePort } from './setup/global.ts';

const app = await createTestApp();
const url = `${app.origin}/graphql`;

type Listed = { sessions: { totalCount: number; nodes: Array<{ id: string; state: string; resumable: boolean; objective: string }> } };
type Status = {
  session: { id: string; state: string; progress: { steps: { completed: number; total: number } }; recoveryPlan: { action: string } | null } | null;
};

describe('savepoint sessions and status', () => {
  it('lists your sessions as a table or JSON, filtered; status says where one stands and what to do next', { timeout: 60_000 }, async () => {
    const owner = await app.owner('cli-sessions');
    const savepoint = personAt(url, owner.token);
    const running = await scenario(owner, READ_THEN_WRITE);
    await running.start();
    await running.complete('one');
    const created = await scenario(owner, READ_THEN_WRITE);

    const listed = await savepoint('sessions');
    expect(listed, listed.stderr).toMatchObject({ code: 0, stderr: '' });
    const [header, ...rows] = listed.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID +STATE +PROGRESS +LAST ACTIVITY +OBJECTIVE$/);
    // Newest first, aligned: every row's state starts where the header's STATE does.
    expect(rows.map((row) => row.slice(0, row.indexOf(' ')))).toEqual([created.session.id, running.session.id]);
    const column = header!.indexOf('STATE');
    expect(rows.map((row) => row.slice(column).split(/ {2,}/)[0])).toEqual(['CREATED', 'RUNNING, interrupted']);
    expect(rows[1]).toMatch(/0\/1 tasks, 1\/2 steps \(0%\) +(just now|\d+ seconds? ago) +Refactor the login flow$/);

    const json = jsonOf<Listed>(await savepoint('sessions', '--json'));
    expect(json.sessions.totalCount).toBe(2);
    expect(json.sessions.nodes.map((node) => [node.id, node.state, node.resumable])).toEqual([
      [created.session.id, 'CREATED', true],
      [running.session.id, 'RUNNING', true],
    ]);
    const onlyRunning = jsonOf<Listed>(await savepoint('sessions', '--state', 'running,paused', '--json'));
    expect(onlyRunning.sessions.nodes.map((node) => node.id)).toEqual([running.session.id]);
    const search = jsonOf<Listed>(await savepoint('sessions', '--search', 'nothing like it', '--json'));
    expect(search.sessions.nodes).toEqual([]);
    expect((await savepoint('sessions', '--search', 'nothing like it')).stdout).toBe('No sessions.\n');
    const limited = await savepoint('sessions', '--limit', '1');
    expect(limited.stdout.trimEnd().split('\n').at(-1)).toBe('1 of 2 sessions: --limit shows more.');

    const status = await savepoint('status', running.session.id);
    expect(status, status.stderr).toMatchObject({ code: 0, stderr: '' });
    const lines = status.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Session        ${running.session.id}`);
    expect(lines).toContain('State          RUNNING, interrupted');
    expect(lines).toContain('Progress       0/1 tasks, 1/2 steps (0%)');
    expect(lines.find((line) => line.startsWith('Last activity'))).toMatch(/: step\.state_changed "one"$/);
    expect(lines.find((line) => line.startsWith('Recovery'))).toMatch(/^Recovery +RESUME_SESSION: /);
    expect(lines.at(-1)).toBe(`Next           savepoint resume ${running.session.id}`);
    const statusJson = jsonOf<Status>(await savepoint('status', running.session.id, '--json'));
    expect(statusJson.session).toMatchObject({
      id: running.session.id,
      state: 'RUNNING',
      progress: { steps: { completed: 1, total: 2 } },
      recoveryPlan: { action: 'RESUME_SESSION' },
    });

    // Without an id: the newest session not finished; once all are finished, none.
    expect(jsonOf<Status>(await savepoint('status', '--json')).session?.id).toBe(created.session.id);
    for (const s of [created, running]) await owner.gql(ChangeSession.cancel, { input: { sessionId: s.session.id } });
    expect(await savepoint('status')).toEqual({ code: 0, stdout: 'No unfinished sessions. savepoint sessions lists them all.\n', stderr: '' });
    expect(jsonOf<Status>(await savepoint('status', '--json'))).toEqual({ session: null, degraded: null });
  });

  it('colours only a terminal or FORCE_COLOR, and never with NO_COLOR', { timeout: 60_000 }, async () => {
    const owner = await app.owner('cli-colour');
    const s = await scenario(owner, READ_THEN_WRITE);
    await s.start();
    const ESC = '\u001b[';
    const piped = await personAt(url, owner.token)('status', s.session.id);
    expect(piped.stdout).not.toContain(ESC);
    const forced = await personAt(url, owner.token, { FORCE_COLOR: '1' })('status', s.session.id);
    expect(forced.stdout).toContain(`${ESC}33mRUNNING, interrupted${ESC}39m`);
    expect(plain(forced.stdout)).toBe(piped.stdout);
    const refused = await personAt(url, owner.token, { FORCE_COLOR: '1', NO_COLOR: '1' })('status', s.session.id);
    expect(refused.stdout).toBe(piped.stdout);
  });

  it('refuses with the exit code of its kind and the message that says what to do, changing nothing', { timeout: 60_000 }, async () => {
    const owner = await app.owner('cli-refusals');
    const savepoint = personAt(url, owner.token);
    const missing = missingId('Session');
    const cases: Array<[args: string[], code: number, stderr: RegExp]> = [
      [['status', missing], 3, new RegExp(`^savepoint: Session ${missing.replace(/[+=]/g, '\\$&')} was not found; check the id: it must be one this API gave`)],
      [['status', 'not-an-id'], 2, /^savepoint: id: "not-an-id" is not a Session id/],
      [
        ['sessions', '--state', 'sleeping'],
        2,
        /^savepoint: --state takes one of created, planning, running, awaiting-approval, paused, completed, failed, cancelled; not "sleeping"\.\n$/,
      ],
      [['sessions', '--limit', '0'], 2, /^savepoint: --limit takes a whole number from 1 to 500; not "0"\.\n$/],
      [['sessions', '--colour'], 2, /^error: unknown option '--colour'/],
      [['status', 'a', 'b'], 2, /^error: too many arguments for 'status'/],
    ];
    for (const [args, code, stderr] of cases) {
      const run = await savepoint(...args);
      expect({ args, code: run.code, stdout: run.stdout }).toEqual({ args, code, stdout: '' });
      expect(run.stderr).toMatch(stderr);
    }

    // --json: the refusal as one JSON line on stderr, for scripts.
    const json = await savepoint('status', missingId('Session'), '--json');
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { code: 'NOT_FOUND', exitCode: 3, message: expect.any(String) } });

    const noToken = await personAt(url, '')('sessions');
    expect(noToken).toMatchObject({ code: 4, stdout: '' });
    expect(noToken.stderr).toMatch(/^savepoint: Set SAVEPOINT_TOKEN to your API token: npm start prints one/);
    const unknown = await personAt(url, 'sp_not-a-token-anyone-has')('sessions');
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toMatch(/^savepoint: This API token is not known; .*; the command line sends the token in SAVEPOINT_TOKEN\.\n$/);
    const down = `http://127.0.0.1:${await freePort()}/graphql`;
    const unreachable = await personAt(down, owner.token)('status');
    expect(unreachable.code).toBe(5);
    expect(unreachable.stderr).toMatch(
      new RegExp(
        `^savepoint: No answer from ${down.replace(/\./g, '\\.')}: .*; start the server \\(npm start\\), or point SAVEPOINT_URL \\(or --url\\) at it\\.\\n$`,
      ),
    );
    expect((await personAt(url, owner.token)('status', '--url', down)).code).toBe(5); // --url wins over SAVEPOINT_URL
  });
});
