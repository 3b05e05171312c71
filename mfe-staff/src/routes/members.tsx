import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { AddMemberForm } from '../features/members/components/add-member-form';
import { MemberList } from '../features/members/components/member-list';

/** /staff/members: for admins, the staff accounts, and adding one with its one-time set-up link. */
export default function StaffMembersPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('members.title')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission="staff">
          <AddMemberForm />
          <MemberList />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
