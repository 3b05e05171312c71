import { emailSchema, passwordSchema } from '@sakina/shared/validation';
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badUserInput, parseInput, parseInputAsync } from '../../errors';
import type { Locale } from '@sakina/shared/contracts';
import { accounts, oneTimeCodes, sessions, type AccountRole, type AccountRow } from './accounts.table';
import { hashPassword, verifyPassword } from '../../security/password-hash';

export interface NewAccount {
  email: string;
  password: string;
  locale: Locale;
  role?: AccountRole;
  /** Skips the emailed code: for reviewers made from the command line, and for tests. */
  confirmed?: boolean;
}

export async function findAccountByEmail({ db }: { db: Database }, email: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** The address and language to mail an account in. */
/** The addresses of the legacy reviewer accounts (they no longer sign in): for `npm run staff:from-reviewers`. */
export async function legacyReviewerEmails({ db }: { db: Database }): Promise<string[]> {
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.role, 'reviewer'))
    .orderBy(asc(accounts.email));
  return rows.map((row) => row.email);
}

export async function findAccountContact({ db }: { db: Database }, accountId: string) {
  const [account] = await db
    .select({ email: accounts.email, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account;
}

/**
 * Stores a new account with an argon2id hash, for the command line and tests; BAD_USER_INPUT email_taken when
 * the address (any case) has one. Registration uses insertAccount, which never says so.
 */
export async function createAccount({ db }: { db: Database }, account: NewAccount): Promise<AccountRow> {
  const created = await insertAccount({ db }, account);
  if (!created) throw badUserInput([{ path: 'email', code: 'email_taken' }]);
  return created;
}

/** Stores a new account with an argon2id hash, or returns null when the address (any case) has one. */
export async function insertAccount({ db }: { db: Database }, account: NewAccount): Promise<AccountRow | null> {
  const email = parseInput(emailSchema, account.email);
  const password = await parseInputAsync(passwordSchema, account.password);
  const [created] = await db
    .insert(accounts)
    .values({
      email,
      passwordHash: await hashPassword(password),
      locale: account.locale,
      role: account.role ?? 'practitioner',
      emailConfirmedAt: account.confirmed ? new Date() : null,
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return created ?? null;
}

/** What an account holds about its owner, for their copy of their data: the account and its sessions' dates. */
export async function accountExport({ db }: { db: Database }, accountId: string) {
  const [account] = await db
    .select({
      email: accounts.email,
      locale: accounts.locale,
      role: accounts.role,
      createdAt: accounts.createdAt,
      emailConfirmedAt: accounts.emailConfirmedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return null;
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .orderBy(sessions.createdAt);
  return { account, sessions: sessionRows };
}

/** Whether `password` is the account's (argon2id, as at sign-in). */
export async function isAccountPassword({ db }: { db: Database }, accountId: string, password: string) {
  const [account] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
  return account ? verifyPassword(account.hash, password) : false;
}

/**
 * Erases the account with its sessions and codes (the foreign keys cascade to the application too), and any decoy
 * code that kept its address. Answers false when it was already gone.
 */
export async function eraseAccount({ db }: { db: Database }, accountId: string): Promise<boolean> {
  const [erased] = await db.delete(accounts).where(eq(accounts.id, accountId)).returning({ email: accounts.email });
  if (!erased) return false;
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.email, erased.email));
  return true;
}

/** Retention: accounts never confirmed that were made before `before`; answers how many went. */
export async function purgeUnconfirmedAccounts({ db }: { db: Database }, before: Date): Promise<number> {
  const rows = await db
    .delete(accounts)
    .where(and(isNull(accounts.emailConfirmedAt), lt(accounts.createdAt, before)))
    .returning({ id: accounts.id });
  return rows.length;
}

/** Retention: sessions that ended (expired or signed out) before `before`. */
export async function purgeEndedSessions({ db }: { db: Database }, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Retention: codes used or expired before `before`, decoys (which name an address typed by anyone) included. */
export async function purgeSpentCodes({ db }: { db: Database }, before: Date): Promise<number> {
  const rows = await db
    .delete(oneTimeCodes)
    .where(
      or(
        lt(oneTimeCodes.expiresAt, before),
        and(isNotNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.consumedAt, before)),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length;
}
