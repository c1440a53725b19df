// `savepoint export` and `savepoint import`, run as a person runs them (the real executable against a live server): a
// session out as newline-delimited JSON (to stdout, to a file, gzip-compressed for .gz) and back in as a new session,
// from a file or stdin, once per idempotency key; a file cut short is refused whole.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { jsonOf, missingId, personAt, savepointBin } from './helpers/cli.ts';
import { tempDir } from './helpers/fs.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';

const app = await createTestApp();
const url = `${app.origin}/graphql`;

type Imported = { import: { session: { id: string }; sessions: Array<{ id: string; exportedAs: string }>; replayed: boolean } };

describe('savepoint export and import', () => {
  it('exports a session to stdout or a file and imports it back as a new session, once per key', { timeout: 90_000 }, async () => {
    const owner = await app.owner('cli-transfer');
    const savepoint = personAt(url, owner.token);
    const s = await scenario(owner, READ_THEN_WRITE);
    await s.start();
    await s.complete('one');
    await s.say('Exported and back.');
    const files = await tempDir('savepoint-cli-export-');

    const piped = await savepoint('export', s.session.id);
    expect(piped.code, piped.stderr).toBe(0);
    const lines = piped.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type?: string; format?: string });
    expect(lines[0]).toMatchObject({ format: 'savepoint.session-export', version: 2 });
    expect(lines.at(-1)).toMatchObject({ type: 'end', lines: lines.length - 1 });

    const file = path.join(files, 'session.ndjson');
    const written = await savepoint('export', s.session.id, '-o', file, '--json');
    expect(jsonOf(written)).toEqual({ export: { session: s.session.id, file, bytes: Buffer.byteLength(piped.stdout), lines: lines.length } });
    const body = (text: string) => text.trimEnd().split('\n').slice(1, -1); // its header and closing line name the moment
    expect(body(await readFile(file, 'utf8'))).toEqual(body(piped.stdout));

    const imported = await savepoint('import', file, '--workspace', s.workspaceId, '--idempotency-key', 'cli-import-once');
    expect(imported, imported.stderr).toMatchObject({ code: 0, stderr: '' });
    const [head, row] = imported.stdout.trimEnd().split('\n');
    const newId = head!.match(/^Imported session (\S+) into workspace (\S+):$/)?.[1];
    expect(newId, imported.stdout).toBeDefined();
    expect(newId).not.toBe(s.session.id);
    expect(row).toMatch(new RegExp(`^ {2}${newId!.replace(/[+=]/g, '\\$&')} {2}\\(exported as [0-9a-f-]{36}\\)$`));
    const status = jsonOf<{ session: { objective: string; progress: { steps: { completed: number } } } }>(await savepoint('status', newId!, '--json'));
    expect(status.session).toMatchObject({ objective: 'Refactor the login flow', progress: { steps: { completed: 1 } } });

    // The same key again: the first import's answer, nothing written.
    const replayed = jsonOf<Imported>(await savepoint('import', file, '--workspace', s.workspaceId, '--idempotency-key', 'cli-import-once', '--json'));
    expect(replayed.import).toMatchObject({ session: { id: newId }, replayed: true });

    // gzip for a .gz name, read back as such; and an import from stdin.
    const gz = path.join(files, 'session.ndjson.gz');
    expect((await savepoint('export', s.session.id, '-o', gz)).code).toBe(0);
    expect(body(gunzipSync(await readFile(gz)).toString('utf8'))).toEqual(body(piped.stdout));
    expect(jsonOf<Imported>(await savepoint('import', gz, '--workspace', s.workspaceId, '--json')).import.replayed).toBe(false);
    const fromStdin = await savepointBin({ SAVEPOINT_URL: url, SAVEPOINT_TOKEN: owner.token }, ['import', '-', '--workspace', s.workspaceId, '--json'], {
      stdin: piped.stdout,
    });
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    expect(jsonOf<Imported>(fromStdin).import.sessions).toHaveLength(1);
  });

  it('refuses what it cannot export or import, whole, with the code of its kind', { timeout: 60_000 }, async () => {
    const owner = await app.owner('cli-transfer-refusals');
    const savepoint = personAt(url, owner.token);
    const s = await scenario(owner, READ_THEN_WRITE);
    const files = await tempDir('savepoint-cli-export-');
    const missing = missingId('Session');
    expect(await savepoint('export', missing, '-o', path.join(files, 'none.ndjson'))).toMatchObject({ code: 3, stdout: '' });
    expect((await savepoint('export', s.session.id, '--json')).code).toBe(2);

    const cut = path.join(files, 'cut.ndjson');
    const whole = (await savepoint('export', s.session.id)).stdout;
    await writeFile(cut, whole.split('\n').slice(0, 3).join('\n'));
    const truncated = await savepoint('import', cut, '--workspace', s.workspaceId);
    expect(truncated).toMatchObject({ code: 1, stdout: '' });
    expect(truncated.stderr).toMatch(/^savepoint: The export is not whole: its closing line \(type "end"\) is missing/);
    expect(JSON.parse((await savepoint('import', cut, '--workspace', s.workspaceId, '--json')).stderr)).toMatchObject({ error: { code: 'EXPORT_TRUNCATED' } });
    const listed = jsonOf<{ sessions: { totalCount: number } }>(await savepoint('sessions', '--json'));
    expect(listed.sessions.totalCount).toBe(1); // nothing was imported

    expect((await savepoint('import', path.join(files, 'nothing.ndjson'), '--workspace', s.workspaceId)).code).toBe(2);
    expect((await savepoint('import', cut)).stderr).toMatch(/^error: required option '--workspace <id>' not specified/);
  });
});
