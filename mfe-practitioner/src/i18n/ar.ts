// The `practitioner` namespace in Arabic, one file per feature; loaded only on Arabic pages.
import pages from './ar/pages.json';
import accounts from './ar/accounts.json';
import application from './ar/application.json';

const resources = { ...pages, ...accounts, ...application };

export default resources;
