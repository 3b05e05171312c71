import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';
import { localSecret } from '../../security/local-secret';

export const localServiceKeyFile = 'documents-service-key';
const localLinkSecretFile = 'documents-link-secret';

export interface DocumentKeys {
  serviceKeys: string[];
  linkSecrets: string[];
}

const keysOfConfig = new WeakMap<object, DocumentKeys>();

/** The keys in force, read once per configuration. */
export function documentKeys(config: Pick<AppConfig, 'dataDir' | 'localSite' | 'documents'>): DocumentKeys {
  let keys = keysOfConfig.get(config);
  if (!keys) {
    keys = readDocumentKeys(config);
    keysOfConfig.set(config, keys);
  }
  return keys;
}

function readDocumentKeys(config: Pick<AppConfig, 'dataDir' | 'localSite' | 'documents'>): DocumentKeys {
  const { serviceKeys, linkSecrets } = config.documents;
  return {
    serviceKeys: serviceKeys.length > 0 || !config.localSite ? serviceKeys : [localSecret(config, localServiceKeyFile)],
    linkSecrets: linkSecrets.length > 0 ? linkSecrets : [localSecret(config, localLinkSecretFile)],
  };
}

/** The key a script uses: DOCUMENTS_SERVICE_KEY's first, else the local site's. */
export function serviceKeyForScripts(config: Pick<AppConfig, 'dataDir' | 'localSite' | 'documents'>): string {
  const key = documentKeys(config).serviceKeys[0];
  if (!key) throw new Error('Set DOCUMENTS_SERVICE_KEY: this server is not local, so it has no key of its own.');
  return key;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The key in force that was presented, or null. Compares digests of equal length against every key, so neither the
 * key's length, its first differing byte nor which key matched shows in the time.
 */
export function matchingServiceKey(keys: readonly string[], presented: string | undefined): string | null {
  if (!presented) return null;
  const presentedDigest = digest(presented);
  let matched: string | null = null;
  for (const key of keys) if (timingSafeEqual(digest(key), presentedDigest)) matched = key;
  return matched;
}

/**
 * How the audit trail names a service key: the first 16 hex digits of its SHA-256. It tells the keys in
 * force apart (DOCUMENTS_SERVICE_KEY holds several while one is rotated) and gives nothing of the key away.
 */
export function serviceKeyName(key: string): string {
  return digest(key).toString('hex').slice(0, 16);
}
