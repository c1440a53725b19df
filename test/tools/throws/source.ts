// The source tree as modules: each file parsed by @babel/parser (a real TypeScript parser; TypeScript 7 has no
// JavaScript API), its top-level bindings, its imports and its exports, and how a name resolves across files (aliases,
// re-exports, `export *`, namespace imports). Nothing here is run: the tool reads src/ as text.
import path from 'node:path';
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

/** A top-level binding: "<file relative to the tree>#<local name>". */
export type Ref = string;
export const refOf = (file: string, name: string): Ref => `${file}#${name}`;
export const nameOf = (ref: Ref) => ref.slice(ref.indexOf('#') + 1);

/** Where an imported name comes from: a file of the tree, or `from: null` (a package, or a file outside the tree). */
type Imported = { from: string | null; name: string }; // name '*': the whole module (a namespace)

export type TopLevel = {
  name: string;
  /**
   * function: a declaration, or a const holding a function; class; made: a const a function of the tree returned
   * (`const load = loaderOf((ids) => …)`: what its initializer can throw is what using it can); value: anything else
   * (not followed: an object's methods, a builder's products).
   */
  kind: 'function' | 'class' | 'made' | 'value';
  /** The function, the class, or the value's initializer (null for `let x;`). */
  node: t.Node | null;
  line: number;
};

export type Module = {
  file: string;
  program: t.Program;
  imports: Map<string, Imported>;
  top: Map<string, TopLevel>;
  /** Exported name -> local name. */
  exports: Map<string, string>;
  /** Exported name -> where it comes from (`export { a as b } from './x.ts'`). */
  reexports: Map<string, Imported>;
  /** `export * from` these files. */
  stars: string[];
};

export type Target = { ref: Ref; top: TopLevel } | { namespace: string };

/** Parentheses and the erasable TypeScript wrappers (`as`, `satisfies`, `!`) taken off an expression. */
export function unwrap(node: t.Node): t.Node {
  let inner = node;
  while (
    inner.type === 'TSAsExpression' ||
    inner.type === 'TSSatisfiesExpression' ||
    inner.type === 'TSNonNullExpression' ||
    inner.type === 'TSTypeAssertion' ||
    inner.type === 'ParenthesizedExpression'
  ) {
    inner = inner.expression;
  }
  return inner;
}

const isFunction = (node: t.Node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

function topLevelOf(statement: t.Statement): TopLevel[] {
  const line = statement.loc?.start.line ?? 0;
  if (statement.type === 'FunctionDeclaration' && statement.id) return [{ name: statement.id.name, kind: 'function', node: statement, line }];
  if (statement.type === 'ClassDeclaration' && statement.id) return [{ name: statement.id.name, kind: 'class', node: statement, line }];
  if (statement.type !== 'VariableDeclaration' || statement.declare) return [];
  return statement.declarations.flatMap((declarator) => {
    if (declarator.id.type !== 'Identifier') return [];
    const init = declarator.init ? unwrap(declarator.init) : null;
    const kind = init && isFunction(init) ? 'function' : init?.type === 'ClassExpression' ? 'class' : 'value';
    return [{ name: declarator.id.name, kind, node: init, line: declarator.loc?.start.line ?? line }];
  });
}

const nameOfExport = (node: t.Identifier | t.StringLiteral) => (node.type === 'Identifier' ? node.name : node.value);

/** A module of the tree (`files`: path relative to the tree's root -> text). */
export function readModule(file: string, text: string, files: ReadonlySet<string>): Module {
  const program = parse(text, { sourceType: 'module', plugins: ['typescript'], sourceFilename: file }).program;
  const fileOf = (spec: string) => {
    if (!spec.startsWith('.')) return null;
    const joined = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    return [joined, `${joined}.ts`, `${joined}/index.ts`].find((candidate) => files.has(candidate)) ?? null;
  };
  const module: Module = { file, program, imports: new Map(), top: new Map(), exports: new Map(), reexports: new Map(), stars: [] };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      const from = fileOf(statement.source.value);
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
        const name = specifier.type === 'ImportSpecifier' ? nameOfExport(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        module.imports.set(specifier.local.name, { from, name });
      }
    } else if (statement.type === 'ExportAllDeclaration') {
      const from = fileOf(statement.source.value);
      if (from && statement.exportKind !== 'type') module.stars.push(from);
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.exportKind === 'type') continue;
      const from = statement.source ? fileOf(statement.source.value) : undefined;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ExportNamespaceSpecifier') {
          if (from) module.reexports.set(nameOfExport(specifier.exported), { from, name: '*' });
          continue;
        }
        if (specifier.type !== 'ExportSpecifier' || specifier.exportKind === 'type') continue;
        const exported = nameOfExport(specifier.exported);
        if (from === undefined) module.exports.set(exported, specifier.local.name);
        else module.reexports.set(exported, { from, name: specifier.local.name });
      }
      for (const top of statement.declaration ? topLevelOf(statement.declaration) : []) {
        module.top.set(top.name, top);
        module.exports.set(top.name, top.name);
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      if (declaration.type === 'Identifier') module.exports.set('default', declaration.name);
      else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
        for (const top of topLevelOf(declaration)) module.top.set(top.name, top);
        module.exports.set('default', declaration.id.name);
      }
    } else {
      for (const top of topLevelOf(statement)) module.top.set(top.name, top);
    }
  }
  return module;
}

