// Runs before `npm test` and `npm run test:e2e`: installs the system packages the tests need, or says which.
import { provision } from './lib/provision.mjs';

process.exitCode = provision();
