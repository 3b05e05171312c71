import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { InboxItemView } from '../features/inbox/components/inbox-item-view';

/** /staff/inbox/:reference: one contact message or business request, its state, holder and internal note. */
export default function StaffInboxItemPage() {
  const { t } = useTranslation('staff');
  const { reference = '' } = useParams();
  return (
    <StaffFrame title={t('inbox.itemTitle')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission="inbox">
          <InboxItemView reference={reference} viewer={viewer} />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
