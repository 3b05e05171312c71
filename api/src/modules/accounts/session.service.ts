import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { practitionerSessionPolicy, reviewerSessionPolicy, type SessionPolicy } from '../../security/session-limits';
import { accounts, sessions, type AccountRole } from './accounts.table';
import { sessionCookieName, sessionTokenOf } from './cookies';

export { sessionCookieName };

/** Tokens and tickets are stored as their SHA-256, so a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Each role's limits (src/security/session-limits.ts): 12 hours for everyone, idle an hour or 30 minutes. */
export const sessionPolicies: Record<AccountRole, SessionPolicy> = {
  practitioner: practitionerSessionPolicy,
  reviewer: reviewerSessionPolicy,
};

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession({ db }: { db: Database }, accountId: string): Promise<CreatedSession> {
  const [account] = await db.select({ role: accounts.role }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new Error(`No account ${accountId} to open a session for`);
  const token = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionPolicies[account.role].absoluteMs);
  await db.insert(sessions).values({ id: hashToken(token), accountId, expiresAt, lastSeenAt: now });
  return { token, expiresAt };
}

export async function revokeSession({ db }: { db: Database }, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Signs the account out everywhere, or everywhere but the session whose token is `except`. */
export async function revokeSessions(
  { db }: { db: Database },
  accountId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        except ? ne(sessions.id, hashToken(except)) : undefined,
      ),
    );
}

/** A new session; the one this request came with (if any) is revoked, so a token never outlives a sign-in. */
export async function startSession(
  context: { db: Database; request: Pick<FastifyRequest, 'headers'> },
  accountId: string,
): Promise<CreatedSession> {
  const previous = sessionTokenOf(context.request);
  if (previous) await revokeSession(context, previous);
  return createSession(context, accountId);
}
