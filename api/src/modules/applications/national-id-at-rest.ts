import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataCipher, resealStored, type CipherConfig } from '../../security/field-cipher';
import type { PersonalInformation } from '@sakina/shared/validation';
import { applications } from './applications.table';

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

/** At start: the stored numbers not under the first key (or in clear) are encrypted with it; answers how many. */
export async function sealStoredNationalIds({ db, config }: { db: Database; config: CipherConfig }): Promise<number> {
  const rows = await db
    .select({ id: applications.id, stored: storedNationalId })
    .from(applications)
    .where(isNotNull(storedNationalId));
  return resealStored(dataCipher(config), rows, placeOf, async (row, sealed) => {
    const updated = await db
      .update(applications)
      .set({ personal: sql`jsonb_set(${applications.personal}, '{nationalId}', to_jsonb(${sealed}::text))` })
      .where(and(eq(applications.id, row.id), eq(storedNationalId, row.stored)))
      .returning({ id: applications.id });
    return updated.length > 0;
  });
}
