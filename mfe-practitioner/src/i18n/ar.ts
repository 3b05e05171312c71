// The `practitioner` namespace in Arabic, one file per feature; loaded only on Arabic pages.
import pages from './ar/pages.json';
import accounts from './ar/accounts.json';
import application from './ar/application.json';
import { applicationOptionLabels } from '@sakina/shared/vocabulary';

// The choices' names come from the shared vocabulary (the API drafts listings with the same names).
const resources = {
  ...pages,
  ...accounts,
  application: { ...application.application, options: applicationOptionLabels.ar },
};

export default resources;
