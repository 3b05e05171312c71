import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

const remotes = ['mfe-public', 'mfe-practitioner', 'mfe-business', 'mfe-documents'];

const because = {
  remote:
    'Remotes deploy independently: a remote never imports another remote or the shell. Move what both need into @sakina/shared.',
  api: 'Frontends talk to the API over GraphQL only (contract: api/schema.graphql); importing api/ would bundle server code.',
  sharedUp: 'shared is the bottom layer: it never imports the shell, a remote or the API.',
  apiFrontend: 'The API may use @sakina/shared/validation only (pure zod); React code does not belong on the server.',
};

const forbid = (groups, message) => ({ group: groups, message });

// The router exports the shell provides to every frontend, read from the one list of them
// (shell/src/shared-modules/react-router-dom.ts): a shared module is not tree-shaken, so the shell offers these.
const routerApi = [
  ...readFileSync(new URL('./shell/src/shared-modules/react-router-dom.ts', import.meta.url), 'utf8').matchAll(
    /export \{([^}]*)\}/g,
  ),
].flatMap((match) =>
  match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const routerPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: routerApi,
    allowTypeImports: true,
    message:
      'The shell provides only these router exports (shell/src/shared-modules/react-router-dom.ts): add the one you need there first.',
  },
  {
    name: 'react-router',
    allowTypeImports: true,
    message: 'Import the router from react-router-dom: the shell shares that one, from its list of exports.',
  },
];

// Code that never reaches a browser bundle through the share scope: tests, the server render, the list itself.
const fullRouter = [
  '**/*.test.{ts,tsx}',
  'shared/src/testing/**',
  'shell/src/server/**',
  'shell/src/shared-modules/**',
];

function boundary(files, patterns, paths = routerPaths) {
  const rule = (restrictedPaths) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths: restrictedPaths }],
  });
  return [
    { files, rules: rule(paths) },
    // A nested list matches files that match all of its patterns: the exempt files of this area.
    { files: files.flatMap((area) => fullRouter.map((exempt) => [area, exempt])), rules: rule([]) },
  ];
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
    files: ['{shell,mfe-public,mfe-practitioner,mfe-business,mfe-documents,shared}/src/**/*.{ts,tsx}'],
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
  ...boundary(
    ['api/**/*.ts'],
    [
      forbid(
        [
          '@sakina/shared/ui',
          '@sakina/shared/navigation',
          '@sakina/shared/graphql',
          '@sakina/shell',
          ...remotes.map((remote) => `@sakina/${remote}`),
          'react',
          'react-dom',
        ],
        because.apiFrontend,
      ),
    ],
    [],
  ),
);
