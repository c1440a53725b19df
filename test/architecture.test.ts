// The layout rules of STYLE.md, checked from the source text so they stay true without a linter plugin. The rules
// are a pure function over a map of files, so each one is also shown failing on a planted violation below.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;

/**
 * The layers, top to bottom, and what each may import (besides itself). Every folder and top-level file of src/ is
 * named: here, in DOMAINS or in READ_MODELS; one the table does not name fails (a new folder is no domain by default).
 * Domains import only what DOMAIN lists, never each other. A workflow is a folder under workflows/ (one
 * per verb; a variant of a verb may sit in a folder inside it, as workflows/resume/task/ in workflows/resume/, and is
 * a workflow of its own); it imports its own folder and the layers below, never another workflow.
 */
const DOMAIN = 'DOMAIN';
/** The domains: one folder each, a concept's rules and SQL. */
const DOMAINS = [
  'agents',
  'approvals',
  'auth',
  'checkpoints',
  'client-state',
  'conversations',
  'deletions',
  'idempotency',
  'objects',
  'plans',
  'retention',
  'rewinds',
  'sessions',
  'shared-context',
  'todos',
  'workspaces',
];
/**
 * Read models: views that span domains, with SQL of their own over any table. They read and never write (checked),
 * import only db, errors and the domains' pure *.model.ts files, and only graphql/ (and app.ts) imports them.
 */
const READ_MODEL = 'READ_MODEL';
const READ_MODELS = ['lineage', 'history'];
/** A domain's pure files (*.model.ts), as an entry of MAY_IMPORT: the read models' way into the domains. */
const DOMAIN_MODELS = 'DOMAIN *.model.ts';
/** A folder or top-level file the table does not name. */
const UNKNOWN = 'UNKNOWN';
const MAY_IMPORT: Record<string, readonly string[]> = {
  main: ['production', 'app', 'config', 'logger', 'signals', 'driver-faults'],
  production: [], // NODE_ENV for the server process, set before anything loads graphql-js (main.ts and cli/savepoint.ts import it first)
  signals: ['logger'], // the process's stop signals (main.ts runs them)
  'driver-faults': ['logger'], // the one library fault contained at the process level (main.ts installs it)
  // the resources every use case gets (caller.ts Settings), made from the configuration: app.ts and the command line
  settings: ['caller', 'config', 'logger', 'code', 'redaction', DOMAIN],
  app: ['*'], // the composition root
  // the command line's entry (savepoint.ts: every command registered) and npm run demo (demo.ts, which starts the app
  // when no server runs); both compose what they run, as app.ts does
  cli: ['production', 'app', 'config', 'logger', 'client', 'runner', 'cli/admin', 'cli/people', 'cli/terminal', 'cli/demo'],
  // operators' commands (owners, tokens, agent, doctor, migrate, serve) compose the server's services on its database;
  // serve is npm start, so it runs main.ts
  'cli/admin': [
    'main',
    'app',
    'settings',
    'caller',
    'config',
    'logger',
    'signals',
    'events',
    'db',
    'errors',
    DOMAIN,
    'client',
    'agent',
    'agent-clis',
    'recorder',
    'cli/terminal',
  ],
  // the people's commands (sessions, status, resume, history, rewind, fork, tail...): a running server's public API
  // only, so they never load the server's code (and start fast, bundled: bin/savepoint.js)
  // (and the runner kit's journals on this machine: `status` says what waits while degraded)
  'cli/people': ['client', 'runner', 'cli/terminal'],
  'cli/terminal': [], // what a terminal is shown (printable text, tables, colour, times, progress): for operators and people alike
  'cli/demo': ['client', 'runner'], // code for people (the demo): on the client and the runner kit only, whichever server it is given
  http: ['graphql', 'config', 'logger', 'errors'], // the HTTP edge: routes to Yoga and the wire routes, serves health and static files, drains
  // the routes beside GraphQL (code objects, export and import): an API edge on the domains and transfer/, handed to http/ by app.ts
  wire: ['transfer', 'caller', DOMAIN, 'db', 'errors', 'config', 'logger'],
  graphql: ['workflows', 'transfer', READ_MODEL, 'capture', 'restore', 'realtime', 'code', 'caller', DOMAIN, 'events', 'db', 'errors', 'config', 'logger'],
  // a session's export and its import: use cases spanning every domain of a session, as a workflow is; the wire routes
  // stream them, graphql/ imports one that fits a request
  transfer: ['caller', DOMAIN, 'events', 'redaction', 'db', 'errors'],
  // a workflow may use a session's export (retention archives what it deletes)
  workflows: ['reporting', 'capture', 'restore', 'code', 'transfer', 'caller', DOMAIN, 'events', 'db', 'errors', 'logger'],
  // the reports of work, each run on a session its caller locked (messages, own events, plan revisions, task and step
  // reports, todos): one part per rule, shared by the single mutations' workflows and recordWork's batch of writes
  reporting: ['capture', 'caller', DOMAIN, 'events', 'db', 'errors'],
  capture: ['code', 'caller', DOMAIN, 'events', 'db', 'errors', 'logger'],
  restore: ['code', 'caller', DOMAIN, 'events', 'db', 'errors'],
  realtime: ['events', 'db', 'errors', 'logger'],
  code: ['git', 'db', 'errors', 'logger'],
  caller: [DOMAIN, 'code', 'config', 'db', 'logger', 'redaction'], // types only (checked below): the quotas are config's
  [READ_MODEL]: ['db', 'errors', DOMAIN_MODELS],
  [DOMAIN]: ['events', 'db', 'errors'],
  events: ['db', 'redaction', 'errors'],
  redaction: [],
  git: [],
  db: ['errors'],
  config: [],
  logger: [],
  errors: [],
  client: [], // not even types: it runs where the server's code is not (runners' machines, browsers)
  // agent CLIs (Claude Code...) as recording actions: their hook payloads and transcripts read, pure but for reading
  // files; it runs in a hook process that must start in milliseconds, so it imports nothing of src/ (nor the client)
  'agent-clis': [],
  // an agent CLI's session recorded into Savepoint: the hook's spool and the drainer applying the adapters' actions
  // through the runner kit (its lease, keyed writes and degraded-mode journal; the hook's half, spool and hook entry,
  // loads none of it)
  recorder: ['agent-clis', 'runner'],
  // the viewer served under /viewer (bundled by bin/viewer-bundle.js): a browser page on the public API, like any other
  // client, so it imports the client only (and preact and lowlight: WEB_PACKAGES), never the server's code
  web: ['client'],
  agent: ['git', 'client'], // the workspace agent: beside the files, on the public API only (and Node's built-ins)
  // the runner kit: what agent runners build on (leases, keyed writes, the degraded-mode journal, the agent in their
  // process); it runs on runners' machines, so on the client and the agent only (and Node's built-ins)
  runner: ['client', 'agent'],
  // the agent a server runs for its local owners: the agent as it is, given a token and told whether it may still work
  'embedded-agent': ['agent', DOMAIN, 'db', 'errors', 'logger'],
};

