// The operators' new commands, run as operators run them (bin/savepoint.js, the package's bin): doctor looks without
// changing anything, migrate applies what the database lacks, serve is npm start; and the help every command gives,
// with its example, and the exit codes the people's commands keep.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BIN, jsonOf, type Run, savepointBin } from './helpers/cli.ts';
import { createTestDatabase } from './helpers/database.ts';
import { tempDir } from './helpers/fs.ts';
import { graphql, killLeftovers, processDir, ROOT, removeTempDirs, spawnSavepoint, within } from './helpers/process.ts';
import { freePort } from './setup/global.ts';

afterEach(() => killLeftovers());
afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

type Doctor = { ok: boolean; checks: Array<{ check: string; status: string; detail: string }> };

describe('savepoint doctor and migrate', () => {
  it('finds the migrations a database lacks, migrate applies them, then every check passes', { timeout: 120_000 }, async () => {
    const { url } = await createTestDatabase({ template: null }); // empty
    const env = { DATABASE_URL: url, SAVEPOINT_DATA_DIR: await processDir('savepoint-cli-doctor-') };
    const before = await savepointBin(env, ['doctor']);
    expect(before.code).toBe(1);
    const lines = before.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ok +database +postgres:\/\/\S+: reachable$/);
    expect(lines[1]).toMatch(/^fail +migrations +\d+ to apply \(0001_data_model\.sql, .*\): run savepoint migrate$/);
    expect(lines[2]).toMatch(/^ok +git +git version \d/);
    expect(lines[3]).toMatch(
      /^ok +data folder +\S+ \(made on the first start, in \S+\): writable \(DATABASE_URL: no embedded PostgreSQL there\)$|^ok +data folder +\S+: writable/,
    );
    expect(lines[4]).toMatch(/^(ok|warn) +disk +[\d.]+ [GM]iB free of [\d.]+ [GM]iB at \//);

    const migrated = await savepointBin(env, ['migrate']);
    expect(migrated, migrated.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(migrated.stdout).toMatch(/^applied 0001_data_model\.sql, .*: the database is up to date \((\d+) migrations\)\n$/);
    expect(await savepointBin(env, ['migrate'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^the database is up to date \(\d+ migrations\)\n$/) });
    const after = jsonOf<Doctor>(await savepointBin(env, ['doctor', '--json']));
    expect(after.ok).toBe(true);
    expect(after.checks.map((check) => [check.check, check.status])).toEqual([
      ['database', 'ok'],
      ['migrations', 'ok'],
      ['git', 'ok'],
      ['data folder', 'ok'],
      ['disk', expect.stringMatching(/^(ok|warn)$/)],
    ]);
    expect(after.checks[1]!.detail).toMatch(/^current \(\d+ applied\)$/);
  });

  it('says what fails: an unreachable database, no git; and makes nothing in a fresh data folder', { timeout: 120_000 }, async () => {
    const down = await savepointBin({ DATABASE_URL: `postgres://u:secret@127.0.0.1:${await freePort()}/x` }, ['doctor', '--json']);
    expect(down.code).toBe(1);
    const report = jsonOf<Doctor>(down);
    expect(report.checks[0]).toMatchObject({
      check: 'database',
      status: 'fail',
      detail: expect.stringMatching(/^Cannot reach PostgreSQL at postgres:\/\/u:\*\*\*@/),
    });
    expect(report.checks[1]).toMatchObject({ check: 'migrations', status: 'skipped' });

    // No git on PATH (node run by its path, as the shebang would find it).
    const empty = await tempDir('savepoint-cli-nopath-');
    const noGit = await new Promise<Run>((resolve) =>
      execFile(
        process.execPath,
        [BIN, 'doctor'],
        { cwd: ROOT, env: { PATH: empty, HOME: process.env.HOME ?? '/root', SAVEPOINT_DATA_DIR: `${empty}/data` } },
        (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code) : 0, stdout, stderr }),
      ),
    );
    expect(noGit.code).toBe(1);
    expect(noGit.stdout).toMatch(/\nfail +git +git is not installed \(or not on PATH\): install it; snapshots and workspace agents run it\n/);
    expect(noGit.stdout).toMatch(
      /^ok +database +none yet: the first start \(npm start, or savepoint migrate\) makes the embedded PostgreSQL in \S+\/data\/postgres\n/,
    );
    expect(noGit.stdout).toMatch(/\nskip +migrations +applied when the database is made\n/);
    expect(existsSync(`${empty}/data`)).toBe(false); // it looked; it made nothing
  });
});

