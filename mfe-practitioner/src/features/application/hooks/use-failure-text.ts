import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '@sakina/shared/graphql';

/** The sentence shown above a step for a failure that belongs to no field. */
export function useFailureText(): (failure: Failure) => string {
  const { t } = useTranslation('practitioner');
  return useCallback(
    (failure: Failure) => {
      switch (failure.kind) {
        case 'rate-limited':
          return t('application.errors.rateLimited', { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
        case 'unauthenticated':
          return t('application.errors.signedOut');
        case 'known':
          return failure.code === 'APP_APPLICATION_LOCKED'
            ? t('application.errors.locked')
            : t('application.errors.general');
        case 'fields':
        case 'forbidden':
        case 'general':
          return t('application.errors.general');
        default:
          return failure satisfies never;
      }
    },
    [t],
  );
}
