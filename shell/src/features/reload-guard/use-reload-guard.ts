import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationEvents } from '../../third-party/mutation-events';
import { createReloadGuard } from './reload-guard';

/**
 * For 10 seconds after any successful submit (contact, newsletter, business request, application steps, account
 * forms) a reload or leaving the page asks first; the server's idempotency keys make a repeat harmless anyway.
 */
export function useReloadGuard(): void {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const guard = createReloadGuard();
    const unsubscribe = mutationEvents.subscribe((operationName) => guard.submitted(operationName));
    const ask = (event: BeforeUnloadEvent) => {
      if (!guard.active()) return;
      event.preventDefault();
      // Browsers show their own wording; those that still show a page's text show this one.
      event.returnValue = t('reloadGuard.message');
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', ask);
    };
  }, [t]);
}
