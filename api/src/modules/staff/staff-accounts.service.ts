import {
  emailSchema,
  passwordConfirmationSchema,
  passwordMismatch,
  passwordSchema,
  passwordsMatch,
  passwordSignInMaxLength,
} from '@sakina/shared/validation';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { parseInput, parseInputAsync } from '../../errors';
import { isFirstRefusal } from '../../rate-limit/rate-limiter';
import { defineRateLimitRule } from '../../rate-limit/rules';
import type { GraphQLContext } from '../../context';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../security/password-hash';
import { legacyReviewerEmails } from '../accounts/accounts.service';
import { hashToken, randomToken } from '../accounts/session.service';
import { actorOf, recordAudit } from './audit.service';
import { requireStaff, type StaffContext } from './staff-access.service';
import { staffError } from '../common/staff-errors';
import {
  clearStaffCookie,
  createStaffSession,
  revokeStaffSession,
  setStaffCookie,
  staffTokenOf,
  type StaffViewer,
} from './staff-session.service';
import { staffMembers, staffRecoveryCodes, type StaffMemberRow, type StaffRole } from './staff.table';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpQrDataUrl, totpStepOf, totpUri } from './totp';

export const staffRoles = [
  'reviewer',
  'support',
  'editor',
  'medical_reviewer',
  'admin',
] as const satisfies readonly StaffRole[];

/** How long a set-up link works. */
export const setupLinkLifetimeMs = 72 * 60 * 60 * 1000;

/** Failures only (a sign-in that matched gives its attempt back), per address and per client. */
export const staffSignInRule = defineRateLimitRule('staff-sign-in', {
  perIp: { points: 50, durationSeconds: 15 * 60 },
  perEmail: { points: 5, durationSeconds: 15 * 60 },
});

const newMemberSchema = z.object({
  email: emailSchema,
  role: z.enum(staffRoles, { error: 'option_invalid' }),
});

export interface CreatedStaffMember {
  member: StaffMemberRow;
  /** The one-time set-up link (the token is in the fragment, so it reaches no server log or referrer). */
  setupUrl: string;
  /** False when the address was a member who had not finished set-up: the link was renewed. */
  created: boolean;
}

/** A one-time set-up token, and what the member's row keeps of it (its hash and end). */
export function newSetupLink(): { token: string; setup: { setupTokenHash: string; setupExpiresAt: Date } } {
  const token = randomToken();
  return {
    token,
    setup: { setupTokenHash: hashToken(token), setupExpiresAt: new Date(Date.now() + setupLinkLifetimeMs) },
  };
}

export function setupUrlOf(config: Pick<AppConfig, 'publicUrl'>, token: string): string {
  return new URL(`/staff/set-up#token=${token}`, config.publicUrl).toString();
}

/**
 * Makes a staff member with a role and a one-time set-up link. An address whose set-up is not finished gets a
 * new link (the old one stops working); a member who has finished is refused (STAFF_EMAIL_TAKEN).
 */
export async function createStaffMember(
  { db }: { db: Database },
  config: Pick<AppConfig, 'publicUrl'>,
  rawInput: unknown,
  audit: { byStaffId: string | null; ip: string },
): Promise<CreatedStaffMember> {
  const input = parseInput(newMemberSchema, rawInput);
  const { token, setup } = newSetupLink();
  return db.transaction(async (transaction) => {
    const [existing] = await transaction.select().from(staffMembers).where(eq(staffMembers.email, input.email));
    // A disabled member is enabled (or reset) by an admin, never given a set-up link around the disabling.
    if (existing?.totpEnrolledAt || existing?.disabledAt) throw staffError('STAFF_EMAIL_TAKEN');
    const [member] = existing
      ? await transaction
          .update(staffMembers)
          .set({ ...setup, role: input.role, totpSecret: null, version: sql`${staffMembers.version} + 1` })
          .where(eq(staffMembers.id, existing.id))
          .returning()
      : await transaction
          .insert(staffMembers)
          .values({ email: input.email, role: input.role, ...setup })
          .returning();
    await recordAudit(
      { db: transaction },
      {
        staffId: audit.byStaffId,
        action: 'staff-created',
        record: { kind: 'staff', id: member!.id },
        ip: audit.ip,
      },
    );
    return { member: member!, setupUrl: setupUrlOf(config, token), created: !existing };
  });
}

