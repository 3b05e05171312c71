import { useTranslation } from 'react-i18next';
import { StaffFrame } from '../components/staff-frame';
import { InboxList } from '../features/inbox/components/inbox-list';

/** /staff/inbox: contact messages and business requests, their state, holder and internal note. */
export default function StaffInboxPage() {
  const { t } = useTranslation('staff');
  return <StaffFrame title={t('inbox.title')}>{(viewer) => <InboxList viewer={viewer} />}</StaffFrame>;
}
