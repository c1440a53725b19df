// What every function of a source tree can throw, and the checks on it. Computed: a function throws the error classes
// it constructs, and what the functions it uses throw (across modules, to a fixed point), less what its catches
// swallow (catches.ts), less what the explicit table says a call's errors become. Checked:
// - a declaration `export const <fn>Throws = throws(A, B)` lists exactly what <fn> can throw, and some union uses it;
// - each error union, `resultOf(name, ...)` in a field's options, lists exactly what the rest of those options (the
//   resolver) can throw, composed of the declarations of functions it uses and the classes it constructs itself;
// - each entry of the table is still needed and says why.
// So a new error that a workflow can throw fails here, naming the chain of calls it comes through, before it can reach a
// client as an unexpected error.
import { type ErrorResolver, type Pass, throwsItsArguments } from './catches.ts';
import { type Conventions, type Declaration, type Found, ModuleWalk, type Site } from './conventions.ts';
import { nameOf, type Ref, refOf, Tree } from './source.ts';
import type { Term } from './terms.ts';

/** A call whose errors its caller turns into something else in a way the code cannot say to the tool. */
export type Caught = { at: Ref; uses: Ref; errors: 'all' | readonly string[]; reason: string };

export type Report = {
  problems: string[];
  /** What a function or class of the tree can throw: error class names, sorted (undefined: no such function). */
  throwsOf(ref: Ref): string[] | undefined;
  declarations: Declaration[];
  sites: Site[];
};

