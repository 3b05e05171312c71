import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { confirmCodeSchema } from '@sakina/shared/validation';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import { badUserInput, parseInput, rateLimited } from '../../errors';
import { accounts, oneTimeCodes, type AccountRow, type CodePurpose, type OneTimeCodeRow } from './accounts.table';
import { codeGuessDailyRule, codeSendDailyRule, confirmCodeRule, resendCodeRule } from './accounts.rate-limits';
import {
  clearCookie,
  pendingCookieName,
  pendingLifetimeMs,
  pendingTicketOf,
  setPendingCookie,
  setSessionCookie,
} from './cookies';
import { hashToken, randomToken, startSession } from './session.service';

export const codeLifetimeMs = 10 * 60 * 1000;
export const maxWrongCodeAttempts = 5;
export const resendDelayMs = 60 * 1000;

export type CodeContext = Pick<
  GraphQLContext,
  'db' | 'config' | 'locale' | 'mailer' | 'rateLimiter' | 'clientIp' | 'request' | 'reply' | 'logger'
>;

/** What the confirmation page shows while a code waits to be entered. */
export interface PendingConfirmation {
  email: string;
  purpose: CodePurpose;
  resendAvailableAt: Date;
  expiresAt: Date;
}

export interface CodeConfirmation {
  purpose: CodePurpose;
  /** The account now signed in, when an address was confirmed. */
  accountId: string | null;
}

function codeHashOf(ticketHash: string, code: string): string {
  return createHash('sha256').update(`${ticketHash}:${code}`).digest('hex');
}

function sameHash(left: string, right: string): boolean {
  return left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function noPendingCode(): GraphQLError {
  return new GraphQLError('No code is waiting to be entered.', { extensions: { code: 'APP_NO_PENDING_CODE' } });
}

async function mailCode(context: CodeContext, to: string, code: string, purpose: CodePurpose): Promise<void> {
  await context.mailer.sendMail({
    to,
    locale: context.locale,
    template: 'account-code',
    data: { code, purpose, validMinutes: codeLifetimeMs / 60_000 },
  });
}

/**
 * Mails a fresh code for `purpose`, retires the account's earlier codes for it, and hands the visitor a new
 * ticket in the `pending` cookie: only that browser can enter the code.
 */
export async function issueCode(
  context: CodeContext,
  account: AccountRow,
  purpose: CodePurpose,
): Promise<PendingConfirmation> {
  await context.rateLimiter.consume(codeSendDailyRule, { ip: context.clientIp, email: account.email });
  const ticket = randomToken();
  const ticketHash = hashToken(ticket);
  const code = newCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + codeLifetimeMs);
  await context.db.transaction(async (transaction) => {
    await transaction
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(oneTimeCodes.accountId, account.id), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)),
      );
    await transaction.insert(oneTimeCodes).values({
      accountId: account.id,
      purpose,
      ticketHash,
      codeHash: codeHashOf(ticketHash, code),
      sentAt: now,
      expiresAt,
    });
  });
  await mailCode(context, account.email, code, purpose);
  setPendingCookie(context, ticket);
  return { email: account.email, purpose, resendAvailableAt: new Date(now.getTime() + resendDelayMs), expiresAt };
}

/**
 * What a registration of a taken address, or a reset of an unknown one, answers: a ticket and a pending code
 * like any other, so the visitor cannot tell, but no code can match it (its hash is of random bytes) and none
 * is mailed. The caller mails the address's owner instead.
 */
export async function issueDecoyCode(
  context: CodeContext,
  email: string,
  purpose: CodePurpose,
): Promise<PendingConfirmation> {
  await context.rateLimiter.consume(codeSendDailyRule, { ip: context.clientIp, email });
  const ticket = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + codeLifetimeMs);
  await context.db.insert(oneTimeCodes).values({
    accountId: null,
    email,
    decoy: true,
    purpose,
    ticketHash: hashToken(ticket),
    codeHash: randomBytes(32).toString('hex'),
    sentAt: now,
    expiresAt,
  });
  setPendingCookie(context, ticket);
  return { email, purpose, resendAvailableAt: new Date(now.getTime() + resendDelayMs), expiresAt };
}

interface PendingCode {
  row: OneTimeCodeRow;
  /** Null for a decoy. */
  account: AccountRow | null;
}

const emailOf = ({ row, account }: PendingCode): string => account?.email ?? row.email ?? '';

/** The open code of this browser's ticket: not used up, and the ticket not older than an hour. */
async function findPendingCode(context: Pick<CodeContext, 'db' | 'request'>): Promise<PendingCode | null> {
  const ticket = pendingTicketOf(context.request);
  if (!ticket) return null;
  const [found] = await context.db
    .select({ row: oneTimeCodes, account: accounts })
    .from(oneTimeCodes)
    .leftJoin(accounts, eq(accounts.id, oneTimeCodes.accountId))
    .where(
      and(
        eq(oneTimeCodes.ticketHash, hashToken(ticket)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.createdAt, new Date(Date.now() - pendingLifetimeMs)),
      ),
    );
  return found ?? null;
}

const pendingOf = (pending: PendingCode): PendingConfirmation => ({
  email: emailOf(pending),
  purpose: pending.row.purpose,
  resendAvailableAt: new Date(pending.row.sentAt.getTime() + resendDelayMs),
  expiresAt: pending.row.expiresAt,
});

