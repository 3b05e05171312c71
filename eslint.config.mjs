import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

const remotes = ['mfe-public', 'mfe-practitioner', 'mfe-business', 'mfe-documents', 'mfe-staff'];

const because = {
  remote:
    'Remotes deploy independently: a remote never imports another remote or the shell. Move what both need into @sakina/shared.',
  api: 'Frontends talk to the API over GraphQL only (contract: api/schema.graphql); importing api/ would bundle server code.',
  sharedUp: 'shared is the bottom layer: it never imports the shell, a remote or the API.',
  apiFrontend:
    'The API may use the pure parts of @sakina/shared (validation, html, contracts, vocabulary, rich-content without its renderer); React code does not belong on the server.',
  apiUp:
    'The API is mounted into the site server (site-server/), never the other way: it imports neither the site server nor the operations tools (ops/).',
  siteServer:
    "The site server uses the API's public surface (@sakina/api) and pure parts of @sakina/shared; tests may also use @sakina/api/testing and @sakina/api/internals/*.",
};

const forbid = (groups, message) => ({ group: groups, message });

// The router and Apollo exports the shell provides to every frontend, read from the one list of each
// (shell/src/shared-modules/): a shared module is not tree-shaken, so the shell offers these.
const surface = (file) =>
  [
    ...readFileSync(new URL(`./shell/src/shared-modules/${file}`, import.meta.url), 'utf8').matchAll(
      /export \{([^}]*)\}/g,
    ),
  ]
    .flatMap((match) => match[1].split(','))
    .map((name) => name.trim())
    .filter(Boolean);
const offered = (name, file) => ({
  name,
  allowImportNames: surface(file),
  allowTypeImports: true,
  message: `The shell provides only these exports of ${name} (shell/src/shared-modules/${file}): add the one you need there first.`,
});
const sharedSurfacePaths = [
  offered('react-router-dom', 'react-router-dom.ts'),
  offered('@apollo/client', 'apollo-client.ts'),
  offered('@apollo/client/react', 'apollo-client-react.ts'),
  {
    name: 'react-router',
    allowTypeImports: true,
    message: 'Import the router from react-router-dom: the shell shares that one, from its list of exports.',
  },
];
const apolloEntryPoints = {
  group: ['@apollo/client/*', '!@apollo/client/react', '!@apollo/client/errors'],
  allowTypeImports: true,
  message:
    'The shell shares @apollo/client, @apollo/client/react and @apollo/client/errors; another entry point would be a second Apollo in this bundle.',
};

// Code that never reaches a browser bundle through the share scope: tests, the server render, the lists themselves.
const fullPackages = [
  '**/*.test.{ts,tsx}',
  'shared/src/testing/**',
  'shell/src/server/**',
  'shell/src/shared-modules/**',
];

// The folders of a folder (a URL ending in /), and how deep its folders nest.
const subfolders = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const depth = (url) => Math.max(0, ...subfolders(url).map((name) => 1 + depth(new URL(`${name}/`, url))));

// Features of a remote keep apart: src/features/<a>/** never imports src/features/<b>/** (bulletproof-react's
// rule). ESLint's own no-restricted-imports, read from the folders at load: a second block setting
// @typescript-eslint/no-restricted-imports would replace the remote boundaries' options for these files, not add.
function featureBoundaries(remote) {
  const root = new URL(`./${remote}/src/features/`, import.meta.url);
  let features;
  try {
    features = subfolders(root);
  } catch {
    return [];
  }
  return features.flatMap((feature) => {
    const others = features.filter((other) => other !== feature).join('|');
    if (!others) return [];
    const message =
      `${remote}/src/features/${feature} may not import another feature of ${remote}: features change and are ` +
      'reviewed apart. Move what both need out of src/features (src/components, src/hooks, src/lib, src/state, ' +
      'src/api), or compose both features in the page under src/routes.';
    // A file n folders below its feature reaches a sibling feature with n + 1 steps up; any other path names features/<b>.
    return Array.from({ length: depth(new URL(`${feature}/`, root)) + 1 }, (_unused, below) => ({
      files: [`${remote}/src/features/${feature}/${'*/'.repeat(below)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^(\\.\\./){${below + 1}}(${others})(/|$)`, message },
              { regex: `(^|/)features/(${others})(/|$)`, message },
            ],
          },
        ],
      },
    }));
  });
}

