// The SNAPSHOT command: hash the folder into the agent's store (only files whose stat changed are read again), send
// the server the objects it lacks (the previous checkpoint's tree, `base`, and the folder's newest snapshot, `held`,
// tell what it holds), and report the root tree, what was left out and what the upload took. The server then checks
// the tree is stored and records the checkpoint. Given `preserve` (a rewind's dry run), it first refuses as a RESTORE
// preserving so would (BRANCH_EXISTS, PRESERVE_UNAVAILABLE).
import { createHash } from 'node:crypto';
import type { ObjectTransport } from '../client/objects.ts';
import { type AgentStore, type AgentWorkspace, checkPreserve, snapshot, tidy } from './agent-store.ts';
import type { Handler } from './command.ts';
import { uploadTree } from './upload.ts';

/** The store's folder name for a workspace: its id as the server gives it (a global id) made folder-safe. */
export function storeWorkspace(workspaceId: string, folder: string): AgentWorkspace {
  return { id: createHash('sha256').update(workspaceId).digest('hex').slice(0, 32), path: folder };
}

export function snapshotHandler(store: AgentStore, transport: ObjectTransport, onError: (error: unknown) => void): Handler {
  return async (command, { workspaceId, folder }) => {
    const input = (command.input ?? {}) as { base?: unknown; held?: unknown; preserve?: { mode?: unknown; branchName?: unknown } | null };
    const base = treeId(input.base);
    const workspace = storeWorkspace(workspaceId, folder);
    const mode = input.preserve?.mode;
    if (mode === 'BRANCH' || mode === 'STASH') {
      const branchName = typeof input.preserve?.branchName === 'string' ? input.preserve.branchName : null;
      await checkPreserve(store, workspace, { mode, branchName });
    }
    const taken = await snapshot(store, workspace);
    const sent = await uploadTree(store, workspace, transport, { tree: taken.tree, base, held: treeId(input.held) });
    // Packing the store's loose objects now and then: after the report, off the checkpoint's path.
    setImmediate(() => void tidy(store, workspace).catch(onError));
    return { tree: taken.tree, skipped: taken.skipped, sent: sent.sent, bytes: sent.bytes, asked: sent.questions };
  };
}

/** A tree id as the server names one (a snapshot's base, a tree it holds), else none. */
const treeId = (given: unknown): string | null => (typeof given === 'string' && /^[0-9a-f]{40}$/.test(given) ? given : null);
