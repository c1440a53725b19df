// The format of runnable documentation (README.md and docs/*.md), read from the Markdown text. Pure: parsing, the
// references between operations, placeholders and the partial comparison of expected output. doc-runner.ts runs it.
//
//   ```graphql            one operation, run in the order of the file (queries and mutations over HTTP,
//   # $id from CreateSession: createSession.session.id      subscriptions over graphql-ws). A comment line
//   mutation Start($id: ID!) { ... }                        `# $var from Operation: path` takes a variable from
//   ```                                                     the answer of an earlier operation of the same file.
//   ```json variables     its literal variables ("$WORKSPACE" stands for the reader's folder)
//   ```json               what it answers (`data`), compared partially: objects may leave fields out; an array
//                         holds exactly these items, or begins with them when its last item is "..."; the string
//                         "..." matches any value. An answer holding an error (an object with code and message)
//                         fails unless the expected output shows that code. For a subscription: the items it
//                         delivers, awaited at the end of the file (or when a later operation reads from it: its
//                         last expected item, or `# $after from Feed: [2].sessionEvents.cursor` for another).
//   ```sh test            a shell example that is run (bash, HOME a fresh folder, SAVEPOINT_TOKEN the reader's
//                         token, the server at localhost:4000, which is SAVEPOINT_URL too: the savepoint command's
//                         default); `# $VAR from Operation: path` sets a variable.
//                         `sh test workspace` marks the README's folder set-up, run for every file first.
//   ```text               after a `sh test` block: its output (stdout and stderr), line for line, blank lines left
//                         out; "..." in a line matches any text, a line "..." any number of lines. A command still
//                         running (a stream) is stopped once its output begins with these lines.

export type Reference = { variable: string; operation: string; path: string };

export type GraphqlBlock = {
  kind: 'graphql';
  line: number;
  text: string;
  references: Reference[];
  variables?: { line: number; value: Record<string, unknown> };
  expected?: { line: number; value: unknown };
};

export type ShellBlock = {
  kind: 'sh';
  line: number;
  text: string;
  references: Reference[];
  workspace: boolean;
  expected?: { line: number; lines: string[] };
};

export type Block = GraphqlBlock | ShellBlock;

type Fence = { line: number; lang: string; flags: string[]; body: string };

/** Code fences at the start of a line, with the line their opening is on (from 1). */
export function fencesOf(markdown: string): Fence[] {
  const fences: Fence[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    if (i === lines.length) throw new Error(`line ${start + 1}: a code fence that is never closed`);
    fences.push({ line: start + 1, lang: open[1]!, flags: open[2]!.split(/\s+/).filter(Boolean), body: body.join('\n') });
  }
  return fences;
}

const REFERENCE = /^#\s*\$(\w+)\s+from\s+(\w+):\s*(\S+)\s*$/;

function referencesOf(text: string, line: number): Reference[] {
  return text
    .split('\n')
    .filter((l) => /^#\s*\$\w+\s+from\b/.test(l))
    .map((l) => {
      const match = REFERENCE.exec(l);
      if (!match) throw new Error(`line ${line}: write a reference as "# $variable from Operation: path", not "${l}"`);
      return { variable: match[1]!, operation: match[2]!, path: match[3]! };
    });
}

function json(fence: Fence): unknown {
  try {
    return JSON.parse(fence.body);
  } catch (error) {
    throw new Error(`line ${fence.line}: not JSON: ${(error as Error).message}`);
  }
}

/** The runnable blocks of a Markdown file, in order; a json or text fence that belongs to none is an error. */
export function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let last: Block | null = null; // the block a following json or text fence may belong to
  for (const fence of fencesOf(markdown)) {
    if (fence.lang === 'graphql') {
      if (fence.flags.length) throw new Error(`line ${fence.line}: a graphql block takes no flags (every one is run)`);
      last = { kind: 'graphql', line: fence.line, text: fence.body, references: referencesOf(fence.body, fence.line) };
      blocks.push(last);
    } else if (['gql', 'graphqls'].includes(fence.lang)) {
      throw new Error(`line ${fence.line}: write operations in \`\`\`graphql blocks, so they are run`);
    } else if (fence.lang === 'json') {
      if (last?.kind !== 'graphql') throw new Error(`line ${fence.line}: a json block that follows no graphql block (use \`\`\`text for other JSON)`);
      if (fence.flags[0] === 'variables') {
        if (last.variables || last.expected) throw new Error(`line ${fence.line}: variables come once, before the expected output`);
        const value = json(fence);
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`line ${fence.line}: variables are a JSON object`);
        last.variables = { line: fence.line, value: value as Record<string, unknown> };
      } else if (fence.flags.length === 0) {
        if (last.expected) throw new Error(`line ${fence.line}: a second expected output for the block of line ${last.line}`);
        last.expected = { line: fence.line, value: json(fence) };
      } else {
        throw new Error(`line ${fence.line}: a json block is the variables (\`\`\`json variables) or the expected output (\`\`\`json)`);
      }
    } else if (fence.lang === 'sh' && fence.flags[0] === 'test') {
      last = { kind: 'sh', line: fence.line, text: fence.body, references: referencesOf(fence.body, fence.line), workspace: fence.flags[1] === 'workspace' };
      blocks.push(last);
    } else if (fence.lang === 'text' && last?.kind === 'sh' && !last.expected) {
      last.expected = { line: fence.line, lines: fence.body.split('\n').filter((l) => l.trim()) };
      last = null;
    } else {
      last = null;
    }
  }
  return blocks;
}

