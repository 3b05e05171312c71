import { emailSchema, passwordSchema } from '@sakina/shared/validation';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badUserInput, parseInput, parseInputAsync } from '../../errors';
import type { Locale } from '@sakina/shared/contracts';
import { accounts, type AccountRole, type AccountRow } from './accounts.table';
import { hashPassword } from '../../security/password-hash';

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
