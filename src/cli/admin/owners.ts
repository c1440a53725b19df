// `savepoint owners create <name>`, `savepoint owners local <owner> [--off]` and `savepoint owners list`.
import type { Command } from 'commander';
import { createOwner, listOwners, type OwnerListing, setOwnerLocal } from '../../auth/owner.service.ts';
import type { Owner } from '../../db/tables/owners.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { findOwnerRoots } from '../../workspaces/workspace.queries.ts';
import { grantRoot } from '../../workspaces/workspace.service.ts';
import { print, withJson } from '../terminal/output.ts';
import { type CliContext, withDatabase } from './database.ts';

/** An owner as printed: the JSON of --json, and one line of text. */
function ownerView(owner: Owner & Partial<Pick<OwnerListing, 'activeTokens'>>, roots: readonly string[]) {
  return { id: owner.id, name: owner.name, createdAt: owner.created_at.toISOString(), activeTokens: owner.activeTokens ?? 0, local: owner.local, roots };
}

function ownerLine(view: ReturnType<typeof ownerView>): string[] {
  const roots = !view.local
    ? 'not local: its folders only through its own agent'
    : view.roots.length
      ? `roots ${view.roots.join(', ')}`
      : "the server's workspace roots";
  return [view.id, view.name, `${view.activeTokens} active token${view.activeTokens === 1 ? '' : 's'}`, roots, `created ${view.createdAt}`];
}

const collect = (value: string, previous: string[]) => [...previous, value];

export function ownerCommands(program: Command, context: () => CliContext): void {
  const owners = program.command('owners').description('create and list owners (who data and API tokens belong to)');

  const create = owners
    .command('create')
    .argument('<name>', 'a name no other owner has (case is ignored)')
    .description(
      'create an owner (its folders served by its own workspace agent, unless --local or --root); then give it a token: savepoint tokens create --owner <name>',
    );
  create.option('--local', "a local owner: this server does its file work, in folders on this machine (the server's roots)");
  create.option('--root <dir>', 'a directory on this machine the owner may register workspaces in (repeatable; makes it local)', collect, []);
  withJson(create).action(async (name: string, options: { json?: boolean; local?: boolean; root: string[] }, command: Command) => {
    const { config, logger } = context();
    const owner = await withDatabase({ config, logger }, async (database) => {
      // Imported here, not above: app.ts brings the whole API (seconds to load), which the other commands do not need.
      const { settingsFrom } = await import('../../settings.ts');
      const settings = await settingsFrom(config, logger);
      return inTransaction({ db: database.db, viewer: { actor: 'operator' }, settings }, async ({ trx }) => {
        // Not local unless asked: its folders are then served by a workspace agent of its own, beside them.
        const created = await createOwner(trx, name, options.local === true || options.root.length > 0);
        // Granted in this transaction: the owner and its roots commit together, or not at all.
        const roots: string[] = [];
        for (const root of options.root) roots.push(await grantRoot(trx, created.id, root, settings.places));
        return { created, roots };
      });
    });
    print(command, ownerView(owner.created, owner.roots), ownerLine);
  });

  const local = owners
    .command('local')
    .argument('<owner>', 'the owner, by name or id (see: savepoint owners list)')
    .description(
      'make an owner local (this server does its file work, in folders on this machine), or with --off not local (from its next request this server does no file work for it; its folders are served by its own agent: savepoint agent --workspace <folder>)',
    );
  local.option('--off', 'not local: refuse file work on its folders here (NOT_LOCAL), from its next request');
  withJson(local).action(async (nameOrId: string, options: { off?: boolean }, command: Command) => {
    const changed = await withDatabase(context(), async (database) => {
      const { id } = await setOwnerLocal(database.db, nameOrId, options.off !== true);
      const owner = (await listOwners(database.db)).find((listed) => listed.id === id)!; // with its active tokens, as listed
      return { owner, roots: await findOwnerRoots(database.db, id) };
    });
    print(command, ownerView(changed.owner, changed.roots), ownerLine);
  });

  withJson(owners.command('list').description('list every owner, oldest first, with its number of active API tokens')).action(
    async (_options: unknown, command: Command) => {
      const listed = await withDatabase(context(), async (database) => {
        const owners = await listOwners(database.db);
        return Promise.all(owners.map(async (owner) => ({ owner, roots: await findOwnerRoots(database.db, owner.id) })));
      });
      print(
        command,
        listed.map(({ owner, roots }) => ownerView(owner, roots)),
        ownerLine,
      );
    },
  );
}
