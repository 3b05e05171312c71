// React Router 7 uses TextEncoder/TextDecoder, which jest-environment-jsdom does not expose
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
