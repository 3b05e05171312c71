// The `embedded` jest project (jest.config.js): files that ran on PostgreSQL run again on PGlite, the embedded
// engine. Run before each file's modules load, so createTestDb() finds no server to use.
delete process.env.TEST_DATABASE_URL;
process.env.SAKINA_SECOND_ENGINE = '1';