/** What a read model must not do: write (Kysely's builders, or SQL text). */
const WRITES = /\.(insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\b(insert\s+into|update\s+[\w."]+\s+set|delete\s+from|truncate|merge\s+into)\b/i;

/** Where SQL may be written: query files, the database layer. */
const SQL_HOMES = [/\.queries\.ts$/, /^db\//];
const SQL = /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|with)\(|\bsql(<[^>]*>)?`|\.unsafe\(/;
const GRAPHQL_PACKAGES = /^(graphql|graphql-yoga|@pothos\/|graphql-ws|graphql-scalars|@graphql-yoga\/)/;
/** The only packages client/ imports: the graphql-ws protocol (no GraphQL library) and the types of typed documents. */
const CLIENT_PACKAGES = /^(graphql-ws\/client|@graphql-typed-document-node\/core)$/;
/**
 * LangGraph's checkpointer on the client (client/langgraph/: SavepointSaver extends its BaseCheckpointSaver): only that
 * folder imports it, so the rest of the client (the viewer's, the people's bundles) still runs without it.
 */
const LANGGRAPH_PACKAGES = /^@langchain\/langgraph-checkpoint$/;
/**
 * The only packages the people's commands and the terminal helpers import: the command line library, WebSocket (Node 20
 * has no global one) and Node's built-ins. They are bundled for a fast start (bin/savepoint.js): never the server's.
 */
const PEOPLE_PACKAGES = /^(node:[\w/]+|commander|ws)$/;
/** The only packages the viewer imports: its UI library. It reaches the API through client/ alone. */
/** The viewer's packages: its UI library, and its code highlighter with the grammars it bundles (src/web/diff/highlight.ts). */
const WEB_PACKAGES = /^(preact(\/hooks)?|lowlight|highlight\.js\/lib\/languages\/[a-z]+)$/;
/** Generated by `npm run codegen` (drift-checked by CI): held to no size. */
const GENERATED = /^client\/gql\//;
const MAX_LINES = 300;
/**
 * Who takes a session's lock around file work: the one locked-change protocol (replay, lock, replay, prepare, effect
 * with undo, transaction, undo on failure) and taking a code checkpoint (snapshot to row under the lock).
 */
const LOCK_HOLDERS = ['restore/locked-change.ts', 'capture/take-checkpoint.ts'];
/** Above this a file is printed (never failed): a split by concept is planned before the wall forces one. */
const NOTICE_LINES = 250;

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

/** The top folder of a file, or its name for a top-level file. */
const topOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : file.replace(/\.ts$/, ''));

/**
 * The layer a file belongs to: its top folder (or its name, for a top-level file), or a folder under it that the
 * table names (cli/demo); domains and read models by their lists; UNKNOWN for anything the table does not name.
 */
function layerOf(file: string): string {
  const folder = file.split('/').slice(0, 2).join('/');
  if (file.split('/').length > 2 && folder in MAY_IMPORT) return folder;
  const top = topOf(file);
  if (top in MAY_IMPORT) return top;
  return DOMAINS.includes(top) ? DOMAIN : READ_MODELS.includes(top) ? READ_MODEL : UNKNOWN;
}

/**
 * The unit a file must not reach across: its domain folder, its workflow folder (the folder it is in), or its layer's
 * folder (cli/demo).
 */
function unitOf(file: string): string {
  const parts = file.split('/');
  if (layerOf(file).includes('/')) return layerOf(file);
  return parts[0] === 'workflows' && parts.length > 2 ? path.posix.dirname(file) : parts.length > 1 ? parts[0]! : file;
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
    if (from === UNKNOWN) {
      const where = file.includes('/') ? `in ${topOf(file)}/, a folder` : 'a top-level file';
      report(file, 'layer', `is ${where} the architecture table does not name: add it to MAY_IMPORT, DOMAINS or READ_MODELS`);
    }
    for (const { spec, typeOnly } of importsOf(text)) {
      if (GRAPHQL_PACKAGES.test(spec) && from !== 'graphql' && from !== 'client') report(file, 'graphql-edge', `imports ${spec}: only graphql/ knows GraphQL`);
      const langgraph = file.startsWith('client/langgraph/') && LANGGRAPH_PACKAGES.test(spec);
      if (from === 'client' && !spec.startsWith('.') && !CLIENT_PACKAGES.test(spec) && !langgraph) {
        report(
          file,
          'client-packages',
          `imports ${spec}: client/ imports only graphql-ws/client and typed-document types, and client/langgraph/ LangGraph's checkpoint package (it runs without the server's packages)`,
        );
      }
      if ((from === 'cli/people' || from === 'cli/terminal') && !spec.startsWith('.') && !PEOPLE_PACKAGES.test(spec)) {
        report(
          file,
          'people-packages',
          `imports ${spec}: the people's commands import only commander, ws and Node's built-ins (they start without the server's packages)`,
        );
      }
      if (from === 'web' && !spec.startsWith('.') && !WEB_PACKAGES.test(spec)) {
        report(file, 'web-packages', `imports ${spec}: the viewer imports only preact and lowlight; it reaches the API through client/ (it runs in a browser)`);
      }
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
      if (to === 'git' && from !== 'code' && from !== 'agent') report(file, 'git', `imports ${target}: only code/ and agent/ use git/`);
      if (to === 'agent' && from !== 'app' && from !== 'cli' && from !== 'cli/admin' && from !== 'embedded-agent' && from !== 'runner') {
        report(
          file,
          'agent-edge',
          `imports ${target}: the agent talks to the server only through the public API (embedded-agent/ may embed it, cli/ and runner/ run it)`,
        );
        continue;
      }
      if (to === 'http' && from !== 'app') report(file, 'http-edge', `imports ${target}: only app.ts composes the HTTP edge (http/)`);
      if (to === READ_MODEL && from !== READ_MODEL && from !== 'graphql' && from !== 'app') {
        report(file, 'read-model', `imports ${target}: only graphql/ (and app.ts) reads a read model`);
        continue;
      }
      const allowed = MAY_IMPORT[from] ?? [];
      const domainModel = to === DOMAIN && target.endsWith('.model.ts') && allowed.includes(DOMAIN_MODELS);
      if (!allowed.includes('*') && !allowed.includes(to) && to !== from && !domainModel)
        report(file, 'direction', `imports ${target}: ${from} may import only ${allowed.join(', ') || 'nothing'}`);
    }
    graph.set(file, edges);
    if (from === READ_MODEL && WRITES.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) {
      report(file, 'read-only', 'writes: a read model reads and never writes (the domains write, through the unit of work)');
    }
    if (SQL.test(text) && !SQL_HOMES.some((home) => home.test(file))) report(file, 'sql', 'holds SQL: only *.queries.ts files and db/ do');
    if (file.endsWith('.queries.ts'))
      for (const name of untenanted(text)) report(file, 'tenancy', `${name} takes an owner but does not scope by it: use ownedBy (db/tenancy.ts)`);
    if (/\bwithSessionLock\(/.test(text) && !LOCK_HOLDERS.includes(file) && !file.startsWith('db/')) {
      report(file, 'locked-change', 'takes the session lock itself: a change that touches files runs through restore/locked-change.ts (runLockedChange)');
    }
    if (/\bappendEvents\(|\brunTransaction\(/.test(text) && !file.startsWith('events/') && file !== 'db/transaction.ts') {
      report(file, 'unit-of-work', 'opens a transaction or appends events itself: writes go through the unit of work (events/unit-of-work.ts)');
    }
    if (/\.transaction\(\)/.test(text)) {
      report(
        file,
        'transaction',
        "opens Kysely's own transaction: db/transaction.ts runTransaction opens them all (BEGIN with the first statement, statements pipelined)",
      );
    }
    const lines = text.split('\n').length;
    if (lines > MAX_LINES && !GENERATED.test(file)) report(file, 'size', `has ${lines} lines: split it by concept (at most ${MAX_LINES})`);
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
  isLocalOwner: "reads the owner's own row (owners.id = ownerId): whether the server does its file work",
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

/** Files above NOTICE_LINES (generated ones aside), longest first, as "lines file". */
function nearTheWall(files: Files): string[] {
  return [...files]
    .filter(([file]) => !GENERATED.test(file))
    .map(([file, text]) => [file, text.split('\n').length] as const)
    .filter(([, lines]) => lines > NOTICE_LINES)
    .sort((a, b) => b[1] - a[1])
    .map(([file, lines]) => `${lines} ${file}`);
}

/**
 * Dev tools (test/tools/, run by tests and by `npm run`, never shipped) read src/ as text: they import nothing of src/
 * (nor of the tests around them), so a tool never runs the code it checks.
 */
function checkTools(files: Files): string[] {
  return [...files].flatMap(([file, text]) =>
    importsOf(text)
      .filter(({ spec }) => spec.startsWith('.') && !resolve(file, spec).startsWith('test/tools/'))
      .map(({ spec }) => `${file}: imports ${resolve(file, spec)}: a dev tool reads src/ as text and imports only its own folder and packages`),
  );
}

async function sourceFiles(dir = SRC): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (file) => [path.relative(SRC, file), await readFile(file, 'utf8')] as const)));
}

