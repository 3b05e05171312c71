import type { GraphQLContext } from '../../context';
import { defineRateLimitRule } from '../../rate-limit/rules';
import { staffError } from '../common/staff-errors';
import { bearerStaffTokenOf, resolveStaffApiToken } from './staff-api-token-auth';
import { resolveStaffSession, staffTokenOf, type StaffViewer } from './staff-session.service';
import type { StaffRole, StaffTokenScope } from './staff.table';

/** What each role may do: the least access each needs. Admins may do everything. */
export type StaffPermission =
  | 'applications'
  | 'inbox'
  | 'staff'
  | 'audit'
  /** Write articles, news and the FAQ, and send them to review, schedule, publish and unpublish them. */
  | 'content'
  /** Edit, publish and unlist practitioners' listings. */
  | 'listings'
  /** Approve health content for publication (the page names the reviewer). */
  | 'medical-review';

export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  reviewer: ['applications'],
  support: ['inbox'],
  editor: ['content', 'listings'],
  medical_reviewer: ['medical-review'],
  admin: ['applications', 'inbox', 'staff', 'audit', 'content', 'listings', 'medical-review'],
};

/** The scopes of staff API tokens and the permission each needs of the member's role. */
export const staffTokenScopePermissions: Record<StaffTokenScope, StaffPermission> = {
  'review:read': 'applications',
  'review:decide': 'applications',
};

export const staffTokenScopes = Object.keys(staffTokenScopePermissions) as StaffTokenScope[];

/** The scopes a member of `role` may give a token (and that a token of theirs keeps while the role allows). */
export function tokenScopesOfRole(role: StaffRole): StaffTokenScope[] {
  return staffTokenScopes.filter((scope) => hasPermission(role, staffTokenScopePermissions[scope]));
}

/** Requests with a wrong, expired or revoked staff API token: 10 per client in 15 minutes, as for other keys. */
export const staffTokenRefusedRule = defineRateLimitRule('staff-token-refused', {
  perIp: { points: 10, durationSeconds: 15 * 60 },
});

export type StaffContext = Pick<GraphQLContext, 'db' | 'config' | 'request' | 'reply' | 'clientIp' | 'rateLimiter'>;

/**
 * The member of a request: a staff API token (`Authorization: Bearer sakina_staff_…`, its scopes narrowed to the
 * member's current role) or else the console's cookie. A client past its wrong tokens is refused before its
 * token is looked up (RATE_LIMITED).
 */
export async function resolveStaffRequest(
  context: Pick<StaffContext, 'db' | 'config' | 'request' | 'clientIp' | 'rateLimiter'>,
): Promise<StaffViewer | null> {
  const bearer = bearerStaffTokenOf(context.request);
  if (!bearer) return resolveStaffSession(context, staffTokenOf(context.config, context.request));
  await context.rateLimiter.check(staffTokenRefusedRule, { ip: context.clientIp });
  const viewer = await resolveStaffApiToken(context, bearer, context.clientIp);
  if (!viewer?.token) {
    await context.rateLimiter.consume(staffTokenRefusedRule, { ip: context.clientIp });
    return null;
  }
  const allowed = tokenScopesOfRole(viewer.role);
  return {
    ...viewer,
    token: { ...viewer.token, scopes: viewer.token.scopes.filter((scope) => allowed.includes(scope)) },
  };
}

// One lookup per request, however many staff fields it selects.
const viewers = new WeakMap<object, Promise<StaffViewer | null>>();

/** The member of this request (console cookie or staff API token), or null. Staff answers are never stored. */
export function staffViewerOf(context: StaffContext): Promise<StaffViewer | null> {
  context.reply.header('cache-control', 'no-store');
  let viewer = viewers.get(context.request);
  if (!viewer) {
    viewer = resolveStaffRequest(context);
    viewers.set(context.request, viewer);
  }
  return viewer;
}

export function hasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/**
 * `viewer` when their role allows `permission` and, acting through a token, the token holds `scope`; else
 * UNAUTHENTICATED, FORBIDDEN or STAFF_TOKEN_SCOPE_MISSING. Operations without a scope are the console's only.
 */
export function authorizeStaff(
  viewer: StaffViewer | null,
  permission: StaffPermission,
  scope?: StaffTokenScope,
): StaffViewer {
  if (!viewer) throw staffError('UNAUTHENTICATED');
  if (!hasPermission(viewer.role, permission)) throw staffError('FORBIDDEN');
  if (viewer.token) {
    if (!scope) throw staffError('FORBIDDEN');
    if (!viewer.token.scopes.includes(scope)) throw staffError('STAFF_TOKEN_SCOPE_MISSING');
  }
  return viewer;
}

/** The member when their role allows `permission` (and their token `scope`); else UNAUTHENTICATED or FORBIDDEN. */
export async function requireStaff(
  context: StaffContext,
  permission: StaffPermission,
  scope?: StaffTokenScope,
): Promise<StaffViewer> {
  return authorizeStaff(await staffViewerOf(context), permission, scope);
}

/** The signed-in member of the console (never a token): what every member may do for themself. */
export async function requireStaffMember(context: StaffContext): Promise<StaffViewer> {
  const viewer = await staffViewerOf(context);
  if (!viewer) throw staffError('UNAUTHENTICATED');
  if (viewer.token) throw staffError('FORBIDDEN');
  return viewer;
}

/** The signed-in member when their role allows one of `permissions` (an editor or a medical reviewer reading). */
export async function requireStaffWithAny(
  context: StaffContext,
  permissions: readonly StaffPermission[],
): Promise<StaffViewer> {
  const viewer = await staffViewerOf(context);
  if (!viewer) throw staffError('UNAUTHENTICATED');
  if (!permissions.some((permission) => hasPermission(viewer.role, permission))) throw staffError('FORBIDDEN');
  if (viewer.token) throw staffError('FORBIDDEN');
  return viewer;
}
