import { createPageRenderer } from '@sakina/shared/testing';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

// jsdom has no ResizeObserver, and Radix measures the checkboxes it renders inside a form with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** This remote's pages as the shell renders them, with the `staff` namespace and Apollo mocks. */
export const renderPage = createPageRenderer('staff', { ar, en });
