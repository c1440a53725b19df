// The throws tool on small trees written here (each rule, and each shown failing), then on src/ with planted mistakes.
import { describe, expect, it } from 'vitest';
import { CAUGHT, CONVENTIONS, readTree, SRC } from './savepoint.ts';
import { type Caught, checkThrows } from './throws.ts';

const ERRORS = `
export abstract class DomainError extends Error {}
export type ErrorClass = new (...args: never[]) => DomainError;
export function throws(...types: readonly ErrorClass[]): readonly ErrorClass[] { return types; }
export class AError extends DomainError {}
export class BError extends DomainError {}
export class CError extends DomainError {}
export class NotOurs extends Error {}
`;
const UNION = `
export function resultOf(name: string, ...parts: unknown[]) { return { name, parts }; }
`;
const conventions = { errorBase: 'errors.ts#DomainError', declare: 'errors.ts#throws', union: 'union.ts#resultOf' };

/** A tree of the error module, the union helper and `files`. */
function check(files: Record<string, string>, caught: readonly Caught[] = []) {
  return checkThrows(new Map(Object.entries({ 'errors.ts': ERRORS, 'union.ts': UNION, ...files })), conventions, caught);
}

/** What each function of `main.ts` can throw. */
function throwsOf(files: Record<string, string>, ...names: string[]) {
  const report = check(files);
  return Object.fromEntries(names.map((name) => [name, report.throwsOf(`main.ts#${name}`)]));
}

describe('what a function can throw', () => {
  it('is what it constructs, and what the functions it uses throw, across modules and through aliases', () => {
    const files = {
      'a.ts': `import { AError } from './errors.ts';
        export function a() { throw new AError(); }
        export const b = async () => { if (Math.random()) return new AError(); throw new (await import('./errors.ts')).BError(); };`,
      'main.ts': `import { a as renamed, b } from './a.ts';
        import { CError } from './errors.ts';
        export function viaAlias() { return renamed(); }
        export function passedOn(list: number[]) { return list.map(b); }
        export function own(x: number) { if (x) throw new CError(); return 1; }
        export function nothing() { return 2; }`,
    };
    // A returned error counts (it is thrown by whoever returns it on); a class reached by a dynamic import does not.
    expect(throwsOf(files, 'viaAlias', 'passedOn', 'own', 'nothing')).toEqual({ viaAlias: ['AError'], passedOn: ['AError'], own: ['CError'], nothing: [] });
  });

  it('follows re-exports, export *, namespace imports and default exports', () => {
    const files = {
      'a.ts': `import { AError } from './errors.ts'; export function a() { throw new AError(); }`,
      'b.ts': `import { BError } from './errors.ts'; export function b() { throw new BError(); } export default function c() { b(); }`,
      'barrel.ts': `export { a as first } from './a.ts'; export * from './b.ts';`,
      'main.ts': `import { first, b } from './barrel.ts';
        import * as all from './barrel.ts';
        import c from './b.ts';
        export function named() { first(); b(); }
        export function viaNamespace() { all.first(); }
        export function viaDefault() { c(); }`,
    };
    expect(throwsOf(files, 'named', 'viaNamespace', 'viaDefault')).toEqual({ named: ['AError', 'BError'], viaNamespace: ['AError'], viaDefault: ['BError'] });
  });

  it('counts arrow functions, methods, classes and callbacks where they are written, and reaches a fixed point on cycles', () => {
    const files = {
      'main.ts': `import { AError, BError, CError } from './errors.ts';
        class Store { get(id: string) { if (!id) throw new AError(); return id; } }
        export const viaClass = () => new Store().get('x');
        const helpers = { check() { throw new BError(); } };
        export function viaObject() { return helpers.check(); }
        function inTransaction<T>(body: () => Promise<T>) { return body(); }
        export async function callback() { await inTransaction(async () => { throw new CError(); }); }
        export function ping(n: number): number { if (n > 9) throw new AError(); return pong(n + 1); }
        export function pong(n: number): number { if (n > 8) throw new BError(); return ping(n + 1); }
        function loaderOf<T>(load: (id: string) => T) { return (id: string) => load(id); }
        const load = loaderOf((id) => { if (!id) throw new AError(); return id; });
        export function viaLoader() { return load('x'); }`,
    };
    // An object's methods are not followed (helpers is a value, not a function): what it throws is not seen. A value a
    // function of the tree made (load) throws what its initializer can: the callback it was given.
    expect(throwsOf(files, 'viaClass', 'viaObject', 'callback', 'inTransaction', 'ping', 'pong', 'viaLoader')).toEqual({
      viaClass: ['AError'],
      viaObject: [],
      callback: ['CError'],
      inTransaction: [],
      ping: ['AError', 'BError'],
      pong: ['AError', 'BError'],
      viaLoader: ['AError'],
    });
  });

  it('reads scopes: a local that shadows a function is not a use, and types are not code', () => {
    const files = {
      'a.ts': `import { AError } from './errors.ts'; export function a() { throw new AError(); }`,
      'main.ts': `import { a } from './a.ts';
        export function shadowed() { const a = () => 1; return a(); }
        export function param(a: () => number) { return a(); }
        export function typed(x: typeof a): ReturnType<typeof a> | null { return x ? null : null; }
        export function block() { { const a = 1; void a; } return a(); }`,
    };
    expect(throwsOf(files, 'shadowed', 'param', 'typed', 'block')).toEqual({ shadowed: [], param: [], typed: [], block: ['AError'] });
  });
});

