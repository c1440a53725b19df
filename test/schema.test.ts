import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  LoneAnonymousOperationRule,
  NoUndefinedVariablesRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ErrorClass } from '../src/errors/domain.ts';
import { RESULT_UNIONS } from '../src/graphql/schema/errors/domain.ts';
import { printSortedSchema, schema } from '../src/graphql/schema.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';

describe('schema.graphql', () => {
  it('is exactly the sorted, printed Pothos schema (run `npm run codegen` after changing the API)', async () => {
    const committed = await readFile(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSortedSchema());
  });

  it('matches every GraphQL example in the README (examples may leave variables undeclared and share a block)', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(5);
    const rules = specifiedRules.filter((rule) => rule !== NoUndefinedVariablesRule && rule !== LoneAnonymousOperationRule);
    const problems = blocks.flatMap((block) => validate(schema, parse(block), rules).map((error) => `${error.message}\n${block}`));
    expect(problems).toEqual([]);
  });
});

describe('a schema for client developers', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
      if (!type.description) undescribed.push(type.name);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undescribed.push(`${type.name}.${field.name}`);
          for (const arg of field.args) if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) if (!field.description) undescribed.push(`${type.name}.${field.name}`);
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) undescribed.push(`${type.name}.${value.name}`);
    }
    expect(undescribed).toEqual([]);
  });

  it('types every id field ID, and gives every object a cache would normalise an id', () => {
    const stringIds: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        const deprecated = 'deprecationReason' in field && field.deprecationReason;
        if (/(^id|Id|Ids)$/.test(field.name) && String(field.type).replace(/[![\]]/g, '') !== 'ID' && !deprecated) stringIds.push(`${type.name}.${field.name}`);
      }
    }
    // Ids that are not ours: an agent's id in the client's own terms, a model's id of a tool call.
    expect(stringIds.sort(), stringIds.join(', ')).toEqual([
      'RewindToolCall.callId',
      'Task.agentId',
      'TaskPlanInput.agentId',
      'ToolCall.callId',
      'ToolCallInput.id',
    ]);
    const node = schema.getType('Node');
    const nodes = isInterfaceType(node) ? schema.getPossibleTypes(node).map((type) => type.name) : [];
    expect(nodes).toEqual(expect.arrayContaining(['Viewer', 'SessionEvent', 'Lease', 'Session', 'Workspace', 'Checkpoint', 'Message']));
  });

  it('gives every connection a totalCount', () => {
    const connections = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.name.endsWith('Connection'));
    expect(connections.length).toBeGreaterThan(10);
    for (const type of connections) expect(isObjectType(type) && getNamedType(type.getFields().totalCount?.type ?? type)?.name, type.name).toBe('Int');
  });
});

// ---- error unions, derived: every `<fn>Throws` declaration read against the body of its function ----

const SRC = path.join(import.meta.dirname, '..', 'src');

/**
 * Calls whose errors a function catches, each with its reason: the errors listed do not reach the caller ('all':
 * none does).
 */
const CAUGHT: Array<{ at: string; uses: string; errors: 'all' | string[]; reason: string }> = [
  {
    at: 'capture/auto-checkpoint.ts#autoCheckpoint',
    uses: 'capture/take-checkpoint.ts#takeCheckpoint',
    errors: 'all',
    reason: 'a failed automatic checkpoint is logged and recorded as checkpoint.failed, never thrown over the change it follows',
  },
  ...['events/unit-of-work.ts#inTransaction', 'sessions/session.service.ts#getSessionForUpdate', 'sessions/session.service.ts#transitionSession'].map(
    (uses) => ({
      at: 'workflows/work/auto-complete.ts#completeWhenDone',
      uses,
      errors: 'all' as const,
      reason: 'a session that cannot complete itself (autoComplete) stays as it is, logged: never thrown over the task report that committed before it',
    }),
  ),
  {
    at: 'events/unit-of-work.ts#recordEventsNow',
    uses: 'events/unit-of-work.ts#inTransaction',
    errors: 'all',
    reason: 'recording a failure is best effort: a failure to record is logged, not thrown over the failure being recorded',
  },
  {
    at: 'code/branch.ts#branchFromSnapshot',
    uses: 'code/preserve.ts#preserveAsBranch',
    errors: ['PreserveUnavailableError'],
    reason: "a repository that cannot take the branch is said for a branch (RepositoryUnavailableError), not with a rewind's way out",
  },
  {
    at: 'workflows/resume/environment.ts#validateEnvironment',
    uses: 'code/snapshot.ts#codeChangedSince',
    errors: ['WorkspaceUnavailableError'],
    reason: 'an unusable workspace is reported as an environment error (EnvironmentReport.errors), not thrown',
  },
];

