import { Button, Container } from '@sakina/shared/ui';
import { localeFromPath, localePath } from '@sakina/shared/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useStaffViewer, type StaffViewer } from '../api/get-staff-viewer';
import { useStaffSignOut } from '../api/sign-out';
import { useStaffConsole } from '../state/staff-store';
import { hasPermission } from './permission-gate';
import styles from './staff.module.css';

export interface StaffFrameProps {
  title: string;
  children: (viewer: StaffViewer) => ReactNode;
}

/** Every signed-in console page: the member, the sections their role opens, sign-out, then the page. */
export function StaffFrame({ title, children }: StaffFrameProps) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const navigate = useNavigate();
  const reset = useStaffConsole((state) => state.reset);
  const { data, loading, error } = useStaffViewer();
  const [signOut, { loading: signingOut }] = useStaffSignOut();
  const viewer = data?.staffViewer ?? null;

  async function handleSignOut() {
    await signOut().catch(() => undefined);
    reset();
    navigate(localePath('/staff/sign-in', locale));
  }

  const sections = viewer
    ? [
        { to: '/staff', label: t('nav.queue'), permission: 'applications' },
        { to: '/staff/inbox', label: t('nav.inbox'), permission: 'inbox' },
        { to: '/staff/members', label: t('nav.members'), permission: 'staff' },
        { to: '/staff/audit', label: t('nav.audit'), permission: 'audit' },
        { to: '/staff/listings', label: t('nav.listings'), permission: 'listings' },
        { to: '/staff/faq', label: t('nav.faq'), permission: 'content' },
        { to: '/staff/articles', label: t('nav.articles'), permission: ['content', 'medical-review'] },
        // Every member may keep tokens of their own (those whose role has no operator command see why not).
        { to: '/staff/tokens', label: t('nav.tokens'), permission: null },
      ].filter((section) => section.permission === null || hasPermission(viewer, section.permission))
    : [];

  return (
    <Container className={styles.frame}>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul className={styles.navList}>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink end to={localePath(section.to, locale)} className={styles.navLink}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {viewer ? (
          <div className={styles.viewer}>
            <span>{t('nav.signedInAs', { email: viewer.email, role: t(`roles.${viewer.role}`) })}</span>
            <Button variant="secondary" size="small" onClick={handleSignOut} disabled={signingOut}>
              {t('nav.signOut')}
            </Button>
          </div>
        ) : null}
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {loading && !viewer ? <p aria-busy="true">{t('common.loading')}</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {t('errors.GENERAL')}
        </p>
      ) : null}
      {!loading && !error && !viewer ? (
        <p role="alert" className={styles.error}>
          {t('errors.UNAUTHENTICATED')}{' '}
          <NavLink to={localePath('/staff/sign-in', locale)}>{t('signIn.submit')}</NavLink>
        </p>
      ) : null}
      {viewer ? children(viewer) : null}
    </Container>
  );
}