/** The modules of a tree, and how its names resolve. */
export class Tree {
  readonly modules: ReadonlyMap<string, Module>;
  /** Files that could not be parsed, with the parser's message. */
  readonly unreadable: string[] = [];

  constructor(files: ReadonlyMap<string, string>) {
    const names = new Set(files.keys());
    const modules = new Map<string, Module>();
    for (const [file, text] of files) {
      try {
        modules.set(file, readModule(file, text, names));
      } catch (error) {
        this.unreadable.push(`${file}: cannot be parsed: ${(error as Error).message}`);
      }
    }
    this.modules = modules;
    for (const module of modules.values()) {
      for (const top of module.top.values()) {
        const init = top.kind === 'value' && top.node ? unwrap(top.node) : null;
        const callee = init?.type === 'CallExpression' ? unwrap(init.callee) : null;
        const target = callee?.type === 'Identifier' ? this.resolve(module, callee.name) : null;
        if (target && 'ref' in target && (target.top.kind === 'function' || target.top.kind === 'class')) top.kind = 'made';
      }
    }
  }

  /** What `name` exported by `file` is (through re-exports and `export *`), or null. */
  exported(file: string, name: string, seen = new Set<string>()): Target | null {
    const module = this.modules.get(file);
    if (!module || seen.has(`${file}#${name}`)) return null;
    seen.add(`${file}#${name}`);
    const local = module.exports.get(name);
    if (local !== undefined) return this.resolve(module, local, seen);
    const from = module.reexports.get(name);
    if (from) return from.from === null ? null : from.name === '*' ? { namespace: from.from } : this.exported(from.from, from.name, seen);
    if (name === 'default') return null;
    for (const star of module.stars) {
      const found = this.exported(star, name, seen);
      if (found) return found;
    }
    return null;
  }

  /** What a module-level name of `module` is: one of its top-level bindings, or what it imports; null for a package's. */
  resolve(module: Module, name: string, seen = new Set<string>()): Target | null {
    const top = module.top.get(name);
    if (top) return { ref: refOf(module.file, name), top };
    const imported = module.imports.get(name);
    if (!imported || imported.from === null) return null;
    if (imported.name === '*') return { namespace: imported.from };
    return this.exported(imported.from, imported.name, seen);
  }

  top(ref: Ref): TopLevel | undefined {
    return this.modules.get(ref.slice(0, ref.indexOf('#')))?.top.get(nameOf(ref));
  }
}
