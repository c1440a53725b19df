// What Session.stateAt and Session.diff refuse, as errors as data with stable codes that say what to do: a point not
// given once, outside the session's log, in the future or before the session began, a checkpoint of another session,
// a point too far from any checkpoint (the replay's bound); and another owner's session reads as not found.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import type { HistoryPointInput } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { plan, scenario } from './helpers/scenario.ts';
import { Diff, lastEventSeq, StateAt, stateAt, stateAtResult, stateCheckpoint } from './helpers/state-at.ts';

// The smallest replay bound, so that a session of a hundred todo updates reaches it.
const app = await createTestApp({ config: { maxReplayEvents: 100 } });
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const PLAN = plan({ work: { t: [{ kind: 'READ', title: 'one' }] } });

const Todos = graphql(`
  mutation HistoryManyTodos($a: UpdateTodosInput!, $b: UpdateTodosInput!, $c: UpdateTodosInput!, $d: UpdateTodosInput!, $e: UpdateTodosInput!) {
    a: updateTodos(input: $a) { __typename }
    b: updateTodos(input: $b) { __typename }
    c: updateTodos(input: $c) { __typename }
    d: updateTodos(input: $d) { __typename }
    e: updateTodos(input: $e) { __typename }
  }
`);

async function refusal(owner: typeof alice, sessionId: string, at: HistoryPointInput) {
  const result = await stateAtResult(owner, sessionId, at);
  if (result.__typename === 'SessionStateAt') throw new Error(`answered ${JSON.stringify(result)}`);
  return result;
}

describe('points in time that are refused', () => {
  it('asks for exactly one of time, eventSeq and checkpointId, inside the session log', async () => {
    const s = await scenario(alice, PLAN);
    const cp = await stateCheckpoint(alice, s.session.id, 'cp');
    const last = await lastEventSeq(alice, s.session.id);
    for (const at of [{}, { eventSeq: 1, time: new Date().toISOString() }, { eventSeq: 1, checkpointId: cp.id }]) {
      expect(await refusal(alice, s.session.id, at)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'at', message: expect.stringContaining('exactly one') });
    }
    for (const eventSeq of [0, -3, last + 1]) {
      expect(await refusal(alice, s.session.id, { eventSeq })).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'at.eventSeq',
        message: `at.eventSeq: the session's log holds events 1 to ${last}; give one of them (Session.lastEventSeq is its newest).`,
      });
    }
    expect(await refusal(alice, s.session.id, { time: new Date(Date.now() + 60_000).toISOString() })).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'at.time',
      message: expect.stringContaining('is in the future'),
    });
    expect(await refusal(alice, s.session.id, { time: '2001-01-01T00:00:00.000Z' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'at.time',
      message: expect.stringMatching(/is before session .+ began \(.+\); give a moment at or after it\./),
    });
    expect(await refusal(alice, s.session.id, { checkpointId: s.session.id })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'at.checkpointId' });
    // Both ends of a diff are checked, each named.
    const diff = narrow((await alice.gql(Diff, { id: s.session.id, from: { eventSeq: 1 }, to: { eventSeq: last + 1 } })).session, 'Session').diff;
    expect(diff).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'to.eventSeq' });
  });

  it("refuses a checkpoint of another session as CHECKPOINT_NOT_FOUND, another owner's as well", async () => {
    const [mine, other] = await Promise.all([scenario(alice, PLAN), scenario(alice, PLAN)]);
    const cp = await stateCheckpoint(alice, other.session.id, 'elsewhere');
    expect(await refusal(alice, mine.session.id, { checkpointId: cp.id })).toMatchObject({
      __typename: 'CheckpointNotFoundError',
      code: 'CHECKPOINT_NOT_FOUND',
      message: expect.stringContaining("pick one from that session's checkpoints"),
    });
    const bobs = await scenario(bob, PLAN);
    expect(await refusal(bob, bobs.session.id, { checkpointId: cp.id })).toMatchObject({ code: 'CHECKPOINT_NOT_FOUND' });
  });

  it("reads another owner's session as not found", async () => {
    const s = await scenario(alice, PLAN);
    const { session } = await bob.gql(StateAt, { id: s.session.id, at: { eventSeq: 1 } });
    expect(session).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const diff = await bob.gql(Diff, { id: s.session.id, from: { eventSeq: 1 }, to: { eventSeq: 1 } });
    expect(diff.session).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
  });

  it('refuses a point more state changes away from any checkpoint than SAVEPOINT_MAX_REPLAY_EVENTS allows, until a checkpoint is near', async () => {
    const s = await scenario(alice, PLAN);
    const input = (n: number) => ({ sessionId: s.session.id, todos: [{ content: `todo ${n}`, status: 'PENDING' as const }] });
    for (let n = 0; n < 100; n += 5) await alice.gql(Todos, { a: input(n), b: input(n + 1), c: input(n + 2), d: input(n + 3), e: input(n + 4) });
    const last = await lastEventSeq(alice, s.session.id);
    const refused = await refusal(alice, s.session.id, { eventSeq: last });
    expect(refused).toMatchObject({
      __typename: 'LimitReachedError',
      code: 'LIMIT_REACHED',
      limit: 'REPLAY_EVENTS',
      setting: 'SAVEPOINT_MAX_REPLAY_EVENTS',
      max: 100,
      message: expect.stringContaining('Ask for a point nearer a checkpoint'),
    });
    // Near the start, or once a checkpoint is taken, the same session answers.
    expect((await stateAt(alice, s.session.id, { eventSeq: 3 })).eventSeq).toBe(3);
    await stateCheckpoint(alice, s.session.id, 'near');
    expect(await stateAt(alice, s.session.id, { eventSeq: await lastEventSeq(alice, s.session.id) })).toMatchObject({
      replayedEvents: 0,
      todos: [{ content: 'todo 99' }],
    });
  });
});
