// Input no field can take, refused once at the edge, before anything runs, as a typed error naming the argument:
// - a NUL character or a lone UTF-16 surrogate in any string, literal or variable, JSON included (PostgreSQL
//   refuses both in text and json, and a lone surrogate would otherwise be stored as U+FFFD);
// - a value nested deeper than MAX_INPUT_DEPTH objects and lists (a JSON argument thousands of levels deep would
//   otherwise overflow the stack of whatever walks it next: redaction, canonical hashing, serialisation);
// - a GET (or form) request whose `variables` or `extensions` parameter is not JSON: a 400, not a crash of the
//   request parser.
// - a String or ID over its length bound, or with a control character where none belongs (input-strings.ts).
// Pothos' own argument checks (a negative `first`, a malformed offset cursor) and graphql-js' refusal of a variable's
// value (a string for an Int) get the same VALIDATION_FAILED code.

import { PothosValidationError } from '@pothos/core';
import {
  type ASTNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  getOperationAST,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, isAsyncIterable, type Plugin } from 'graphql-yoga';
import { type InputStep, inputPath } from './input-path.ts';
import { findStringProblem, maxLengths, type StringProblem } from './input-strings.ts';

/** How deep an argument may nest objects and lists. A plan with JSON step input needs about ten levels. */
export const MAX_INPUT_DEPTH = 100;

type Problem = { field: string; coordinate: string; reason: string; node: ASTNode };

/** NUL or a lone surrogate: one scan finds whether a text holds either (most hold neither). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it looks for
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Why this text cannot be stored, or null when it can. */
export function unstorableText(text: string): string | null {
  if (!UNSTORABLE.test(text)) return null;
  const nul = text.indexOf('\u0000');
  if (nul >= 0) return `contains a NUL character (U+0000) at position ${nul}, which cannot be stored; remove it.`;
  const surrogate = /\p{Cs}/u.exec(text); // with the u flag a valid surrogate pair is one code point, never Cs
  if (surrogate) {
    const unit = surrogate[0].charCodeAt(0).toString(16);
    return `contains a lone UTF-16 surrogate (\\u${unit}) at position ${surrogate.index}, which is not valid Unicode; send well-formed text.`;
  }
  return null;
}

const tooDeep = `nests objects and lists more than ${MAX_INPUT_DEPTH} levels deep; flatten it.`;

/** The first problem in the arguments of the operation that will run, literals and the variables they use. */
export function findInputProblem(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): Problem | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null; // graphql-js reports it
  const walk: Walk = {
    fragments: new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : []))),
    defaults: new Map(operation.variableDefinitions?.map((definition) => [definition.variable.name.value, definition.defaultValue]) ?? []),
    variables: variables ?? null,
    seenVariables: new Set(),
    seenFragments: new Set(),
  };
  return selectionsProblem(walk, operation.selectionSet, '');
}

/** The operation's fragments and variables, and what was looked at already (a variable or fragment is checked once). */
type Walk = {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  defaults: ReadonlyMap<string, ValueNode | undefined>;
  variables: Readonly<Record<string, unknown>> | null;
  seenVariables: Set<string>;
  seenFragments: Set<string>;
};

/** A variable's value, as sent in JSON: its strings, keys and nesting. */
function rawProblem(value: unknown, field: string, coordinate: string, node: ASTNode, depth: number): Problem | null {
  const found = rawReason(value, depth);
  return found && { field: inputPath(field, found.steps.reverse()), coordinate, reason: found.reason, node };
}

/**
 * Why a value from JSON cannot be taken, and where inside it (`steps`, innermost first, gathered on the way out): the
 * path is written only for a refusal, not for each of the thousand items of a batch that has none.
 */