/** What src/errors/ exports, every file of it (one concept each). */
const errorExports: Record<string, unknown> = Object.assign(
  {},
  ...(await Promise.all((await readdir(path.join(SRC, 'errors'))).map((file) => import(pathToFileURL(path.join(SRC, 'errors', file)).href)))),
);
const DomainError = errorExports.DomainError as abstract new (...args: never[]) => Error;
const DOMAIN_ERRORS = new Set(
  Object.entries(errorExports)
    .filter(([, value]) => typeof value === 'function' && value.prototype instanceof DomainError)
    .map(([name]) => name),
);

/** Comments removed, the insides of strings, template texts and regular expressions blanked; offsets unchanged. */
function codeOf(text: string): string {
  const out = [...text];
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  const stack: Array<'code' | 'template'> = ['code'];
  const depth: number[] = [0];
  let i = 0;
  const significantBefore = (at: number) => {
    let j = at - 1;
    while (j >= 0 && /\s/.test(text[j]!)) j--;
    return j >= 0 ? text[j]! : '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (stack.at(-1) === 'template') {
      if (c === '\\') {
        blank(i, i + 2);
        i += 2;
      } else if (c === '`') {
        stack.pop();
        i++;
      } else if (c === '$' && text[i + 1] === '{') {
        blank(i, i + 2);
        stack.push('code');
        depth.push(0);
        i += 2;
      } else {
        blank(i, i + 1);
        i++;
      }
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      blank(i, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2) + 2;
      blank(i, end);
      i = end;
    } else if (c === '/' && /[(,=:[!&|?{};+]|^$/.test(significantBefore(i))) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length && (text[j] !== '/' || inClass)) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j++;
      }
      blank(i + 1, j);
      i = j + 1;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      blank(i + 1, j);
      i = j + 1;
    } else if (c === '`') {
      stack.push('template');
      i++;
    } else if (c === '{') {
      depth[depth.length - 1]!++;
      i++;
    } else if (c === '}' && depth.at(-1) === 0 && stack.length > 1) {
      blank(i, i + 1);
      stack.pop();
      depth.pop();
      i++;
    } else {
      if (c === '}') depth[depth.length - 1]!--;
      i++;
    }
  }
  return out.join('');
}

type Ref = string; // "<file relative to src>#<name>"
type Module = {
  file: string;
  code: string;
  /** Top-level functions (declarations and arrow constants): their text. */
  functions: Map<string, string>;
  /** `<name>Throws` declarations: the text of their arguments. */
  declarations: Map<string, string>;
  /** Other top-level statements (schema registrations). */
  statements: string[];
  imports: Map<string, Ref>;
  exports: Record<string, unknown>;
};

async function loadModules(): Promise<Map<string, Module>> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.relative(SRC, path.join(e.parentPath, e.name)));
  const modules = new Map<string, Module>();
  for (const file of files.filter((f) => !f.startsWith('cli/') && f !== 'main.ts' && f !== 'app.ts')) {
    const text = await readFile(path.join(SRC, file), 'utf8');
    const code = codeOf(text);
    const imports = new Map<string, Ref>();
    for (const match of text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/gm)) {
      if (match[1]) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[3]!));
      for (const spec of match[2]!.split(',').map((s) => s.trim())) {
        if (!spec || spec.startsWith('type ')) continue;
        const [name, alias] = spec.split(/\s+as\s+/);
        imports.set(alias ?? name!, `${target}#${name}`);
      }
    }
    const functions = new Map<string, string>();
    const declarations = new Map<string, string>();
    const statements: string[] = [];
    const starts = [...code.matchAll(/^[^\s})\]]/gm)].map((m) => m.index);
    starts.forEach((start, n) => {
      const chunk = code.slice(start, starts[n + 1] ?? code.length);
      const fn =
        /^(?:export\s+)?(?:async\s+)?function\s*\*?\s*(\w+)/.exec(chunk) ?? /^(?:export\s+)?const\s+(\w+)\s*=\s*(?:async\s*)?(?:<[^>]*>)?\(/.exec(chunk);
      const declared = /^export\s+const\s+(\w+)Throws\s*=\s*throws\(/.exec(chunk);
      if (declared) declarations.set(declared[1]!, chunk.slice(declared[0].length));
      else if (fn) functions.set(fn[1]!, chunk.slice(fn[0].length));
      else statements.push(chunk);
    });
    const exports = declarations.size ? ((await import(pathToFileURL(path.join(SRC, file)).href)) as Record<string, unknown>) : {};
    modules.set(file, { file, code, functions, declarations, statements, imports, exports });
  }
  return modules;
}

