// Schema-driven fuzzing of the whole API: random operations and variables generated from schema.graphql (valid-looking
// and hostile values, real ids of both owners' rows), sent one at a time through the real server. For every request:
// no 5xx, no masked internal error, no row of the other owner in the answer, and no change to the database when the
// answer is an error. Seeded: FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> changes its length.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLUnionType,
  getNamedType,
  isEnumType,
  isLeafType,
} from 'graphql';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { ValidationError } from '../src/errors/domain.ts';
import { workspaceAfter } from '../src/graphql/cursors.ts';
import { NODE_TYPES } from '../src/graphql/ids.ts';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_301);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const BOB = 'bobsecret'; // in every text of the second owner: never in an answer to the first

const logged: unknown[][] = [];
const quiet = () => {};
const app = await createTestApp({ logger: { debug: quiet, info: quiet, warn: quiet, error: (...args) => logged.push(args) } });
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const schema = buildSchema(readFileSync(path.join(import.meta.dirname, '..', 'schema.graphql'), 'utf8'));

// ---- ids and cursors seen so far, per owner ----

type Pool = { ids: Map<string, string[]>; cursors: string[]; leases: number[] };
const pools: Record<'alice' | 'bob', Pool> = { alice: { ids: new Map(), cursors: [], leases: [] }, bob: { ids: new Map(), cursors: [], leases: [] } };
const never = new Set<string>(); // ids the fuzzer must not use (alice's own token: revoking it would end the run)

function typenameOf(globalId: string): string | null {
  const text = Buffer.from(globalId, 'base64').toString();
  const colon = text.indexOf(':');
  return colon > 0 && NODE_TYPES.has(text.slice(0, colon)) ? text.slice(0, colon) : null;
}

function harvest(pool: Pool, value: unknown): void {
  if (Array.isArray(value)) for (const item of value) harvest(pool, item);
  else if (value && typeof value === 'object' && !('code' in value)) {
    // (an error quotes the id it was given, perhaps another owner's: nothing to learn from it)
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && (key === 'id' || key === 'entityId')) {
        const typename = typenameOf(item);
        const ids = typename ? (pool.ids.get(typename) ?? []) : [];
        if (typename && !never.has(item) && !ids.includes(item)) pool.ids.set(typename, [...ids, item]);
      } else if (typeof item === 'string' && /cursor$/i.test(key) && !pool.cursors.includes(item)) pool.cursors.push(item);
      else if (typeof item === 'number' && (key === 'token' || key === 'current') && !pool.leases.includes(item)) pool.leases.push(item);
      else harvest(pool, item);
    }
  }
}

// ---- a small world for each owner ----

async function must(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const { body } = await client.raw(query, variables);
  const root = body.data && Object.values(body.data)[0];
  if (body.errors?.length || (root && typeof root === 'object' && 'code' in root)) throw new Error(`${query}: ${JSON.stringify(body)}`);
  return root;
}

async function world(client: Client, marker: string, pool: Pool) {
  const dir = await tempDir(`savepoint-fuzz-${marker}-`);
  const ws = await must(client, 'mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { ... on CreateWorkspacePayload { workspace { id } } } }', {
    i: { path: dir, name: `${marker}-ws` },
  });
  const workspaceId = ws.workspace.id;
  const plan = {
    phases: [
      {
        name: `${marker} analyse`,
        tasks: [{ key: 'read', title: `${marker} read`, role: 'architect', steps: [{ kind: 'READ', title: `${marker} read src` }] }],
      },
      {
        name: `${marker} build`,
        tasks: [
          { key: 'api', title: `${marker} api`, dependsOn: ['read'], steps: [{ kind: 'WRITE', title: `${marker} write`, writes: [{ path: 'api.ts' }] }] },
        ],
      },
    ],
  };
  const sessions = [];
  for (const objective of [`${marker} objective one`, `${marker} objective two`]) {
    const created = await must(
      client,
      'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id conversations { nodes { id } } tasks { nodes { id steps { nodes { id } } } } } } } }',
      { i: { workspaceId, objective, plan, metadata: { note: marker } } },
    );
    sessions.push(created.session);
    harvest(pool, created);
  }
  const [first, second] = sessions;
  await must(client, 'mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename } }', { s: first.id });
  const conversationId = first.conversations.nodes[0].id;
  await must(client, 'mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename } }', {
    i: {
      conversationId,
      messages: [
        { role: 'USER', content: `${marker} question`, tokenCount: 5 },
        { role: 'ASSISTANT', content: `${marker} answer`, tokenCount: 9, costUsd: 0.01, toolCalls: [{ id: 'c1', name: 'read_file', input: { path: marker } }] },
        { role: 'TOOL', toolName: 'read_file', toolResult: `${marker} file` },
      ],
    },
  });
  await must(client, 'mutation($s: ID!) { createConversation(input: { sessionId: $s, kind: CHAT, title: "chat" }) { __typename } }', { s: first.id });
  await must(client, 'mutation($s: ID!, $d: JSON) { recordEvent(input: { sessionId: $s, type: "notes.added", data: $d }) { __typename } }', {
    s: first.id,
    d: { note: marker },
  });
  await must(client, 'mutation($s: ID!) { createCheckpoint(input: { sessionId: $s, label: "cp", includeCode: false }) { __typename } }', { s: first.id });
  await must(client, 'mutation($t: ID!) { startTask(input: { taskId: $t }) { __typename } }', { t: first.tasks.nodes[0].id });
  await must(client, 'mutation($s: ID!, $t: String!) { requestApproval(input: { sessionId: $s, title: $t }) { __typename } }', {
    s: first.id,
    t: `${marker} approval`,
  });
  await must(client, 'mutation($s: ID!, $h: String!) { acquireLease(input: { sessionId: $s, holder: $h }) { __typename } }', {
    s: second.id,
    h: `${marker}-runner`,
  });
  await must(client, 'mutation($n: String!) { createApiToken(input: { name: $n }) { __typename } }', { n: `${marker}-token` });
  const everything = await client.raw(`{
    workspaces { nodes { id path } }
    viewer { apiTokens { id } }
    sessions { edges { cursor } nodes { id
      phases { nodes { id } } checkpoints { edges { cursor } nodes { id } } approvals { nodes { id } } events { edges { cursor } }
      tasks { nodes { id steps { nodes { id } } } }
      conversations { nodes { id messages { edges { cursor } nodes { id } } } }
    } }
  }`);
  harvest(pool, everything.body.data);
  return { dir, workspaceId };
}

