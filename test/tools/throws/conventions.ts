// Where the tree keeps its conventions: the term of every top-level function and class of a module, its declarations
// (`export const <fn>Throws = throws(...)`) and its error unions (`resultOf(...)` in a field's options).
import type * as t from '@babel/types';
import { ALL, type ErrorResolver } from './catches.ts';
import { type Module, type Ref, refOf, type Tree, unwrap } from './source.ts';
import { newTerm, type Term } from './terms.ts';
import { CodeWalk } from './walk.ts';

/** The tree's own names for its conventions: its error base class, its declaration helper and its union helper. */
export type Conventions = { errorBase: Ref; declare: Ref; union: Ref };

/** `export const <fn>Throws = throws(...)`. */
export type Declaration = { ref: Ref; module: Module; line: number; args: readonly t.Node[] };
/** `resultOf(name, ...)` as a field's option: what the rest of the field's options can throw. */
export type Site = { module: Module; line: number; args: readonly t.Node[]; term: Term };

export type Found = {
  terms: Map<Ref, Term>;
  declarations: Declaration[];
  sites: Site[];
  /** Code the walk could not place (a resultOf outside a field's options). */
  problems: string[];
};

export class ModuleWalk extends CodeWalk {
  private readonly conventions: Conventions;
  private readonly found: Found;

  constructor(module: Module, tree: Tree, conventions: Conventions, resolver: ErrorResolver, found: Found) {
    super(module, tree, resolver);
    this.conventions = conventions;
    this.found = found;
  }

  run(): void {
    for (const statement of this.module.program.body) {
      const inner =
        (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') && statement.declaration
          ? statement.declaration
          : statement;
      if ((inner.type === 'FunctionDeclaration' || inner.type === 'ClassDeclaration') && inner.id) {
        this.walk(inner, this.termOf(inner.id.name));
      } else if (inner.type === 'VariableDeclaration') {
        for (const declarator of inner.declarations) {
          const name = declarator.id.type === 'Identifier' ? declarator.id.name : null;
          const top = name ? this.module.top.get(name) : undefined;
          if (name && top && declarator.init && this.isDeclaration(declarator.init)) this.declaration(name, unwrap(declarator.init) as t.CallExpression);
          else if (declarator.init) this.walk(declarator.init, top && top.kind !== 'value' ? this.termOf(top.name) : newTerm());
        }
      } else if (inner.type !== 'ImportDeclaration' && inner.type !== 'ExportAllDeclaration' && inner.type !== 'ExportNamedDeclaration') {
        this.walk(inner, newTerm());
      }
    }
  }

  private termOf(name: string): Term {
    const term = newTerm();
    this.found.terms.set(refOf(this.module.file, name), term);
    return term;
  }

  private isDeclaration(init: t.Node): boolean {
    const inner = unwrap(init);
    return inner.type === 'CallExpression' && this.calleeIs(inner.callee, this.conventions.declare);
  }

  private declaration(name: string, call: t.CallExpression): void {
    const line = call.loc?.start.line ?? 0;
    this.found.declarations.push({ ref: refOf(this.module.file, name), module: this.module, line, args: call.arguments });
  }

  /** A field's options holding `resultOf(...)`: the union's site, and what the other options can throw. */
  protected override object(node: t.ObjectExpression, into: Term): boolean {
    const holds = (property: t.Node) => {
      if (property.type !== 'ObjectProperty') return false;
      const value = unwrap(property.value);
      return value.type === 'CallExpression' && this.calleeIs(value.callee, this.conventions.union);
    };
    const union = node.properties.find(holds) as t.ObjectProperty | undefined;
    if (!union) return false;
    const term = newTerm();
    for (const property of node.properties) if (property !== union) this.walk(property, term);
    if (union.computed) this.walk(union.key, term);
    const call = unwrap(union.value) as t.CallExpression;
    this.found.sites.push({ module: this.module, line: call.loc?.start.line ?? 0, args: call.arguments, term });
    into.guarded.push({ term, passes: [ALL], line: call.loc?.start.line ?? 0 });
    return true;
  }

  /** A resultOf outside a field's options: a problem. */
  protected override call(node: t.CallExpression | t.OptionalCallExpression, into: Term): boolean {
    if (this.calleeIs(node.callee, this.conventions.union)) {
      this.found.problems.push(`${this.module.file}:${node.loc?.start.line}: an error union made outside a field's options (errors: resultOf(...))`);
    }
    return super.call(node, into);
  }
}