function rawReason(value: unknown, depth: number): { reason: string; steps: InputStep[] } | null {
  if (typeof value === 'string') {
    const reason = unstorableText(value);
    return reason ? { reason, steps: [] } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { reason: tooDeep, steps: [] };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = rawReason(value[index], depth + 1);
      if (found) {
        found.steps.push(index);
        return found;
      }
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const reason = unstorableText(key);
    if (reason) return { reason: `has a key that ${reason}`, steps: [key] };
    const found = rawReason((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.steps.push(key);
      return found;
    }
  }
  return null;
}

/** A value written in the document: strings, lists and objects, and the variables it names (their values, or defaults). */
function literalProblem(walk: Walk, value: ValueNode, field: string, coordinate: string, depth: number): Problem | null {
  switch (value.kind) {
    case Kind.STRING: {
      const reason = unstorableText(value.value);
      return reason ? { field, coordinate, reason, node: value } : null;
    }
    case Kind.LIST:
    case Kind.OBJECT: {
      if (depth >= MAX_INPUT_DEPTH) return { field, coordinate, reason: tooDeep, node: value };
      const items =
        value.kind === Kind.LIST
          ? value.values.map((item, index) => [`${field}[${index}]`, item] as const)
          : value.fields.map((item) => [`${field}.${item.name.value}`, item.value] as const);
      for (const [path, item] of items) {
        const problem = literalProblem(walk, item, path, coordinate, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    case Kind.VARIABLE: {
      const name = value.name.value;
      if (walk.seenVariables.has(name)) return null;
      walk.seenVariables.add(name);
      if (walk.variables && Object.hasOwn(walk.variables, name)) return rawProblem(walk.variables[name], field, coordinate, value, depth);
      const fallback = walk.defaults.get(name);
      return fallback ? literalProblem(walk, fallback, field, coordinate, depth) : null;
    }
    default:
      return null;
  }
}

/** The arguments of every field and directive selected, through fragments (each once). */
function selectionsProblem(walk: Walk, set: SelectionSetNode, parent: string): Problem | null {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment || walk.seenFragments.has(fragment.name.value)) continue;
      walk.seenFragments.add(fragment.name.value);
      const problem = selectionsProblem(walk, fragment.selectionSet, parent);
      if (problem) return problem;
      continue;
    }
    const coordinate = selection.kind === Kind.FIELD ? (parent ? `${parent}.${selection.name.value}` : selection.name.value) : parent;
    const args = [...(selection.kind === Kind.FIELD ? (selection.arguments ?? []) : []), ...(selection.directives ?? []).flatMap((d) => d.arguments ?? [])];
    for (const argument of args) {
      const problem = literalProblem(walk, argument.value, argument.name.value, coordinate, 0);
      if (problem) return problem;
    }
    if (selection.selectionSet) {
      const problem = selectionsProblem(walk, selection.selectionSet, coordinate);
      if (problem) return problem;
    }
  }
  return null;
}

function refusal(problem: Problem) {
  return createGraphQLError(`${problem.coordinate}(${problem.field}): ${problem.reason}`, {
    nodes: [problem.node],
    extensions: { code: 'VALIDATION_FAILED', field: problem.field, http: { status: 400 } },
  });
}

function stringRefusal(problem: StringProblem) {
  return createGraphQLError(`${problem.field} (${problem.coordinate}): ${problem.reason}`, {
    nodes: [problem.node],
    extensions: { code: 'VALIDATION_FAILED', field: problem.field, coordinate: problem.coordinate, http: { status: 400 } },
  });
}

/** A query-string parameter Yoga parses as JSON, named when it is not. */
function badJsonParameter(request: Request): string {
  const params = new URL(request.url, 'http://localhost').searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = params.get(name);
    if (!value) continue;
    try {
      JSON.parse(value);
    } catch {
      return `The "${name}" parameter is not valid JSON; send it as a JSON object, URL-encoded (or POST a JSON body).`;
    }
  }
  return 'The "variables" or "extensions" parameter is not valid JSON; send each as a JSON object (or POST a JSON body).';
}

export function useInputSanity(limits: { maxMessageBytes: number }): Plugin {
  const lengths = maxLengths(limits.maxMessageBytes);
  const check = ({ args, setResultAndStopExecution }: { args: ExecutionArgs; setResultAndStopExecution: (result: ExecutionResult) => void }) => {
    const problem = findInputProblem(args.document, args.operationName, args.variableValues);
    if (problem) return setResultAndStopExecution({ errors: [refusal(problem)] });
    const text = findStringProblem(args.schema, args.document, args.variableValues, lengths);
    if (text) setResultAndStopExecution({ errors: [stringRefusal(text)] });
  };
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw createGraphQLError(badJsonParameter(request), { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        }
      });
    },
    onExecute: check,
    onExecutionResult({ result }) {
      if (!result || isAsyncIterable(result)) return;
      for (const error of (Array.isArray(result) ? result : [result]).flatMap((one) => one.errors ?? [])) {
        const extensions = error.extensions as Record<string, unknown>;
        if (extensions.code !== undefined) continue;
        // Pothos' argument checks, and graphql-js' refusal of a variable's value (a request error: it has no path;
        // every other request error, parse, validation, authentication or masked, has its code already)
        const pothos = error instanceof PothosValidationError || error.originalError instanceof PothosValidationError;
        if (pothos || !error.path) extensions.code = 'VALIDATION_FAILED';
      }
    },
    onSubscribe: check,
  };
}
