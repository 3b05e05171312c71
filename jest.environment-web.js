// jsdom, with Node's fetch classes: React Router's data router, which the shell uses and the tests render pages
// in, makes a Request with an AbortSignal on every navigation, and jsdom has neither. Everything else (FormData
// read from a form, Blob, File, URL) stays jsdom's.
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = WebEnvironment;