function boundary(files, patterns, frontend = true) {
  const rule = (restrictedPatterns, restrictedPaths) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: restrictedPatterns, paths: restrictedPaths }],
  });
  if (!frontend) return [{ files, rules: rule(patterns, []) }];
  return [
    { files, rules: rule([...patterns, apolloEntryPoints], sharedSurfacePaths) },
    // A nested list matches files that match all of its patterns: the exempt files of this area.
    { files: files.flatMap((area) => fullPackages.map((exempt) => [area, exempt])), rules: rule(patterns, []) },
  ];
}

// The API's package boundaries: every file of api/ (below), and again in the blocks of moduleBoundaries, which set
// the same rule for the modules' files and so replace these options there.
const apiPackageBoundaries = [
  forbid(
    [
      '@sakina/shared/ui',
      '@sakina/shared/navigation',
      '@sakina/shared/graphql',
      '@sakina/shared/rich-content/render',
      '@sakina/shell',
      ...remotes.map((remote) => `@sakina/${remote}`),
      'react',
      'react-dom',
    ],
    because.apiFrontend,
  ),
  forbid(
    ['@sakina/site-server', '@sakina/site-server/*', '**/site-server/**', '@sakina/ops', '@sakina/ops/*', '**/ops/**'],
    because.apiUp,
  ),
];

/**
 * The API's layers: a table (drizzle) imports no HTTP, GraphQL, service or mail code; code that runs imports no
 * tests, test helpers, drills or benchmarks (those live in *.test.ts, *.testing.ts, src/testing/ and ops/); a
 * module reaches another only through its services (moduleBoundaries).
 */
function apiLayers() {
  const testCode = ['**/*.test.ts', '**/*.testing.ts', '**/src/testing/**'];
  const noTests = {
    group: [
      '**/*.test',
      '**/*.testing',
      '**/testing/*',
      '**/drills/**',
      '**/bench/**',
      '@sakina/api/testing',
      '@sakina/api/internals/*',
    ],
    message:
      'Code that runs in the server imports no tests, test helpers, drills or benchmarks: move what both need into src/ proper.',
  };
  const noHttpInTables = {
    group: [
      '**/http/**',
      '**/*.http',
      '**/*.graphql',
      '**/*.service',
      '**/mail/**',
      'fastify',
      'graphql',
      'graphql-yoga',
      '@pothos/*',
    ],
    message:
      'A table (*.table.ts) declares storage only: it imports other tables and types, never HTTP, GraphQL, services or mail.',
  };
  const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: ['api/src/**/*.ts', 'site-server/src/**/*.ts'], ignores: testCode, rules: restrict(noTests) },
    { files: ['api/src/**/*.table.ts'], rules: restrict(noTests, noHttpInTables) },
    ...moduleBoundaries(),
  ];
}

/**
 * The API's modules (api/src/modules/<module>/) reach each other only through their services: at run time a file
 * imports another module's *.service or *.graphql (Pothos refs: the schema's composition) and common/; a table
 * also another module's table (foreign keys), a test helper (*.testing.ts) another's helpers; common/ imports no
 * module. `import type` of anything is allowed, so this is typescript-eslint's rule, whose options replace those
 * of the package boundaries for these files: each block repeats them. Tests (*.test.ts) are exempt.
 */
