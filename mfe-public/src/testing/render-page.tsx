import { createPageRenderer } from '@sakina/shared/testing';
import { ar, en } from '../i18n';

export { testConfig, type RenderPageOptions } from '@sakina/shared/testing';

/** A page of this remote as the shell renders it, with the `public` namespace loaded. */
export const renderPage = createPageRenderer('public', { ar, en });
