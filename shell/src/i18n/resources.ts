import type { Resource } from 'i18next';
import ar from './resources-ar';
import en from './resources-en';

/** Both languages, for the server render (requests in either language) and the tests. */
export const shellResources: Resource = { ar, en };
