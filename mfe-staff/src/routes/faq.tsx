import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { FaqEditor } from '../features/faq/components/faq-editor';

/** /staff/faq: for editors, the FAQ's categories and questions, their order and what is published. */
export default function StaffFaqPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('faq.title')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission="content">
          <FaqEditor />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
