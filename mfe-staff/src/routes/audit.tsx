import { useTranslation } from 'react-i18next';
import { StaffFrame } from '../components/staff-frame';
import { AuditTrail } from '../features/audit/components/audit-trail';

/** /staff/audit: for admins, the audit trail by person and record. */
export default function StaffAuditPage() {
  const { t } = useTranslation('staff');
  return <StaffFrame title={t('audit.title')}>{() => <AuditTrail />}</StaffFrame>;
}