const aliceToken = (await alice.raw('{ viewer { token { id } } }')).body.data as { viewer: { token: { id: string } } };
never.add(aliceToken.viewer.token.id);
const aliceWorld = await world(alice, 'alice', pools.alice);
const bobWorld = await world(bob, BOB, pools.bob);
const bobIds = [...pools.bob.ids.values()].flat().map((id) => ({ global: id, raw: Buffer.from(id, 'base64').toString().split(':')[1]! }));

// ---- generation ----

/** A reference to a row, cursor or lease token, resolved when the request is sent (the pools grow as the run goes). */
type Ref = { $ref: number; typename: string | null; owner: 'alice' | 'bob'; kind: 'id' | 'cursor' | 'lease' };
const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && '$ref' in value;
const ref = (typename: string | null, owner: 'alice' | 'bob', kind: Ref['kind'] = 'id') => fc.nat().map((n): Ref => ({ $ref: n, typename, owner, kind }));

const b64 = (text: string) => Buffer.from(text).toString('base64');
const ID_FIELDS: Record<string, string> = {
  sessionId: 'Session',
  workspaceId: 'Workspace',
  conversationId: 'Conversation',
  taskId: 'Task',
  stepId: 'Step',
  phaseId: 'Phase',
  checkpointId: 'Checkpoint',
  against: 'Checkpoint',
  approvalId: 'Approval',
  tokenId: 'ApiToken',
};

// Two kinds of value for each scalar: tame (what a client means to send, so operations get past the first check)
// and hostile (what the security review sent). A tame operation still carries a hostile leaf now and then.
const tameText = fc.string({ unit: fc.constantFrom(...'abcdefghij0123456789 .-_'), minLength: 1, maxLength: 12 });
const withInserted = (inserted: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 8 }), inserted, fc.string({ maxLength: 8 })).map(([a, b, c]) => a + b + c);
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 2, arbitrary: withInserted(fc.constant('\u0000')) },
  { weight: 2, arbitrary: withInserted(fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('', ' ', 'NaN', 'Infinity', '-1', '1e308', 'null', '%00', '..', '../../etc/passwd', "'; drop table sessions; --", '\\', 'ä😀'),
  },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 4000 }).chain((n) => fc.string({ minLength: n, maxLength: n })) },
);
const malformedId = fc.oneof(
  fc.constantFrom(b64('Session:not-a-uuid'), b64(`Session:${'x'.repeat(10_000)}`), b64('Session:'), b64(':'), '%%%%', '!!!', '', b64('\u0000:\u0000')),
  fc.uuid().map((uuid) => b64(`Foo:${uuid}`)),
  fc.uuid().map((uuid) => b64(`Session:${uuid}:extra`)),
  fc.uuid().map((uuid) => uuid), // a raw database id
  fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString('base64')),
);
const hostileId = (typename: string | null) =>
  fc.oneof(
    { weight: 3, arbitrary: ref(typename, 'bob') },
    { weight: 1, arbitrary: ref(null, 'alice') },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...NODE_TYPES), fc.uuid()).map(([type, uuid]) => b64(`${type}:${uuid}`)) },
    { weight: 3, arbitrary: malformedId },
    { weight: 1, arbitrary: hostileString },
  );
const hostileCursor = fc.oneof(
  { weight: 1, arbitrary: ref(null, 'bob', 'cursor') },
  {
    weight: 3,
    arbitrary: fc.constantFrom('-1', '1.5', 'abc', '999999999999999', '2147483648', '99999999999999999999', '1.2', b64('arrayconnection:1'), ''),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: hostileString },
);
const hostileInt = fc.oneof(fc.constantFrom(-1, 0, 4, 501, 3601, 10_000_001, 2 ** 31 - 1, -(2 ** 31)), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
const hostileFloat = fc.oneof(
  fc.constantFrom(-0.01, 2.5, 1e6 + 0.01, 99_999_999.999999, 1e308, -1e308, Number.POSITIVE_INFINITY, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const jsonOf = (text: fc.Arbitrary<string>) =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      text,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(text, tie('value'), { maxKeys: 3 }),
    ),
  })).value;
