import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { AuthCard, EmailText } from '../features/accounts/components/auth-card';
import { ForgetPasswordForm } from '../features/accounts/components/forget-password-form';
import { RedirectNotice } from '../features/accounts/components/redirect-notice';

export default function ForgetPasswordPage() {
  const { t } = useTranslation('practitioner');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const footer = (
    <p>
      <LocaleLink to="/auth/login">{t('accounts.forgot.backToSignIn')}</LocaleLink>
    </p>
  );

  if (sentTo) {
    return (
      <AuthCard
        title={t('accounts.forgot.sentTitle')}
        lead={
          <Trans
            t={t}
            i18nKey="accounts.forgot.sentBody"
            values={{ email: sentTo }}
            components={{ email: <EmailText email={sentTo} /> }}
          />
        }
        focusTitle
        footer={footer}
      >
        <RedirectNotice to="/auth/email-confirmation" linkLabel={t('accounts.forgot.enterCode')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pages.forget-password.title')} lead={t('accounts.forgot.lead')} footer={footer}>
      <ForgetPasswordForm onSent={(pending) => setSentTo(pending.email)} />
    </AuthCard>
  );
}
