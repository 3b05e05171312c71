import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app';
import { beginStaffSetup, completeStaffSetup, createStaffMember } from './staff-accounts.service';
import { createStaffSession, staffCookieNameFor } from './staff-session.service';
import { staffAuditEvents, type AuditAction, type StaffRole } from './staff.table';
import { totpCode } from './totp';

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

/** A member who finished set-up (password, TOTP, recovery codes), with a live session. */
export async function signedInStaff(testApp: TestApp, role: StaffRole): Promise<TestStaffMember> {
  const email = `${role}-${randomBytes(4).toString('hex')}@sakina.example`;
  const { member, setupUrl } = await createStaffMember(
    testApp.db,
    testApp.config,
    { email, role },
    {
      byStaffId: null,
      ip: '127.0.0.1',
    },
  );
  const token = tokenOfSetupUrl(setupUrl);
  const { totpSecret } = await beginStaffSetup(testApp.db, token);
  const { recoveryCodes } = await completeStaffSetup(testApp.db, {
    token,
    password: staffPassword,
    passwordConfirmation: staffPassword,
    code: totpCode(totpSecret),
  });
  const session = await createStaffSession(testApp.db, member.id);
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
