// The documentation runs: every GraphQL operation of README.md and docs/*.md is executed in order against a live
// server (a real port, real PostgreSQL, a graphql-ws client for subscriptions, a fresh git folder per file), and every
// output the text states is compared with the answer. Format and references: test/helpers/doc-blocks.ts.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { blocksOf, fencesOf, mismatches, type ShellBlock, showsOutput, unexpectedErrors, valueAt } from './helpers/doc-blocks.ts';
import { type RunReport, runDoc, type Server } from './helpers/doc-runner.ts';
import { startLiveApp } from './helpers/live.ts';
import { ROOT } from './helpers/process.ts';

const live = await startLiveApp({ pollIntervalMs: 60_000 });
const server: Server = {
  httpUrl: live.httpUrl,
  wsUrl: live.wsUrl,
  // What a shell example's `npm run savepoint` reads: the server's database and data folder.
  env: { DATABASE_URL: live.databaseUrl, SAVEPOINT_DATA_DIR: live.config.dataDir, LOG_LEVEL: 'warn' },
};

const guides = (await readdir(path.join(ROOT, 'docs'))).filter((name) => name.endsWith('.md')).sort();
const files = ['README.md', ...guides.map((name) => `docs/${name}`)];
const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(ROOT, file), 'utf8')] as const)));
const workspaceSetup = blocksOf(texts.get('README.md')!).find((block): block is ShellBlock => block.kind === 'sh' && block.workspace) ?? null;
const reports = new Map<string, RunReport>();

/** Guides read by an owner this server does no file work for (its folders are served by an agent of its own). */
const NOT_LOCAL_READERS = new Set(['docs/agents.md']);

async function run(file: string, markdown: string): Promise<RunReport> {
  const { token } = await createOwnerWithToken(live.app.database.db, `reader of ${file}`, { local: !NOT_LOCAL_READERS.has(file) });
  return runDoc(file, markdown, server, token, workspaceSetup);
}

