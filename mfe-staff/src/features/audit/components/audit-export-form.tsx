import { Button, TextField } from '@sakina/shared/ui';
import { todayIso } from '@sakina/shared/validation';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';

/** The CSV export's address on this site (the API's staff file route). */
const exportPath = '/files/staff/audit.csv';

/**
 * An admin's copy of the trail for a period, as CSV: a plain GET form the server answers with the file (or, for days
 * it refuses, their message in the console's language).
 */
export function AuditExportForm() {
  const { t, i18n } = useTranslation('staff');
  // Riyadh days, as the server reads them.
  const now = new Date();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  return (
    <form method="get" action={exportPath} aria-label={t('audit.export.title')} className={styles.filters}>
      <input type="hidden" name="locale" value={i18n.language === 'ar' ? 'ar' : 'en'} />
      <TextField type="date" name="from" label={t('audit.export.from')} defaultValue={todayIso(monthAgo)} required />
      <TextField type="date" name="to" label={t('audit.export.to')} defaultValue={todayIso(now)} required />
      <Button type="submit">{t('audit.export.download')}</Button>
    </form>
  );
}
