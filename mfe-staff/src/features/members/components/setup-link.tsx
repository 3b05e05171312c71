import { useTranslation } from 'react-i18next';
import { ShownOnce } from '../../../components/shown-once';

/** How long a set-up link works: the API's setupLinkLifetimeMs (staff-accounts.service.ts). */
const setupLinkHours = 72;

/** The one-time link of the member just added: shown this once, to copy and hand over. */
export function SetupLink({ email, url }: { email: string; url: string }) {
  const { t } = useTranslation('staff');
  return (
    <ShownOnce
      id="staff-setup-link"
      title={t('members.linkTitle', { email })}
      note={t('members.linkNote', { hours: setupLinkHours })}
      label={t('members.link')}
      value={url}
      text={{ copy: t('members.copy'), copied: t('members.copied'), copyFailed: t('members.copyFailed') }}
    />
  );
}