function moduleBoundaries() {
  const root = new URL('./api/src/modules/', import.meta.url);
  const modules = subfolders(root);
  const advice =
    "add what you need to the owning module's *.service.ts and call it, or move a helper no module owns to " +
    'common/, src/http/ or src/security/. Types may come from anywhere with `import type`.';
  // Each kind of file, and the kinds of another module's files it may import.
  const kinds = [
    { files: '*.ts', allowed: ['service', 'graphql'], note: '' },
    {
      files: '*.table.ts',
      allowed: ['service', 'graphql', 'table'],
      note: " A table may import another module's table, for a foreign key.",
    },
    {
      files: '*.testing.ts',
      allowed: ['service', 'graphql', 'testing'],
      note: " A test helper may also use another module's *.testing helpers.",
    },
  ];
  const block = (files, below, others, reached, message) => ({
    files: [files],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiPackageBoundaries,
            // From n folders below a module, another module is n + 1 steps up; any other path names modules/<b>.
            { regex: `^(\\.\\./){${below + 1}}(${others})${reached}`, allowTypeImports: true, message },
            { regex: `(^|/)modules/(${others})${reached}`, allowTypeImports: true, message },
          ],
        },
      ],
    },
  });
  return modules.flatMap((module) => {
    const others = modules.filter((other) => other !== module && other !== 'common').join('|');
    if (!others) return [];
    const levels = Array.from({ length: depth(new URL(`${module}/`, root)) + 1 }, (_unused, below) => below);
    const folder = (below) => `api/src/modules/${module}/${'*/'.repeat(below)}`;
    if (module === 'common') {
      const message =
        'common/ sits below the modules and imports none of them at run time (`import type` is fine): take what ' +
        'it needs as a parameter, as team-request.ts takes its table.';
      return levels.map((below) => block(`${folder(below)}*.ts`, below, others, '(/|$)', message));
    }
    return levels.flatMap((below) =>
      kinds.map(({ files, allowed, note }) =>
        block(
          `${folder(below)}${files}`,
          below,
          others,
          // Any file of the other module but one whose name ends in an allowed kind.
          `(/(?!.*\\.(${allowed.join('|')})$)|$)`,
          `api/src/modules/${module} reaches another module only through that module's *.service.ts (and its ` +
            `*.graphql type refs; common/ is shared): ${advice}${note}`,
        ),
      ),
    );
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/.scratch/**',
      '**/dist/**',
      '**/node_modules/**',
      '.site/**',
      '.data/**',
      '.nx/**',
      'test-results/**',
      'api/drizzle/**',
      '**/*.js',
      '**/*.mjs',
      // The plain Node scripts (start, build, provision, deploy, bench) and this file are linted too.
      '!scripts/**/*.mjs',
      '!eslint.config.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['{shell,mfe-public,mfe-practitioner,mfe-business,mfe-documents,mfe-staff,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remotes.flatMap((remote) =>
    boundary(
      [`${remote}/**/*.{ts,tsx}`],
      [
        forbid(
          [
            ...remotes
              .filter((other) => other !== remote)
              .flatMap((other) => [`@sakina/${other}`, `@sakina/${other}/*`, `**/${other}/**`]),
            '@sakina/shell',
            '@sakina/shell/*',
            '**/shell/src/**',
          ],
          because.remote,
        ),
        forbid(['@sakina/api', '@sakina/api/*', '**/api/src/**'], because.api),
      ],
    ),
  ),
  ...remotes.flatMap(featureBoundaries),
  ...boundary(
    ['shell/**/*.{ts,tsx}'],
    [
      forbid(
        remotes.flatMap((remote) => [`@sakina/${remote}`, `@sakina/${remote}/*`, `**/${remote}/**`]),
        'The shell loads remotes at runtime from /remotes.json, never by import.',
      ),
      forbid(['@sakina/api', '@sakina/api/*', '**/api/src/**'], because.api),
    ],
  ),
  ...boundary(
    ['shared/**/*.{ts,tsx}'],
    [
      forbid(
        [
          '@sakina/shell',
          '@sakina/shell/*',
          '@sakina/api',
          '@sakina/api/*',
          ...remotes.map((remote) => `@sakina/${remote}`),
          '**/shell/src/**',
          '**/api/src/**',
          ...remotes.map((remote) => `**/${remote}/**`),
        ],
        because.sharedUp,
      ),
    ],
  ),
  ...boundary(['api/**/*.ts'], apiPackageBoundaries, false),
  ...boundary(
    ['site-server/**/*.ts'],
    [
      forbid(
        [
          '@sakina/api/testing',
          '@sakina/api/internals/*',
          '**/api/src/**',
          '@sakina/shared/ui',
          '@sakina/shared/navigation',
          '@sakina/shared/graphql',
          '@sakina/shared/i18n',
          '@sakina/shell',
          '@sakina/ops',
          '**/ops/**',
          ...remotes.map((remote) => `@sakina/${remote}`),
          'react',
          'react-dom',
        ],
        because.siteServer,
      ),
    ],
    false,
  ),
  // Layers inside the API (and the site server): ESLint's own rule, so the package boundaries above still hold;
  // the modules' boundaries, which allow type imports, repeat the API's package boundaries instead.
  ...apiLayers(),
  ...boundary(
    ['site-server/**/*.test.ts', 'site-server/src/testing/**'],
    [forbid(['**/api/src/**', '@sakina/shared/ui', '@sakina/shell', 'react', 'react-dom'], because.siteServer)],
    false,
  ),
);