describe('catches', () => {
  const thrower = `import { AError, BError, DomainError } from './errors.ts';
    export function ab(x: number) { if (x) throw new AError(); throw new BError(); }
    export function rethrowing(error: unknown): never { throw error; }
    export function describing(error: unknown) { return String(error); }
    export const logger = { warn: (...args: unknown[]) => void args };
    void DomainError;`;

  it('swallows what a handler cannot rethrow, and lets through what it can', () => {
    const files = {
      'a.ts': thrower,
      'main.ts': `import { ab, rethrowing, describing, logger } from './a.ts';
        import { AError, CError, DomainError } from './errors.ts';
        export function logged() { try { ab(1); } catch (error) { logger.warn('failed', error, describing(error)); } }
        export function noBinding() { try { ab(1); } catch { return null; } }
        export function promise() { return Promise.resolve().then(() => ab(1)).catch(() => null); }
        export function rethrown() { try { ab(1); } catch (error) { logger.warn(error); throw error; } }
        export function wrapped() { try { ab(1); } catch (error) { throw new Error('wrapped', { cause: error }); } }
        export function handedOn() { try { ab(1); } catch (error) { rethrowing(error); } }
        export function local() { try { ab(1); } catch (error) { const again = (e: unknown) => { throw e; }; again(error); } }
        export function except() { try { ab(1); } catch (error) { if (!(error instanceof AError)) throw error; return 0; } }
        export function only() { try { ab(1); } catch (error) { if (error instanceof AError || error instanceof CError) throw error; } }
        export function base() { try { ab(1); } catch (error) { if (!(error instanceof DomainError)) throw error; } }
        export function handler() { try { ab(1); } catch (error) { throw new CError(); } finally { void 0; } }
        export async function rejected() { try { ab(1); } catch (error) { return Promise.reject(error); } }
        export function byName() { return Promise.resolve().then(() => ab(1)).catch(rethrowing); }`,
    };
    expect(
      throwsOf(files, 'logged', 'noBinding', 'promise', 'rethrown', 'wrapped', 'handedOn', 'local', 'except', 'only', 'base', 'handler', 'rejected', 'byName'),
    ).toEqual({
      logged: [],
      noBinding: [],
      promise: [],
      rethrown: ['AError', 'BError'],
      wrapped: ['AError', 'BError'],
      handedOn: ['AError', 'BError'],
      local: ['AError', 'BError'],
      except: ['BError'],
      only: ['AError'],
      base: [],
      handler: ['CError'],
      rejected: ['AError', 'BError'],
      byName: ['AError', 'BError'],
    });
  });

  it('takes what the table says a call turns into, and fails on an entry that is no longer needed', () => {
    const files = {
      'a.ts': thrower,
      'main.ts': `import { ab, rethrowing } from './a.ts';
        export function byName() { return Promise.resolve().then(() => ab(1)).catch(rethrowing); }`,
    };
    const reason = 'rethrowing turns an AError into something this test does not mind';
    const entry = { at: 'main.ts#byName', uses: 'a.ts#ab', errors: ['AError'], reason };
    const report = check(files, [entry]);
    expect([report.throwsOf('main.ts#byName'), report.problems]).toEqual([['BError'], []]);
    expect(check(files, [{ ...entry, errors: 'all' }]).throwsOf('main.ts#byName')).toEqual([]);
    expect(
      check(files, [
        { ...entry, errors: ['CError'], reason: 'short' },
        { ...entry, uses: 'a.ts#describing' },
      ]).problems,
    ).toEqual([
      'caught: main.ts#byName catching a.ts#ab needs a reason',
      'caught: a.ts#ab cannot throw CError: drop it from the entry of main.ts#byName',
      'caught: main.ts#byName no longer uses a.ts#describing: drop the entry',
    ]);
  });
});

