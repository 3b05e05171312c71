import { isPresent, provisioningDecision, testRequirements } from './provision.mjs';

type Requirement = ReturnType<typeof testRequirements>[number];
const [headlessShell, chromium, postgresql, redis, haproxy, poppler] = testRequirements({}) as [
  Requirement,
  Requirement,
  Requirement,
  Requirement,
  Requirement,
  Requirement,
];

test("needs Debian's chromium-headless-shell unless HEADLESS_SHELL_PATH names another browser", () => {
  expect(headlessShell).toEqual({
    name: "Debian's chromium-headless-shell",
    path: '/usr/bin/chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
    purpose: 'the browser tests',
  });
  expect(testRequirements({ HEADLESS_SHELL_PATH: '/opt/chrome/headless_shell' })[0]).toEqual({
    name: 'the browser at HEADLESS_SHELL_PATH (/opt/chrome/headless_shell)',
    path: '/opt/chrome/headless_shell',
    debianPackage: null,
    variable: 'HEADLESS_SHELL_PATH',
    purpose: 'the browser tests',
  });
});

test("needs Debian's chromium at /usr/bin/chromium unless CHROME_PATH names another browser", () => {
  const purpose = "the browser tests of the full browser's PDF viewer and print to PDF";
  expect(chromium).toEqual({
    name: "Debian's chromium",
    path: '/usr/bin/chromium',
    debianPackage: 'chromium',
    purpose,
  });
  expect(testRequirements({ CHROME_PATH: '/opt/chrome/chrome' })[1]).toEqual({
    name: 'the browser at CHROME_PATH (/opt/chrome/chrome)',
    path: '/opt/chrome/chrome',
    debianPackage: null,
    variable: 'CHROME_PATH',
    purpose,
  });
});

test("needs PostgreSQL's server binaries, any version, for the API's tests and the database restart drill", () => {
  expect(postgresql).toEqual({
    name: "PostgreSQL's server",
    path: '/usr/lib/postgresql/*/bin/initdb',
    debianPackage: 'postgresql',
    purpose: "the API's tests and the database restart drill",
  });
  expect(testRequirements({ CHROME_PATH: '/opt/chrome/chrome' })[2]).toEqual(postgresql);
});

test("needs Redis's server for the tests that start a Redis of their own", () => {
  expect(redis).toEqual({
    name: "Redis's server",
    path: '/usr/bin/redis-server',
    debianPackage: 'redis-server',
    purpose: 'the tests of counters and pages shared through Redis',
  });
});

test("needs Debian's haproxy for the cluster drill", () => {
  expect(haproxy).toEqual({
    name: 'haproxy',
    path: '/usr/sbin/haproxy',
    debianPackage: 'haproxy',
    purpose: 'the cluster drill',
  });
});

test("needs poppler's pdftotext (and pdftoppm) for the browser tests that read documents saved as PDF", () => {
  expect(poppler).toEqual({
    name: "poppler's pdftotext",
    path: '/usr/bin/pdftotext',
    debianPackage: 'poppler-utils',
    purpose: 'the browser tests that read printed documents',
  });
  expect(testRequirements({})).toHaveLength(6);
});

test('missing Redis and haproxy: installs both (root with apt) or names both in one line', () => {
  expect(provisioningDecision({ missing: [postgresql, redis, haproxy], isRoot: true, hasApt: true })).toMatchObject({
    kind: 'install',
    packages: ['postgresql', 'redis-server', 'haproxy'],
  });
  expect(provisioningDecision({ missing: [redis, haproxy], isRoot: false, hasApt: true })).toEqual({
    kind: 'stop',
    message:
      'npm test needs Redis\'s server (/usr/bin/redis-server) for the tests of counters and pages shared through Redis and haproxy (/usr/sbin/haproxy) for the cluster drill: run "sudo apt-get install redis-server haproxy", or run npm test as root to have it installed.',
  });
});

test('a * in a path stands for any one folder', () => {
  expect(isPresent({ ...postgresql, path: `${__dirname}/*/provision.test.ts` })).toBe(false);
  expect(isPresent({ ...postgresql, path: `${__dirname.replace(/\/lib$/, '')}/*/provision.test.ts` })).toBe(true);
  expect(isPresent({ ...postgresql, path: '/no-such-folder/*/bin/initdb' })).toBe(false);
});

test('nothing missing: ready, whoever runs it', () => {
  expect(provisioningDecision({ missing: [], isRoot: false, hasApt: false })).toEqual({ kind: 'ready' });
});

test('missing the headless shell, not root: stops with one line saying what to install', () => {
  const decision = provisioningDecision({ missing: [headlessShell], isRoot: false, hasApt: true });
  expect(decision).toEqual({
    kind: 'stop',
    message:
      'npm test needs Debian\'s chromium-headless-shell (/usr/bin/chromium-headless-shell) for the browser tests: run "sudo apt-get install chromium-headless-shell", or run npm test as root to have it installed.',
  });
});

test('missing the headless shell, root with apt: installs it, saying so in one line', () => {
  expect(provisioningDecision({ missing: [headlessShell], isRoot: true, hasApt: true })).toEqual({
    kind: 'install',
    packages: ['chromium-headless-shell'],
    message:
      "npm test: installing chromium-headless-shell with apt-get, as it needs Debian's chromium-headless-shell (/usr/bin/chromium-headless-shell) for the browser tests.",
  });
});

test('missing PostgreSQL and the headless shell, root with apt: installs both in one go', () => {
  expect(provisioningDecision({ missing: [headlessShell, postgresql], isRoot: true, hasApt: true })).toEqual({
    kind: 'install',
    packages: ['chromium-headless-shell', 'postgresql'],
    message:
      "npm test: installing chromium-headless-shell postgresql with apt-get, as it needs Debian's chromium-headless-shell (/usr/bin/chromium-headless-shell) for the browser tests and PostgreSQL's server (/usr/lib/postgresql/*/bin/initdb) for the API's tests and the database restart drill.",
  });
});

test('missing Chromium, no apt: stops, even as root', () => {
  const decision = provisioningDecision({ missing: [chromium], isRoot: true, hasApt: false });
  expect(decision.kind).toBe('stop');
  expect(decision).toHaveProperty('message', expect.stringContaining("this system's package manager"));
});

test('a missing CHROME_PATH browser is never installed over', () => {
  const decision = provisioningDecision({
    missing: testRequirements({ CHROME_PATH: '/nope' }),
    isRoot: true,
    hasApt: true,
  });
  expect(decision.kind).toBe('stop');
  expect(decision).toHaveProperty('message', expect.stringContaining('correct CHROME_PATH'));
});

test('every message is one line', () => {
  for (const facts of [
    { missing: [chromium], isRoot: false, hasApt: true },
    { missing: [chromium, postgresql], isRoot: true, hasApt: true },
    { missing: [postgresql], isRoot: false, hasApt: false },
  ]) {
    expect(provisioningDecision(facts)).toHaveProperty('message', expect.not.stringContaining('\n'));
  }
});
