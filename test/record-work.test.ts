// recordWork (issue 23, the journal replay budget): an ordered mix of a runner's writes to one session in one
// transaction, through the public API on a real PostgreSQL. A batch leaves the session exactly as the same writes made
// one call each would (the same rows, the same events in the same order), answers what each write made, is made once
// under its key, and is all or nothing: a refused write refuses the batch, names its index and carries its own error.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers/app.ts';
import { dbId } from './helpers/deletions.ts';
import { sessionFor } from './helpers/fixtures.ts';

const quotas = { ...loadConfig({}).quotas, sessionBytes: 60_000, planSteps: 8 };
const app = await createTestApp({ config: { maxBatchSize: 40, quotas, maxActiveSessions: 100 } }); // each test leases sessions of its own
const alice = await app.owner('alice-work');
const mallory = await app.owner('mallory-work');

type Client = typeof alice;
type Json = Record<string, any>;

async function call(client: Client, query: string, input: Json): Promise<Json> {
  const { body } = await client.raw(query, { input });
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data as Json)[0] as Json;
}

const ERRORS = '... on Error { code message } ... on WorkWriteRefusedError { index write errorCode errorMessage } ... on LimitReachedError { limit }';
const RECORD_WORK = `mutation($input: RecordWorkInput!) { recordWork(input: $input) { __typename ${ERRORS}
  ... on RecordWorkPayload { replayed session { id } writes { messages { id content } tasks { id key } steps { id idempotencyKey state } } } } }`;
const recordWork = (client: Client, input: Json) => call(client, RECORD_WORK, input);
const single = (client: Client, mutation: string, type: string, input: Json, select = '') =>
  call(client, `mutation($input: ${type}!) { ${mutation}(input: $input) { __typename ... on Error { code message } ${select} } }`, input);

const plan = {
  phases: [
    {
      key: 'work',
      name: 'Work',
      tasks: [
        { key: 'build', title: 'Build it' },
        { key: 'ship', title: 'Ship it', steps: [{ kind: 'EXEC' as const, title: 'deploy', idempotencyKey: 'deploy' }] },
      ],
    },
  ],
};
const POLICY = { afterStep: false, afterTask: true, phaseBoundary: true, planChange: false, onError: true };

/** A started session of `plan` with a lease: its ids and the lease's token. */
async function leased(client: Client = alice, checkpointPolicy: Json = POLICY) {
  const session = await sessionFor(client, { plan, checkpointPolicy });
  await single(client, 'startSession', 'SessionTransitionInput', { sessionId: session.id });
  const lease = await single(
    client,
    'acquireLease',
    'AcquireLeaseInput',
    { sessionId: session.id, holder: 'runner' },
    '... on LeasePayload { lease { token } }',
  );
  const tasks = Object.fromEntries(session.phases!.nodes[0]!.tasks!.nodes.map((task) => [task.key, task.id]));
  const conversationId = session.conversations!.nodes[0]!.id;
  return { sessionId: session.id, conversationId, tasks, token: lease.lease.token as number };
}

/** The session's log, every id and time replaced by a placeholder numbered by first appearance (two sessions compare). */
async function normalisedLog(sessionId: string) {
  const { body } = await alice.raw(`query($id: ID!) { session(id: $id) { ... on Session { events(first: 500) { nodes { type data } } } } }`, { id: sessionId });
  const ids = new Map<string, string>();
  const text = JSON.stringify((body.data as Json).session.events.nodes).replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9+/]{20,}={0,2}|\d{4}-\d\d-\d\dT[\d:.]+Z/g,
    (found) => {
      if (!ids.has(found)) ids.set(found, `<${ids.size}>`);
      return ids.get(found)!;
    },
  );
  return JSON.parse(text) as Array<{ type: string; data: Json }>;
}

/** What a refused batch could have touched. */
async function stateOf(sessionId: string) {
  const id = Buffer.from(sessionId, 'base64').toString().split(':')[1]!;
  const { rows } = await sql<Json>`
    select s.stored_bytes, s.todos::text as todos, s.plan_revision, s.last_event_seq,
      (select count(*)::int from messages where session_id = s.id) as messages,
      (select count(*)::int from steps where session_id = s.id) as steps,
      (select string_agg(concat_ws('|', idempotency_key, position, kind, title, state, attempt, input::text, output::text, writes::text,
        exit_code, error, started_at is not null, completed_at is not null), ',' order by idempotency_key) from steps where session_id = s.id) as step_rows,
      (select string_agg(concat_ws('|', seq, role, content, tool_name, tool_result, tool_calls::text, token_count), ',' order by seq)
        from messages where session_id = s.id) as message_rows,
      (select string_agg(key || '=' || state, ',' order by key) from tasks where session_id = s.id) as tasks,
      (select count(*)::int from idempotency_records where session_id = s.id) as keys
    from sessions s where s.id = ${id}`.execute(app.db);
  return rows[0]!;
}

