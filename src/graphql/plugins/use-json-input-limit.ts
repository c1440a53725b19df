// SAVEPOINT_MAX_JSON_BYTES: one of the request limits (limits.ts), on every JSON value a request sends.

import {
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  isValueNode,
  Kind,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import { type InputStep, inputPath } from './input-path.ts';
import { formatBytes, jsonBytes, limitError } from './limits.ts';

export function useJsonInputLimit(limits: RequestLimits): Plugin {
  const check = ({ args, setResultAndStopExecution }: { args: ExecutionArgs; setResultAndStopExecution: (result: ExecutionResult) => void }) => {
    const refused = checkJsonInputs(args, limits);
    if (refused) setResultAndStopExecution({ errors: [refused] });
  };
  return { onExecute: check, onSubscribe: check };
}

/** JSON inputs: every value of the JSON scalar, wherever it sits. In one operation it can arrive as a literal in the
 * document (with variables inside it), or in a variable, as itself or deep in an input object or list. */
type JsonPlan = { literals: Array<{ where: string; bytes: number; variables: string[] }>; variables: Array<{ name: string; type: GraphQLInputType }> };

const plans = new WeakMap<DocumentNode, Map<string, JsonPlan>>();
const reachesJson = new WeakMap<GraphQLNamedType, boolean>();

function isJson(type: GraphQLNamedType): boolean {
  return type.name === 'JSON' && !isInputObjectType(type);
}

/** Whether a value of this input type can hold a JSON scalar somewhere inside it. */
function canHoldJson(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  const known = reachesJson.get(named);
  if (known !== undefined) return known;
  reachesJson.set(named, false); // input objects may refer to themselves
  const result = isJson(named) || (isInputObjectType(named) && Object.values(named.getFields()).some((field) => canHoldJson(field.type)));
  reachesJson.set(named, result);
  return result;
}

/** Computed once per parsed document and operation (Yoga caches documents: a repeated query costs a lookup). */
function planOf(args: ExecutionArgs): JsonPlan {
  const byOperation = plans.get(args.document) ?? new Map<string, JsonPlan>();
  plans.set(args.document, byOperation);
  const cached = byOperation.get(args.operationName ?? '');
  if (cached) return cached;
  const plan: JsonPlan = { literals: jsonLiterals(args), variables: [] };
  for (const definition of getOperationAST(args.document, args.operationName)?.variableDefinitions ?? []) {
    const type = typeFromAST(args.schema, definition.type as never) as GraphQLInputType | undefined;
    if (type && canHoldJson(type)) plan.variables.push({ name: definition.variable.name.value, type });
  }
  byOperation.set(args.operationName ?? '', plan);
  return plan;
}

function jsonLiterals(args: ExecutionArgs): JsonPlan['literals'] {
  const literals: JsonPlan['literals'] = [];
  const typeInfo = new TypeInfo(args.schema);
  const names: string[] = []; // the argument and input fields around the value, for the message
  const named = (node: ASTNode) => node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD;
  const visitor: ASTVisitor = {
    enter(node) {
      if (named(node)) names.push((node as { name: { value: string } }).name.value);
      const type = typeInfo.getInputType();
      if (!isValueNode(node) || node.kind === Kind.VARIABLE || !type || !isJson(getNamedType(type))) return undefined;
      const variables: string[] = [];
      visit(node, { Variable: (variable) => void variables.push(variable.name.value) });
      const bytes = node.loc ? Buffer.byteLength(node.loc.source.body.slice(node.loc.start, node.loc.end)) : 0;
      literals.push({ where: names.join('.'), bytes, variables });
      return false; // its inside is JSON, not GraphQL input types
    },
    leave: (node) => void (named(node) && names.pop()),
  };
  visit(args.document, visitWithTypeInfo(typeInfo, visitor));
  return literals;
}

export function checkJsonInputs(args: ExecutionArgs, limits: RequestLimits): GraphQLError | null {
  const plan = planOf(args);
  const max = limits.jsonBytes;
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  const refuse = (where: string, bytes: number) =>
    limitError(limits, 'jsonBytes', `${where} is ${formatBytes(bytes)} or more of JSON`, 'Store large content elsewhere and record a reference to it.', bytes);
  for (const literal of plan.literals) {
    let bytes = literal.bytes;
    for (const name of literal.variables) bytes += jsonBytes(variables[name], max);
    if (bytes > max) return refuse(literal.where || 'A JSON value', bytes);
  }
  // The place of the value at hand, as a stack of list indexes and fields, written out only for a refusal: a batch of
  // 1,000 objects made 2,000 strings per request for nothing.
  const path: InputStep[] = [];
  const walk = (value: unknown, type: GraphQLInputType, name: string): GraphQLError | null => {
    if (value === null || value === undefined) return null;
    if (isNonNullType(type)) return walk(value, type.ofType, name);
    if (isListType(type)) {
      if (!Array.isArray(value)) return walk(value, type.ofType, name);
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        const refused = walk(value[i], type.ofType, name);
        if (refused) return refused;
        path.pop();
      }
      return null;
    }
    if (isJson(type)) {
      const bytes = jsonBytes(value, max);
      return bytes > max ? refuse(inputPath(`$${name}`, path), bytes) : null;
    }
    if (!isInputObjectType(type) || typeof value !== 'object') return null;
    for (const field of jsonFieldsOf(type)) {
      path.push(field.name);
      const refused = walk((value as Record<string, unknown>)[field.name], field.type, name);
      if (refused) return refused;
      path.pop();
    }
    return null;
  };
  return firstOf(plan.variables, ({ name, type }) => walk(variables[name], type, name));
}

const jsonFields = new WeakMap<GraphQLInputObjectType, GraphQLInputField[]>();

/** The fields of an input object that can hold JSON, listed once per type. */
function jsonFieldsOf(type: GraphQLInputObjectType): GraphQLInputField[] {
  let fields = jsonFields.get(type);
  if (!fields) {
    fields = Object.values(type.getFields()).filter((field) => canHoldJson(field.type));
    jsonFields.set(type, fields);
  }
  return fields;
}

function firstOf<T>(items: readonly T[], check: (item: T, index: number) => GraphQLError | null): GraphQLError | null {
  for (let i = 0; i < items.length; i++) {
    const refused = check(items[i]!, i);
    if (refused) return refused;
  }
  return null;
}
