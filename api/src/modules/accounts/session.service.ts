import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { sessions } from './accounts.table';
import { sessionCookieName, sessionLifetimeMs, sessionTokenOf } from './cookies';

export { sessionCookieName };

/** Tokens and tickets are stored as their SHA-256, so a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Database, accountId: string): Promise<CreatedSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  await db.insert(sessions).values({ id: hashToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Signs the account out everywhere, or everywhere but the session whose token is `except`. */
export async function revokeSessions(
  db: Database,
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
  if (previous) await revokeSession(context.db, previous);
  return createSession(context.db, accountId);
}