/** Reads `a.b[0].c[key=x].d` (or `[2].a`, from a list) from a value: the path of a reference. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of path.split('.')) {
    const [whole, name, selectors] = /^(\w*)((?:\[[^\]]+\])*)$/.exec(segment) ?? [];
    if (!whole) throw new Error(`"${segment}" is not a path segment (name, name[0], name[field=value] or [0])`);
    if (name) current = (current as Record<string, unknown> | null)?.[name];
    for (const [, selector] of selectors!.matchAll(/\[([^\]]+)\]/g)) {
      if (!Array.isArray(current)) return undefined;
      const pair = /^(\w+)=(.*)$/.exec(selector!);
      current = pair ? current.find((item) => String((item as Record<string, unknown>)?.[pair[1]!]) === pair[2]) : current[Number(selector)];
    }
  }
  return current;
}

/** Replaces the placeholders ("$WORKSPACE", "$WORKSPACE-fork"...) in every string of a JSON value. */
export function withPlaceholders(value: unknown, places: Record<string, string>): unknown {
  if (typeof value === 'string') return replacePlaceholders(value, places);
  if (Array.isArray(value)) return value.map((item) => withPlaceholders(item, places));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlaceholders(v, places)]));
  return value;
}

export function replacePlaceholders(text: string, places: Record<string, string>): string {
  return text.replace(/\$([A-Z][A-Z_]*)\b/g, (whole, name: string) => places[name] ?? whole);
}

const ANY = '...';

/** Where `actual` differs from the partial `expected`, as "path: expected X, got Y" lines; none when it matches. */
export function mismatches(expected: unknown, actual: unknown, path = '$'): string[] {
  if (expected === ANY) return actual === undefined || actual === null ? [`${path}: expected a value, got ${JSON.stringify(actual)}`] : [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${JSON.stringify(actual)}`];
    const open = expected.at(-1) === ANY;
    const items = open ? expected.slice(0, -1) : expected;
    if (open ? actual.length < items.length : actual.length !== items.length) {
      return [`${path}: expected ${open ? 'at least ' : ''}${items.length} items, got ${actual.length}: ${JSON.stringify(actual)}`];
    }
    return items.flatMap((item, i) => mismatches(item, actual[i], `${path}[${i}]`));
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) => mismatches(value, (actual as Record<string, unknown>)[key], `${path}.${key}`));
  }
  return Object.is(expected, actual) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** The typed errors (objects with a code and a message) in an answer that the expected output does not show. */
export function unexpectedErrors(actual: unknown, expected: unknown, path = '$'): string[] {
  if (Array.isArray(actual)) return actual.flatMap((item, i) => unexpectedErrors(item, Array.isArray(expected) ? expected[i] : undefined, `${path}[${i}]`));
  if (!actual || typeof actual !== 'object') return [];
  const record = actual as Record<string, unknown>;
  const shown = (expected ?? {}) as Record<string, unknown>;
  if (typeof record.code === 'string' && typeof record.message === 'string' && shown.code === undefined) return [`${path}: ${record.code}: ${record.message}`];
  return Object.entries(record).flatMap(([key, value]) => unexpectedErrors(value, shown[key], `${path}.${key}`));
}

/** Whether a line of output shows an expected line, where "..." in it stands for any text. */
export function showsLine(expected: string, line: string): boolean {
  const pattern = expected
    .trim()
    .split(ANY)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(line.trim());
}

/**
 * Whether output lines are the expected ones, in order, one for one (a line "..." stands for any number of lines):
 * all of them when `whole`, else (a stream still running) the expected ones are its beginning.
 */
export function showsOutput(expected: readonly string[], lines: readonly string[], whole: boolean): boolean {
  const match = (e: number, l: number): boolean => {
    if (e === expected.length) return !whole || l === lines.length;
    if (expected[e]!.trim() === ANY) return match(e + 1, l) || (l < lines.length && match(e, l + 1));
    return l < lines.length && showsLine(expected[e]!, lines[l]!) && match(e + 1, l + 1);
  };
  return match(0, 0);
}
