import { provisioningDecision, testRequirements } from './provision.mjs';

const chromium = testRequirements({})[0]!;

test("needs Debian's chromium at /usr/bin/chromium unless CHROME_PATH names another browser", () => {
  expect(chromium).toEqual({ name: "Debian's chromium", path: '/usr/bin/chromium', debianPackage: 'chromium' });
  expect(testRequirements({ CHROME_PATH: '/opt/chrome/chrome' })).toEqual([
    { name: 'the browser at CHROME_PATH (/opt/chrome/chrome)', path: '/opt/chrome/chrome', debianPackage: null },
  ]);
});

test('nothing missing: ready, whoever runs it', () => {
  expect(provisioningDecision({ missing: [], isRoot: false, hasApt: false })).toEqual({ kind: 'ready' });
});

test('missing Chromium, not root: stops with one line saying what to install', () => {
  const decision = provisioningDecision({ missing: [chromium], isRoot: false, hasApt: true });
  expect(decision).toEqual({
    kind: 'stop',
    message:
      'npm test needs Debian\'s chromium (/usr/bin/chromium) for the browser tests: run "sudo apt-get install chromium", or run npm test as root to have it installed.',
  });
});

test('missing Chromium, root with apt: installs it, saying so in one line', () => {
  expect(provisioningDecision({ missing: [chromium], isRoot: true, hasApt: true })).toEqual({
    kind: 'install',
    packages: ['chromium'],
    message:
      "npm test: installing chromium with apt-get for the browser tests, as Debian's chromium (/usr/bin/chromium) is missing.",
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
    { missing: [chromium], isRoot: true, hasApt: true },
    { missing: [chromium], isRoot: false, hasApt: false },
  ]) {
    expect(provisioningDecision(facts)).toHaveProperty('message', expect.not.stringContaining('\n'));
  }
});
