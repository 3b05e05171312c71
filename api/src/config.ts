import path from 'node:path';
import type { FirebaseWebConfig, RuntimeConfig } from '@sakina/shared/contracts';
import { helpLineDefaults } from '@sakina/shared/help-lines';

export const repositoryRoot = path.resolve(__dirname, '../..');

export type NodeEnvironment = 'development' | 'production' | 'test';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… when set; otherwise the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  /** The tables' owner, for migrations only (DATABASE_OWNER_URL); DATABASE_URL's role then only reads and writes. */
  databaseOwnerUrl: string | null;
  /** Connections the server keeps open to PostgreSQL (not used with PGlite). */
  databasePoolSize: number;
  /** redis:// or rediss:// when set: rate-limit counters and the render cache shared by every server there. */
  redisUrl: string | null;
  /**
   * On SIGTERM, how long `/readyz` answers 503 while requests are still served, so a load balancer stops sending
   * new ones before the server stops accepting (a rolling restart loses none); 0 alone on a machine.
   */
  shutdownDrainMs: number;
  dataDir: string;
  pgliteDir: string;
  outboxDir: string;
  uploadsDir: string;
  siteDir: string;
  /** How often a server checks the shared site store's remotes.json (when the site is not SITE_DIR itself). */
  sitePollMs: number;
  /** How often scheduled jobs (publishing scheduled articles, expiring listings) run; 0: never. */
  jobsIntervalMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  teamInbox: string;
  publicUrl: string;
  logLevel: string;
  nodeEnv: NodeEnvironment;
  /** Trust X-Forwarded-For from this many proxies in front of the server (0: none). */
  trustedProxyCount: number;
  /** At most this many optional certificates per practitioner application. */
  applicationMaxCertificates: number;
  /** Every database statement is cancelled after this long (PostgreSQL; PGlite cannot interrupt one). */
  databaseStatementTimeoutMs: number;
  /** GraphQL requests per minute and client IP (0: no limit). */
  graphqlRateLimitPerMinute: number;
  /** Other origins whose pages may call the API with the visitor's cookies (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** PUBLIC_URL names this machine (localhost, 127.0.0.1, ::1): a developer's or a test's server. */
  localSite: boolean;
  /** Key of the chat widget's identity verification: user_hash = HMAC-SHA256(user id); null: no user_hash. */
  chatWidgetIdentitySecret: string | null;
  /** A third-party country lookup ({ip} in it) answering `1;CC;…`; null: the database shipped with the server. */
  countryLookupUrl: string | null;
  /** Served at GET /config.json to the frontends. */
  runtime: RuntimeConfig;
  documents: DocumentsConfig;
  storage: StorageConfig;
  /**
   * DATA_ENCRYPTION_KEY: AES-256-GCM keys of the values encrypted in the database (TOTP secrets); the first
   * encrypts, all decrypt (rotation); unset: one in DATA_DIR (a local site only).
   */
  dataEncryptionKeys: string[];
  /** How long each kind of personal data is kept before the retention job erases it (RETENTION_*_DAYS). */
  retention: RetentionPolicy;
}

/**
 * Days each kind of record is kept, counted from the moment named beside it; the `purge-expired-data` job
 * (api/src/jobs/) erases what is older. Defaults are written in the README and on the privacy page.
 */
export interface RetentionPolicy {
  /** Contact messages, from when they were sent (and the team's handling of them). */
  contactMessagesDays: number;
  /** Business requests, from when they were sent. */
  businessRequestsDays: number;
  /** Rejected applications and their files, from the decision (the account stays; the applicant may apply again). */
  rejectedApplicationsDays: number;
  /** Accounts whose address was never confirmed, from registration. */
  unconfirmedAccountsDays: number;
  /** Practitioner sessions, from their end (expired or signed out). */
  endedSessionsDays: number;
  /** Confirmation and reset codes, decoys included, from when they were used or expired. */
  spentCodesDays: number;
  /** Newsletter addresses that unsubscribed, from the unsubscription (their link can resubscribe until then). */
  newsletterUnsubscribedDays: number;
}

export const retentionDefaults: RetentionPolicy = {
  contactMessagesDays: 365,
  businessRequestsDays: 365,
  rejectedApplicationsDays: 180,
  unconfirmedAccountsDays: 7,
  endedSessionsDays: 30,
  spentCodesDays: 1,
  newsletterUnsubscribedDays: 90,
};

