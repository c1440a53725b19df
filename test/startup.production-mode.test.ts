// The server process runs as production unless NODE_ENV says otherwise (src/production.ts): graphql-js leaves out its
// development checks only if NODE_ENV is set before it loads, so main.ts must load production.ts before anything else.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = new URL('..', import.meta.url);

/** In a fresh Node with `env`: production.ts, then graphql-js, then whether graphql-js runs its development checks. */
const PROBE = `
await import('./src/production.ts');
const { instanceOf } = await import('graphql/jsutils/instanceOf.js');
class Type { get [Symbol.toStringTag]() { return 'Type'; } }
let checks = false;
try { instanceOf({ [Symbol.toStringTag]: 'Type' }, Type); } catch { checks = true; } // development: "from another module or realm"
console.log(JSON.stringify({ env: process.env.NODE_ENV, checks }));`;

async function probe(env: Record<string, string | undefined>) {
  const { NODE_ENV: _, ...rest } = process.env;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], { cwd: ROOT, env: { ...rest, ...env } });
  return JSON.parse(stdout.trim()) as { env: string; checks: boolean };
}

describe('the server process', () => {
  it('runs graphql-js as production when NODE_ENV is unset, and keeps a NODE_ENV it is given', async () => {
    expect(await probe({})).toEqual({ env: 'production', checks: false });
    expect(await probe({ NODE_ENV: 'development' })).toEqual({ env: 'development', checks: true });
  });

  it('loads production.ts before anything else in main.ts and in the command line (savepoint serve)', async () => {
    for (const [file, spec] of [
      ['src/main.ts', './production.ts'],
      ['src/cli/savepoint.ts', '../production.ts'],
    ]) {
      const text = await readFile(new URL(file!, ROOT), 'utf8');
      expect(text.match(/^import .*$/m)?.[0], file).toContain(`import '${spec}';`);
    }
  });
});
