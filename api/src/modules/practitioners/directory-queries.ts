import { and, asc, desc, eq, getTableColumns, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentVersions } from '../../db/content-versions.table';
import { onePer } from '../common/one-per';
import { likePattern } from '../common/search';
import type { CommunicationStyle, ConsultationType, Gender, PractitionerCategory } from './practitioner';
import { practitioners } from './practitioners.table';
import type { SearchRead } from './search-read';

export type PractitionerSort = 'relevance' | 'newest' | 'oldest' | 'highest_rated' | 'highest_price' | 'lowest_price';

/**
 * Everything a directory query filters by. The search gives the words and the terms it names (each required); the
 * visitor's choices are the rest: one each, but concerns, where a practitioner needs any one of those chosen.
 */
export interface FilterValues {
  /** Folded search words that name no term (see readSearchTerms). */
  tokens: string[];
  namedConcerns: string[];
  namedLanguages: string[];
  namedChannels: string[];
  category: PractitionerCategory | null;
  gender: Gender | null;
  concerns: string[];
  language: string | null;
  channel: CommunicationStyle | null;
  type: ConsultationType | null;
  /** SAR per 30 minutes. */
  maxPrice: number | null;
  /** Only practitioners who take urgent consultations. */
  urgent: boolean;
}

/** The conditions a query may hold, in a fixed order (statement names list them as bits). */
export const conditionNames = [
  'namedConcerns',
  'namedLanguages',
  'namedChannels',
  'category',
  'gender',
  'concerns',
  'language',
  'channel',
  'type',
  'maxPrice',
  'urgent',
] as const;
export type ConditionName = (typeof conditionNames)[number];

/** What decides the text of a directory query; the words, keys and choices themselves are bound as parameters. */
export interface FilterShape {
  tokenCount: number;
  /** The conditions present, in conditionNames' order. */
  conditions: ConditionName[];
}

export interface ListShape extends FilterShape {
  sort: PractitionerSort;
  read: SearchRead;
}

const isPresent: Record<ConditionName, (values: FilterValues) => boolean> = {
  namedConcerns: (values) => values.namedConcerns.length > 0,
  namedLanguages: (values) => values.namedLanguages.length > 0,
  namedChannels: (values) => values.namedChannels.length > 0,
  category: (values) => values.category !== null,
  gender: (values) => values.gender !== null,
  concerns: (values) => values.concerns.length > 0,
  language: (values) => values.language !== null,
  channel: (values) => values.channel !== null,
  type: (values) => values.type !== null,
  maxPrice: (values) => values.maxPrice !== null,
  urgent: (values) => values.urgent,
};

export function shapeOf(values: FilterValues): FilterShape {
  return {
    tokenCount: values.tokens.length,
    conditions: conditionNames.filter((name) => isPresent[name](values)),
  };
}

/** The conditions an index serves (the trigram index the words, GIN indexes the keys): what a search read weighs. */
export const indexedConditions: readonly ConditionName[] = [
  'namedConcerns',
  'namedLanguages',
  'namedChannels',
  'concerns',
  'language',
  'channel',
  'type',
];

/** The conditions the search's words name; the others are the visitor's choices. */
export const searchConditions: readonly ConditionName[] = ['namedConcerns', 'namedLanguages', 'namedChannels'];

const {
  searchText,
  createdAt: _createdAt,
  bio,
  education,
  secondarySpecialties,
  ...listColumns
} = getTableColumns(practitioners);

/** The columns a profile page adds to those of a directory entry. */
export const detailColumns = { bio, education, secondarySpecialties };
export { listColumns };

// The version of the practitioners table, raised by a trigger on every change (drizzle/0009).
const tableVersion = sql<number>`(select ${contentVersions.version} from ${contentVersions}
  where ${eq(contentVersions.name, 'practitioners')})`.mapWith(Number);

interface SortColumns {
  id: AnyColumn;
  joinedOn: AnyColumn;
  rating: AnyColumn;
  priceSar: AnyColumn;
}

// Each order ends with the id so that equal values keep one order from page to page (and match an index).
const orders: Record<OrderedSort, (columns: SortColumns) => SQL[]> = {
  newest: ({ joinedOn, id }) => [desc(joinedOn), desc(id)],
  oldest: ({ joinedOn, id }) => [asc(joinedOn), asc(id)],
  highest_rated: ({ rating, id }) => [desc(rating), desc(id)],
  highest_price: ({ priceSar, id }) => [desc(priceSar), desc(id)],
  lowest_price: ({ priceSar, id }) => [asc(priceSar), asc(id)],
};

