const os = require('node:os');

/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must transform to CommonJS
const esmPackages = [
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'content-disposition',
  'cookie',
];

// CommonJS builds that load Node modules with import(), which jest's VM refuses without a flag
const dynamicImportPackages = ['@electric-sql/pglite', '@fastify/cookie'];

/** A project of Node tests: the API's TypeScript and the ESM-only packages it loads, made CommonJS by swc. */
const nodeProject = (project) => ({
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${[...esmPackages, ...dynamicImportPackages].join('|')})/)`],
  ...project,
});

module.exports = {
  // Every core (jest's default leaves one to its parent, which mostly waits): the API files wait on servers and
  // databases much of their time.
  maxWorkers: os.availableParallelism(),
  // Jest reads testTimeout only here, not per project. A limit for a test that hangs, not a speed goal: sized for a
  // loaded machine (on a shared machine a database's start in beforeAll or a form typed key by key took over 30 s).
  testTimeout: 120_000,
  testSequencer: '<rootDir>/jest.sequencer.js',
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment-web.js',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: {
        '\\.(css)$': 'identity-obj-proxy',
        '\\.(svg|png|jpg|woff2?)$': '<rootDir>/jest.file-stub.js',
      },
      testMatch: [
        '<rootDir>/{shell,mfe-public,mfe-practitioner,mfe-business,mfe-documents,mfe-staff,shared}/src/**/*.test.{ts,tsx}',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.js'],
    },
    nodeProject({
      displayName: 'api',
      testMatch: ['<rootDir>/{api,site-server,ops}/src/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/ops/src/drills/'],
    }),
    // With TEST_DATABASE_URL (as `npm test` runs them), the API's files run on PostgreSQL, the engine of
    // production; these run again on the embedded engine (PGlite, which `npm start` and the browser tests use):
    // the files whose SQL is the richest (every mutation's writes, the directory's and the blog's searches, the
    // audit chain's times, retention's deletes, the seed), the fuzzer at a fifth of its cases.
    ...(process.env.TEST_DATABASE_URL
      ? [
          nodeProject({
            displayName: 'embedded',
            testMatch: [
              '<rootDir>/api/src/security/mutation-fuzz.test.ts',
              '<rootDir>/api/src/modules/practitioners/practitioners.graphql.test.ts',
              '<rootDir>/api/src/modules/articles/articles.graphql.test.ts',
              '<rootDir>/api/src/modules/staff/audit-chain.test.ts',
              '<rootDir>/api/src/modules/privacy/privacy.test.ts',
              '<rootDir>/api/src/seed/seed.test.ts',
            ],
            setupFiles: ['<rootDir>/api/src/testing/embedded-engine.setup.js'],
          }),
        ]
      : []),
    // Reliability drills: each starts real servers (and a PostgreSQL cluster) of its own.
    nodeProject({ displayName: 'drills', testMatch: ['<rootDir>/ops/src/drills/**/*.drill.test.ts'] }),
    {
      displayName: 'scripts',
      testEnvironment: 'node',
      // The scripts are ES modules (.mjs); their tests load them as CommonJS like every other test here.
      transform: { '^.+\\.m?[tj]s$': swc },
      testMatch: ['<rootDir>/scripts/**/*.test.ts'],
    },
  ],
};
