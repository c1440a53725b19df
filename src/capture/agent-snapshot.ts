// A code snapshot of a folder its agent serves: the agent hashes the folder beside it and uploads what the owner's
// code objects lack (POST /objects), then names the root tree; this server checks that the tree is stored (an object
// is stored only with everything it names, so the whole snapshot is) and lists what changed since the session's
// previous code snapshot from the stored trees. No file of the folder is opened here.
import { findNewestSnapshotTree } from '../agents/agent-command.queries.ts';
import { runCommand } from '../agents/agent-command.service.ts';
import type { Caller } from '../caller.ts';
import type { CodeSnapshot } from '../checkpoints/checkpoint.service.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../errors/agent.ts';
import { ObjectsMissingError } from '../errors/objects.ts';
import { WorkspaceUnavailableError } from '../errors/workspace.ts';
import { changedFiles } from '../objects/diff.service.ts';
import { fileHashesAt } from '../objects/file-read.service.ts';
import { OID } from '../objects/object.model.ts';
import { findObjectHeads } from '../objects/object.queries.ts';

/** How long a snapshot may take its agent: a first one of a large folder hashes and uploads every file. */
export const SNAPSHOT_TIMEOUT_MS = 5 * 60_000;

/** What the agent reports of a snapshot (agent/snapshot-command.ts). */
type Reported = { tree?: unknown; skipped?: unknown };

export async function agentSnapshot(caller: Caller, workspace: Workspace, sessionId: string, base: string | null): Promise<CodeSnapshot> {
  const { commandId, result } = await runCommand(caller, caller.settings.agents, {
    workspace,
    sessionId,
    kind: 'SNAPSHOT',
    input: { base, held: await heldTree(caller, workspace, base) },
    timeoutMs: SNAPSHOT_TIMEOUT_MS,
  });
  const { tree, skipped } = result as Reported;
  return storedSnapshot(caller, commandId, tree, skipped, base);
}

/**
 * The tree of the folder's newest snapshot, when this server still holds it (and it is not `base`): a folder unchanged
 * since then is neither uploaded nor asked about again, as after a code checkpoint (a resume of a session that has
 * none, a preview then the verb). Held means stored now, as the agent's own question would have found it.
 */
async function heldTree(caller: Caller, workspace: Workspace, base: string | null): Promise<string | null> {
  if (!workspace.agent_id) return null;
  const tree = await findNewestSnapshotTree(caller.db, caller.viewer.ownerId, workspace.agent_id, workspace.id);
  if (tree === null || tree === base || !OID.test(tree)) return null;
  const [stored] = await findObjectHeads(caller.db, caller.viewer.ownerId, [tree]);
  return stored?.type === 'tree' ? tree : null;
}

/**
 * The snapshot an agent named, as a checkpoint records it: its tree checked to be stored (an object is stored only
 * with everything it names, so the whole snapshot is), what changed since `base`, and the note of what it left out.
 */
export async function storedSnapshot(caller: Caller, commandId: string, tree: unknown, skipped: unknown, base: string | null): Promise<CodeSnapshot> {
  const ownerId = caller.viewer.ownerId;
  if (typeof tree !== 'string' || !OID.test(tree)) throw new AgentCommandFailedError(commandId, 'BAD_REPORT', 'it reported no tree id; update the agent.');
  // The changes are read with the check (on another of the pool's connections); a tree not stored is refused first.
  const changes = changedFiles(caller.db, ownerId, base, tree);
  changes.catch(() => {}); // awaited below, once the tree is known to be stored
  const [stored] = await findObjectHeads(caller.db, ownerId, [tree]);
  if (stored?.type !== 'tree') {
    throw new AgentCommandFailedError(commandId, 'TREE_NOT_UPLOADED', `it named tree ${tree}, which it did not upload; try again.`);
  }
  const files = await changes;
  return {
    commit: null,
    tree,
    ref: null,
    note: skippedNote(skipped),
    files,
    added: files.reduce((sum, file) => sum + file.additions, 0),
    removed: files.reduce((sum, file) => sum + file.deletions, 0),
  };
}

/**
 * The checkpoint's note of what the agent left out (files over its size limit, nested repositories), one sentence per
 * reason, at most 20 paths each; null when nothing was.
 */
function skippedNote(skipped: unknown): string | null {
  if (!Array.isArray(skipped)) return null;
  const entries = skipped.map((entry) => (entry ?? {}) as { path?: unknown; reason?: unknown; bytes?: unknown });
  const named = (list: typeof entries, show: (entry: (typeof entries)[number]) => string) =>
    `${list.slice(0, 20).map(show).join(', ')}${list.length > 20 ? ', …' : ''}`;
  const large = entries.filter((entry) => entry.reason === 'TOO_LARGE');
  const nested = entries.filter((entry) => entry.reason === 'NESTED_REPOSITORY');
  const parts = [
    large.length
      ? `Skipped ${large.length} file(s) over the agent's size limit: ${named(large, (e) => `${String(e.path).slice(0, 300)} (${Number(e.bytes)} B)`)}`
      : null,
    nested.length
      ? `Skipped ${nested.length} nested repositor${nested.length === 1 ? 'y' : 'ies'}: ${named(nested, (e) => String(e.path).slice(0, 300))}`
      : null,
  ].filter(Boolean);
  return parts.length ? parts.join('. ') : null;
}

/**
 * The sha256 of each of `paths` in the folder as its agent snapshots it now (null: no regular file there), read from
 * the stored tree; null when the agent cannot be asked (offline, or failing): every such file unknown.
 */
export async function agentSnapshotHashes(
  caller: Caller,
  workspace: Workspace,
  sessionId: string,
  base: string | null,
  paths: readonly string[],
): Promise<Map<string, string | null> | null> {
  try {
    const now = await agentSnapshot(caller, workspace, sessionId, base);
    return await fileHashesAt(caller.db, caller.viewer.ownerId, now.tree!, paths);
  } catch (error) {
    // Unknown then: the agent away or failing, or its snapshot not comparable with the base (never expected).
    if (
      !(
        error instanceof AgentOfflineError ||
        error instanceof AgentCommandFailedError ||
        error instanceof ObjectsMissingError ||
        error instanceof WorkspaceUnavailableError
      )
    )
      throw error;
    return null;
  }
}