/** A code this browser waits to enter (registration, sign-in of an unconfirmed account, or a reset), or null. */
export async function pendingConfirmation(
  context: Pick<CodeContext, 'db' | 'request'>,
): Promise<PendingConfirmation | null> {
  const pending = await findPendingCode(context);
  return pending && !pending.row.verifiedAt ? pendingOf(pending) : null;
}

/** The account whose reset code this browser entered correctly, ready for a new password; or null. */
export async function pendingPasswordReset(
  context: Pick<CodeContext, 'db' | 'request'>,
): Promise<{ row: OneTimeCodeRow; account: AccountRow } | null> {
  const pending = await findPendingCode(context);
  const { row, account } = pending ?? {};
  return row?.purpose === 'reset-password' && row.verifiedAt && !row.decoy && account ? { row, account } : null;
}

/** Marks the reset ticket used, once the new password is stored. */
export async function consumeCode(context: Pick<CodeContext, 'db'>, id: string): Promise<void> {
  await context.db.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, id));
}

/**
 * Checks the code of this browser's ticket. A wrong code counts; after five wrong tries the code is locked
 * until a new one is sent, and an address gets 20 tries a day whatever the code. Every update that accepts a
 * code also requires fewer than five wrong tries, so guesses sent in parallel cannot pass the lock. A right
 * confirm-email code confirms the address and signs the visitor in; a right reset code lets the same browser
 * set a new password. A decoy takes every code as wrong.
 */
export async function confirmCode(context: CodeContext, rawInput: unknown): Promise<CodeConfirmation> {
  const pending = await findPendingCode(context);
  if (!pending || pending.row.verifiedAt) throw noPendingCode();
  const email = emailOf(pending);
  await context.rateLimiter.consume(confirmCodeRule, { ip: context.clientIp, email });
  const { code } = parseInput(confirmCodeSchema, rawInput);
  await context.rateLimiter.consume(codeGuessDailyRule, { ip: context.clientIp, email });
  const { row, account } = pending;
  if (row.attempts >= maxWrongCodeAttempts) throw badUserInput([{ path: 'code', code: 'code_locked' }]);
  if (row.expiresAt.getTime() <= Date.now()) throw badUserInput([{ path: 'code', code: 'code_expired' }]);
  const open = and(
    eq(oneTimeCodes.id, row.id),
    lt(oneTimeCodes.attempts, maxWrongCodeAttempts),
    isNull(oneTimeCodes.verifiedAt),
    isNull(oneTimeCodes.consumedAt),
  );

  if (row.decoy || !account || !sameHash(codeHashOf(row.ticketHash, code), row.codeHash)) {
    // Counted in the database, so parallel guesses cannot slip past the limit.
    const [counted] = await context.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(open)
      .returning({ attempts: oneTimeCodes.attempts });
    throw badUserInput([{ path: 'code', code: counted ? 'code_incorrect' : 'code_locked' }]);
  }

  const now = new Date();
  const update = row.purpose === 'reset-password' ? { verifiedAt: now } : { consumedAt: now };
  const [accepted] = await context.db.update(oneTimeCodes).set(update).where(open).returning({ id: oneTimeCodes.id });
  if (!accepted) {
    // Wrong guesses sent alongside used up the tries first, or the code was used meanwhile.
    const [current] = await context.db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.id, row.id));
    if (current && current.attempts >= maxWrongCodeAttempts) {
      throw badUserInput([{ path: 'code', code: 'code_locked' }]);
    }
    throw noPendingCode();
  }
  if (row.purpose === 'reset-password') return { purpose: row.purpose, accountId: null };

  await context.db
    .update(accounts)
    .set({ emailConfirmedAt: now })
    .where(and(eq(accounts.id, account.id), isNull(accounts.emailConfirmedAt)));
  clearCookie(context, pendingCookieName);
  const { token, expiresAt } = await startSession(context, account.id);
  setSessionCookie(context, token, expiresAt);
  return { purpose: row.purpose, accountId: account.id };
}

/** A new code for this browser's ticket, at most once a minute: the earlier code stops working. */
export async function resendCode(context: CodeContext): Promise<PendingConfirmation> {
  const pending = await findPendingCode(context);
  if (!pending || pending.row.verifiedAt) throw noPendingCode();
  const waitMs = pending.row.sentAt.getTime() + resendDelayMs - Date.now();
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
  const email = emailOf(pending);
  await context.rateLimiter.consume(resendCodeRule, { ip: context.clientIp, email });
  await context.rateLimiter.consume(codeSendDailyRule, { ip: context.clientIp, email });

  const code = newCode();
  const now = new Date();
  const [updated] = await context.db
    .update(oneTimeCodes)
    .set({
      codeHash: pending.row.decoy ? randomBytes(32).toString('hex') : codeHashOf(pending.row.ticketHash, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
      attempts: 0,
    })
    // The sentAt match makes two resends at once send one code.
    .where(
      and(
        eq(oneTimeCodes.id, pending.row.id),
        eq(oneTimeCodes.sentAt, pending.row.sentAt),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning();
  if (!updated) throw rateLimited(Math.ceil(resendDelayMs / 1000));
  // A decoy's owner was told once, at the attempt; a resend mails nobody.
  if (!pending.row.decoy) await mailCode(context, email, code, updated.purpose);
  return pendingOf({ row: updated, account: pending.account });
}
