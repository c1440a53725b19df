// One Claude Code hook, with what its transcripts gained since the last one, as recording actions: the transcript's
// messages first (they came before the hook fired), then the hook's own: a prompt, a step begun or ended, a
// subagent begun or ended, a checkpoint at the end of each turn (Stop), the end of the session (SessionEnd).

import type { HookOutcome } from '../adapter.ts';
import { clipJson, clipText } from '../bounds.ts';
import { type AgentId, message, type RecordingAction } from '../recording.ts';
import type { TranscriptRead, TranscriptSource } from '../transcript-lines.ts';
import { mapTranscript } from './conversation.ts';
import type { ClaudeHookEvent } from './hook-payload.ts';
import { type ClaudeCodeState, copyState } from './state.ts';
import { stepOfTool } from './tools.ts';

/** Hooks after which no more of the current reply can come: the transcript is read to its end. */
const FINAL: ReadonlySet<ClaudeHookEvent['name']> = new Set(['UserPromptSubmit', 'Stop', 'PreCompact', 'PostCompact', 'SessionEnd']);

const agentFile = (agent: string) => `agent:${agent}`;

export function claudeTranscriptsFor(state: ClaudeCodeState, event: ClaudeHookEvent): TranscriptSource[] {
  const sources: TranscriptSource[] = [];
  if (event.transcriptPath) sources.push({ id: 'main', path: event.transcriptPath, offset: state.offsets.main ?? 0 });
  if (event.name === 'SubagentStop' && event.agentId && event.agentTranscriptPath) {
    const id = agentFile(event.agentId);
    sources.push({ id, path: event.agentTranscriptPath, offset: state.offsets[id] ?? 0 });
  }
  return sources;
}

/** A sidechain line of the main file is its subagent's (older versions name none: one "sidechain" agent then). */
export const mainFileAgent = (entry: { sidechain: boolean; agentId: string | null }): AgentId => (entry.sidechain ? (entry.agentId ?? 'sidechain') : null);

/** Each subagent named by an action is announced once, before its first action. */
export function announceAgents(state: ClaudeCodeState, actions: RecordingAction[], types: Record<string, string> = {}): RecordingAction[] {
  const out: RecordingAction[] = [];
  for (const action of actions) {
    const agent = action.kind === 'agent' ? null : 'agent' in action ? action.agent : null;
    if (action.kind === 'agent') state.agents.push(action.agent);
    else if (action.kind === 'agent.ended') state.finished.push(action.agent);
    else if (agent !== null && !state.agents.includes(agent)) {
      state.agents.push(agent);
      out.push({ kind: 'agent', agent, type: types[agent] ?? 'subagent', parentCall: null });
    }
    out.push(action);
  }
  return out;
}

/** Subagents announced that never ended (no SubagentStop came, or an older transcript's sidechain): ended now. */
export function endUnfinishedAgents(state: ClaudeCodeState): RecordingAction[] {
  return state.agents.filter((agent) => !state.finished.includes(agent)).map((agent) => ({ kind: 'agent.ended', agent, summary: null }) as const);
}

/** Steps still open when their agent stopped: Claude Code gave no result for them (denied, or interrupted). */
export function closeOpenSteps(state: ClaudeCodeState, which: (agent: AgentId) => boolean, why: string): RecordingAction[] {
  const actions: RecordingAction[] = [];
  for (const [key, open] of Object.entries(state.open)) {
    if (!which(open.agent)) continue;
    delete state.open[key];
    actions.push({ kind: 'step.failed', key, agent: open.agent, error: why, interrupted: true });
  }
  return actions;
}

const responseFailed = (response: unknown) =>
  typeof response === 'object' &&
  response !== null &&
  ((response as { is_error?: unknown }).is_error === true || (response as { success?: unknown }).success === false);

/** The open step a PostToolUse without a tool_use_id (older versions) ends: the oldest of that tool with that input. */
function keyOfEnded(state: ClaudeCodeState, event: { toolUseId: string | null; toolName: string; toolInput: unknown }): string | null {
  if (event.toolUseId) return event.toolUseId;
  const input = JSON.stringify(event.toolInput);
  return Object.entries(state.open).find(([, open]) => open.tool === event.toolName && JSON.stringify(open.input) === input)?.[0] ?? null;
}

