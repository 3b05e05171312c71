import { registerSchema, signInSchema } from '@sakina/shared/validation';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { parseInput, parseInputAsync } from '../../errors';
import { findAccountByEmail, insertAccount } from './accounts.service';
import { registerRule, signInRule } from './accounts.rate-limits';
import { issueCode, issueDecoyCode, type PendingConfirmation } from './codes.service';
import { clearCookie, sessionCookieName, sessionTokenOf, setSessionCookie } from './cookies';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../security/password-hash';
import { revokeSession, startSession } from './session.service';

export type AccountContext = Pick<
  GraphQLContext,
  'db' | 'config' | 'locale' | 'mailer' | 'rateLimiter' | 'clientIp' | 'request' | 'reply' | 'logger'
>;

/** Where a practitioner goes after signing in when no page sent them: the application, or its status once submitted. */
export type SignInDestination = 'application' | 'status';

let destinationResolver: (db: Database, accountId: string) => Promise<SignInDestination> = async () => 'application';

/** The applications module tells sign-in where a practitioner continues (one call at import time). */
export function resolveSignInDestinationWith(
  resolver: (db: Database, accountId: string) => Promise<SignInDestination>,
): void {
  destinationResolver = resolver;
}

export function signInDestination({ db }: { db: Database }, accountId: string): Promise<SignInDestination> {
  return destinationResolver(db, accountId);
}

export type SignInResult =
  | { status: 'signed-in'; accountId: string; token: string | null }
  | { status: 'confirmation-required'; pending: PendingConfirmation };

export function invalidCredentials(): GraphQLError {
  return new GraphQLError('The email or password is incorrect.', { extensions: { code: 'APP_INVALID_CREDENTIALS' } });
}

/** A page of the site in a language, for links in mail. */
export function siteLink(context: Pick<AccountContext, 'config'>, locale: 'ar' | 'en', path: string): string {
  return new URL(`${locale === 'en' ? '/en' : ''}${path}`, context.config.publicUrl).toString();
}

/**
 * /auth/apply: stores the account and mails the confirmation code. Sending the same email and password
 * again while the address is unconfirmed (a double submit, a retry) mails a fresh code instead of failing.
 * A taken address answers exactly like a new one (a pending code, a ticket cookie, about the same time), so
 * nobody learns who has an account: the owner gets a mail saying someone tried to register with it.
 */
export async function register(context: AccountContext, rawInput: unknown): Promise<PendingConfirmation> {
  const email =
    typeof (rawInput as { email?: unknown })?.email === 'string' ? (rawInput as { email: string }).email : undefined;
  await context.rateLimiter.consume(registerRule, { ip: context.clientIp, email });
  const input = await parseInputAsync(registerSchema, rawInput);
  const existing = await findAccountByEmail(context, input.email);
  if (!existing) {
    const created = await insertAccount(context, {
      email: input.email,
      password: input.password,
      locale: context.locale,
    });
    if (created) return issueCode(context, created, 'confirm-email');
  } else if (!existing.emailConfirmedAt) {
    if (await verifyPassword(existing.passwordHash, input.password))
      return issueCode(context, existing, 'confirm-email');
  } else {
    // The hash a new account would have cost, so a taken address takes as long to answer.
    await hashPassword(input.password);
  }
  const owner = existing ?? (await findAccountByEmail(context, input.email));
  await context.mailer.sendMail({
    to: input.email,
    locale: owner?.locale ?? context.locale,
    template: 'account-attempt',
    data: { attempt: 'register-taken', url: siteLink(context, owner?.locale ?? context.locale, '/auth/login') },
  });
  return issueDecoyCode(context, input.email, 'confirm-email');
}

/**
 * /auth/login: 'The email or password is incorrect' for any wrong pair (an unknown email takes as long).
 * An unconfirmed account gets a fresh code instead of a session. `bearer` returns the token for the apps
 * instead of setting the cookie. Only failures count toward the lock, per address and per client (IPv6: /64):
 * the attempt is counted first, so parallel guesses are counted too, and given back when the password matched.
 */
export async function signIn(
  context: AccountContext,
  rawInput: unknown,
  { bearer = false } = {},
): Promise<SignInResult> {
  const email =
    typeof (rawInput as { email?: unknown })?.email === 'string' ? (rawInput as { email: string }).email : undefined;
  const limitKeys = { ip: context.clientIp, email };
  await context.rateLimiter.consume(signInRule, limitKeys);
  let input;
  try {
    input = parseInput(signInSchema, rawInput);
  } catch (error) {
    await context.rateLimiter.refund(signInRule, limitKeys);
    throw error;
  }
  const account = await findAccountByEmail(context, input.email);
  const matches = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyDecoyPassword(input.password);
  // A legacy reviewer account no longer signs in (staff do, with TOTP): answered like a wrong password.
  if (!account || !matches || account.role === 'reviewer') throw invalidCredentials();
  await context.rateLimiter.refund(signInRule, limitKeys);
  if (!account.emailConfirmedAt) {
    return { status: 'confirmation-required', pending: await issueCode(context, account, 'confirm-email') };
  }
  const { token, expiresAt } = await startSession(context, account.id);
  if (bearer) return { status: 'signed-in', accountId: account.id, token };
  setSessionCookie(context, token, expiresAt);
  return { status: 'signed-in', accountId: account.id, token: null };
}

/** Ends this browser's (or app's) session. */
export async function signOut(context: Pick<AccountContext, 'db' | 'config' | 'request' | 'reply'>): Promise<void> {
  const token = sessionTokenOf(context.request);
  if (token) await revokeSession(context, token);
  clearCookie(context, sessionCookieName);
}

/** Clears this browser's session cookie (its session is gone already: an erased account's). */
export function clearSessionCookie(context: Pick<AccountContext, 'config' | 'reply'>): void {
  clearCookie(context, sessionCookieName);
}
