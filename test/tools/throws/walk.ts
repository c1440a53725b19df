// A walk of code with its scopes: what each name is (a local, or a function, class or error class of the tree), into
// a term (terms.ts); a try or a promise's .catch puts what it guards under what its handler lets through (catches.ts).
import type * as t from '@babel/types';
import { ALL, type ErrorResolver, passesOf } from './catches.ts';
import { type Module, type Ref, type Tree, unwrap } from './source.ts';
import { bindingNames, childrenOf, declaredIn, newTerm, type Term } from './terms.ts';

export class CodeWalk {
  private readonly scopes: Array<ReadonlySet<string>> = [];
  protected readonly module: Module;
  protected readonly tree: Tree;
  private readonly resolver: ErrorResolver;

  constructor(module: Module, tree: Tree, resolver: ErrorResolver) {
    this.module = module;
    this.tree = tree;
    this.resolver = resolver;
  }

  protected calleeIs(callee: t.Node, ref: Ref): boolean {
    const inner = unwrap(callee);
    if (inner.type !== 'Identifier' || this.isLocal(inner.name)) return false;
    const target = this.tree.resolve(this.module, inner.name);
    return Boolean(target && 'ref' in target && target.ref === ref);
  }

  protected isLocal(name: string): boolean {
    return this.scopes.some((scope) => scope.has(name));
  }

  private locals(): Set<string> {
    return new Set(this.scopes.flatMap((scope) => [...scope]));
  }

  protected scoped(names: readonly string[], body: () => void): void {
    this.scopes.push(new Set(names));
    try {
      body();
    } finally {
      this.scopes.pop();
    }
  }

  private use(name: string, node: t.Node, into: Term): void {
    if (this.isLocal(name)) return;
    const target = this.tree.resolve(this.module, name);
    if (!target || 'namespace' in target || target.top.kind === 'value' || this.resolver.isErrorClass(target.ref)) return;
    if (!into.calls.has(target.ref)) into.calls.set(target.ref, node.loc?.start.line ?? 0);
  }

  /** A binding pattern: only its default values and computed keys are code. */
  private pattern(node: t.Node | null | undefined, into: Term): void {
    if (!node) return;
    if (node.type === 'ObjectPattern') {
      for (const property of node.properties) {
        if (property.type === 'RestElement') this.pattern(property.argument, into);
        else {
          if (property.computed) this.walk(property.key, into);
          this.pattern(property.value, into);
        }
      }
    } else if (node.type === 'ArrayPattern') for (const element of node.elements) this.pattern(element, into);
    else if (node.type === 'RestElement') this.pattern(node.argument, into);
    else if (node.type === 'AssignmentPattern') {
      this.pattern(node.left, into);
      this.walk(node.right, into);
    } else if (node.type === 'TSParameterProperty') this.pattern(node.parameter, into);
    else if (node.type !== 'Identifier') this.walk(node, into);
  }

