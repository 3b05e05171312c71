import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import type { AccountRole } from '../modules/accounts/accounts.table';
import { createAccount } from '../modules/accounts/accounts.service';
import { createSession, sessionCookieName } from '../modules/accounts/session.service';

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