function toolActions(state: ClaudeCodeState, event: ClaudeHookEvent): RecordingAction[] {
  if (event.name !== 'PreToolUse' && event.name !== 'PostToolUse' && event.name !== 'PostToolUseFailure') return [];
  const agent = event.agentId;
  const begin = (key: string): RecordingAction => {
    state.open[key] = { agent, tool: event.toolName, input: event.toolInput };
    return {
      kind: 'step.started',
      key,
      agent,
      tool: event.toolName,
      input: clipJson(event.toolInput),
      ...stepOfTool(event.toolName, event.toolInput, state.cwd),
    };
  };
  if (event.name === 'PreToolUse') {
    const key = event.toolUseId ?? `call-${++state.callSeq}`;
    return state.open[key] ? [] : [begin(key)];
  }
  const known = keyOfEnded(state, event);
  const key = known ?? `call-${++state.callSeq}`;
  // No PreToolUse seen for it (a matcher that left it out, a hook that came late): the step begins and ends here.
  const actions = state.open[key] ? [] : [begin(key)];
  delete state.open[key];
  if (event.name === 'PostToolUseFailure')
    actions.push({ kind: 'step.failed', key, agent, error: clipText(event.error, 4_000), interrupted: event.interrupted });
  else if (responseFailed(event.toolResponse))
    actions.push({ kind: 'step.failed', key, agent, error: clipText(JSON.stringify(event.toolResponse), 4_000), interrupted: false });
  else actions.push({ kind: 'step.completed', key, agent, output: clipJson(event.toolResponse) });
  return actions;
}

/** The actions of one hook; the state given is left as it was (the new one is returned). */
export function onClaudeHook(previous: ClaudeCodeState, event: ClaudeHookEvent, reads: readonly TranscriptRead[]): HookOutcome<ClaudeCodeState> {
  const state = copyState(previous);
  const actions: RecordingAction[] = [];
  state.cwd ??= event.cwd;
  if (!state.announced || event.name === 'SessionStart') {
    actions.push({
      kind: 'session',
      ref: state.ref,
      cwd: state.cwd,
      source: event.name === 'SessionStart' ? event.source : 'hook',
      model: event.name === 'SessionStart' ? event.model : null,
    });
    state.announced = true;
    state.ended = false;
  }
  const types: Record<string, string> = event.agentId ? { [event.agentId]: event.agentType ?? 'subagent' } : {};
  if (event.name === 'SubagentStart' && event.agentId && !state.agents.includes(event.agentId))
    actions.push({ kind: 'agent', agent: event.agentId, type: event.agentType ?? 'subagent', parentCall: null });

  const main = reads.find((read) => read.id === 'main');
  const transcript = main ? mapTranscript(state, main, { agentOf: mainFileAgent, steps: 'hooks', final: FINAL.has(event.name) }) : null;
  if (main && transcript) state.offsets.main = transcript.end;
  actions.push(...(transcript?.actions ?? []));

  switch (event.name) {
    case 'UserPromptSubmit': {
      state.turn++;
      state.prompt = event.prompt;
      const seen = state.transcriptPrompts.indexOf(event.prompt.trim());
      if (seen !== -1) {
        state.transcriptPrompts.splice(seen, 1); // the transcript had it already (this hook was handled late)
        break;
      }
      state.pendingPrompts = [...state.pendingPrompts, event.prompt].slice(-20);
      actions.push(message({ key: `prompt:${state.turn}`, agent: null, role: 'USER', content: clipText(event.prompt) }));
      break;
    }
    case 'Stop': {
      actions.push(...closeOpenSteps(state, () => true, 'Claude Code reported no result for this tool use before the turn ended (denied, or interrupted)'));
      const about = state.prompt ? `: ${state.prompt.replace(/\s+/g, ' ').trim().slice(0, 60)}` : '';
      actions.push({ kind: 'checkpoint', key: `turn-${state.turn}@${state.offsets.main ?? 0}`, label: `turn ${state.turn}${about}` });
      break;
    }
    case 'SubagentStop': {
      const agent = event.agentId ?? 'sidechain';
      const read = reads.find((one) => one.id === agentFile(agent));
      if (read) {
        const mapped = mapTranscript(state, read, { agentOf: () => agent, steps: 'hooks', final: true });
        state.offsets[read.id] = mapped.end;
        actions.push(...mapped.actions);
      }
      actions.push(...closeOpenSteps(state, (owner) => owner === agent, 'Claude Code reported no result for this tool use before the subagent stopped'));
      actions.push({ kind: 'agent.ended', agent, summary: event.lastAssistantMessage === null ? null : clipText(event.lastAssistantMessage) });
      break;
    }
    case 'SessionEnd':
      actions.push(...closeOpenSteps(state, () => true, 'Claude Code reported no result for this tool use before the session ended'));
      state.ended = true;
      break;
    default:
      actions.push(...toolActions(state, event));
  }
  const announced = announceAgents(state, actions, types);
  if (event.name === 'SessionEnd') {
    announced.push(...announceAgents(state, endUnfinishedAgents(state)));
    announced.push({ kind: 'end', outcome: event.reason === 'clear' ? 'COMPLETED' : 'PAUSED', reason: event.reason });
  }
  return { state, actions: announced };
}
