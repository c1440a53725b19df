// The BRANCH command (createBranchFromCheckpoint of a folder an agent serves): a tree the server holds becomes a new
// branch of the folder's own repository (its parent the user's HEAD; HEAD, index and files untouched), and, when
// asked, the checkout is switched to it (a clean working tree only). Journaled like a restore: the intent before the
// repository is touched, each change as a step, so a failure, a report the server refuses, or a crash at any moment
// (settled on the next start: agent/restore-command.ts recoverIntents) takes back what was made; so does the verb
// giving the work up (settled.ts).

import type { ObjectTransport } from '../client/objects.ts';
import { PreserveProblem } from '../git/preserve.ts';
import { preserveBranch, unpreserveBranch } from '../git/preserve-branch.ts';
import { checkWorkingTreeClean, type SwitchedFrom, switchBack, switchToBranch, WorkingTreeChanges } from '../git/switch-branch.ts';
import { type AgentStore, gitOptionsOf } from './agent-store.ts';
import { AgentError, type Handler } from './command.ts';
import { downloadTree } from './download.ts';
import { type Journal, type Step, settleIntent } from './journal.ts';
import { storeWorkspace } from './snapshot-command.ts';

/** A branch made: its full ref, its commit in the user's repository, where the checkout was before a switch. */
export type MadeBranch = { reference: string; commit: string; from: SwitchedFrom | null };

const OID = /^[0-9a-f]{40}$/;

export function branchHandler(store: AgentStore, transport: ObjectTransport, journal: Journal): Handler {
  return async (command, { workspaceId, folder, whenReported }) => {
    const workspace = storeWorkspace(workspaceId, folder);
    const options = gitOptionsOf(store, workspace);
    const input = (command.input ?? {}) as { tree?: unknown; branchName?: unknown; subject?: unknown; checkout?: unknown };
    const { tree, branchName } = input;
    if (typeof tree !== 'string' || !OID.test(tree))
      throw new AgentError('INVALID_INPUT', 'a BRANCH command names its tree (40 hex digits); update the server or the agent');
    if (typeof branchName !== 'string' || branchName.length === 0 || branchName.length > 250)
      throw new AgentError('INVALID_INPUT', 'a BRANCH command names its branch');
    const subject = typeof input.subject === 'string' ? input.subject.slice(0, 500) : 'a checkpoint';
    await downloadTree(store, workspace, transport, tree);
    const intent = await journal.begin({ kind: 'BRANCH', workspace: workspaceId, target: tree, undo: null, detail: { commandId: command.id } });
    const steps: Step[] = [];
    const made: MadeBranch = { reference: '', commit: '', from: null };
    try {
      if (input.checkout === true) await checkWorkingTreeClean(options);
      const branch = await preserveBranch(options, tree, branchName, subject);
      Object.assign(made, { reference: branch.ref, commit: branch.commit });
      steps.push(await journal.step(intent.id, 'BRANCHED', { ...made }));
      if (input.checkout === true) {
        made.from = await switchToBranch(options, { ref: made.reference, commit: made.commit });
        steps.push(await journal.step(intent.id, 'SWITCHED', { ...made }));
      }
    } catch (error) {
      await settle(store, journal, { ...intent, steps }, folder, false);
      throw refusal(error);
    }
    whenReported((keep) => settle(store, journal, { ...intent, steps }, folder, keep));
    return { reference: made.reference, commit: made.commit, checkedOut: made.from !== null, from: made.from };
  };
}

/** Kept (the server recorded it), or taken back: the checkout switched back, then the branch; the intent closed. */
export function settle(
  store: AgentStore,
  journal: Journal,
  intent: { id: string; workspace: string; steps: readonly Step[] },
  folder: string,
  keep: boolean,
): Promise<void> {
  return settleIntent(journal, intent, keep, (made) => takeBack(store, intent.workspace, folder, made as MadeBranch));
}

async function takeBack(store: AgentStore, workspaceId: string, folder: string, made: MadeBranch): Promise<void> {
  const options = gitOptionsOf(store, storeWorkspace(workspaceId, folder));
  if (made.from && !(await switchBack(options, { ref: made.reference }, made.from))) return; // moved on since: left as it is
  await unpreserveBranch(options, made.reference, made.commit);
}

/** The repository's refusals with the codes the server turns back into its typed errors. */
function refusal(error: unknown): unknown {
  if (error instanceof PreserveProblem) return new AgentError(error.kind === 'BRANCH_TAKEN' ? 'BRANCH_EXISTS' : 'REPOSITORY_UNAVAILABLE', error.message);
  if (error instanceof WorkingTreeChanges) return new AgentError('WORKING_TREE_DIRTY', error.message, error.paths.slice(0, 100));
  return error;
}
