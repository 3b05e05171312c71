import { eq, and, isNotNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { dataCipher } from '../../security/field-cipher';
import { staffMembers } from './staff.table';

type CipherConfig = Pick<AppConfig, 'dataDir' | 'dataEncryptionKeys'>;

/** A member's TOTP secret is encrypted in its row, bound to that row. */
const placeOf = (memberId: string) => `staff_members.totp_secret:${memberId}`;

export const sealTotpSecret = (config: CipherConfig, memberId: string, secret: string): string =>
  dataCipher(config).encrypt(secret, placeOf(memberId));

export const openTotpSecret = (config: CipherConfig, memberId: string, stored: string): string =>
  dataCipher(config).decrypt(stored, placeOf(memberId));

/**
 * At start: encrypts the secrets stored before encryption, and those under an older key (rotation), with the first
 * key. Each row is changed only if it still holds what was read, so servers starting together agree. Answers how
 * many rows it changed.
 */
export async function sealStoredTotpSecrets({ db, config }: { db: Database; config: CipherConfig }): Promise<number> {
  const cipher = dataCipher(config);
  const rows = await db
    .select({ id: staffMembers.id, totpSecret: staffMembers.totpSecret })
    .from(staffMembers)
    .where(isNotNull(staffMembers.totpSecret));
  let changed = 0;
  for (const row of rows) {
    if (cipher.isCurrent(row.totpSecret!)) continue;
    const sealed = sealTotpSecret(config, row.id, openTotpSecret(config, row.id, row.totpSecret!));
    const updated = await db
      .update(staffMembers)
      .set({ totpSecret: sealed })
      .where(and(eq(staffMembers.id, row.id), eq(staffMembers.totpSecret, row.totpSecret!)))
      .returning({ id: staffMembers.id });
    changed += updated.length;
  }
  return changed;
}
