import { createInstance, type TFunction } from 'i18next';
import type { DocumentLanguage } from '@sakina/shared/validation';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { numberLocale, type Numerals } from './format';

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

/** The document's texts; their `{{value, number}}` counts and scores come in the document's digits. */
export function documentText(language: DocumentLanguage, numerals: Numerals): DocumentText {
  const t = documentI18n.getFixedT(language, 'documents');
  const locale = numberLocale(language, numerals);
  const withDigits = (key: string, options?: Record<string, unknown>) => t(key, { ...options, locale });
  return withDigits as unknown as DocumentText;
}
