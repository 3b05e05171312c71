import { screen } from '@testing-library/react';
import { renderWithProviders } from '@sakina/shared/testing';
import shellAr from '../i18n/ar.json';
import shellEn from '../i18n/en.json';
import { NotFoundPage } from './not-found-page';

const resources = { ar: { shell: shellAr }, en: { shell: shellEn } };

describe('NotFoundPage', () => {
  it('shows an Arabic address as it was typed, not percent-encoded', () => {
    renderWithProviders(<NotFoundPage />, { path: '/nope/%D8%B5%D9%81%D8%AD%D8%A9', resources });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/nope/صفحة');
  });

  it('shows the address of an English page decoded too', () => {
    renderWithProviders(<NotFoundPage />, { path: '/en/nope/%D8%B5%D9%81%D8%AD%D8%A9%20two', resources });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/en/nope/صفحة two');
  });

  it('keeps an address that does not decode as it is', () => {
    renderWithProviders(<NotFoundPage />, { path: '/nope/%E0%A4', resources });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/nope/%E0%A4');
  });
});
