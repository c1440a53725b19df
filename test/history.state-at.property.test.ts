// The state at any point of a session's history, rebuilt from its log (src/history/state-at.ts), over random histories
// of work, plan revisions, todos, documents, phase outputs, approvals, messages, checkpoints, restores, rewinds, their
// undos and compactions: at each checkpoint's moment it equals that checkpoint's snapshot, whichever checkpoint the
// replay starts from (the previous one, or none: the session's creation); and at every point between actions it
// equals what a checkpoint taken then would have held; and a fork of it, rebuilt from its own log, is what it holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStateSnapshot, SNAPSHOT_FORMAT_VERSION } from '../src/checkpoints/checkpoint.model.ts';
import { claimSessionState, findCheckpointWithVersion } from '../src/checkpoints/checkpoint.queries.ts';
import { newId } from '../src/db/ids.ts';
import type { StateSnapshot } from '../src/db/tables/checkpoints.ts';
import type { Session } from '../src/db/tables/sessions.ts';
import { runTransaction } from '../src/db/transaction.ts';
import { DomainError } from '../src/errors/domain.ts';
import { findCheckpointMoment, findEventBySeq } from '../src/history/state-at.queries.ts';
import { readStateAt, rebuildState } from '../src/history/state-at.ts';
import { decideApproval, requestApproval } from '../src/workflows/approvals/approvals.ts';
import { createCheckpoint } from '../src/workflows/checkpoints/create-checkpoint.ts';
import { forkSession } from '../src/workflows/fork/fork-session.ts';
import { releaseLease } from '../src/workflows/leases/leases.ts';
import { completePhase } from '../src/workflows/phases/complete-phase.ts';
import { revisePlan } from '../src/workflows/plans/revise-plan.ts';
import { resumeSession } from '../src/workflows/resume/resume-session.ts';
import { compactConversation } from '../src/workflows/rewind/compact.ts';
import { rewind } from '../src/workflows/rewind/rewind.ts';
import { undoRewind } from '../src/workflows/rewind/undo-rewind.ts';
import { putSharedContext } from '../src/workflows/shared-context/put-shared-context.ts';
import { updateTodos } from '../src/workflows/todos/update-todos.ts';
import { appendConversationMessages } from '../src/workflows/work/conversations.ts';
import { changeStep, changeTask } from '../src/workflows/work/tasks-and-steps.ts';
import { registerWorkspace } from '../src/workflows/workspaces/register-workspace.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';
import { startHistorySession } from './helpers/random-history.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const caller = await callerOf(app, alice);
const { workspaceId } = await registerWorkspace(caller, { path: await tempDir() });
const MAX_EVENTS = 10_000;

const WORK = ['start', 'complete', 'fail'] as const;
const KINDS = [
  ...WORK,
  'addTask',
  'skipTask',
  'todos',
  'document',
  'phaseOutput',
  'approval',
  'say',
  'checkpoint',
  'restore',
  'rewind',
  'rewindConversation',
  'compact',
  'undo',
] as const;
type Kind = (typeof KINDS)[number];
const action = fc.record({
  // Work moves are drawn more often: most of them are refused (a task must be started before it completes).
  kind: fc.oneof({ arbitrary: fc.constantFrom(...WORK), weight: 3 }, { arbitrary: fc.constantFrom(...KINDS.slice(WORK.length)), weight: 4 }),
  target: fc.constantFrom('task' as const, 'step' as const),
  index: fc.nat(),
});
type Action = { kind: Kind; target: 'task' | 'step'; index: number };

async function rowsInForce(sessionId: string) {
  const inForce = <T>(table: 'tasks' | 'steps' | 'phases') =>
    app.db.selectFrom(table).selectAll().where('session_id', '=', sessionId).where('superseded_at', 'is', null).orderBy('id').execute() as Promise<T[]>;
  const [tasks, steps, phases] = await Promise.all([
    inForce<{ id: string; key: string; state: string }>('tasks'),
    inForce<{ id: string; state: string }>('steps'),
    inForce<{ id: string }>('phases'),
  ]);
  return { tasks, steps, phases };
}

const sessionRow = (id: string) => app.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<Session>;

/** What a checkpoint taken now would hold (recordCheckpoint's own read, in a transaction undone after it). */
async function liveSnapshot(sessionId: string): Promise<StateSnapshot> {
  const session = await sessionRow(sessionId);
  let plan: unknown = null;
  const undone = new Error('undone');
  await runTransaction(app.db, async (trx) => {
    const { planSnapshotId } = (await claimSessionState(trx, session.owner_id, session.id, newId()))!;
    plan = (await trx.selectFrom('plan_snapshots').select('plan').where('id', '=', planSnapshotId).executeTakeFirstOrThrow()).plan;
    throw undone;
  }).catch((error: unknown) => {
    if (error !== undone) throw error;
  });
  const snapshot = plan as Omit<StateSnapshot, 'session' | 'planRevision' | 'todos'>;
  const { state, strategy, objective, config, metadata } = session;
  const stored = { formatVersion: SNAPSHOT_FORMAT_VERSION, session: { state, strategy, objective, config, metadata }, ...snapshot };
  return JSON.parse(JSON.stringify({ ...stored, planRevision: session.plan_revision, todos: session.todos }));
}

