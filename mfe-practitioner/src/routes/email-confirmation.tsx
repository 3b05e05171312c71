import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SignInDestination } from '@sakina/shared/graphql';
import { LocaleLink, safeReturnPath, useLocale, useLocalePath, useSafeNavigate } from '@sakina/shared/navigation';
import { LinkButton } from '@sakina/shared/ui';
import { usePendingConfirmation } from '../features/accounts/api/pending-confirmation';
import { destinationPath } from '../features/accounts/api/sign-in';
import { AuthCard, authStyles, EmailText } from '../features/accounts/components/auth-card';
import { CodeForm } from '../features/accounts/components/code-form';
import { AuthLoadFailed, AuthLoading } from '../features/accounts/components/page-states';
import { RedirectNotice } from '../features/accounts/components/redirect-notice';
import { ResendCodeButton } from '../features/accounts/components/resend-code-button';

type PageState =
  { kind: 'entering' } | { kind: 'confirmed'; destination: SignInDestination | null } | { kind: 'no-code' };

export default function EmailConfirmationPage() {
  const { t } = useTranslation('practitioner');
  const locale = useLocale();
  const navigate = useSafeNavigate();
  const toLocale = useLocalePath();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { data, loading, error, refetch } = usePendingConfirmation();
  const [state, setState] = useState<PageState>({ kind: 'entering' });
  const title = t('pages.email-confirmation.title');
  const justRegistered = (location.state as { registered?: boolean } | null)?.registered === true;

  if (state.kind === 'confirmed') {
    const target = safeReturnPath(searchParams.get('returnTo'), locale, destinationPath(state.destination));
    return (
      <AuthCard title={t('accounts.confirm.registeredTitle')} lead={t('accounts.confirm.registeredBody')} focusTitle>
        <RedirectNotice
          to={target}
          linkLabel={
            state.destination === 'STATUS' ? t('accounts.confirm.toStatus') : t('accounts.confirm.toApplication')
          }
        />
      </AuthCard>
    );
  }
  if (loading) return <AuthLoading title={title} />;
  if (error) return <AuthLoadFailed title={title} onRetry={() => void refetch()} />;

  const pending = data?.pendingConfirmation;
  if (!pending || state.kind === 'no-code') {
    return (
      <AuthCard
        title={t('accounts.confirm.noPendingTitle')}
        lead={t('accounts.confirm.noPendingBody')}
        focusTitle={state.kind === 'no-code'}
      >
        <div>
          <LinkButton to={toLocale('/auth/login')} size="large">
            {t('accounts.confirm.signIn')}
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  const leadKey = pending.purpose === 'RESET_PASSWORD' ? 'accounts.confirm.resetLead' : 'accounts.confirm.lead';
  return (
    <AuthCard
      title={title}
      lead={
        <Trans
          t={t}
          i18nKey={leadKey}
          values={{ email: pending.email }}
          components={{ email: <EmailText email={pending.email} /> }}
        />
      }
      footer={
        <>
          <p>{t('accounts.confirm.spamHint')}</p>
          <p>
            <LocaleLink to="/auth/login">{t('accounts.confirm.signIn')}</LocaleLink>
          </p>
        </>
      }
    >
      {justRegistered && pending.purpose === 'CONFIRM_EMAIL' && (
        <p role="status" className={authStyles.notice}>
          {t('accounts.confirm.created')}
        </p>
      )}
      <CodeForm
        onConfirmed={(result) => {
          if (result.purpose === 'RESET_PASSWORD') navigate('/auth/new-password', { replace: true });
          else setState({ kind: 'confirmed', destination: result.destination });
        }}
        onNoPendingCode={() => setState({ kind: 'no-code' })}
      />
      <ResendCodeButton
        availableInSeconds={pending.resendAvailableInSeconds}
        onNoPendingCode={() => setState({ kind: 'no-code' })}
      />
    </AuthCard>
  );
}
