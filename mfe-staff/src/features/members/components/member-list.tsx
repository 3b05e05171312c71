import { Badge, Button } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStaffMembers, type StaffMember } from '../api/get-staff-members';
import { ListState } from '../../../components/list-parts';
import styles from '../../../components/staff.module.css';
import { formatDate } from '../../../components/console-dates';
import { MemberActions } from './member-actions';

function MemberStatus({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  if (member.disabledAt) return <Badge tone="danger">{t('members.disabled')}</Badge>;
  return (
    <Badge tone={member.setupComplete ? 'success' : 'warning'}>
      {member.setupComplete ? t('members.setupComplete') : t('members.setupPending')}
    </Badge>
  );
}

/** Every staff account: its role, its state and the day it was added; an admin manages one at a time. */
export function MemberList() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { data, loading, error, refetch } = useStaffMembers();
  const members = data?.staffMembers;
  const [managedId, setManagedId] = useState<string | null>(null);
  const managed = members?.find((member) => member.id === managedId);
  const manageButtons = useRef(new Map<string, HTMLButtonElement>());

  function close(id: string) {
    setManagedId(null);
    // Back where the admin was, rather than at the top of the page.
    manageButtons.current.get(id)?.focus();
  }

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
              <th scope="col">{t('members.status')}</th>
              <th scope="col">{t('members.createdAt')}</th>
              <th scope="col">{t('members.actionsColumn')}</th>
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
                  <MemberStatus member={member} />
                </td>
                <td>{formatDate(member.createdAt, locale)}</td>
                <td>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    aria-label={t('members.manage', { email: member.email })}
                    aria-expanded={member.id === managedId}
                    aria-controls={member.id === managedId ? 'staff-member-actions' : undefined}
                    ref={(button) => {
                      if (button) manageButtons.current.set(member.id, button);
                      else manageButtons.current.delete(member.id);
                    }}
                    onClick={() => setManagedId(member.id === managedId ? null : member.id)}
                  >
                    {t('members.manageShort')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {managed ? (
        <MemberActions
          key={managed.id}
          member={managed}
          onStale={() => void refetch()}
          onClose={() => close(managed.id)}
        />
      ) : null}
    </>
  );
}
