import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { dataCipher } from '../../security/field-cipher';
import type { PersonalInformation } from '@sakina/shared/validation';
import { applications } from './applications.table';

type CipherConfig = Pick<AppConfig, 'dataDir' | 'dataEncryptionKeys'>;

/** An applicant's national ID (or iqama) number is encrypted in the stored step, bound to its application. */
const placeOf = (applicationId: string) => `applications.personal.nationalId:${applicationId}`;

export const sealPersonal = (
  config: CipherConfig,
  applicationId: string,
  personal: PersonalInformation,
): PersonalInformation => ({
  ...personal,
  nationalId: dataCipher(config).encrypt(personal.nationalId, placeOf(applicationId)),
});

export const openPersonal = (
  config: CipherConfig,
  applicationId: string,
  personal: PersonalInformation,
): PersonalInformation => ({
  ...personal,
  nationalId: dataCipher(config).decrypt(personal.nationalId, placeOf(applicationId)),
});

const storedNationalId = sql<string>`${applications.personal}->>'nationalId'`;

/**
 * At start: encrypts the numbers stored before encryption, and those under an older key (rotation), with the first
 * key; a row is changed only if it still holds what was read. Answers how many rows it changed.
 */
export async function sealStoredNationalIds({ db, config }: { db: Database; config: CipherConfig }): Promise<number> {
  const cipher = dataCipher(config);
  const rows = await db
    .select({ id: applications.id, nationalId: storedNationalId })
    .from(applications)
    .where(isNotNull(storedNationalId));
  let changed = 0;
  for (const row of rows) {
    if (cipher.isCurrent(row.nationalId)) continue;
    const sealed = cipher.encrypt(cipher.decrypt(row.nationalId, placeOf(row.id)), placeOf(row.id));
    const updated = await db
      .update(applications)
      .set({ personal: sql`jsonb_set(${applications.personal}, '{nationalId}', to_jsonb(${sealed}::text))` })
      .where(and(eq(applications.id, row.id), eq(storedNationalId, row.nationalId)))
      .returning({ id: applications.id });
    changed += updated.length;
  }
  return changed;
}
