import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { InboxList } from '../features/inbox/components/inbox-list';

/** /staff/inbox: contact messages and business requests, a row each, filtered and paged by the address. */
export default function StaffInboxPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('inbox.title')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission="inbox">
          <InboxList />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
