import { useEffect, useState } from 'react';
import { useNavigate, useRouteError, isRouteErrorResponse } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { locationOf, statusOf } from '@sakina/shared/contracts';
import { LocaleLink, useDocumentTitle, useLocalePath } from '@sakina/shared/navigation';
import { Logo } from '../layouts/logo';
import { BadRequestPage } from './bad-request-page';
import { NotFoundPage } from './not-found-page';
import styles from './error-pages.module.css';

export const errorPageRedirectSeconds = 8;

function statusFromError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return statusOf(error) ?? 500;
}

/**
 * The router's error element: 400 the unreadable-address page, 404 and 410 the not-found page (410: removed), a 301 raised in the browser
 * goes to the new address, everything else the generic error page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = statusFromError(error);
  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);
  const moved = locationOf(error);
  if (moved) return <MovedTo location={moved} />;
  if (status === 400) return <BadRequestPage />;
  return status === 404 || status === 410 ? <NotFoundPage gone={status === 410} /> : <ErrorPage status={status} />;
}

/** A page that moved (a renamed article) reached by a link in the browser: on to its new address. */
function MovedTo({ location }: { location: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(location, { replace: true });
  }, [location, navigate]);
  return null;
}

export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const toLocale = useLocalePath();
  const [secondsLeft, setSecondsLeft] = useState(errorPageRedirectSeconds);
  useDocumentTitle(t('errors.title'), t('brand'));
  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) navigate(toLocale('/'), { replace: true });
  }, [secondsLeft, navigate, toLocale]);
  return (
    <section className={styles.panel} aria-labelledby="error-title">
      <Logo linked={false} />
      <p className={styles.code}>{status}</p>
      <h1 id="error-title" className={styles.title}>
        {t(status === 403 ? 'errors.forbidden' : 'errors.title')}
      </h1>
      <p role="status">{t('errors.redirecting', { count: secondsLeft })}</p>
      <LocaleLink to="/" className={styles.action}>
        {t('errors.goHome')}
      </LocaleLink>
    </section>
  );
}
