// What a runner records through its run: messages (with tool calls, tokens and cost) in the supervisor conversation
// or a task's own (a subagent's), its own events, tasks and steps (planned ones run with their attempts, tool uses
// recorded as steps with their input, result and the files they wrote), checkpoints (asked, or due by the run's
// policy) and compactions of any of its conversations. Each becomes one or more writes with derived keys (keys.ts);
// the pipeline sends or journals them.
import { contentHash, fileHashes } from '../agent/file-hashes.ts';
import type { CheckpointKind, FileWriteInput, MessageInput, StepKind, StepPlanInput, TaskPlanInput, TodoItemInput } from '../client/gql/operations.ts';
import { checkpointDue, type RunnerCheckpointPolicy } from './checkpoint-policy.ts';
import { RunnerUsageError } from './errors.ts';
import { runKeys } from './keys.ts';
import type { RunState } from './run-state.ts';
import type { Answer, Write } from './writes.ts';

export type RecordingContext = {
  run: string;
  state: RunState;
  submit: (write: Write) => Promise<Answer | null>;
  signal: AbortSignal;
  /** The workspace folder (for the hashes of files a step wrote), when the run knows it. */
  folder: string | null;
  policy?: RunnerCheckpointPolicy;
  /** A checkpoint the policy asked for could not be taken (the run goes on). */
  onPolicyError: (error: unknown) => void;
};

/** A step to add to a task: as createSession takes one, with the runner's key for it (default: one the run makes). */
export type StepSpec = Omit<StepPlanInput, 'idempotencyKey'> & { key?: string };

/** A tool use of the agent, recorded as a step: its input, its result (or error), the files it wrote. */
export type ToolUse = {
  /** The agent's own id of the call (e.g. a Claude tool_use_id): the step's key, so the same call is recorded once. */
  key?: string;
  name: string;
  title?: string;
  input?: unknown;
  result?: unknown;
  /** Set when the tool failed: the step is failed with it. */
  error?: string;
  exitCode?: number;
  /** Default: WRITE when it names files, else EXEC. */
  kind?: StepKind;
  /** Files it wrote, relative to the run's folder: declared with their sha256 as they are now. */
  files?: readonly string[];
  /** Or the files it writes as the agent declares them, relative to the run's folder (sha256 null: not known up front). */
  writes?: readonly FileWriteInput[];
  /** The task it belongs to (default "main", the task of a session the kit made). */
  task?: string;
};

/** A step or task to work on: its key and, when read from the plan, its attempt and state. */
export type WorkRef = { key: string; attempt?: number; state?: string; kind?: string };

/** The key of the step a tool use is recorded as, from the agent's own id of the call (ToolUse.key). */
export const toolStepKey = (key: string) => `tool-${key}`;

/** The files a WRITE step will write, declared with the sha256 of their content (resume tells by it whether it landed). */
export function declareWrites(files: ReadonlyArray<{ path: string; content: string | Uint8Array }>): FileWriteInput[] {
  return files.map((file) => ({ path: file.path, sha256: contentHash(file.content) }));
}

