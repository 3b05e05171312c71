// Runs before `npm test` and `npm run test:e2e`: installs the npm packages when there are none yet, then the system
// packages the tests need, or says which.
import { installPackagesIfMissing } from './lib/install.mjs';
import { provision } from './lib/provision.mjs';

installPackagesIfMissing();
process.exitCode = provision();