const deepJson = fc.integer({ min: 20, max: 400 }).map((depth) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

const TAME_STRINGS: Record<string, fc.Arbitrary<unknown>> = {
  key: fc.constantFrom('a', 'b', 'c'),
  dependsOn: fc.constantFrom('a', 'b', 'c'),
  idempotencyKey: fc.nat(40).map((n) => `k${n}`),
  holder: fc.constantFrom('runner-1', 'runner-2'),
  type: fc.constantFrom('tests.passed', 'build.done'),
  types: fc.constantFrom('tests.passed', 'session.started', 'messages.appended'),
  after: ref(null, 'alice', 'cursor'),
  before: ref(null, 'alice', 'cursor'),
  sha256: fc.constantFrom('a'.repeat(64), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'),
};
const TAME_INTS: Record<string, fc.Arbitrary<unknown>> = {
  leaseToken: ref(null, 'alice', 'lease'),
  leaseSeconds: fc.constantFrom(5, 60, 600),
  first: fc.integer({ min: 0, max: 10 }),
  last: fc.integer({ min: 0, max: 10 }),
  tokenCount: fc.integer({ min: 0, max: 5000 }),
  maxTokens: fc.integer({ min: 1, max: 8192 }),
  exitCode: fc.integer({ min: 0, max: 2 }),
};

function tameLeaf(type: string, name: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'ID':
      return fc.oneof({ weight: 9, arbitrary: ref(ID_FIELDS[name] ?? null, 'alice') }, { weight: 1, arbitrary: ref(ID_FIELDS[name] ?? null, 'bob') });
    case 'Int':
      return TAME_INTS[name] ?? fc.integer({ min: 0, max: 10 });
    case 'Float':
      return name === 'temperature' ? fc.constantFrom(0, 0.2, 1, 2) : fc.constantFrom(0, 0.0001, 0.5, 12.25);
    case 'Boolean':
      return name === 'includeCode' ? fc.constantFrom(false, false, false, true) : fc.boolean();
    case 'JSON':
      return fc.dictionary(tameText, jsonOf(tameText), { maxKeys: 3 });
    default:
      return name === 'path' ? pathArb : (TAME_STRINGS[name] ?? tameText);
  }
}
function hostileLeaf(type: string, name: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'ID':
      return hostileId(ID_FIELDS[name] ?? null);
    case 'Int':
      return hostileInt;
    case 'Float':
      return hostileFloat;
    case 'Boolean':
      return fc.boolean();
    case 'JSON':
      return fc.oneof({ weight: 5, arbitrary: jsonOf(hostileString) }, { weight: 1, arbitrary: deepJson });
    default:
      return name === 'after' || name === 'before' ? hostileCursor : name === 'path' ? fc.oneof(pathArb, hostileString) : hostileString;
  }
}

/** A value of an input type; `name` is the field or argument it fills (it steers ids, cursors, keys and tokens). */
function valueArb(type: GraphQLInputType, name: string, depth: number, tame: boolean): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return valueArb(type.ofType, name, depth, tame);
  if (type instanceof GraphQLList) return fc.array(valueArb(type.ofType, name, depth + 1, tame), { minLength: tame ? 1 : 0, maxLength: depth > 3 ? 2 : 3 });
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((field) => [field.name, fieldValue(field.type, field.name, depth + 1, tame)]));
    return fc.record(model, { requiredKeys: fields.filter((field) => field.type instanceof GraphQLNonNull).map((field) => field.name) });
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  return tame
    ? fc.oneof({ weight: 24, arbitrary: tameLeaf(type.name, name) }, { weight: 1, arbitrary: hostileLeaf(type.name, name) })
    : fc.oneof({ weight: 1, arbitrary: tameLeaf(type.name, name) }, { weight: 2, arbitrary: hostileLeaf(type.name, name) });
}
const pathArb = fc.constantFrom(
  aliceWorld.dir,
  `${aliceWorld.dir}/..`,
  bobWorld.dir,
  '/tmp',
  '/',
  '/etc',
  'relative',
  '..',
  'api.ts',
  '../api.ts',
  'a/../../b',
);
function fieldValue(type: GraphQLInputType, name: string, depth: number, tame: boolean): fc.Arbitrary<unknown> {
  const value = valueArb(type, name, depth, tame);
  if (type instanceof GraphQLNonNull) return value;
  return tame ? fc.option(value, { freq: 2, nil: undefined }) : fc.option(value, { freq: 4, nil: null });
}

/** A GraphQL literal for a value, or null when it has none (JSON keys that are not names, references are fine). */
function literal(value: unknown, type: GraphQLInputType): string | null {
  if (value === null) return 'null';
  if (isRef(value)) return `"§${value.$ref}|${value.typename ?? ''}|${value.owner}|${value.kind}§"`;
  if (type instanceof GraphQLNonNull) return literal(value, type.ofType);
  if (type instanceof GraphQLList) {
    if (!Array.isArray(value)) return literal(value, type.ofType);
    const items = value.map((item) => literal(item, type.ofType));
    return items.includes(null) ? null : `[${items.join(', ')}]`;
  }
  if (type instanceof GraphQLInputObjectType) {
    const fields = type.getFields();
    const parts = Object.entries(value as object)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, fields[key] ? literal(item, fields[key].type) : null] as const);
    return parts.some(([, part]) => part === null) ? null : `{ ${parts.map(([key, part]) => `${key}: ${part}`).join(', ')} }`;
  }
  if (isEnumType(type)) return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '1e400';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (getNamedType(type).name === 'JSON') {
    if (Array.isArray(value)) {
      const items = value.map((item) => literal(item, type));
      return items.includes(null) ? null : `[${items.join(', ')}]`;
    }
    const entries = Object.entries(value as object);
    if (entries.some(([key]) => !/^[_A-Za-z][_0-9A-Za-z]*$/.test(key))) return null;
    const parts = entries.map(([key, item]) => [key, literal(item, type)] as const);
    return parts.some(([, part]) => part === null) ? null : `{ ${parts.map(([key, part]) => `${key}: ${part}`).join(', ')} }`;
  }
  return null;
}

