import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { hashToken } from '../accounts/session.service';
import type { StaffViewer } from './staff-session.service';
import { staffApiTokens, staffAuditEvents, staffMembers } from './staff.table';

/** Every staff API token starts with this, so the API (and a secret scanner) tells it from a practitioner's. */
export const staffApiTokenPrefix = 'sakina_staff_';

/** The staff API token of `Authorization: Bearer sakina_staff_…`, or null (a practitioner's Bearer is not one). */
export function bearerStaffTokenOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+(\S+)$/i.exec(header.trim());
  return match && match[1].startsWith(staffApiTokenPrefix) ? match[1] : null;
}

/**
 * The member a live token acts for (not revoked, not expired, the member still set up and not disabled), with the token's own
 * scopes (the caller narrows them to the member's current role). Each use is stamped and audited.
 */
export async function resolveStaffApiToken(
  { db }: { db: Database },
  token: string,
  ip: string,
): Promise<StaffViewer | null> {
  const now = new Date();
  const [row] = await db
    .select({
      staffId: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      tokenId: staffApiTokens.id,
      name: staffApiTokens.name,
      scopes: staffApiTokens.scopes,
    })
    .from(staffApiTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.staffId))
    .where(
      and(
        eq(staffApiTokens.tokenHash, hashToken(token)),
        isNull(staffApiTokens.revokedAt),
        gt(staffApiTokens.expiresAt, now),
        isNotNull(staffMembers.totpEnrolledAt),
        isNull(staffMembers.disabledAt),
      ),
    );
  if (!row) return null;
  await db.update(staffApiTokens).set({ lastUsedAt: now }).where(eq(staffApiTokens.id, row.tokenId));
  // Written here rather than through audit.service, which reads the access rules that call this.
  await db.insert(staffAuditEvents).values({
    staffId: row.staffId,
    action: 'token-used',
    recordKind: 'token',
    recordId: row.tokenId,
    tokenId: row.tokenId,
    ip,
  });
  return {
    staffId: row.staffId,
    email: row.email,
    role: row.role,
    token: { id: row.tokenId, name: row.name, scopes: row.scopes },
  };
}
