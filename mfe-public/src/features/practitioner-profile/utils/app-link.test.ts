import { testConfig } from '../../../testing/render-page';
import { phoneBookingLink, practitionerAppLink } from './app-link';

describe('practitionerAppLink', () => {
  it('puts the id into the configured deep link', () => {
    expect(practitionerAppLink('sakina://practitioner/{id}', '42')).toBe('sakina://practitioner/42');
    expect(practitionerAppLink('https://app.sakina.example/p/{id}?from=web', '7')).toBe(
      'https://app.sakina.example/p/7?from=web',
    );
  });

  it('gives nothing for a missing, id-less or unsafe template, so only the download link shows', () => {
    expect(practitionerAppLink(undefined, '42')).toBeNull();
    expect(practitionerAppLink('', '42')).toBeNull();
    expect(practitionerAppLink('sakina://home', '42')).toBeNull();
    expect(practitionerAppLink('javascript:alert({id})', '42')).toBeNull();
    expect(practitionerAppLink('JavaScript:alert({id})', '42')).toBeNull();
    expect(practitionerAppLink('data:text/html,{id}', '42')).toBeNull();
    expect(practitionerAppLink('not a url {id}', '42')).toBeNull();
  });
});

describe('phoneBookingLink', () => {
  const playFallback = encodeURIComponent(testConfig.googlePlayUrl);

  it('opens the app on Android when installed, else Google Play (an intent with the store as fallback)', () => {
    expect(phoneBookingLink('android', testConfig, '42')).toBe(
      `intent://practitioner/42#Intent;scheme=sakina;package=sa.sakina.app;S.browser_fallback_url=${playFallback};end`,
    );
    expect(
      phoneBookingLink(
        'android',
        { ...testConfig, practitionerDeepLink: 'https://app.sakina.example/p/{id}?from=web#top' },
        '7',
      ),
    ).toBe(
      `intent://app.sakina.example/p/7?from=web#Intent;scheme=https;package=sa.sakina.app;S.browser_fallback_url=${playFallback};end`,
    );
  });

  it('goes to Google Play on Android without a deep link, and gives nothing without either', () => {
    expect(phoneBookingLink('android', { ...testConfig, practitionerDeepLink: '' }, '42')).toBe(
      testConfig.googlePlayUrl,
    );
    expect(
      phoneBookingLink('android', { ...testConfig, practitionerDeepLink: '', googlePlayUrl: '' }, '42'),
    ).toBeNull();
    expect(phoneBookingLink('android', { ...testConfig, googlePlayUrl: '' }, '42')).toBe(
      'intent://practitioner/42#Intent;scheme=sakina;end',
    );
  });

  it('uses a universal link on iOS, and the App Store page instead of a custom scheme that cannot fall back', () => {
    expect(
      phoneBookingLink('ios', { ...testConfig, practitionerDeepLink: 'https://app.sakina.example/p/{id}' }, '7'),
    ).toBe('https://app.sakina.example/p/7');
    expect(phoneBookingLink('ios', testConfig, '42')).toBe(testConfig.appStoreUrl);
    expect(phoneBookingLink('ios', { ...testConfig, appStoreUrl: '' }, '42')).toBeNull();
  });
});
