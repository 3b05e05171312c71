import { randomBytes } from 'node:crypto';
import { emailSchema } from '@sakina/shared/validation';
import type { Database } from '../../db/client';
import { createAccount, findAccountByEmail } from '../accounts/accounts.service';
import { createSession } from '../accounts/session.service';

export class ReviewerRefusedError extends Error {}

export interface ReviewerCredentials {
  email: string;
  /** A session token for `Authorization: Bearer`; valid as long as any session. */
  token: string;
  created: boolean;
}

/**
 * Makes `email` a reviewer (or finds the reviewer it already is) and opens a session for the command line.
 * A practitioner's account is never turned into a reviewer: nobody reviews their own application.
 */
export async function createReviewer({ db }: { db: Database }, rawEmail: string): Promise<ReviewerCredentials> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new ReviewerRefusedError(`"${rawEmail}" is not a valid email address.`);
  const email = parsed.data;
  let account = await findAccountByEmail({ db }, email);
  if (account && account.role !== 'reviewer') {
    throw new ReviewerRefusedError(`${email} is registered as a practitioner: use another address for the reviewer.`);
  }
  const created = !account;
  // Reviewers sign in with the token; a password, if they ever want one, is set with "forgot password".
  account ??= await createAccount(
    { db },
    {
      email,
      password: `Rv9${randomBytes(15).toString('base64url')}`,
      locale: 'ar',
      role: 'reviewer',
      confirmed: true,
    },
  );
  const { token } = await createSession({ db }, account.id);
  return { email, token, created };
}
