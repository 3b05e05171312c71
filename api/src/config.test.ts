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
    expect(config.runtime.mentalHealthLine).toBe('937');
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
    expect(config.runtime.chatWidgetAppId).toBe('abc123');
    expect(config.runtime.practitionerDeepLink).toBe('https://sakina.example/app/practitioner/{id}');
  });

  it('refuses settings it cannot use, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number between 1',
    );
  });
});
