import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { LinkButton } from '@sakina/shared/ui';
import { usePendingPasswordReset } from '../features/accounts/api/pending-password-reset';
import { AuthCard, EmailText } from '../features/accounts/components/auth-card';
import { NewPasswordForm } from '../features/accounts/components/new-password-form';
import { AuthLoadFailed, AuthLoading } from '../features/accounts/components/page-states';
import { RedirectNotice } from '../features/accounts/components/redirect-notice';

type PageState = 'setting' | 'changed' | 'no-reset';

export default function NewPasswordPage() {
  const { t } = useTranslation('practitioner');
  const toLocale = useLocalePath();
  const client = useApolloClient();
  const { data, loading, error, refetch } = usePendingPasswordReset();
  const [state, setState] = useState<PageState>('setting');
  const title = t('pages.new-password.title');

  if (state === 'changed') {
    return (
      <AuthCard title={t('accounts.newPassword.changedTitle')} lead={t('accounts.newPassword.changedBody')} focusTitle>
        <RedirectNotice to="/auth/login" linkLabel={t('accounts.newPassword.signIn')} />
      </AuthCard>
    );
  }
  if (loading) return <AuthLoading title={title} />;
  if (error) return <AuthLoadFailed title={title} onRetry={() => void refetch()} />;

  const reset = data?.pendingPasswordReset;
  if (!reset || state === 'no-reset') {
    return (
      <AuthCard
        title={t('accounts.newPassword.noResetTitle')}
        lead={t('accounts.newPassword.noResetBody')}
        focusTitle={state === 'no-reset'}
      >
        <div>
          <LinkButton to={toLocale('/auth/forget-password')} size="large">
            {t('accounts.newPassword.startReset')}
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      lead={
        <Trans
          t={t}
          i18nKey="accounts.newPassword.lead"
          values={{ email: reset.email }}
          components={{ email: <EmailText email={reset.email} /> }}
        />
      }
    >
      <NewPasswordForm
        onChanged={() => {
          // Every session of the account ended: nothing cached about it is true any more.
          void client.clearStore();
          setState('changed');
        }}
        onNoPendingCode={() => setState('no-reset')}
      />
    </AuthCard>
  );
}