/** Each kind's variable: RETENTION_CONTACT_MESSAGES_DAYS and so on (1 day to 10 years). */
export const retentionVariables: Record<keyof RetentionPolicy, string> = {
  contactMessagesDays: 'RETENTION_CONTACT_MESSAGES_DAYS',
  businessRequestsDays: 'RETENTION_BUSINESS_REQUESTS_DAYS',
  rejectedApplicationsDays: 'RETENTION_REJECTED_APPLICATIONS_DAYS',
  unconfirmedAccountsDays: 'RETENTION_UNCONFIRMED_ACCOUNTS_DAYS',
  endedSessionsDays: 'RETENTION_ENDED_SESSIONS_DAYS',
  spentCodesDays: 'RETENTION_SPENT_CODES_DAYS',
  newsletterUnsubscribedDays: 'RETENTION_NEWSLETTER_UNSUBSCRIBED_DAYS',
};

function retentionPolicy(environment: Environment): RetentionPolicy {
  const entries = Object.entries(retentionVariables).map(([kind, variable]) => [
    kind,
    wholeNumber(environment, variable, retentionDefaults[kind as keyof RetentionPolicy], 3_650, 1),
  ]);
  return Object.fromEntries(entries) as RetentionPolicy;
}

/** Where uploads and the published site live: local folders (uploadsDir, siteDir), or one S3-compatible bucket. */
export interface StorageConfig {
  /** S3_BUCKET set: `uploads/…` and `site/…` of that bucket; null: the local folders. */
  s3: { bucket: string; endpoint: string | null; region: string } | null;
}

/** Issued documents (api/src/modules/issued-documents). */
export interface DocumentsConfig {
  /** DOCUMENTS_SERVICE_KEY: the keys the apps issue with (comma-separated, for rotation); empty on a local site. */
  serviceKeys: string[];
  /** DOCUMENTS_LINK_SECRET: HMAC keys of view links; the first signs, all verify (rotation); unset: one in DATA_DIR. */
  linkSecrets: string[];
  linkLifetimeDays: number;
  /** The seller and licence holder printed on every document (ZATCA's seller name and VAT number). */
  platform: { nameAr: string; nameEn: string; vatNumber: string; licence: string };
}

type Environment = Record<string, string | undefined>;

function text(environment: Environment, name: string, fallback: string): string {
  const value = environment[name]?.trim();
  return value ? value : fallback;
}

function wholeNumber(environment: Environment, name: string, fallback: number, max = 65_535, min = 0): number {
  const value = environment[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max}, got "${value}".`);
  }
  return number;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return loopbackHosts.has(hostname) || hostname.endsWith('.localhost');
}

function origins(environment: Environment, name: string): string[] {
  const value = environment[name]?.trim();
  if (!value) return [];
  return value.split(',').map((entry) => {
    const trimmed = entry.trim();
    let origin: string;
    try {
      origin = new URL(trimmed).origin;
    } catch {
      throw new Error(`${name} must list origins such as https://app.example, separated by commas; got "${trimmed}".`);
    }
    if (origin !== trimmed.replace(/\/+$/, '')) {
      throw new Error(`${name} must list origins (scheme, host and port only); got "${trimmed}".`);
    }
    return origin;
  });
}

/** An identifier that goes into a provider's script address: only the characters such ids are made of. */
function providerId(environment: Environment, name: string, pattern: RegExp, example: string): string {
  const value = environment[name]?.trim() ?? '';
  if (value && !pattern.test(value)) throw new Error(`${name} must look like ${example}, got "${value}".`);
  return value;
}

const firebaseKeys = ['apiKey', 'appId', 'projectId', 'measurementId'] as const;

function firebaseConfig(environment: Environment): FirebaseWebConfig | null {
  const value = environment.FIREBASE_CONFIG?.trim();
  if (!value) return null;
  const refusal = new Error(
    'FIREBASE_CONFIG must be the web app config as JSON: {"apiKey":"…","appId":"…","projectId":"…","measurementId":"G-…"} (measurementId optional).',
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw refusal;
  }
  if (typeof parsed !== 'object' || parsed === null) throw refusal;
  const entries = parsed as Record<string, unknown>;
  const config: Record<string, string> = {};
  for (const key of firebaseKeys) {
    const field = entries[key];
    if (field === undefined && key === 'measurementId') continue;
    if (typeof field !== 'string' || !/^[\w:.-]{1,200}$/.test(field)) throw refusal;
    config[key] = field;
  }
  return config as unknown as FirebaseWebConfig;
}

function countryLookupUrl(environment: Environment): string | null {
  const value = environment.COUNTRY_LOOKUP_URL?.trim();
  if (!value) return null;
  if (!/^https?:\/\/[^\s]+$/.test(value) || !value.includes('{ip}')) {
    throw new Error(`COUNTRY_LOOKUP_URL must be an http(s) address with {ip} in it, got "${value}".`);
  }
  return value;
}

