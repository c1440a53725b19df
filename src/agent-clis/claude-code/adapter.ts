// Claude Code as an agent CLI: its hooks, its transcripts, and `claude --resume <session id>` to go on with one.
import type { AgentCliAdapter } from '../adapter.ts';
import { type ClaudeHookEvent, parseClaudeHook } from './hook-payload.ts';
import { claudeTranscriptsFor, onClaudeHook } from './hooks.ts';
import { claudeCompanionFolder, importClaudeTranscript } from './import.ts';
import { type ClaudeCodeState, newClaudeCodeState } from './state.ts';

export const claudeCode: AgentCliAdapter<ClaudeHookEvent, ClaudeCodeState> = {
  name: 'claude-code',
  label: 'Claude Code',
  resumeCommand: (ref) => ['claude', '--resume', ref],
  parseHook: parseClaudeHook,
  newState: newClaudeCodeState,
  transcriptsFor: claudeTranscriptsFor,
  onHook: onClaudeHook,
  companionFolder: claudeCompanionFolder,
  importTranscript: importClaudeTranscript,
};
