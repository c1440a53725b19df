// `savepoint import <cli> <transcript>`: a transcript the CLI wrote (with its subagents' beside it) recorded as one
// Savepoint session, through the same recorder the hooks use (so the CLI's hooks, `claude --resume <ref>`, go on with
// the same run). Read whole, in chunks; the session ends paused. With the server out of reach the writes wait in the
// run's journal, sent by the next drain of that session's hooks or import (`savepoint status` counts them).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import type { RecordingAction } from '../agent-clis/recording.ts';
import { readToEnd } from '../agent-clis/transcript-lines.ts';
import { applyActions } from './apply-actions.ts';
import { RecorderError, type RecorderSettings } from './recorder.ts';

/** `sessionId`: null while its creation waits in the journal (the server out of reach); `pending`: writes waiting there. */
export type ImportSummary = {
  sessionId: string | null;
  ref: string;
  folder: string;
  messages: number;
  steps: number;
  pending: number;
  resume: string[];
};

async function isFolder(folder: string): Promise<boolean> {
  return (await stat(folder).catch(() => null))?.isDirectory() ?? false;
}

/**
 * Imports the transcript at `file` into the workspace of `folder` (default: the folder the transcript names, when it
 * exists here). Throws an Error whose message says what to fix (no such file, no folder to record it in...).
 */
export async function importTranscriptFile(adapter: AnyAdapter, file: string, folder: string | null, settings: RecorderSettings): Promise<ImportSummary> {
  const main = await readToEnd({ id: 'main', path: path.resolve(file), offset: 0 });
  if (main.missing) throw new RecorderError(`${file}: no such file; give the path of a ${adapter.label} transcript (.jsonl)`);
  const companionFolder = adapter.companionFolder(main.path);
  const names = companionFolder ? (await readdir(companionFolder).catch(() => [])).filter((name) => name.endsWith('.jsonl')).sort() : [];
  const companions = await Promise.all(names.map((name) => readToEnd({ id: `agent:${name}`, path: path.join(companionFolder!, name), offset: 0 })));
  const imported = adapter.importTranscript(main, companions);
  const target = folder ? path.resolve(folder) : imported.cwd;
  if (!target || !(await isFolder(target)))
    throw new RecorderError(
      `${target ? `the folder the transcript ran in (${target}) is not on this machine` : 'the transcript names no folder'}; give the folder to record it in with --folder`,
    );
  const actions: RecordingAction[] = imported.actions.map((action) => (action.kind === 'session' ? { ...action, cwd: target } : action));
  const applied = await applyActions({ settings, adapter }, actions, null);
  return {
    sessionId: applied.sessionId,
    ref: imported.ref,
    folder: target,
    messages: actions.filter((action) => action.kind === 'message').length,
    steps: actions.filter((action) => action.kind === 'step.started').length,
    pending: applied.pending,
    resume: adapter.resumeCommand(imported.ref),
  };
}
