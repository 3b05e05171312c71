import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, sessions, type AccountRole } from './accounts.table';
import { sessionTokenOf } from './cookies';
import { isSessionAlive, shouldSlide } from '../../security/session-limits';
import { hashToken, sessionPolicies } from './session.service';

/** Who is signed in, in the GraphQL context of every request. */
export interface Viewer {
  accountId: string;
  email: string;
  role: AccountRole;
  emailConfirmed: boolean;
}

/**
 * The account of a request's session, while the session lives: not revoked, within its absolute limit and
 * used within its idle limit (both by the account's role: sessionPolicies). Each use slides the idle limit on.
 */
export async function resolveViewer(
  { db }: { db: Database },
  request: Pick<FastifyRequest, 'headers'>,
): Promise<Viewer | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const now = new Date();
  const sessionId = hashToken(token);
  const [row] = await db
    .select({
      accountId: accounts.id,
      email: accounts.email,
      role: accounts.role,
      emailConfirmedAt: accounts.emailConfirmedAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  // Legacy reviewer accounts no longer act (reviewing is the staff console's): their sessions are nobody's.
  if (!row || row.role === 'reviewer') return null;
  // The absolute limit is also checked here: for a role that changed, and sessions begun under a longer one.
  if (!isSessionAlive(sessionPolicies[row.role], row, now)) return null;
  if (shouldSlide(row.lastSeenAt, now)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, now)));
  }
  return { accountId: row.accountId, email: row.email, role: row.role, emailConfirmed: row.emailConfirmedAt !== null };
}
