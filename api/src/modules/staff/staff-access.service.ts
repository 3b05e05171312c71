import type { GraphQLContext } from '../../context';
import { staffError } from '../common/staff-errors';
import { resolveStaffSession, staffTokenOf, type StaffViewer } from './staff-session.service';
import type { StaffRole } from './staff.table';

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

export type StaffContext = Pick<GraphQLContext, 'db' | 'config' | 'request' | 'reply' | 'clientIp'>;

// One lookup per request, however many staff fields it selects.
const viewers = new WeakMap<object, Promise<StaffViewer | null>>();

/** The console's signed-in member of this request (staff cookie only), or null. Staff answers are never stored. */
export function staffViewerOf(context: StaffContext): Promise<StaffViewer | null> {
  context.reply.header('cache-control', 'no-store');
  let viewer = viewers.get(context.request);
  if (!viewer) {
    viewer = resolveStaffSession(context, staffTokenOf(context.config, context.request));
    viewers.set(context.request, viewer);
  }
  return viewer;
}

export function hasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/** The signed-in member when their role allows `permission`; else UNAUTHENTICATED or FORBIDDEN. */
export async function requireStaff(context: StaffContext, permission: StaffPermission): Promise<StaffViewer> {
  const viewer = await staffViewerOf(context);
  if (!viewer) throw staffError('UNAUTHENTICATED');
  if (!hasPermission(viewer.role, permission)) throw staffError('FORBIDDEN');
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
  return viewer;
}
