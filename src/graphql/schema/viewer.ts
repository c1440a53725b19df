import { findTokensByIds, listTokens } from '../../auth/token.queries.ts';
import type { ApiToken } from '../../db/database.ts';
import { createToken, revokeToken } from '../../workflows/tokens/api-tokens.ts';
import { rootsOf } from '../../workspaces/workspace.service.ts';
import { builder } from '../builder.ts';
import { callerOf, ownerOf } from '../context.ts';
import { localId } from '../ids.ts';
import { WRITE_ERRORS } from './errors.ts';

export const ApiTokenRef = builder.loadableNodeRef<ApiToken, string, string>('ApiToken', {
  id: { resolve: (token) => token.id },
  load: (ids, ctx) => findTokensByIds(ctx.db, ownerOf(ctx), ids),
  sort: (token) => token.id,
});

ApiTokenRef.implement({
  description: 'A bearer token. Only its last four characters are kept in readable form.',
  fields: (t) => ({
    name: t.exposeString('name'),
    suffix: t.exposeString('token_suffix'),
    revoked: t.boolean({ resolve: (token) => token.revoked_at !== null }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    revokedAt: t.expose('revoked_at', { type: 'DateTime', nullable: true }),
  }),
});

type ViewerShape = { ownerId: string; ownerName: string; tokenId: string };
const ViewerRef = builder.objectRef<ViewerShape>('Viewer').implement({
  description: 'The owner behind the token of this request.',
  fields: (t) => ({
    ownerId: t.exposeID('ownerId'),
    name: t.exposeString('ownerName'),
    token: t.field({ type: ApiTokenRef, description: 'The token this request used.', resolve: (viewer) => viewer.tokenId }),
    apiTokens: t.field({ type: [ApiTokenRef], resolve: (viewer, _, ctx) => listTokens(ctx.db, viewer.ownerId) }),
    workspaceRoots: t.stringList({
      description: "The directories under which you may register workspaces: the roots an operator granted you, else the server's.",
      resolve: (viewer, _, ctx) => rootsOf(ctx.db, viewer.ownerId, ctx.settings.places),
    }),
  }),
});

builder.queryField('viewer', (t) => t.field({ type: ViewerRef, resolve: (_, __, ctx) => callerOf(ctx).viewer }));

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({ name: t.string({ required: true, description: 'Who will use it, e.g. "ci-runner".' }) }),
});
const CreateApiTokenPayload = builder.objectRef<{ token: string; row: ApiToken }>('CreateApiTokenPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The secret. Shown this once; only a hash is kept.' }),
    apiToken: t.field({ type: ApiTokenRef, resolve: (payload) => payload.row }),
  }),
});

builder.mutationField('createApiToken', (t) =>
  t.field({
    type: CreateApiTokenPayload,
    args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'CreateApiTokenResult' } },
    resolve: (_, { input }, ctx) => createToken(callerOf(ctx), input.name),
  }),
);

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  fields: (t) => ({ tokenId: t.id({ required: true }) }),
});
const RevokeApiTokenPayload = builder.objectRef<ApiToken>('RevokeApiTokenPayload').implement({
  fields: (t) => ({ apiToken: t.field({ type: ApiTokenRef, resolve: (token) => token }) }),
});

builder.mutationField('revokeApiToken', (t) =>
  t.field({
    type: RevokeApiTokenPayload,
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'RevokeApiTokenResult' } },
    resolve: (_, { input }, ctx) => revokeToken(callerOf(ctx), localId('ApiToken', input.tokenId, 'tokenId')),
  }),
);
