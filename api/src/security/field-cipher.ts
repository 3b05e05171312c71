import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import { localSecret } from './local-secret';

/**
 * AES-256-GCM for the few values the database keeps that would be worth stealing on their own (staff TOTP
 * secrets). A stored value reads `enc1.<key id>.<nonce>.<ciphertext and tag>` (base64url). The first key
 * encrypts; every key listed decrypts what it encrypted, so a key is rotated by putting the new one first,
 * letting the server re-encrypt at start, then removing the old one. Each value is bound to its place (`context`,
 * e.g. the row it belongs to): a ciphertext copied into another row does not decrypt.
 */
export interface FieldCipher {
  encrypt(plain: string, context: string): string;
  /** The value in clear; a value stored before encryption (no `enc1.` prefix) is answered as it is. */
  decrypt(stored: string, context: string): string;
  /** Whether the value is encrypted with the first key (else the start-up sweep encrypts it again). */
  isCurrent(stored: string): boolean;
}

export class FieldCipherError extends Error {
  override name = 'FieldCipherError';
}

const version = 'enc1';
const nonceBytes = 12;
const tagBytes = 16;

export interface Key {
  id: string;
  bytes: Buffer;
}

/** An AES-256 key derived from a configured secret for one use (`purpose`), and a short id that names it. */
export function derivedKey(secret: string, purpose: string): Key {
  const derive = (info: string, length: number) => Buffer.from(hkdfSync('sha256', secret, purpose, info, length));
  return { id: derive('key id', 6).toString('base64url'), bytes: derive('aes-256-gcm key', 32) };
}

const keyOf = (secret: string) => derivedKey(secret, 'sakina-field-cipher');

export function createFieldCipher(secrets: readonly string[]): FieldCipher {
  if (secrets.length === 0) throw new FieldCipherError('A field cipher needs at least one key.');
  const keys = secrets.map(keyOf);
  const current = keys[0]!;
  return {
    encrypt(plain, context) {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, nonce);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [version, current.id, nonce.toString('base64url'), sealed.toString('base64url')].join('.');
    },
    decrypt(stored, context) {
      const [prefix, keyId, nonce, sealed, ...rest] = stored.split('.');
      if (prefix !== version) return stored;
      const key = keys.find((candidate) => candidate.id === keyId);
      if (!key || nonce === undefined || sealed === undefined || rest.length > 0) {
        throw new FieldCipherError(
          `A value was encrypted with a key that is not configured (key id ${keyId}): add it to DATA_ENCRYPTION_KEY.`,
        );
      }
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - tagBytes)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new FieldCipherError('A stored value does not decrypt: it was changed, or moved from another row.');
      }
    },
    isCurrent(stored) {
      return stored.startsWith(`${version}.${current.id}.`);
    },
  };
}

const localKeyFile = 'data-encryption-key';
const ciphers = new WeakMap<object, FieldCipher>();

export type CipherConfig = Pick<AppConfig, 'dataDir' | 'dataEncryptionKeys'>;

/** The cipher of this configuration's DATA_ENCRYPTION_KEY (a local site without one: a key in DATA_DIR). */
export function dataCipher(config: CipherConfig): FieldCipher {
  let cipher = ciphers.get(config);
  if (!cipher) {
    const keys = config.dataEncryptionKeys.length > 0 ? config.dataEncryptionKeys : [localSecret(config, localKeyFile)];
    cipher = createFieldCipher(keys);
    ciphers.set(config, cipher);
  }
  return cipher;
}

export interface StoredValue {
  id: string;
  stored: string;
}

/**
 * At start: encrypts the values stored before encryption, and those under an older key (rotation), with the first
 * key. `write` changes a row only if it still holds what was read (answering whether it did), so servers starting
 * together agree. Answers how many rows were changed.
 */
export async function resealStored(
  cipher: FieldCipher,
  rows: readonly StoredValue[],
  placeOf: (id: string) => string,
  write: (row: StoredValue, sealed: string) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  for (const row of rows) {
    if (cipher.isCurrent(row.stored)) continue;
    const sealed = cipher.encrypt(cipher.decrypt(row.stored, placeOf(row.id)), placeOf(row.id));
    if (await write(row, sealed)) changed += 1;
  }
  return changed;
}
