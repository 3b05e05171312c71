import { Badge } from '@sakina/shared/ui';
import { localePath, useLocale } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InboxRow } from '../api/get-inbox';
import styles from '../../../components/staff.module.css';
import { formatDateTime } from '../../../components/console-dates';

/** One row a message or request: its reference links to it; kind, sender, when it came, state and holder. */
export function InboxTable({ rows }: { rows: InboxRow[] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('inbox.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('inbox.reference')}</th>
          <th scope="col">{t('inbox.kind')}</th>
          <th scope="col">{t('inbox.sender')}</th>
          <th scope="col">{t('inbox.receivedAt')}</th>
          <th scope="col">{t('inbox.state')}</th>
          <th scope="col">{t('inbox.holder')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.reference}>
            <th scope="row">
              <Link to={localePath(`/staff/inbox/${row.reference}`, locale)}>
                <bdi>{row.reference}</bdi>
              </Link>
            </th>
            <td>{t(`inboxKinds.${row.kind}`)}</td>
            <td>
              <bdi>{row.contact?.name ?? row.business?.institutionName}</bdi>
            </td>
            <td>
              <bdi>{formatDateTime(row.receivedAt, locale)}</bdi>
            </td>
            <td>
              <Badge>{t(`inboxStates.${row.state}`)}</Badge>
            </td>
            <td>{row.holder ? <bdi>{row.holder.email}</bdi> : t('inbox.nobody')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
