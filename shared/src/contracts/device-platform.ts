/**
 * The device a page is rendered for: a phone or tablet with an app store of its own (iOS: the App Store, Android:
 * Google Play), or anything else, a computer above all. The site's server decides it from the User-Agent (part of
 * the render cache's key); the browser refines it once the page runs (shell/src/locale/locale-root.tsx).
 */
export type DevicePlatform = 'ios' | 'android' | 'other';

/**
 * Which store a device uses, from its user agent. iPadOS 13+ presents itself as a Mac, so a "Macintosh"
 * with a touch screen counts as iOS (only the browser knows the touch points: the server passes none).
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}