export interface MovedReviewer {
  email: string;
  /** created: a new member; renewed: one not set up yet got a new link; kept: already a member, left as it is. */
  outcome: 'created' | 'renewed' | 'kept';
  role: StaffRole;
  setupUrl: string | null;
}

/**
 * Turns each legacy reviewer account into a staff member with the role reviewer and a one-time set-up link
 * (`npm run staff:from-reviewers`). Again, it changes nothing for members already set up or of another role,
 * and gives a member still to set up a new link (the old one stops working), as staff:create does.
 */
export async function staffFromLegacyReviewers(
  { db }: { db: Database },
  config: Pick<AppConfig, 'publicUrl'>,
  ip: string,
): Promise<MovedReviewer[]> {
  const moved: MovedReviewer[] = [];
  for (const email of await legacyReviewerEmails({ db })) {
    const [existing] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
    if (existing && (existing.totpEnrolledAt || existing.role !== 'reviewer')) {
      moved.push({ email, outcome: 'kept', role: existing.role, setupUrl: null });
      continue;
    }
    const { setupUrl, created } = await createStaffMember(
      { db },
      config,
      { email, role: 'reviewer' },
      { byStaffId: null, ip },
    );
    moved.push({ email, outcome: created ? 'created' : 'renewed', role: 'reviewer', setupUrl });
  }
  return moved;
}

const setupTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'invalid');

async function memberOfSetupToken(db: Database, rawToken: unknown): Promise<StaffMemberRow> {
  const parsed = setupTokenSchema.safeParse(rawToken);
  if (!parsed.success) throw staffError('STAFF_SETUP_LINK_INVALID');
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.setupTokenHash, hashToken(parsed.data)),
        gt(staffMembers.setupExpiresAt, new Date()),
        isNull(staffMembers.disabledAt),
      ),
    );
  if (!member) throw staffError('STAFF_SETUP_LINK_INVALID');
  return member;
}

export interface StaffSetupStart {
  email: string;
  role: StaffRole;
  /** otpauth:// URI for the QR code; shown during set-up only, never again. */
  totpUri: string;
  /** The same URI as a QR code: an SVG data URL for an <img>. */
  totpQrDataUrl: string;
  /** The same secret, for typing into the app by hand. */
  totpSecret: string;
}

/** Opening the set-up link: a new TOTP secret to enrol (opening it again replaces it, until set-up is done). */
export async function beginStaffSetup(
  { db, config }: Pick<StaffContext, 'db' | 'config'>,
  rawToken: unknown,
): Promise<StaffSetupStart> {
  const member = await memberOfSetupToken(db, rawToken);
  const secret = newTotpSecret();
  await db
    .update(staffMembers)
    .set({ totpSecret: sealTotpSecret(config, member.id, secret) })
    .where(eq(staffMembers.id, member.id));
  const uri = totpUri(secret, member.email);
  return {
    email: member.email,
    role: member.role,
    totpUri: uri,
    totpQrDataUrl: await totpQrDataUrl(uri),
    totpSecret: secret,
  };
}

const completeSetupSchema = z
  .object({
    token: z.string(),
    password: passwordSchema,
    passwordConfirmation: passwordConfirmationSchema,
    code: z.string({ error: 'required' }).trim().max(20, 'invalid'),
  })
  .refine(passwordsMatch, passwordMismatch);

/**
 * Finishing set-up: the password, and a code from the app proving it holds the secret. Answers the recovery
 * codes, in clear this once (only their hashes are kept). The link then no longer works.
 */
