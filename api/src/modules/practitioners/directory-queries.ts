import { and, asc, count, desc, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentVersions } from '../../db/content-versions.table';
import { onePer } from '../common/one-per';
import { likePattern } from '../common/search';
import { practitioners } from './practitioners.table';
import type { SearchRead } from './search-read';

export type PractitionerSort = 'newest' | 'oldest' | 'highest_rated' | 'highest_price' | 'lowest_price';

/** What decides the text of a directory query; the words, tab and gender themselves are bound as parameters. */
export interface FilterShape {
  tokenCount: number;
  byCategory: boolean;
  byGender: boolean;
}

export interface ListShape extends FilterShape {
  sort: PractitionerSort;
  read: SearchRead;
}

export interface FilterValues {
  /** Folded search words (see searchTokens). */
  tokens: string[];
  category?: string | null;
  gender?: string | null;
}

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
const orders: Record<PractitionerSort, (columns: SortColumns) => SQL[]> = {
  newest: ({ joinedOn, id }) => [desc(joinedOn), desc(id)],
  oldest: ({ joinedOn, id }) => [asc(joinedOn), asc(id)],
  highest_rated: ({ rating, id }) => [desc(rating), desc(id)],
  highest_price: ({ priceSar, id }) => [desc(priceSar), desc(id)],
  lowest_price: ({ priceSar, id }) => [asc(priceSar), asc(id)],
};

function containsToken(index: number, read: SearchRead): SQL {
  const token = sql.placeholder(`token${index}`);
  // The same test as LIKE '%token%', in a form the trigram index does not serve, so the sort index is walked.
  return read === 'walk' ? sql`strpos(${searchText}, ${token}) > 0` : sql`${searchText} like ${token}`;
}

function filterCondition(shape: FilterShape, read: SearchRead = 'planner'): SQL | undefined {
  return and(
    ...Array.from({ length: shape.tokenCount }, (_, index) => containsToken(index, read)),
    shape.byCategory ? eq(practitioners.category, sql.placeholder('category')) : undefined,
    shape.byGender ? eq(practitioners.gender, sql.placeholder('gender')) : undefined,
  );
}

/**
 * drizzle types prepare()'s name as required but hands it to pg as it is: without a name, pg sends an
 * unnamed statement, which PostgreSQL plans again for each execution's parameters.
 */
function prepare<Prepared>(query: { prepare(name: string): Prepared }, name?: string): Prepared {
  return query.prepare(name as string);
}

function buildListQuery(db: Database, shape: ListShape) {
  const selection = { ...listColumns, version: tableVersion.as('version') };
  // A plan made once without the words would be poor for rare words or for common ones, so a search the
  // planner decides is planned for its words each time; the other queries are named statements, parsed and
  // planned once per connection, since their form already fixes how they are read.
  const name =
    shape.tokenCount > 0 && shape.read === 'planner'
      ? undefined
      : `practitioners_${shape.read}_${shape.tokenCount}${Number(shape.byCategory)}${Number(shape.byGender)}_${shape.sort}`;
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

function buildCountQuery(db: Database, shape: FilterShape) {
  return prepare(
    db.select({ total: count(), version: tableVersion }).from(practitioners).where(filterCondition(shape)),
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
const countQuery = memoizedByShape(buildCountQuery);

function parameters(values: FilterValues, read: SearchRead = 'planner'): Record<string, unknown> {
  const named: Record<string, unknown> = { category: values.category ?? null, gender: values.gender ?? null };
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
  return listQuery(db, shape).execute({ ...parameters(values, shape.read), ...page, unmerged: 0 });
}

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

/** How many practitioners match, with the table version counted at. */
export async function countMatching(
  db: Database,
  shape: FilterShape,
  values: FilterValues,
): Promise<{ total: number; version: number }> {
  const [row] = await countQuery(db, shape).execute(parameters(values));
  return { total: row?.total ?? 0, version: row?.version ?? 0 };
}