describe('architecture', () => {
  it('keeps every rule on the real source tree', async () => {
    const files = await sourceFiles();
    expect(files.size).toBeGreaterThan(50);
    expect(checkArchitecture(files)).toEqual([]);
    const near = nearTheWall(files);
    if (near.length) console.log(`Files over ${NOTICE_LINES} lines (split by concept before ${MAX_LINES}):\n  ${near.join('\n  ')}`);
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
      'agents',
      'approvals',
      'auth',
      'checkpoints',
      'client-state',
      'conversations',
      'deletions',
      'idempotency',
      'objects',
      'plans',
      'retention',
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
    [
      'a workflow imports the workflow in a folder inside its own',
      'workflows/resume/resume-session.ts',
      "import { x } from './task/resume-task.ts';",
      /a workflow never imports another workflow/,
    ],
    [
      'a workflow imports the workflow whose folder holds its own',
      'workflows/resume/task/resume-task.ts',
      "import { x } from '../run.ts';",
      /a workflow never imports another workflow/,
    ],
    [
      'a workflow takes the session lock itself',
      'workflows/fork/fork-session.ts',
      "import { withSessionLock } from '../../db/advisory-locks.ts';\nexport const f = (db: never) => withSessionLock(db, 'x', async () => 1);",
      /runs through restore\/locked-change.ts/,
    ],
    ['a layer imports upward', 'events/unit-of-work.ts', "import { x } from '../plans/plan.service.ts';", /events may import only db, redaction, errors/],
    ['a domain imports a workflow', 'sessions/session.service.ts', "import { x } from '../workflows/leases/leases.ts';", /DOMAIN may import only/],
    ['git/ used outside code/', 'workflows/resume/resume-session.ts', "import { x } from '../../git/workspace-git.ts';", /only code\/ and agent\/ use git/],
    [
      'the server imports the agent',
      'workflows/rewind/rewind.ts',
      "import { snapshot } from '../../agent/agent-store.ts';",
      /embedded-agent\/ may embed it, cli\/ and runner\/ run it/,
    ],
    [
      'code/ imports the agent',
      'code/restore-plan.ts',
      "import { uploadTree } from '../agent/upload.ts';",
      /the agent talks to the server only through the public API/,
    ],
    ['the agent imports the server', 'agent/upload.ts', "import { withSessionLock } from '../db/advisory-locks.ts';", /agent may import only git, client/],
    [
      "Kysely's own transaction, even in the unit of work",
      'events/unit-of-work.ts',
      'export const f = (db: never) => (db as any).transaction().execute(async () => 1);',
      /db\/transaction.ts runTransaction opens them all/,
    ],
    ["the agent imports the server's errors", 'agent/sync-error.ts', "import { DomainError } from '../errors/domain.ts';", /agent may import only git, client/],
    ['the agent imports code/', 'agent/agent-store.ts', "import { restoredPaths } from '../code/restore-plan.ts';", /agent may import only git, client/],
    [
      'the runner kit imports the server',
      'runner/pipeline.ts',
      "import { withIdempotency } from '../idempotency/idempotency.service.ts';",
      /runner may import only client, agent/,
    ],
    [
      "the runner kit imports the server's errors",
      'runner/errors.ts',
      "import { DomainError } from '../errors/domain.ts';",
      /runner may import only client, agent/,
    ],
    ['the runner kit runs git itself', 'runner/run-agent.ts', "import { x } from '../git/workspace-git.ts';", /only code\/ and agent\/ use git/],
    ['the server imports the runner kit', 'workflows/resume/run.ts', "import { openRun } from '../../runner/runner.ts';", /workflows may import only/],
    ['simple-git outside git/', 'code/restore-plan.ts', "import { simpleGit } from 'simple-git';", /only git\/ runs git/],
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
    [
      'the wire routes reaching a workflow',
      'wire/objects.ts',
      "import { x } from '../workflows/resume/resume-session.ts';",
      /wire may import only transfer, caller, DOMAIN/,
    ],
    ['the wire routes knowing GraphQL', 'wire/objects.ts', "import { x } from '../graphql/server.ts';", /wire may import only transfer, caller, DOMAIN/],
    [
      'the HTTP edge importing the wire routes',
      'http/server.ts',
      "import { createObjectRoutes } from '../wire/objects.ts';",
      /only app\.ts composes|http may import only/,
    ],
    ['SQL in the wire routes', 'wire/objects.ts', "const rows = db.selectFrom('code_objects').selectAll();", /holds SQL/],
    [
      'export and import reaching a workflow',
      'transfer/import.service.ts',
      "import { x } from '../workflows/fork/fork-session.ts';",
      /transfer may import only/,
    ],
    ['export and import knowing GraphQL', 'transfer/export.service.ts', "import { localId } from '../graphql/ids.ts';", /transfer may import only/],
    ['a domain importing export and import', 'sessions/session.service.ts', "import { x } from '../transfer/export.service.ts';", /DOMAIN may import only/],
    ['SQL in export and import outside a query file', 'transfer/import-section.ts', "const rows = trx.selectFrom('sessions').selectAll();", /holds SQL/],
    ['SQL outside query files', 'graphql/schema/plans.ts', "const rows = db.selectFrom('steps').select('state');", /holds SQL/],
    ['raw sql outside query files', 'sessions/session.service.ts', 'const x = sql`select 1`;', /holds SQL/],
    ['events appended around the unit of work', 'workflows/work/custom-events.ts', 'await appendEvents(trx, redact, events);', /through the unit of work/],
    [
      'a transaction opened around the unit of work',
      'capture/auto-checkpoint.ts',
      'await runTransaction(caller.db, async (trx) => {});',
      /through the unit of work/,
    ],
    ['a value import into caller.ts', 'caller.ts', "import { restoredPaths } from './code/restore-plan.ts';", /holds types only/],
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
    [
      'the client imports the server (a type only)',
      'client/results.ts',
      "import type { ErrorCode } from '../errors/domain.ts';",
      /client may import only nothing/,
    ],
    ['the client imports a package of the server', 'client/client.ts', "import postgres from 'postgres';", /client\/ imports only graphql-ws\/client/],
    [
      'the client outside langgraph/ imports LangGraph',
      'client/client.ts',
      "import { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';",
      /client\/ imports only graphql-ws\/client/,
    ],
    ['code for people imports the server', 'cli/demo/seed.ts', "import { createApp } from '../../app.ts';", /cli\/demo may import only client/],
    ['code for people imports an operator command', 'cli/demo/seed.ts', "import { x } from '../admin/owners.ts';", /cli\/demo may import only client/],
    [
      "a people's command imports the server",
      'cli/people/status.ts',
      "import { createApp } from '../../app.ts';",
      /cli\/people may import only client, runner, cli\/terminal/,
    ],
    [
      "a people's command imports an operator command",
      'cli/people/status.ts',
      "import { withDatabase } from '../admin/database.ts';",
      /cli\/people may import only client/,
    ],
    [
      "a people's command imports a package of the server",
      'cli/people/status.ts',
      "import postgres from 'postgres';",
      /the people's commands import only commander, ws/,
    ],
    [
      'the terminal helpers import the client',
      'cli/terminal/table.ts',
      "import { result } from '../../client/results.ts';",
      /cli\/terminal may import only nothing/,
    ],
    [
      'the viewer imports the server',
      'web/pages/overview.tsx',
      "import { findSessionById } from '../../sessions/session.queries.ts';",
      /web may import only client/,
    ],
    ['the viewer imports a package of the server', 'web/pages/overview.tsx', "import postgres from 'postgres';", /the viewer imports only preact and lowlight/],
    ['the viewer imports a Node built-in', 'web/token.ts', "import { readFile } from 'node:fs/promises';", /the viewer imports only preact and lowlight/],
    ['the client imports a Node built-in', 'client/feed.ts', "import { setTimeout } from 'node:timers/promises';", /client\/ imports only graphql-ws\/client/],
    [
      'the agent reaches into the server',
      'agent/runtime.ts',
      "import { findCommand } from '../agents/agent-command.queries.ts';",
      /agent may import only git, client/,
    ],
    ['a folder the table does not name', 'reports/summary.ts', 'export const x = 1;', /is in reports\/, a folder the architecture table does not name/],
    ['a top-level file the table does not name', 'helpers.ts', 'export const x = 1;', /is a top-level file the architecture table does not name/],
    [
      'a read model imports a domain query file',
      'lineage/lineage.queries.ts',
      "import { findSessionsByIds } from '../sessions/session.queries.ts';",
      /READ_MODEL may import only db, errors, DOMAIN \*\.model\.ts/,
    ],
    ['a read model imports a workflow', 'lineage/lineage.queries.ts', "import { x } from '../workflows/fork/fork-session.ts';", /READ_MODEL may import only/],
    [
      'a read model writes with Kysely',
      'lineage/lineage.queries.ts',
      "await db.updateTable('sessions').set({ objective: 'x' }).execute();",
      /a read model reads and never writes/,
    ],
    [
      'a read model writes in SQL',
      'lineage/lineage.queries.ts',
      'await sql`delete from sessions where id = 1`.execute(db);',
      /a read model reads and never writes/,
    ],
    [
      'a workflow imports a read model',
      'workflows/fork/fork-session.ts',
      "import { findChildIds } from '../../lineage/lineage.queries.ts';",
      /only graphql\/ \(and app\.ts\) reads a read model/,
    ],
    [
      'a domain imports a read model',
      'sessions/session.service.ts',
      "import { findChildIds } from '../lineage/lineage.queries.ts';",
      /only graphql\/ \(and app\.ts\) reads a read model/,
    ],
  ];
  it.each(planted)('fails on a planted violation: %s', (_rule, file, text, expected) => {
    const files = new Map([[file, text]]);
    const problems = checkArchitecture(files);
    expect(
      problems.some((problem) => expected.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('prints a file over 250 lines without failing on it', () => {
    const files = new Map([['plans/plan.model.ts', 'x\n'.repeat(260)]]);
    expect(checkArchitecture(files)).toEqual([]);
    expect(nearTheWall(files)).toEqual(['261 plans/plan.model.ts']);
  });

  it("lets a read model read the domains' pure files and graphql/ read it", () => {
    const files = new Map([
      [
        'lineage/lineage.queries.ts',
        "import { ownedBy } from '../db/tenancy.ts';\nimport type { LineageLink } from '../sessions/lineage.model.ts';\nconst rows = sql`select id from sessions`;",
      ],
      ['graphql/schema/lineage.ts', "import { findChildIds } from '../../lineage/lineage.queries.ts';"],
    ]);
    expect(checkArchitecture(files)).toEqual([]);
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
      ['client/client.ts', "import { createClient } from 'graphql-ws/client';\nimport type { ErrorCode } from './gql/operations.ts';"],
      ['cli/demo/seed.ts', "import { narrow } from '../../client/results.ts';\nimport { printGuide } from './guide.ts';"],
      ['cli/demo.ts', "import { createApp } from '../app.ts';\nimport { seedDemo } from './demo/seed.ts';"],
      [
        'cli/people/status.ts',
        "import { Command } from 'commander';\nimport { readFile } from 'node:fs/promises';\nimport { narrow } from '../../client/results.ts';\nimport { table } from '../terminal/table.ts';",
      ],
      ['cli/admin/doctor.ts', "import { migrationStatus } from '../../db/migrate.ts';\nimport { say } from '../terminal/output.ts';"],
      ['cli/savepoint.ts', "import { peopleCommands } from './people/program.ts';\nimport { doctorCommand } from './admin/doctor.ts';"],
      [
        'agent/upload.ts',
        "import { spawn } from 'node:child_process';\nimport type { ObjectTransport } from '../client/objects.ts';\nimport { readObjects } from '../git/object-io.ts';",
      ],
      ['app.ts', "import { createAgentStore } from './agent/agent-store.ts';"],
    ]);
    expect(checkArchitecture(files)).toEqual([]);
  });

  it('keeps the dev tools apart from the code they check, and the code apart from them', async () => {
    const root = new URL('..', import.meta.url).pathname;
    const tools = await readdir(path.join(root, 'test/tools'), { recursive: true, withFileTypes: true });
    const files = tools.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(root, file), 'utf8')] as const)));
    expect(texts.size).toBeGreaterThan(3);
    expect(checkTools(texts)).toEqual([]);
    expect(checkTools(new Map([['test/tools/throws/walk.ts', "import { throws } from '../../../src/errors/domain.ts';"]]))).toEqual([
      'test/tools/throws/walk.ts: imports src/errors/domain.ts: a dev tool reads src/ as text and imports only its own folder and packages',
    ]);
    const server = checkArchitecture(new Map([['graphql/schema/errors/domain.ts', "import { checkThrows } from '../../../../test/tools/throws/throws.ts';"]]));
    expect(server).toEqual([
      expect.stringMatching(/^graphql\/schema\/errors\/domain\.ts: imports \.\.\/test\/tools\/throws\/throws\.ts: graphql may import only/),
    ]);
  });

  it('lets app.ts compose the HTTP edge, the edge route to GraphQL, the wire routes use the domains and transfer/, and transfer/ the domains', () => {
    const files = new Map([
      ['app.ts', "import { createHttpEdge } from './http/server.ts';\nimport { createObjectRoutes } from './wire/objects.ts';"],
      ['http/server.ts', "import { drainable } from './drain.ts';\nimport type { createGraphQLServer } from '../graphql/server.ts';"],
      [
        'wire/objects.ts',
        "import { authenticate } from '../auth/token.service.ts';\nimport { storeObjects } from '../objects/object.service.ts';\nimport type { Settings } from '../caller.ts';",
      ],
      ['wire/transfer.ts', "import { exportSession } from '../transfer/export.service.ts';"],
      ['graphql/schema/transfer.ts', "import { importSession } from '../../transfer/import.service.ts';"],
      [
        'transfer/import.service.ts',
        "import { inTransaction } from '../events/unit-of-work.ts';\nimport { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';",
      ],
    ]);
    expect(checkArchitecture(files)).toEqual([]);
  });
});
