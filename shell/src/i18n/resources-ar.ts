import type { ResourceLanguage } from 'i18next';
import ui from '@sakina/shared/ui/locales/ar.json';
import helpLines from '@sakina/shared/help-lines/locales/ar.json';
import validation from '@sakina/shared/validation/locales/ar.json';
import shell from './ar.json';

/** The shell's Arabic strings and those of the shared UI, help lines and validation messages. */
const resources: ResourceLanguage = { shell, ui, helpLines, validation };
export default resources;
