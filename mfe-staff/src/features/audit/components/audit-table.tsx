import { localeFromPath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { AuditEvent } from '../api/get-audit-trail';
import styles from '../../../components/staff.module.css';
import { formatDateTime } from '../../../components/console-dates';

/** One row an event: when, who (or the command line), what, on which record, from where. */
export function AuditTable({ events }: { events: AuditEvent[] }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('audit.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('audit.at')}</th>
          <th scope="col">{t('audit.person')}</th>
          <th scope="col">{t('audit.action')}</th>
          <th scope="col">{t('audit.record')}</th>
          <th scope="col">{t('audit.ip')}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td>{formatDateTime(event.at, locale)}</td>
            <td>
              <span dir="ltr">{event.staffEmail ?? t('audit.commandLine')}</span>
              {event.tokenName ? <> {t('audit.viaToken', { name: event.tokenName })}</> : null}
            </td>
            <td>{t(`actions.${event.action}`)}</td>
            <td>
              {event.recordKind ? t(`recordKinds.${event.recordKind}`) : ''} <span dir="ltr">{event.recordId}</span>
            </td>
            <td dir="ltr">{event.ip}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
