// A run's small state on disk, so a process started later (the next hook of a coding agent, a runner restarted after
// a crash) continues it without asking the server anything when nothing changed: the session's id, the lease held
// (holder, token, expiry), the ids its writes name, the counters its own keys are made from. Written whole to a
// temporary file and renamed over the old one, so a crash leaves the old state or the new, never half of one. One
// process uses a run at a time: it holds the run's lock file, which names its pid (a dead holder's is taken over).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { takePidFile } from '../agent/pid-file.ts';
import { RunnerUsageError } from './errors.ts';
import { emptyIds, type Ids, upgradeIds } from './ids.ts';
import { RUN_FILES } from './run-dir.ts';
import type { MessageRef } from './writes.ts';

export type LeaseHeld = { token: number; expiresAt: number };

export type RunState = {
  v: 1;
  /** The server's GraphQL endpoint and the run's key (what the folder is named after). */
  url: string;
  run: string;
  /** The lease holder this run names itself (the same across its processes). */
  holder: string;
  leaseSeconds: number;
  lease: LeaseHeld | null;
  ids: Ids;
  /** Counters of the keys the kit makes for writes given none (message 1, 2, …). */
  counters: Record<string, number>;
  /** Tasks this run started (it starts a task before the first step it records there). */
  started: string[];
  /** The attempt each task or step this run works on is in (`task:<key>`, `step:<key>`), while it runs. */
  attempts: Record<string, number>;
  /** The last lifecycle change this run made to its session (startSession, pauseSession, …), or null. */
  lastTransition: string | null;
  /** The last message recorded in the supervisor conversation (a compaction covers the conversation up to it). */
  lastMessage: MessageRef | null;
  /** The last message recorded in each task's conversation, by the task's key. */
  lastMessages: Record<string, MessageRef>;
  /** Where the run's folder lies in its session's workspace ('' the same folder; a workspace found holding it may be a parent). */
  subfolder: string;
  /** Steps completed since the last checkpoint, and when that was (the checkpoint policy reads them). */
  sinceCheckpoint: { steps: number; writes: number; at: number };
};

export function newRunState(url: string, run: string, leaseSeconds: number, holder?: string): RunState {
  return {
    v: 1,
    url,
    run,
    holder: holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseSeconds,
    lease: null,
    ids: emptyIds(),
    counters: {},
    started: [],
    attempts: {},
    lastTransition: null,
    lastMessage: null,
    lastMessages: {},
    subfolder: '',
    sinceCheckpoint: { steps: 0, writes: 0, at: Date.now() },
  };
}

/** The run's state as last saved, or null for a run not seen before. */
export async function loadRunState(dir: string): Promise<RunState | null> {
  const text = await readFile(path.join(dir, RUN_FILES.state), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  const saved = JSON.parse(text) as Partial<RunState> & { v: number };
  if (saved.v !== 1) throw new RunnerUsageError('STATE_VERSION', `${dir} holds a run state of version ${saved.v}; update the kit that reads it`);
  // Fields added to version 1 later: a state saved before them reads as if they were empty.
  return { lastMessages: {}, subfolder: '', ...saved, ids: upgradeIds(saved.ids ?? {}) } as RunState;
}

/** Saves the state whole (temporary file, then rename). */
export async function saveRunState(dir: string, state: RunState): Promise<void> {
  const file = path.join(dir, RUN_FILES.state);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(state), { mode: 0o600 });
  await rename(temporary, file);
}

/**
 * Takes the run's lock for this process, waiting up to `waitMs` for another process of the run to let go (hooks of
 * one agent may overlap); a lock whose process is gone is taken over. Answers its release.
 */
export async function lockRun(dir: string, waitMs: number): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, RUN_FILES.lock);
  const deadline = Date.now() + waitMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    const holder = await takePidFile(file);
    if (holder === null) return () => unlink(file).catch(() => {});
    if (Date.now() >= deadline) {
      throw new RunnerUsageError('RUN_IN_USE', `another process (pid ${holder || 'unknown'}) uses this run (${dir}); wait for it to end, or stop it`);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
