// The tests' own rule for clean-up: an afterAll or afterEach is registered at a file's top level or directly inside a
// describe. Vitest silently never runs one registered inside a hook, a test or a function they call, so what it was to
// stop or remove outlived the file (helpers/after-file.ts: afterFile is the way to clean up from there). Nor at a
// helper module's top level: the module runs once per worker, so the hook is the first file's only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const indent = (line: string) => line.length - line.trimStart().length;

/** Each after-hook (as `file:line`) whose nearest enclosing line is not a test file's top level or a describe. */
function misplacedAfterHooks(file: string, text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, at) => {
    if (!/^\s*(afterAll|afterEach)\(/.test(line)) return;
    // A helper module is evaluated once per worker (isolate: false): its top level belongs to the first file only.
    if (!indent(line)) {
      if (file.startsWith(`helpers${path.sep}`)) found.push(`${file}:${at + 1}`);
      return;
    }
    const depth = indent(line);
    let opener = at - 1;
    while (opener >= 0 && (!lines[opener]!.trim() || indent(lines[opener]!) >= depth || lines[opener]!.trimStart().startsWith('//'))) opener--;
    if (opener < 0 || !/^\s*describe(\.\w+)*\(/.test(lines[opener]!)) found.push(`${file}:${at + 1}`);
  });
  return found;
}

/** Functions that register a hook and are called only at a file's top level (so while vitest collects it): why each may. */
const CALLED_AT_TOP_LEVEL: Record<string, string> = {
  'helpers/failover.ts:119': "pairPerTest's afterEach stops each test's pair; every file calls it at its top level",
};

const testSources = () =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.split(path.sep).includes('node_modules'))
    .map((file) => [file, readFileSync(path.join(root, file), 'utf8')] as const);

describe('clean-up hooks in the tests', () => {
  it('are registered where vitest runs them: at the top level or directly in a describe', () => {
    const misplaced = testSources().flatMap(([file, text]) => misplacedAfterHooks(file, text));
    expect(misplaced.filter((at) => !(at in CALLED_AT_TOP_LEVEL))).toEqual([]);
    expect(Object.keys(CALLED_AT_TOP_LEVEL).filter((at) => !misplaced.includes(at))).toEqual([]); // none that is not needed
  });

  it("finds one planted inside a test, a beforeAll, a function and a helper module's top level, and not one in a describe", () => {
    const planted = [
      'afterAll(() => top());',
      "describe('a', () => {",
      '  afterAll(() => inDescribe());',
      "  it('b', async () => {",
      '    // a comment',
      '    afterAll(() => inTest());',
      '  });',
      '  beforeAll(() => {',
      '    afterEach(() => inHook());',
      '  });',
      '});',
      'async function helper() {',
      '  afterAll(() => inHelper());',
      '}',
    ].join('\n');
    expect(misplacedAfterHooks('planted.ts', planted)).toEqual(['planted.ts:6', 'planted.ts:9', 'planted.ts:13']);
    expect(misplacedAfterHooks(path.join('helpers', 'planted.ts'), planted)).toEqual([
      'helpers/planted.ts:1',
      'helpers/planted.ts:6',
      'helpers/planted.ts:9',
      'helpers/planted.ts:13',
    ]);
  });
});
