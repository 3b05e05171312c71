import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { StaffFrame } from '../components/staff-frame';
import { ApplicationView } from '../features/application/components/application-view';

/** /staff/applications/:applicationId: every field, the documents in the page, claim and decide. */
export default function StaffApplicationPage() {
  const { t } = useTranslation('staff');
  const { applicationId = '' } = useParams();
  return (
    <StaffFrame title={t('detail.title')}>
      {(viewer) => <ApplicationView viewer={viewer} applicationId={applicationId} />}
    </StaffFrame>
  );
}