export async function completeStaffSetup(
  { db, config, clientIp }: Pick<StaffContext, 'db' | 'config' | 'clientIp'>,
  rawInput: unknown,
): Promise<{ recoveryCodes: string[] }> {
  const input = await parseInputAsync(completeSetupSchema, rawInput);
  const member = await memberOfSetupToken(db, input.token);
  const step = member.totpSecret ? totpStepOf(openTotpSecret(config, member.id, member.totpSecret), input.code) : null;
  if (step === null) throw staffError('STAFF_TOTP_INCORRECT');
  const passwordHash = await hashPassword(input.password);
  const recoveryCodes = newRecoveryCodes();
  const finished = await db.transaction(async (transaction) => {
    const [row] = await transaction
      .update(staffMembers)
      .set({
        passwordHash,
        totpEnrolledAt: new Date(),
        lastTotpStep: step,
        setupTokenHash: null,
        setupExpiresAt: null,
        version: sql`${staffMembers.version} + 1`,
      })
      .where(
        and(
          eq(staffMembers.id, member.id),
          eq(staffMembers.setupTokenHash, member.setupTokenHash!),
          isNull(staffMembers.disabledAt),
        ),
      )
      .returning({ id: staffMembers.id });
    if (!row) return false;
    await transaction.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await transaction
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ staffId: member.id, codeHash: hashRecoveryCode(code) })));
    await recordAudit(
      { db: transaction },
      { staffId: member.id, action: 'totp-enrolled', record: { kind: 'staff', id: member.id }, ip: clientIp },
    );
    return true;
  });
  if (!finished) throw staffError('STAFF_SETUP_LINK_INVALID');
  return { recoveryCodes };
}

const signInSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'email_invalid').toLowerCase(),
  password: z.string({ error: 'required' }).min(1, 'required').max(passwordSignInMaxLength, 'password_length'),
  code: z.string({ error: 'required' }).trim().min(1, 'required').max(20, 'invalid'),
});

/** A TOTP code (a step after the last accepted one) or an unused recovery code, which it uses up; null: neither. */
async function secondFactorMatches(
  { db, config }: Pick<StaffContext, 'db' | 'config'>,
  member: StaffMemberRow,
  code: string,
): Promise<'totp' | 'recovery-code' | null> {
  if (/^\d{6}$/.test(code)) {
    const step = totpStepOf(openTotpSecret(config, member.id, member.totpSecret!), code);
    if (step === null) return null;
    const [accepted] = await db
      .update(staffMembers)
      .set({ lastTotpStep: step })
      // Only a later step than the last accepted: the same code, replayed, finds no row to update.
      .where(
        and(eq(staffMembers.id, member.id), or(isNull(staffMembers.lastTotpStep), lt(staffMembers.lastTotpStep, step))),
      )
      .returning({ id: staffMembers.id });
    return accepted ? 'totp' : null;
  }
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, member.id),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used ? 'recovery-code' : null;
}

export type StaffSignInContext = StaffContext & Pick<GraphQLContext, 'rateLimiter'>;

/**
 * Email, password and a TOTP code (or a recovery code). Any wrong part answers the same STAFF_INVALID_CREDENTIALS,
 * is written to the audit trail, and counts toward the limits; a success gives its attempt back.
 */