const modules = await loadModules();

/** The identifiers a piece of code uses (not property names, not object keys, not types after `typeof`). */
function identifiers(code: string): string[] {
  const cleaned = code.replace(/\btypeof\s+\w+/g, ' ');
  return [...cleaned.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)(?!\s*:(?!:))/g)].map((m) => m[1]!);
}

function resolve(module: Module, name: string): Ref | null {
  if (module.functions.has(name) || module.declarations.has(name)) return `${module.file}#${name}`;
  return module.imports.get(name) ?? null;
}

/** The function a `<name>Throws` identifier declares for: its own file's, or an imported one's. */
function declaredFor(module: Module, name: string): Ref | null {
  const base = name.replace(/Throws$/, '');
  if (module.declarations.has(base)) return `${module.file}#${base}`;
  return module.imports.get(name)?.replace(/Throws$/, '') ?? null;
}

const split = (ref: Ref) => {
  const [file, name] = ref.split('#') as [string, string];
  return { module: modules.get(file), name };
};

function declared(ref: Ref): Set<string> | null {
  const { module, name } = split(ref);
  const list = module?.exports[`${name}Throws`] as readonly ErrorClass[] | undefined;
  return list ? new Set(list.map((type) => type.name)) : null;
}

type Analysis = { own: Set<string>; uses: Map<Ref, Set<string>> };

