// The API's public surface: what the site server (site-server/) and the operations tools (ops/) use.
export { apiPlugin, type ApiOptions, type ApiSurface } from './api-plugin';
export { loadConfig, repositoryRoot, type AppConfig } from './config';
export { openConfiguredDatabase, type Database, type DatabaseConnection } from './db/client';
export { contentVersionReader } from './db/content-version-reader';
export { createHttpServer } from './http/http-server';
export type { PageGate, PageParameters } from './http/page-gate';
export { internalRequestHeader, isAllowedOrigin } from './http/request-guards';
export { createLogger, type Logger } from './logger';
export { createMailer, type Mailer } from './mail/mailer';
export { connectRedis, redisReady } from './redis/redis-client';
export { withDeadline } from './reliability/deadline';
export { logSweep, sweepAbandonedWork } from './reliability/startup-sweep';
export * as seedContent from './seed/content';
export { seedIfEmpty } from './seed/seed';
export { sitemapRows, type SitemapRow } from './sitemap-rows';
export { siteStore, uploadStore } from './storage/stores';
export { checkedKey, type ObjectStore, type PutOptions, type StoredObjectInfo } from './storage/object-store';
export { localObjectStore } from './storage/local-object-store';
