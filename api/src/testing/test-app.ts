import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { apiPlugin, type ApiOptions } from '../api-plugin';
import { loadConfig, type AppConfig } from '../config';
import type { Database, DatabaseConnection } from '../db/client';
import { logRedaction } from '../log-redaction';
import { createHttpServer } from '../http/http-server';
import { createMailer, type Mailer } from '../mail/mailer';
import { seedContent, type SeedContent } from '../seed/seed';
import { createTestDb } from './test-db';

export interface GraphqlReply<Data> {
  status: number;
  data?: Data | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  db: Database;
  config: AppConfig;
  /** The app's mailer (its outbox is outboxDir): for services a test calls directly. */
  mailer: Mailer;
  outboxDir: string;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** POSTs a JSON GraphQL request to /graphql. */
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlReply<Data>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Content loaded into the fresh database before the app starts. */
  content?: SeedContent;
  siteDir?: string;
  /** More environment variables for loadConfig, e.g. { SMTP_URL }. */
  environment?: Record<string, string>;
  dependencies?: Partial<Pick<ApiOptions, 'rateLimiter' | 'resolveSession' | 'isSiteReady'>>;
  /** Mounts more routes beside the API before the server starts: the site server's tests mount the site. */
  mount?: (app: FastifyInstance, mounted: { config: AppConfig; database: DatabaseConnection }) => void;
}

/** The API (and what `mount` adds) on a fresh test database, with its outbox and data in a temp folder. Close it in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_DIR: options.siteDir ?? path.join(dataDir, 'site'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ...options.environment,
  });
  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { level: config.logLevel, ...logRedaction },
    { write: (line: string) => void logs.push(JSON.parse(line)) },
  );
  const database = await createTestDb();
  if (options.content) await seedContent(database.db, options.content);
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, logger });
  const app = createHttpServer(config, logger);
  await app.register(apiPlugin, { config, database, mailer, logger, ...options.dependencies });
  options.mount?.(app, { config, database });
  await app.ready();

  return {
    app,
    database,
    db: database.db,
    config,
    mailer,
    outboxDir: config.outboxDir,
    logs,
    async graphql<Data>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, ...(response.json() as Omit<GraphqlReply<Data>, 'status'>) };
    },
    async close() {
      try {
        await app.close();
        mailer.close();
        await database.close();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
