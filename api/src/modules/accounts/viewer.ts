import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, sessions, type AccountRole } from './accounts.table';
import { sessionTokenOf } from './cookies';
import { hashToken } from './session.service';

/** Who is signed in, in the GraphQL context of every request. */
export interface Viewer {
  accountId: string;
  email: string;
  role: AccountRole;
  emailConfirmed: boolean;
}

export async function resolveViewer(db: Database, request: Pick<FastifyRequest, 'headers'>): Promise<Viewer | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const [row] = await db
    .select({
      accountId: accounts.id,
      email: accounts.email,
      role: accounts.role,
      emailConfirmedAt: accounts.emailConfirmedAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  return { accountId: row.accountId, email: row.email, role: row.role, emailConfirmed: row.emailConfirmedAt !== null };
}
