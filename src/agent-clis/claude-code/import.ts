// A whole Claude Code transcript brought in after the fact (`savepoint import claude-code <file>`): its session
// reference and folder from its lines, its messages, its tool calls and results as steps (no hooks ran for it),
// its subagents' transcripts as their own tasks, and the session left PAUSED (`claude --resume <ref>` goes on with
// it). No code checkpoint: what the folder held at each turn is not in a transcript.
import path from 'node:path';
import type { ImportedSession } from '../adapter.ts';
import type { RecordingAction } from '../recording.ts';
import type { TranscriptRead } from '../transcript-lines.ts';
import { mapTranscript } from './conversation.ts';
import { announceAgents, closeOpenSteps, endUnfinishedAgents, mainFileAgent } from './hooks.ts';
import { newClaudeCodeState } from './state.ts';
import { parseTranscriptLine } from './transcript.ts';

/** The session id and folder the transcript's lines name (the first that do); the file's name when none does. */
function identity(read: TranscriptRead): { ref: string; cwd: string | null; agentId: string | null } {
  let ref: string | null = null;
  let cwd: string | null = null;
  let agentId: string | null = null;
  for (const line of read.lines) {
    const entry = parseTranscriptLine(line.text);
    ref ??= entry.sessionId;
    cwd ??= entry.cwd;
    if (entry.type !== 'skip') agentId ??= entry.agentId;
    if (ref && cwd && agentId) break;
  }
  return { ref: ref ?? path.basename(read.path, '.jsonl'), cwd, agentId };
}

/** Where Claude Code keeps a session's subagent transcripts: <project>/<session-id>/subagents/agent-<id>.jsonl. */
export function claudeCompanionFolder(transcriptPath: string): string {
  return path.join(path.dirname(transcriptPath), path.basename(transcriptPath, '.jsonl'), 'subagents');
}

export function importClaudeTranscript(main: TranscriptRead, companions: readonly TranscriptRead[]): ImportedSession {
  const { ref, cwd } = identity(main);
  const state = newClaudeCodeState(ref);
  state.cwd = cwd;
  const actions: RecordingAction[] = [{ kind: 'session', ref, cwd, source: 'import', model: null }];
  actions.push(...mapTranscript(state, main, { agentOf: mainFileAgent, steps: 'transcript', final: true }).actions);
  for (const companion of companions) {
    const agent = identity(companion).agentId ?? path.basename(companion.path, '.jsonl').replace(/^agent-/, '');
    actions.push({ kind: 'agent', agent, type: 'subagent', parentCall: null });
    actions.push(...mapTranscript(state, companion, { agentOf: () => agent, steps: 'transcript', final: true }).actions);
    actions.push(...closeOpenSteps(state, (owner) => owner === agent, 'the transcript holds no result for this tool use'));
    actions.push({ kind: 'agent.ended', agent, summary: null });
  }
  actions.push(...closeOpenSteps(state, () => true, 'the transcript holds no result for this tool use'));
  const announced = announceAgents(state, actions);
  announced.push(...announceAgents(state, endUnfinishedAgents(state)), { kind: 'end', outcome: 'PAUSED', reason: 'imported' });
  return { ref, cwd, actions: announced };
}
