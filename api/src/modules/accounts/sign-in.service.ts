import { registerSchema, signInSchema } from '@sakina/shared/validation';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { createAccount, findAccountByEmail } from './accounts.service';
import { registerRule, signInRule } from './accounts.rate-limits';
import { issueCode, type PendingConfirmation } from './codes.service';
import { clearCookie, sessionCookieName, sessionTokenOf, setSessionCookie } from './cookies';
import { verifyDecoyPassword, verifyPassword } from './password-hash';
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

export function signInDestination(db: Database, accountId: string): Promise<SignInDestination> {
  return destinationResolver(db, accountId);
}

export type SignInResult =
  | { status: 'signed-in'; accountId: string; token: string | null }
  | { status: 'confirmation-required'; pending: PendingConfirmation };

export function invalidCredentials(): GraphQLError {
  return new GraphQLError('The email or password is incorrect.', { extensions: { code: 'APP_INVALID_CREDENTIALS' } });
}

/**
 * /auth/apply: stores the account and mails the confirmation code. Sending the same email and password
 * again while the address is unconfirmed (a double submit, a retry) mails a fresh code instead of failing.
 */
export async function register(context: AccountContext, rawInput: unknown): Promise<PendingConfirmation> {
  const email =
    typeof (rawInput as { email?: unknown })?.email === 'string' ? (rawInput as { email: string }).email : undefined;
  await context.rateLimiter.consume(registerRule, { ip: context.clientIp, email });
  const input = parseInput(registerSchema, rawInput);
  const existing = await findAccountByEmail(context.db, input.email);
  if (existing && !existing.emailConfirmedAt && (await verifyPassword(existing.passwordHash, input.password))) {
    return issueCode(context, existing, 'confirm-email');
  }
  const account = await createAccount(context.db, {
    email: input.email,
    password: input.password,
    locale: context.locale,
  });
  return issueCode(context, account, 'confirm-email');
}

/**
 * /auth/login: 'The email or password is incorrect' for any wrong pair (an unknown email takes as long).
 * An unconfirmed account gets a fresh code instead of a session. `bearer` returns the token for the apps
 * instead of setting the cookie.
 */
export async function signIn(
  context: AccountContext,
  rawInput: unknown,
  { bearer = false } = {},
): Promise<SignInResult> {
  const email =
    typeof (rawInput as { email?: unknown })?.email === 'string' ? (rawInput as { email: string }).email : undefined;
  await context.rateLimiter.consume(signInRule, { ip: context.clientIp, email });
  const input = parseInput(signInSchema, rawInput);
  const account = await findAccountByEmail(context.db, input.email);
  const matches = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyDecoyPassword(input.password);
  if (!account || !matches) throw invalidCredentials();
  if (!account.emailConfirmedAt) {
    return { status: 'confirmation-required', pending: await issueCode(context, account, 'confirm-email') };
  }
  const { token } = await startSession(context, account.id);
  if (bearer) return { status: 'signed-in', accountId: account.id, token };
  setSessionCookie(context, token);
  return { status: 'signed-in', accountId: account.id, token: null };
}

/** Ends this browser's (or app's) session. */
export async function signOut(context: Pick<AccountContext, 'db' | 'config' | 'request' | 'reply'>): Promise<void> {
  const token = sessionTokenOf(context.request);
  if (token) await revokeSession(context.db, token);
  clearCookie(context, sessionCookieName);
}
