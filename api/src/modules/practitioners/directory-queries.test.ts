import { searchTokens } from '@sakina/shared/validation';
import { generatePractitioners } from './directory-workload';
import type { DatabaseConnection } from '../../db/client';
import { practitionerRow } from '../../seed/seed';
import { createTestDb } from '../../testing/test-db';
import { countMatching, currentVersion, selectPage, type PractitionerSort } from './directory-queries';
import { practitioners } from './practitioners.table';
import type { SearchRead } from './search-read';

let database: DatabaseConnection;

beforeAll(async () => {
  database = await createTestDb();
  await database.db
    .insert(practitioners)
    .values(generatePractitioners(300).map((practitioner, index) => practitionerRow(practitioner, index + 1)));
});

afterAll(async () => {
  await database.close();
});

const sorts: PractitionerSort[] = ['newest', 'oldest', 'highest_rated', 'highest_price', 'lowest_price'];
const searches = ['سارة', 'sara', 'القلق', 'panic attacks', 'family', 'محمد القحطاني', 'al-otaibi', 'xyz'];
const filters = searches.flatMap((search) =>
  [null, 'therapist'].flatMap((category) => [null, 'female'].map((gender) => ({ search, category, gender }))),
);

function shapeAndValues(filter: (typeof filters)[number]) {
  const tokens = searchTokens(filter.search);
  return {
    shape: { tokenCount: tokens.length, byCategory: filter.category !== null, byGender: filter.gender !== null },
    values: { tokens, category: filter.category, gender: filter.gender },
  };
}

async function pageIds(filter: (typeof filters)[number], sort: PractitionerSort, read: SearchRead, offset: number) {
  const { shape, values } = shapeAndValues(filter);
  const rows = await selectPage(database.db, { ...shape, sort, read }, values, { limit: 10, offset });
  return rows.map((row) => row.id);
}

describe('directory queries', () => {
  it('read the same pages whether the planner chooses, the matches are collected first or the sort index is walked', async () => {
    let pagesWithRows = 0;
    for (const filter of filters) {
      for (const sort of sorts) {
        for (const offset of [0, 10]) {
          const planned = await pageIds(filter, sort, 'planner', offset);
          expect(await pageIds(filter, sort, 'collect', offset)).toEqual(planned);
          expect(await pageIds(filter, sort, 'walk', offset)).toEqual(planned);
          if (planned.length > 0) pagesWithRows += 1;
        }
      }
    }
    // The comparison means something only if most filters find people.
    expect(pagesWithRows).toBeGreaterThan(80);
  });

  it('count every practitioner a filter matches, at the current table version', async () => {
    const version = await currentVersion(database.db);
    for (const filter of filters) {
      const { shape, values } = shapeAndValues(filter);
      const everyMatch = await selectPage(database.db, { ...shape, sort: 'newest', read: 'planner' }, values, {
        limit: 1000,
        offset: 0,
      });
      expect(await countMatching(database.db, shape, values)).toEqual({ total: everyMatch.length, version });
    }
  });

  it('see a new table version after every change', async () => {
    const before = await currentVersion(database.db);
    await database.db
      .insert(practitioners)
      .values(generatePractitioners(1, 99).map((practitioner) => practitionerRow(practitioner, 1_000)));
    expect(await currentVersion(database.db)).toBeGreaterThan(before);
  });
});
