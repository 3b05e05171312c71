import { readSearchTerms } from '@sakina/shared/vocabulary';
import { and, asc, desc, eq, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DatabaseConnection } from '../../db/client';
import { practitionerRow } from '../../seed/seed';
import { createTestDb } from '../../testing/test-db';
import { likePattern } from '../common/search';
import { directoryCopyAt, directoryPage } from './directory-copy';
import { facetNames, type FacetName } from './directory-facets';
import { currentVersion, type FilterValues, type PractitionerSort } from './directory-queries';
import { generatePractitioners } from './directory-workload';
import { practitioners } from './practitioners.table';

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

const holds = (column: AnyColumn, keys: string[]) => sql`${column} @> ${sql.param(keys)}::text[]`;

/** The same filter as a plain query of the table: what the copy in memory must agree with. */
function databaseCondition(values: FilterValues): SQL | undefined {
  const { searchText } = practitioners;
  return and(
    ...values.tokens.map((token) => sql`${searchText} like ${likePattern(token)}`),
    values.namedConcerns.length > 0 ? holds(practitioners.concerns, values.namedConcerns) : undefined,
    values.namedLanguages.length > 0 ? holds(practitioners.languages, values.namedLanguages) : undefined,
    values.namedChannels.length > 0 ? holds(practitioners.communicationStyles, values.namedChannels) : undefined,
    values.category ? eq(practitioners.category, values.category) : undefined,
    values.gender ? eq(practitioners.gender, values.gender) : undefined,
    values.concerns.length > 0 ? sql`${practitioners.concerns} && ${sql.param(values.concerns)}::text[]` : undefined,
    values.language ? holds(practitioners.languages, [values.language]) : undefined,
    values.channel ? holds(practitioners.communicationStyles, [values.channel]) : undefined,
    values.type ? holds(practitioners.consultationTypes, [values.type]) : undefined,
    values.maxPrice !== null ? lte(practitioners.priceSar, values.maxPrice) : undefined,
    values.urgent ? eq(practitioners.urgent, true) : undefined,
  );
}

const databaseOrders: Record<PractitionerSort, (values: FilterValues) => SQL[]> = {
  newest: () => [desc(practitioners.joinedOn), desc(practitioners.id)],
  oldest: () => [asc(practitioners.joinedOn), asc(practitioners.id)],
  highest_rated: () => [desc(practitioners.rating), desc(practitioners.id)],
  highest_price: () => [desc(practitioners.priceSar), desc(practitioners.id)],
  lowest_price: () => [asc(practitioners.priceSar), asc(practitioners.id)],
  relevance: (values) => [
    ...(values.tokens.length > 0
      ? [
          sql`${sql.join(
            values.tokens.map((token) => sql`strpos(${practitioners.searchText}, ${token})`),
            sql` + `,
          )}`,
        ]
      : []),
    desc(practitioners.rating),
    desc(practitioners.id),
  ],
};

async function databaseIds(filter: Filter, sort: PractitionerSort, offset = 0, limit = 10): Promise<number[]> {
  const values = valuesOf(filter);
  const rows = await database.db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(databaseCondition(values))
    .orderBy(...databaseOrders[sort](values))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

const everyMatch = async (filter: Filter) => (await databaseIds(filter, 'newest', 0, 1000)).length;

async function copyNow() {
  return directoryCopyAt(database.db, await currentVersion(database.db));
}

async function copyIds(filter: Filter, sort: PractitionerSort, offset = 0): Promise<number[]> {
  const { rows } = directoryPage(await copyNow(), valuesOf(filter), sort, { offset, limit: 10 });
  return rows.map((row) => row.id);
}

const sorts: PractitionerSort[] = ['relevance', 'newest', 'oldest', 'highest_rated', 'highest_price', 'lowest_price'];
const searches = [
  '',
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

describe('the directory copy', () => {
  it('lists the pages the database lists for every filter, order and page', async () => {
    let pagesWithRows = 0;
    for (const filter of filters) {
      for (const sort of sorts) {
        for (const offset of [0, 10, 20]) {
          const listed = await databaseIds(filter, sort, offset);
          expect({ filter, sort, offset, ids: await copyIds(filter, sort, offset) }).toEqual({
            filter,
            sort,
            offset,
            ids: listed,
          });
          if (listed.length > 0) pagesWithRows += 1;
        }
      }
    }
    // The comparison means something only if most filters find people.
    expect(pagesWithRows).toBeGreaterThan(300);
  }, 120_000);

  it('ranks a search by where its words are found, a name before a specialization', async () => {
    const [first] = await copyIds({ search: 'sara' }, 'relevance');
    const copy = await copyNow();
    expect(copy.rows.find((row) => row.id === first)?.name.en).toMatch(/^Sara /);
  });

  it('counts every practitioner a filter matches, as the database finds them', async () => {
    const copy = await copyNow();
    for (const filter of filters) {
      expect({
        filter,
        total: directoryPage(copy, valuesOf(filter), 'newest', { offset: 0, limit: 10 }).result.total,
      }).toEqual({
        filter,
        total: await everyMatch(filter),
      });
    }
  }, 60_000);

  it('counts for each choice of each filter what the query would leave with it, the other filters as they are', async () => {
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
    const copy = await copyNow();
    let nonZero = 0;
    for (const filter of [
      { search: 'family' },
      { category: 'therapist', concerns: ['anxiety'], urgent: true } as Filter,
    ]) {
      const { result } = directoryPage(copy, valuesOf(filter), 'newest', { offset: 0, limit: 10 });
      expect(result.total).toBe(await everyMatch(filter));
      for (const facet of facetNames) {
        expect({ facet, any: result.facets[facet].any }).toEqual({
          facet,
          any: await everyMatch({ ...filter, ...cleared[facet] }),
        });
        for (const option of result.facets[facet].options) {
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

  it('is read again once the table changes, and kept while it does not', async () => {
    const before = await copyNow();
    expect(await copyNow()).toBe(before);
    await database.db
      .insert(practitioners)
      .values(generatePractitioners(1, 99).map((practitioner) => practitionerRow(practitioner, 1_000)));
    const after = await copyNow();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.rows.map((row) => row.id)).toContain(1_000);
    expect(await copyIds({}, 'newest')).toEqual(await databaseIds({}, 'newest'));
  });
});
