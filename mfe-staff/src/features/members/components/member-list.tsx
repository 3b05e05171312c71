import { Badge } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStaffMembers } from '../api/get-staff-members';
import { ListState } from '../../../components/list-parts';
import styles from '../../../components/staff.module.css';
import { formatDate } from '../../../components/console-dates';

/** Every staff account: its role, whether its set-up is finished, and the day it was added. */
export function MemberList() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { data, loading, error } = useStaffMembers();
  const members = data?.staffMembers;

  return (
    <>
      <ListState
        loading={loading}
        error={error}
        count={members ? t('members.count', { count: members.length }) : undefined}
      />
      {members && members.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('members.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('members.email')}</th>
              <th scope="col">{t('members.role')}</th>
              <th scope="col">{t('members.setup')}</th>
              <th scope="col">{t('members.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  <span dir="ltr">{member.email}</span>
                </th>
                <td>{t(`roles.${member.role}`)}</td>
                <td>
                  <Badge tone={member.setupComplete ? 'success' : 'warning'}>
                    {member.setupComplete ? t('members.setupComplete') : t('members.setupPending')}
                  </Badge>
                </td>
                <td>{formatDate(member.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
