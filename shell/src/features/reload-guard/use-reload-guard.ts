import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mutationEvents } from '../../third-party/mutation-events';
import { createReloadGuard } from './reload-guard';

/**
 * For 10 seconds after any successful submit (contact, newsletter, business request, application steps, account
 * forms) a reload or leaving the page asks first, while the visitor is still on the page of the submit; the server's idempotency keys make a repeat harmless anyway.
 */
export function useReloadGuard(): void {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const guard = useRef(createReloadGuard());

  // A submit that took the visitor to another page (a confirmation, the next step) is not repeated by a reload.
  useEffect(() => {
    guard.current.left();
  }, [pathname]);

  useEffect(() => {
    const unsubscribe = mutationEvents.subscribe((operationName) => guard.current.submitted(operationName));
    const ask = (event: BeforeUnloadEvent) => {
      if (!guard.current.active()) return;
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
