import { builder } from '../../builder';
import {
  createStaffApiToken,
  listStaffApiTokens,
  revokeStaffApiToken,
  type StaffApiTokenView,
} from './staff-api-tokens.service';
import type { StaffTokenScope } from './staff.table';
import { staffTokenScopes } from './staff-access.service';

/** review:read is REVIEW_READ in the schema. */
export const StaffApiTokenScopeRef = builder.enumType('StaffApiTokenScope', {
  description: 'review:read: list, show and download applications; review:decide: claim, release, accept, reject.',
  values: Object.fromEntries(
    staffTokenScopes.map((scope) => [scope.toUpperCase().replace(':', '_'), { value: scope }]),
  ) as Record<string, { value: StaffTokenScope }>,
});

const StaffApiTokenRef = builder.objectRef<StaffApiTokenView>('StaffApiToken').implement({
  description: 'A member’s personal token for operator commands. Its secret is shown once, at creation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    ownerEmail: t.exposeString('ownerEmail', { description: 'The member it acts as.' }),
    scopes: t.field({ type: [StaffApiTokenScopeRef], resolve: (token) => token.scopes }),
    createdAt: t.string({ resolve: (token) => token.createdAt.toISOString() }),
    expiresAt: t.string({ resolve: (token) => token.expiresAt.toISOString() }),
    lastUsedAt: t.string({ nullable: true, resolve: (token) => token.lastUsedAt?.toISOString() ?? null }),
    revokedAt: t.string({ nullable: true, resolve: (token) => token.revokedAt?.toISOString() ?? null }),
  }),
});

const CreatedStaffApiTokenRef = builder
  .objectRef<{ token: StaffApiTokenView; secret: string }>('CreatedStaffApiToken')
  .implement({
    fields: (t) => ({
      token: t.field({ type: StaffApiTokenRef, resolve: (created) => created.token }),
      secret: t.exposeString('secret', {
        description: 'The token to give the command (SAKINA_STAFF_TOKEN): shown this once, only its hash is kept.',
      }),
    }),
  });

const StaffApiTokenInputRef = builder.inputType('StaffApiTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'What it is for, e.g. "review from my laptop".' }),
    scopes: t.field({ type: [StaffApiTokenScopeRef], required: true, description: 'Only scopes the role allows.' }),
    expiresInDays: t.int({ required: true, description: '1 to 90.' }),
  }),
});

builder.queryFields((t) => ({
  staffApiTokens: t.field({
    type: [StaffApiTokenRef],
    description: 'Any signed-in member: their tokens still alive, newest first (admins: every member’s).',
    resolve: (_root, _args, context) => listStaffApiTokens(context),
  }),
}));

builder.mutationFields((t) => ({
  staffCreateApiToken: t.field({
    type: CreatedStaffApiTokenRef,
    description: 'Any signed-in member (console session): a token with scopes their role allows; answered once.',
    args: { input: t.arg({ type: StaffApiTokenInputRef, required: true }) },
    resolve: (_root, { input }, context) => createStaffApiToken(context, input),
  }),
  staffRevokeApiToken: t.field({
    type: StaffApiTokenRef,
    description: 'Its owner (or an admin): the token stops working at once.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => revokeStaffApiToken(context, id),
  }),
}));
