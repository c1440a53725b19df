// What a piece of code can throw, as a term: the error classes it constructs, the functions of the tree it uses, and
// the parts whose errors a catch filters (catches.ts). A use is any reference (a call, or a function passed on as a
// value: it is called somewhere); a callback's errors belong to the code that writes it, whoever calls it. Also the
// helpers that read the syntax tree: which children are code, which names a pattern or a block declares.
import type * as t from '@babel/types';
import type { Pass } from './catches.ts';
import type { Ref } from './source.ts';

export type Term = {
  /** Error classes constructed, with the line of the first `new`. */
  errors: Map<Ref, number>;
  /** Functions and classes of the tree used, with the line of the first use. */
  calls: Map<Ref, number>;
  /** Parts under a catch: what each lets through (none: swallowed). */
  guarded: Array<{ term: Term; passes: Pass[]; line: number }>;
};
export const newTerm = (): Term => ({ errors: new Map(), calls: new Map(), guarded: [] });

const NOT_CODE = new Set(['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments', 'superTypeParameters', 'implements', 'predicate']);
/** TypeScript nodes that hold code (the rest are types: nothing runs). */
const TS_CODE = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'TSParameterProperty',
]);

const isNode = (value: unknown): value is t.Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The child nodes that are code (types, comments and positions left out). */
export function childrenOf(node: t.Node): t.Node[] {
  if (node.type.startsWith('TS') && !TS_CODE.has(node.type)) return [];
  const children: t.Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (NOT_CODE.has(key) || key.endsWith('Comments') || key === 'loc' || key === 'extra') continue;
    if (Array.isArray(value)) children.push(...value.filter(isNode));
    else if (isNode(value)) children.push(value);
  }
  return children;
}

/** Every node of a subtree with its ancestors (outermost first). */
export function visit(node: t.Node, each: (node: t.Node, ancestors: readonly t.Node[]) => void, ancestors: t.Node[] = []): void {
  each(node, ancestors);
  ancestors.push(node);
  for (const child of childrenOf(node)) visit(child, each, ancestors);
  ancestors.pop();
}

/** The names a binding pattern declares (`{ a, b: [c] }`: a, c). */
export function bindingNames(pattern: t.Node | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => bindingNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => bindingNames(e));
    case 'RestElement':
      return bindingNames(pattern.argument);
    case 'AssignmentPattern':
      return bindingNames(pattern.left);
    case 'TSParameterProperty':
      return bindingNames(pattern.parameter);
    default:
      return [];
  }
}

/** Every name declared anywhere inside a subtree (variables, parameters, functions, classes, catch bindings). */
export function declaredWithin(node: t.Node): Set<string> {
  const names = new Set<string>();
  visit(node, (inner) => {
    if (inner.type === 'VariableDeclarator') for (const name of bindingNames(inner.id)) names.add(name);
    else if (inner.type === 'CatchClause') for (const name of bindingNames(inner.param)) names.add(name);
    else if ('params' in inner && Array.isArray(inner.params)) for (const name of inner.params.flatMap((p: t.Node) => bindingNames(p))) names.add(name);
    if ((inner.type === 'FunctionDeclaration' || inner.type === 'ClassDeclaration' || inner.type === 'FunctionExpression') && inner.id)
      names.add(inner.id.name);
  });
  return names;
}

/** Whether an expression reads one of `names` (object keys and property names are not reads). */
export function mentions(node: t.Node, names: ReadonlySet<string>): boolean {
  if (node.type === 'Identifier') return names.has(node.name);
  if ((node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') && !node.computed) return mentions(node.object, names);
  if (node.type === 'ObjectProperty' && !node.computed) return mentions(node.value, names);
  return childrenOf(node).some((child) => mentions(child, names));
}

/** The names declared directly in a list of statements (a block's let, const, functions and classes). */
export function declaredIn(statements: readonly t.Node[]): string[] {
  return statements.flatMap((statement) => {
    if (statement.type === 'VariableDeclaration') return statement.declarations.flatMap((d) => bindingNames(d.id));
    if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) return [statement.id.name];
    return [];
  });
}
