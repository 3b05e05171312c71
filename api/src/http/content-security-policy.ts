import type { RuntimeConfig } from '@sakina/shared/contracts';

type Directives = Record<string, string[]>;

/** The site's own policy: nothing but this origin. */
const ownPolicy: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const googleTag: Directives = {
  scriptSrc: ['https://www.googletagmanager.com'],
  imgSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connectSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

const firebase: Directives = {
  connectSrc: ['https://firebase.googleapis.com', 'https://firebaseinstallations.googleapis.com'],
};

// Intercom's list for its messenger (developers.intercom.com, "Using Intercom with Content Security Policy").
const chatWidget: Directives = {
  scriptSrc: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connectSrc: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-ping.intercom.io',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  imgSrc: [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
  ],
  fontSrc: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  mediaSrc: ['https://js.intercomcdn.com'],
  frameSrc: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
};

function merge(base: Directives, addition: Directives): Directives {
  const merged: Directives = { ...base };
  for (const [directive, sources] of Object.entries(addition)) {
    // A directive the site's policy leaves to default-src starts from what default-src allows.
    const current = merged[directive] ?? merged.defaultSrc ?? [];
    merged[directive] = [...new Set([...current, ...sources])];
  }
  return merged;
}

/** The Content-Security-Policy: this origin only, plus each third-party provider's hosts when it is configured. */
export function contentSecurityPolicyFor(runtime: RuntimeConfig): Directives {
  let directives = ownPolicy;
  if (runtime.analyticsId || runtime.tagManagerId || runtime.firebaseConfig) directives = merge(directives, googleTag);
  if (runtime.firebaseConfig) directives = merge(directives, firebase);
  if (runtime.chatWidgetAppId) directives = merge(directives, chatWidget);
  return directives;
}
