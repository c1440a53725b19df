// Bounds on every request (README "Configuration"): what one HTTP body, GraphQL document, JSON input or statement may
// cost; a refusal is a GraphQL error, extensions.code LIMIT_EXCEEDED (STATEMENT_TIMEOUT for a cancelled statement), naming
// the limit and its setting; nothing runs. GraphQL Armor bounds depth, aliases, tokens; Yoga the body (server.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type {
  ASTNode,
  ASTVisitor,
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  GraphQLInputType,
  GraphQLNamedType,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';
import {
  GraphQLError,
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
import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../config.ts';
import { sqlStateOf } from '../db/sqlstate.ts';
import type { Logger } from '../logger.ts';

export const LIMIT_EXCEEDED = 'LIMIT_EXCEEDED';
export const STATEMENT_TIMEOUT = 'STATEMENT_TIMEOUT';
const QUERY_CANCELED = '57014'; // SQLSTATE query_canceled: statement_timeout (set on every pooled connection, db/client.ts) fired

/** The environment variable behind each limit (config.ts reads them). */
export const LIMIT_SETTINGS: Readonly<Record<keyof RequestLimits, string>> = {
  requestBytes: 'SAVEPOINT_MAX_REQUEST_BYTES',
  jsonBytes: 'SAVEPOINT_MAX_JSON_BYTES',
  responseBytes: 'SAVEPOINT_MAX_RESPONSE_BYTES',
  depth: 'SAVEPOINT_MAX_DEPTH',
  aliases: 'SAVEPOINT_MAX_ALIASES',
  tokens: 'SAVEPOINT_MAX_TOKENS',
  cost: 'SAVEPOINT_MAX_COST',
  mutationFields: 'SAVEPOINT_MAX_MUTATION_FIELDS',
  statementTimeoutMs: 'SAVEPOINT_STATEMENT_TIMEOUT_MS',
  wsMessageBytes: 'SAVEPOINT_WS_MAX_MESSAGE_BYTES',
  wsSubscriptionsPerSocket: 'SAVEPOINT_WS_MAX_SUBSCRIPTIONS',
  wsSocketsPerToken: 'SAVEPOINT_WS_MAX_SOCKETS_PER_TOKEN',
  wsInitTimeoutMs: 'SAVEPOINT_WS_INIT_TIMEOUT_MS',
};

/** A refusal: `problem` says what was too big, then the limit, its setting and what to do instead. */
export function limitError(limits: RequestLimits, limit: keyof RequestLimits, problem: string, hint: string, found?: number): GraphQLError {
  const max = limits[limit];
  const shown = limit.endsWith('Bytes') ? formatBytes(max) : limit.endsWith('Ms') ? `${max} ms` : String(max);
  return createGraphQLError(`${problem}; the limit is ${shown} (${LIMIT_SETTINGS[limit]}). ${hint}`, {
    extensions: { code: LIMIT_EXCEEDED, limit, setting: LIMIT_SETTINGS[limit], max, ...(found === undefined ? {} : { found }), http: { status: 400 } },
  });
}

export const formatBytes = (n: number) => (n >= 1_048_576 ? `${+(n / 1_048_576).toFixed(1)} MiB` : n >= 1_024 ? `${+(n / 1_024).toFixed(1)} KiB` : `${n} B`);

// The limits a Yoga server was created with, kept on it for the WebSocket server attached to it (websocket.ts).
const LIMITS = Symbol('savepoint.limits');

export function limitsOf(yoga: object): RequestLimits {
  const limits = (yoga as { [LIMITS]?: RequestLimits })[LIMITS];
  if (!limits) throw new Error('This Yoga server was created without limitPlugins (graphql/limits.ts).');
  return limits;
}

/** Every request-limit plugin, for the Yoga server's `plugins`. */
export function limitPlugins(limits: RequestLimits, logger: Logger): Plugin[] {
  // GraphQL Armor's rules, each refusal reported as ours: the limit, its setting, what was found and what to do.
  const rule = (limit: 'depth' | 'aliases', what: string, hint: string) => ({
    n: limits[limit],
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const found = Number(/found (\d+)/.exec(error.message)?.[1]) || undefined;
        context?.reportError(limitError(limits, limit, `This operation has ${found ?? 'too many'} ${what}`, hint, found));
      },
    ],
  });
  const tooLong = () => limitError(limits, 'tokens', 'This document is too long', 'Send a shorter document, and large values as variables.');
  const armor = EnvelopArmorPlugin({
    maxTokens: { n: limits.tokens, propagateOnRejection: false, onReject: [() => throwing(tooLong())] },
    maxDepth: { ...rule('depth', 'levels of nesting', 'Select less nesting, and follow ids with further queries.'), flattenFragments: true },
    maxAliases: rule('aliases', 'aliases', 'Split the operation into several requests.'),
    costLimit: { enabled: false }, // the cost budget counts page sizes with the variables known: cost.ts (Pothos complexity)
    maxDirectives: { enabled: false }, // bounded by the token limit
    blockFieldSuggestion: { enabled: false }, // the schema is public (introspection needs no token)
  });
  return [
    {
      onYogaInit: ({ yoga }) => void Object.defineProperty(yoga, LIMITS, { value: limits }),
      // Yoga checks the body (maxRequestBodySize, server.ts): a declared length at once, a streamed body as it arrives.
      onRequestParse: ({ request, requestParser, setRequestParser }) => {
        const length = Number(request.headers.get('content-length'));
        if (length > limits.requestBytes) throw bodyTooLarge(limits, length);
        const parse = async (request: Request) => requestParser?.(request);
        const named = (error: GraphQLError) => throwing(error.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE' ? bodyTooLarge(limits) : error);
        if (requestParser && !length) setRequestParser((request) => parse(request).catch(named) as never);
      },
    },
    armor as Plugin,
    { onValidate: ({ addValidationRule }) => addValidationRule(mutationFieldsRule(limits)) },
    useJsonInputLimit(limits),
    useStatementTimeoutErrors(limits, logger),
  ];
}

