import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocalePath, useSafeNavigate } from '@sakina/shared/navigation';
import { LinkButton } from '@sakina/shared/ui';
import { AuthCard } from '../features/accounts/components/auth-card';
import { DeleteAccountForm } from '../features/accounts/components/delete-account-form';
import { clearApplicationDraft } from '../stores/application-draft';

/** Erasing the account after its password; then the confirmation page, signed out. */
export default function DeleteAccountPage() {
  const { t } = useTranslation('practitioner');
  const client = useApolloClient();
  const navigate = useSafeNavigate();
  const toLocale = useLocalePath();

  return (
    <AuthCard
      title={t('pages.delete-account.title')}
      lead={t('accounts.deleteAccount.lead')}
      footer={
        <div>
          <LinkButton to={toLocale('/auth/status')} variant="ghost">
            {t('accounts.deleteAccount.keep')}
          </LinkButton>
        </div>
      }
    >
      <DeleteAccountForm
        onDeleted={() => {
          // Nothing cached or drafted about the account is anyone's any more.
          clearApplicationDraft();
          void client.clearStore();
          navigate('/auth/account-deleted', { replace: true });
        }}
      />
    </AuthCard>
  );
}
