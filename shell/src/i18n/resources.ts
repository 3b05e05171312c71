import type { Resource } from 'i18next';
import uiAr from '@sakina/shared/ui/locales/ar.json';
import uiEn from '@sakina/shared/ui/locales/en.json';
import helpLinesAr from '@sakina/shared/help-lines/locales/ar.json';
import helpLinesEn from '@sakina/shared/help-lines/locales/en.json';
import validationMessagesAr from '@sakina/shared/validation/locales/ar.json';
import validationMessagesEn from '@sakina/shared/validation/locales/en.json';
import shellAr from './ar.json';
import shellEn from './en.json';

/** The shell's own strings and those of the shared UI, help lines and validation messages, in both languages. */
export const shellResources: Resource = {
  ar: { shell: shellAr, ui: uiAr, helpLines: helpLinesAr, validation: validationMessagesAr },
  en: { shell: shellEn, ui: uiEn, helpLines: helpLinesEn, validation: validationMessagesEn },
};
