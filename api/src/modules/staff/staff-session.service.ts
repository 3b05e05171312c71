import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackUrl, type AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { readCookie } from '../../http/read-cookie';
import { hashToken, randomToken } from '../accounts/session.service';
import { cookieMaxAgeMs, isSessionAlive, reviewerSessionPolicy, shouldSlide } from '../../security/session-limits';
import { staffMembers, staffSessions, type StaffRole, type StaffTokenScope } from './staff.table';

/** The limits of people who read applicants' documents, the reviewers': 30 idle minutes, 12 hours in all. */
export const staffSessionPolicy = reviewerSessionPolicy;

/**
 * Its own cookie, never the practitioners' `session`: `__Host-staff-session` (Secure) off loopback, where a
 * sibling subdomain can neither set nor shadow it; `staff-session` on http://127.0.0.1 (browsers refuse `__Host-`
 * without Secure). SameSite=Strict: the console is never entered from another site with its session.
 */
export function staffCookieNameFor(config: Pick<AppConfig, 'publicUrl'>): string {
  return isLoopbackUrl(config.publicUrl) ? 'staff-session' : '__Host-staff-session';
}

function serializeStaffCookie(config: Pick<AppConfig, 'publicUrl'>, value: string, maxAgeMs: number): string {
  return [
    `${staffCookieNameFor(config)}=${value}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`,
    'Path=/',
    'HttpOnly',
    ...(isLoopbackUrl(config.publicUrl) ? [] : ['Secure']),
    'SameSite=Strict',
  ].join('; ');
}

export function setStaffCookie(
  context: { config: Pick<AppConfig, 'publicUrl'>; reply: Pick<FastifyReply, 'header'> },
  token: string,
  expiresAt: Date,
): void {
  context.reply.header('set-cookie', serializeStaffCookie(context.config, token, cookieMaxAgeMs(expiresAt)));
}

export function clearStaffCookie(context: {
  config: Pick<AppConfig, 'publicUrl'>;
  reply: Pick<FastifyReply, 'header'>;
}): void {
  context.reply.header('set-cookie', serializeStaffCookie(context.config, '', 0));
}

export function staffTokenOf(config: Pick<AppConfig, 'publicUrl'>, request: Pick<FastifyRequest, 'headers'>) {
  return readCookie(request, staffCookieNameFor(config));
}

export async function createStaffSession(
  { db }: { db: Database },
  staffId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + staffSessionPolicy.absoluteMs);
  await db.insert(staffSessions).values({ id: hashToken(token), staffId, expiresAt, lastSeenAt: now });
  return { token, expiresAt };
}

/** Ends one session; answers its member when it was live (null: unknown or already ended). */
export async function revokeStaffSession(
  { db }: { db: Pick<Database, 'update'> },
  token: string,
): Promise<string | null> {
  const [ended] = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, hashToken(token)), isNull(staffSessions.revokedAt)))
    .returning({ staffId: staffSessions.staffId });
  return ended?.staffId ?? null;
}

/**
 * Ends every live session of a member at once (disabled, reset, revoked, or any other end of their credentials),
 * but `exceptToken`'s: the next request of each is refused. Answers how many ended.
 */
export async function endStaffSessions(
  { db }: { db: Pick<Database, 'update'> },
  staffId: string,
  { exceptToken }: { exceptToken?: string | null } = {},
): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        ...(exceptToken ? [ne(staffSessions.id, hashToken(exceptToken))] : []),
      ),
    )
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Who is signed in to the console, or acts through a staff API token. */
export interface StaffViewer {
  staffId: string;
  email: string;
  role: StaffRole;
  /** Set when the request came with a staff API token (the command line) rather than the console's cookie. */
  token?: { id: string; name: string; scopes: StaffTokenScope[] };
}

/** The staff member of a token while its session lives; each use slides the idle limit on (at most once a minute). */
export async function resolveStaffSession({ db }: { db: Database }, token: string | null): Promise<StaffViewer | null> {
  if (!token) return null;
  const now = new Date();
  const sessionId = hashToken(token);
  const [row] = await db
    .select({
      staffId: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        // Disabling ends the sessions too; this keeps a disabled member out even of one that slipped through.
        isNull(staffMembers.disabledAt),
      ),
    );
  if (!row) return null;
  if (!isSessionAlive(staffSessionPolicy, row, now)) return null;
  if (shouldSlide(row.lastSeenAt, now)) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, sessionId), lt(staffSessions.lastSeenAt, now)));
  }
  return { staffId: row.staffId, email: row.email, role: row.role };
}

/** Retention: staff sessions that ended (expired or revoked) before `before`, as practitioners' (RETENTION_ENDED_SESSIONS_DAYS). */
export async function purgeEndedStaffSessions({ db }: { db: Database }, before: Date): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, before),
        and(isNotNull(staffSessions.revokedAt), lt(staffSessions.revokedAt, before)),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}
