import { Outlet, useOutletContext } from 'react-router-dom';
import type { ShellContext } from '@sakina/shared/contracts';
import { Header } from './header';
import { Footer } from './footer';
import { Logo } from './logo';
import { LanguageSwitch } from './language-switch';
import { CookieConsentBanner } from '../features/consent/cookie-consent-banner';
import styles from './layouts.module.css';

export function DefaultLayout() {
  const context = useOutletContext<ShellContext>();
  return (
    <div className={styles.page}>
      <CookieConsentBanner />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet context={context} />
      </main>
      <Footer config={context.config} />
    </div>
  );
}

/** Document pages, app-redirect and store pages: the page alone, printable (no cookie banner over it). */
export function EmptyLayout() {
  const context = useOutletContext<ShellContext>();
  return (
    <main id="main" className={styles.empty} tabIndex={-1}>
      <Outlet context={context} />
    </main>
  );
}

export function MinimalLayout() {
  const context = useOutletContext<ShellContext>();
  return (
    <div className={styles.page}>
      <CookieConsentBanner />
      <header className={styles.minimalHeader}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet context={context} />
      </main>
    </div>
  );
}

export function AuthLayout() {
  const context = useOutletContext<ShellContext>();
  return (
    <div className={styles.authPage}>
      <CookieConsentBanner />
      <header className={styles.minimalHeader}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.authMain} tabIndex={-1}>
        <Outlet context={context} />
      </main>
    </div>
  );
}

/** The staff console: no cookie banner (it sets no optional cookie), its own navigation inside the pages. */
export function StaffLayout() {
  const context = useOutletContext<ShellContext>();
  return (
    <div className={styles.authPage}>
      <header className={styles.minimalHeader}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.staffMain} tabIndex={-1}>
        <Outlet context={context} />
      </main>
    </div>
  );
}
