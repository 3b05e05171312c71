import { createInstance, type TFunction } from 'i18next';
import type { DocumentLanguage } from '@sakina/shared/validation';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';

/**
 * A document is written in its own language whatever the site's: its text comes from an instance of its own
 * holding both languages (the site's instance loads one at a time).
 */
const documentI18n = createInstance();
void documentI18n.init({
  resources: { ar: { documents: ar }, en: { documents: en } },
  lng: 'ar',
  fallbackLng: false,
  ns: ['documents'],
  defaultNS: 'documents',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export type DocumentText = TFunction<'documents'>;

export function documentText(language: DocumentLanguage): DocumentText {
  return documentI18n.getFixedT(language, 'documents') as DocumentText;
}
