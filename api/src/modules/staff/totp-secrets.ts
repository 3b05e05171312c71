import { eq, and, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataCipher, resealStored, type CipherConfig } from '../../security/field-cipher';
import { staffMembers } from './staff.table';

/** A member's TOTP secret is encrypted in its row, bound to that row. */
const placeOf = (memberId: string) => `staff_members.totp_secret:${memberId}`;

export const sealTotpSecret = (config: CipherConfig, memberId: string, secret: string): string =>
  dataCipher(config).encrypt(secret, placeOf(memberId));

export const openTotpSecret = (config: CipherConfig, memberId: string, stored: string): string =>
  dataCipher(config).decrypt(stored, placeOf(memberId));

/** At start: the stored secrets not under the first key (or in clear) are encrypted with it; answers how many. */
export async function sealStoredTotpSecrets({ db, config }: { db: Database; config: CipherConfig }): Promise<number> {
  const rows = await db
    .select({ id: staffMembers.id, stored: sql<string>`${staffMembers.totpSecret}` })
    .from(staffMembers)
    .where(isNotNull(staffMembers.totpSecret));
  return resealStored(dataCipher(config), rows, placeOf, async (row, sealed) => {
    const updated = await db
      .update(staffMembers)
      .set({ totpSecret: sealed })
      .where(and(eq(staffMembers.id, row.id), eq(staffMembers.totpSecret, row.stored)))
      .returning({ id: staffMembers.id });
    return updated.length > 0;
  });
}