describe('the documentation, run as written', () => {
  it('has the README set up a folder of its own for the examples', () => {
    expect(workspaceSetup?.text).toMatch(/savepoint-tour/);
  });

  it.each(files)('%s', { timeout: 180_000 }, async (file) => {
    const report = await run(file, texts.get(file)!);
    reports.set(file, report);
    const blocks = blocksOf(texts.get(file)!);
    expect(report.operations).toBe(blocks.filter((b) => b.kind === 'graphql').length);
  });

  it('links every guide from the README, and each guide back', () => {
    const readme = texts.get('README.md')!;
    for (const guide of guides) {
      expect(readme, `README.md links docs/${guide}`).toContain(`](docs/${guide})`);
      expect(texts.get(`docs/${guide}`), `docs/${guide} links the README`).toContain('](../README.md)');
    }
  });

  it('shows the client code exactly as docs/examples/ holds it (which test/clients.test.ts runs), and all of it', async () => {
    const examples = (await readdir(path.join(ROOT, 'docs', 'examples'))).sort();
    const shown: string[] = [];
    for (const [file, text] of texts) {
      for (const fence of fencesOf(text).filter((f) => ['ts', 'typescript', 'js', 'javascript'].includes(f.lang))) {
        const example = fence.flags[0] ?? '';
        expect(example, `${file}:${fence.line} names the file under docs/ it shows (\`\`\`ts examples/<file>.ts)`).toMatch(/^examples\/[\w-]+\.ts$/);
        const code = await readFile(path.join(ROOT, 'docs', example), 'utf8');
        expect(fence.body, `${file}:${fence.line} shows docs/${example} as it is`).toBe(code.trimEnd());
        shown.push(example.slice('examples/'.length));
      }
    }
    expect(shown.sort()).toEqual(examples);
  });

  it('links only to files and headings that exist', () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-');
    for (const [file, text] of texts) {
      for (const [, target, anchor] of text.matchAll(/\]\(((?!https?:)[^)#\s]*)(?:#([^)\s]+))?\)/g)) {
        const linked = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
        if (target && !texts.has(linked)) {
          expect(existsSync(path.join(ROOT, linked)), `${file} links ${target}`).toBe(true);
          continue;
        }
        if (anchor) {
          const headings = [...texts.get(linked)!.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]!));
          expect(headings, `${file} links ${target}#${anchor}`).toContain(anchor);
        }
      }
    }
  });

  it('lists every setting of src/config.ts in the configuration table, with its default and range', async () => {
    const code = await readFile(path.join(ROOT, 'src', 'config.ts'), 'utf8');
    const rows = new Map(
      [...texts.get('docs/operating.md')!.matchAll(/^\| `([A-Z_]+)` \|([^|]*)\|([^|]*)\|/gm)].map((m) => [
        m[1]!,
        { fallback: m[2]!.trim(), allowed: m[3]!.trim() },
      ]),
    );
    const read = [...code.matchAll(/\benv(?:\.|, ')([A-Z_]+)/g)].map((m) => m[1]!);
    expect(read.length).toBeGreaterThan(25);
    for (const name of read) expect(rows.has(name), `docs/operating.md lists ${name}`).toBe(true);
    for (const [, name, fallback, min, max] of code.matchAll(/integer\(env, '([A-Z_]+)', ([^,]+), ([^,]+), ([^)]+)\)/g)) {
      const value = (expression: string) =>
        String(
          Number(
            expression
              .replace(/_/g, '')
              .split('*')
              .reduce((product, factor) => product * Number(factor), 1),
          ),
        );
      expect(rows.get(name!), name).toEqual({ fallback: `\`${value(fallback!)}\``, allowed: `${value(min!)} to ${value(max!)}` });
    }
  });

  it('ran every operation', () => {
    const total = [...reports.values()].reduce(
      (sum, r) => ({ operations: sum.operations + r.operations, checked: sum.checked + r.checked, shell: sum.shell + r.shell }),
      {
        operations: 0,
        checked: 0,
        shell: 0,
      },
    );
    expect(reports.size).toBe(files.length);
    console.log(`docs: ${total.operations} operations run, ${total.checked} answers compared with the text, ${total.shell} shell examples run`);
  });
});

// The test must be able to fail: each kind of drift below is planted in a small document and must be caught.
describe('a document that drifted fails', () => {
  const header = '```sh test workspace\nmkdir -p ~/savepoint-tour\n```\n';
  const viewer = '```graphql\nquery Me { viewer { name } }\n```\n';

  it('when an answer differs from the expected output', async () => {
    await expect(run('planted.md', `${header}${viewer}\n\`\`\`json\n{ "viewer": { "name": "somebody else" } }\n\`\`\`\n`)).rejects.toThrow(
      /planted.md:\d+: Me does not answer what the text says:\n\$\.viewer\.name: expected "somebody else"/,
    );
  });

  it('when an operation is not valid against the schema (an undeclared variable)', async () => {
    await expect(run('planted.md', `${header}\`\`\`graphql\nquery { session(id: $s) { __typename } }\n\`\`\`\n`)).rejects.toThrow(
      /invalid against schema.graphql/,
    );
  });

  it('when an answer holds a typed error the text does not show', async () => {
    const doc = `${header}\`\`\`graphql\nmutation { createWorkspace(input: { path: "/" }) { ... on Error { code message } } }\n\`\`\`\n`;
    await expect(run('planted.md', doc)).rejects.toThrow(/answered a typed error the text does not show:\n\$\.createWorkspace: VALIDATION_FAILED/);
  });

  it('when a reference names no earlier operation, or a path with no value', async () => {
    const later = '```graphql\n# $id from Later: viewer.name\nquery Me2($id: ID!) { node(id: $id) { id } }\n```\n';
    await expect(run('planted.md', `${header}${later}`)).rejects.toThrow(/\$id comes from Later, which no operation before it is named/);
    const missing = '```graphql\n# $id from Me: viewer.nothing\nquery Me2($id: ID!) { node(id: $id) { id } }\n```\n';
    await expect(run('planted.md', `${header}${viewer}${missing}`)).rejects.toThrow(/\$id from Me: viewer.nothing is undefined/);
  });

  it('when a subscription does not deliver what the text says', async () => {
    const doc = `${header}\`\`\`graphql\nsubscription Feed { sessionEvents(sessionId: "U2Vzc2lvbjox", after: "0") { cursor } }\n\`\`\`\n\`\`\`json\n[{ "sessionEvents": { "cursor": "1" } }]\n\`\`\`\n`;
    await expect(run('planted.md', doc)).rejects.toThrow(/the subscription answered errors/);
  });

  it('when a shell example fails or prints something else', async () => {
    await expect(run('planted.md', `${header}\`\`\`sh test\nfalse\n\`\`\`\n`)).rejects.toThrow(/planted.md:\d+: exited with 1/);
    await expect(run('planted.md', `${header}\`\`\`sh test\necho hello\n\`\`\`\n\`\`\`text\ngoodbye\n\`\`\`\n`)).rejects.toThrow(
      /the output is not what the text shows:\ngoodbye/,
    );
    await expect(run('planted.md', `${header}\`\`\`sh test\necho a; echo b\n\`\`\`\n\`\`\`text\na\n\`\`\`\n`)).rejects.toThrow(/not what the text shows/);
  });

  it('when a json block belongs to no operation, or an operation hides in another kind of fence', () => {
    expect(() => blocksOf('```json\n{}\n```\n')).toThrow(/follows no graphql block/);
    expect(() => blocksOf('```gql\n{ viewer { name } }\n```\n')).toThrow(/so they are run/);
  });
});

describe('the comparison', () => {
  it('matches objects partially, lists exactly or by their beginning ("..."), and "..." as any value', () => {
    expect(mismatches({ a: 1 }, { a: 1, b: 2 })).toEqual([]);
    expect(mismatches([1, '...'], [1, 2, 3])).toEqual([]);
    expect(mismatches([1], [1, 2])).toEqual(['$: expected 1 items, got 2: [1,2]']);
    expect(mismatches({ id: '...' }, { id: null })).toEqual(['$.id: expected a value, got null']);
    expect(unexpectedErrors({ x: { code: 'NOT_FOUND', message: 'm' } }, { x: { code: 'NOT_FOUND' } })).toEqual([]);
    expect(
      valueAt(
        {
          a: {
            nodes: [
              { key: 'x', id: 1 },
              { key: 'y', id: 2 },
            ],
          },
        },
        'a.nodes[key=y].id',
      ),
    ).toBe(2);
    expect(valueAt([{ a: 1 }, { a: 2 }], '[1].a')).toBe(2);
  });

  it('matches output line for line, "..." standing for any text in a line, or for any lines', () => {
    expect(showsOutput(['a', 'b...'], ['a', 'bc'], true)).toBe(true);
    expect(showsOutput(['a'], ['a', 'b'], true)).toBe(false);
    expect(showsOutput(['a'], ['a', 'b'], false)).toBe(true);
    expect(showsOutput(['...', 'c'], ['a', 'b', 'c'], true)).toBe(true);
    expect(showsOutput(['x...'], ['ax'], true)).toBe(false);
  });
});
