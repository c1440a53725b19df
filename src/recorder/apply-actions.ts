// Recording actions applied to a Savepoint session through the runner kit, in order: messages appended to their
// agent's conversation (the main agent's is the supervisor conversation, a subagent's its own), tool uses as steps of
// the agent's task (WRITE steps declaring their file), a subagent's task and conversation, a compaction of an agent's
// conversation, a code checkpoint per turn, and the end (paused, or completed). Every write carries the kit's key made
// from the action's own, so a hook applied again records nothing twice; while the server cannot be reached the writes
// go to the run's journal (replayed in order once it answers) and the hook counts as recorded.
import type { MessageAction, RecordingAction } from '../agent-clis/recording.ts';
import { RunnerUsageError, WriteRefusedError } from '../runner/errors.ts';
import { toolStepKey } from '../runner/recording.ts';
import type { Run } from '../runner/runner-options.ts';
import { continueRecording, MAIN, openRecordedRun, type RecordedSession, recordedSession, taskOf } from './recorded-run.ts';
import { type RecorderContext, RecorderError } from './recorder.ts';

/** What applying a hook (or a transcript) left: the session as the recorder keeps it, its id once made, writes waiting. */
export type Applied = { session: RecordedSession; sessionId: string | null; pending: number };

type Action<K extends RecordingAction['kind']> = Extract<RecordingAction, { kind: K }>;

/** The conversation of an agent as a kit write names it: null for the main agent's (the supervisor's), else its task. */
const conversationOf = (agent: string | null) => (agent === null ? undefined : taskOf(agent));

function messageInput(m: MessageAction) {
  return {
    role: m.role,
    content: m.content,
    toolCalls: m.toolCalls.length ? m.toolCalls.map((call) => ({ id: call.id, name: call.name, input: call.input })) : null,
    toolName: m.role === 'TOOL' ? (m.toolName ?? 'unknown') : null,
    toolInput: m.role === 'TOOL' ? m.toolInput : null,
    toolResult: m.role === 'TOOL' ? m.toolResult : null,
    isError: m.isError || null,
    tokenCount: m.tokens,
    costUsd: m.costUsd,
  };
}

async function startSubagent(run: Run, action: Action<'agent'>): Promise<void> {
  const task = taskOf(action.agent);
  await run.addTask({ key: task, title: `${action.type} subagent`, role: action.type, agentId: action.agent }, { phaseKey: 'agent' });
  await run.ensureTaskStarted(task);
  await run.taskConversation(task, { title: `${action.type} subagent ${action.agent}` });
}

/** A turn's code checkpoint; with no agent to snapshot the folder right now, the state and conversation are kept anyway. */
async function checkpoint(run: Run, action: Action<'checkpoint'>): Promise<void> {
  try {
    await run.checkpoint({ key: action.key, label: action.label, task: MAIN, includeCode: true });
  } catch (error) {
    if (!(error instanceof WriteRefusedError && error.code === 'AGENT_OFFLINE')) throw error;
    await run.checkpoint({ key: `${action.key}/state`, label: action.label, task: MAIN, includeCode: false });
  }
}

async function compact(run: Run, action: Action<'compaction'>): Promise<void> {
  await run.compact(action.summary, { key: action.key, conversation: conversationOf(action.agent) }).catch((error: unknown) => {
    if (!(error instanceof RunnerUsageError && error.code === 'NOTHING_TO_COMPACT')) throw error; // nothing said yet: nothing to set aside
  });
}

/** Ends the session (closing the run): paused (the CLI can go on with it), or completed with its main agent's task. */
async function end(run: Run, action: Action<'end'>): Promise<void> {
  if (action.outcome === 'PAUSED') {
    if (run.paused())
      await run.close(); // paused already: this hook applied again
    else await run.end('paused', action.reason);
    return;
  }
  await run.ensureTaskStarted(MAIN);
  await run.completeTask(MAIN);
  await run.end('completed', action.reason);
}

async function applyOne(run: Run, action: Exclude<RecordingAction, { kind: 'session' }>): Promise<void> {
  switch (action.kind) {
    case 'message':
      await run.message(messageInput(action), { key: action.key, conversation: conversationOf(action.agent) });
      return;
    case 'agent':
      return startSubagent(run, action);
    case 'agent.ended':
      await run.ensureTaskStarted(taskOf(action.agent));
      return run.completeTask(taskOf(action.agent), { summary: action.summary });
    case 'step.started': {
      const writes = action.stepKind === 'WRITE' ? action.files : undefined;
      const use = { key: action.key, name: action.tool, title: action.title, input: action.input, kind: action.stepKind, writes };
      await run.beginToolUse({ ...use, task: taskOf(action.agent) });
      return;
    }
    case 'step.completed':
      return run.endToolUse(toolStepKey(action.key), { result: action.output });
    case 'step.failed':
      return run.endToolUse(toolStepKey(action.key), { error: action.error });
    case 'compaction':
      return compact(run, action);
    case 'checkpoint':
      return checkpoint(run, action);
    case 'end':
      return end(run, action);
  }
}

/**
 * Applies the actions in order to the session `known` (null before the first hook: its first action makes it). The
 * run is closed at the end, or at the first action that cannot be applied (what landed before it stays landed).
 */
export async function applyActions(context: RecorderContext, actions: readonly RecordingAction[], known: RecordedSession | null): Promise<Applied> {
  let session = known;
  let run: Run | null = null;
  let sessionId: string | null = null;
  let pending = 0;
  try {
    for (const action of actions) {
      if (action.kind === 'session') session ??= recordedSession(context.adapter, action);
      if (!session) throw new RecorderError(`a ${action.kind} action came before the session was started`);
      run ??= await openRecordedRun(context, session);
      sessionId = run.sessionId;
      if (action.kind === 'session' && action.source === 'import' && run.origin !== 'created' && run.origin !== 'journaled') {
        // Imported already: refused, unless that import is still waiting for the server (sent now if it answers).
        if (run.sessionId || run.origin !== 'continued')
          throw new RecorderError(
            `${context.adapter.label} session ${action.ref} is recorded already, as session ${run.sessionId}; resume that one (savepoint resume ${run.sessionId})`,
          );
        await run.flush();
        break;
      }
      if (action.kind === 'session') {
        await continueRecording(run, `${context.adapter.label} went on with session ${action.ref}`);
        continue;
      }
      await applyOne(run, action);
      pending = run.pending();
      if (action.kind === 'end') run = null; // ended: end() closed it
    }
  } finally {
    if (run) {
      sessionId = run.sessionId;
      pending = run.pending();
      await run.close();
    }
  }
  if (!session) throw new RecorderError('no session to record into: the CLI gave no session action');
  return { session, sessionId, pending };
}

/** Sends what the session's run left in its journal (the server was away), now; answers how many writes still wait. */
export async function flushRecording(context: RecorderContext, session: RecordedSession): Promise<number> {
  const run = await openRecordedRun(context, session);
  try {
    return await run.flush();
  } finally {
    await run.close();
  }
}
