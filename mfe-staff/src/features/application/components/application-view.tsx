import { Badge } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { StaffViewer } from '../../../api/get-staff-viewer';
import { useApplication } from '../api/get-application';
import { staffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { ApplicationDocuments } from './application-documents';
import { DecisionPanel } from './decision-panel';
import { LicenceCheck } from './licence-check';
import { PersonalInformation } from './personal-information';
import { ProfessionalInformation } from './professional-information';
import { formatDateTime } from '../../../components/console-dates';

/** One application for review: its status, every field, the documents in the page, and the decision. */
export function ApplicationView({ viewer, applicationId }: { viewer: StaffViewer; applicationId: string }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { data, loading, error, refetch } = useApplication(applicationId);
  if (loading && !data) return <p aria-busy="true">{t('common.loading')}</p>;
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {t(`errors.${staffFailure(error).code}`)}
      </p>
    );
  const detail = data?.staffApplication;
  if (!detail)
    return (
      <p role="alert" className={styles.error}>
        {t('errors.NOT_FOUND')}
      </p>
    );
  const { personal, professional } = detail.application;
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : '');
  const registrationDocument = detail.documents.find((document) => document.kind === 'CLASSIFICATION');

  return (
    <>
      <p>
        <Badge>{t(`status.${detail.application.status}`)}</Badge>{' '}
        {t('detail.submittedAt', { date: date(detail.application.submittedAt) })}
      </p>
      {detail.application.rejectionReason ? (
        <p>{t('detail.rejectionReason', { reason: detail.application.rejectionReason })}</p>
      ) : null}
      <div className={styles.columns}>
        <PersonalInformation personal={personal} applicantEmail={detail.application.applicantEmail} />
        <ProfessionalInformation professional={professional} />
      </div>
      <LicenceCheck personal={personal} professional={professional} registrationDocument={registrationDocument} />
      <ApplicationDocuments documents={detail.documents.filter((document) => document !== registrationDocument)} />
      <DecisionPanel detail={detail} viewer={viewer} onDone={() => void refetch()} />
    </>
  );
}
