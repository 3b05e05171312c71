import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@sakina/shared/ui';
import { isHttpsPage } from '@sakina/shared/cookies';
import { LocaleLink } from '@sakina/shared/navigation';
import { consentCookie, readConsentCookie, type ConsentChoice } from './consent-cookie';
import { RequestCookies } from './request-cookies';
import { useConsentStore } from './consent-store';
import panel from '../../layouts/floating-panel.module.css';
import styles from './cookie-consent-banner.module.css';

interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

const documentCookies: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

/** Asks once for the visitor's cookie choice and keeps it for 365 days; optional cookies wait for 'accept all'. */
export function CookieConsentBanner({ cookies = documentCookies }: { cookies?: CookieJar }) {
  const { t } = useTranslation('shell');
  // The server reads the request's cookies, the browser its own: both render the same banner, in the first paint.
  const requestCookies = useContext(RequestCookies);
  const location = useLocation();
  const [choice, setChoice] = useState(() => readConsentCookie(requestCookies ?? cookies.read()));
  // Reopened from the footer's cookie settings: the same question, to change the answer.
  const asking = useConsentStore((state) => state.asking);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asking) region.current?.focus();
  }, [asking]);
  if (choice && !asking) return null;

  const choose = (value: ConsentChoice) => (event: MouseEvent<HTMLButtonElement>) => {
    // Hydrated, the choice is made here; before that the form posts it to the server (site-server preferences.ts).
    event.preventDefault();
    cookies.write(consentCookie(value, isHttpsPage()));
    setChoice(value);
    useConsentStore.getState().choose(value);
  };

  return (
    // First in the page, so it comes first in the reading and Tab order; on a phone a short strip in the flow,
    // covering nothing, and a floating panel at the bottom on wider screens (the CSS decides, the same HTML).
    <section
      ref={region}
      tabIndex={-1}
      className={`${panel.panel} ${panel.bottom} ${styles.banner}`}
      aria-labelledby="cookie-consent-title"
    >
      <div className={styles.text}>
        {/* Not a heading: the banner comes before the page's h1, whose outline starts there; it names the region. */}
        <p id="cookie-consent-title" className={styles.title}>
          {t('consent.title')}
        </p>
        <p className={styles.body}>
          <span className={styles.long}>{t('consent.body')}</span>
          <span className={styles.short}>{t('consent.bodyShort')}</span>{' '}
          <LocaleLink to="/privacy">{t('consent.privacyLink')}</LocaleLink>
        </p>
      </div>
      <form method="post" action="/consent" className={`${panel.actions} ${styles.actions}`}>
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <Button type="submit" name="choice" value="necessary" variant="secondary" onClick={choose('necessary')}>
          {t('consent.necessaryOnly')}
        </Button>
        <Button type="submit" name="choice" value="all" onClick={choose('all')}>
          {t('consent.acceptAll')}
        </Button>
      </form>
    </section>
  );
}
