import { useTranslation } from 'react-i18next';
import { staffFailure } from './staff-error';
import styles from './staff.module.css';

/** What a record's page says while the record loads, or why there is none to show. */
export function RecordState({ loading, error }: { loading: boolean; error: unknown }) {
  const { t } = useTranslation('staff');
  if (loading) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <p role="alert" className={styles.error}>
      {t(`errors.${error ? staffFailure(error).code : 'NOT_FOUND'}`)}
    </p>
  );
}
