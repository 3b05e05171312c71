/** Settings an operator changes without a rebuild; served by the API at /config.json. */
export interface RuntimeConfig {
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
