// A refused DateTime (date-time.ts) reported as every other refused input is: VALIDATION_FAILED, and the `field` it was
// sent in (graphql-js reports it without either).
import { type DocumentNode, type GraphQLError, Kind, parse, type ValueNode } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { DateTimeOutOfRange } from '../date-time.ts';

/** Where the literal at offset `target` sits in an argument value: `input.fromTime`, `ids[2]`. */
function literalPath(value: ValueNode, path: string, target: number): string | null {
  if (value.kind === Kind.STRING && value.loc?.start === target) return path;
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      const found = literalPath(field.value, `${path}.${field.name.value}`, target);
      if (found) return found;
    }
  }
  if (value.kind === Kind.LIST) {
    for (const [index, item] of value.values.entries()) {
      const found = literalPath(item, `${path}[${index}]`, target);
      if (found) return found;
    }
  }
  return null;
}

/** Where the string `target` sits in a variable's value: `input.toTime`. */
function variablePath(value: unknown, path: string, target: string): string | null {
  if (value === target) return path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = variablePath(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, target);
    if (found) return found;
  }
  return null;
}

/** The argument path of the refused value: in the variables sent, or in the document's literals. */
function fieldOf(error: GraphQLError, refusal: DateTimeOutOfRange, document: DocumentNode | undefined, variables: unknown): string | null {
  const node = error.nodes?.[0];
  if (node?.kind === Kind.VARIABLE_DEFINITION) {
    const name = node.variable.name.value;
    return variablePath((variables as Record<string, unknown> | undefined)?.[name], name, refusal.value);
  }
  // The document is parsed again, so the literal is found by its offset in the query text.
  const literal = refusal.nodes?.[0]?.loc?.start;
  if (literal === undefined || !document) return null;
  let found: string | null = null;
  const visit = (selections: readonly { kind: Kind; arguments?: readonly { name: { value: string }; value: ValueNode }[]; selectionSet?: unknown }[]) => {
    for (const selection of selections) {
      for (const argument of selection.arguments ?? []) found ??= literalPath(argument.value, argument.name.value, literal);
      const nested = selection.selectionSet as { selections: typeof selections } | undefined;
      if (nested && !found) visit(nested.selections);
    }
  };
  for (const definition of document.definitions) if ('selectionSet' in definition && definition.selectionSet) visit(definition.selectionSet.selections);
  return found;
}

/** A refused DateTime gets VALIDATION_FAILED and the `field` it was sent in, as every other refused input does. */
export function useDateTimeRefusals(): Plugin {
  return {
    onExecutionResult({ result, context }) {
      if (!result || isAsyncIterable(result)) return;
      const params = (context as { params?: { query?: string; variables?: unknown } }).params;
      for (const error of (Array.isArray(result) ? result : [result]).flatMap((one) => one.errors ?? [])) {
        // A variable's refusal comes wrapped (naming the variable); a literal's is reported as it is (validation).
        const refusal = error instanceof DateTimeOutOfRange ? error : error.originalError;
        if (!(refusal instanceof DateTimeOutOfRange)) continue;
        const extensions = error.extensions as Record<string, unknown>;
        extensions.code = 'VALIDATION_FAILED';
        // Parsed again only here, for a request that is refused anyway.
        const document = refusal.nodes && params?.query ? parse(params.query) : undefined;
        const field = fieldOf(error, refusal, document, params?.variables);
        if (field) extensions.field = field;
      }
    },
  };
}
