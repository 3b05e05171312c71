import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import styles from './assessments.module.css';

/** What every visitor reads before starting: adults only, not a diagnosis, nothing leaves the device (and where that is said in full). */
export function AssessmentNotes() {
  const { t } = useTranslation('public');
  return (
    <ul className={styles.notes} aria-label={t('assessments.list.notesLabel')}>
      <li>{t('assessments.list.adults')}</li>
      <li>{t('assessments.list.notDiagnosis')}</li>
      <li>
        {t('assessments.list.deviceOnly')}{' '}
        <LocaleLink to="/test-privacy">{t('assessments.list.privacyLink')}</LocaleLink>
      </li>
    </ul>
  );
}