describe('savepoint serve', () => {
  it('runs the server as npm start does, on the port asked for, and stops on SIGTERM', { timeout: 120_000 }, async () => {
    const { url } = await createTestDatabase();
    const port = await freePort();
    const server = spawnSavepoint(['serve', '--port', String(port), '--host', '127.0.0.1'], {
      DATABASE_URL: url,
      SAVEPOINT_DATA_DIR: await processDir('savepoint-cli-serve-'),
    });
    const [, graphqlUrl] = await server.waitFor(/Savepoint is serving GraphQL and GraphiQL at (\S+)/, { timeoutMs: 60_000 });
    expect(graphqlUrl).toBe(`http://127.0.0.1:${port}/graphql`);
    const token = server.stdout().match(/\b(sp_[A-Za-z0-9_-]+)/)![1]!;
    expect((await graphql(graphqlUrl!, '{ viewer { name } }', { token })).body.data).toEqual({ viewer: { name: expect.any(String) } });
    const status = await savepointBin({ SAVEPOINT_URL: graphqlUrl!, SAVEPOINT_TOKEN: token }, ['status']);
    expect(status).toEqual({ code: 0, stdout: 'No unfinished sessions. savepoint sessions lists them all.\n', stderr: '' });
    server.signal('SIGTERM');
    expect(await within(server.exited, 15_000, 'the server to stop')).toEqual({ code: 0, signal: null });
  });
});

describe('savepoint --help', () => {
  it('lists every command and the exit codes; each command has an example', { timeout: 120_000 }, async () => {
    const help = await savepointBin({}, ['--help']);
    expect(help, help.stderr).toMatchObject({ code: 0, stderr: '' });
    const listed = help.stdout.slice(help.stdout.indexOf('\nCommands:\n'), help.stdout.indexOf('\n\n', help.stdout.indexOf('\nCommands:\n')));
    const commands = [...listed.matchAll(/^ {2}([a-z-]+)\b/gm)].map((m) => m[1]);
    expect(commands).toEqual(expect.arrayContaining(['sessions', 'status', 'resume', 'unlock', 'history', 'conversation', 'checkpoints', 'diff', 'branch']));
    expect(commands).toEqual(
      expect.arrayContaining(['rewind', 'rewind-conversation', 'undo-rewind', 'fork', 'lineage', 'compare', 'search', 'export', 'import', 'tail']),
    );
    expect(commands).toEqual(expect.arrayContaining(['doctor', 'migrate', 'serve', 'owners', 'tokens', 'agent']));
    expect(help.stdout).toMatch(
      /\nExit codes .*:\n {2}0 +done\n {2}1 +failed.*\n {2}2 +invalid input.*\n {2}3 +not found.*\n {2}4 +not authenticated.*\n {2}5 +server unreachable.*\n {2}6 +degraded.*\n {2}14 +nothing to resume\n {2}15 .*\n {2}16 +locked.*\n {2}17 .*\n/,
    );
    for (const command of ['sessions', 'status', 'resume', 'history', 'tail', 'doctor', 'migrate', 'serve']) {
      const run = await savepointBin({}, [command, '--help']);
      expect({ command, code: run.code }).toEqual({ command, code: 0 });
      expect(run.stdout, command).toMatch(new RegExp(`\\nExamples?:\\n {2}\\$ .*savepoint ${command}`));
    }
  });
});