export function createRecording(context: RecordingContext) {
  const { run, state, submit } = context;
  const next = (kind: string) => {
    state.counters[kind] = (state.counters[kind] ?? 0) + 1;
    return state.counters[kind];
  };

  const startTask = async (task: string | WorkRef) => {
    const ref = typeof task === 'string' ? { key: task } : task;
    if (ref.state === 'RUNNING') {
      state.attempts[`task:${ref.key}`] = ref.attempt ?? 1;
      if (!state.started.includes(ref.key)) state.started.push(ref.key);
      return;
    }
    const attempt = (ref.attempt ?? state.attempts[`task:${ref.key}`] ?? 0) + 1;
    await submit({ op: 'startTask', key: runKeys.task(run, ref.key, attempt, 'start'), task: ref.key });
    state.attempts[`task:${ref.key}`] = attempt;
    if (!state.started.includes(ref.key)) state.started.push(ref.key);
  };
  const ensureStarted = async (task: string) => {
    if (!state.started.includes(task)) await startTask(task);
  };
  const finishTask = async (task: string, action: 'complete' | 'fail', outcome: { output?: unknown; error?: string; exitCode?: number }) => {
    const attempt = state.attempts[`task:${task}`] ?? 1;
    await submit({ op: action === 'complete' ? 'completeTask' : 'failTask', key: runKeys.task(run, task, attempt, action), task, ...outcome });
    delete state.attempts[`task:${task}`];
  };

  const startStep = async (step: WorkRef) => {
    if (step.state === 'RUNNING') {
      state.attempts[`step:${step.key}`] = step.attempt ?? 1;
      return;
    }
    const attempt = (step.attempt ?? state.attempts[`step:${step.key}`] ?? 0) + 1;
    await submit({ op: 'startStep', key: runKeys.step(run, step.key, attempt, 'start'), step: step.key });
    state.attempts[`step:${step.key}`] = attempt;
  };

  const addSteps = async (task: string, steps: readonly StepSpec[]): Promise<string[]> => {
    const planned = steps.map(({ key, ...step }) => ({ ...step, idempotencyKey: key ?? `step-${next('step')}` }));
    await submit({ op: 'addSteps', key: runKeys.added(run, 'steps', planned[0]!.idempotencyKey), task, steps: planned });
    return planned.map((step) => step.idempotencyKey);
  };

  const checkpoint = async (options: { label?: string; kind?: CheckpointKind; includeCode?: boolean; key?: string; step?: string; task?: string } = {}) => {
    const key = runKeys.own(run, 'checkpoint', options.key ?? next('checkpoint'));
    const includeCode = options.includeCode ?? context.policy?.includeCode;
    const answer = await submit({ op: 'checkpoint', key, label: options.label, kind: options.kind, includeCode, step: options.step, task: options.task });
    state.sinceCheckpoint = { steps: 0, writes: 0, at: Date.now() };
    return { checkpointId: answer?.checkpointId ?? null };
  };

  /** Counts a finished step; takes a checkpoint when the policy says one is due. */
  const stepDone = async (step: string, wrote: boolean) => {
    state.sinceCheckpoint.steps += 1;
    if (wrote) state.sinceCheckpoint.writes += 1;
    const due = checkpointDue(context.policy, state.sinceCheckpoint, Date.now());
    if (due) await checkpoint({ label: due, kind: 'STEP', step }).catch(context.onPolicyError);
  };

  const finishStep = async (step: string, outcome: { output?: unknown; error?: string; exitCode?: number }, wrote: boolean) => {
    const attempt = state.attempts[`step:${step}`] ?? 1;
    const action = outcome.error === undefined ? 'complete' : 'fail';
    await submit({ op: action === 'complete' ? 'completeStep' : 'failStep', key: runKeys.step(run, step, attempt, action), step, ...outcome });
    delete state.attempts[`step:${step}`];
    if (action === 'complete') await stepDone(step, wrote);
  };

  /**
   * The tool use's step, added and started: its files declared with their hashes (now, or as given), named from the
   * workspace's folder (the run's folder may lie inside it).
   */
  const beginToolUse = async (use: Omit<ToolUse, 'result' | 'error' | 'exitCode'>) => {
    let declared = use.writes;
    if (!declared && use.files?.length) {
      if (!context.folder)
        throw new RunnerUsageError('NO_FOLDER', 'a tool use names files, but the run knows no workspace folder: give openRun agent.folder or session.folder');
      declared = [...(await fileHashes(context.folder, use.files))].map(([path, sha256]) => ({ path, sha256 }));
    }
    const writes = declared?.map((file) => ({ ...file, path: state.subfolder ? `${state.subfolder}/${file.path}` : file.path }));
    const task = use.task ?? 'main';
    const kind = use.kind ?? (writes?.length ? 'WRITE' : 'EXEC');
    await ensureStarted(task);
    const key = toolStepKey(use.key ?? String(next('tool')));
    const step = { key, kind, title: use.title ?? use.name, input: { tool: use.name, input: use.input ?? null }, ...(writes?.length ? { writes } : {}) };
    await addSteps(task, [step]);
    await submit({ op: 'startStep', key: runKeys.step(run, key, 1, 'start'), step: key });
    state.attempts[`step:${key}`] = 1;
    return { key, wrote: kind === 'WRITE' };
  };

  return {
    /** Appends to the supervisor conversation, or to a task's (`conversation`: the task's key; see taskConversation). */
    message: async (messages: MessageInput | readonly MessageInput[], options: { key?: string; conversation?: string } = {}) => {
      const list = Array.isArray(messages) ? [...messages] : [messages as MessageInput];
      const key = runKeys.own(run, 'message', options.key ?? next('message'));
      const answer = await submit({ op: 'appendMessages', key, conversation: options.conversation ?? null, messages: list });
      const last = { write: key, index: list.length - 1 };
      if (options.conversation) state.lastMessages[options.conversation] = last;
      else state.lastMessage = last;
      return { key, ids: answer?.messages ?? null };
    },
    /** Makes the conversation of a task's agent (a subagent's); messages and compactions then name it by the task's key. */
    taskConversation: async (task: string, options: { title?: string } = {}) => {
      await submit({ op: 'createConversation', key: runKeys.own(run, 'conversation', task), task, title: options.title ?? task });
    },
    event: async (type: string, data: Record<string, unknown> = {}, options: { key?: string } = {}) => {
      await submit({ op: 'recordEvent', key: runKeys.own(run, 'event', options.key ?? next('event')), type, data });
    },
    /** Replaces the session's todo list (or a task's): the whole list, as the agent keeps it. */
    todos: async (todos: readonly TodoItemInput[], options: { task?: string; key?: string } = {}) => {
      await submit({ op: 'updateTodos', key: runKeys.own(run, 'todos', options.key ?? next('todos')), task: options.task, todos: [...todos] });
    },
    /** Adds a task to a phase (by its key; default "work", the phase of a session the kit made), at `position` or last. */
    addTask: async (task: TaskPlanInput, options: { phaseKey?: string; position?: number } = {}) => {
      const { phaseKey = 'work', position } = options;
      await submit({ op: 'addTasks', key: runKeys.added(run, 'tasks', task.key), phaseKey, position, tasks: [task] });
    },
    startTask,
    /** Starts the task unless this run started it already (since the session last started): a tool use does so itself. */
    ensureTaskStarted: ensureStarted,
    completeTask: (task: string, output?: unknown) => finishTask(task, 'complete', { output }),
    failTask: (task: string, failure: { error: string; exitCode?: number }) => finishTask(task, 'fail', failure),
    addSteps,
    /** Starts a planned step: a new attempt, unless it is running already (then the run takes that attempt on). */
    startStep,
    /** Completes the step in hand (its attempt's report), with its output; `wrote`: it wrote files (checkpoint policy). */
    completeStep: (step: string, output?: unknown, options: { wrote?: boolean } = {}) => finishStep(step, { output: output ?? null }, options.wrote ?? false),
    failStep: (step: string, failure: { error: string; exitCode?: number }) => finishStep(step, failure, false),
    /** Runs a planned step: started (a new attempt, unless it is running already), `work` done, completed or failed. */
    step: async <T>(step: WorkRef, work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
      await startStep(step);
      let output: T;
      try {
        output = await work(context.signal);
      } catch (error) {
        if (!context.signal.aborted) await finishStep(step.key, { error: error instanceof Error ? error.message : String(error) }, false);
        throw error;
      }
      await finishStep(step.key, { output: output ?? null }, step.kind === 'WRITE');
      return output;
    },
    beginToolUse: async (use: Omit<ToolUse, 'result' | 'error' | 'exitCode'>) => (await beginToolUse(use)).key,
    endToolUse: (key: string, outcome: { result?: unknown; error?: string; exitCode?: number; wrote?: boolean }) =>
      finishStep(
        key,
        outcome.error === undefined ? { output: { result: outcome.result ?? null } } : { error: outcome.error, exitCode: outcome.exitCode },
        outcome.wrote ?? false,
      ),
    toolUse: async (use: ToolUse) => {
      const { key, wrote } = await beginToolUse(use);
      const outcome = use.error === undefined ? { output: { result: use.result ?? null } } : { error: use.error, exitCode: use.exitCode };
      await finishStep(key, outcome, wrote);
      return key;
    },
    checkpoint,
    /** Compacts the supervisor conversation, or a task's (`conversation`), up to the last message the run recorded there. */
    compact: async (summary: string, options: { tokenCount?: number; key?: string; conversation?: string } = {}) => {
      const conversation = options.conversation ?? null;
      const upTo = conversation === null ? state.lastMessage : state.lastMessages[conversation];
      if (!upTo)
        throw new RunnerUsageError(
          'NOTHING_TO_COMPACT',
          `this run recorded no message in ${conversation === null ? 'the supervisor conversation' : `the conversation of task ${conversation}`} yet: a compaction covers the messages recorded before it`,
        );
      const key = runKeys.own(run, 'compaction', options.key ?? next('compaction'));
      await submit({ op: 'compact', key, conversation, summary, tokenCount: options.tokenCount, upTo });
    },
  };
}

export type Recording = ReturnType<typeof createRecording>;
