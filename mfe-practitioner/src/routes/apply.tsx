import { useTranslation } from 'react-i18next';
import { LocaleLink, useSafeNavigate } from '@sakina/shared/navigation';
import { AuthCard } from '../features/accounts/components/auth-card';
import { RegisterForm } from '../features/accounts/components/register-form';

export default function ApplyPage() {
  const { t } = useTranslation('practitioner');
  const navigate = useSafeNavigate();

  return (
    <AuthCard
      title={t('pages.apply.title')}
      lead={t('accounts.apply.lead')}
      footer={
        <p>
          {t('accounts.apply.haveAccount')} <LocaleLink to="/auth/login">{t('accounts.apply.signIn')}</LocaleLink>
        </p>
      }
    >
      <RegisterForm onRegistered={() => navigate('/auth/email-confirmation', { state: { registered: true } })} />
    </AuthCard>
  );
}
