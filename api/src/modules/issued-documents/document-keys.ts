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

/** Compares digests of equal length, so neither the key's length nor its first differing byte shows in the time. */
export function isServiceKey(keys: readonly string[], presented: string | undefined): boolean {
  if (!presented) return false;
  const presentedDigest = digest(presented);
  let matched = false;
  for (const key of keys) matched = timingSafeEqual(digest(key), presentedDigest) || matched;
  return matched;
}