export function checkThrows(files: ReadonlyMap<string, string>, conventions: Conventions, caught: readonly Caught[] = []): Report {
  const tree = new Tree(files);
  const superOf = new Map<Ref, Ref>();
  for (const module of tree.modules.values()) {
    for (const top of module.top.values()) {
      const node = top.node;
      const parent = node && (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') ? node.superClass : null;
      const target = parent?.type === 'Identifier' ? tree.resolve(module, parent.name) : null;
      if (target && 'ref' in target) superOf.set(refOf(module.file, top.name), target.ref);
    }
  }
  const isSubclass = (type: Ref, of: Ref) => {
    for (let at: Ref | undefined = type, n = 0; at && n < 50; at = superOf.get(at), n++) if (at === of) return true;
    return false;
  };
  const rethrows = new Map<Ref, boolean>();
  const resolver: ErrorResolver = {
    tree,
    isSubclass,
    isErrorClass: (ref) => ref !== conventions.errorBase && isSubclass(ref, conventions.errorBase),
    rethrowsArgument(ref) {
      if (!rethrows.has(ref)) {
        rethrows.set(ref, false); // a cycle counts as no
        const top = tree.top(ref);
        const module = tree.modules.get(ref.slice(0, ref.indexOf('#')));
        rethrows.set(ref, Boolean(top?.node && module && throwsItsArguments(top.node, module, resolver)));
      }
      return rethrows.get(ref)!;
    },
  };
  const found: Found = { terms: new Map(), declarations: [], sites: [], problems: [...tree.unreadable] };
  for (const module of tree.modules.values()) new ModuleWalk(module, tree, conventions, resolver, found).run();

  const errorClasses = [...superOf.keys()].filter(resolver.isErrorClass);
  const classNamed = new Map(errorClasses.map((ref) => [nameOf(ref), ref]));
  const problems = found.problems;
  if (classNamed.size < errorClasses.length) problems.push(`two error classes share a name: ${errorClasses.map(nameOf).sort().join(', ')}`);

  const tables = new Map<Ref, Map<Ref, Pass[]>>();
  for (const entry of caught) {
    const passes = entry.errors === 'all' ? [] : [{ except: entry.errors.map((name) => classNamed.get(name) ?? name) }];
    tables.set(entry.at, (tables.get(entry.at) ?? new Map()).set(entry.uses, passes));
  }
  const sets = new Map<Ref, Set<Ref>>([...found.terms.keys()].map((ref) => [ref, new Set()]));
  const lets = (passes: readonly Pass[], error: Ref) =>
    passes.some((pass) => ('except' in pass ? !pass.except.some((type) => isSubclass(error, type)) : pass.only.some((type) => isSubclass(error, type))));
  /** The calls' sets, each through what the table says of it here. */
  const through = (call: Ref, table: Map<Ref, Pass[]> | undefined) => [...(sets.get(call) ?? [])].filter((e) => !table?.has(call) || lets(table.get(call)!, e));
  const evaluate = (term: Term, table: Map<Ref, Pass[]> | undefined, out = new Set<Ref>()): Set<Ref> => {
    for (const error of term.errors.keys()) out.add(error);
    for (const call of term.calls.keys()) for (const error of through(call, table)) out.add(error);
    for (const part of term.guarded) for (const error of evaluate(part.term, table)) if (lets(part.passes, error)) out.add(error);
    return out;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const [ref, term] of found.terms) {
      const next = evaluate(term, tables.get(ref));
      if (next.size !== sets.get(ref)!.size) [changed] = [true, sets.set(ref, next)];
    }
  }

  /** Where an error comes from in a term: the line that constructs it, or the call it comes through. */
  const origin = (term: Term, table: Map<Ref, Pass[]> | undefined, error: Ref): { line: number; via: Ref | null } | null => {
    const line = term.errors.get(error);
    if (line !== undefined) return { line, via: null };
    for (const [call, at] of term.calls) if (through(call, table).includes(error)) return { line: at, via: call };
    for (const part of term.guarded) {
      const inner = lets(part.passes, error) ? origin(part.term, table, error) : null;
      if (inner) return inner;
    }
    return null;
  };
  /** "a.ts#f -> b.ts#g (new XError, b.ts:12)": the calls an error comes through. */
  const chain = (term: Term, table: Map<Ref, Pass[]> | undefined, file: string, error: Ref): string => {
    const path: string[] = [];
    for (let at = origin(term, table, error), here = file; at; ) {
      if (!at.via) return [...path, `new ${nameOf(error)} at ${here}:${at.line}`].join(' -> ');
      if (path.includes(at.via) || path.length > 40) break;
      path.push(at.via);
      here = at.via.slice(0, at.via.indexOf('#'));
      at = origin(found.terms.get(at.via)!, tables.get(at.via), error);
    }
    return path.join(' -> ');
  };
  const names = (refs: Iterable<Ref>) => [...refs].map(nameOf).sort();

  /** Every call and constructed class anywhere in a term, and in the functions of `file` it uses (its helpers). */
  const everything = (term: Term, file: string | null, calls = new Set<Ref>(), errors = new Set<Ref>()) => {
    for (const call of term.calls.keys()) {
      if (calls.has(call)) continue;
      calls.add(call);
      const helper = call.startsWith(`${file}#`) ? found.terms.get(call) : undefined;
      if (helper) everything(helper, file, calls, errors);
    }
    for (const error of term.errors.keys()) errors.add(error);
    for (const part of term.guarded) everything(part.term, file, calls, errors);
    return { calls, errors };
  };

  const declared = new Map(found.declarations.map((declaration) => [declaration.ref, declaration]));
  const classesOf = (declaration: Declaration): Ref[] =>
    declaration.args.flatMap((arg) => {
      const target = arg.type === 'Identifier' ? tree.resolve(declaration.module, arg.name) : null;
      if (target && 'ref' in target && resolver.isErrorClass(target.ref)) return [target.ref];
      problems.push(`${declaration.module.file}:${declaration.line}: ${nameOf(declaration.ref)} lists something that is not an error class; list classes only`);
      return [];
    });

  const used = new Set<Ref>();
  for (const site of found.sites) {
    const at = `${site.module.file}:${site.line}`;
    const want = evaluate(site.term, undefined);
    const own = everything(site.term, site.module.file);
    const listed = new Set<Ref>();
    for (const arg of site.args.slice(1)) {
      const target = arg.type === 'Identifier' ? tree.resolve(site.module, arg.name) : null;
      const declaration = target && 'ref' in target ? declared.get(target.ref) : undefined;
      if (target && 'ref' in target && resolver.isErrorClass(target.ref)) {
        listed.add(target.ref);
        if (!own.errors.has(target.ref)) problems.push(`${at}: lists ${nameOf(target.ref)}, which it does not construct itself`);
      } else if (declaration) {
        used.add(declaration.ref);
        for (const error of classesOf(declaration)) listed.add(error);
        const fn = declaration.ref.replace(/Throws$/, '');
        if (!own.calls.has(fn)) problems.push(`${at}: composes ${nameOf(declaration.ref)} but never uses ${fn}`);
      } else problems.push(`${at}: an error union may list only error classes and <function>Throws declarations`);
    }
    for (const error of want)
      if (!listed.has(error))
        problems.push(`${at}: can throw ${nameOf(error)} (${chain(site.term, undefined, site.module.file, error)}) but its union does not list it`);
    for (const error of listed) if (!want.has(error)) problems.push(`${at}: its union lists ${nameOf(error)}, which its resolver cannot throw`);
  }

  for (const declaration of found.declarations) {
    const name = nameOf(declaration.ref);
    const at = `${declaration.module.file}:${declaration.line}`;
    const fn = declaration.ref.replace(/Throws$/, '');
    const top = tree.top(fn);
    if (!name.endsWith('Throws') || !top || top.kind === 'value') {
      problems.push(`${at}: ${name} declares for no function of its file (name it <function>Throws, next to the function)`);
      continue;
    }
    const want = sets.get(fn)!;
    const stated = new Set(classesOf(declaration));
    const term = found.terms.get(fn)!;
    for (const error of want) {
      if (!stated.has(error))
        problems.push(`${fn}: can throw ${nameOf(error)} (${chain(term, tables.get(fn), declaration.module.file, error)}), which ${name} does not list`);
    }
    for (const error of stated) if (!want.has(error)) problems.push(`${at}: ${name} lists ${nameOf(error)}, which ${nameOf(fn)} cannot throw`);
    if (!used.has(declaration.ref)) problems.push(`${at}: ${name} is used by no error union: delete it (what ${nameOf(fn)} can throw is computed)`);
  }

  for (const entry of caught) {
    const term = found.terms.get(entry.at);
    if (!term || !sets.has(entry.uses)) {
      problems.push(`caught: ${entry.at} or ${entry.uses} is no function of the tree`);
      continue;
    }
    if (entry.reason.length < 20) problems.push(`caught: ${entry.at} catching ${entry.uses} needs a reason`);
    if (!everything(term, null).calls.has(entry.uses)) {
      problems.push(`caught: ${entry.at} no longer uses ${entry.uses}: drop the entry`);
      continue;
    }
    const thrown = names(sets.get(entry.uses)!);
    for (const error of entry.errors === 'all' ? [] : entry.errors) {
      if (!thrown.includes(error)) problems.push(`caught: ${entry.uses} cannot throw ${error}: drop it from the entry of ${entry.at}`);
    }
  }

  return {
    problems: [...new Set(problems)],
    throwsOf: (ref) => (sets.has(ref) ? names(sets.get(ref)!) : undefined),
    declarations: found.declarations,
    sites: found.sites,
  };
}
