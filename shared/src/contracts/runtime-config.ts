import type { HelpLineNumbers } from '../help-lines';

/** Settings an operator changes without a rebuild; served by the API at /config.json. */
export interface RuntimeConfig extends HelpLineNumbers {
  /** The site's public origin (PUBLIC_URL), e.g. https://sakina.example: links to share, canonical URLs. */
  siteUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  providerAppStoreUrl: string;
  providerGooglePlayUrl: string;
  /** Template with {id}, e.g. sakina://practitioner/{id}. */
  practitionerDeepLink: string;
  contactEmail: string;
  /** GA4 measurement id (G-…); empty: no analytics. Loaded only after the visitor accepts all cookies. */
  analyticsId: string;
  /** Tag manager container id (GTM-…); empty: none. Loaded only after the visitor accepts all cookies. */
  tagManagerId: string;
  /** Firebase web app config (apiKey, appId, projectId, measurementId); null: no Firebase Analytics. */
  firebaseConfig: FirebaseWebConfig | null;
  /** Support chat (Intercom) app id; empty: no chat widget. Loaded only after the visitor accepts all cookies. */
  chatWidgetAppId: string;
}

/** The public part of a Firebase web app's config, as the Firebase console gives it. */
export interface FirebaseWebConfig {
  apiKey: string;
  appId: string;
  projectId: string;
  /** When missing, it is asked from Firebase's web-config endpoint (60 s at most). */
  measurementId?: string;
}
