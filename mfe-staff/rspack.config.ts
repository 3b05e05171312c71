import { createRemoteConfig, createRemoteServerConfig } from '../tools/rspack/create-config';

const options = { directory: __dirname, federationName: 'mfe_staff' };

export default [createRemoteConfig(options), createRemoteServerConfig(options)];
