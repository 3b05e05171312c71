import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('works with no environment at all: PGlite and outbox under .data, site under .site', () => {
    const config = loadConfig({});
    const repository = path.resolve(__dirname, '../..');
    expect(config).toEqual(
      expect.objectContaining({
        port: 8080,
        host: '127.0.0.1',
        databaseUrl: null,
        databasePoolSize: 10,
        pgliteDir: path.join(repository, '.data', 'pglite'),
        outboxDir: path.join(repository, '.data', 'outbox'),
        uploadsDir: path.join(repository, '.data', 'uploads'),
        siteDir: path.join(repository, '.site'),
        smtpUrl: null,
        teamInbox: 'team@sakina.example',
        publicUrl: 'http://127.0.0.1:8080',
        nodeEnv: 'development',
      }),
    );
    expect(config.runtime.emergencyNumber).toBe('911');
    expect(config.runtime.ambulanceNumber).toBe('997');
    expect(config.runtime.mentalHealthLine).toBe('920033360');
    expect(config.runtime.medicalAdviceLine).toBe('937');
    expect(config.runtime.analyticsId).toBe('');
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/lib/sakina',
      DATABASE_URL: 'postgres://sakina@db:5432/sakina',
      DATABASE_POOL_SIZE: '4',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://sakina.example/',
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: 'd'.repeat(32),
      CHAT_WIDGET_APP_ID: 'abc123',
      PRACTITIONER_DEEP_LINK: 'https://sakina.example/app/practitioner/{id}',
    });
    expect(config.port).toBe(9000);
    expect(config.databaseUrl).toBe('postgres://sakina@db:5432/sakina');
    expect(config.databasePoolSize).toBe(4);
    expect(config.outboxDir).toBe('/var/lib/sakina/outbox');
    expect(config.smtpUrl).toBe('smtp://mail:25');
    expect(config.publicUrl).toBe('https://sakina.example');
    expect(config.nodeEnv).toBe('production');
    expect(config.dataEncryptionKeys).toEqual(['d'.repeat(32)]);
    expect(config.runtime.chatWidgetAppId).toBe('abc123');
    expect(config.runtime.practitionerDeepLink).toBe('https://sakina.example/app/practitioner/{id}');
  });

  it('refuses settings it cannot use, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://owner@db/sakina' })).toThrow('goes with DATABASE_URL');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@db/sakina', DATABASE_OWNER_URL: 'postgres://owner@db/sakina' })
        .databaseOwnerUrl,
    ).toBe('postgres://owner@db/sakina');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number between 1',
    );
    expect(() => loadConfig({ SITE_POLL_MS: '50' })).toThrow('SITE_POLL_MS must be a whole number between 200');
  });

  it('refuses a production server on a public address without https, SMTP or a data encryption key', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', DATA_ENCRYPTION_KEY: 'd'.repeat(32) };
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://sakina.example' })).toThrow(
      /PUBLIC_URL must be https:\/\/ in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sakina.example' })).toThrow(
      /SMTP_URL must be set in production/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://sakina.example' }).localSite).toBe(false);
    const { DATA_ENCRYPTION_KEY: _key, ...withoutKey } = production;
    expect(() => loadConfig({ ...withoutKey, PUBLIC_URL: 'https://sakina.example' })).toThrow(
      /DATA_ENCRYPTION_KEY must be set in production/,
    );
    expect(() => loadConfig({ ...production, DATA_ENCRYPTION_KEY: 'short' })).toThrow('at least 32 characters');
    // npm start and the tests: production builds served on loopback, mail to the outbox.
    for (const url of ['http://127.0.0.1:8080', 'http://localhost:8181', 'http://[::1]:8080']) {
      expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: url })).toMatchObject({ localSite: true, smtpUrl: null });
    }
  });

  it('reads REDIS_URL and the drain on SIGTERM, and refuses what it cannot use', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, shutdownDrainMs: 0 });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6390', SHUTDOWN_DRAIN_MS: '3000' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6390',
      shutdownDrainMs: 3000,
    });
    expect(() => loadConfig({ REDIS_URL: 'memcached://cache:11211' })).toThrow('REDIS_URL must start with redis://');
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '120000' })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number');
  });

  it('refuses servers that share the site (REDIS_URL) in production without one link secret for all', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://sakina.example',
      REDIS_URL: 'redis://cache:6379',
      DATA_ENCRYPTION_KEY: 'd'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/DOCUMENTS_LINK_SECRET must be set/);
    expect(loadConfig({ ...production, DOCUMENTS_LINK_SECRET: 'x'.repeat(32) }).redisUrl).toBe('redis://cache:6379');
  });

  it('reads the documents settings: keys for rotation, link lifetime, the platform on every document', () => {
    const key = 'k'.repeat(32);
    const config = loadConfig({
      DOCUMENTS_SERVICE_KEY: `${key}, ${'n'.repeat(40)}`,
      DOCUMENTS_LINK_SECRET: key,
      DOCUMENTS_LINK_LIFETIME_DAYS: '7',
      PLATFORM_VAT_NUMBER: '310122393500003',
    });
    expect(config.documents).toMatchObject({
      serviceKeys: [key, 'n'.repeat(40)],
      linkSecrets: [key],
      linkLifetimeDays: 7,
      platform: { vatNumber: '310122393500003', nameEn: 'Sakina Consultations Company' },
    });
    expect(loadConfig({}).documents).toMatchObject({ serviceKeys: [], linkSecrets: [], linkLifetimeDays: 30 });
    expect(() => loadConfig({ DOCUMENTS_SERVICE_KEY: 'short' })).toThrow('at least 32 characters');
    expect(() => loadConfig({ PLATFORM_VAT_NUMBER: '12345' })).toThrow('PLATFORM_VAT_NUMBER');
  });

  it('reads the CORS allow-list as origins and refuses anything else', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://app.sakina.example, http://localhost:3000' }).corsOrigins).toEqual([
      'https://app.sakina.example',
      'http://localhost:3000',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.sakina.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads the third-party providers and refuses ids that are not ids', () => {
    const config = loadConfig({
      ANALYTICS_ID: 'G-ABC1234',
      TAG_MANAGER_ID: 'GTM-ABC1234',
      FIREBASE_CONFIG: '{"apiKey":"AIza-key","appId":"1:99:web:ab","projectId":"sakina","measurementId":"G-F1234"}',
      CHAT_WIDGET_APP_ID: 'abc12345',
      CHAT_WIDGET_IDENTITY_SECRET: 'secret',
      COUNTRY_LOOKUP_URL: 'https://country.example/?ip={ip}',
    });
    expect(config.runtime).toMatchObject({
      analyticsId: 'G-ABC1234',
      tagManagerId: 'GTM-ABC1234',
      firebaseConfig: { apiKey: 'AIza-key', appId: '1:99:web:ab', projectId: 'sakina', measurementId: 'G-F1234' },
    });
    // The identity secret and the lookup address stay on the server.
    expect(JSON.stringify(config.runtime)).not.toMatch(/secret|country\.example/);
    expect(config.chatWidgetIdentitySecret).toBe('secret');
    expect(config.countryLookupUrl).toBe('https://country.example/?ip={ip}');
    expect(loadConfig({}).runtime).toMatchObject({ tagManagerId: '', firebaseConfig: null, chatWidgetAppId: '' });

    expect(() => loadConfig({ ANALYTICS_ID: 'G-1"><script>' })).toThrow(/ANALYTICS_ID must look like G-/);
    expect(() => loadConfig({ TAG_MANAGER_ID: 'UA-1' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => loadConfig({ CHAT_WIDGET_APP_ID: 'a/b' })).toThrow(/CHAT_WIDGET_APP_ID/);
    expect(() => loadConfig({ FIREBASE_CONFIG: '{"apiKey":"k"}' })).toThrow(/FIREBASE_CONFIG/);
    expect(() => loadConfig({ FIREBASE_CONFIG: 'not json' })).toThrow(/FIREBASE_CONFIG/);
    expect(() => loadConfig({ COUNTRY_LOOKUP_URL: 'https://country.example/' })).toThrow(/\{ip\}/);
  });

  it('keeps uploads in local folders unless S3_BUCKET names a bucket S3 would accept', () => {
    expect(loadConfig({}).storage).toEqual({ s3: null });
    expect(loadConfig({ S3_BUCKET: 'sakina-prod', S3_ENDPOINT: 'http://127.0.0.1:9000/' }).storage).toEqual({
      s3: { bucket: 'sakina-prod', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' },
    });
    expect(loadConfig({ S3_BUCKET: 'a.b-c', S3_REGION: 'eu-central-1' }).storage.s3).toMatchObject({
      endpoint: null,
      region: 'eu-central-1',
    });

    for (const bucket of ['ab', 'a'.repeat(64), 'Sakina', 'sakina_uploads', '-sakina', 'sakina.', 'a..b']) {
      expect(() => loadConfig({ S3_BUCKET: bucket })).toThrow(/S3_BUCKET must be a bucket name/);
    }
    expect(() => loadConfig({ S3_BUCKET: 'sakina', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'sakina', S3_REGION: 'eu central' })).toThrow(/S3_REGION/);
  });
});
