import { createShellConfig } from '../tools/rspack/create-config';

export default createShellConfig({ directory: __dirname });
