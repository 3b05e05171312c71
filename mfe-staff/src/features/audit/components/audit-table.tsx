import { localeFromPath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { AuditEvent } from '../api/get-audit-trail';
import styles from '../../../components/staff.module.css';
import { formatDateTime } from '../../../components/console-dates';

const applicantActions: readonly string[] = ['ACCOUNT_DATA_EXPORTED', 'ACCOUNT_ERASED'];
const signInActions: readonly string[] = ['SIGN_IN_FAILED', 'LOCKED_OUT'];

/** Who acted: a member, a consultation app's service key, the applicant, an unknown address, or the command line. */
function ActorOf({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('staff');
  if (event.staffEmail) return <span dir="ltr">{event.staffEmail}</span>;
  if (event.serviceKey) return <>{t('audit.serviceKey', { key: event.serviceKey })}</>;
  if (applicantActions.includes(event.action)) return <>{t('audit.applicant')}</>;
  if (signInActions.includes(event.action)) return <>{t('audit.unknownAddress')}</>;
  return <>{t('audit.commandLine')}</>;
}

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
              <ActorOf event={event} />
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