describe('declarations and error unions', () => {
  const workflow = `import { AError, BError, CError, throws } from './errors.ts';
    function check(x: number) { if (x) throw new AError(); }
    export async function run(x: number) { check(x); if (x > 1) throw new BError(); }
    export const runThrows = throws(AError, BError);
    void CError;`;
  const schema = (errors: string, resolve = 'run(1)') => `import { run, runThrows } from './workflow.ts';
    import { resultOf } from './union.ts';
    import { AError, BError, CError, NotOurs } from './errors.ts';
    function decode(id: string) { if (!id) throw new CError(); return id; }
    export const field = { type: 'X', errors: resultOf('RunResult', ${errors}), resolve: () => ${resolve} };
    void [AError, BError, NotOurs, decode, runThrows];`;

  it('passes when a declaration lists what its function throws and a union what its resolver throws', () => {
    const report = check({ 'workflow.ts': workflow, 'schema.ts': schema('runThrows, CError', 'run(Number(decode("1")))') });
    expect(report.problems).toEqual([]);
    expect([report.sites.length, report.declarations.length]).toEqual([1, 1]);
  });

  it('fails on a declaration that misses an error (naming the calls it comes through) or lists one that cannot happen', () => {
    const missing = workflow.replace('throws(AError, BError)', 'throws(BError)');
    expect(check({ 'workflow.ts': missing, 'schema.ts': schema('runThrows, AError') }).problems).toEqual([
      'schema.ts:5: lists AError, which it does not construct itself',
      'workflow.ts#run: can throw AError (workflow.ts#check -> new AError at workflow.ts:2), which runThrows does not list',
    ]);
    const extra = workflow.replace('throws(AError, BError)', 'throws(AError, BError, CError)');
    expect(check({ 'workflow.ts': extra, 'schema.ts': schema('runThrows') }).problems).toEqual([
      'schema.ts:5: its union lists CError, which its resolver cannot throw',
      'workflow.ts:4: runThrows lists CError, which run cannot throw',
    ]);
  });

  it('fails on a union that misses what its resolver throws, or composes what it does not call', () => {
    expect(check({ 'workflow.ts': workflow, 'schema.ts': schema('runThrows', 'run(Number(decode("1")))') }).problems).toEqual([
      'schema.ts:5: can throw CError (schema.ts#decode -> new CError at schema.ts:4) but its union does not list it',
    ]);
    expect(check({ 'workflow.ts': workflow, 'schema.ts': schema('runThrows', 'null') }).problems).toEqual([
      'schema.ts:5: composes runThrows but never uses workflow.ts#run',
      'schema.ts:5: its union lists AError, which its resolver cannot throw',
      'schema.ts:5: its union lists BError, which its resolver cannot throw',
    ]);
    expect(check({ 'workflow.ts': workflow, 'schema.ts': schema('runThrows, NotOurs') }).problems).toEqual([
      'schema.ts:5: an error union may list only error classes and <function>Throws declarations',
    ]);
  });

  it('fails on a declaration no union uses, one next to no function, one listing a non-class, and a union outside a field', () => {
    const files = {
      'workflow.ts': `${workflow}
        export const strayThrows = throws(AError);
        export const checkThrows = throws(AError, run);
        void resultOf;
        import { resultOf } from './union.ts';
        export const made = resultOf('Loose', runThrows);`,
    };
    expect(check(files).problems).toEqual([
      "workflow.ts:10: an error union made outside a field's options (errors: resultOf(...))",
      'workflow.ts:4: runThrows is used by no error union: delete it (what run can throw is computed)',
      'workflow.ts:6: strayThrows declares for no function of its file (name it <function>Throws, next to the function)',
      'workflow.ts:7: checkThrows lists something that is not an error class; list classes only',
      'workflow.ts:7: checkThrows is used by no error union: delete it (what check can throw is computed)',
    ]);
  });

  it('names a file it cannot parse', () => {
    expect(check({ 'broken.ts': 'export function (' }).problems).toEqual([expect.stringMatching(/^broken\.ts: cannot be parsed: Unexpected token/)]);
  });
});

