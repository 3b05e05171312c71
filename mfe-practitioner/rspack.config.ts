import { createRemoteConfig } from '../tools/rspack/create-config';

export default createRemoteConfig({ directory: __dirname, federationName: 'mfe_practitioner' });
