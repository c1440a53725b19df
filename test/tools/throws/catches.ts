// What a catch lets through. A catch (`try { … } catch (e) { … }`, `promise.catch((e) => …)`) lets the caught errors
// through only where its handler can rethrow them:
// - `throw e`, or any throw whose expression names e (`throw wrap(e)`): all of them, except that `throw e` inside
//   `if (!(e instanceof A || e instanceof B))` lets through all but A and B, and inside `if (e instanceof A)` only A;
// - e passed to a function of the tree that can rethrow what it is given, or to a function it cannot see (a local
//   variable holding one): all of them.
// A handler that does neither swallows them. Methods of objects (`logger.warn(…, e)`) and functions of packages are
// taken not to rethrow (Promise.reject(e) aside). A handler given by name (`.catch(refused)`) lets all through: the table in savepoint.ts says
// what such a handler turns into something else.
import type * as t from '@babel/types';
import { type Module, type Ref, type Tree, unwrap } from './source.ts';
import { bindingNames, declaredWithin, mentions, visit } from './terms.ts';

/** What a catch lets through: all but `except`, or only `only` (each with its subclasses). */
export type Pass = { except: readonly Ref[] } | { only: readonly Ref[] };
export const ALL: Pass = { except: [] };

export type Resolver = {
  tree: Tree;
  /** Whether a class extends (or is) another. */
  isSubclass(type: Ref, of: Ref): boolean;
  /** Whether a function of the tree can throw what it is given (memoised; a cycle counts as no). */
  rethrowsArgument(ref: Ref): boolean;
};

/** The classes an `instanceof` test names, `e instanceof A || e instanceof B` (null for any other test). */
function testedClasses(test: t.Node, names: ReadonlySet<string>, module: Module, resolver: Resolver): Ref[] | null {
  const inner = unwrap(test);
  if (inner.type === 'LogicalExpression' && inner.operator === '||') {
    const [left, right] = [testedClasses(inner.left, names, module, resolver), testedClasses(inner.right, names, module, resolver)];
    return left && right ? [...left, ...right] : null;
  }
  if (inner.type !== 'BinaryExpression' || inner.operator !== 'instanceof' || inner.left.type !== 'Identifier' || !names.has(inner.left.name)) return null;
  const type = inner.right.type === 'Identifier' ? resolver.tree.resolve(module, inner.right.name) : null;
  return type && 'ref' in type ? [type.ref] : null;
}

/** What a `throw` of the caught error lets through: what the nearest `if` around it says, else all. */
function guardOf(ancestors: readonly t.Node[], names: ReadonlySet<string>, module: Module, resolver: Resolver): Pass {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i]!;
    if (node.type !== 'IfStatement' || ancestors[i + 1] === node.test || ancestors[i + 1] === node.alternate) continue;
    const test = unwrap(node.test);
    const negated = test.type === 'UnaryExpression' && test.operator === '!';
    const classes = testedClasses(negated ? test.argument : test, names, module, resolver);
    if (classes) return negated ? { except: classes } : { only: classes };
    return ALL;
  }
  return ALL;
}

/**
 * Whether a call can rethrow what it is given: a function of the tree that can, one the tool cannot see (a local
 * variable, a value), or Promise.reject; not a method of an object, nor a package's function.
 */
export function callMayRethrow(callee: t.Node, module: Module, locals: ReadonlySet<string>, resolver: Resolver): boolean {
  const inner = unwrap(callee);
  let target = null;
  if (inner.type === 'Identifier') {
    if (locals.has(inner.name)) return true;
    target = resolver.tree.resolve(module, inner.name);
  } else if ((inner.type === 'MemberExpression' || inner.type === 'OptionalMemberExpression') && !inner.computed) {
    const promise = inner.object.type === 'Identifier' && inner.object.name === 'Promise' && !locals.has('Promise');
    if (promise && inner.property.type === 'Identifier' && inner.property.name === 'reject') return true; // a rejection: a throw by another name
    const object = inner.object.type === 'Identifier' && !locals.has(inner.object.name) ? resolver.tree.resolve(module, inner.object.name) : null;
    if (!object || !('namespace' in object) || inner.property.type !== 'Identifier') return false;
    target = resolver.tree.exported(object.namespace, inner.property.name);
  } else return true;
  if (!target || 'namespace' in target) return false;
  return target.top.kind === 'value' || resolver.rethrowsArgument(target.ref);
}

/**
 * What a handler (`body`, the caught error bound by `param`) lets through: one pass per way out, none if it swallows
 * the error. `locals`: the names bound around it.
 */
export function passesOf(param: t.Node | null | undefined, body: t.Node, module: Module, locals: ReadonlySet<string>, resolver: Resolver): Pass[] {
  const names = new Set(bindingNames(param));
  if (names.size === 0) return [];
  const inside = new Set([...locals, ...declaredWithin(body)]);
  const passes: Pass[] = [];
  visit(body, (node, ancestors) => {
    if (node.type === 'ThrowStatement' && mentions(node.argument, names)) {
      passes.push(node.argument.type === 'Identifier' ? guardOf(ancestors, names, module, resolver) : ALL);
    } else if ((node.type === 'CallExpression' || node.type === 'OptionalCallExpression') && node.arguments.some((a) => mentions(a, names))) {
      if (callMayRethrow(node.callee, module, inside, resolver)) passes.push(ALL);
    }
  });
  return passes;
}

/** Whether a function (`node`, all its parameters and those of the functions inside it) can throw what it is given. */
export function throwsItsArguments(node: t.Node, module: Module, resolver: Resolver): boolean {
  const params = new Set<string>();
  visit(node, (inner) => {
    if ('params' in inner && Array.isArray(inner.params)) for (const name of inner.params.flatMap((p: t.Node) => bindingNames(p))) params.add(name);
  });
  if (params.size === 0) return false;
  const locals = declaredWithin(node);
  let rethrows = false;
  visit(node, (inner) => {
    if (inner.type === 'ThrowStatement' && mentions(inner.argument, params)) rethrows = true;
    else if ((inner.type === 'CallExpression' || inner.type === 'OptionalCallExpression') && inner.arguments.some((a) => mentions(a, params))) {
      if (callMayRethrow(inner.callee, module, locals, resolver)) rethrows = true;
    }
  });
  return rethrows;
}

/** A Resolver that also knows the tree's error classes. */
export type ErrorResolver = Resolver & { isErrorClass(ref: Ref): boolean };