/** Arguments of a field: each required one, and optional ones at random; inline (literal) or as variables. */
type Arg = { arg: GraphQLArgument; value: unknown; inline: boolean };
function argsArb(field: GraphQLField<unknown, unknown>, forceInline: boolean, tame: boolean): fc.Arbitrary<Arg[]> {
  return fc
    .tuple(
      ...field.args.map((arg) =>
        fc.record({
          present: arg.type instanceof GraphQLNonNull ? fc.constant(true) : fc.boolean(),
          value: valueArb(arg.type, arg.name, 0, tame),
          inline: forceInline ? fc.constant(true) : fc.integer({ min: 0, max: 3 }).map((n) => n === 0), // a quarter as literals
        }),
      ),
    )
    .map((chosen) => chosen.flatMap((c, index) => (c.present ? [{ arg: field.args[index]!, value: c.value, inline: c.inline }] : [])));
}

/** A selection set for an output type: a random subset of its fields, one or two levels of objects. */
const MAX_DEPTH = 3;
const errorType = schema.getType('Error') as GraphQLInterfaceType;
function selectable(type: GraphQLOutputType, depth: number): boolean {
  const named = getNamedType(type);
  if (isLeafType(named) || named instanceof GraphQLUnionType || named instanceof GraphQLInterfaceType) return true;
  return depth <= MAX_DEPTH && eligibleFields(named as GraphQLObjectType, depth).length > 0;
}
function eligibleFields(object: GraphQLObjectType, depth: number): GraphQLField<unknown, unknown>[] {
  return Object.values(object.getFields()).filter((field) => isLeafType(getNamedType(field.type)) || (depth < MAX_DEPTH && selectable(field.type, depth + 1)));
}
function selectionArb(type: GraphQLOutputType, depth: number): fc.Arbitrary<string> {
  const named = getNamedType(type);
  if (isLeafType(named)) return fc.constant('');
  if (named instanceof GraphQLUnionType || named instanceof GraphQLInterfaceType) {
    const members = named instanceof GraphQLUnionType ? named.getTypes() : schema.getPossibleTypes(named);
    const always = [
      named.name === 'Node' ? 'id' : '',
      members.some((member) => member.getInterfaces().includes(errorType)) ? '... on Error { code message }' : '',
      members.some((member) => member.name === 'ValidationError') ? '... on ValidationError { field }' : '',
    ].join(' ');
    const concrete = members.filter((member) => eligibleFields(member, depth).length > 0);
    return fc
      .subarray(concrete, { maxLength: Math.min(3, concrete.length) })
      .chain((chosen) => fc.tuple(...chosen.map((member) => selectionArb(member, depth).map((body) => `... on ${member.name} ${body}`))))
      .map((fragments) => `{ __typename ${always} ${fragments.join(' ')} }`);
  }
  const fields = eligibleFields(named as GraphQLObjectType, depth);
  return fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(6, fields.length) })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((field) =>
          fc.tuple(argsArb(field, true, true), selectionArb(field.type, depth + 1)).map(([args, body]) => {
            const printed = args.map(({ arg, value }) => [arg.name, literal(value, arg.type)] as const).filter(([, text]) => text !== null);
            return `${field.name}${printed.length ? `(${printed.map(([name, text]) => `${name}: ${text}`).join(', ')})` : ''} ${body}`;
          }),
        ),
      ),
    )
    .map((parts) => `{ __typename ${parts.join(' ')} }`);
}

type Operation = { kind: 'query' | 'mutation'; field: string; query: string; variables: Record<string, unknown> };
const roots = (['query', 'mutation'] as const).flatMap((kind) => {
  const type = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(type.getFields()).map((field) => ({ kind, field }));
});
/** Ending a session ends what can be done in it: those come up less often. */
const RARE = new Set(['cancelSession', 'failSession', 'completeSession', 'createApiToken', 'revokeApiToken', 'forceUnlock']);
const operationArb: fc.Arbitrary<Operation> = fc
  .oneof(...roots.map((root) => ({ weight: RARE.has(root.field.name) ? 1 : 4, arbitrary: fc.constant(root) })))
  .chain(({ kind, field }) =>
    fc
      .record({
        args: fc.boolean().chain((tame) => argsArb(field, false, tame)),
        selection: selectionArb(field.type, 1),
        garble: fc.integer({ min: 0, max: 29 }),
        noise: jsonOf(hostileString),
      })
      .map(({ args, selection, garble, noise }) => {
        const variables: Record<string, unknown> = {};
        const definitions: string[] = [];
        const printed = args.map(({ arg, value, inline }) => {
          const text = inline ? literal(value, arg.type) : null;
          if (text !== null) return `${arg.name}: ${text}`;
          definitions.push(`$${arg.name}: ${arg.type}`);
          variables[arg.name] = garble === 0 ? noise : value; // now and then a variable of the wrong shape
          return `${arg.name}: $${arg.name}`;
        });
        const head = `${kind} Fuzz${definitions.length ? `(${definitions.join(', ')})` : ''}`;
        return { kind, field: field.name, query: `${head} { ${field.name}${printed.length ? `(${printed.join(', ')})` : ''} ${selection} }`, variables };
      }),
  );

// ---- sending and checking ----

