import { screen } from '@testing-library/react';
import { renderPage, testConfig } from '../testing/render-page';
import AppRedirectPage from './app-redirect';
import AppleStorePage from './apple-store';

let navigationErrors: jest.SpyInstance;

beforeEach(() => {
  // jsdom cannot leave the page; it reports each attempt as a console error, which these tests read.
  navigationErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const navigationAttempts = () =>
  navigationErrors.mock.calls.filter(([error]) => String((error as Error)?.message ?? error).includes('navigation'))
    .length;

describe('AppRedirectPage', () => {
  it('takes an iPhone to the App Store', () => {
    renderPage(<AppRedirectPage />, { path: '/en/app-redirect', platform: 'ios' });

    expect(screen.getByRole('status')).toHaveTextContent('Taking you to App Store…');
    expect(screen.getByRole('link', { name: 'Open App Store' })).toHaveAttribute('href', testConfig.appStoreUrl);
    expect(navigationAttempts()).toBeGreaterThan(0);
  });

  it('takes an Android phone to Google Play', () => {
    renderPage(<AppRedirectPage />, { path: '/app-redirect', platform: 'android' });

    expect(screen.getByRole('status')).toHaveTextContent('ننقلك إلى Google Play…');
    expect(screen.getByRole('link', { name: 'افتح Google Play' })).toHaveAttribute('href', testConfig.googlePlayUrl);
  });

  it('shows both stores to a desktop visitor and goes nowhere', () => {
    renderPage(<AppRedirectPage />, { path: '/en/app-redirect', platform: 'other' });

    expect(screen.getByRole('heading', { level: 1, name: 'Get the Sakina app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store: the Sakina app' })).toHaveAttribute(
      'href',
      testConfig.appStoreUrl,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play: the Sakina app' })).toHaveAttribute(
      'href',
      testConfig.googlePlayUrl,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(navigationAttempts()).toBe(0);
  });

  it('shows the links instead of redirecting an iPhone when no App Store link is configured', () => {
    renderPage(<AppRedirectPage />, { path: '/en/app-redirect', platform: 'ios', config: { appStoreUrl: '' } });

    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play: the Sakina app' })).toBeInTheDocument();
    expect(navigationAttempts()).toBe(0);
  });
});

describe('AppleStorePage', () => {
  it('goes to the App Store whatever the device', () => {
    renderPage(<AppleStorePage />, { path: '/en/applestore' });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to App Store…');
    expect(navigationAttempts()).toBeGreaterThan(0);
  });

  it('explains when the link is not configured', () => {
    renderPage(<AppleStorePage />, { path: '/en/applestore', config: { appStoreUrl: '' } });
    expect(screen.getByText('This store link is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Sakina home page' })).toHaveAttribute('href', '/en');
  });
});
