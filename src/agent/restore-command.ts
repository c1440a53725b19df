// The RESTORE command: the folder put back to a tree the server holds (whole, and/or single files to theirs), undoably
// and crash-safely. In order:
//   1. what the folder holds now is snapshotted and uploaded: the undo point, on the server before any file moves;
//   2. the target trees are brought into the store (download.ts), so writing them needs nothing more from the server;
//   3. the intent (target, undo point, the command's id) is on the journal's disk before the first file is written;
//   4. the files are written; a failure there puts the undo point back before the failure is reported;
//   5. once the verb that asked recorded it (the command DONE: settled.ts) the intent is done; a report refused (nobody
//      waits for it any more: the command expired), or work the verb gave up, puts the undo point back, since the
//      server recorded nothing.
// After a crash, recoverIntents settles what the journal holds before the agent takes any command: an intent whose
// command the server counts DONE stays done (one still REPORTED is waited for); any other goes back to its undo point
// (a command still pending comes again on the feed and is carried out afresh, from that same state). So the files and
// the server's record never disagree for longer than the agent is down, and nothing in the folder is lost without an
// undo point on the server.
import type { ObjectTransport } from '../client/objects.ts';
import { type AgentStore, type Preserved, preserve, restorePaths, restoreTree, snapshot, unpreserve } from './agent-store.ts';
import { settle as settleBranch } from './branch-command.ts';
import { AgentError, type Handler } from './command.ts';
import { downloadTree } from './download.ts';
import { settle as settleFork } from './fork-command.ts';
import type { Journal, Step, Unfinished } from './journal.ts';
import type { Settled } from './settled.ts';
import { storeWorkspace } from './snapshot-command.ts';
import { uploadTree } from './upload.ts';

const OID = /^[0-9a-f]{40}$/;

/**
 * What a RESTORE asks: the whole folder to a tree (or not), then single files to theirs; `preserve`: the state before
 * also left in the folder's repository (a branch or a stash entry).
 */
type RestoreInput = {
  tree: string | null;
  files: Array<{ tree: string; paths: string[] }>;
  preserve: { mode: 'BRANCH' | 'STASH'; branchName: string | null; message: string } | null;
};

/** At most this many single files per command (a resume rolls back the files its interrupted steps declared). */
const MAX_PATHS = 10_000;

export function restoreHandler(store: AgentStore, transport: ObjectTransport, journal: Journal): Handler {
  return async (command, { workspaceId, folder, whenReported }) => {
    const input = restoreInput(command.input);
    const workspace = storeWorkspace(workspaceId, folder);
    const before = await snapshot(store, workspace);
    await uploadTree(store, workspace, transport, { tree: before.tree, base: input.tree ?? input.files[0]?.tree ?? null }); // a tree the server holds
    for (const tree of new Set([input.tree, ...input.files.map((file) => file.tree)])) if (tree) await downloadTree(store, workspace, transport, tree);
    const intent = await journal.begin({
      kind: 'RESTORE',
      workspace: workspaceId,
      target: input.tree,
      undo: before.tree,
      detail: { commandId: command.id, files: input.files },
    });
    let preservedAs: Preserved | null = null;
    const steps: Step[] = []; // what a rollback takes back besides the files
    try {
      if (input.preserve) {
        preservedAs = await preserve(store, workspace, before.tree, input.preserve);
        steps.push(await journal.step(intent.id, 'PRESERVED', preservedAs));
      }
      if (input.tree) await restoreTree(store, workspace, input.tree, before.tree); // the index is the snapshot just taken
      for (const file of input.files) await restorePaths(store, workspace, file.tree, file.paths);
      await journal.step(intent.id, 'WRITTEN');
    } catch (error) {
      await rollBack(store, journal, { ...intent, steps }, folder).catch((failed: unknown) => {
        throw new AgentError(
          'ROLLBACK_FAILED',
          `writing the restore failed (${messageOf(error)}) and so did putting the folder back (${messageOf(failed)}): it is part-way; what it held before is tree ${before.tree} on the server. Fix that, then restart the agent: it puts the folder back first.`,
        );
      });
      throw error;
    }
    whenReported(async (keep) => {
      if (keep) await journal.done(intent.id, 'FINISHED');
      else await rollBack(store, journal, { ...intent, steps }, folder);
    });
    return { undo: before.tree, skipped: before.skipped, preservedAs };
  };
}

