import type { RuntimeConfig } from '@sakina/shared/contracts';

// The deep link opens another app, so it may use its own scheme; these would run code or show content instead.
const refusedSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/** The configured deep link with the practitioner's id, or null when the template is missing or unsafe. */
export function practitionerAppLink(template: string | undefined, id: string): string | null {
  if (!template || !template.includes('{id}')) return null;
  const link = template.replaceAll('{id}', encodeURIComponent(id));
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return refusedSchemes.has(url.protocol) ? null : url.href;
}

/**
 * An Android intent URL: Chrome (and other Android browsers) opens the app that has the package when it is
 * installed, and otherwise goes to the fallback, the app's Google Play page.
 */
function androidIntent(deepLink: string, googlePlayUrl: string): string {
  const { protocol } = new URL(deepLink);
  const target = deepLink.slice(protocol.length).replace(/^\/\//, '').split('#')[0];
  const appPackage = googlePlayUrl ? new URL(googlePlayUrl).searchParams.get('id') : null;
  const extras = [
    `scheme=${protocol.slice(0, -1)}`,
    ...(appPackage ? [`package=${appPackage}`] : []),
    ...(googlePlayUrl ? [`S.browser_fallback_url=${encodeURIComponent(googlePlayUrl)}`] : []),
  ];
  return `intent://${target}#Intent;${extras.join(';')};end`;
}

type BookingConfig = Pick<RuntimeConfig, 'practitionerDeepLink' | 'appStoreUrl' | 'googlePlayUrl'>;

/**
 * Where Book takes a phone: the app at this practitioner when it is installed, otherwise the app's store; null
 * when neither is configured. On iOS only a universal link (an https deep link the app claims) can fall back by
 * itself: a custom scheme makes Safari show an error when the app is missing, so iOS gets the App Store page,
 * which offers Open when the app is installed.
 */
export function phoneBookingLink(platform: 'ios' | 'android', config: BookingConfig, id: string): string | null {
  const deepLink = practitionerAppLink(config.practitionerDeepLink, id);
  if (platform === 'android') {
    if (deepLink) return androidIntent(deepLink, config.googlePlayUrl);
    return config.googlePlayUrl || null;
  }
  if (deepLink?.startsWith('https:')) return deepLink;
  return config.appStoreUrl || null;
}
