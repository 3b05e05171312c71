import { useLocalePath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStaffConsole } from '../../../state/staff-store';

/** Back to the inbox list as it was left (its filters and page). */
export function InboxListLink() {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const search = useStaffConsole((store) => store.inboxListSearch);
  return (
    <p>
      <Link to={`${toLocale('/staff/inbox')}${search}`}>{t('inbox.backToList')}</Link>
    </p>
  );
}
