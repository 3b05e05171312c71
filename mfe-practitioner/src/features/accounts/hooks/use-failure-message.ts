import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '@sakina/shared/graphql';

/** The sentence a form shows above its fields for a failure that belongs to no field. */
export function useFailureMessage(): (failure: Failure) => string {
  const { t } = useTranslation('practitioner');
  return useCallback(
    (failure: Failure) => {
      switch (failure.kind) {
        case 'rate-limited':
          return t('accounts.errors.rateLimited', { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
        case 'known':
          if (failure.code === 'APP_INVALID_CREDENTIALS') return t('accounts.errors.invalidCredentials');
          if (failure.code === 'APP_NO_PENDING_CODE') return t('accounts.errors.noPendingCode');
          return t('accounts.errors.general');
        case 'fields':
        case 'unauthenticated':
        case 'forbidden':
        case 'general':
          return t('accounts.errors.general');
        default:
          return failure satisfies never;
      }
    },
    [t],
  );
}
