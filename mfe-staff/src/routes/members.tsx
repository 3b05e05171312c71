import { useTranslation } from 'react-i18next';
import { StaffFrame } from '../components/staff-frame';
import { AddMemberForm } from '../features/members/components/add-member-form';
import { MemberList } from '../features/members/components/member-list';
import styles from '../components/staff.module.css';

/** /staff/members: for admins, the staff accounts, and adding one with its one-time set-up link. */
export default function StaffMembersPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('members.title')}>
      {(viewer) =>
        // The API refuses the others anyway; they are told so rather than shown a form that cannot work.
        viewer.permissions.includes('staff') ? (
          <>
            <AddMemberForm />
            <MemberList />
          </>
        ) : (
          <p role="alert" className={styles.error}>
            {t('errors.FORBIDDEN')}
          </p>
        )
      }
    </StaffFrame>
  );
}
