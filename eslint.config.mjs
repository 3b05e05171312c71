import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-public', 'mfe-practitioner', 'mfe-business', 'mfe-documents'];

const because = {
  remote: 'Remotes deploy independently: a remote never imports another remote or the shell. Move what both need into @sakina/shared.',
  api: 'Frontends talk to the API over GraphQL only (contract: api/schema.graphql); importing api/ would bundle server code.',
  sharedUp: 'shared is the bottom layer: it never imports the shell, a remote or the API.',
  apiFrontend: 'The API may use @sakina/shared/validation only (pure zod); React code does not belong on the server.',
};

const forbid = (groups, message) => ({ group: groups, message });

function boundary(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  { ignores: ['**/.scratch/**', '**/dist/**', '**/node_modules/**', '.site/**', '.data/**', '.nx/**', 'test-results/**', 'api/drizzle/**', '**/*.js', '**/*.mjs'] },
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
  ...remotes.map((remote) =>
    boundary([`${remote}/**/*.{ts,tsx}`], [
      forbid(
        [...remotes.filter((other) => other !== remote).flatMap((other) => [`@sakina/${other}`, `@sakina/${other}/*`, `**/${other}/**`]), '@sakina/shell', '@sakina/shell/*', '**/shell/src/**'],
        because.remote,
      ),
      forbid(['@sakina/api', '@sakina/api/*', '**/api/src/**'], because.api),
    ]),
  ),
  boundary(['shell/**/*.{ts,tsx}'], [
    forbid(remotes.flatMap((remote) => [`@sakina/${remote}`, `@sakina/${remote}/*`, `**/${remote}/**`]), 'The shell loads remotes at runtime from /remotes.json, never by import.'),
    forbid(['@sakina/api', '@sakina/api/*', '**/api/src/**'], because.api),
  ]),
  boundary(['shared/**/*.{ts,tsx}'], [
    forbid(['@sakina/shell', '@sakina/shell/*', '@sakina/api', '@sakina/api/*', ...remotes.map((remote) => `@sakina/${remote}`), '**/shell/src/**', '**/api/src/**', ...remotes.map((remote) => `**/${remote}/**`)], because.sharedUp),
  ]),
  boundary(['api/**/*.ts'], [
    forbid(['@sakina/shared/ui', '@sakina/shared/navigation', '@sakina/shared/graphql', '@sakina/shell', ...remotes.map((remote) => `@sakina/${remote}`), 'react', 'react-dom'], because.apiFrontend),
  ]),
);