/** S3's bucket naming rules: 3–63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
function s3Storage(environment: Environment): StorageConfig['s3'] {
  const bucket = environment.S3_BUCKET?.trim();
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new Error(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens; got "${bucket}".`,
    );
  }
  const endpoint = environment.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^\s/]+\/?$/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:9000, got "${endpoint}".`);
  }
  const region = text(environment, 'S3_REGION', 'us-east-1');
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new Error(`S3_REGION must look like us-east-1, got "${region}".`);
  return { bucket, endpoint: endpoint?.replace(/\/$/, '') ?? null, region };
}

/** What a public production server must have; a server on loopback (npm start, tests) may do without. */
function checkProduction(config: AppConfig): void {
  if (config.nodeEnv !== 'production' || config.localSite) return;
  if (!config.publicUrl.startsWith('https://')) {
    throw new Error(
      `PUBLIC_URL must be https:// in production (got ${config.publicUrl}); only a loopback address may use http://.`,
    );
  }
  if (!config.smtpUrl) {
    throw new Error('SMTP_URL must be set in production: without it, mail would only be written to files on disk.');
  }
  if (config.dataEncryptionKeys.length === 0) {
    throw new Error(
      'DATA_ENCRYPTION_KEY must be set in production: a key kept beside the data, and out of its backups, protects nothing.',
    );
  }
  // Servers sharing one site must sign document links alike: a secret made in one server's DATA_DIR would not do.
  if (config.redisUrl && config.documents.linkSecrets.length === 0) {
    throw new Error(
      'DOCUMENTS_LINK_SECRET must be set when several servers share the site (REDIS_URL is set): each would otherwise sign view links with a secret of its own.',
    );
  }
}

/** A VAT registration number: 15 digits, starting and ending with 3. */
function vatNumber(environment: Environment): string {
  const value = text(environment, 'PLATFORM_VAT_NUMBER', '300000000000003');
  if (!/^3\d{13}3$/.test(value)) throw new Error(`PLATFORM_VAT_NUMBER must be 15 digits starting and ending with 3.`);
  return value;
}

/** Comma-separated secrets of at least 32 characters each (a new one first while the old is still accepted). */
function secrets(environment: Environment, name: string): string[] {
  const value = environment[name]?.trim();
  if (!value) return [];
  const list = value.split(',').map((entry) => entry.trim());
  if (list.some((entry) => entry.length < 32)) {
    throw new Error(`${name} must list secrets of at least 32 characters, separated by commas.`);
  }
  return list;
}

function nodeEnvironment(value: string | undefined): NodeEnvironment {
  return value === 'production' || value === 'test' ? value : 'development';
}

