// What tests of the packages above the API (site-server/, ops/) use to stand it up.
export { freePort } from './free-port';
export { startRedisServer, useRedisServer } from './redis-server';
export { startS3StandIn, standInClient, type S3StandIn } from './s3-stand-in';
export { signIn, signedInHeaders, staffApiTokenOf } from './sign-in';
export { createTestApp, type GraphqlReply, type TestApp, type TestAppOptions } from './test-app';
export { createTestDb } from './test-db';
export { readTarGz } from './read-tar-gz';
export { waitFor } from './wait-for';
export { fixtureContent } from './fixtures/seed-content';
