// The dependency rules of STYLE.md, checked from the import lines, so they stay true without a linter.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;
const DOMAINS = ['auth', 'workspaces', 'sessions', 'plans', 'conversations', 'approvals', 'idempotency'];

async function sourceFiles(dir = SRC): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat().filter((file) => file.endsWith('.ts'));
}

async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

function folderOf(file: string): string {
  const rel = path.relative(SRC, file);
  return rel.includes(path.sep) ? rel.split(path.sep)[0]! : rel.replace(/\.ts$/, '');
}

describe('architecture', () => {
  it('keeps the dependency direction: domains never import each other, only graphql/ knows GraphQL, only git/ uses simple-git', async () => {
    const problems: string[] = [];
    for (const file of await sourceFiles()) {
      const from = folderOf(file);
      for (const spec of await importsOf(file)) {
        const target = spec.startsWith('.') ? folderOf(path.resolve(path.dirname(file), spec)) : null;
        const rel = path.relative(SRC, file);
        if (DOMAINS.includes(from) && target && DOMAINS.includes(target) && target !== from) problems.push(`${rel} imports domain ${target}`);
        if (['db', 'errors', 'git'].includes(from) && target && target !== from && target !== 'errors') problems.push(`${rel} imports ${target}`);
        if (from !== 'graphql' && /^(graphql|graphql-yoga|@pothos\/|graphql-ws|graphql-scalars)/.test(spec) && !['app', 'realtime'].includes(from)) {
          problems.push(`${rel} imports ${spec}: only graphql/ knows GraphQL`);
        }
        if (from !== 'git' && spec === 'simple-git') problems.push(`${rel} imports simple-git`);
        if (target === 'graphql' && from !== 'graphql' && from !== 'app') problems.push(`${rel} imports the API edge`);
        if (target === 'workflows' && !['graphql', 'workflows', 'app', 'demo'].includes(from)) problems.push(`${rel} imports a workflow`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no barrel files that re-export values', async () => {
    const barrels = (await sourceFiles()).filter((file) => path.basename(file) === 'index.ts');
    expect(barrels).toEqual([]);
  });
});