type OrderedSort = Exclude<PractitionerSort, 'relevance'>;

function containsToken(index: number, read: SearchRead): SQL {
  const token = sql.placeholder(`token${index}`);
  // The same test as LIKE '%token%', in a form the trigram index does not serve, so the sort index is walked.
  return read === 'walk' ? sql`strpos(${searchText}, ${token}) > 0` : sql`${searchText} like ${token}`;
}

/** `column @> keys` (every one) or `column && keys` (any one), bound as a text array. */
function holdsKeys(column: AnyColumn, parameter: string, operator: '@>' | '&&', read: SearchRead): SQL {
  const keys = sql`${sql.placeholder(parameter)}::text[]`;
  const test = sql`${column} ${sql.raw(operator)} ${keys}`;
  // The same test in a form the GIN index does not serve, so the sort index is walked instead.
  return read === 'walk' ? sql`(${test}) is true` : test;
}

const conditionsSql: Record<ConditionName, (read: SearchRead) => SQL> = {
  namedConcerns: (read) => holdsKeys(practitioners.concerns, 'namedConcerns', '@>', read),
  namedLanguages: (read) => holdsKeys(practitioners.languages, 'namedLanguages', '@>', read),
  namedChannels: (read) => holdsKeys(practitioners.communicationStyles, 'namedChannels', '@>', read),
  category: () => eq(practitioners.category, sql.placeholder('category')),
  gender: () => eq(practitioners.gender, sql.placeholder('gender')),
  concerns: (read) => holdsKeys(practitioners.concerns, 'concerns', '&&', read),
  language: (read) => holdsKeys(practitioners.languages, 'language', '@>', read),
  channel: (read) => holdsKeys(practitioners.communicationStyles, 'channel', '@>', read),
  type: (read) => holdsKeys(practitioners.consultationTypes, 'type', '@>', read),
  maxPrice: () => lte(practitioners.priceSar, sql.placeholder('maxPrice')),
  urgent: () => eq(practitioners.urgent, true),
};

function filterCondition(shape: FilterShape, read: SearchRead = 'planner'): SQL | undefined {
  return and(
    ...Array.from({ length: shape.tokenCount }, (_, index) => containsToken(index, read)),
    ...shape.conditions.map((name) => conditionsSql[name](read)),
  );
}

/** The shape in a statement's name: the word count, then one bit per condition present. */
function shapeName({ tokenCount, conditions }: FilterShape): string {
  const bits = conditionNames.reduce((mask, name, index) => mask | (conditions.includes(name) ? 1 << index : 0), 0);
  return `${tokenCount}_${bits.toString(36)}`;
}

/**
 * Words make a query's plan depend on them (a rare name, a common specialization): such queries are planned for them
 * each time. Keys are few and their shares known once counted (see search-read.ts), so their queries are named.
 */
const plannedEachTime = (shape: FilterShape) => shape.tokenCount > 0;

/**
 * drizzle types prepare()'s name as required but hands it to pg as it is: without a name, pg sends an
 * unnamed statement, which PostgreSQL plans again for each execution's parameters.
 */
function prepare<Prepared>(query: { prepare(name: string): Prepared }, name?: string): Prepared {
  return query.prepare(name as string);
}

function buildListQuery(db: Database, shape: ListShape & { sort: OrderedSort }) {
  const selection = { ...listColumns, version: tableVersion.as('version') };
  // A plan made once without the words and keys would be poor for rare ones or for common ones, so a search the
  // planner decides is planned for its values each time; the other queries are named statements, parsed and
  // planned once per connection, since their form already fixes how they are read.
  const name =
    plannedEachTime(shape) && shape.read === 'planner'
      ? undefined
      : `practitioners_${shape.read}_${shapeName(shape)}_${shape.sort}`;
  const matching = db.select(selection).from(practitioners).where(filterCondition(shape, shape.read));
  if (shape.read !== 'collect') {
    return prepare(
      matching
        .orderBy(...orders[shape.sort](practitioners))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
      name,
    );
  }
  // Any OFFSET keeps PostgreSQL from merging the subquery into the outer one, so it is read as a whole first.
  // (drizzle leaves out a literal OFFSET 0, hence a parameter that is always 0.)
  const matches = matching.offset(sql.placeholder('unmerged')).as('matches');
  return prepare(
    db
      .select()
      .from(matches)
      .orderBy(...orders[shape.sort](matches))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    name,
  );
}