// 413. A declared length is refused before the body is read (Node discards it, the connection lives on); a streamed
// body is cut off part way, so its connection is closed after the answer.
function bodyTooLarge(limits: RequestLimits, length?: number): GraphQLError {
  const problem = length ? `The request body is ${formatBytes(length)}` : 'The request body is too large';
  const error = limitError(limits, 'requestBytes', problem, 'Send less per request.', length);
  (error.extensions as { http: unknown }).http = { status: 413, ...(length ? {} : { headers: { connection: 'close' } }) };
  return error;
}

function throwing(error: Error): never {
  throw error;
}

/** Each root field of a mutation runs, one after another: a document of hundreds would bypass every other limit. */
function mutationFieldsRule(limits: RequestLimits) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const count = node.operation === 'mutation' ? rootFields(context, node.selectionSet, new Set()) : 0;
      const hint = 'Send the others in separate requests (batch lists such as recordEvents carry many items in one field).';
      if (count > limits.mutationFields) context.reportError(limitError(limits, 'mutationFields', `This mutation has ${count} root fields`, hint, count));
      return false;
    },
  });
}

function rootFields(context: ValidationContext, selectionSet: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFields(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFields(context, fragment.selectionSet, seen);
    }
  }
  return count;
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

/** The size of `value` as JSON text in bytes (string escapes aside), counted without serialising it, given up once past
 * `stop`; iterative, so a deeply nested value cannot overflow the stack. */
export function jsonBytes(value: unknown, stop = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0 && bytes <= stop) {
    const item = pending.pop();
    if (typeof item === 'string') bytes += Buffer.byteLength(item) + 2;
    else if (item === null || typeof item !== 'object') bytes += String(item).length;
    else {
      const keys = Array.isArray(item) ? [] : Object.keys(item);
      const values: unknown[] = Array.isArray(item) ? item : keys.map((key) => (item as Record<string, unknown>)[key]);
      bytes += 1 + Math.max(values.length, 1);
      for (const key of keys) bytes += Buffer.byteLength(key) + 3;
      for (const element of values) pending.push(element);
    }
  }
  return bytes;
}

function checkJsonInputs(args: ExecutionArgs, limits: RequestLimits): GraphQLError | null {
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
  const walk = (value: unknown, type: GraphQLInputType, where: string): GraphQLError | null => {
    if (value === null || value === undefined) return null;
    if (isNonNullType(type)) return walk(value, type.ofType, where);
    if (isListType(type)) {
      return Array.isArray(value) ? firstOf(value, (item, i) => walk(item, type.ofType, `${where}[${i}]`)) : walk(value, type.ofType, where);
    }
    if (isJson(type)) {
      const bytes = jsonBytes(value, max);
      return bytes > max ? refuse(where, bytes) : null;
    }
    if (!isInputObjectType(type) || typeof value !== 'object') return null;
    const fields = Object.values(type.getFields()).filter((field) => canHoldJson(field.type));
    return firstOf(fields, (field) => walk((value as Record<string, unknown>)[field.name], field.type, `${where}.${field.name}`));
  };
  return firstOf(plan.variables, ({ name, type }) => walk(variables[name], type, `$${name}`));
}

function firstOf<T>(items: readonly T[], check: (item: T, index: number) => GraphQLError | null): GraphQLError | null {
  for (let i = 0; i < items.length; i++) {
    const refused = check(items[i]!, i);
    if (refused) return refused;
  }
  return null;
}

function useJsonInputLimit(limits: RequestLimits): Plugin {
  const check = ({ args, setResultAndStopExecution }: { args: ExecutionArgs; setResultAndStopExecution: (result: ExecutionResult) => void }) => {
    const refused = checkJsonInputs(args, limits);
    if (refused) setResultAndStopExecution({ errors: [refused] });
  };
  return { onExecute: check, onSubscribe: check };
}

/** A statement cancelled by statement_timeout is an expected failure, shown as such (and not logged as unexpected). */
function useStatementTimeoutErrors(limits: RequestLimits, logger: Logger): Plugin {
  const setting = LIMIT_SETTINGS.statementTimeoutMs;
  const message = `A database statement of this request ran longer than ${limits.statementTimeoutMs} ms and was cancelled (${setting}). Ask for less (smaller pages, fewer fields) or try again later.`;
  const extensions = { code: STATEMENT_TIMEOUT, limit: 'statementTimeoutMs', setting, max: limits.statementTimeoutMs };
  const mapped = ({ result, setResult }: { result: ExecutionResult; setResult: (result: ExecutionResult) => void }) => {
    if (!result.errors?.some(isStatementTimeout)) return;
    logger.warn(`a statement ran over ${setting}=${limits.statementTimeoutMs} and was cancelled`);
    const timedOut = (error: GraphQLError) => createGraphQLError(message, { nodes: error.nodes, path: error.path, extensions });
    setResult({ ...result, errors: result.errors.map((error) => (isStatementTimeout(error) ? timedOut(error) : error)) });
  };
  return {
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, mapped) }),
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, mapped) }),
  };
}

function isStatementTimeout(error: GraphQLError): boolean {
  return error instanceof GraphQLError && sqlStateOf(error.originalError) === QUERY_CANCELED && /statement timeout/.test(error.originalError?.message ?? '');
}