/** What a piece of code of `module` constructs and which functions (outside it) it uses; local helpers are followed. */
function analyse(module: Module, code: string, seen = new Set<string>()): Analysis {
  const own = new Set([...code.matchAll(/\bnew\s+(\w+)\s*\(/g)].map((m) => m[1]!).filter((name) => DOMAIN_ERRORS.has(name)));
  const uses = new Map<Ref, Set<string>>();
  for (const name of new Set(identifiers(code))) {
    const ref = resolve(module, name);
    if (!ref || name.endsWith('Throws')) continue;
    const { module: target, name: original } = split(ref);
    if (!target) continue;
    if (target === module && !declared(ref) && module.functions.has(original) && !seen.has(original)) {
      const local = analyse(module, module.functions.get(original)!, new Set([...seen, original]));
      for (const error of local.own) own.add(error);
      for (const [use, errs] of local.uses) uses.set(use, errs);
    } else if (target.functions.has(original) && target !== module) uses.set(ref, effective(ref));
    else if (target === module && declared(ref)) uses.set(ref, effective(ref));
  }
  return { own, uses };
}

const computing = new Set<Ref>();
/** What a function can throw: its declaration, else what its body can (computed). */
function effective(ref: Ref): Set<string> {
  const stated = declared(ref);
  if (stated) return stated;
  if (computing.has(ref)) return new Set();
  computing.add(ref);
  const result = expected(ref);
  computing.delete(ref);
  return result;
}

function minusCaught(at: string, uses: Map<Ref, Set<string>>): Map<Ref, Set<string>> {
  return new Map(
    [...uses].map(([use, errs]) => {
      const caught = CAUGHT.find((c) => c.at === at && c.uses === use);
      return [use, caught ? new Set(caught.errors === 'all' ? [] : [...errs].filter((e) => !caught.errors.includes(e))) : errs];
    }),
  );
}

function expected(ref: Ref, analysis?: Analysis): Set<string> {
  const { module, name } = split(ref);
  const { own, uses } = analysis ?? analyse(module!, module!.functions.get(name) ?? '', new Set([name]));
  return new Set([...own, ...[...minusCaught(ref, uses).values()].flatMap((errs) => [...errs])]);
}

/** Problems of one declaration (or resultOf) against the code it stands for. */
function checkDeclaration(module: Module, at: string, argsCode: string, analysis: Analysis, stated: Set<string>): string[] {
  const problems: string[] = [];
  const want = expected(at, analysis);
  const missing = [...want].filter((e) => !stated.has(e));
  const extra = [...stated].filter((e) => !want.has(e));
  if (missing.length) problems.push(`${at}: can throw ${missing.join(', ')} but does not declare it`);
  if (extra.length) problems.push(`${at}: declares ${extra.join(', ')}, which its code cannot throw`);
  const uses = minusCaught(at, analysis.uses);
  const referenced = new Set(
    identifiers(argsCode)
      .filter((name) => name.endsWith('Throws'))
      .map((name) => declaredFor(module, name) ?? name),
  );
  const caught = (use: Ref) => CAUGHT.some((c) => c.at === at && c.uses === use);
  for (const [use, errs] of uses) {
    if (caught(use)) continue; // what gets through is listed by class (a declaration cannot be subtracted from)
    if (errs.size && !declared(use)) problems.push(`${at}: uses ${use}, which can throw ${[...errs].join(', ')}: declare ${use}Throws`);
    else if (errs.size && !referenced.has(use)) problems.push(`${at}: uses ${use} but does not compose its declaration (${split(use).name}Throws)`);
  }
  for (const ref of referenced) if (!uses.has(ref)) problems.push(`${at}: composes ${ref}Throws but never uses ${ref}`);
  const ownOrThrough = new Set([...analysis.own, ...[...uses].filter(([use]) => caught(use)).flatMap(([, errs]) => [...errs])]);
  for (const name of identifiers(argsCode).filter((n) => DOMAIN_ERRORS.has(n))) {
    if (!ownOrThrough.has(name)) problems.push(`${at}: lists ${name}, which it does not construct itself`);
  }
  return problems;
}

/** The enclosing `{ ... }` of a position: a field's options, for a resultOf. */
function enclosingObject(code: string, at: number): string {
  let depth = 0;
  let start = at;
  for (; start >= 0; start--) {
    if (code[start] === '}') depth++;
    else if (code[start] === '{' && depth-- === 0) break;
  }
  depth = 0;
  for (let end = start; end < code.length; end++) {
    if (code[end] === '{') depth++;
    else if (code[end] === '}' && --depth === 0) return code.slice(start, end + 1);
  }
  return code.slice(start);
}

function argumentsAt(code: string, open: number): string {
  let depth = 0;
  for (let end = open; end < code.length; end++) {
    if (code[end] === '(') depth++;
    else if (code[end] === ')' && --depth === 0) return code.slice(open + 1, end);
  }
  return '';
}

describe('error unions, derived from what each workflow can throw', () => {
  it('finds the declarations', () => {
    const all = [...modules.values()].flatMap((m) => [...m.declarations.keys()].map((name) => `${m.file}#${name}`));
    expect(all.length).toBeGreaterThan(40);
    expect(all).toContain('workflows/sessions/create-session.ts#createSession');
  });

  it('declares, for every function, exactly what its body can throw, composed from what it calls', () => {
    const problems: string[] = [];
    for (const module of modules.values()) {
      for (const [name, argsCode] of module.declarations) {
        const at = `${module.file}#${name}`;
        if (!module.functions.has(name)) {
          problems.push(`${at}: declares ${name}Throws, but the file has no function ${name}`);
          continue;
        }
        const analysis = analyse(module, module.functions.get(name)!, new Set([name]));
        problems.push(...checkDeclaration(module, at, argsCode, analysis, declared(at)!));
      }
    }
    expect(problems).toEqual([]);
  });

  it('builds every error union of the schema from the declarations of what its resolver calls (resultOf), and from nothing else', () => {
    const problems: string[] = [];
    let found = 0;
    for (const module of [...modules.values()].filter((m) => m.file.startsWith('graphql/schema/'))) {
      for (const match of module.code.matchAll(/\bresultOf\s*\(/g)) {
        if (module.functions.has('resultOf')) continue; // its definition
        found++;
        const block = enclosingObject(module.code, match.index);
        const argsCode = argumentsAt(module.code, match.index + match[0].length - 1);
        const analysis = analyse(module, block.replace(argsCode, ' '.repeat(argsCode.length)));
        const stated = new Set(
          identifiers(argsCode).flatMap((name) => {
            if (DOMAIN_ERRORS.has(name)) return [name];
            const ref = declaredFor(module, name);
            return ref ? [...(declared(ref) ?? [])] : [];
          }),
        );
        const line = module.code.slice(0, match.index).split('\n').length;
        problems.push(...checkDeclaration(module, `${module.file}:${line}`, argsCode, analysis, stated));
      }
    }
    expect(found).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('lists in each union exactly the declared errors, and has no error union that resultOf did not make', () => {
    const unions = Object.values(schema.getTypeMap()).filter(isUnionType);
    const withErrors = unions.filter((union) => union.getTypes().some((type) => type.getInterfaces().some((i) => i.name === 'Error')));
    expect(withErrors.map((union) => union.name).sort()).toEqual([...RESULT_UNIONS.keys()].sort());
    for (const union of withErrors) {
      const errorTypes = union
        .getTypes()
        .filter((type) => type.getInterfaces().some((i) => i.name === 'Error'))
        .map((type) => type.name);
      expect(errorTypes.sort(), union.name).toEqual(
        RESULT_UNIONS.get(union.name)!
          .map((type) => type.name)
          .sort(),
      );
    }
  });

  it('gives every caught call its reason, and needs each', () => {
    for (const caught of CAUGHT) {
      expect(caught.reason.length).toBeGreaterThan(20);
      const { module, name } = split(caught.at);
      expect(analyse(module!, module!.functions.get(name)!, new Set([name])).uses.has(caught.uses), caught.at).toBe(true);
    }
  });

  it('fails on planted mistakes: an impossible error, a missing one, a call not composed', () => {
    const module = modules.get('workflows/leases/leases.ts')!;
    const analysis = analyse(module, module.functions.get('forceUnlock')!, new Set(['forceUnlock']));
    const at = 'workflows/leases/leases.ts#forceUnlock';
    expect(checkDeclaration(module, at, 'inTransactionThrows, getSessionForUpdateThrows', analysis, declared(at)!)).toEqual([]);
    const impossible = new Set([...declared(at)!, 'StaleLeaseError']);
    expect(checkDeclaration(module, at, 'inTransactionThrows, getSessionForUpdateThrows, StaleLeaseError', analysis, impossible)).toEqual([
      `${at}: declares StaleLeaseError, which its code cannot throw`,
      `${at}: lists StaleLeaseError, which it does not construct itself`,
    ]);
    const missing = new Set([...declared(at)!].filter((e) => e !== 'NotFoundError'));
    expect(checkDeclaration(module, at, 'inTransactionThrows', analysis, missing)).toEqual([
      `${at}: can throw NotFoundError but does not declare it`,
      `${at}: uses sessions/session.service.ts#getSessionForUpdate but does not compose its declaration (getSessionForUpdateThrows)`,
    ]);
  });
});

// ---- the same, against a running API ----

let statements = 0;
const app = await createTestApp({ onQuery: () => void statements++ });
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

/** Runs an operation (a plain string: these are not codegen'd) and returns its data, failing on any GraphQL error. */
async function run(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const { body } = await client.raw(query, variables);
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function runningSession(client: Client) {
  const session = await sessionFor(client, {
    plan: samplePlan,
    checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
  });
  await run(client, 'mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename } }', { s: session.id });
  return session;
}

describe('ids a cache can normalise, each loadable with node(id:) by its owner only', () => {
  it('gives the viewer the global id of its owner', async () => {
    const { viewer } = await run(alice, '{ viewer { id name } }');
    expect(decodeGlobalID(viewer.id)).toEqual({ typename: 'Viewer', id: alice.ownerId });
    expect((await run(alice, 'query($id: ID!) { node(id: $id) { id ... on Viewer { name } } }', { id: viewer.id })).node).toEqual({
      id: viewer.id,
      name: 'alice',
    });
    expect((await run(bob, 'query($id: ID!) { node(id: $id) { id } }', { id: viewer.id })).node).toBeNull();
  });

  it('gives every session event an id made of its session and seq', async () => {
    const session = await runningSession(alice);
    const { session: read } = await run(alice, 'query($id: ID!) { session(id: $id) { ... on Session { events { nodes { id seq type } } } } }', {
      id: session.id,
    });
    const [first, second] = read.events.nodes;
    expect(new Set(read.events.nodes.map((event: { id: string }) => event.id)).size).toBe(read.events.nodes.length);
    expect(decodeGlobalID(second.id)).toEqual({ typename: 'SessionEvent', id: `${decodeGlobalID(session.id).id}:${second.seq}` });
    const found = await run(alice, 'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on SessionEvent { seq type } } }', { ids: [second.id, first.id] });
    expect(found.nodes).toEqual([second, first]);
    expect((await run(bob, 'query($id: ID!) { node(id: $id) { id } }', { id: first.id })).node).toBeNull();
  });

  it('gives a lease an id made of its session and token, loadable while it is the lease of its session', async () => {
    const session = await runningSession(alice);
    const Acquire =
      'mutation($s: ID!) { acquireLease(input: { sessionId: $s, holder: "runner-1" }) { ... on LeasePayload { lease { id token session { id } } } } }';
    const { lease } = (await run(alice, Acquire, { s: session.id })).acquireLease;
    expect(decodeGlobalID(lease.id)).toEqual({ typename: 'Lease', id: `${decodeGlobalID(session.id).id}:${lease.token}` });
    expect(lease.session.id).toBe(session.id);
    const Node = 'query($id: ID!) { node(id: $id) { id ... on Lease { holder live } } }';
    expect((await run(alice, Node, { id: lease.id })).node).toEqual({ id: lease.id, holder: 'runner-1', live: true });
    expect((await run(bob, Node, { id: lease.id })).node).toBeNull();
    await run(alice, 'mutation($s: ID!, $t: Int!) { releaseLease(input: { sessionId: $s, leaseToken: $t }) { __typename } }', {
      s: session.id,
      t: lease.token,
    });
    expect((await run(alice, Node, { id: lease.id })).node).toBeNull();
  });
});

describe('totalCount', () => {
  const Counts = `query($id: ID!) { session(id: $id) { ... on Session {
    phases(first: 1) { totalCount nodes { tasks(first: 1) { totalCount } } }
    tasks(first: 1) { totalCount nodes { steps(first: 1) { totalCount } } }
    events(first: 1) { totalCount }
    created: events(first: 1, types: ["session.created", "plan.created"]) { totalCount }
    conversations(first: 1) { totalCount nodes {
      messages(first: 1) { totalCount } withSuperseded: messages(includeSuperseded: true) { totalCount }
      withoutTools: messages(includeToolResults: false) { totalCount } } }
    checkpoints(first: 1) { totalCount nodes { conversations { lastMessageSeq messages(first: 1) { totalCount } } } }
    approvals(first: 1) { totalCount } pending: approvals(state: PENDING) { totalCount }
    lastEventSeq } } }`;

  it('counts the whole list, with its filters and without its paging', async () => {
    const session = await runningSession(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    await run(
      alice,
      'mutation($c: ID!) { appendMessages(input: { conversationId: $c, messages: [{ role: USER, content: "a" }, { role: TOOL, toolName: "t", toolResult: "r" }] }) { __typename } }',
      {
        c: conversationId,
      },
    );
    await run(alice, 'mutation($s: ID!) { requestApproval(input: { sessionId: $s, title: "ship?" }) { __typename } }', { s: session.id });
    for (const label of ['one', 'two']) {
      await run(alice, 'mutation($s: ID!, $l: String) { createCheckpoint(input: { sessionId: $s, label: $l, includeCode: false }) { __typename } }', {
        s: session.id,
        l: label,
      });
    }
    const { session: counts } = await run(alice, Counts, { id: session.id });
    expect(counts).toMatchObject({
      phases: { totalCount: 3, nodes: [{ tasks: { totalCount: 1 } }] },
      tasks: { totalCount: 4, nodes: [{ steps: { totalCount: 1 } }] },
      events: { totalCount: counts.lastEventSeq },
      created: { totalCount: 2 },
      conversations: { totalCount: 1, nodes: [{ messages: { totalCount: 2 }, withSuperseded: { totalCount: 2 }, withoutTools: { totalCount: 1 } }] },
      checkpoints: { totalCount: 2, nodes: [{ conversations: [{ lastMessageSeq: 2, messages: { totalCount: 2 } }] }] },
      approvals: { totalCount: 1 },
      pending: { totalCount: 1 },
    });
    const top = await run(
      alice,
      '{ sessions(first: 1) { totalCount } running: sessions(first: 1, filter: { state: [RUNNING] }) { totalCount } workspaces(first: 1) { totalCount } }',
    );
    const all = await app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', alice.ownerId)
      .executeTakeFirstOrThrow();
    expect(top.sessions.totalCount).toBe(Number(all.n));
    expect(top.running.totalCount).toBeGreaterThanOrEqual(1);
    expect(top.running.totalCount).toBeLessThan(top.sessions.totalCount + 1);
    expect(top.workspaces.totalCount).toBe(Number(all.n)); // sessionFor makes a workspace per session
  });

  it('runs no statement when not selected, and one per kind of count for a whole list of sessions', async () => {
    for (let i = 0; i < 3; i++) await runningSession(bob);
    const count = async (selection: string) => {
      statements = 0;
      await run(bob, `{ sessions(first: 10) { nodes { id ${selection} } } }`);
      return statements;
    };
    const plain = await count(
      'events(first: 2) { nodes { seq } } conversations { nodes { messages(first: 2) { nodes { seq } } } } checkpoints { nodes { id } }',
    );
    const counted = await count(
      'events(first: 2) { totalCount nodes { seq } } conversations { totalCount nodes { messages(first: 2) { totalCount nodes { seq } } } } checkpoints { totalCount nodes { id } }',
    );
    expect(counted).toBe(plain + 1); // the message counts of every conversation, in one statement; the rest are known
    const typed = await count('events(first: 2, types: ["session.created"]) { totalCount nodes { seq } }');
    expect(typed).toBe((await count('events(first: 2, types: ["session.created"]) { nodes { seq } }')) + 1);
  });
});

describe('errors as clients see them', () => {
  it('shows every id in a message and an id field as a global id, never a database id', async () => {
    const session = await runningSession(alice);
    const other = await sessionFor(bob);
    const Complete =
      'mutation($s: ID!) { completeSession(input: { sessionId: $s }) { __typename ... on Error { code message } ... on NotFoundError { entity id } } }';
    const missing = (await run(alice, Complete, { s: other.id })).completeSession;
    expect(missing).toMatchObject({ __typename: 'NotFoundError', entity: 'Session', id: other.id });
    expect(missing.message).toContain(`Session ${other.id} was not found`);

    const Start = `mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename ... on Error { message }
      ... on InvalidTransitionError { entity entityId currentState action allowedFrom } } }`;
    const refused = (await run(alice, Start, { s: session.id })).startSession;
    expect(refused).toEqual({
      __typename: 'InvalidTransitionError',
      message: `Cannot start session ${session.id}: it is RUNNING; that is allowed only while it is CREATED, PLANNING or PAUSED. It is RUNNING already: nothing to do.`,
      entity: 'Session',
      entityId: session.id,
      currentState: 'RUNNING',
      action: 'start',
      allowedFrom: ['CREATED', 'PLANNING', 'PAUSED'],
    });

    const taskId = session.phases!.nodes[0]!.tasks!.nodes[0]!.id;
    await run(alice, 'mutation($s: ID!) { acquireLease(input: { sessionId: $s, holder: "runner-1" }) { __typename } }', { s: session.id });
    const StartTask = 'mutation($t: ID!, $l: Int) { startTask(input: { taskId: $t, leaseToken: $l }) { __typename ... on Error { message } } }';
    const locked = (await run(alice, StartTask, { t: taskId })).startTask;
    const stale = (await run(alice, StartTask, { t: taskId, l: 999 })).startTask;
    expect(locked).toMatchObject({
      __typename: 'SessionLockedError',
      message: expect.stringContaining(`Session ${session.id} is leased to runner "runner-1"`),
    });
    expect(stale).toMatchObject({ __typename: 'StaleLeaseError', message: expect.stringContaining(`of session ${session.id} is no longer live`) });
    for (const error of [missing, refused, locked, stale]) expect(error.message).not.toMatch(UUID);
  });

  it('answers an error outside a union (a refused subscription, a bad cursor) with the same global ids', async () => {
    const { body } = await alice.raw('query($id: ID!) { node(id: $id) { ... on Conversation { messages(after: "x") { nodes { seq } } } } }', {
      id: (await sessionFor(alice)).conversations!.nodes[0]!.id,
    });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
  });
});
