import { forgetPasswordSchema, newPasswordSchema } from '@sakina/shared/validation';
import { eq } from 'drizzle-orm';
import { parseInput, parseInputAsync } from '../../errors';
import { findAccountByEmail } from './accounts.service';
import { accounts } from './accounts.table';
import { newPasswordRule, passwordResetRule } from './accounts.rate-limits';
import {
  consumeCode,
  issueCode,
  issueDecoyCode,
  noPendingCode,
  pendingPasswordReset,
  type PendingConfirmation,
} from './codes.service';
import { clearCookie, pendingCookieName, sessionCookieName } from './cookies';
import { hashPassword } from '../../security/password-hash';
import { revokeSessions } from './session.service';
import { siteLink, type AccountContext } from './sign-in.service';

/**
 * /auth/forget-password: mails a reset code. An unknown address answers exactly the same (a pending code and a
 * ticket), so nobody learns who has an account; its owner gets a mail saying there is no account with it.
 */
export async function requestPasswordReset(context: AccountContext, rawInput: unknown): Promise<PendingConfirmation> {
  const email =
    typeof (rawInput as { email?: unknown })?.email === 'string' ? (rawInput as { email: string }).email : undefined;
  await context.rateLimiter.consume(passwordResetRule, { ip: context.clientIp, email });
  const input = parseInput(forgetPasswordSchema, rawInput);
  const account = await findAccountByEmail(context, input.email);
  if (account) return issueCode(context, account, 'reset-password');
  await context.mailer.sendMail({
    to: input.email,
    locale: context.locale,
    template: 'account-attempt',
    data: { attempt: 'reset-unknown', url: siteLink(context, context.locale, '/auth/apply') },
  });
  return issueDecoyCode(context, input.email, 'reset-password');
}

/**
 * /auth/new-password, once this browser entered the reset code: stores the new password, signs the account
 * out everywhere (this browser too: the visitor signs in again with the new password), confirms the address,
 * since the code proved it, and tells the owner by mail, in the account's language.
 */
export async function setNewPassword(context: AccountContext, rawInput: unknown): Promise<void> {
  await context.rateLimiter.consume(newPasswordRule, { ip: context.clientIp });
  const pending = await pendingPasswordReset(context);
  if (!pending) throw noPendingCode();
  const { password } = await parseInputAsync(newPasswordSchema, rawInput);
  const passwordHash = await hashPassword(password);
  await context.db.transaction(async (transaction) => {
    await transaction
      .update(accounts)
      .set({ passwordHash, emailConfirmedAt: pending.account.emailConfirmedAt ?? new Date() })
      .where(eq(accounts.id, pending.account.id));
    await consumeCode({ db: transaction }, pending.row.id);
    await revokeSessions({ db: transaction }, pending.account.id);
  });
  clearCookie(context, pendingCookieName);
  clearCookie(context, sessionCookieName);
  const { email, locale } = pending.account;
  await context.mailer.sendMail({
    to: email,
    locale,
    template: 'password-changed',
    data: { url: siteLink(context, locale, '/auth/forget-password') },
  });
}
