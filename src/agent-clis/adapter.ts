// The shape every agent CLI integration takes (Claude Code is the first): parse the CLI's hook payloads, say which
// transcripts to read, and turn a hook with what its transcripts gained into recording actions; the same for a whole
// transcript brought in afterwards. The adapter is pure apart from what it is handed: the recorder (which reads the
// files and talks to Savepoint) is the same for every CLI, so another CLI is added by writing one of these.
import type { RecordingAction } from './recording.ts';
import type { TranscriptRead, TranscriptSource } from './transcript-lines.ts';

/** The minimum every parsed hook carries: whose session it belongs to. */
export type HookEventBase = { sessionId: string };

/** What the adapter keeps between two hooks of one session (saved as JSON by the recorder, so plain data only). */
export type AdapterState = { readonly ref: string };

export type HookOutcome<State> = { state: State; actions: RecordingAction[] };

/** A transcript brought in after the fact: the session it was, where it ran, and what happened in it. */
export type ImportedSession = { ref: string; cwd: string | null; actions: RecordingAction[] };

export interface AgentCliAdapter<Event extends HookEventBase, State extends AdapterState> {
  /** The name people type: `savepoint hook <name>`, `savepoint import <name> <transcript>`. */
  readonly name: string;
  /** The CLI's name for people, e.g. "Claude Code". */
  readonly label: string;
  /** The CLI's session reference for a task's agentSessionRef is resumed by running this. */
  resumeCommand(ref: string): string[];
  /** A hook payload (stdin's text), validated; an AgentCliInputError says what is wrong with one we cannot record. */
  parseHook(text: string): Event;
  /** The state of a session seen for the first time. */
  newState(ref: string): State;
  /** The transcripts this hook's actions need, from where the state says reading stopped. */
  transcriptsFor(state: State, event: Event): TranscriptSource[];
  /** The actions one hook amounts to, given what its transcripts gained (their reads, as transcriptsFor asked). */
  onHook(state: State, event: Event, reads: readonly TranscriptRead[]): HookOutcome<State>;
  /** Where the transcripts of a transcript's subagents are kept (each *.jsonl in it), or null when nowhere. */
  companionFolder(transcriptPath: string): string | null;
  /** A whole transcript (read to its end) and its subagents' transcripts, as one session's actions. */
  importTranscript(main: TranscriptRead, companions: readonly TranscriptRead[]): ImportedSession;
}
