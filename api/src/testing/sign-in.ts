import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import type { AccountRole } from '../modules/accounts/accounts.table';
import { createAccount } from '../modules/accounts/accounts.service';
import { createSession, hashToken, randomToken, sessionCookieName } from '../modules/accounts/session.service';
import { staffApiTokenPrefix } from '../modules/staff/staff-api-token-auth';
import { staffApiTokens, staffMembers, type StaffRole, type StaffTokenScope } from '../modules/staff/staff.table';

export interface SignedIn {
  accountId: string;
  email: string;
  token: string;
}

/** A fresh confirmed account with a live session. */
export async function signIn(db: Database, { role = 'practitioner' }: { role?: AccountRole } = {}): Promise<SignedIn> {
  const email = `${role}-${randomBytes(6).toString('hex')}@example.com`;
  const account = await createAccount(
    { db },
    { email, password: 'Sakina2024pass', locale: 'ar', role, confirmed: true },
  );
  const { token } = await createSession({ db }, account.id);
  return { accountId: account.id, email, token };
}

/** Headers of a signed-in request for `app.inject` or `testApp.graphql`: `{ cookie: 'session=…' }`. */
export async function signedInHeaders(db: Database, options: { role?: AccountRole } = {}): Promise<{ cookie: string }> {
  const { token } = await signIn(db, options);
  return { cookie: `${sessionCookieName}=${token}` };
}

/**
 * A staff member as set-up leaves them and a live staff API token of theirs, written straight to the tables: for
 * drills that act as the command line does (`npm run review`). Making tokens is tested through the console's API.
 */
export async function staffApiTokenOf(
  db: Database,
  { role = 'reviewer', scopes = ['review:read'] }: { role?: StaffRole; scopes?: StaffTokenScope[] } = {},
): Promise<{ staffId: string; email: string; token: string }> {
  const email = `${role}-${randomBytes(6).toString('hex')}@sakina.example`;
  const [member] = await db
    .insert(staffMembers)
    .values({ email, role, passwordHash: 'not-used', totpEnrolledAt: new Date() })
    .returning();
  const token = `${staffApiTokenPrefix}${randomToken()}`;
  await db.insert(staffApiTokens).values({
    staffId: member.id,
    name: 'drill',
    tokenHash: hashToken(token),
    scopes,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { staffId: member.id, email, token };
}
