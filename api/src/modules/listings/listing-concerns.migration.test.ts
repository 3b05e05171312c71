import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '../../db/client';
import { migrationsBefore } from '../../testing/migrations-before';

const concernsMigration = '0021_directory_concerns';

const listing = (id: number, specializations: string[], secondary: string[]) => ({
  id,
  specializations: JSON.stringify({ ar: specializations.map(() => 'تخصص'), en: specializations }),
  secondary: JSON.stringify({ ar: secondary.map(() => 'تخصص'), en: secondary }),
});

describe('the concerns migration', () => {
  it('derives the concerns of existing listings and directory rows from their specializations, main ones first', async () => {
    const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
    const before = migrationsBefore(concernsMigration);
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before.folder });
      const rows = [
        // An application's offered and secondary specializations, as listings drafted from one name them.
        listing(1, ['Family issues', 'Obsessive-compulsive disorder'], ['Children and adolescents', 'Couples therapy']),
        // The seed's names, one of them standing for two concerns.
        listing(2, ['Childhood anxiety', 'Sleep disorders'], ['Grief']),
        // Names nobody maps are left for an editor.
        listing(3, ['Expatriate adjustment'], []),
      ];
      for (const row of rows) {
        await client.query(
          `insert into practitioner_listings (id, status, category, gender, name, title, bio, specializations,
             secondary_specialties, languages, education, years_of_experience, consultation_types, communication_styles,
             classified, registration_verified_on, joined_on, price_sar)
           values ($1, 'published', 'therapist', 'female', '{"ar":"س","en":"S"}', '{"ar":"س","en":"S"}',
             '{"ar":"س","en":"S"}', $2, $3, '{ar}', '{"ar":[],"en":[]}', 3, '{family}', '{chat}', false, '2026-01-01',
             '2026-01-01', 100)`,
          [row.id, row.specializations, row.secondary],
        );
        await client.query(
          `insert into practitioners (id, category, gender, name, title, bio, specializations, secondary_specialties,
             languages, education, years_of_experience, consultation_types, communication_styles, classified,
             registration_verified_on, joined_on, rating, rating_count, price_sar, search_text)
           select id, category, gender, name, title, bio, specializations, secondary_specialties, languages, education,
             years_of_experience, consultation_types, communication_styles, classified, registration_verified_on,
             joined_on, 0, 0, price_sar, 's' from practitioner_listings where id = $1`,
          [row.id],
        );
      }

      await migrate(db, { migrationsFolder });

      const expected = [
        { id: 1, concerns: ['family', 'ocd', 'children'] },
        { id: 2, concerns: ['children', 'anxiety', 'sleep', 'grief'] },
        { id: 3, concerns: [] },
      ];
      for (const table of ['practitioner_listings', 'practitioners']) {
        const { rows: found } = await client.query(`select id, concerns from ${table} order by id`);
        expect({ table, found }).toEqual({ table, found: expected });
      }
    } finally {
      await client.close();
      before.remove();
    }
  }, 60_000);
});
