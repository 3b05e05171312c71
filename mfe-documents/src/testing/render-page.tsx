import { createPageRenderer } from '@sakina/shared/testing';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

/** A page of this remote as the shell renders it, with the `documents` namespace loaded. */
export const renderPage = createPageRenderer('documents', { ar, en });
