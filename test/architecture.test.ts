// The layout rules of STYLE.md, checked from the source text so they stay true without a linter plugin. The rules
// are a pure function over a map of files, so each one is also shown failing on a planted violation below.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;

/**
 * The layers, top to bottom, and what each may import (besides itself). Every folder of src/ not named here is a
 * domain: domains import only what DOMAIN lists, never each other. A workflow is a folder under workflows/ (one
 * per verb); it imports its own folder and the layers below, never another workflow.
 */
const DOMAIN = 'DOMAIN';
const MAY_IMPORT: Record<string, readonly string[]> = {
  main: ['app', 'config', 'logger', 'signals'],
  signals: ['logger'], // the process's stop signals (main.ts runs them)
  app: ['*'], // the composition root
  cli: ['app', 'caller', 'config', 'logger', 'events', 'db', 'errors', DOMAIN], // operator commands compose services, as app.ts does
  http: ['graphql', 'config', 'logger', 'errors'], // the HTTP edge: routes to Yoga, serves health and static files, drains
  graphql: ['workflows', 'checkpointing', 'restore', 'realtime', 'code', 'caller', DOMAIN, 'events', 'db', 'errors', 'config', 'logger'],
  workflows: ['checkpointing', 'restore', 'code', 'caller', DOMAIN, 'events', 'db', 'errors', 'logger'],
  checkpointing: ['code', 'caller', DOMAIN, 'events', 'db', 'errors', 'logger'],
  restore: ['code', 'caller', DOMAIN, 'events', 'db', 'errors'],
  realtime: ['events', 'db', 'errors', 'logger'],
  code: ['git', 'db', 'errors', 'logger'],
  caller: [DOMAIN, 'code', 'config', 'db', 'logger', 'redaction'], // types only (checked below): the quotas are config's
  [DOMAIN]: ['events', 'db', 'errors'],
  events: ['db', 'redaction', 'errors'],
  redaction: [],
  git: [],
  db: ['errors'],
  config: [],
  logger: [],
  errors: [],
};

