import { detectPlatform } from './device-platform';

const userAgents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it('sends iPhones and iPads to the App Store', () => {
    expect(detectPlatform(userAgents.iphone, 5)).toBe('ios');
    expect(detectPlatform(userAgents.ipadOld, 5)).toBe('ios');
    expect(detectPlatform(userAgents.ipadDesktopMode, 5)).toBe('ios');
  });

  it('sends Android phones to Google Play', () => {
    expect(detectPlatform(userAgents.android, 5)).toBe('android');
  });

  it('leaves desktops, including a Mac without a touch screen, to choose', () => {
    expect(detectPlatform(userAgents.windows)).toBe('other');
    expect(detectPlatform(userAgents.ipadDesktopMode, 0)).toBe('other');
    expect(detectPlatform('')).toBe('other');
  });
});
