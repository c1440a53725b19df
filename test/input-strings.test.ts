// Every String and ID input has a length bound and a character rule (issue 19, item 17), whatever field it is: the
// test walks the served schema and sends, for every String or ID argument and input field, a value one character
// over its bound (as a variable, placed where the schema puts that field), and expects a VALIDATION_FAILED refusal
// naming that field, quoting only a little of the value, before anything runs. A field added to the schema is
// covered by the walk the day it lands; an override naming a field that no longer exists fails here too.
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { maxLengths, STRING_KINDS, type StringKind } from '../src/graphql/plugins/input-strings.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const schema: GraphQLSchema = app.yoga.getEnveloped().schema;
const LENGTHS = maxLengths(loadConfig({}).maxMessageBytes);

/** A String or ID input: where it is (a schema coordinate) and how to send a value there. */
type Place = { coordinate: string; kind: StringKind; document: string; variables: (value: string) => Record<string, unknown>; subscription: boolean };

const isText = (type: GraphQLInputType) => ['String', 'ID'].includes(getNamedType(type).name);

/** A literal any validator takes for a required argument on the way (its value never matters: nothing runs). */
function dummy(type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${dummy(inner.ofType)}]`;
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const required = Object.values(named.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return `{ ${required.map((field) => `${field.name}: ${dummy(field.type)}`).join(', ')} }`;
  }
  return { Int: '1', Float: '1', Boolean: 'true', JSON: '{}', DateTime: '"2026-01-01T00:00:00Z"' }[named.name] ?? '"x"';
}

const requiredArgs = (field: GraphQLField<unknown, unknown>, except?: string) =>
  field.args.filter((arg) => arg.name !== except && isNonNullType(arg.type) && arg.defaultValue === undefined).map((arg) => `${arg.name}: ${dummy(arg.type)}`);

const withArgs = (name: string, args: string[]) => (args.length ? `${name}(${args.join(', ')})` : name);

/** For each object type, the selection that reaches it from a root (shortest first), as text wrapped around `{}`. */
function pathsFrom(root: GraphQLObjectType): Map<string, (inner: string) => string> {
  const paths = new Map<string, (inner: string) => string>([[root.name, (inner) => inner]]);
  const queue: GraphQLObjectType[] = [root];
  while (queue.length) {
    const type = queue.shift()!;
    const around = paths.get(type.name)!;
    for (const field of Object.values(type.getFields())) {
      const target: GraphQLNamedType = getNamedType(field.type);
      const concrete = isAbstractType(target) ? schema.getPossibleTypes(target) : isObjectType(target) ? [target] : [];
      for (const next of concrete) {
        if (paths.has(next.name)) continue;
        const spread = isAbstractType(target) ? (inner: string) => `... on ${next.name} { ${inner} }` : (inner: string) => inner;
        paths.set(next.name, (inner) => around(`${withArgs(field.name, requiredArgs(field))} { __typename ${spread(inner)} }`));
        queue.push(next);
      }
    }
  }
  return paths;
}

/** Every String/ID input of the schema, reached through one argument of one field. */
function everyPlace(): Place[] {
  const places = new Map<string, Place>();
  const roots = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!];
  const reach = new Map(roots.map((root) => [root, pathsFrom(root)]));
  for (const [root, paths] of reach) {
    for (const [typeName, around] of paths) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          const leaf = isObjectType(getNamedType(field.type)) || isAbstractType(getNamedType(field.type)) ? ' { __typename }' : '';
          const document = `${root.name.toLowerCase()}($v: ${String(arg.type)}) { ${around(`${withArgs(field.name, [...requiredArgs(field, arg.name), `${arg.name}: $v`])}${leaf}`)} }`;
          const subscription = root === schema.getSubscriptionType();
          for (const [coordinate, wrap] of inputsOf(arg, `${type.name}.${field.name}(${arg.name}:)`)) {
            if (places.has(coordinate)) continue;
            const kind = STRING_KINDS[coordinate] ?? 'NAME';
            places.set(coordinate, { coordinate, kind, document, variables: (value) => ({ v: wrap(value) }), subscription });
          }
        }
      }
    }
  }
  return [...places.values()];
}

/** The String/ID places inside an argument: the argument itself, or input fields at any depth, with how to wrap a value. */
function inputsOf(arg: GraphQLArgument, coordinate: string): Array<[string, (value: string) => unknown]> {
  const found: Array<[string, (value: string) => unknown]> = [];
  const walk = (type: GraphQLInputType, coordinateHere: string, wrap: (value: unknown) => unknown, seen: Set<string>) => {
    if (isNonNullType(type)) return walk(type.ofType, coordinateHere, wrap, seen);
    if (isListType(type)) return walk(type.ofType, coordinateHere, (value) => wrap([value]), seen);
    if (isText(type)) return void found.push([coordinateHere, wrap as (value: string) => unknown]);
    if (!isInputObjectType(type) || seen.has(type.name)) return;
    for (const field of Object.values(type.getFields())) {
      walk(field.type, `${type.name}.${field.name}`, (value) => wrap({ [field.name]: value }), new Set([...seen, type.name]));
    }
  };
  walk(arg.type, coordinate, (value) => value, new Set());
  return found;
}

async function send(place: Place, value: string) {
  const response = await app.yoga.fetch('http://savepoint.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: place.subscription ? 'text/event-stream' : 'application/graphql-response+json',
      authorization: `Bearer ${alice.token}`,
    },
    body: JSON.stringify({ query: place.document, variables: place.variables(value) }),
  });
  const text = await response.text();
  const json = place.subscription
    ? text
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice(6)
    : text;
  return JSON.parse(json) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

const places = everyPlace();

describe('every String and ID input', () => {
  it('is found by the walk: every override names a String or ID input of the schema', () => {
    expect(places.length).toBeGreaterThan(150);
    const coordinates = new Set(places.map((place) => place.coordinate));
    expect(Object.keys(STRING_KINDS).filter((coordinate) => !coordinates.has(coordinate))).toEqual([]);
  });

  it('refuses a value one character over its bound with VALIDATION_FAILED naming it, quoting a few characters, running nothing', async () => {
    const events = async () => (await sql<{ n: number }>`select count(*)::int as n from session_events`.execute(app.db)).rows[0]!.n;
    const before = await events();
    const escaped: string[] = [];
    for (const place of places) {
      const body = await send(place, 'x'.repeat(LENGTHS[place.kind] + 1));
      const error = body.errors?.[0];
      if (error?.extensions?.code !== 'VALIDATION_FAILED' || error.extensions.coordinate !== place.coordinate) {
        escaped.push(`${place.coordinate}: ${JSON.stringify(body).slice(0, 300)}`);
        continue;
      }
      expect(error.message).toContain(`it takes at most ${LENGTHS[place.kind].toLocaleString('en')}`);
      expect(error.message.length).toBeLessThan(400);
    }
    expect(escaped).toEqual([]);
    expect(await events()).toBe(before);
  });

  it('refuses a control character in a name, key, path or branch name, and takes line breaks in free text', async () => {
    const control = places.filter((place) => place.kind === 'NAME' || place.kind === 'PATH');
    const escaped: string[] = [];
    for (const place of control) {
      const body = await send(place, 'one\ntwo');
      if (body.errors?.[0]?.extensions?.coordinate !== place.coordinate) escaped.push(place.coordinate);
      else expect(body.errors[0]!.message).toContain('control character U+000A at position 3');
    }
    expect(escaped).toEqual([]);
    for (const place of places.filter((place) => place.kind === 'TEXT')) {
      const body = await send(place, 'line one\n\tline two\r\n');
      expect(body.errors?.[0]?.extensions?.coordinate, place.coordinate).toBeUndefined();
      const bell = await send(place, 'ring \u0007');
      expect(bell.errors?.[0]?.extensions?.coordinate).toBe(place.coordinate);
    }
  });
});

describe('the inputs of the review', () => {
  it('a 2 MB fork objective, a 10 kB task key, a folder path with a newline, a 1 MB branch name: refused briefly, nothing written', async () => {
    const session = await sessionFor(alice);
    const fork = 'mutation($i: ForkSessionInput!) { forkSession(input: $i) { __typename } }';
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [fork, { i: { sessionId: session.id, fromTime: new Date().toISOString(), objective: 'o'.repeat(2_097_152) } }, 'ForkSessionInput.objective'],
      [
        'mutation($i: RevisePlanInput!) { revisePlan(input: $i) { __typename } }',
        { i: { sessionId: session.id, addTasks: [{ phaseKey: 'p', tasks: [{ key: 'k'.repeat(10_240), title: 't' }] }] } },
        'TaskPlanInput.key',
      ],
      ['mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { __typename } }', { i: { path: '/tmp/a\nb' } }, 'CreateWorkspaceInput.path'],
      [
        fork,
        { i: { sessionId: session.id, fromTime: new Date().toISOString(), workspace: { mode: 'WORKTREE', branchName: 'b'.repeat(1_048_576) } } },
        'ForkWorkspaceInput.branchName',
      ],
    ];
    const sessions = async () => (await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(app.db)).rows[0]!.n;
    const before = await sessions();
    for (const [query, variables, coordinate] of cases) {
      const { status, body } = await alice.raw(query, variables);
      expect(body.errors?.[0]?.extensions, coordinate).toMatchObject({ code: 'VALIDATION_FAILED', coordinate });
      expect(JSON.stringify(body).length, coordinate).toBeLessThan(1_000);
      expect(status).toBe(400);
    }
    expect(await sessions()).toBe(before);
  });
});