function resolveRef(value: Ref): string | number {
  const pool = pools[value.owner];
  if (value.kind === 'cursor') return pool.cursors.length ? pool.cursors[value.$ref % pool.cursors.length]! : '0';
  if (value.kind === 'lease') return pool.leases.length ? pool.leases[value.$ref % pool.leases.length]! : 1;
  const ids = value.typename ? (pool.ids.get(value.typename) ?? []) : [...pool.ids.values()].flat();
  const any = ids.length ? ids : [...pool.ids.values()].flat();
  // half the time one of the newest (a session just created is where work can still happen), else any
  const from = value.$ref % 2 === 0 ? any.slice(-4) : any;
  return from[Math.floor(value.$ref / 2) % from.length]!;
}
function resolveValues(value: unknown): unknown {
  if (isRef(value)) return resolveRef(value);
  if (Array.isArray(value)) return value.map(resolveValues);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveValues(item)]));
  return value;
}
function resolveQuery(query: string): string {
  return query.replace(/"§(\d+)\|(\w*)\|(alice|bob)\|(id|cursor|lease)§"/g, (_, n: string, typename: string, owner: 'alice' | 'bob', kind: Ref['kind']) =>
    JSON.stringify(resolveRef({ $ref: Number(n), typename: typename || null, owner, kind })),
  );
}

const tables = (
  await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(app.db)
).rows.map((row) => row.name);
// Which server process holds which agent's command feed, and when it last said so: written by each server's timer
// and by the embedded agents' feeds opening (app.ts agentLinks), whatever the request; not what a request wrote.
const BOOKKEEPING = new Set(['agent_links']);
const digest = (name: string, row: string, from: string) =>
  `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(md5(${row}), '' order by md5(${row})), '')) as h from ${from}`;
const snapshotQuery = sql.raw(
  [
    ...tables.filter((table) => !BOOKKEEPING.has(table)).map((table) => digest(table, 'x::text', `"${table}" x`)),
    // what a recorded failure may not touch: the other events, and the sessions besides their event counter
    digest('session_events (but session.resume_failed)', 'x::text', `session_events x where x.type <> 'session.resume_failed'`),
    digest('sessions (but last_event_seq)', `(to_jsonb(x) - 'last_event_seq')::text`, 'sessions x'),
  ].join(' union all '),
);
// A change detector, so the snapshot is recomputed only when something may have changed: every row written bumps a
// sequence (not transactional: a rolled-back write bumps it too, and the snapshot then judges).
await sql
  .raw(`
  create sequence fuzz_writes;
  create function fuzz_touch() returns trigger language plpgsql as $$ begin perform nextval('fuzz_writes'); return null; end $$;
  ${tables.map((table) => `create trigger fuzz_touch after insert or update or delete on "${table}" for each row execute function fuzz_touch();`).join('\n')}
`)
  .execute(app.db);
async function writes(): Promise<string> {
  const { rows } = await sql<{ n: string }>`select last_value::text || is_called::text as n from fuzz_writes`.execute(app.db);
  return rows[0]!.n;
}
async function snapshot(): Promise<Record<string, string>> {
  const { rows } = await snapshotQuery.execute(app.db);
  return Object.fromEntries((rows as Array<{ t: string; n: number; h: string }>).map((row) => [row.t, `${row.n}:${row.h}`]));
}
function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/**
 * Writes an answer that is an error may still make, by design: every resume attempt is recorded (README); and a verb
 * that asks the folder's agent records the command it asked and how it ended (agents/agent-command.service.ts), the
 * agent's command counter moving on (agents.last_seq), and for a local owner's folder the embedded agent attaching to
 * serve it (agents, workspaces.agent_id and host). Nothing else: no checkpoint, rewind, fork or session row.
 */
const AGENT_COMMAND = ['agent_commands', 'agents', 'workspaces'];
const RECORDED_ON_ERROR: Record<string, string[]> = {
  resumeSession: ['session_events', 'sessions', 'workspace_feed_heads', 'workspace_feed_runs', ...AGENT_COMMAND],
  ...Object.fromEntries(
    ['createCheckpoint', 'createBranchFromCheckpoint', 'rewindCode', 'undoRewind', 'forkSession', 'resumeTask', 'pingAgent'].map((verb) => [
      verb,
      AGENT_COMMAND,
    ]),
  ),
};

type Failure = { kind: string; detail: string; query: string; variables: unknown; status: number; body: unknown; cause?: string };

function errorAnswer(field: string, body: { data?: any; errors?: ReadonlyArray<{ path?: readonly unknown[] }> }): boolean {
  const root = body.data?.[field];
  // An error inside the payload's selection (a page of it given a bad cursor) is a read after the write, not a refusal of it.
  const refused = (body.errors ?? []).some((error) => !error.path || error.path.length <= 1);
  return refused || (root && typeof root === 'object' && typeof root.code === 'string' && typeof root.message === 'string');
}

/** Bob's ids in an answer to alice, except those she sent herself (an error may quote the id it was given). */
/** Texts naming Bob's folder that Alice sent in an accepted request, and their path segments that do. */
const aliceWrote = new Set<string>();

function bobTextsIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return value.includes(BOB) ? [value, ...value.split('/').filter((segment) => segment.includes(BOB))].map((text) => JSON.stringify(text).slice(1, -1)) : [];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(bobTextsIn);
  return [];
}

function leakedIds(text: string, sent: string): string[] {
  return bobIds
    .filter(({ global, raw }) => !sent.includes(global) && !sent.includes(raw) && (text.includes(global) || text.includes(raw)))
    .map(({ global }) => global);
}

/** What an answer was, for FUZZ_STATS=1: the payload or error type of the root field, or the top-level error code. */
function outcomeOf(field: string, body: { data?: any; errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }> }): string {
  if (body.errors?.length) return `error ${body.errors[0]!.extensions?.code ?? body.errors[0]!.message.slice(0, 50)}`;
  const root = body.data?.[field];
  const message = typeof root?.message === 'string' ? `: ${root.message.replace(/[0-9a-f-]{36}|"[^"]*"/g, '…').slice(0, 60)}` : '';
  return `${root?.__typename ?? (Array.isArray(root) ? 'list' : 'data')}${message}`;
}

