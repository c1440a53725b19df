// Every String and ID a client sends has a length bound and a character rule, checked once at the edge (by
// use-input-sanity.ts, before anything runs) wherever the value sits: an argument, an input field at any depth, a literal
// or a variable. The rule follows from the input's place in the schema: a name by default (one line, no control
// characters: keys, titles, labels, paths, branch names, ids, cursors), free text where people write prose (newlines
// and tabs allowed), message content where any text is legitimate (bounded by SAVEPOINT_MAX_MESSAGE_BYTES). A field
// added to the schema is a name until it is listed here, so none escapes the rule (test/input-strings.test.ts walks
// the schema to keep that true). A refusal quotes at most a few characters of the value.

import {
  type ArgumentNode,
  BREAK,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { type InputStep, inputPath } from './input-path.ts';

export type StringKind = 'NAME' | 'PATH' | 'TEXT' | 'CONTENT';

/** The schema coordinates (`Input.field`, `Type.field(argument:)`) that are not names. */
export const STRING_KINDS: Readonly<Record<string, Exclude<StringKind, 'NAME'>>> = {
  'CreateWorkspaceInput.path': 'PATH',
  'ForkWorkspaceInput.path': 'PATH',
  'FileWriteInput.path': 'PATH',
  'CreateSessionInput.objective': 'TEXT',
  'ForkSessionInput.objective': 'TEXT',
  'PhaseAdditionInput.description': 'TEXT',
  'PhasePlanInput.description': 'TEXT',
  'TaskPlanInput.description': 'TEXT',
  'ForceUnlockInput.reason': 'TEXT',
  'PausePhaseInput.reason': 'TEXT',
  'PauseTaskInput.reason': 'TEXT',
  'PhaseSkipInput.reason': 'TEXT',
  'RevisePlanInput.reason': 'TEXT',
  'SessionTransitionInput.reason': 'TEXT',
  'TaskSkipInput.reason': 'TEXT',
  'DecideApprovalInput.note': 'TEXT',
  'FailStepInput.error': 'TEXT',
  'FailTaskInput.error': 'TEXT',
  'TodoItemInput.content': 'TEXT',
  'TodoItemInput.activeForm': 'TEXT',
  'MessageInput.content': 'CONTENT',
  'MessageInput.toolResult': 'CONTENT',
  'CompactConversationInput.summary': 'CONTENT',
  'CompletePhaseInput.summary': 'CONTENT',
  // An export holds any text; one larger than this goes to POST /import/sessions, which streams it.
  'ImportSessionInput.export': 'CONTENT',
  // A client's own state, base64 (checked where it is read); a value larger than this goes to POST /state/uploads.
  'PutStateCheckpointInput.payload': 'CONTENT',
  'StatePartInput.data': 'CONTENT',
  'StateWriteInput.data': 'CONTENT',
  'PutStateCheckpointInput.summary': 'TEXT',
};

/**
 * The longest value of each kind, in characters. Content is bounded in bytes by SAVEPOINT_MAX_MESSAGE_BYTES where it
 * is written, whose refusal names the message in its batch (errors as data); the edge stops only what is far past
 * that (twice as many characters), before anything reads it.
 */
export function maxLengths(maxMessageBytes: number): Record<StringKind, number> {
  return { NAME: 1_000, PATH: 4_096, TEXT: 65_536, CONTENT: 2 * maxMessageBytes };
}

const HINTS: Record<StringKind, string> = {
  NAME: 'Use a shorter name or key; long text belongs in a description, a message or a shared document.',
  PATH: 'Use a shorter path.',
  TEXT: 'Shorten it; long material belongs in a message or a shared document.',
  CONTENT: 'Store large payloads elsewhere and record a reference to them (SAVEPOINT_MAX_MESSAGE_BYTES).',
};

/** Control characters (C0, DEL, C1) and line or paragraph separators; free text may keep tabs and line breaks. */
const NOT_IN_NAME = /[\p{Cc}\u2028\u2029]/u;
const NOT_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

/** A few characters of a value, escaped, for a message: never the whole of a long input. */
export function quoted(value: string, at = 0): string {
  const start = Math.max(0, at - 10);
  const shown = value.slice(start, start + 32);
  return `${start > 0 ? '…' : ''}${JSON.stringify(shown).slice(1, -1)}${start + 32 < value.length ? '…' : ''}`;
}

/** Why this value cannot be taken where `kind` rules, or null. */
export function stringProblem(value: string, kind: StringKind, max: number): string | null {
  if (value.length > max) {
    return `is ${value.length.toLocaleString('en')} characters ("${quoted(value)}"); it takes at most ${max.toLocaleString('en')}. ${HINTS[kind]}`;
  }
  const forbidden = kind === 'CONTENT' ? null : (kind === 'TEXT' ? NOT_IN_TEXT : NOT_IN_NAME).exec(value);
  if (!forbidden) return null;
  const code = `U+${forbidden[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const rule =
    kind === 'TEXT'
      ? 'free text may hold line breaks and tabs, no other control characters'
      : 'names, keys, paths and branch names are one line of printable text';
  return `contains the control character ${code} at position ${forbidden.index} ("${quoted(value, forbidden.index)}"); ${rule}: remove it.`;
}

export type StringProblem = { field: string; coordinate: string; reason: string; node: ArgumentNode };

type InputField = { name: string; type: GraphQLInputType; coordinate: string };
const inputFields = new WeakMap<GraphQLInputObjectType, InputField[]>();

/** An input object's fields with their coordinates (`Input.field`), listed once per type. */
function inputFieldsOf(type: GraphQLInputObjectType): InputField[] {
  let fields = inputFields.get(type);
  if (!fields) {
    fields = Object.values(type.getFields()).map((input) => ({ name: input.name, type: input.type, coordinate: `${type.name}.${input.name}` }));
    inputFields.set(type, fields);
  }
  return fields;
}

/**
 * The first String or ID of the document's arguments (literals, and the variables they use, by the type of the
 * place each is used in) that breaks its rule.
 */
export function findStringProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  limits: Record<StringKind, number>,
): StringProblem | null {
  const defaults = new Map<string, ValueNode>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue);
  }
  let found: StringProblem | null = null;
  const check = (value: string, coordinate: string, field: string, node: ArgumentNode): boolean => {
    const kind = STRING_KINDS[coordinate] ?? 'NAME';
    const reason = stringProblem(value, kind, limits[kind]);
    if (reason) found = { field, coordinate, reason, node };
    return reason !== null;
  };

  /**
   * A value from the variables (JSON), read as the input type of the place it is used in. Where inside it a value sits
   * (`steps`: list indexes and field names) is written out only for a refusal, not for each item of a batch.
   */
  const steps: InputStep[] = [];
  function raw(value: unknown, type: GraphQLInputType, coordinate: string, field: string, node: ArgumentNode): boolean {
    if (value === null || value === undefined) return false;
    if (isNonNullType(type)) return raw(value, type.ofType, coordinate, field, node);
    if (isListType(type)) {
      if (!Array.isArray(value)) return raw(value, type.ofType, coordinate, field, node);
      for (let i = 0; i < value.length; i++) {
        steps.push(i);
        if (raw(value[i], type.ofType, coordinate, field, node)) return true;
        steps.pop();
      }
      return false;
    }
    if (isInputObjectType(type)) {
      if (typeof value !== 'object') return false;
      for (const input of inputFieldsOf(type)) {
        steps.push(input.name);
        if (raw((value as Record<string, unknown>)[input.name], input.type, input.coordinate, field, node)) return true;
        steps.pop();
      }
      return false;
    }
    const named = getNamedType(type).name;
    return (named === 'String' || named === 'ID') && typeof value === 'string' && check(value, coordinate, inputPath(field, steps), node);
  }

  /** A value written in the document. */
  function literal(value: ValueNode, type: GraphQLInputType, coordinate: string, field: string, node: ArgumentNode): boolean {
    if (isNonNullType(type)) return literal(value, type.ofType, coordinate, field, node);
    if (value.kind === Kind.VARIABLE) {
      const name = value.name.value;
      if (variables && Object.hasOwn(variables, name)) return raw(variables[name], type, coordinate, field, node);
      const fallback = defaults.get(name);
      return fallback ? literal(fallback, type, coordinate, field, node) : false;
    }
    if (isListType(type)) {
      if (value.kind !== Kind.LIST) return literal(value, type.ofType, coordinate, field, node);
      return value.values.some((item, i) => literal(item, type.ofType, coordinate, `${field}[${i}]`, node));
    }
    if (isInputObjectType(type)) {
      if (value.kind !== Kind.OBJECT) return false;
      const fields = type.getFields();
      return value.fields.some((item) => {
        const input = fields[item.name.value];
        return input ? literal(item.value, input.type, `${type.name}.${input.name}`, `${field}.${input.name}`, node) : false;
      });
    }
    const named = getNamedType(type).name;
    return (named === 'String' || named === 'ID') && value.kind === Kind.STRING && check(value.value, coordinate, field, node);
  }

  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const parent = typeInfo.getParentType();
        const owner = typeInfo.getFieldDef() ?? typeInfo.getDirective();
        if (!argument || !owner) return false; // graphql-js reports an unknown argument
        const coordinate = parent && typeInfo.getFieldDef() ? `${parent.name}.${owner.name}(${argument.name}:)` : `@${owner.name}(${argument.name}:)`;
        return literal(node.value, argument.type, coordinate, argument.name, node) ? BREAK : false;
      },
    }),
  );
  return found;
}
