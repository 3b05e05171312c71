/**
 * The two browsers the tests run in, Debian's packages unless the environment names others: Chromium's headless
 * shell for most tests, the full Chromium for the tests tagged with fullBrowserTag (what only it does: its PDF
 * viewer, its print to PDF). scripts/lib/provision.mjs installs both.
 */
export const browserPaths = {
  headlessShell: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

/** The details of a test that needs the full browser: `test(title, needsFullBrowser, async …)`. */
export const needsFullBrowser = { tag: '@full-browser' };
export const fullBrowserTag = new RegExp(needsFullBrowser.tag);
