import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LocaleLink, safeReturnPath, useLocale, useSafeNavigate } from '@sakina/shared/navigation';
import { LinkButton } from '@sakina/shared/ui';
import { destinationPath } from '../features/accounts/api/sign-in';
import { useAccountViewer } from '../features/accounts/api/viewer';
import { AuthCard, EmailText } from '../features/accounts/components/auth-card';
import { AuthLoading } from '../features/accounts/components/page-states';
import { RedirectNotice } from '../features/accounts/components/redirect-notice';
import { SignInForm } from '../features/accounts/components/sign-in-form';
import { SignOutButton } from '../features/accounts/components/sign-out-button';

export default function LoginPage() {
  const { t } = useTranslation('practitioner');
  const locale = useLocale();
  const navigate = useSafeNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const viewer = useAccountViewer();
  const [signedInTarget, setSignedInTarget] = useState<string | null>(null);
  const title = t('pages.login.title');

  if (signedInTarget) {
    return (
      <AuthCard title={t('accounts.login.successTitle')} lead={t('accounts.login.successBody')} focusTitle>
        <RedirectNotice to={signedInTarget} linkLabel={t('accounts.login.continue')} />
      </AuthCard>
    );
  }
  if (viewer.loading) return <AuthLoading title={title} />;

  const account = viewer.data?.viewer;
  if (account?.emailConfirmed) {
    return (
      <AuthCard
        title={title}
        lead={
          <Trans
            t={t}
            i18nKey="accounts.login.signedInAs"
            values={{ email: account.email }}
            components={{ email: <EmailText email={account.email} /> }}
          />
        }
      >
        <div>
          <LinkButton to={safeReturnPath(returnTo, locale, '/auth/application')} size="large">
            {t('accounts.login.goOn')}
          </LinkButton>
        </div>
        <div>
          <SignOutButton onSignedOut={() => void viewer.refetch()} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      lead={t('accounts.login.lead')}
      footer={
        <>
          <p>
            <LocaleLink to="/auth/forget-password">{t('accounts.login.forgot')}</LocaleLink>
          </p>
          <p>
            {t('accounts.login.noAccount')} <LocaleLink to="/auth/apply">{t('accounts.login.apply')}</LocaleLink>
          </p>
        </>
      }
    >
      <SignInForm
        onResult={(result) => {
          if (result.status === 'SIGNED_IN') {
            setSignedInTarget(safeReturnPath(returnTo, locale, destinationPath(result.destination)));
            return;
          }
          const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
          navigate(`/auth/email-confirmation${query}`);
        }}
      />
    </AuthCard>
  );
}
