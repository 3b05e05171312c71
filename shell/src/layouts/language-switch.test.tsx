import { screen } from '@testing-library/react';
import { renderWithProviders } from '@sakina/shared/testing';
import shellAr from '../i18n/ar.json';
import shellEn from '../i18n/en.json';
import { LanguageSwitch } from './language-switch';

const resources = { ar: { shell: shellAr }, en: { shell: shellEn } };

describe('LanguageSwitch', () => {
  it('links to the server route that stores the language, so it works before the scripts run', () => {
    renderWithProviders(<LanguageSwitch />, { path: '/about?ref=footer', resources });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/locale/en?returnTo=%2Fabout%3Fref%3Dfooter',
    );
  });

  it('once hydrated, switches in the page and stores the choice', async () => {
    const { user } = renderWithProviders(<LanguageSwitch />, { path: '/en/about', resources });
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    expect(document.cookie).toContain('locale=ar');
    // The page moved to /about without a reload: the switch now points from there.
    expect(screen.getByRole('link')).toHaveAttribute('href', '/locale/en?returnTo=%2Fabout');
  });
});
