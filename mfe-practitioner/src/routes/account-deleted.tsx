import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { LinkButton } from '@sakina/shared/ui';
import { AuthCard } from '../features/accounts/components/auth-card';

/** Where an erased account ends: said plainly, with the way home. */
export default function AccountDeletedPage() {
  const { t } = useTranslation('practitioner');
  const toLocale = useLocalePath();
  return (
    <AuthCard
      title={t('accounts.deleteAccount.deletedTitle')}
      lead={t('accounts.deleteAccount.deletedBody')}
      focusTitle
    >
      <div>
        <LinkButton to={toLocale('/')} size="large">
          {t('accounts.deleteAccount.home')}
        </LinkButton>
      </div>
    </AuthCard>
  );
}
