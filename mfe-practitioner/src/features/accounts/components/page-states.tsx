import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner } from '@sakina/shared/ui';
import { AuthCard } from './auth-card';

/** While a page asks the API what state the visitor is in. */
export function AuthLoading({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <Spinner size="large" />
    </AuthCard>
  );
}

/** The page's own query failed: say so, and offer to try again. */
export function AuthLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('practitioner');
  return (
    <AuthCard title={title}>
      <ErrorState message={t('accounts.loadFailed')} onRetry={onRetry} />
    </AuthCard>
  );
}