  private function(node: t.Function, into: Term): void {
    const own = (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') && node.id ? [node.id.name] : [];
    const body = node.body.type === 'BlockStatement' ? node.body.body : [];
    this.scoped([...own, ...node.params.flatMap((p) => bindingNames(p)), ...declaredIn(body)], () => {
      for (const param of node.params) this.pattern(param, into);
      if (node.body.type === 'BlockStatement') for (const statement of body) this.walk(statement, into);
      else this.walk(node.body, into);
    });
  }

  private try(node: t.TryStatement, into: Term): void {
    const block = newTerm();
    this.walk(node.block, block);
    const handler = node.handler;
    const passes = handler ? passesOf(handler.param, handler.body, this.module, this.locals(), this.resolver) : [ALL];
    into.guarded.push({ term: block, passes, line: node.loc?.start.line ?? 0 });
    if (handler) {
      this.scoped(bindingNames(handler.param), () => {
        this.pattern(handler.param, into);
        this.walk(handler.body, into);
      });
    }
    if (node.finalizer) this.walk(node.finalizer, into);
  }

  /** `promise.catch(handler)`: the promise's errors pass through the handler. */
  private promiseCatch(node: t.CallExpression | t.OptionalCallExpression, callee: t.MemberExpression | t.OptionalMemberExpression, into: Term): void {
    const promise = newTerm();
    this.walk(callee.object, promise);
    const handler = node.arguments[0] ? unwrap(node.arguments[0]) : null;
    const inline = handler && (handler.type === 'ArrowFunctionExpression' || handler.type === 'FunctionExpression') ? handler : null;
    const passes = inline ? passesOf(inline.params[0], inline.body, this.module, this.locals(), this.resolver) : [ALL];
    into.guarded.push({ term: promise, passes, line: node.loc?.start.line ?? 0 });
    for (const argument of node.arguments) this.walk(argument, into);
  }

  walk(node: t.Node, into: Term): void {
    if (!this.walked(node, into)) for (const child of childrenOf(node)) this.walk(child, into);
  }

  /** Walks a node that is not plain code (a name, a scope, a catch, a construction, a union's site); false for the rest. */
  private walked(node: t.Node, into: Term): boolean {
    switch (node.type) {
      case 'Identifier':
        this.use(node.name, node, into);
        return true;
      case 'MemberExpression':
      case 'OptionalMemberExpression':
        if (!this.namespaceMember(node, into)) {
          this.walk(node.object, into);
          if (node.computed) this.walk(node.property, into);
        }
        return true;
      case 'ObjectProperty':
      case 'ClassProperty':
      case 'ClassPrivateProperty':
      case 'ClassAccessorProperty':
        if ('computed' in node && node.computed) this.walk(node.key, into);
        if (node.value) this.walk(node.value, into);
        return true;
      case 'ObjectMethod':
      case 'ClassMethod':
      case 'ClassPrivateMethod':
        if (node.computed) this.walk(node.key, into);
        this.function(node, into);
        return true;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        this.function(node, into);
        return true;
      case 'ClassDeclaration':
      case 'ClassExpression':
        this.scoped(node.id ? [node.id.name] : [], () => {
          if (node.superClass) this.walk(node.superClass, into);
          for (const member of node.body.body) this.walk(member, into);
        });
        return true;
      case 'VariableDeclarator':
        this.pattern(node.id, into);
        if (node.init) this.walk(node.init, into);
        return true;
      case 'AssignmentExpression':
        this.pattern(node.left, into);
        this.walk(node.right, into);
        return true;
      case 'BlockStatement':
      case 'StaticBlock':
        this.scoped(declaredIn(node.body), () => {
          for (const statement of node.body) this.walk(statement, into);
        });
        return true;
      case 'SwitchStatement':
        this.walk(node.discriminant, into);
        this.scoped(declaredIn(node.cases.flatMap((c) => c.consequent)), () => {
          for (const c of node.cases) for (const part of [...(c.test ? [c.test] : []), ...c.consequent]) this.walk(part, into);
        });
        return true;
      case 'ForStatement':
        this.scoped(node.init ? declaredIn([node.init]) : [], () => {
          for (const part of [node.init, node.test, node.update, node.body]) if (part) this.walk(part, into);
        });
        return true;
      case 'ForOfStatement':
      case 'ForInStatement':
        this.walk(node.right, into);
        this.scoped(declaredIn([node.left]), () => {
          if (node.left.type === 'VariableDeclaration') for (const d of node.left.declarations) this.pattern(d.id, into);
          else this.pattern(node.left, into);
          this.walk(node.body, into);
        });
        return true;
      case 'TryStatement':
        this.try(node, into);
        return true;
      case 'CallExpression':
      case 'OptionalCallExpression':
        return this.call(node, into);
      case 'NewExpression':
        this.construction(node, into);
        return false;
      case 'ObjectExpression':
        return this.object(node, into);
      case 'LabeledStatement':
        this.walk(node.body, into);
        return true;
      case 'BreakStatement':
      case 'ContinueStatement':
      case 'MetaProperty':
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
        return true;
      case 'ExportNamedDeclaration':
        if (node.declaration) this.walk(node.declaration, into);
        return true;
      default:
        return false;
    }
  }

  /** `ns.f` for `import * as ns`: a use of f. */
  private namespaceMember(node: t.MemberExpression | t.OptionalMemberExpression, into: Term): boolean {
    if (node.computed || node.object.type !== 'Identifier' || node.property.type !== 'Identifier' || this.isLocal(node.object.name)) return false;
    const object = this.tree.resolve(this.module, node.object.name);
    if (!object || !('namespace' in object)) return false;
    const target = this.tree.exported(object.namespace, node.property.name);
    if (target && 'ref' in target && target.top.kind !== 'value' && !into.calls.has(target.ref)) into.calls.set(target.ref, node.loc?.start.line ?? 0);
    return true;
  }

  /** `promise.catch(...)` (walked here); false: plain code. */
  protected call(node: t.CallExpression | t.OptionalCallExpression, into: Term): boolean {
    const callee = unwrap(node.callee);
    const member = callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression' ? callee : null;
    if (member && !member.computed && member.property.type === 'Identifier' && member.property.name === 'catch' && node.arguments.length > 0) {
      this.promiseCatch(node, member, into);
      return true;
    }
    return false;
  }

  /** An object literal: false (walked as plain code) unless a subclass takes it. */
  protected object(_node: t.ObjectExpression, _into: Term): boolean {
    return false;
  }

  /** `new XError(...)`: an error class constructed. */
  private construction(node: t.NewExpression, into: Term): void {
    const callee = unwrap(node.callee);
    if (callee.type !== 'Identifier' || this.isLocal(callee.name)) return;
    const target = this.tree.resolve(this.module, callee.name);
    if (target && 'ref' in target && this.resolver.isErrorClass(target.ref) && !into.errors.has(target.ref))
      into.errors.set(target.ref, node.loc?.start.line ?? 0);
  }
}
