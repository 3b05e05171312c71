import { formatNumber } from '@sakina/shared/ui';
import { localePath, useLocale } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../../components/staff.module.css';
import type { ListingRow } from '../api/get-listings';
import { ListingStatusBadge } from './listing-status-badge';
import { formatDate } from '../../../components/console-dates';

/** One row a listing: the name in the page's language links to its form; status, price and last change. */
export function ListingTable({ rows }: { rows: ListingRow[] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('listings.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('listings.name')}</th>
          <th scope="col">{t('listings.status')}</th>
          <th scope="col">{t('listings.price')}</th>
          <th scope="col">{t('listings.updatedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={localePath(`/staff/listings/${row.id}`, locale)}>{row.name[locale]}</Link>
            </th>
            <td>
              <ListingStatusBadge status={row.status} />
            </td>
            <td>
              {row.priceSar === null
                ? t('listings.noPrice')
                : t('listings.priceValue', { price: formatNumber(row.priceSar, locale) })}
            </td>
            <td>{formatDate(row.updatedAt, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
