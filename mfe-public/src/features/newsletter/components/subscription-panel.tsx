import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFailure, type NewsletterStatus } from '@sakina/shared/graphql';
import { useDocumentTitle, useLocalePath } from '@sakina/shared/navigation';
import { Button, CheckIcon, ErrorState, LinkButton, Skeleton } from '@sakina/shared/ui';
import { useNewsletterSubscription } from '../api/get-newsletter-subscription';
import { useResubscribeNewsletter } from '../api/resubscribe-newsletter';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import styles from './subscription-panel.module.css';

export type LinkProblem = 'invalid' | 'rate-limited';

type View =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'invalid' }
  | { kind: 'rate-limited' }
  | { kind: 'status'; status: NewsletterStatus; changedHere: boolean };

type ActionError = 'general' | 'rate-limited' | null;

/** The page's heading; the document title follows it, so the title never says something the page does not. */
function Heading({ children, focus = false }: { children: string; focus?: boolean }) {
  const { t } = useTranslation('public');
  const ref = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(children, t('brand', { ns: 'shell' }));
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, children]);
  return (
    <h1 ref={ref} tabIndex={focus ? -1 : undefined} className={styles.title}>
      {children}
    </h1>
  );
}

/**
 * Where the unsubscribe link lands (the API has already unsubscribed): confirms, and offers a resubscribe
 * button that works; also handles a link opened again later, or a broken one.
 */
export function SubscriptionPanel({ token, problem }: { token: string | null; problem: LinkProblem | null }) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const query = useNewsletterSubscription(problem ? null : token);
  const [resubscribe, resubscribing] = useResubscribeNewsletter();
  const [unsubscribe, unsubscribing] = useUnsubscribeNewsletter();
  const [changed, setChanged] = useState<NewsletterStatus | null>(null);
  const [actionError, setActionError] = useState<ActionError>(null);

  let view: View;
  if (problem === 'rate-limited') view = { kind: 'rate-limited' };
  else if (problem === 'invalid' || !token) view = { kind: 'invalid' };
  else if (changed) view = { kind: 'status', status: changed, changedHere: true };
  else if (query.error && !query.loading) view = { kind: 'error' };
  else if (query.loading || !query.data) view = { kind: 'loading' };
  else if (!query.data.newsletterSubscription) view = { kind: 'invalid' };
  else view = { kind: 'status', status: query.data.newsletterSubscription.status, changedHere: false };

  async function change(next: NewsletterStatus) {
    if (!token) return;
    setActionError(null);
    try {
      const result =
        next === 'SUBSCRIBED'
          ? (await resubscribe({ variables: { token } })).data?.resubscribeNewsletter
          : (await unsubscribe({ variables: { token } })).data?.unsubscribeNewsletter;
      if (!result) throw new Error('No subscription returned');
      setChanged(result.status);
    } catch (error) {
      setActionError(toFailure(error).kind === 'rate-limited' ? 'rate-limited' : 'general');
    }
  }

  const homeLink = (
    <LinkButton to={toLocale('/')} variant="ghost">
      {t('newsletter.home')}
    </LinkButton>
  );

  switch (view.kind) {
    case 'loading':
      return (
        <div className={styles.panel} aria-busy="true">
          <Heading>{t('newsletter.loading')}</Heading>
          <Skeleton lines={2} />
        </div>
      );
    case 'error':
      return (
        <div className={styles.panel}>
          <Heading>{t('pages.unsubscribe-successful.title')}</Heading>
          <ErrorState message={t('newsletter.error')} onRetry={() => void query.refetch().catch(() => undefined)} />
        </div>
      );
    case 'invalid':
    case 'rate-limited':
      return (
        <div className={styles.panel}>
          <Heading>{t('newsletter.invalid.title')}</Heading>
          <p>{view.kind === 'rate-limited' ? t('newsletter.rateLimited') : t('newsletter.invalid.body')}</p>
          <div className={styles.actions}>
            <LinkButton to={toLocale('/contact')}>{t('newsletter.contact')}</LinkButton>
            {homeLink}
          </div>
        </div>
      );
    case 'status': {
      const unsubscribed = view.status === 'UNSUBSCRIBED';
      const title = unsubscribed
        ? t('pages.unsubscribe-successful.title')
        : view.changedHere
          ? t('newsletter.resubscribed.title')
          : t('newsletter.subscribed.title');
      const body = unsubscribed
        ? t('newsletter.unsubscribed.body')
        : view.changedHere
          ? t('newsletter.resubscribed.body')
          : t('newsletter.subscribed.body');
      return (
        <div className={styles.panel}>
          <span className={unsubscribed ? styles.iconNeutral : styles.iconSuccess}>
            <CheckIcon />
          </span>
          <Heading focus={view.changedHere}>{title}</Heading>
          <p role={view.changedHere ? 'status' : undefined}>{body}</p>
          {actionError && (
            <p role="alert" className={styles.error}>
              {actionError === 'rate-limited' ? t('newsletter.rateLimited') : t('newsletter.error')}
            </p>
          )}
          <div className={styles.actions}>
            {unsubscribed ? (
              <Button loading={resubscribing.loading} onClick={() => void change('SUBSCRIBED')}>
                {t('newsletter.unsubscribed.resubscribe')}
              </Button>
            ) : (
              <Button variant="secondary" loading={unsubscribing.loading} onClick={() => void change('UNSUBSCRIBED')}>
                {t('newsletter.subscribed.unsubscribe')}
              </Button>
            )}
            {homeLink}
          </div>
        </div>
      );
    }
    default:
      return view satisfies never;
  }
}
