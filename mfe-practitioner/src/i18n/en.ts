// The `practitioner` namespace in English, one file per feature; loaded only on English pages.
import pages from './en/pages.json';
import accounts from './en/accounts.json';
import application from './en/application.json';
import { applicationOptionLabels } from '@sakina/shared/vocabulary';

// The choices' names come from the shared vocabulary (the API drafts listings with the same names).
const resources = {
  ...pages,
  ...accounts,
  application: { ...application.application, options: applicationOptionLabels.en },
};

export default resources;
