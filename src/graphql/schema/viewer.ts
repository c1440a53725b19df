// Who is calling (the owner behind the token) and the owner's API tokens.
import { findTokensByIds, listTokens } from '../../auth/token.queries.ts';
import type { Viewer } from '../../auth/token.service.ts';
import type { ApiToken } from '../../db/tables/owners.ts';
import { createToken, createTokenThrows, revokeToken, revokeTokenThrows } from '../../workflows/tokens/api-tokens.ts';
import { isLocalOwner } from '../../workspaces/workspace.queries.ts';
import { rootsOf } from '../../workspaces/workspace.service.ts';
import { builder } from '../builder.ts';
import { callerOf, ownerOf, viewerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';

export const ApiTokenRef = builder.loadableNodeRef<ApiToken, string, string>('ApiToken', {
  id: { resolve: (token) => token.id },
  load: (ids, ctx) => findTokensByIds(ctx.db, ownerOf(ctx), ids),
  sort: (token) => token.id,
});

ApiTokenRef.implement({
  description: 'A bearer token acting for its owner. Only a hash is kept, and the last four characters to tell tokens apart.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Who uses it, as named when it was created (e.g. "ci-runner"): the actor of every event written with it.' }),
    suffix: t.exposeString('token_suffix', { description: 'The last four characters of the token.' }),
    revoked: t.boolean({ description: 'True once revoked: the token is refused from then on.', resolve: (token) => token.revoked_at !== null }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was created.' }),
    revokedAt: t.expose('revoked_at', { type: 'DateTime', nullable: true, description: 'When it was revoked; null while it works.' }),
  }),
});

/** The viewer is the owner, as seen through one token: `node(id:)` answers only the caller's own owner. */
export const ViewerRef = builder.loadableNodeRef<Viewer, string, string>('Viewer', {
  id: { resolve: (viewer) => viewer.ownerId },
  load: async (ids, ctx) => {
    const viewer = viewerOf(ctx);
    return ids.includes(viewer.ownerId) ? [viewer] : [];
  },
  sort: (viewer) => viewer.ownerId,
});

ViewerRef.implement({
  description: 'The owner behind the token of this request: everything the API shows belongs to it.',
  fields: (t) => ({
    ownerId: t.exposeID('ownerId', {
      description: "The owner's database id, as the operators' command line (savepoint owners) shows it.",
      deprecationReason: 'Use `id`, the global id. ownerId is the raw database id, which no argument of the API takes.',
    }),
    name: t.exposeString('ownerName', { description: "The owner's name." }),
    token: t.field({ type: ApiTokenRef, description: 'The token this request used.', resolve: (viewer) => viewer.tokenId }),
    apiTokens: t.field({
      type: [ApiTokenRef],
      description: 'Every API token of the owner, revoked ones included, oldest first.',
      resolve: (viewer, _, ctx) => listTokens(ctx.db, viewer.ownerId),
    }),
    local: t.boolean({
      description:
        'True when this server does your file work itself, in folders on its own machine (createWorkspace); false when your folders are served only by a workspace agent of yours (savepoint agent, attachWorkspace).',
      resolve: (viewer, _, ctx) => isLocalOwner(ctx.db, viewer.ownerId),
    }),
    workspaceRoots: t.stringList({
      description:
        "The directories under which you may register workspaces: the roots an operator granted you, else the server's; none when you are not local.",
      resolve: (viewer, _, ctx) => rootsOf(ctx.db, viewer.ownerId, ctx.settings.places),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({ type: ViewerRef, description: 'The owner behind the token of this request.', resolve: (_, __, ctx) => callerOf(ctx).viewer }),
);

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new API token for your owner.',
  fields: (t) => ({ name: t.string({ required: true, description: 'Who will use it, e.g. "ci-runner" (secrets in it are redacted).' }) }),
});
const CreateApiTokenPayload = builder.objectRef<{ token: string; row: ApiToken }>('CreateApiTokenPayload').implement({
  description: 'The new token.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The secret, to send as "Authorization: Bearer <token>". Shown this once; only a hash is kept.' }),
    apiToken: t.field({ type: ApiTokenRef, description: 'The token as listed from now on.', resolve: (payload) => payload.row }),
  }),
});

builder.mutationField('createApiToken', (t) =>
  t.field({
    type: CreateApiTokenPayload,
    description: 'Creates another API token for your owner; the secret is shown once, in the payload.',
    args: { input: t.arg({ type: CreateApiTokenInput, required: true, description: 'The token to create.' }) },
    errors: resultOf('CreateApiTokenResult', createTokenThrows),
    resolve: (_, { input }, ctx) => createToken(callerOf(ctx), input.name),
  }),
);

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  description: 'The token to revoke.',
  fields: (t) => ({ tokenId: t.id({ required: true, description: 'The id of an ApiToken of your owner (the one of this request too, if you mean it).' }) }),
});
const RevokeApiTokenPayload = builder.objectRef<ApiToken>('RevokeApiTokenPayload').implement({
  description: 'The revoked token.',
  fields: (t) => ({ apiToken: t.field({ type: ApiTokenRef, description: 'The token, now revoked.', resolve: (token) => token }) }),
});

builder.mutationField('revokeApiToken', (t) =>
  t.field({
    type: RevokeApiTokenPayload,
    description: 'Revokes an API token: requests with it are refused from then on, and its subscriptions end (within SAVEPOINT_REVOCATION_CHECK_MS).',
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true, description: 'The token to revoke.' }) },
    errors: resultOf('RevokeApiTokenResult', revokeTokenThrows, localIdThrows),
    resolve: (_, { input }, ctx) => revokeToken(callerOf(ctx), localId('ApiToken', input.tokenId, 'tokenId')),
  }),
);
