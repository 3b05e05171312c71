import type { ResourceLanguage } from 'i18next';
import ui from '@sakina/shared/ui/locales/en.json';
import helpLines from '@sakina/shared/help-lines/locales/en.json';
import validation from '@sakina/shared/validation/locales/en.json';
import shell from './en.json';

/** The shell's English strings and those of the shared UI, help lines and validation messages. */
const resources: ResourceLanguage = { shell, ui, helpLines, validation };
export default resources;