/** Each kind of move that happened (each must, or the property proves little), and how often a replay started further back. */
const done = new Map<string, number>();
let fellBack = 0;
const refused = new Map<string, number>();

async function play(sessionId: string, conversationId: string, n: number, { kind, target, index }: Action, checkpoints: string[], rewinds: string[]) {
  const { tasks, steps, phases } = await rowsInForce(sessionId);
  const task = tasks[index % tasks.length]!;
  if (kind === 'start' || kind === 'complete' || kind === 'fail') {
    // Mostly rows the move may apply to (a random one now and then, to be refused).
    const fits = (row: { state: string }) => (kind === 'start' ? row.state !== 'RUNNING' && row.state !== 'COMPLETED' : row.state === 'RUNNING');
    const pick = <T extends { id: string; state: string }>(rows: T[]) => {
      const fitting = index % 5 ? rows.filter(fits) : rows;
      return fitting.length ? fitting[index % fitting.length] : undefined;
    };
    const row = target === 'task' ? pick(tasks) : pick(steps);
    if (!row) return;
    if (target === 'task') await changeTask(caller, row.id, kind);
    else await changeStep(caller, row.id, kind);
  } else if (kind === 'addTask') {
    const key = `n${n}`;
    const addTasks = [
      { phaseKey: index % 2 ? 'b' : 'a', tasks: [{ key, title: key, dependsOn: index % 3 ? [] : [task.key], steps: [{ kind: 'READ' as const, title: key }] }] },
    ];
    await revisePlan(caller, { sessionId, addTasks });
  } else if (kind === 'skipTask') await revisePlan(caller, { sessionId, skipTasks: [{ taskKey: task.key, reason: `skip ${n}` }] });
  else if (kind === 'todos') {
    const todos = Array.from({ length: (index % 3) + 1 }, (_, i) => ({ content: `todo ${n}.${i}`, status: 'pending' as const, activeForm: `doing ${i}` }));
    await updateTodos(caller, { sessionId, taskId: index % 2 ? task.id : null, todos });
  } else if (kind === 'document') {
    const key = `doc${index % 3}`;
    const current = await app.db.selectFrom('shared_context').select('version').where('session_id', '=', sessionId).where('key', '=', key).executeTakeFirst();
    await putSharedContext(caller, { sessionId, key, value: { n }, expectedVersion: current?.version ?? 0 });
  } else if (kind === 'phaseOutput') await completePhase(caller, { phaseId: phases[index % phases.length]!.id, output: { n }, summary: `phase ${n}` });
  else if (kind === 'approval') {
    const pending = await app.db.selectFrom('approvals').select('id').where('session_id', '=', sessionId).where('state', '=', 'PENDING').executeTakeFirst();
    // A pending approval holds the work it gates: decided at the next draw, and requested only now and then.
    if (pending) await decideApproval(caller, { approvalId: pending.id, decision: index % 2 ? 'APPROVE' : 'REJECT' });
    else if (index % 3 === 0) await requestApproval(caller, { sessionId, title: `gate ${n}`, taskId: index % 2 ? task.id : null });
    else return;
  } else if (kind === 'say') {
    await appendConversationMessages(caller, { conversationId, messages: [{ role: 'ASSISTANT', content: `m${n}` }] });
  } else if (kind === 'checkpoint') checkpoints.push((await createCheckpoint(caller, { sessionId, includeCode: false, label: `cp ${n}` })).checkpoint.id);
  else if (kind === 'restore' && checkpoints.length) {
    const resumed = await resumeSession(caller, { sessionId, holder: 'p', mode: 'FROM_CHECKPOINT', checkpointId: checkpoints[index % checkpoints.length]! });
    if (resumed.lease) await releaseLease(caller, { sessionId, leaseToken: resumed.lease.token });
  } else if (kind === 'rewind' && checkpoints.length) {
    const made = await rewind(caller, { kind: 'CODE', sessionId, checkpointId: checkpoints[index % checkpoints.length]! });
    rewinds.push(made.rewind!.id);
  } else if (kind === 'rewindConversation')
    rewinds.push((await rewind(caller, { kind: 'CONVERSATION', sessionId, byMessageCount: (index % 2) + 1 })).rewind!.id);
  else if (kind === 'compact') {
    const visible = await app.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('superseded_at', 'is', null)
      .orderBy('seq')
      .execute();
    if (!visible.length) return;
    rewinds.push((await compactConversation(caller, { conversationId, fromMessageId: visible[index % visible.length]!.id, summary: `s${n}` })).rewind!.id);
  } else if (kind === 'undo' && rewinds.length) await undoRewind(caller, { rewindId: rewinds.pop()! });
  else return;
  done.set(kind, (done.get(kind) ?? 0) + 1);
}

