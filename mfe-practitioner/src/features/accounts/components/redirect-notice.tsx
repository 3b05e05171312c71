import { useTranslation } from 'react-i18next';
import { LinkButton } from '@sakina/shared/ui';
import { useLocalePath } from '@sakina/shared/navigation';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';

export interface RedirectNoticeProps {
  /** An app path ('/auth/application') or one already in the page's locale. */
  to: string;
  /** The link's text, e.g. 'Go to your application now'. */
  linkLabel: string;
}

/** The visible 5-second countdown before the page moves on, with a link to go at once. */
export function RedirectNotice({ to, linkLabel }: RedirectNoticeProps) {
  const { t } = useTranslation('practitioner');
  const toLocale = useLocalePath();
  const remaining = useRedirectCountdown(to);

  return (
    <>
      <p>{t('accounts.redirect.countdown', { count: remaining })}</p>
      <div>
        <LinkButton to={toLocale(to)} replace size="large">
          {linkLabel}
        </LinkButton>
      </div>
    </>
  );
}
