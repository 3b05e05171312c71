import { createRemoteConfig, createRemoteServerConfig } from '../tools/rspack/create-config';

const options = { directory: __dirname, federationName: 'mfe_public' };

export default [createRemoteConfig(options), createRemoteServerConfig(options)];
