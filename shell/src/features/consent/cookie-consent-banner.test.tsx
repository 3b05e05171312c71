import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@sakina/shared/testing';
import shellAr from '../../i18n/ar.json';
import shellEn from '../../i18n/en.json';
import { CookieConsentBanner } from './cookie-consent-banner';
import { readConsentCookie } from './consent-cookie';
import { useConsentStore } from './consent-store';

function renderBanner(path: string, stored = '') {
  const written: string[] = [];
  const cookies = { read: () => stored, write: (cookie: string) => written.push(cookie) };
  const rendered = renderWithProviders(<CookieConsentBanner cookies={cookies} />, {
    path,
    resources: { ar: { shell: shellAr }, en: { shell: shellEn } },
  });
  return { ...rendered, written };
}

describe('CookieConsentBanner', () => {
  it('asks a new visitor, keeps "accept all" for 365 days and goes away', async () => {
    const { user, written } = renderBanner('/en/about');
    expect(screen.getByRole('region', { name: 'Cookies on Sakina' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/en/privacy');
    // It comes before the page's h1, so it adds no heading to the page's outline.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(written).toHaveLength(1);
    expect(written[0]).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(readConsentCookie(written[0]!.split(';')[0]!)).toBe('all');
    expect(screen.queryByRole('region', { name: 'Cookies on Sakina' })).not.toBeInTheDocument();
  });

  it('lets an Arabic visitor keep only the necessary cookies', async () => {
    const { user, written } = renderBanner('/');
    expect(screen.getByRole('link', { name: 'اقرأ إشعار الخصوصية' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'الضرورية فقط' }));
    expect(readConsentCookie(written[0]!)).toBe('necessary');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is a form posted to the server, back to the same page, so a tap before the scripts run still counts', () => {
    const { container } = renderBanner('/en/about?x=1');
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/consent');
    expect(form?.querySelector('input[type="hidden"][name="returnTo"]')).toHaveValue('/en/about?x=1');
    expect(screen.getByRole('button', { name: 'Accept all' })).toMatchObject({
      type: 'submit',
      name: 'choice',
      value: 'all',
    });
    expect(screen.getByRole('button', { name: 'Necessary only' })).toMatchObject({
      type: 'submit',
      name: 'choice',
      value: 'necessary',
    });
  });

  it('stays hidden once a choice is stored, and ignores a tampered value', () => {
    renderBanner('/en', 'locale=en; cookie_consent=necessary');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readConsentCookie('cookie_consent=maybe')).toBeUndefined();
  });

  it('asks again when the visitor reopens the cookie settings, and the new answer reaches the integrations', async () => {
    const { user, written } = renderBanner('/en', 'cookie_consent=all');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => useConsentStore.getState().reopen());
    const banner = screen.getByRole('region', { name: 'Cookies on Sakina' });
    expect(banner).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Necessary only' }));

    expect(readConsentCookie(written[0]!)).toBe('necessary');
    expect(useConsentStore.getState()).toMatchObject({ choice: 'necessary', asking: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
