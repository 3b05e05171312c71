import { readSearchTerms } from '@sakina/shared/vocabulary';
import { generatePractitioners } from './directory-workload';
import type { DatabaseConnection } from '../../db/client';
import { practitionerRow } from '../../seed/seed';
import { createTestDb } from '../../testing/test-db';
import { countFacets, facetNames, facetTable, type FacetName } from './directory-facets';
import {
  currentVersion,
  selectFacetRows,
  selectPage,
  shapeOf,
  type FilterValues,
  type PractitionerSort,
} from './directory-queries';
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

/** The filter a visitor sets: a search and the choices of the page. */
type Filter = Partial<Omit<FilterValues, 'tokens' | 'namedConcerns' | 'namedLanguages' | 'namedChannels'>> & {
  search?: string;
};

function valuesOf({ search = '', ...choices }: Filter): FilterValues {
  const terms = readSearchTerms(search);
  return {
    tokens: terms.words,
    namedConcerns: terms.concerns,
    namedLanguages: terms.languages,
    namedChannels: terms.channels,
    category: null,
    gender: null,
    concerns: [],
    language: null,
    channel: null,
    type: null,
    maxPrice: null,
    urgent: false,
    ...choices,
  };
}

const sorts: Exclude<PractitionerSort, 'relevance'>[] = [
  'newest',
  'oldest',
  'highest_rated',
  'highest_price',
  'lowest_price',
];
const searches = [
  'سارة',
  'sara',
  'القلق',
  'panic attacks',
  'family',
  'محمد القحطاني',
  'al-otaibi',
  'xyz',
  'video English',
];
const choices: Filter[] = [
  {},
  { category: 'therapist', gender: 'female' },
  { concerns: ['family', 'sleep'], channel: 'chat' },
  { language: 'en', type: 'family', maxPrice: 250 },
  { urgent: true },
];
const filters: Filter[] = searches.flatMap((search) => choices.map((choice) => ({ search, ...choice })));

async function pageIds(filter: Filter, sort: PractitionerSort, read: SearchRead, offset: number) {
  const values = valuesOf(filter);
  const rows = await selectPage(database.db, { ...shapeOf(values), sort, read }, values, { limit: 10, offset });
  return rows.map((row) => row.id);
}

async function everyMatch(filter: Filter): Promise<number> {
  const values = valuesOf(filter);
  const rows = await selectPage(database.db, { ...shapeOf(values), sort: 'newest', read: 'planner' }, values, {
    limit: 1000,
    offset: 0,
  });
  return rows.length;
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
    expect(pagesWithRows).toBeGreaterThan(150);
  }, 120_000);

  it('rank a search by relevance over the same practitioners its other orders list', async () => {
    for (const search of searches) {
      const newest = await pageIds({ search }, 'newest', 'planner', 0);
      const ranked = await pageIds({ search }, 'relevance', 'planner', 0);
      const total = await everyMatch({ search });
      expect(ranked).toHaveLength(Math.min(total, 10));
      if (total <= 10) expect([...ranked].sort()).toEqual([...newest].sort());
    }
  });

  it('count in memory every practitioner a filter matches, as the database lists them, at the version read', async () => {
    const version = await currentVersion(database.db);
    const read = await selectFacetRows(database.db);
    expect(read.version).toBe(version);
    const table = facetTable(read.rows);
    for (const filter of filters) {
      expect({ filter, total: countFacets(table, valuesOf(filter)).total }).toEqual({
        filter,
        total: await everyMatch(filter),
      });
    }
  }, 60_000);

  it('count for each choice of each filter what the query would leave with it, the other filters as they are', async () => {
    const choiceOf: Record<FacetName, (value: string) => Filter> = {
      category: (value) => ({ category: value as FilterValues['category'] }),
      gender: (value) => ({ gender: value as FilterValues['gender'] }),
      type: (value) => ({ type: value as FilterValues['type'] }),
      channel: (value) => ({ channel: value as FilterValues['channel'] }),
      language: (value) => ({ language: value }),
      // Concerns match any one chosen: each is counted alone.
      concerns: (value) => ({ concerns: [value] }),
      maxPrice: (value) => ({ maxPrice: Number(value) }),
      urgent: () => ({ urgent: true }),
    };
    const cleared: Record<FacetName, Filter> = {
      category: { category: null },
      gender: { gender: null },
      type: { type: null },
      channel: { channel: null },
      language: { language: null },
      concerns: { concerns: [] },
      maxPrice: { maxPrice: null },
      urgent: { urgent: false },
    };
    let nonZero = 0;
    for (const filter of [
      { search: 'family' },
      { category: 'therapist', concerns: ['anxiety'], urgent: true } as Filter,
    ]) {
      const values = valuesOf(filter);
      const counted = countFacets(facetTable((await selectFacetRows(database.db)).rows), values);
      expect(counted.total).toBe(await everyMatch(filter));
      for (const facet of facetNames) {
        expect({ facet, any: counted.facets[facet].any }).toEqual({
          facet,
          any: await everyMatch({ ...filter, ...cleared[facet] }),
        });
        for (const option of counted.facets[facet].options) {
          const leaves = await everyMatch({ ...filter, ...choiceOf[facet](option.value) });
          expect({ facet, value: option.value, count: option.count }).toEqual({
            facet,
            value: option.value,
            count: leaves,
          });
          if (leaves > 0) nonZero += 1;
        }
      }
    }
    expect(nonZero).toBeGreaterThan(40);
  }, 120_000);

  it('see a new table version after every change', async () => {
    const before = await currentVersion(database.db);
    await database.db
      .insert(practitioners)
      .values(generatePractitioners(1, 99).map((practitioner) => practitionerRow(practitioner, 1_000)));
    expect(await currentVersion(database.db)).toBeGreaterThan(before);
  });
});
