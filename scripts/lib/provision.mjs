// What the tests need from the system, and who installs it: `npm test` itself when it may (root with apt),
// otherwise the person running it, told in one line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The system packages `npm test` needs, each with the file that shows it is there (a `*` stands for one folder,
 * a version) and what needs it: Chromium's headless shell for the browser tests and the full Chromium for those of
 * its PDF viewer (e2e/support/browsers.ts), PostgreSQL's server binaries for the API's tests (a throwaway server of
 * their own, ops/src/commands/test-postgres.ts) and the drill that restarts a cluster under traffic, Redis's server for the tests
 * that start one of their own (never the machine's), haproxy for the cluster drill (two servers behind it), poppler's
 * pdftotext and pdftoppm for the browser tests that read the documents saved as PDF.
 * `debianPackage: null` marks a path the person chose (HEADLESS_SHELL_PATH, CHROME_PATH), which no package provides.
 */
export function testRequirements(environment) {
  return [
    browserRequirement(environment, 'HEADLESS_SHELL_PATH', 'chromium-headless-shell', 'the browser tests'),
    browserRequirement(
      environment,
      'CHROME_PATH',
      'chromium',
      "the browser tests of the full browser's PDF viewer and print to PDF",
    ),
    {
      name: "PostgreSQL's server",
      path: '/usr/lib/postgresql/*/bin/initdb',
      debianPackage: 'postgresql',
      purpose: "the API's tests and the database restart drill",
    },
    {
      name: "Redis's server",
      path: '/usr/bin/redis-server',
      debianPackage: 'redis-server',
      purpose: 'the tests of counters and pages shared through Redis',
    },
    {
      name: 'haproxy',
      path: '/usr/sbin/haproxy',
      debianPackage: 'haproxy',
      purpose: 'the cluster drill',
    },
    {
      name: "poppler's pdftotext",
      path: '/usr/bin/pdftotext',
      debianPackage: 'poppler-utils',
      purpose: 'the browser tests that read printed documents',
    },
  ];
}

/** Debian's browser package at /usr/bin, or the binary the environment variable names instead. */
function browserRequirement(environment, variable, debianPackage, purpose) {
  const chosen = environment[variable]?.trim();
  return chosen
    ? { name: `the browser at ${variable} (${chosen})`, path: chosen, debianPackage: null, variable, purpose }
    : { name: `Debian's ${debianPackage}`, path: `/usr/bin/${debianPackage}`, debianPackage, purpose };
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
      message: `npm test needs ${chosen.name} for ${chosen.purpose}, and it does not exist: correct ${chosen.variable}, or unset it to use Debian's package.`,
    };
  }
  const packages = missing.map((requirement) => requirement.debianPackage).join(' ');
  const needs = missing
    .map((requirement) => `${requirement.name} (${requirement.path}) for ${requirement.purpose}`)
    .join(' and ');
  if (isRoot && hasApt) {
    return {
      kind: 'install',
      packages: missing.map((requirement) => requirement.debianPackage),
      message: `npm test: installing ${packages} with apt-get, as it needs ${needs}.`,
    };
  }
  if (hasApt) {
    return {
      kind: 'stop',
      message: `npm test needs ${needs}: run "sudo apt-get install ${packages}", or run npm test as root to have it installed.`,
    };
  }
  const browserHint = missing.some((requirement) => requirement.debianPackage?.startsWith('chromium'))
    ? ', or set HEADLESS_SHELL_PATH and CHROME_PATH to Chromium binaries'
    : '';
  return {
    kind: 'stop',
    message: `npm test needs ${needs}: install ${packages} with this system's package manager${browserHint}.`,
  };
}

/** Whether the requirement's file exists; a `*` in its path matches any one folder name. */
export function isPresent(requirement) {
  const [before, after, ...rest] = requirement.path.split('*');
  if (after === undefined) return existsSync(requirement.path);
  if (rest.length > 0) throw new Error(`One * at most in ${requirement.path}`);
  try {
    return readdirSync(before).some((folder) => existsSync(`${before}${folder}${after}`));
  } catch {
    return false;
  }
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
    missing: requirements.filter((requirement) => !isPresent(requirement)),
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
      const stillMissing = requirements.filter((requirement) => !isPresent(requirement));
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