export async function staffSignIn(context: StaffSignInContext, rawInput: unknown): Promise<StaffViewer> {
  const email =
    typeof (rawInput as { email?: unknown })?.email === 'string'
      ? (rawInput as { email: string }).email.trim().toLowerCase()
      : undefined;
  const limitKeys = { ip: context.clientIp, email };
  try {
    await context.rateLimiter.consume(staffSignInRule, limitKeys);
  } catch (error) {
    // The first refusal of an address out of tries is the lock-out: one entry, not one a refused attempt.
    if (email && isFirstRefusal(error, 'email')) await recordLockOut(context, email);
    throw error;
  }
  let input: z.output<typeof signInSchema>;
  try {
    input = parseInput(signInSchema, rawInput);
  } catch (error) {
    await context.rateLimiter.refund(staffSignInRule, limitKeys);
    throw error;
  }
  const [member] = await context.db.select().from(staffMembers).where(eq(staffMembers.email, input.email));
  // A disabled member is refused like a wrong password, at the same cost: nothing tells them apart.
  const enrolled =
    member?.passwordHash && member.totpSecret && member.totpEnrolledAt && !member.disabledAt ? member : null;
  const passwordMatches = enrolled
    ? await verifyPassword(enrolled.passwordHash!, input.password)
    : await verifyDecoyPassword(input.password);
  const secondFactor = enrolled && passwordMatches ? await secondFactorMatches(context, enrolled, input.code) : null;
  if (!enrolled || !secondFactor) {
    await recordAudit(context, {
      staffId: member?.id ?? null,
      action: 'sign-in-failed',
      record: member ? { kind: 'staff', id: member.id } : undefined,
      ip: context.clientIp,
    });
    throw staffError('STAFF_INVALID_CREDENTIALS');
  }
  await context.rateLimiter.refund(staffSignInRule, limitKeys);
  const previous = staffTokenOf(context.config, context.request);
  if (previous) await revokeStaffSession(context, previous);
  const { token, expiresAt } = await createStaffSession(context, enrolled.id);
  setStaffCookie(context, token, expiresAt);
  await recordAudit(context, {
    staffId: enrolled.id,
    action: secondFactor === 'recovery-code' ? 'recovery-code-used' : 'signed-in',
    record: { kind: 'staff', id: enrolled.id },
    ip: context.clientIp,
  });
  context.reply.header('cache-control', 'no-store');
  return { staffId: enrolled.id, email: enrolled.email, role: enrolled.role };
}

async function recordLockOut(context: StaffSignInContext, email: string): Promise<void> {
  const [member] = await context.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  await recordAudit(context, {
    staffId: member?.id ?? null,
    action: 'locked-out',
    record: member ? { kind: 'staff', id: member.id } : undefined,
    ip: context.clientIp,
  });
}

/** Ends this console's session; a session that was live is written to the trail as signed out. */
export async function staffSignOut(context: StaffContext): Promise<boolean> {
  context.reply.header('cache-control', 'no-store');
  const token = staffTokenOf(context.config, context.request);
  if (token) {
    await context.db.transaction(async (transaction) => {
      const staffId = await revokeStaffSession({ db: transaction }, token);
      if (staffId) {
        await recordAudit(
          { db: transaction },
          { staffId, action: 'signed-out', record: { kind: 'staff', id: staffId }, ip: context.clientIp },
        );
      }
    });
  }
  clearStaffCookie(context);
  return true;
}

export interface StaffMemberView {
  id: string;
  email: string;
  role: StaffRole;
  setupComplete: boolean;
  /** Null while the member may sign in. */
  disabledAt: Date | null;
  version: number;
  createdAt: Date;
}

export const asView = (member: StaffMemberRow): StaffMemberView => ({
  id: member.id,
  email: member.email,
  role: member.role,
  setupComplete: member.totpEnrolledAt !== null,
  disabledAt: member.disabledAt,
  version: member.version,
  createdAt: member.createdAt,
});

/** Admins: every member, by address (a small team: at most 500). */
export async function listStaffMembers(context: StaffContext): Promise<StaffMemberView[]> {
  const admin = await requireStaff(context, 'staff');
  const members = await context.db.select().from(staffMembers).orderBy(asc(staffMembers.email)).limit(500);
  await recordAudit(context, { ...actorOf(admin), action: 'staff-listed', ip: context.clientIp });
  return members.map(asView);
}

/** Admins, from the console: the same as `npm run staff:create`. */
export async function createStaffMemberAsAdmin(
  context: StaffContext,
  rawInput: unknown,
): Promise<{ member: StaffMemberView; setupUrl: string }> {
  const admin = await requireStaff(context, 'staff');
  const { member, setupUrl } = await createStaffMember(context, context.config, rawInput, {
    byStaffId: admin.staffId,
    ip: context.clientIp,
  });
  return { member: asView(member), setupUrl };
}

/** Keeps the name a member's work is published under (a medical reviewer's), for their next approval. */
export async function rememberPublicName(
  { db }: { db: Pick<Database, 'update'> },
  staffId: string,
  name: { ar: string; en: string },
): Promise<void> {
  await db.update(staffMembers).set({ publicName: name }).where(eq(staffMembers.id, staffId));
}
