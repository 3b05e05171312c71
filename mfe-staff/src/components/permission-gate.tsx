import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffViewer } from '../api/get-staff-viewer';
import styles from './staff.module.css';

interface PermissionGateProps {
  viewer: StaffViewer;
  /**
   * One of `viewer.permissions` (applications, inbox, staff, audit, content, listings, medical-review), or several:
   * any of them opens the page.
   */
  permission: string | readonly string[];
  children: ReactNode;
}

/** Whether the viewer's role has the permission, or one of the permissions. */
export const hasPermission = (viewer: StaffViewer, permission: string | readonly string[]) =>
  (typeof permission === 'string' ? [permission] : permission).some((one) => viewer.permissions.includes(one));

/** A page's content for members whose role allows it; the others are told so instead of meeting a refusal later. */
export function PermissionGate({ viewer, permission, children }: PermissionGateProps) {
  const { t } = useTranslation('staff');
  if (hasPermission(viewer, permission)) return children;
  return (
    <p role="alert" className={styles.error}>
      {t('errors.FORBIDDEN')}
    </p>
  );
}
