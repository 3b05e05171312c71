import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config';
import { derivedKey } from './field-cipher';
import { localSecret } from './local-secret';

/**
 * A stable stand-in for a person's address in records that outlive them (the audit trail): HMAC-SHA256 of the
 * address (lower case) with a key derived from the first DATA_ENCRYPTION_KEY (a local site: the key in DATA_DIR).
 * A copy of the records alone cannot tell whose it is; an operator holding the key can check a given address
 * (`p-` and 32 hex digits). After a key rotation, entries written before it are found with the old key.
 */
export function pseudonymOf(config: Pick<AppConfig, 'dataDir' | 'dataEncryptionKeys'>, email: string): string {
  const secret = config.dataEncryptionKeys[0] ?? localSecret(config, 'data-encryption-key');
  const key = derivedKey(secret, 'sakina-audit-pseudonym').bytes;
  return `p-${createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