/** Where SQL may be written: query files, the database layer. */
const SQL_HOMES = [/\.queries\.ts$/, /^db\//];
const SQL = /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|with)\(|\bsql(<[^>]*>)?`|\.unsafe\(/;
const GRAPHQL_PACKAGES = /^(graphql|graphql-yoga|@pothos\/|graphql-ws|graphql-scalars|@graphql-yoga\/)/;
const MAX_LINES = 300;

/** Known exceptions, each with its reason. Empty is the goal; an entry must say why it cannot follow the rule. */
const EXCEPTIONS: Array<{ file: string; rule: string; reason: string }> = [
  {
    file: 'auth/token.service.ts',
    rule: 'unit-of-work',
    reason: 'bootstrapFirstOwner runs before any owner (so any caller) exists and writes no event: its transaction only serialises creating the first owner',
  },
];

type Files = ReadonlyMap<string, string>; // path relative to src/ -> text

type Import = { spec: string; typeOnly: boolean };

function importsOf(text: string): Import[] {
  return [...text.matchAll(/^(import|export)(\s+type)?[^'";]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map((m) => ({
    spec: m[3] ?? m[4]!,
    typeOnly: Boolean(m[2]),
  }));
}

/** The layer a file belongs to: its top folder (or its name, for a top-level file); a domain's folders map to DOMAIN. */
function layerOf(file: string): string {
  const top = file.includes('/') ? file.split('/')[0]! : file.replace(/\.ts$/, '');
  if (/^[a-z]+-errors$/.test(top)) return 'errors'; // resume-errors.ts, rewind-errors.ts: errors.ts split by concept
  return top in MAY_IMPORT ? top : DOMAIN;
}

/** The unit a file must not reach across: its domain folder, or its workflow folder. */
function unitOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'workflows' && parts.length > 2 ? `workflows/${parts[1]}` : parts.length > 1 ? parts[0]! : file;
}

function resolve(from: string, spec: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
}

function checkArchitecture(files: Files, exceptions = EXCEPTIONS): string[] {
  const problems: string[] = [];
  const graph = new Map<string, string[]>();
  const except = (file: string, rule: string) => exceptions.some((e) => e.file === file && e.rule === rule);
  const report = (file: string, rule: string, message: string) => {
    if (!except(file, rule)) problems.push(`${file}: ${message}`);
  };
  for (const [file, text] of files) {
    const from = layerOf(file);
    const edges: string[] = [];
    for (const { spec, typeOnly } of importsOf(text)) {
      if (GRAPHQL_PACKAGES.test(spec) && from !== 'graphql') report(file, 'graphql-edge', `imports ${spec}: only graphql/ knows GraphQL`);
      if (spec === 'simple-git' && from !== 'git') report(file, 'git', 'imports simple-git: only git/ runs git');
      if (!spec.startsWith('.')) continue;
      const target = resolve(file, spec);
      edges.push(target);
      const to = layerOf(target);
      if (unitOf(target) === unitOf(file)) continue;
      if (from === 'caller' && !typeOnly) report(file, 'caller-types', `imports values from ${target}: caller.ts holds types only`);
      if (to === 'workflows' && from === 'workflows') {
        report(file, 'workflow-workflow', `imports ${target}: a workflow never imports another workflow (push the shared part down a layer)`);
        continue;
      }
      if (to === DOMAIN && from === DOMAIN) {
        report(file, 'domain-domain', `imports ${target}: domains never import each other (a use case spanning two is a workflow)`);
        continue;
      }
      if (to === 'git' && from !== 'code') report(file, 'git', `imports ${target}: only code/ uses git/`);
      if (to === 'http' && from !== 'app') report(file, 'http-edge', `imports ${target}: only app.ts composes the HTTP edge (http/)`);
      const allowed = MAY_IMPORT[from]!;
      if (!allowed.includes('*') && !allowed.includes(to) && to !== from)
        report(file, 'direction', `imports ${target}: ${from} may import only ${allowed.join(', ') || 'nothing'}`);
    }
    graph.set(file, edges);
    if (SQL.test(text) && !SQL_HOMES.some((home) => home.test(file))) report(file, 'sql', 'holds SQL: only *.queries.ts files and db/ do');
    if (file.endsWith('.queries.ts'))
      for (const name of untenanted(text)) report(file, 'tenancy', `${name} takes an owner but does not scope by it: use ownedBy (db/tenancy.ts)`);
    if (/\bappendEvents\(|\.transaction\(\)/.test(text) && !file.startsWith('events/')) {
      report(file, 'unit-of-work', 'opens a transaction or appends events itself: writes go through the unit of work (events/unit-of-work.ts)');
    }
    const lines = text.split('\n').length;
    if (lines > MAX_LINES) report(file, 'size', `has ${lines} lines: split it by concept (at most ${MAX_LINES})`);
    if (path.posix.basename(file) === 'index.ts') report(file, 'barrel', 'is a barrel: import from the file that defines the thing');
  }
  for (const cycle of cyclesOf(graph)) problems.push(`import cycle: ${cycle.join(' -> ')}`);
  return problems;
}

/**
 * Query functions that read an owner's rows by id but do not scope them with the one tenancy predicate: every
 * find…ByIds must take the owner, and every query function that takes an owner and reads or changes rows must use ownedBy.
 */
function untenanted(text: string): string[] {
  const functions = [...text.matchAll(/^export async function (\w+)\(([^)]*)\)[^{]*\{([\s\S]*?)^\}/gm)];
  return functions
    .filter(([, name, params, body]) => {
      const takesOwner = /\bownerId\b/.test(params!);
      const reads = /\.(selectFrom|updateTable|deleteFrom)\(/.test(body!); // an insert names its owner in the row itself
      return (/ByIds$/.test(name!) || (takesOwner && reads)) && !(takesOwner && /\bownedBy\(/.test(body!));
    })
    .map(([, name]) => name!)
    .filter((name) => !(name in TENANCY_EXEMPT));
}

/** Query functions that take an owner but must not be scoped to it, each with its reason. */
const TENANCY_EXEMPT: Record<string, string> = {
  lockLeaseChecks: "locks the owner's own row (owners.id = ownerId) to count its leases",
  findOtherOwnersRoots: 'reads the roots of every other owner on purpose: roots of two owners must never overlap',
  findForeignWorkspacePathsUnder: "reads other owners' workspaces on purpose: a granted root must not take one over",
};

/** Every cycle of the import graph, each reported once (type-only imports count: they couple the files too). */
function cyclesOf(graph: ReadonlyMap<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

async function sourceFiles(dir = SRC): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (file) => [path.relative(SRC, file), await readFile(file, 'utf8')] as const)));
}

describe('architecture', () => {
  it('keeps every rule on the real source tree', async () => {
    const files = await sourceFiles();
    expect(files.size).toBeGreaterThan(50);
    expect(checkArchitecture(files)).toEqual([]);
  });

  it('lists no exception without a reason, and none that is not needed', async () => {
    const withoutExceptions = checkArchitecture(await sourceFiles(), []);
    for (const exception of EXCEPTIONS) {
      expect(exception.reason.length).toBeGreaterThan(20);
      expect(withoutExceptions.some((problem) => problem.startsWith(`${exception.file}:`))).toBe(true);
    }
  });

  it('derives the domains from the folders', async () => {
    const folders = new Set([...(await sourceFiles()).keys()].filter((file) => file.includes('/')).map((file) => file.split('/')[0]!));
    const domains = [...folders].filter((folder) => layerOf(`${folder}/x.ts`) === DOMAIN).sort();
    expect(domains).toEqual([
      'approvals',
      'auth',
      'checkpoints',
      'conversations',
      'idempotency',
      'plans',
      'rewinds',
      'sessions',
      'shared-context',
      'todos',
      'workspaces',
    ]);
  });

  // Each rule, shown failing on a planted violation (added to an otherwise clean tree).
  const planted: Array<[rule: string, file: string, text: string, expected: RegExp]> = [
    ['a domain imports another domain', 'plans/plan.model.ts', "import { x } from '../checkpoints/checkpoint.model.ts';", /domains never import each other/],
    [
      'a workflow imports another workflow',
      'workflows/rewind/rewind.ts',
      "import { x } from '../resume/preview.ts';",
      /a workflow never imports another workflow/,
    ],
    ['a layer imports upward', 'events/unit-of-work.ts', "import { x } from '../plans/plan.service.ts';", /events may import only db, redaction, errors/],
    ['a domain imports a workflow', 'sessions/session.service.ts', "import { x } from '../workflows/leases/leases.ts';", /DOMAIN may import only/],
    ['git/ used outside code/', 'workflows/resume/resume-session.ts', "import { x } from '../../git/workspace-git.ts';", /only code\/ uses git/],
    ['simple-git outside git/', 'code/workspace-code.ts', "import { simpleGit } from 'simple-git';", /only git\/ runs git/],
    ['GraphQL outside the edge', 'app.ts', "import { createGraphQLError } from 'graphql-yoga';", /only graphql\/ knows GraphQL/],
    ['GraphQL in the HTTP edge', 'http/server.ts', "import type { YogaServerInstance } from 'graphql-yoga';", /only graphql\/ knows GraphQL/],
    [
      'the HTTP edge imported outside app.ts',
      'graphql/server.ts',
      "import { SHUTDOWN_GRACE_MS } from '../http/drain.ts';",
      /only app\.ts composes the HTTP edge/,
    ],
    ['the HTTP edge run by main.ts', 'main.ts', "import { createHttpEdge } from './http/server.ts';", /only app\.ts composes the HTTP edge/],
    [
      'the HTTP edge reaching past GraphQL',
      'http/server.ts',
      "import { x } from '../workflows/resume/resume-session.ts';",
      /http may import only graphql, config, logger, errors/,
    ],
    ['SQL outside query files', 'graphql/schema/plans.ts', "const rows = db.selectFrom('steps').select('state');", /holds SQL/],
    ['raw sql outside query files', 'sessions/session.service.ts', 'const x = sql`select 1`;', /holds SQL/],
    ['events appended around the unit of work', 'workflows/work/custom-events.ts', 'await appendEvents(trx, redact, events);', /through the unit of work/],
    [
      'a transaction opened around the unit of work',
      'checkpointing/auto-checkpoint.ts',
      'await caller.db.transaction().execute(async (trx) => {});',
      /through the unit of work/,
    ],
    ['a value import into caller.ts', 'caller.ts', "import { createCodeStore } from './code/workspace-code.ts';", /holds types only/],
    ['a file over 300 lines', 'plans/plan.model.ts', 'x\n'.repeat(301), /has 302 lines/],
    [
      'a find…ByIds without the owner',
      'plans/plan.queries.ts',
      "export async function findTasksByIds(db: Db, ids: string[]) {\n  return db.selectFrom('tasks').where('id', 'in', ids);\n}",
      /findTasksByIds takes an owner but does not scope/,
    ],
    [
      'an owner taken but not used to scope',
      'plans/plan.queries.ts',
      "export async function findTasksByIds(db: Db, ownerId: string, ids: string[]) {\n  return db.selectFrom('tasks').innerJoin('sessions', 'sessions.id', 'tasks.session_id').where('id', 'in', ids);\n}",
      /findTasksByIds takes an owner but does not scope/,
    ],
    ['a barrel', 'plans/index.ts', "export { x } from './plan.model.ts';", /is a barrel/],
  ];
  it.each(planted)('fails on a planted violation: %s', (_rule, file, text, expected) => {
    const files = new Map([[file, text]]);
    const problems = checkArchitecture(files);
    expect(
      problems.some((problem) => expected.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('fails on a planted import cycle', () => {
    const files = new Map([
      ['plans/a.ts', "import type { B } from './b.ts';"],
      ['plans/b.ts', "import { a } from './a.ts';"],
    ]);
    expect(checkArchitecture(files)).toEqual(['import cycle: plans/a.ts -> plans/b.ts -> plans/a.ts']);
  });

  it('passes the same planted files when they follow the rules', () => {
    const files = new Map([
      ['workflows/rewind/rewind.ts', "import { x } from './preview.ts';\nimport { y } from '../../restore/restore.service.ts';"],
      ['workflows/rewind/preview.ts', "import { z } from '../../plans/plan.queries.ts';"],
      ['plans/plan.queries.ts', "const rows = db.selectFrom('steps').select('state');"],
    ]);
    expect(checkArchitecture(files)).toEqual([]);
  });

  it('lets app.ts compose the HTTP edge, and the edge route to GraphQL', () => {
    const files = new Map([
      ['app.ts', "import { createHttpEdge } from './http/server.ts';"],
      ['http/server.ts', "import { drainable } from './drain.ts';\nimport type { createGraphQLServer } from '../graphql/server.ts';"],
    ]);
    expect(checkArchitecture(files)).toEqual([]);
  });
});
