import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../../errors';
import { hashToken, randomToken } from '../accounts/session.service';
import { staffError } from '../common/staff-errors';
import { recordAudit } from './audit.service';
import {
  hasPermission,
  requireStaffMember,
  staffTokenScopes,
  tokenScopesOfRole,
  type StaffContext,
} from './staff-access.service';
import { staffApiTokenPrefix } from './staff-api-token-auth';
import { staffApiTokens, staffMembers, type StaffApiTokenRow, type StaffTokenScope } from './staff.table';

/** A token lives 1 to 90 days: long enough for a review round, short enough that a forgotten one dies. */
export const staffTokenLifetimeDays = { min: 1, max: 90 } as const;

const dayMs = 24 * 60 * 60 * 1000;

const newTokenSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(80, 'text_too_long'),
  scopes: z
    .array(z.enum(staffTokenScopes as [StaffTokenScope, ...StaffTokenScope[]], { error: 'option_invalid' }))
    .min(1, 'choose_at_least_one')
    .max(staffTokenScopes.length, 'too_many'),
  expiresInDays: z
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(staffTokenLifetimeDays.min, 'number_too_small')
    .max(staffTokenLifetimeDays.max, 'number_too_large'),
});

/** A token as the console lists it: never its secret, which only its hash remembers. */
export interface StaffApiTokenView extends Omit<StaffApiTokenRow, 'tokenHash'> {
  ownerEmail: string;
}

/**
 * Makes a token for the signed-in member (the console's session, never another token), with scopes their role
 * allows and an expiry; answers the token once. Audited as token-created.
 */
export async function createStaffApiToken(
  context: StaffContext,
  rawInput: unknown,
): Promise<{ token: StaffApiTokenView; secret: string }> {
  const viewer = await requireStaffMember(context);
  const input = parseInput(newTokenSchema, rawInput);
  const allowed = tokenScopesOfRole(viewer.role);
  if (!input.scopes.every((scope) => allowed.includes(scope))) throw staffError('STAFF_TOKEN_SCOPE_NOT_ALLOWED');
  const secret = `${staffApiTokenPrefix}${randomToken()}`;
  const row = await context.db.transaction(async (transaction) => {
    const [created] = await transaction
      .insert(staffApiTokens)
      .values({
        staffId: viewer.staffId,
        name: input.name,
        tokenHash: hashToken(secret),
        scopes: [...new Set(input.scopes)],
        expiresAt: new Date(Date.now() + input.expiresInDays * dayMs),
      })
      .returning();
    await recordAudit(
      { db: transaction },
      {
        staffId: viewer.staffId,
        action: 'token-created',
        record: { kind: 'token', id: created.id },
        ip: context.clientIp,
      },
    );
    return created;
  });
  return { token: viewOf(row, viewer.email), secret };
}

function viewOf({ tokenHash: _hash, ...token }: StaffApiTokenRow, ownerEmail: string): StaffApiTokenView {
  return { ...token, ownerEmail };
}

/** The member's own tokens still alive; an admin sees every member's. Newest first. */
export async function listStaffApiTokens(context: StaffContext): Promise<StaffApiTokenView[]> {
  const viewer = await requireStaffMember(context);
  const everyone = hasPermission(viewer.role, 'staff');
  const rows = await context.db
    .select({ token: staffApiTokens, ownerEmail: staffMembers.email })
    .from(staffApiTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.staffId))
    .where(
      and(
        isNull(staffApiTokens.revokedAt),
        gt(staffApiTokens.expiresAt, new Date()),
        everyone ? undefined : eq(staffApiTokens.staffId, viewer.staffId),
      ),
    )
    .orderBy(desc(staffApiTokens.createdAt));
  return rows.map(({ token, ownerEmail }) => viewOf(token, ownerEmail));
}

const idSchema = z.object({ id: z.uuid({ error: 'invalid' }) });

/** Ends a token at once: its owner's, or any for an admin. Revoking it again changes nothing. Audited. */
export async function revokeStaffApiToken(context: StaffContext, rawId: unknown): Promise<StaffApiTokenView> {
  const viewer = await requireStaffMember(context);
  const { id } = parseInput(idSchema, { id: rawId });
  const [found] = await context.db
    .select({ token: staffApiTokens, ownerEmail: staffMembers.email })
    .from(staffApiTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.staffId))
    .where(eq(staffApiTokens.id, id));
  // Another member's token answers like a missing one, unless the viewer is an admin.
  if (!found || (found.token.staffId !== viewer.staffId && !hasPermission(viewer.role, 'staff'))) {
    throw staffError('NOT_FOUND');
  }
  if (found.token.revokedAt) return viewOf(found.token, found.ownerEmail);
  const revoked = await context.db.transaction(async (transaction) => {
    const [row] = await transaction
      .update(staffApiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffApiTokens.id, id), isNull(staffApiTokens.revokedAt)))
      .returning();
    await recordAudit(
      { db: transaction },
      { staffId: viewer.staffId, action: 'token-revoked', record: { kind: 'token', id }, ip: context.clientIp },
    );
    return row ?? found.token;
  });
  return viewOf(revoked, found.ownerEmail);
}
