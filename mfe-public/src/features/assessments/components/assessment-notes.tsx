import { useTranslation } from 'react-i18next';
import styles from './assessments.module.css';

/** What every visitor reads before starting: adults only, not a diagnosis, nothing leaves the device. */
export function AssessmentNotes() {
  const { t } = useTranslation('public');
  return (
    <ul className={styles.notes} aria-label={t('assessments.list.notesLabel')}>
      <li>{t('assessments.list.adults')}</li>
      <li>{t('assessments.list.notDiagnosis')}</li>
      <li>{t('assessments.list.deviceOnly')}</li>
    </ul>
  );
}
