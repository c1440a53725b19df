// `savepoint tokens create --owner <owner> [--name <name>]`, `tokens list --owner <owner>`, `tokens revoke <token-id>`.
import type { Command } from 'commander';
import { findOwner } from '../../auth/owner.service.ts';
import { listTokens } from '../../auth/token.queries.ts';
import { createApiToken, revokeTokenOfAnyOwner } from '../../auth/token.service.ts';
import type { ApiToken } from '../../db/tables/owners.ts';
import { print, printableJson, say, wantsJson, warn, withJson } from '../terminal/output.ts';
import { type CliContext, withDatabase } from './database.ts';

const OWNER = ['--owner <name-or-id>', 'the owner, by name or id (see: savepoint owners list)'] as const;

function tokenView(token: ApiToken) {
  return {
    id: token.id,
    ownerId: token.owner_id,
    name: token.name,
    suffix: token.token_suffix,
    createdAt: token.created_at.toISOString(),
    revokedAt: token.revoked_at?.toISOString() ?? null,
  };
}

function tokenLine(view: ReturnType<typeof tokenView>): string[] {
  const state = view.revokedAt ? `revoked ${view.revokedAt}` : 'active';
  return [view.id, view.name, `...${view.suffix}`, state, `created ${view.createdAt}`];
}

export function tokenCommands(program: Command, context: () => CliContext): void {
  const tokens = program.command('tokens').description("create, list and revoke owners' API tokens");

  withJson(
    tokens
      .command('create')
      .description('create an API token for an owner and print it (shown this once: only a hash is kept)')
      .requiredOption(...OWNER)
      .option('--name <name>', 'what the token is for, such as the runner that will use it', 'cli'),
  ).action(async (options: { owner: string; name: string }, command: Command) => {
    const { owner, token, row } = await withDatabase(context(), async (database) => {
      const owner = await findOwner(database.db, options.owner);
      return { owner, ...(await createApiToken(database.db, owner.id, options.name)) };
    });
    if (wantsJson(command)) return console.log(printableJson({ ...tokenView(row), ownerName: owner.name, token }));
    say(token); // alone on stdout, for TOKEN=$(savepoint tokens create ...)
    warn(`Token ${row.id} ("${row.name}") of owner ${owner.name} is shown above this once: keep it now.`);
  });

  withJson(
    tokens
      .command('list')
      .description("list an owner's API tokens, oldest first")
      .requiredOption(...OWNER),
  ).action(async (options: { owner: string }, command: Command) => {
    const listed = await withDatabase(context(), async (database) => listTokens(database.db, (await findOwner(database.db, options.owner)).id));
    print(command, listed.map(tokenView), tokenLine);
  });

  withJson(tokens.command('revoke').argument('<token-id>', 'the id shown by: savepoint tokens list').description('revoke an API token at once')).action(
    async (tokenId: string, _options: unknown, command: Command) => {
      const { token, alreadyRevoked } = await withDatabase(context(), (database) => revokeTokenOfAnyOwner(database.db, tokenId.trim()));
      print(command, { ...tokenView(token), alreadyRevoked }, (view) => [
        alreadyRevoked ? `${view.id} ("${view.name}") was already revoked at ${view.revokedAt}` : `revoked ${view.id} ("${view.name}")`,
      ]);
    },
  );
}