describe('on src/', async () => {
  const files = await readTree(SRC);
  const planted = (file: string, from: string, to: string) => {
    const text = files.get(file)!;
    expect(text).toContain(from);
    return checkThrows(new Map(files).set(file, text.replace(from, to)), CONVENTIONS, CAUGHT).problems;
  };

  it('finds no problem', () => {
    const report = checkThrows(files, CONVENTIONS, CAUGHT);
    expect(report.problems).toEqual([]);
    expect(report.sites.length).toBeGreaterThan(30);
    expect(report.throwsOf('workflows/leases/leases.ts#forceUnlock')).toEqual(['NotFoundError', 'ValidationError']);
  });

  it('fails on planted mistakes: a missing error, an impossible one, a new error deep down, a catch that stops catching', () => {
    const forceUnlock = 'export const forceUnlockThrows = throws(NotFoundError, ValidationError);';
    expect(planted('workflows/leases/leases.ts', forceUnlock, forceUnlock.replace('NotFoundError, ', ''))).toEqual([
      'graphql/schema/leases.ts:140: can throw NotFoundError (workflows/leases/leases.ts#forceUnlock -> sessions/session.service.ts#getSessionForUpdate -> new NotFoundError at sessions/session.service.ts:13) but its union does not list it',
      'workflows/leases/leases.ts#forceUnlock: can throw NotFoundError (sessions/session.service.ts#getSessionForUpdate -> new NotFoundError at sessions/session.service.ts:13), which forceUnlockThrows does not list',
    ]);
    expect(planted('workflows/leases/leases.ts', forceUnlock, forceUnlock.replace('NotFoundError, ', 'NotFoundError, StaleLeaseError, '))).toEqual([
      'graphql/schema/leases.ts:140: its union lists StaleLeaseError, which its resolver cannot throw',
      'workflows/leases/leases.ts:74: forceUnlockThrows lists StaleLeaseError, which forceUnlock cannot throw',
    ]);
    const deep = planted(
      'sessions/session.service.ts',
      "throw new NotFoundError('Session', sessionId)",
      "throw new InvalidTransitionError('Session', sessionId)",
    );
    expect(deep.length).toBeGreaterThan(10);
    expect(deep).toContain(
      'workflows/leases/leases.ts#forceUnlock: can throw InvalidTransitionError (sessions/session.service.ts#getSessionForUpdate -> new InvalidTransitionError at sessions/session.service.ts:13), which forceUnlockThrows does not list',
    );
    // The resume environment's look through the folder's agent: an agent away or failing is an issue, not thrown.
    const throughAgent =
      '  } catch (error) {\n    if (!(error instanceof AgentOfflineError || error instanceof AgentCommandFailedError || error instanceof WorkspaceUnavailableError)) throw error;';
    const rethrowing = planted('workflows/resume/environment.ts', throughAgent, '  } catch (error) {\n    throw error;');
    // Each failure of the agent now reaches the preview, whose declaration and union list none (line numbers left out).
    const agent = 'workflows/resume/environment.ts#lookThroughAgent -> capture/agent-snapshot.ts#agentSnapshot -> agents/agent-command.service.ts#runCommand';
    const via = {
      AgentOfflineError: `${agent} -> new AgentOfflineError at agents/agent-command.service.ts:N`,
      WorkspaceUnavailableError: `${agent} -> agents/agent-command.service.ts#failureOf -> new WorkspaceUnavailableError at agents/agent-command.service.ts:N`,
      AgentCommandFailedError: `${agent} -> agents/agent-command.service.ts#failureOf -> new AgentCommandFailedError at agents/agent-command.service.ts:N`,
    };
    expect(rethrowing.map((problem) => problem.replace(/\.ts:\d+/g, '.ts:N'))).toEqual([
      ...Object.entries(via).map(
        ([error, chain]) =>
          `graphql/schema/resume.ts:N: can throw ${error} (workflows/resume/preview.ts#previewResume -> ${chain}) but its union does not list it`,
      ),
      ...Object.entries(via).map(
        ([error, chain]) => `workflows/resume/preview.ts#previewResume: can throw ${error} (${chain}), which previewResumeThrows does not list`,
      ),
    ]);
  });
});
