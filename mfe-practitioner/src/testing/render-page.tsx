import { createPageRenderer } from '@sakina/shared/testing';
import { ar, en } from '../i18n';
import { clearApplicationDraft } from '../stores/application-draft';

export { testConfig, type RenderPageOptions } from '@sakina/shared/testing';

// Each test starts as a new tab: no unsaved application draft from the test before.
beforeEach(() => clearApplicationDraft());

/** A page of this remote as the shell renders it, with the `practitioner` namespace loaded. */
export const renderPage = createPageRenderer('practitioner', { ar, en });
