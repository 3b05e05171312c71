import {
  connectRedis,
  createLogger,
  createMailer,
  loadConfig,
  logSweep,
  openConfiguredDatabase,
  redisReady,
  sealStoredNationalIds,
  sealStoredTotpSecrets,
  securePrivateDirectory,
  seedContent,
  seedIfEmpty,
  sweepAbandonedWork,
  uploadStore,
} from '@sakina/api';
import { buildServer } from './server';
import { followSiteStore } from './site/follow-site-store';

const shutdownTimeoutMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  securePrivateDirectory(config.dataDir);
  const database = await openConfiguredDatabase(config, (error) =>
    logger.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  );
  logger.info(
    { database: database.kind, directory: database.kind === 'pglite' ? config.pgliteDir : undefined },
    'database ready',
  );
  const seeded = await database.exclusively(() => seedIfEmpty(database.db, seedContent));
  if (seeded) logger.info(seeded, 'empty database filled with the seed content');
  // Values stored before encryption, or under a key being rotated out, encrypted with the first key.
  const sealed = {
    totpSecrets: await sealStoredTotpSecrets({ db: database.db, config }),
    nationalIds: await sealStoredNationalIds({ db: database.db, config }),
  };
  if (sealed.totpSecrets + sealed.nationalIds > 0)
    logger.info(sealed, 'stored values encrypted with DATA_ENCRYPTION_KEY');
  logSweep(
    logger,
    await sweepAbandonedWork({
      db: database.db,
      databaseKind: database.kind,
      uploadsDir: config.uploadsDir,
      uploads: uploadStore(config),
    }),
  );

  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : null;
  if (redis) logger.info({ connected: await redisReady(redis) }, 'Redis: shared rate limits and rendered pages');
  const site = await followSiteStore({ config, logger });

  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, logger });
  let stopping = false;
  const app = await buildServer({
    config,
    database,
    mailer,
    logger,
    redis,
    accepting: () => !stopping,
    isSiteReady: site.isReady,
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (config.shutdownDrainMs > 0) {
      // /readyz now answers 503: the load balancer moves new requests to the other servers meanwhile.
      logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining behind the load balancer');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    setTimeout(() => {
      logger.error('requests did not finish in time; exiting');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      await app.close();
      await site.stop();
      mailer.close();
      redis?.disconnect();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: `http://${config.host}:${config.port}`, siteDir: config.siteDir }, 'Sakina API listening');
}

main().catch((error: unknown) => {
  // The lock message is for people: print it plainly.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
