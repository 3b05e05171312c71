// The `practitioner` namespace in English, one file per feature; loaded only on English pages.
import pages from './en/pages.json';
import accounts from './en/accounts.json';
import application from './en/application.json';

const resources = { ...pages, ...accounts, ...application };

export default resources;