function restoreInput(given: unknown): RestoreInput {
  const bad = (why: string) => new AgentError('INVALID_INPUT', `a RESTORE command ${why}; update the server or the agent`);
  const input = (given ?? {}) as { tree?: unknown; files?: unknown };
  const tree = input.tree ?? null;
  if (tree !== null && (typeof tree !== 'string' || !OID.test(tree))) throw bad('names its tree as 40 hex digits, or null');
  const files = input.files ?? [];
  if (!Array.isArray(files)) throw bad('lists its single files in an array');
  let count = 0;
  const checked = files.map((file: { tree?: unknown; paths?: unknown }) => {
    if (typeof file?.tree !== 'string' || !OID.test(file.tree)) throw bad("names each file's tree as 40 hex digits");
    if (!Array.isArray(file.paths) || !file.paths.every((p) => typeof p === 'string' && p.length > 0 && p.length <= 4096)) throw bad('gives paths as strings');
    count += file.paths.length;
    return { tree: file.tree, paths: file.paths as string[] };
  });
  if (count > MAX_PATHS) throw bad(`names at most ${MAX_PATHS} files`);
  if (tree === null && checked.length === 0) throw bad('names a tree or files');
  const asked = (input as { preserve?: { mode?: unknown; branchName?: unknown; message?: unknown } | null }).preserve ?? null;
  let preserve: RestoreInput['preserve'] = null;
  if (asked !== null) {
    if (asked.mode !== 'BRANCH' && asked.mode !== 'STASH') throw bad('preserves as BRANCH or STASH');
    if (asked.mode === 'BRANCH' && (typeof asked.branchName !== 'string' || asked.branchName.length === 0 || asked.branchName.length > 250))
      throw bad('names the branch to preserve as');
    const message = typeof asked.message === 'string' ? asked.message.slice(0, 500) : 'the workspace before a rewind';
    preserve = { mode: asked.mode, branchName: asked.mode === 'BRANCH' ? (asked.branchName as string) : null, message };
  }
  return { tree, files: checked, preserve };
}

/**
 * Settles the intents a crash left open (restores; branches and forks: branch-command.ts, fork-command.ts), before the
 * agent takes any command: kept when the server counts its command DONE (its verb recorded it; `fateOf` waits while it
 * is REPORTED), else taken back (the folder to the undo point, what was made in the repository removed).
 */
export async function recoverIntents(
  store: AgentStore,
  journal: Journal,
  fateOf: (commandId: string) => Promise<Settled>,
  unfinished: readonly Unfinished[],
  folder: string,
): Promise<{ finished: number; rolledBack: number }> {
  const settled = { finished: 0, rolledBack: 0 };
  for (const intent of unfinished) {
    const { commandId } = intent.detail;
    if (typeof commandId === 'string' && (await fateOf(commandId)) === 'KEEP') {
      await journal.done(intent.id, 'FINISHED');
      settled.finished++;
    } else {
      if (intent.kind === 'BRANCH') await settleBranch(store, journal, intent, folder, false);
      else if (intent.kind === 'FORK') await settleFork(store, journal, intent, folder, false);
      else await rollBack(store, journal, intent, folder);
      settled.rolledBack++;
    }
  }
  return settled;
}

/**
 * The folder back to the intent's undo point (in the store since before the intent), what it preserved in the user's
 * repository taken back, then the intent closed.
 */
async function rollBack(store: AgentStore, journal: Journal, intent: Unfinished, folder: string): Promise<void> {
  const workspace = storeWorkspace(intent.workspace, folder);
  if (intent.undo) await restoreTree(store, workspace, intent.undo);
  for (const { step, detail } of intent.steps) if (step === 'PRESERVED') await unpreserve(store, workspace, detail as Preserved);
  await journal.done(intent.id, 'ROLLED_BACK');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