const step = (key: string, title = 'Bash') => ({ kind: 'EXEC', title, idempotencyKey: key, input: { command: 'ls' } });
const message = (role: string, content: string) => (role === 'TOOL' ? { role, toolName: 'Bash', toolResult: content } : { role, content });

describe('recordWork', () => {
  it('makes a mix of writes in order, leaving the log the single mutations would leave, and answers what each made', async () => {
    const one = await leased();
    const many = await leased();
    // One call per write.
    const fenced = { leaseToken: one.token };
    await single(alice, 'appendMessages', 'AppendMessagesInput', { conversationId: one.conversationId, messages: [message('USER', 'Fix it')], ...fenced });
    await single(alice, 'startTask', 'StartTaskInput', { taskId: one.tasks.build, ...fenced });
    const added = await single(
      alice,
      'revisePlan',
      'RevisePlanInput',
      { sessionId: one.sessionId, reason: 'a tool use', addSteps: [{ taskKey: 'build', steps: [step('tool-1')] }], ...fenced },
      '... on RevisePlanPayload { added { steps { id } } }',
    );
    const stepId = added.added.steps[0].id;
    await single(alice, 'startStep', 'StartStepInput', { stepId, ...fenced });
    await single(alice, 'completeStep', 'CompleteStepInput', { stepId, output: { result: 'a b' }, ...fenced });
    await single(alice, 'revisePlan', 'RevisePlanInput', { sessionId: one.sessionId, addSteps: [{ taskKey: 'build', steps: [step('tool-2')] }], ...fenced });
    await single(alice, 'appendMessages', 'AppendMessagesInput', {
      conversationId: one.conversationId,
      messages: [message('TOOL', 'a b'), message('ASSISTANT', 'Done.')],
      ...fenced,
    });
    await single(alice, 'recordEvent', 'RecordEventInput', { sessionId: one.sessionId, type: 'tests.passed', data: { count: 3 }, ...fenced });
    await single(alice, 'updateTodos', 'UpdateTodosInput', { sessionId: one.sessionId, todos: [{ content: 'Ship', status: 'PENDING' }], ...fenced });
    await single(alice, 'updateTodos', 'UpdateTodosInput', {
      sessionId: one.sessionId,
      taskId: one.tasks.build,
      todos: [{ content: 'Test', status: 'COMPLETED' }],
      ...fenced,
    });
    await single(alice, 'revisePlan', 'RevisePlanInput', {
      sessionId: one.sessionId,
      addTasks: [{ phaseKey: 'work', tasks: [{ key: 'later', title: 'Later' }] }],
      ...fenced,
    });
    await single(alice, 'completeTask', 'CompleteTaskInput', { taskId: one.tasks.build, output: { ok: true }, ...fenced });

    // The same writes in one call: tasks and steps by key, the step added in the batch itself.
    const batch = await recordWork(alice, {
      sessionId: many.sessionId,
      leaseToken: many.token,
      idempotencyKey: 'batch-1',
      writes: [
        { appendMessages: { conversationId: many.conversationId, messages: [message('USER', 'Fix it')] } },
        { startTask: { taskKey: 'build' } },
        { revisePlan: { reason: 'a tool use', addSteps: [{ taskKey: 'build', steps: [step('tool-1')] }] } },
        { startStep: { stepKey: 'tool-1' } },
        { completeStep: { stepKey: 'tool-1', output: { result: 'a b' } } },
        { revisePlan: { addSteps: [{ taskKey: 'build', steps: [step('tool-2')] }] } },
        { appendMessages: { conversationId: many.conversationId, messages: [message('TOOL', 'a b'), message('ASSISTANT', 'Done.')] } },
        { recordEvent: { type: 'tests.passed', data: { count: 3 } } },
        { updateTodos: { todos: [{ content: 'Ship', status: 'PENDING' }] } },
        { updateTodos: { taskId: many.tasks.build, todos: [{ content: 'Test', status: 'COMPLETED' }] } },
        { revisePlan: { addTasks: [{ phaseKey: 'work', tasks: [{ key: 'later', title: 'Later' }] }] } },
        { completeTask: { taskKey: 'build', output: { ok: true } } },
      ],
    });
    expect(batch.__typename).toBe('RecordWorkPayload');
    expect(batch.replayed).toBe(false);
    const written = batch.writes as Json[];
    expect(written).toHaveLength(12);
    expect(written[0]!.messages.map((m: Json) => m.content)).toEqual(['Fix it']);
    expect(written[2]!.steps).toEqual([{ id: expect.any(String), idempotencyKey: 'tool-1', state: 'COMPLETED' }]);
    expect(written[6]!.messages).toHaveLength(2);
    expect(written[10]!.tasks).toEqual([{ id: expect.any(String), key: 'later' }]);
    expect(written[1]).toEqual({ messages: [], tasks: [], steps: [] });

    // Same rows, same events in the same order (the TASK checkpoint, taken after the commit, last in both).
    const [singles, batched] = [await normalisedLog(one.sessionId), await normalisedLog(many.sessionId)];
    expect(batched.map((event) => event.type)).toContain('checkpoint.created');
    expect(batched).toEqual(singles);
    const [a, b] = [await stateOf(one.sessionId), await stateOf(many.sessionId)];
    expect({ ...b, keys: 0 }).toEqual({ ...a, keys: 0 });
    expect(b.keys).toBe(1); // the batch is one call under one key
  });

  it('is made once under its key: sent again it answers the first batch and writes nothing; other writes under it conflict', async () => {
    const s = await leased();
    const input = {
      sessionId: s.sessionId,
      leaseToken: s.token,
      idempotencyKey: 'batch-again',
      writes: [
        { appendMessages: { conversationId: s.conversationId, messages: [message('USER', 'once')] } },
        { startTask: { taskKey: 'build' } },
        { revisePlan: { addSteps: [{ taskKey: 'build', steps: [step('s-1')] }] } },
        { recordEvent: { type: 'note', data: {} } },
      ],
    };
    const first = await recordWork(alice, input);
    const before = await stateOf(s.sessionId);
    const again = await recordWork(alice, input);
    expect(again.replayed).toBe(true);
    expect(again.writes.map((w: Json) => [w.messages.map((m: Json) => m.id), w.steps.map((x: Json) => x.id)])).toEqual(
      first.writes.map((w: Json) => [w.messages.map((m: Json) => m.id), w.steps.map((x: Json) => x.id)]),
    );
    expect(await stateOf(s.sessionId)).toEqual(before);
    const other = await recordWork(alice, { ...input, writes: input.writes.slice(0, 1) });
    expect(other).toMatchObject({ __typename: 'IdempotencyConflictError', code: 'IDEMPOTENCY_CONFLICT' });
    expect(await stateOf(s.sessionId)).toEqual(before);
  });

  it('refuses the whole batch at its first refused write, naming its index and its own error; nothing is written', async () => {
    const s = await leased();
    const before = await stateOf(s.sessionId);
    const writes = {
      message: { appendMessages: { conversationId: s.conversationId, messages: [message('USER', 'never stored')] } },
      event: { recordEvent: { type: 'never.recorded' } },
    };
    const unknown = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [writes.message, { startStep: { stepKey: 'nope' } }, writes.event],
    });
    expect(unknown).toMatchObject({ __typename: 'WorkWriteRefusedError', code: 'WRITE_REFUSED', index: 1, write: 'startStep', errorCode: 'INVALID_PLAN' });
    expect(unknown.message).toMatch(/^Write 1 of the batch \(startStep\) was refused, so nothing of the batch was written: The plan has no step nope/);
    // The first refused write is named, whether the edge could not read a later one or the session refuses this one.
    const started = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [writes.event, { completeStep: { stepKey: 'deploy' } }, { startTask: { taskKey: 'build' }, startStep: { stepKey: 'deploy' } }],
    });
    expect(started).toMatchObject({ index: 1, write: 'completeStep', errorCode: 'INVALID_TRANSITION' });
    const unreadable = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [writes.event, { startTask: { taskKey: 'build' }, startStep: { stepKey: 'deploy' } }],
    });
    expect(unreadable).toMatchObject({ index: 1, write: 'startTask+startStep', errorCode: 'VALIDATION_FAILED' });
    const badId = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [writes.event, { appendMessages: { conversationId: 'nope', messages: [] } }],
    });
    expect(badId).toMatchObject({ index: 1, errorCode: 'VALIDATION_FAILED' });
    expect(badId.errorMessage).toContain('not a Conversation id');
    const badEvent = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [writes.message, { recordEvent: { type: 'Not A Name' } }],
    });
    expect(badEvent).toMatchObject({ index: 1, write: 'recordEvent', errorCode: 'VALIDATION_FAILED' });
    expect(await stateOf(s.sessionId)).toEqual(before);
    // The writes before the refused one go again as a batch: they were valid.
    const retried = await recordWork(alice, { sessionId: s.sessionId, leaseToken: s.token, writes: [writes.message, { startTask: { taskKey: 'build' } }] });
    expect(retried.__typename).toBe('RecordWorkPayload');
  });

  it('is fenced once for the batch: a stale token or none while leased refuses it whole, as the lease error itself', async () => {
    const s = await leased();
    const before = await stateOf(s.sessionId);
    const writes = [{ recordEvent: { type: 'fenced' } }, { startTask: { taskKey: 'build' } }];
    const stale = await recordWork(alice, { sessionId: s.sessionId, leaseToken: s.token + 1, writes });
    expect(stale).toMatchObject({ __typename: 'StaleLeaseError', code: 'STALE_LEASE' });
    const none = await recordWork(alice, { sessionId: s.sessionId, writes });
    expect(none).toMatchObject({ __typename: 'SessionLockedError', code: 'SESSION_LOCKED' });
    expect(await stateOf(s.sessionId)).toEqual(before);
  });

  it("answers NOT_FOUND for another owner's session, and refuses a write naming another owner's conversation", async () => {
    const s = await leased();
    const theirs = await leased(mallory);
    const foreign = await recordWork(mallory, { sessionId: s.sessionId, writes: [{ recordEvent: { type: 'intrusion' } }] });
    expect(foreign).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const before = await stateOf(s.sessionId);
    const crossed = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [{ recordEvent: { type: 'ok' } }, { appendMessages: { conversationId: theirs.conversationId, messages: [message('USER', 'leak')] } }],
    });
    expect(crossed).toMatchObject({ index: 1, errorCode: 'NOT_FOUND' });
    expect(await stateOf(s.sessionId)).toEqual(before);
    // A conversation of another session of the same owner: refused in its turn too, that session left as it was.
    const other = await leased();
    const otherBefore = await stateOf(other.sessionId);
    const elsewhere = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [{ recordEvent: { type: 'ok' } }, { appendMessages: { conversationId: other.conversationId, messages: [message('USER', 'astray')] } }],
    });
    expect(elsewhere).toMatchObject({ index: 1, errorCode: 'NOT_FOUND' });
    expect(await stateOf(s.sessionId)).toEqual(before);
    expect(await stateOf(other.sessionId)).toEqual(otherBefore);
  });

  it('takes 1 to SAVEPOINT_MAX_BATCH writes', async () => {
    const s = await leased();
    const event = { recordEvent: { type: 'tick' } };
    const tooMany = await recordWork(alice, { sessionId: s.sessionId, leaseToken: s.token, writes: Array.from({ length: 41 }, () => event) });
    expect(tooMany).toMatchObject({ __typename: 'LimitReachedError', code: 'LIMIT_REACHED', limit: 'BATCH_SIZE' });
    const none = await recordWork(alice, { sessionId: s.sessionId, leaseToken: s.token, writes: [] });
    expect(none).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    const most = await recordWork(alice, { sessionId: s.sessionId, leaseToken: s.token, writes: Array.from({ length: 40 }, () => event) });
    expect(most.writes).toHaveLength(40);
  });

  it("holds the session's quotas write by write: stored bytes and the plan's steps, counted across the batch", async () => {
    const s = await leased();
    const before = await stateOf(s.sessionId);
    const big = { appendMessages: { conversationId: s.conversationId, messages: [message('USER', 'x'.repeat(9_000))] } };
    const bytes = await recordWork(alice, { sessionId: s.sessionId, leaseToken: s.token, writes: Array.from({ length: 8 }, () => big) });
    expect(bytes).toMatchObject({ __typename: 'WorkWriteRefusedError', errorCode: 'LIMIT_REACHED' });
    expect(bytes.index).toBeGreaterThanOrEqual(5);
    expect(bytes.index).toBeLessThanOrEqual(6);
    expect(await stateOf(s.sessionId)).toEqual(before);
    // The plan holds 1 step; 8 may be in force: 1 + 4 + 3 fit, 2 more do not (the batch counts what it added).
    const add = (keys: string[]) => ({ revisePlan: { addSteps: [{ taskKey: 'build', steps: keys.map((key) => step(key)) }] } });
    const steps = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [add(['a', 'b', 'c', 'd']), add(['e', 'f', 'g']), add(['h', 'i'])],
    });
    expect(steps).toMatchObject({ index: 2, errorCode: 'LIMIT_REACHED', errorMessage: expect.stringContaining('10 steps') });
    expect(await stateOf(s.sessionId)).toEqual(before);
  });

  it("places each task's new steps after its last, across the batch's revisions, as one revision after another would", async () => {
    const s = await leased();
    const add = (entries: Array<[string, string[]]>) => ({
      revisePlan: { addSteps: entries.map(([taskKey, keys]) => ({ taskKey, steps: keys.map((key) => step(key)) })) },
    });
    const batch = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [
        add([['build', ['a', 'b']]]),
        add([
          ['build', ['c']],
          ['ship', ['d']],
        ]),
        { startTask: { taskKey: 'build' } },
        { startStep: { stepKey: 'a' } },
      ],
    });
    expect(batch.__typename).toBe('RecordWorkPayload');
    const { body } = await alice.raw(
      `query($id: ID!) { session(id: $id) { ... on Session { tasks { nodes { key steps { nodes { idempotencyKey position state } } } } } } }`,
      { id: s.sessionId },
    );
    const tasks = (body.data as Json).session.tasks.nodes as Json[];
    expect(Object.fromEntries(tasks.map((task) => [task.key, task.steps.nodes.map((x: Json) => `${x.idempotencyKey}@${x.position}:${x.state}`)]))).toEqual({
      build: ['a@0:RUNNING', 'b@1:PENDING', 'c@2:PENDING'],
      ship: ['deploy@0:PENDING', 'd@1:PENDING'],
    });
  });

  it('holds an approval gate: a held start refuses the batch', async () => {
    const s = await leased();
    const asked = await single(alice, 'requestApproval', 'RequestApprovalInput', {
      sessionId: s.sessionId,
      leaseToken: s.token,
      title: 'Ship?',
      taskId: s.tasks.ship,
    });
    expect(asked.__typename).toBe('RequestApprovalPayload');
    const held = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [{ startTask: { taskKey: 'build' } }, { startTask: { taskKey: 'ship' } }],
    });
    expect(held).toMatchObject({ index: 1, write: 'startTask', errorCode: 'APPROVAL_PENDING' });
  });

  it('takes a state-only checkpoint at its place in the batch: plan, positions and events as the writes before it left them', async () => {
    const s = await leased();
    const CHECKPOINTS = `mutation($input: RecordWorkInput!) { recordWork(input: $input) { __typename ${ERRORS}
      ... on RecordWorkPayload { writes { messages { id seq } checkpoint { id label eventSeq planRevision verified stateSnapshot step { idempotencyKey }
        conversations { lastMessageSeq } } } } } }`;
    const answer = await call(alice, CHECKPOINTS, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [
        { appendMessages: { conversationId: s.conversationId, messages: [message('USER', 'run it'), message('ASSISTANT', 'running')] } },
        // The task started first, the batch holds its new step back (its add and its start, one insert at its end).
        { startTask: { taskKey: 'build' } },
        { revisePlan: { addSteps: [{ taskKey: 'build', steps: [step('one', 'first')] }] } },
        { startStep: { stepKey: 'one' } },
        { checkpoint: { label: 'mid-batch', stepKey: 'one' } },
        { appendMessages: { conversationId: s.conversationId, messages: [message('TOOL', 'ok'), message('ASSISTANT', 'done'), message('USER', 'thanks')] } },
        { completeStep: { stepKey: 'one' } },
        { checkpoint: {} },
      ],
    });
    expect(answer.__typename).toBe('RecordWorkPayload');
    const [mid, end] = [answer.writes[4].checkpoint, answer.writes[7].checkpoint];
    expect(answer.writes.map((write: Json) => write.checkpoint === null)).toEqual([true, true, true, true, false, true, true, false]);
    expect(answer.writes[5].messages.map((m: Json) => m.seq)).toEqual([3, 4, 5]);
    expect(mid).toMatchObject({ label: 'mid-batch', verified: true, step: { idempotencyKey: 'one' }, conversations: [{ lastMessageSeq: 2 }] });
    expect(end).toMatchObject({ label: expect.stringMatching(/^checkpoint \d+$/), verified: true, step: null, conversations: [{ lastMessageSeq: 5 }] });
    // The position names the last message before it (written before it, though the batch sends its rows at its end).
    const positionOf = async (checkpoint: Json) =>
      (await app.db.selectFrom('checkpoints').select('conversation_positions').where('id', '=', dbId(checkpoint.id)).executeTakeFirstOrThrow())
        .conversation_positions[0]?.lastMessageId;
    expect(await positionOf(mid)).toBe(dbId(answer.writes[0].messages[1].id));
    expect(await positionOf(end)).toBe(dbId(answer.writes[5].messages[2].id));
    const stepState = (checkpoint: Json) => checkpoint.stateSnapshot.steps.find((row: Json) => row.idempotencyKey === 'one')?.state;
    expect([stepState(mid), stepState(end)]).toEqual(['RUNNING', 'COMPLETED']);
    const { body: now } = await alice.raw(`query($id: ID!) { session(id: $id) { ... on Session { planRevision } } }`, { id: s.sessionId });
    expect([mid.planRevision, end.planRevision]).toEqual([(now.data as Json).session.planRevision, (now.data as Json).session.planRevision]);
    // Each records the log as the writes before it left it: its own event comes next.
    const { body } = await alice.raw(`query($id: ID!) { session(id: $id) { ... on Session { events(first: 500) { nodes { seq type data } } } } }`, {
      id: s.sessionId,
    });
    const events = (body.data as Json).session.events.nodes as Json[];
    for (const checkpoint of [mid, end]) {
      const own = events.find((event) => event.type === 'checkpoint.created' && event.data.checkpointId === checkpoint.id)!;
      expect(own.seq).toBe(checkpoint.eventSeq + 1);
    }
    const after = events.filter((event) => event.seq > mid.eventSeq + 1).map((event) => event.type);
    expect(after.slice(0, 2)).toEqual(['messages.appended', 'step.state_changed']);
  });

  it('refuses a checkpoint write with an empty label in its turn, writing nothing of the batch', async () => {
    const s = await leased();
    const before = await stateOf(s.sessionId);
    const refused = await recordWork(alice, {
      sessionId: s.sessionId,
      leaseToken: s.token,
      writes: [{ appendMessages: { conversationId: s.conversationId, messages: [message('USER', 'hi')] } }, { checkpoint: { label: '  ' } }],
    });
    expect(refused).toMatchObject({ __typename: 'WorkWriteRefusedError', index: 1, write: 'checkpoint', errorCode: 'VALIDATION_FAILED' });
    expect(await stateOf(s.sessionId)).toEqual(before);
  });

  it('takes the automatic checkpoints its writes ask for after the commit, in order (none on a replay)', async () => {
    const s = await leased(alice, { ...POLICY, afterStep: true });
    const input = {
      sessionId: s.sessionId,
      leaseToken: s.token,
      idempotencyKey: 'with-checkpoints',
      writes: [
        { startTask: { taskKey: 'build' } },
        { revisePlan: { addSteps: [{ taskKey: 'build', steps: [step('one', 'first'), step('two', 'second')] }] } },
        { startStep: { stepKey: 'one' } },
        { completeStep: { stepKey: 'one' } },
        { startStep: { stepKey: 'two' } },
        { failStep: { stepKey: 'two', error: 'it broke', exitCode: 2 } },
      ],
    };
    await recordWork(alice, input);
    const log = await normalisedLog(s.sessionId);
    const last = log.findLastIndex((event) => event.type === 'step.state_changed');
    expect(log.slice(last + 1).map((event) => `${event.type} ${event.data.label ?? ''}`)).toEqual([
      'checkpoint.created after step: first',
      'checkpoint.created step failed: second',
    ]);
    await recordWork(alice, input);
    expect(await normalisedLog(s.sessionId)).toEqual(log);
  });
});
