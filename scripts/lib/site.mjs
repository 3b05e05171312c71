// What the plain scripts need to know of the published site. Publishing itself (SITE_DIR or the shared store)
// is site-server/src/site/, run through site-server/src/scripts/site.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDirectory = path.resolve(process.env.SITE_DIR ?? path.join(repositoryRoot, '.site'));

/** Package folder → federation name (site-server/src/site/site-remotes.ts has the same table, a test keeps them equal). */
export const remotes = {
  'mfe-public': 'mfe_public',
  'mfe-practitioner': 'mfe_practitioner',
  'mfe-business': 'mfe_business',
  'mfe-documents': 'mfe_documents',
  'mfe-staff': 'mfe_staff',
};

/** Node's arguments for the site command line (site-server/src/scripts/site.ts), run from the repository's root. */
export const siteCommand = ['--import', 'tsx', 'site-server/src/scripts/site.ts'];
