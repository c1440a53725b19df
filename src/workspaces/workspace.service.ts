// Registering workspaces and granting the roots they must lie in. A path is checked in this order, so that a
// refusal never tells anything about the host outside the caller's roots: its form; lexically inside one of the
// caller's roots; its real path (symlinks resolved) still inside one, a directory, not a forbidden place; not
// another owner's. One directory is one workspace whatever alias names it, and never belongs to two owners.
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { lockWorkspacePlaces } from '../db/advisory-locks.ts';
import type { Db, Trx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { ValidationError } from '../errors/domain.ts';
import { badPathInput, forbiddenPlace, isWithin, overlaps, rootOf } from './workspace.model.ts';
import {
  findOtherOwnersRoots,
  findOwnerRoots,
  findOwnerWorkspaceAt,
  findWorkspacesOverlapping,
  insertOwnerRoot,
  insertWorkspace,
  isLocalOwner,
} from './workspace.queries.ts';

/** How a folder's `.git` leads to its repository (read by code/repository-link.ts; whose it may be is decided here). */
export type RepositoryLink = { refused: string } | { worktreeOf: string | null };

/**
 * Where this server keeps workspaces out of: its data folder; and the roots of owners that have none of their own.
 * `repositoryOf` reads a folder's `.git` (file work, which this domain leaves to code/; app.ts wires it).
 */
export type Places = { serverRoots: readonly string[]; dataDir: string; repositoryOf: (folder: string) => Promise<RepositoryLink> };

/**
 * The roots a caller may register workspaces in: none for an owner that is not local (the server does no file work
 * for it: its folders are served by its own agent); else those granted to it, else the server's (minus other
 * owners' roots).
 */
export async function rootsOf(db: Db, ownerId: string, places: Places): Promise<string[]> {
  // Both read at once (the owner's own rows either way): the embedded agent asks before each command it carries out.
  const [local, own] = await Promise.all([isLocalOwner(db, ownerId), findOwnerRoots(db, ownerId)]);
  if (!local) return [];
  return own.length ? own : [...places.serverRoots];
}

function outsideRoots(input: string, roots: readonly string[], field = 'path'): ValidationError {
  if (roots.length === 0) {
    return new ValidationError(
      field,
      `this server does no file work for you, so "${input}" cannot be registered here: run a workspace agent beside your folder (\`savepoint agent --workspace <folder>\`, docs/agents.md), or ask the operator to make you a local owner.`,
    );
  }
  return new ValidationError(
    field,
    `"${input}" is not inside your workspace roots (your workspace roots are ${roots.join(', ')}); register a folder inside one of them, or ask the operator for another root.`,
  );
}

/** Registers a directory (usually a git repository) where agents work. Needs a transaction (it takes the places lock). `field`: the input that named it, for errors. */
export async function createWorkspace(
  trx: Trx,
  ownerId: string,
  input: { path: string; name?: string | null },
  places: Places,
  field = 'path',
): Promise<Workspace> {
  const given = input.path.trim();
  const bad = badPathInput(given);
  if (bad) throw new ValidationError(field, `"${input.path.slice(0, 200)}" ${bad}.`);
  const roots = await rootsOf(trx, ownerId, places);
  const lexical = path.resolve(given);
  if (!rootOf(lexical, roots)) throw outsideRoots(given, roots, field); // before touching the file system: no oracle outside
  const real = await realpath(lexical).catch(() => null);
  if (!real) throw new ValidationError(field, `${lexical} does not exist on the server; create it or fix the path.`);
  if (!rootOf(real, roots)) throw outsideRoots(given, roots, field); // a symlink inside a root that leads out of it
  const info = await stat(real).catch(() => null); // gone, or a folder above it moved, since realpath
  if (!info) throw new ValidationError(field, `${lexical} does not exist on the server any more (it changed while being registered); try again.`);
  if (!info.isDirectory()) throw new ValidationError(field, `${lexical} is a file; give the path of a directory.`);
  const forbidden = forbiddenPlace(real, places.dataDir);
  if (forbidden) throw new ValidationError(field, `${lexical}: ${forbidden}; choose a project folder.`);
  await lockWorkspacePlaces(trx); // every check below and the insert, as one step for all registrations
  refuseOverlap(ownerId, lexical, real, await findWorkspacesOverlapping(trx, real), await findOtherOwnersRoots(trx, ownerId), field, 'register');
  await refuseForeignRepository(trx, ownerId, real, places, field);
  const name = input.name?.trim() || path.basename(real) || real;
  return insertWorkspace(trx, { id: newId(), owner_id: ownerId, name, path: real });
}

/**
 * Refuses a folder whose `.git` leads outside it (a gitdir file, a link, a commondir: branch, stash and worktree writes
 * would land in that repository), unless it is a linked worktree of the repository of another of the caller's
 * workspaces, as the worktrees a fork makes are. A worktree of anyone else's repository, or of one never registered,
 * is refused.
 */
async function refuseForeignRepository(trx: Trx, ownerId: string, real: string, places: Places, field: string): Promise<void> {
  const link = await places.repositoryOf(real);
  if ('refused' in link) throw new ValidationError(field, link.refused);
  const repository = link.worktreeOf;
  if (repository === null) return;
  const main = path.basename(repository) === '.git' ? await findOwnerWorkspaceAt(trx, ownerId, path.dirname(repository)) : undefined;
  if (main) return;
  throw new ValidationError(
    field,
    `${real} is a worktree of the repository ${repository} (its .git leads there), which is not the .git folder of one of your workspaces; ` +
      'register the folder that repository belongs to first, then this worktree.',
  );
}

type Near = { owner_id: string; name: string; path: string };

/**
 * Refuses a folder that is a workspace already, lies inside one or holds one (any owner's: the caller's own too, since
 * one workspace's checkpoints and rewinds would take in the other's files), or overlaps another owner's root. Another
 * owner's folders are refused without a word about them; the caller's own are named.
 */
function refuseOverlap(
  ownerId: string,
  lexical: string,
  real: string,
  near: readonly Near[],
  otherRoots: ReadonlyArray<{ path: string }>,
  field: string,
  verb: 'register' | 'make',
): void {
  const held = near.find((workspace) => workspace.path === real);
  if (held?.owner_id === ownerId) {
    const next = verb === 'register' ? 'use that workspace' : 'name a new folder';
    throw new ValidationError(field, `${lexical} is already registered as workspace "${held.name}"; ${next}.`);
  }
  if (held || near.some((workspace) => workspace.owner_id !== ownerId) || otherRoots.some((root) => overlaps(real, root.path))) {
    throw new ValidationError(field, `${lexical} is not available to you; choose another folder inside your workspace roots.`);
  }
  const mine = near[0];
  if (!mine) return;
  const why = 'workspaces never overlap (the checkpoints and rewinds of one would take in the files of the other)';
  if (verb === 'make') throw new ValidationError(field, `${lexical} overlaps your workspace "${mine.name}" (${mine.path}): ${why}; name a folder outside it.`);
  if (isWithin(real, mine.path)) {
    throw new ValidationError(
      field,
      `${lexical} lies inside your workspace "${mine.name}" (${mine.path}): ${why}; use that workspace, or a folder outside it.`,
    );
  }
  throw new ValidationError(field, `${lexical} holds your workspace "${mine.name}" (${mine.path}): ${why}; register a folder beside it.`);
}

/**
 * Where a new folder may be made for the caller (a fork's own folder): inside its roots (checked before touching the
 * file system, then with its parent's symlinks resolved), not a forbidden place, not a registered workspace, not in
 * another owner's root, and not there yet or an empty folder.
 * Returns the path to make it at (its parent resolved). `field`: the input that named it, for errors.
 */
export async function checkNewFolder(db: Db, ownerId: string, given: string, places: Places, field: string): Promise<{ path: string; exists: boolean }> {
  const input = given.trim();
  const bad = badPathInput(input);
  if (bad) throw new ValidationError(field, `"${given.slice(0, 200)}" ${bad}.`);
  const roots = await rootsOf(db, ownerId, places);
  const lexical = path.resolve(input);
  if (!rootOf(lexical, roots)) throw outsideRoots(input, roots, field);
  const parent = await realpath(path.dirname(lexical)).catch(() => null);
  if (!parent || !rootOf(parent, roots)) {
    throw parent
      ? outsideRoots(input, roots, field)
      : new ValidationError(field, `the folder ${path.dirname(lexical)} does not exist; create it first or pick another place.`);
  }
  const target = path.join(parent, path.basename(lexical));
  const forbidden = forbiddenPlace(target, places.dataDir);
  if (forbidden) throw new ValidationError(field, `${lexical}: ${forbidden}; choose a project folder.`);
  // What createWorkspace refuses later (inside its transaction, again), refused before anything is written there:
  // a folder registered already, one inside any workspace, or one inside another owner's root (server roots are shared
  // by owners without any).
  refuseOverlap(ownerId, lexical, target, await findWorkspacesOverlapping(db, target), await findOtherOwnersRoots(db, ownerId), field, 'make');
  const found = await lstat(target).catch(() => null);
  // Read once more in a moment, when the folder is made without following links (git/pinned-folder.ts): a folder above
  // it that changes meanwhile is refused there, or here.
  const entries = found?.isDirectory() ? await readdir(target).catch(() => null) : [];
  if (entries === null) {
    throw new ValidationError(field, `${lexical} changed while it was being checked (a folder above it moved, or is a symbolic link now); try again.`);
  }
  if (found && (!found.isDirectory() || entries.length > 0)) {
    throw new ValidationError(field, `${lexical} already exists and is not an empty folder; name a new folder (or an empty one).`);
  }
  return { path: target, exists: found !== null };
}

/**
 * Grants an owner a root (an operator's act, from the command line). It must be an existing directory, not a
 * forbidden place, overlap no other owner's root and hold no other owner's workspace. Returns its real path.
 */
export async function grantRoot(trx: Trx, ownerId: string, dir: string, places: Places): Promise<string> {
  const bad = badPathInput(dir);
  if (bad) throw new ValidationError('root', `"${dir.slice(0, 200)}" ${bad}.`);
  const real = await realpath(dir).catch(() => null);
  if (!real || !(await stat(real).catch(() => null))?.isDirectory()) throw new ValidationError('root', `${dir} is not an existing directory; create it first.`);
  const forbidden = forbiddenPlace(real, places.dataDir);
  if (forbidden) throw new ValidationError('root', `${real}: ${forbidden}; choose a project folder.`);
  await lockWorkspacePlaces(trx);
  const clash = (await findOtherOwnersRoots(trx, ownerId)).find((root) => overlaps(real, root.path));
  if (clash) throw new ValidationError('root', `${real} overlaps ${clash.path}, a root of another owner; roots of two owners never overlap.`);
  const foreign = (await findWorkspacesOverlapping(trx, real)).filter((workspace) => workspace.owner_id !== ownerId);
  const holding = foreign.find((workspace) => workspace.path !== real && isWithin(real, workspace.path));
  if (holding) throw new ValidationError('root', `${real} lies inside a workspace of another owner (${holding.path}); choose a folder that does not.`);
  if (foreign.length)
    throw new ValidationError(
      'root',
      `${real} holds workspaces of another owner (${foreign
        .slice(0, 3)
        .map((w) => w.path)
        .join(', ')}); choose a folder that does not.`,
    );
  await insertOwnerRoot(trx, ownerId, real);
  return real;
}
