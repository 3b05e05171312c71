/** Settings an operator changes without a rebuild; served by the API at /config.json. */
export interface RuntimeConfig {
  /** The site's public origin (PUBLIC_URL), e.g. https://sakina.example: links to share, canonical URLs. */
  siteUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  providerAppStoreUrl: string;
  providerGooglePlayUrl: string;
  /** Template with {id}, e.g. sakina://practitioner/{id}. */
  practitionerDeepLink: string;
  emergencyNumber: string;
  mentalHealthLine: string;
  contactEmail: string;
  analyticsId: string;
  chatWidgetAppId: string;
}
