// What the tests need from the system, and who installs it: `npm test` itself when it may (root with apt),
// otherwise the person running it, told in one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The system packages `npm test` needs, each with the file that shows it is there. Only Chromium: the API
 * suite runs on PGlite, and on a PostgreSQL server only when TEST_DATABASE_URL names one.
 * `debianPackage: null` marks a path the person chose (CHROME_PATH), which no package provides.
 */
export function testRequirements(environment) {
  const chosenBrowser = environment.CHROME_PATH?.trim();
  return [
    chosenBrowser
      ? { name: `the browser at CHROME_PATH (${chosenBrowser})`, path: chosenBrowser, debianPackage: null }
      : { name: "Debian's chromium", path: '/usr/bin/chromium', debianPackage: 'chromium' },
  ];
}

/**
 * The decision, from facts only: nothing missing is 'ready'; what a package provides is installed by a root
 * user with apt; anything else stops with one line naming what to install.
 */
export function provisioningDecision({ missing, isRoot, hasApt }) {
  if (missing.length === 0) return { kind: 'ready' };
  const chosen = missing.find((requirement) => requirement.debianPackage === null);
  if (chosen) {
    return {
      kind: 'stop',
      message: `npm test needs ${chosen.name} for the browser tests, and it does not exist: correct CHROME_PATH, or unset it to use Debian's chromium.`,
    };
  }
  const packages = missing.map((requirement) => requirement.debianPackage).join(' ');
  const needs = missing.map((requirement) => `${requirement.name} (${requirement.path})`).join(' and ');
  if (isRoot && hasApt) {
    return {
      kind: 'install',
      packages: missing.map((requirement) => requirement.debianPackage),
      message: `npm test: installing ${packages} with apt-get for the browser tests, as ${needs} is missing.`,
    };
  }
  if (hasApt) {
    return {
      kind: 'stop',
      message: `npm test needs ${needs} for the browser tests: run "sudo apt-get install ${packages}", or run npm test as root to have it installed.`,
    };
  }
  return {
    kind: 'stop',
    message: `npm test needs ${needs} for the browser tests: install ${packages} with this system's package manager, or set CHROME_PATH to a Chromium binary.`,
  };
}

function onPath(command, environment) {
  return (environment.PATH ?? '').split(path.delimiter).some((directory) => existsSync(path.join(directory, command)));
}

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Looks at this machine, acts on the decision, and returns the exit code for `npm test`. */
export function provision(environment = process.env) {
  const requirements = testRequirements(environment);
  const decision = provisioningDecision({
    missing: requirements.filter((requirement) => !existsSync(requirement.path)),
    isRoot: process.getuid?.() === 0,
    hasApt: onPath('apt-get', environment),
  });
  switch (decision.kind) {
    case 'ready':
      return 0;
    case 'stop':
      console.error(decision.message);
      return 1;
    case 'install': {
      console.log(decision.message);
      const installed =
        aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', '--no-install-recommends', ...decision.packages]);
      const stillMissing = requirements.filter((requirement) => !existsSync(requirement.path));
      if (installed && stillMissing.length === 0) return 0;
      console.error(
        `npm test could not install ${decision.packages.join(' ')} with apt-get: see apt-get's message above.`,
      );
      return 1;
    }
    default:
      throw new Error(`Unknown provisioning decision ${JSON.stringify(decision)}`);
  }
}