/** Builds each query text once per database and keeps it; there are a few hundred at most. */
function memoizedByShape<Shape extends object, Query>(build: (db: Database, shape: Shape) => Query) {
  const queriesOf = onePer((_db: Database) => new Map<string, Query>());
  return (db: Database, shape: Shape): Query => {
    const built = queriesOf(db);
    const key = JSON.stringify(shape);
    let query = built.get(key);
    if (!query) built.set(key, (query = build(db, shape)));
    return query;
  };
}

const listQuery = memoizedByShape(buildListQuery);

const oneKey = (value: string | null) => (value === null ? null : [value]);

function parameters(values: FilterValues, read: SearchRead = 'planner'): Record<string, unknown> {
  const named: Record<string, unknown> = {
    namedConcerns: values.namedConcerns,
    namedLanguages: values.namedLanguages,
    namedChannels: values.namedChannels,
    category: values.category,
    gender: values.gender,
    concerns: values.concerns,
    language: oneKey(values.language),
    channel: oneKey(values.channel),
    type: oneKey(values.type),
    maxPrice: values.maxPrice,
  };
  values.tokens.forEach((token, index) => {
    named[`token${index}`] = read === 'walk' ? token : likePattern(token);
  });
  return named;
}

/** One page of the directory in `shape`'s order, each row with the table version it was read at. */
export function selectPage(
  db: Database,
  shape: ListShape,
  values: FilterValues,
  page: { limit: number; offset: number },
) {
  const { sort } = shape;
  if (sort === 'relevance' && shape.tokenCount > 0) {
    // Ranked by where each word is found: the words themselves, beside their patterns.
    const ranked = { tokenCount: shape.tokenCount, conditions: shape.conditions };
    return relevanceQuery(db, ranked).execute({
      ...parameters(values),
      ...Object.fromEntries(values.tokens.map((token, index) => [`word${index}`, token])),
      ...page,
    });
  }
  // Without words, every match is as relevant: the best rated come first, read like that order.
  const ordered = sort === 'relevance' ? 'highest_rated' : sort;
  return listQuery(db, { ...shape, sort: ordered }).execute({
    ...parameters(values, shape.read),
    ...page,
    unmerged: 0,
  });
}

/**
 * The best matches of a search with words first: the words found earliest in the search text (it starts with the
 * names, so a name matches before a specialization), then the best rated. Every match is ranked, so the planner reads
 * them as it sees fit, planned for the words each time; the trigram index keeps them few but for the commonest words.
 */
function buildRelevanceQuery(db: Database, shape: FilterShape) {
  const selection = { ...listColumns, version: tableVersion.as('version') };
  const score = sql.join(
    Array.from(
      { length: shape.tokenCount },
      (_, index) => sql`strpos(${searchText}, ${sql.placeholder(`word${index}`)})`,
    ),
    sql` + `,
  );
  return prepare(
    db
      .select(selection)
      .from(practitioners)
      .where(filterCondition(shape))
      .orderBy(asc(score), desc(practitioners.rating), desc(practitioners.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

const relevanceQuery = memoizedByShape(buildRelevanceQuery);

const versionQuery = onePer((db: Database) =>
  db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.name, 'practitioners'))
    .prepare('practitioners_version'),
);

/** The practitioners table's version now: what a page with no rows cannot tell. */
export async function currentVersion(db: Database): Promise<number> {
  const [row] = await versionQuery(db).execute();
  return row?.version ?? 0;
}

const facetColumns = {
  category: practitioners.category,
  gender: practitioners.gender,
  concerns: practitioners.concerns,
  languages: practitioners.languages,
  channels: practitioners.communicationStyles,
  types: practitioners.consultationTypes,
  priceSar: practitioners.priceSar,
  urgent: practitioners.urgent,
  searchText,
};

export type FacetRow = { [Key in keyof typeof facetColumns]: (typeof facetColumns)[Key]['_']['data'] };

const facetRowsQuery = onePer((db: Database) =>
  db
    .select({ ...facetColumns, version: tableVersion })
    .from(practitioners)
    .prepare('practitioner_facet_rows'),
);

/** What every practitioner of the directory is filtered by, read whole, with the table version it was read at. */
export async function selectFacetRows(db: Database): Promise<{ rows: FacetRow[]; version: number }> {
  const rows = await facetRowsQuery(db).execute();
  return {
    rows: rows.map(({ version: _version, ...row }) => row),
    version: rows[0]?.version ?? (await currentVersion(db)),
  };
}
