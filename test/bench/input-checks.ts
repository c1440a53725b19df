// What the edge spends on one recordEvents batch of 1,000 events before the resolver runs, each step alone in this
// process (no server, no database): graphql-js coercing the variables to the input types, and the three walks of the
// input our plugins make (use-input-sanity.ts: NUL, lone surrogates, depth; input-strings.ts: each String's length and
// characters by its place; use-json-input-limit.ts: each JSON value's size). Medians of 200 runs after 50.
import { getOperationAST, getVariableValues, parse } from 'graphql';
import { loadConfig } from '../../src/config.ts';
import { findStringProblem, maxLengths } from '../../src/graphql/plugins/input-strings.ts';
import { findInputProblem } from '../../src/graphql/plugins/use-input-sanity.ts';
import { checkJsonInputs } from '../../src/graphql/plugins/use-json-input-limit.ts';
import { schema } from '../../src/graphql/schema.ts';
import { percentile } from './harness.ts';

const RECORD = 'mutation($i: RecordEventsInput!) { recordEvents(input: $i) { ... on RecordEventsPayload { lastSeq } ... on Error { message } } }';

export type InputCheckFigures = Record<'coercion' | 'sanity' | 'strings' | 'json', number>;

function median(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 250; i++) {
    const started = performance.now();
    run();
    if (i >= 50) times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

export function inputCheckBench(): InputCheckFigures {
  const config = loadConfig({});
  const document = parse(RECORD);
  const events = Array.from({ length: 1_000 }, (_, i) => ({ type: 'bench.ingest', data: { i, note: 'a small payload like a runner would send' } }));
  const variableValues = { i: { sessionId: 'U2Vzc2lvbjox', events } };
  const definitions = getOperationAST(document)!.variableDefinitions ?? [];
  const lengths = maxLengths(config.maxMessageBytes);
  const args = { schema, document, variableValues };
  return {
    coercion: median(() => {
      const coerced = getVariableValues(schema, definitions, variableValues);
      if (coerced.errors) throw coerced.errors[0];
    }),
    sanity: median(() => findInputProblem(document, undefined, variableValues)),
    strings: median(() => findStringProblem(schema, document, variableValues, lengths)),
    json: median(() => checkJsonInputs(args, config.limits)),
  };
}
