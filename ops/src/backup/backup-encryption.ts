import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { derivedKey } from '@sakina/api/internals/security/field-cipher';

/**
 * An encrypted backup archive: a header (`magic`, the key's id, the nonce), the tar.gz encrypted with AES-256-GCM,
 * then the tag. The key comes from BACKUP_ENCRYPTION_KEY (the first encrypts; every one listed decrypts).
 */
const magic = Buffer.from('SAKINA-BACKUP-AES-256-GCM-1\n');
const keyIdBytes = 8;
const nonceBytes = 12;
const tagBytes = 16;
const headerBytes = magic.length + keyIdBytes + nonceBytes;
const purpose = 'sakina-backup-archive';

export class BackupKeyError extends Error {
  override name = 'BackupKeyError';
}

/** BACKUP_ENCRYPTION_KEY's keys (comma-separated, 32 characters at least); none when unset. */
export function backupKeysOf(environment: NodeJS.ProcessEnv): string[] {
  const value = environment.BACKUP_ENCRYPTION_KEY?.trim();
  if (!value) return [];
  const keys = value.split(',').map((key) => key.trim());
  if (keys.some((key) => key.length < 32)) {
    throw new BackupKeyError('BACKUP_ENCRYPTION_KEY must list keys of at least 32 characters, separated by commas.');
  }
  return keys;
}

export function isEncryptedArchive(file: string): boolean {
  const handle = fs.openSync(file, 'r');
  try {
    const start = Buffer.alloc(magic.length);
    return fs.readSync(handle, start, 0, magic.length, 0) === magic.length && start.equals(magic);
  } finally {
    fs.closeSync(handle);
  }
}

export async function encryptArchive(source: string, target: string, secret: string): Promise<void> {
  const key = derivedKey(secret, purpose);
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, nonce);
  const keyId = Buffer.alloc(keyIdBytes);
  keyId.write(key.id);
  fs.writeFileSync(target, Buffer.concat([magic, keyId, nonce]), { mode: 0o600 });
  await pipeline(fs.createReadStream(source), cipher, fs.createWriteStream(target, { flags: 'a' }));
  fs.appendFileSync(target, cipher.getAuthTag());
}

/** Decrypts into `target`; an archive changed in any byte, or under a key not listed, is refused. */
export async function decryptArchive(source: string, target: string, secrets: readonly string[]): Promise<void> {
  const size = fs.statSync(source).size;
  const handle = fs.openSync(source, 'r');
  const header = Buffer.alloc(headerBytes);
  const tag = Buffer.alloc(tagBytes);
  try {
    if (size < headerBytes + tagBytes) throw new BackupKeyError('The encrypted archive is cut short.');
    fs.readSync(handle, header, 0, headerBytes, 0);
    fs.readSync(handle, tag, 0, tagBytes, size - tagBytes);
  } finally {
    fs.closeSync(handle);
  }
  const keyId = header
    .subarray(magic.length, magic.length + keyIdBytes)
    .toString()
    .replace(/\0+$/, '');
  const key = secrets.map((secret) => derivedKey(secret, purpose)).find((candidate) => candidate.id === keyId);
  if (!key) {
    throw new BackupKeyError(
      `The archive is encrypted with a key that is not in BACKUP_ENCRYPTION_KEY (key id ${keyId}): set it to restore.`,
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, header.subarray(magic.length + keyIdBytes));
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: headerBytes, end: size - tagBytes - 1 }),
      decipher,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch {
    fs.rmSync(target, { force: true });
    throw new BackupKeyError('The encrypted archive does not decrypt: it was changed after it was written.');
  }
}
