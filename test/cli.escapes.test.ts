// The operators' command line never hands a terminal the escape sequences stored in the database: a token name is
// written by whoever holds a token (and rows written before names had a character rule may hold anything), so every
// field `savepoint` prints is made printable, as text and as JSON. Run as operators run it: the real executable.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { createDb } from '../src/db/client.ts';
import { createTestDatabase } from './helpers/database.ts';
import { processDir, ROOT, removeTempDirs } from './helpers/process.ts';

const CLI = path.join(ROOT, 'src', 'cli', 'savepoint.ts');

afterAll(() => removeTempDirs());

function savepoint(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      CLI,
      args,
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Retitles the window, paints red, erases the line, rings the bell; then an 8-bit CSI and a right-to-left override. */
const HOSTILE = '\u001b]0;owned\u0007\u001b[31mred\u001b[2K\rfake\u009b31m\u202eevil';
const SHOWN = String.raw`\e]0;owned\x07\e[31mred\e[2K\rfake\x9b31m\u202eevil`;

describe('savepoint tokens list', () => {
  test('prints a token name holding terminal escapes escaped, as text and as JSON', { timeout: 120_000 }, async () => {
    const { url } = await createTestDatabase();
    const database = createDb(url, { max: 1 });
    try {
      const { ownerId } = await createOwnerWithToken(database.db, 'mallory');
      await database.db.updateTable('api_tokens').set({ name: HOSTILE }).where('owner_id', '=', ownerId).execute();
    } finally {
      await database.close();
    }
    const env = { DATABASE_URL: url, SAVEPOINT_DATA_DIR: await processDir('savepoint-cli-data-') };

    const listed = await savepoint(env, 'tokens', 'list', '--owner', 'mallory');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).not.toMatch(/[^\P{Cc}\n]|\p{Cf}/u); // only the line ends are raw
    expect(listed.stdout).toContain(`  ${SHOWN}  ...`);

    const json = await savepoint(env, 'tokens', 'list', '--owner', 'mallory', '--json');
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout).not.toMatch(/[^\P{Cc}\n]|\p{Cf}/u);
    expect((JSON.parse(json.stdout) as Array<{ name: string }>)[0]!.name).toBe(HOSTILE); // still the same JSON value
  });
});
