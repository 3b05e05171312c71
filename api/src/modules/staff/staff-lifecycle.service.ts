import { asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { staffError } from '../common/staff-errors';
import { recordAudit } from './audit.service';
import { requireStaff, requireStaffMember, type StaffContext } from './staff-access.service';
import { asView, newSetupLink, setupUrlOf, staffRoles, type StaffMemberView } from './staff-accounts.service';
import { endStaffSessions, staffTokenOf } from './staff-session.service';
import { staffMembers, staffRecoveryCodes, type AuditAction, type StaffMemberRow } from './staff.table';

const memberSchema = z.object({ id: z.uuid({ error: 'invalid' }) });
const versionedMemberSchema = memberSchema.extend({ version: z.int({ error: 'invalid' }).min(1, 'invalid') });
const roleChangeSchema = versionedMemberSchema.extend({ role: z.enum(staffRoles, { error: 'option_invalid' }) });

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type MemberValues = Partial<typeof staffMembers.$inferInsert>;

/** An admin who can sign in: the console needs one at all times. */
const isWorkingAdmin = (member: Pick<StaffMemberRow, 'role' | 'disabledAt' | 'totpEnrolledAt'>) =>
  member.role === 'admin' && member.disabledAt === null && member.totpEnrolledAt !== null;

interface MemberChange {
  action: AuditAction;
  /** The new values; throws STAFF_STATE_INVALID when the member's state does not allow the change. */
  values: (member: StaffMemberRow) => MemberValues;
  /** What else goes with it, in the same transaction (the member's sessions ended, their recovery codes gone). */
  alongside?: (transaction: Transaction, member: StaffMemberRow) => Promise<void>;
}

/**
 * One admin's change to a member, under the version the admin saw (else STAFF_MEMBER_CONFLICT), refused with
 * STAFF_LAST_ADMIN when it would leave no working admin. The admins' rows are locked for the check, so two admins
 * disabling each other at once cannot both pass it.
 */
async function changeMember(context: StaffContext, rawInput: unknown, change: MemberChange): Promise<StaffMemberView> {
  const admin = await requireStaff(context, 'staff');
  const { id, version } = parseInput(versionedMemberSchema, rawInput);
  return context.db.transaction(async (transaction) => {
    const locked = await transaction
      .select()
      .from(staffMembers)
      .where(or(eq(staffMembers.id, id), eq(staffMembers.role, 'admin')))
      .orderBy(asc(staffMembers.id))
      .for('update');
    const member = locked.find((row) => row.id === id);
    if (!member) throw staffError('NOT_FOUND');
    if (member.version !== version) throw staffError('STAFF_MEMBER_CONFLICT');
    const values = change.values(member);
    const otherAdmins = locked.filter((row) => row.id !== id && isWorkingAdmin(row));
    if (isWorkingAdmin(member) && !isWorkingAdmin({ ...member, ...values }) && otherAdmins.length === 0) {
      throw staffError('STAFF_LAST_ADMIN');
    }
    const [changed] = await transaction
      .update(staffMembers)
      .set({ ...values, version: member.version + 1 })
      .where(eq(staffMembers.id, id))
      .returning();
    await change.alongside?.(transaction, member);
    await recordAudit(
      { db: transaction },
      { staffId: admin.staffId, action: change.action, record: { kind: 'staff', id }, ip: context.clientIp },
    );
    return asView(changed!);
  });
}

const endSessions = (transaction: Transaction, member: StaffMemberRow) =>
  endStaffSessions({ db: transaction }, member.id).then(() => undefined);

/**
 * Admins: the member's sessions end at once, their set-up link stops working, and signing in is refused like
 * wrong credentials, until an admin enables them again.
 */
export function disableStaffMember(context: StaffContext, rawInput: unknown): Promise<StaffMemberView> {
  return changeMember(context, rawInput, {
    action: 'staff-disabled',
    values: (member) => {
      if (member.disabledAt) throw staffError('STAFF_STATE_INVALID');
      return { disabledAt: new Date(), setupTokenHash: null, setupExpiresAt: null };
    },
    alongside: endSessions,
  });
}

/** Admins: signing in works again with the member's own password and app (a reset gives a new set-up link). */
export function enableStaffMember(context: StaffContext, rawInput: unknown): Promise<StaffMemberView> {
  return changeMember(context, rawInput, {
    action: 'staff-enabled',
    values: (member) => {
      if (!member.disabledAt) throw staffError('STAFF_STATE_INVALID');
      return { disabledAt: null };
    },
  });
}

/** Admins: the member's sessions go on, with the new role's rights from their next request. */
export async function changeStaffRole(context: StaffContext, rawInput: unknown): Promise<StaffMemberView> {
  await requireStaff(context, 'staff');
  const { role } = parseInput(roleChangeSchema, rawInput);
  return changeMember(context, rawInput, { action: 'staff-role-changed', values: () => ({ role }) });
}

/**
 * Admins: password, TOTP secret and recovery codes are cleared and the sessions end, so only the new one-time
 * set-up link (answered here, as staff:create does) lets the member in again.
 */
export async function resetStaffMember(
  context: StaffContext,
  rawInput: unknown,
): Promise<{ member: StaffMemberView; setupUrl: string }> {
  const { token, setup } = newSetupLink();
  const member = await changeMember(context, rawInput, {
    action: 'staff-reset',
    values: (current) => {
      // A disabled member cannot use a set-up link: enable them first.
      if (current.disabledAt) throw staffError('STAFF_STATE_INVALID');
      return { passwordHash: null, totpSecret: null, totpEnrolledAt: null, lastTotpStep: null, ...setup };
    },
    alongside: async (transaction, current) => {
      await transaction.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, current.id));
      await endSessions(transaction, current);
    },
  });
  return { member, setupUrl: setupUrlOf(context.config, token) };
}

/** Admins: ends every session of a member (anyone's, their own included). Answers how many ended. */
export async function endSessionsOfStaffMember(context: StaffContext, rawInput: unknown): Promise<number> {
  const admin = await requireStaff(context, 'staff');
  const { id } = parseInput(memberSchema, rawInput);
  return context.db.transaction(async (transaction) => {
    const [member] = await transaction
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.id, id));
    if (!member) throw staffError('NOT_FOUND');
    const ended = await endStaffSessions({ db: transaction }, id);
    await recordAudit(
      { db: transaction },
      { staffId: admin.staffId, action: 'sessions-revoked', record: { kind: 'staff', id }, ip: context.clientIp },
    );
    return ended;
  });
}

/** Any signed-in member: ends their sessions on other devices, keeping this one. Answers how many ended. */
export async function endMyOtherStaffSessions(context: StaffContext): Promise<number> {
  // The console's own sessions: a staff API token (the command line) may not end them.
  const viewer = await requireStaffMember(context);
  return context.db.transaction(async (transaction) => {
    const ended = await endStaffSessions({ db: transaction }, viewer.staffId, {
      exceptToken: staffTokenOf(context.config, context.request),
    });
    await recordAudit(
      { db: transaction },
      {
        staffId: viewer.staffId,
        action: 'sessions-revoked',
        record: { kind: 'staff', id: viewer.staffId },
        ip: context.clientIp,
      },
    );
    return ended;
  });
}
