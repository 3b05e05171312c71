import { screen } from '@testing-library/react';
import { renderPage, testConfig } from '../testing/render-page';
import AboutPage from './about';
import DownloadPage from './download';
import ProviderDownloadPage from './provider-download';

describe('download pages', () => {
  it('link each store from the runtime configuration', () => {
    renderPage(<DownloadPage />, { path: '/en/download' });

    expect(screen.getByRole('heading', { level: 1, name: 'Download the Sakina app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store: the Sakina app' })).toHaveAttribute(
      'href',
      testConfig.appStoreUrl,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play: the Sakina app' })).toHaveAttribute(
      'href',
      testConfig.googlePlayUrl,
    );
    expect(screen.getByRole('link', { name: 'Download the provider app' })).toHaveAttribute(
      'href',
      '/en/providerdownload',
    );
  });

  it('on a computer, give a QR code that opens the app redirect on the phone', () => {
    renderPage(<DownloadPage />, { path: '/en/download', platform: 'other' });

    const code = screen.getByRole('img', { name: 'QR code to get the Sakina app on your phone' });
    expect(screen.getByRole('heading', { level: 3, name: 'On a computer?' })).toBeInTheDocument();
    // Drawn by the server, of the app redirect's address (site-server/src/pages/qr-code-images.ts).
    expect(code).toHaveAttribute('src', `/qr-code.svg?path=${encodeURIComponent('/en/app-redirect')}`);
  });

  it("on a computer, give the provider app's page a code of itself, in the page's language", () => {
    renderPage(<ProviderDownloadPage />, { path: '/providerdownload', platform: 'other' });

    const code = screen.getByRole('img', { name: 'رمز QR لتحميل تطبيق سكينة للمختصين على هاتفك' });
    expect(code).toHaveAttribute('src', `/qr-code.svg?path=${encodeURIComponent('/providerdownload')}`);
  });

  it('on a phone, or with no store to offer, show no code', () => {
    const { unmount } = renderPage(<DownloadPage />, { path: '/en/download', platform: 'android' });
    expect(screen.getByRole('link', { name: 'Get it on Google Play: the Sakina app' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    unmount();

    renderPage(<DownloadPage />, { path: '/en/download', config: { appStoreUrl: '', googlePlayUrl: '' } });
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('leave out a store without a link, and say so when neither has one', () => {
    const { unmount } = renderPage(<ProviderDownloadPage />, {
      path: '/providerdownload',
      config: { providerAppStoreUrl: '' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'حمّل تطبيق سكينة للمختصين' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احصل عليه من Google Play: تطبيق سكينة للمختصين' })).toHaveAttribute(
      'href',
      testConfig.providerGooglePlayUrl,
    );
    unmount();

    renderPage(<DownloadPage />, { path: '/en/download', config: { appStoreUrl: '', googlePlayUrl: '' } });
    expect(
      screen.getByText('The store links are not available right now. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('AboutPage', () => {
  it('states the mission and the vision', () => {
    renderPage(<AboutPage />, { path: '/en/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Sakina' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  });
});