async function checkHistory(actions: Action[]) {
  const sessionId = await startHistorySession(caller, workspaceId, 'points in time');
  const conversationId = (await app.db.selectFrom('conversations').select('id').where('session_id', '=', sessionId).executeTakeFirstOrThrow()).id;
  const checkpoints: string[] = [];
  const rewinds: string[] = [];
  const points: Array<{ seq: number; state: StateSnapshot }> = [];
  for (const [n, step] of actions.entries()) {
    try {
      await play(sessionId, conversationId, n, step, checkpoints, rewinds);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error; // a refused move changes nothing
      if (process.env.STATE_AT_STATS)
        refused.set(`${step.kind}: ${error.message.slice(0, 70)}`, (refused.get(`${step.kind}: ${error.message.slice(0, 70)}`) ?? 0) + 1);
    }
    points.push({ seq: (await sessionRow(sessionId)).last_event_seq, state: await liveSnapshot(sessionId) });
  }
  const session = await sessionRow(sessionId);
  // Every point between moves: what a checkpoint taken then would have held.
  for (const point of points) expect((await readStateAt(app.db, session, { eventSeq: point.seq }, MAX_EVENTS)).snapshot).toEqual(point.state);
  // Every checkpoint (those the history took, and the undo points of its restores and rewinds), from each base.
  const all = await app.db.selectFrom('checkpoints').selectAll().where('session_id', '=', sessionId).orderBy('seq').execute();
  let previous = null;
  for (const checkpoint of all) {
    const moment = (await findCheckpointMoment(app.db, sessionId, checkpoint.id))!;
    const event = (await findEventBySeq(app.db, sessionId, moment.seq))!;
    const expected = readStateSnapshot((await findCheckpointWithVersion(app.db, checkpoint.id))!);
    const fromPrevious = await rebuildState(app.db, session, event, previous, MAX_EVENTS);
    expect(fromPrevious.snapshot).toEqual(expected);
    if (previous && fromPrevious.baseCheckpointId !== previous.id) fellBack += 1;
    expect((await rebuildState(app.db, session, event, null, MAX_EVENTS)).snapshot).toEqual(expected);
    expect((await readStateAt(app.db, session, { checkpointId: checkpoint.id }, MAX_EVENTS)).snapshot).toEqual(expected);
    previous = moment;
  }
  // A fork from one of its checkpoints: its log starts from what it inherited.
  if (checkpoints.length) {
    const { sessionId: forkId } = await forkSession(caller, { sessionId, fromCheckpointId: checkpoints[actions.length % checkpoints.length]! });
    const copy = await sessionRow(forkId);
    const event = (await findEventBySeq(app.db, forkId, copy.last_event_seq))!;
    expect((await rebuildState(app.db, copy, event, null, MAX_EVENTS)).snapshot).toEqual(await liveSnapshot(forkId));
    done.set('fork', (done.get('fork') ?? 0) + 1);
  }
}

describe('points in time', () => {
  it("rebuild each checkpoint's snapshot at its moment, and the state between moves, from any base, over random histories", async () => {
    // A task added, kept by checkpoint 2, taken out by a rewind to checkpoint 1, back with the undo: checkpoint 4 (after
    // the undo) rebuilt from checkpoint 3 (which does not hold the task) must start again further back.
    const backAndForth: Action[] = [
      { kind: 'checkpoint', target: 'task', index: 0 },
      { kind: 'addTask', target: 'task', index: 1 },
      { kind: 'start', target: 'task', index: 2 },
      { kind: 'checkpoint', target: 'task', index: 0 },
      { kind: 'rewind', target: 'task', index: 0 },
      { kind: 'checkpoint', target: 'task', index: 0 },
      { kind: 'undo', target: 'task', index: 0 },
      { kind: 'checkpoint', target: 'task', index: 0 },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 15, maxLength: 50 }), async (actions) => checkHistory(actions)),
      { numRuns: 20, seed: Number(process.env.STATE_AT_SEED ?? 20260301), examples: [[backAndForth]] },
    );
    if (process.env.STATE_AT_STATS) console.log(Object.fromEntries(done), { fellBack }, Object.fromEntries(refused));
    for (const kind of [...KINDS, 'fork']) expect(done.get(kind) ?? 0, `${kind} never happened`).toBeGreaterThan(0);
    expect(fellBack, 'no replay had to start further back than its base').toBeGreaterThan(0);
  }, 300_000);
});