/** Reads the environment once; every setting has a default that works on a developer machine. */
export function loadConfig(environment: Environment = process.env): AppConfig {
  const port = wholeNumber(environment, 'PORT', 8080);
  const dataDir = path.resolve(text(environment, 'DATA_DIR', path.join(repositoryRoot, '.data')));
  const databaseUrl = environment.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      'DATABASE_URL must start with postgres:// or postgresql://, or be left unset for the embedded database.',
    );
  }
  const databaseOwnerUrl = environment.DATABASE_OWNER_URL?.trim() || null;
  if (databaseOwnerUrl && (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseOwnerUrl))) {
    throw new Error('DATABASE_OWNER_URL must start with postgres:// or postgresql://, and goes with DATABASE_URL.');
  }
  const redisUrl = environment.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    throw new Error('REDIS_URL must start with redis:// or rediss://, or be left unset (counters in the database).');
  }
  const publicUrl = text(environment, 'PUBLIC_URL', `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(
      `PUBLIC_URL must be an http:// or https:// origin such as https://sakina.example, got "${publicUrl}".`,
    );
  }
  const config: AppConfig = {
    port,
    host: text(environment, 'HOST', '127.0.0.1'),
    databaseUrl,
    databaseOwnerUrl,
    databasePoolSize: wholeNumber(environment, 'DATABASE_POOL_SIZE', 10, 100, 1),
    redisUrl,
    shutdownDrainMs: wholeNumber(environment, 'SHUTDOWN_DRAIN_MS', 0, 60_000),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    siteDir: path.resolve(text(environment, 'SITE_DIR', path.join(repositoryRoot, '.site'))),
    sitePollMs: wholeNumber(environment, 'SITE_POLL_MS', 2_000, 60_000, 200),
    // Tests call the jobs themselves: a timer would change content under them.
    jobsIntervalMs: wholeNumber(
      environment,
      'JOBS_INTERVAL_MS',
      environment.NODE_ENV === 'test' ? 0 : 15_000,
      3_600_000,
    ),
    smtpUrl: environment.SMTP_URL?.trim() || null,
    mailFrom: text(environment, 'MAIL_FROM', '"سكينة Sakina" <no-reply@sakina.example>'),
    teamInbox: text(environment, 'TEAM_INBOX', 'team@sakina.example'),
    publicUrl,
    logLevel: text(environment, 'LOG_LEVEL', 'info'),
    nodeEnv: nodeEnvironment(environment.NODE_ENV),
    trustedProxyCount: wholeNumber(environment, 'TRUSTED_PROXY_COUNT', 0, 10),
    applicationMaxCertificates: wholeNumber(environment, 'APPLICATION_MAX_CERTIFICATES', 5, 50),
    databaseStatementTimeoutMs: wholeNumber(environment, 'DATABASE_STATEMENT_TIMEOUT_MS', 5_000, 600_000, 100),
    graphqlRateLimitPerMinute: wholeNumber(environment, 'GRAPHQL_RATE_LIMIT', 600, 1_000_000),
    corsOrigins: origins(environment, 'CORS_ORIGINS'),
    localSite: isLoopbackUrl(publicUrl),
    chatWidgetIdentitySecret: environment.CHAT_WIDGET_IDENTITY_SECRET?.trim() || null,
    countryLookupUrl: countryLookupUrl(environment),
    runtime: {
      siteUrl: publicUrl,
      appStoreUrl: text(environment, 'APP_STORE_URL', 'https://apps.apple.com/sa/app/sakina/id6443961001'),
      googlePlayUrl: text(
        environment,
        'GOOGLE_PLAY_URL',
        'https://play.google.com/store/apps/details?id=sa.sakina.app',
      ),
      providerAppStoreUrl: text(
        environment,
        'PROVIDER_APP_STORE_URL',
        'https://apps.apple.com/sa/app/sakina-provider/id6443961002',
      ),
      providerGooglePlayUrl: text(
        environment,
        'PROVIDER_GOOGLE_PLAY_URL',
        'https://play.google.com/store/apps/details?id=sa.sakina.provider',
      ),
      practitionerDeepLink: text(environment, 'PRACTITIONER_DEEP_LINK', 'sakina://practitioner/{id}'),
      emergencyNumber: text(environment, 'EMERGENCY_NUMBER', helpLineDefaults.emergencyNumber),
      ambulanceNumber: text(environment, 'AMBULANCE_NUMBER', helpLineDefaults.ambulanceNumber),
      mentalHealthLine: text(environment, 'MENTAL_HEALTH_LINE', helpLineDefaults.mentalHealthLine),
      medicalAdviceLine: text(environment, 'MEDICAL_ADVICE_LINE', helpLineDefaults.medicalAdviceLine),
      contactEmail: text(environment, 'CONTACT_EMAIL', 'support@sakina.example'),
      analyticsId: providerId(environment, 'ANALYTICS_ID', /^G-[A-Z0-9]{4,20}$/, 'G-XXXXXXXXXX'),
      tagManagerId: providerId(environment, 'TAG_MANAGER_ID', /^GTM-[A-Z0-9]{4,20}$/, 'GTM-XXXXXXX'),
      firebaseConfig: firebaseConfig(environment),
      chatWidgetAppId: providerId(environment, 'CHAT_WIDGET_APP_ID', /^[a-z0-9]{4,40}$/i, 'abc12345'),
    },
    documents: {
      serviceKeys: secrets(environment, 'DOCUMENTS_SERVICE_KEY'),
      linkSecrets: secrets(environment, 'DOCUMENTS_LINK_SECRET'),
      linkLifetimeDays: wholeNumber(environment, 'DOCUMENTS_LINK_LIFETIME_DAYS', 30, 365, 1),
      platform: {
        nameAr: text(environment, 'PLATFORM_LEGAL_NAME_AR', 'شركة سكينة للاستشارات'),
        nameEn: text(environment, 'PLATFORM_LEGAL_NAME_EN', 'Sakina Consultations Company'),
        vatNumber: vatNumber(environment),
        licence: text(environment, 'PLATFORM_LICENCE', 'MOH 1400027'),
      },
    },
    storage: { s3: s3Storage(environment) },
    dataEncryptionKeys: secrets(environment, 'DATA_ENCRYPTION_KEY'),
    retention: retentionPolicy(environment),
  };
  checkProduction(config);
  return config;
}