let current: Record<string, string> | null = null; // the snapshot after the last request

async function check(operation: Operation): Promise<{ failures: Failure[]; outcome: string }> {
  const query = resolveQuery(operation.query);
  const variables = resolveValues(operation.variables) as Record<string, unknown>;
  const before = current ?? (await snapshot());
  const writesBefore = await writes();
  const logs = logged.length;
  const { status, body } = await alice.raw(query, variables);
  const failures: Failure[] = [];
  const cause = () =>
    logged
      .slice(logs)
      .map((args) => String(args[0]).split('\n')[0])
      .join(' | ') || undefined;
  const fail = (kind: string, detail: string) => failures.push({ kind, detail, query, variables, status, body, cause: cause() });

  if (status >= 500) fail('http-5xx', `${status}`);
  for (const error of (body.errors ?? []) as ReadonlyArray<{ message: string; path?: readonly unknown[]; extensions?: { code?: string } }>) {
    if (error.message === 'Unexpected error.' || error.extensions?.code === 'INTERNAL_SERVER_ERROR') {
      fail('masked', `${operation.field} at ${JSON.stringify(error.path)}`);
    } else if (!error.extensions?.code)
      fail(
        'untyped',
        `${operation.field}: ${error.message
          .replace(/"[^"]*"/g, '…')
          .replace(/(invalid value|Invalid global ID:).*/, '$1 …')
          .slice(0, 80)}`,
      );
  }
  current = (await writes()) === writesBefore ? before : await snapshot();
  if (errorAnswer(operation.field, body)) {
    const changed = changedTables(before, current).filter((table) => !RECORDED_ON_ERROR[operation.field]?.includes(table));
    if (changed.length) fail('write-on-error', `${operation.field} changed ${changed.join(', ')}`);
  }
  const sent = JSON.stringify([query, variables]);
  // Alice may name Bob's folder herself (attachWorkspace records an agent's path as text it never opens, and names
  // the workspace after its last segment): what she sent comes back to her, and only that.
  if (!errorAnswer(operation.field, body)) for (const written of bobTextsIn(variables)) aliceWrote.add(written);
  const text = [...aliceWrote].sort((a, b) => b.length - a.length).reduce((answer, written) => answer.replaceAll(written, ''), JSON.stringify(body));
  if (text.includes(BOB) && !sent.includes(BOB)) fail('tenant-leak', `${operation.field}: bob's text`);
  const ids = leakedIds(text, sent);
  if (ids.length) fail('tenant-leak', `${operation.field}: bob's ids ${ids.join(', ')}`);
  if (!failures.length) harvest(pools.alice, body.data);
  return { failures, outcome: outcomeOf(operation.field, body as never) };
}

describe('the fuzzer itself', () => {
  it('lists every Node type in ids.ts', () => {
    const node = schema.getType('Node') as GraphQLInterfaceType;
    const implementations = schema.getPossibleTypes(node).map((type) => type.name);
    expect([...NODE_TYPES].sort()).toEqual(implementations.sort());
  });

  it('sees a write in the snapshot, and bob in an answer', async () => {
    const before = await snapshot();
    const session = pools.alice.ids.get('Session')![0]!;
    await must(alice, 'mutation($s: ID!) { recordEvent(input: { sessionId: $s, type: "fuzz.check" }) { __typename } }', { s: session });
    expect(changedTables(before, await snapshot())).toContain('session_events');
    const bobs = await bob.raw('{ sessions { nodes { id objective } } }');
    expect(leakedIds(JSON.stringify(bobs.body), '').length).toBeGreaterThan(0);
    expect(JSON.stringify(bobs.body)).toContain(BOB);
  });
});

