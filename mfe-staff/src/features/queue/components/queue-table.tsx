import { Badge } from '@sakina/shared/ui';
import { localeFromPath, localePath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { QueueRow } from '../api/get-review-queue';
import styles from '../../../components/staff.module.css';
import { formatDate } from '../../../components/console-dates';

/** One row an application: the applicant's name links to it; who holds it, or nobody. */
export function QueueTable({ rows }: { rows: QueueRow[] }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('queue.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('queue.name')}</th>
          <th scope="col">{t('queue.registration')}</th>
          <th scope="col">{t('queue.jobType')}</th>
          <th scope="col">{t('queue.submittedAt')}</th>
          <th scope="col">{t('queue.holder')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name =
            (locale === 'ar' ? row.application.personal?.fullNameAr : row.application.personal?.fullNameEn) ?? row.id;
          return (
            <tr key={row.id}>
              <th scope="row">
                <Link to={localePath(`/staff/applications/${row.id}`, locale)}>{name}</Link>
              </th>
              <td dir="ltr">{row.application.professional?.sfhscRegistrationNumber}</td>
              <td>{row.application.professional ? t(`jobTypes.${row.application.professional.jobType}`) : ''}</td>
              <td>{row.application.submittedAt ? formatDate(row.application.submittedAt, locale) : ''}</td>
              <td>{row.holder ? row.holder.email : <Badge>{t('queue.unheld')}</Badge>}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
