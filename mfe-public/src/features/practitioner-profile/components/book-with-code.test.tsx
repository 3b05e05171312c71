import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { createTestI18n } from '@sakina/shared/testing';
import { within } from '@testing-library/react';
import { ar, en } from '../../../i18n';
import { testConfig } from '../../../testing/render-page';
import { BookInAppSection, BookWithCode } from './book-with-code';

const pagePath = '/en/practitioners/practitioner_1';

/** What the server sends: the page before (or without) its scripts. */
function serverHtml() {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={createTestI18n('en', { ar: { public: ar }, en: { public: en } })}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={{ config: testConfig, platform: 'other' }} />}>
            <Route
              path="*"
              element={
                <>
                  <BookWithCode name="Dr. Noura Al-Qahtani" pagePath={pagePath} />
                  <BookInAppSection name="Dr. Noura Al-Qahtani" pagePath={pagePath} />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  document.body.innerHTML = html;
  return document.body;
}

describe('Book on a computer, as the server sends it', () => {
  it('is a link to the section holding the QR code and the stores, which works without JavaScript', () => {
    const page = within(serverHtml());

    const book = page.getByRole('link', { name: 'Book a session with Dr. Noura Al-Qahtani' });
    expect(book).toHaveAttribute('href', '#book-in-app');
    expect(page.queryByRole('button')).not.toBeInTheDocument();
    const section = page.getByRole('region', { name: 'Book with Dr. Noura Al-Qahtani in the app' });
    expect(section).toHaveAttribute('id', 'book-in-app');
    expect(
      within(section).getByRole('img', { name: "QR code to open Dr. Noura Al-Qahtani's page on your phone" }),
    ).toHaveAttribute('src', `/qr-code.svg?path=${encodeURIComponent(pagePath)}`);
    expect(within(section).getByRole('link', { name: 'Get it on Google Play: the Sakina app' })).toHaveAttribute(
      'href',
      testConfig.googlePlayUrl,
    );
  });
});
