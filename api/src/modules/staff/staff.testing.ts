import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app';
import { hashPassword } from '../../security/password-hash';
import { createStaffMember } from './staff-accounts.service';
import { createStaffSession, staffCookieNameFor } from './staff-session.service';
import { staffAuditEvents, staffMembers, staffRecoveryCodes, type AuditAction, type StaffRole } from './staff.table';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './totp';
import { sealTotpSecret } from './totp-secrets';

export interface TestStaffMember {
  staffId: string;
  email: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
  /** A signed-in console: the staff cookie and the CSRF header. */
  headers: Record<string, string>;
}

export const staffPassword = 'Quiet harbour 2026 lantern';

/** The set-up token of a link made by staff:create or staffCreateMember. */
export const tokenOfSetupUrl = (url: string) => new URL(url).hash.replace('#token=', '');

let passwordHash: Promise<string> | null = null;

/**
 * A member as set-up leaves them (password, enrolled TOTP secret, recovery codes), with a live session. Written
 * straight to the tables, one argon2 hash per test file: the set-up itself is tested through GraphQL.
 */
export async function signedInStaff(testApp: TestApp, role: StaffRole): Promise<TestStaffMember> {
  const email = `${role}-${randomBytes(4).toString('hex')}@sakina.example`;
  const { member } = await createStaffMember(
    testApp,
    testApp.config,
    { email, role },
    { byStaffId: null, ip: '127.0.0.1' },
  );
  passwordHash ??= hashPassword(staffPassword);
  const totpSecret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await testApp.db
    .update(staffMembers)
    .set({
      passwordHash: await passwordHash,
      totpSecret: sealTotpSecret(testApp.config, member.id, totpSecret),
      totpEnrolledAt: new Date(),
      setupTokenHash: null,
      setupExpiresAt: null,
    })
    .where(eq(staffMembers.id, member.id));
  await testApp.db
    .insert(staffRecoveryCodes)
    .values(recoveryCodes.map((code) => ({ staffId: member.id, codeHash: hashRecoveryCode(code) })));
  const session = await createStaffSession(testApp, member.id);
  return {
    staffId: member.id,
    email,
    password: staffPassword,
    totpSecret,
    recoveryCodes,
    headers: {
      cookie: `${staffCookieNameFor(testApp.config)}=${session.token}`,
      'x-graphql-csrf': '1',
    },
  };
}

/** The newest audit events, newest first. */
export async function latestAudit(testApp: TestApp, limit = 20) {
  return testApp.db.select().from(staffAuditEvents).orderBy(desc(staffAuditEvents.id)).limit(limit);
}

export async function auditOf(testApp: TestApp, action: AuditAction) {
  return testApp.db.select().from(staffAuditEvents).where(eq(staffAuditEvents.action, action));
}

export const createApiTokenMutation = /* GraphQL */ `
  mutation CreateToken($input: StaffApiTokenInput!) {
    staffCreateApiToken(input: $input) {
      secret
      token {
        id
        name
        scopes
        expiresAt
      }
    }
  }
`;

export interface TestStaffApiToken {
  id: string;
  secret: string;
  /** What a command sends: the token as Bearer, and the CSRF header. */
  headers: Record<string, string>;
}

/** A staff API token the member makes in the console, as the console does (scopes as the schema names them). */
export async function staffApiToken(
  testApp: TestApp,
  member: TestStaffMember,
  scopes: ('REVIEW_READ' | 'REVIEW_DECIDE')[],
  expiresInDays = 30,
): Promise<TestStaffApiToken> {
  const reply = await testApp.graphql<{ staffCreateApiToken: { secret: string; token: { id: string } } }>(
    createApiTokenMutation,
    { input: { name: `token ${randomBytes(3).toString('hex')}`, scopes, expiresInDays } },
    member.headers,
  );
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  const { secret, token } = reply.data!.staffCreateApiToken;
  return { id: token.id, secret, headers: { authorization: `Bearer ${secret}`, 'x-graphql-csrf': '1' } };
}
