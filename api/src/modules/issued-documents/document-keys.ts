import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * A secret made once and kept in DATA_DIR, readable by its owner only: the link secret of any server that sets no
 * DOCUMENTS_LINK_SECRET (links survive a restart; servers behind one address must share one, so set it there), and
 * the service key of a local site (npm start, tests) without DOCUMENTS_SERVICE_KEY, which `documents:demo` reads.
 */
function localSecret(config: Pick<AppConfig, 'dataDir'>, name: string): string {
  const file = path.join(config.dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
  return secret;
}

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