describe('hostile input from the security review', () => {
  const CreateSession =
    'mutation($i: CreateSessionInput!) { createSession(input: $i) { __typename ... on Error { code message } ... on ValidationError { field } } }';
  const Append =
    'mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ... on Error { code message } ... on ValidationError { field } } }';
  const workspaceId = pools.alice.ids.get('Workspace')![0]!;

  async function runningConversation(): Promise<string> {
    const created = await must(alice, 'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } } }', {
      i: { workspaceId, objective: 'hostile input' },
    });
    await must(alice, 'mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename } }', { s: created.session.id });
    const conversation = await must(
      alice,
      'mutation($s: ID!) { createConversation(input: { sessionId: $s, kind: CHAT, title: "t" }) { ... on CreateConversationPayload { conversation { id } } } }',
      { s: created.session.id },
    );
    return conversation.conversation.id;
  }

  /** Sends an operation that must be refused before anything runs, and checks nothing was written. */
  async function refused(query: string, variables: Record<string, unknown> = {}) {
    const before = await snapshot();
    const result = await alice.raw(query, variables);
    expect(changedTables(before, await snapshot())).toEqual([]);
    expect(result.status).toBeLessThan(500);
    expect(JSON.stringify(result.body)).not.toContain('Unexpected error');
    return result;
  }

  it('refuses a NUL or a lone surrogate in any string, variable or literal, naming the argument, and writes nothing', async () => {
    const conversationId = await runningConversation();
    const cases: Array<[query: string, variables: Record<string, unknown>, field: string]> = [
      [CreateSession, { i: { workspaceId, objective: 'a\u0000b' } }, 'input.objective'],
      [CreateSession, { i: { workspaceId, objective: 'a\ud800b' } }, 'input.objective'],
      [CreateSession, { i: { workspaceId, objective: 'ok', metadata: { note: ['x', 'y\udc00'] } } }, 'input.metadata.note[1]'],
      [CreateSession, { i: { workspaceId, objective: 'ok', metadata: { 'k\u0000': 1 } } }, 'input.metadata["k\\u0000"]'],
      [
        Append,
        {
          i: {
            conversationId,
            messages: [
              { role: 'USER', content: 'fine' },
              { role: 'ASSISTANT', toolCalls: [{ name: 'x', input: { path: '\ud83d' } }] },
            ],
          },
        },
        'input.messages[1].toolCalls[0].input.path',
      ],
      ['{ sessions(filter: { search: "a\\u0000" }) { nodes { id } } }', {}, 'filter.search'],
      [
        'query($id: ID!) { session(id: $id) { ... on Session { events(types: ["ok", "\\u0000"]) { nodes { seq } } } } }',
        { id: pools.alice.ids.get('Session')![0] },
        'types[1]',
      ],
    ];
    for (const [query, variables, field] of cases) {
      const { status, body } = await refused(query, variables);
      expect(status).toBe(400);
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', field } });
      expect(body.errors![0]!.message).toMatch(/\): (has a key that )?contains a (NUL character|lone UTF-16 surrogate)/);
      expect(body.errors![0]!.message).toContain(`(${field}): `);
    }
    // well-formed text outside the BMP (a surrogate pair) is fine
    const ok = await alice.raw(CreateSession, { i: { workspaceId, objective: 'ship it 😀' } });
    expect(ok.body.data).toEqual({ createSession: { __typename: 'CreateSessionPayload' } });
  });

  it('bounds cost and token counts of messages with a typed error naming the field', async () => {
    const conversationId = await runningConversation();
    const cases: Array<[message: Record<string, unknown>, field: string]> = [
      [{ costUsd: 1e308 }, 'messages[0].costUsd'],
      [{ costUsd: -0.01 }, 'messages[0].costUsd'],
      [{ costUsd: 1_000_000.01 }, 'messages[0].costUsd'],
      [{ tokenCount: 10_000_001 }, 'messages[0].tokenCount'],
      [{ tokenCount: -1 }, 'messages[0].tokenCount'],
    ];
    for (const [message, field] of cases) {
      const { body } = await refused(Append, { i: { conversationId, messages: [{ role: 'USER', content: 'x', ...message }] } });
      expect(body.data).toMatchObject({ appendMessages: { __typename: 'ValidationError', code: 'VALIDATION_FAILED', field } });
    }
    // a Float literal too large for a double is Infinity once parsed: refused the same way
    const infinite = await refused(
      `mutation { appendMessages(input: { conversationId: "${conversationId}", messages: [{ role: USER, content: "x", costUsd: 1e400 }] }) { __typename ... on ValidationError { field } } }`,
    );
    expect(infinite.body.data).toEqual({ appendMessages: { __typename: 'ValidationError', field: 'messages[0].costUsd' } });
    const ok = await alice.raw(Append, { i: { conversationId, messages: [{ role: 'USER', content: 'x', costUsd: 1_000_000, tokenCount: 10_000_000 }] } });
    expect(ok.body.data).toEqual({ appendMessages: { __typename: 'AppendMessagesPayload' } });
  });

  it('refuses cursors it never handed out, oversized numbers included, with VALIDATION_FAILED naming the argument', async () => {
    const conversationId = await runningConversation();
    const sessionId = pools.alice.ids.get('Session')![0]!;
    const cases: Array<[query: string, variables: Record<string, unknown>, argument: string]> = [
      ['query($id: ID!, $c: String) { session(id: $id) { ... on Session { events(after: $c) { nodes { seq } } } } }', { id: sessionId, c: 'abc' }, 'after'],
      [
        'query($id: ID!, $c: String) { node(id: $id) { ... on Conversation { messages(after: $c) { nodes { seq } } } } }',
        { id: conversationId, c: '999999999999999' },
        'after',
      ],
      [
        'query($id: ID!, $c: String) { node(id: $id) { ... on Conversation { messages(before: $c) { nodes { seq } } } } }',
        { id: conversationId, c: '2147483648' },
        'before',
      ],
      [
        'query($id: ID!, $c: String) { session(id: $id) { ... on Session { checkpoints(after: $c) { nodes { id } } } } }',
        { id: sessionId, c: '99999999999' },
        'after',
      ],
      ['query($c: String) { sessions(after: $c) { nodes { id } } }', { c: 'abc' }, 'after'],
      ['query($c: String) { workspaces(before: $c) { nodes { id } } }', { c: '999999999999999' }, 'before'],
    ];
    for (const [query, variables, argument] of cases) {
      const { body } = await refused(query, variables);
      expect(body.errors, query).toHaveLength(1);
      expect(body.errors![0]).toMatchObject({
        message: expect.stringMatching(new RegExp(`^${argument}: ".*" is not a cursor`)),
        extensions: { code: 'VALIDATION_FAILED' },
      });
    }
    expect(() => workspaceAfter('99999999999999999999.1')).toThrow(ValidationError); // beyond an unsigned 64-bit xid8
    expect(() => workspaceAfter('1.9007199254740993')).toThrow(ValidationError); // beyond an exact JavaScript number
    expect(workspaceAfter('18446744073709551615.9007199254740991')).toEqual({ tx: 2n ** 64n - 1n, id: Number.MAX_SAFE_INTEGER });
  });

  it('refuses a malformed id inside a global id with VALIDATION_FAILED, quoting it briefly', async () => {
    const Session = 'query($id: ID!) { session(id: $id) { __typename ... on ValidationError { code field message } } }';
    for (const id of [b64('Session:not-a-uuid'), b64(`Session:${'x'.repeat(500)}`), b64('Session:'), '%%%%', b64(`Session:${'0'.repeat(36)}`)]) {
      const { body } = await refused(Session, { id });
      expect(body.data).toMatchObject({ session: { __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'id' } });
      expect((body.data as any).session.message.length).toBeLessThan(200);
    }
    const Node = 'query($id: ID!) { node(id: $id) { id } }';
    const Nodes = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    for (const [query, variables] of [
      [Node, { id: b64('Session:not-a-uuid') }],
      [Node, { id: b64(`Session:${'x'.repeat(10_000)}`) }], // past any id: refused at the edge (input-strings.ts), before it is decoded
      [Session, { id: b64(`Session:${'x'.repeat(10_000)}`) }],
      [Node, { id: b64('Foo:01a20a53-5a3b-71ca-bb74-f43661a43300') }],
      [Node, { id: '!!!' }],
      [Nodes, { ids: [pools.alice.ids.get('Session')![0], b64('Session:zz')] }],
    ] as const) {
      const { body } = await refused(query, variables);
      expect(body.errors, JSON.stringify(variables)).toHaveLength(1);
      expect(body.errors![0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('refuses JSON nested deeper than the limit before it reaches anything recursive', async () => {
    const sessionId = pools.alice.ids.get('Session')![0]!;
    const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    const RecordEvent = 'mutation($s: ID!, $d: JSON) { recordEvent(input: { sessionId: $s, type: "deep", data: $d }) { __typename } }';
    const { status, body } = await refused(RecordEvent, { s: sessionId, d: nested(3000) });
    expect(status).toBe(400);
    expect(body.errors![0]).toMatchObject({ message: expect.stringContaining('more than 100 levels deep'), extensions: { code: 'VALIDATION_FAILED' } });
    const ok = await alice.raw(RecordEvent, { s: sessionId, d: nested(40) });
    expect(ok.body).toEqual({ data: { recordEvent: { __typename: 'RecordEventPayload' } } });
  });

  it('answers a Content-Length that is not one length with a 400 (as Node answers one on a connection), running nothing', async () => {
    for (const length of ['12, 12', '-1', 'twelve']) {
      const response = await app.yoga.fetch('http://savepoint.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': length, authorization: `Bearer ${alice.token}` },
        body: JSON.stringify({ query: '{ viewer { __typename } }' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: expect.stringContaining('Content-Length'), extensions: { code: 'BAD_REQUEST' } }] });
    }
  });

  it('answers a GET whose variables or extensions are not JSON with a 400 naming the parameter', async () => {
    const get = (params: string) => app.yoga.fetch(`http://savepoint.test/graphql?${params}`, { headers: { authorization: `Bearer ${alice.token}` } });
    const query = `query=${encodeURIComponent('query($n: Int) { workspaces(first: $n) { nodes { id } } }')}`;
    for (const [param, value] of [
      ['variables', 'notjson'],
      ['extensions', '{'],
    ]) {
      const response = await get(`${query}&${param}=${value}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: expect.stringContaining(`"${param}" parameter is not valid JSON`), extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    const ok = await get(`${query}&variables=${encodeURIComponent('{"n":1}')}`);
    expect(ok.status).toBe(200);
  });

  it("gives Pothos' and graphql-js' refusals of an argument the VALIDATION_FAILED code", async () => {
    const negative = await refused('{ workspaces(first: -1) { nodes { id } } }');
    expect(negative.body.errors![0]).toMatchObject({ message: expect.stringContaining('first'), extensions: { code: 'VALIDATION_FAILED' } });
    const wrongType = await refused('query($n: Int) { workspaces(first: $n) { nodes { id } } }', { n: 'ten' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors![0]).toMatchObject({ message: expect.stringContaining('"$n"'), extensions: { code: 'VALIDATION_FAILED' } });
  });
});

describe('fuzzing the schema', () => {
  it(`answers ${RUNS} random operations without a 5xx, a masked error, a leak or a write on error (FUZZ_SEED=${SEED})`, async () => {
    const started = performance.now();
    const operations = fc.sample(operationArb, { seed: SEED, numRuns: RUNS });
    const failures: Failure[] = [];
    const outcomes = new Map<string, number>();
    for (const operation of operations) {
      const checked = await check(operation);
      failures.push(...checked.failures);
      const key = `${operation.field} -> ${checked.outcome}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    if (process.env.FUZZ_STATS)
      console.log(
        [...outcomes]
          .sort()
          .map(([outcome, n]) => `${n}\t${outcome}`)
          .join('\n'),
      );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${RUNS} operations in ${seconds} s (FUZZ_SEED=${SEED}), ${failures.length} failures`);

    const healthy = await alice.raw('{ viewer { name } }');
    expect(healthy).toMatchObject({ status: 200, body: { data: { viewer: { name: 'alice' } } } });

    const classes = new Map<string, Failure[]>();
    for (const failure of failures) classes.set(`${failure.kind}: ${failure.detail}`, [...(classes.get(`${failure.kind}: ${failure.detail}`) ?? []), failure]);
    const report = [...classes].map(([name, [first, ...rest]]) =>
      [
        `${rest.length + 1}× ${name}`,
        `  cause: ${first!.cause}`,
        `  query: ${first!.query.slice(0, 600)}`,
        `  variables: ${JSON.stringify(first!.variables).slice(0, 600)}`,
        `  answer: ${first!.status} ${JSON.stringify(first!.body).slice(0, 600)}`,
      ].join('\n'),
    );
    expect(report, `FUZZ_SEED=${SEED} replays this run`).toEqual([]);
  }, 600_000);
});
