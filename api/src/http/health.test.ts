import Fastify from 'fastify';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerHealthRoutes } from './health';

describe('operations endpoints', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { APP_STORE_URL: 'https://apps.apple.com/sa/app/sakina/id1', ANALYTICS_ID: 'G-TEST' },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers /healthz while the process is up', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await testApp.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('serves the runtime configuration uncached, with environment overrides', async () => {
    const response = await testApp.app.inject({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      siteUrl: 'http://127.0.0.1:8080',
      appStoreUrl: 'https://apps.apple.com/sa/app/sakina/id1',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=sa.sakina.app',
      providerAppStoreUrl: 'https://apps.apple.com/sa/app/sakina-provider/id6443961002',
      providerGooglePlayUrl: 'https://play.google.com/store/apps/details?id=sa.sakina.provider',
      practitionerDeepLink: 'sakina://practitioner/{id}',
      emergencyNumber: '911',
      ambulanceNumber: '997',
      mentalHealthLine: '920033360',
      medicalAdviceLine: '937',
      contactEmail: 'support@sakina.example',
      analyticsId: 'G-TEST',
      tagManagerId: '',
      firebaseConfig: null,
      chatWidgetAppId: '',
    });
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const own = await testApp.app.inject({ url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await testApp.app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-42' } });
    expect(given.headers['x-request-id']).toBe('proxy-42');
    const odd = await testApp.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(odd.headers['x-request-id']).not.toBe('bad id <script>');
  });
});

describe('readiness without a database', () => {
  it('answers /readyz with 503 once the database is gone, while /healthz stays up', async () => {
    const testApp = await createTestApp();
    await testApp.database.close();
    try {
      expect((await testApp.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await testApp.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // The database is closed already; closing it again may fail.
      await testApp.close().catch(() => undefined);
    }
  });
});

describe('readiness with uploads in a bucket', () => {
  const runtimeConfig = loadConfig({}).runtime;

  async function readyzWith(checkUploadStore: () => Promise<void>) {
    const app = Fastify();
    registerHealthRoutes(app, { ping: async () => undefined, checkUploadStore, runtimeConfig });
    try {
      return (await app.inject({ url: '/readyz' })).statusCode;
    } finally {
      await app.close();
    }
  }

  it('answers /readyz with 503 when the bucket refuses or does not answer in time', async () => {
    expect(await readyzWith(async () => undefined)).toBe(200);
    expect(await readyzWith(() => Promise.reject(new Error('NoSuchBucket')))).toBe(503);
    expect(await readyzWith(() => new Promise(() => undefined))).toBe(503);
  });
});
