import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PractitionerCategory } from '../../seed/content/types';
import { searchTokens } from '@sakina/shared/validation';
import { contentVersions } from '../../db/content-versions.table';
import { offsetOf, toPage, type Page, type PageRequest } from '../common/pagination';
import { matchesSearch } from '../common/search';
import { practitioners, type Gender } from './practitioners.table';

export type PractitionerSort = 'newest' | 'oldest' | 'highest_rated' | 'highest_price' | 'lowest_price';

export interface PractitionerFilter {
  search?: string | null;
  category?: PractitionerCategory | null;
  gender?: Gender | null;
}

type Row = typeof practitioners.$inferSelect;
type DetailKey = 'bio' | 'education' | 'secondarySpecialties';

export type Practitioner = Omit<Row, 'searchText' | 'createdAt'>;
export type PractitionerDetails = Pick<Row, DetailKey>;
/** A directory entry: the long texts only a profile page shows are left out of the list query. */
export type PractitionerListItem = Omit<Practitioner, DetailKey> & Partial<PractitionerDetails>;

const {
  searchText,
  createdAt: _createdAt,
  bio,
  education,
  secondarySpecialties,
  ...listColumns
} = getTableColumns(practitioners);
const detailColumns = { bio, education, secondarySpecialties };

// Each order ends with the id so that equal values keep one order from page to page (and match an index).
const orders: Record<PractitionerSort, SQL[]> = {
  newest: [desc(practitioners.joinedOn), desc(practitioners.id)],
  oldest: [asc(practitioners.joinedOn), asc(practitioners.id)],
  highest_rated: [desc(practitioners.rating), desc(practitioners.id)],
  highest_price: [desc(practitioners.priceSar), desc(practitioners.id)],
  lowest_price: [asc(practitioners.priceSar), asc(practitioners.id)],
};

// The version of the practitioners table, raised by a trigger on every change (drizzle/0009).
const tableVersion = sql<number>`(select ${contentVersions.version} from ${contentVersions}
  where ${eq(contentVersions.name, 'practitioners')})`.mapWith(Number);

const countCacheSize = 1000;
const countCaches = new WeakMap<Database, Map<string, { version: number; total: number }>>();

/**
 * Counting the matches of a common word means reading thousands of index entries, so each process keeps the
 * totals it has counted, for as long as the table version they were counted at is still current.
 */
async function countMatches(db: Database, filter: PractitionerFilter, where: SQL | undefined, currentVersion?: number) {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new Map()));
  const key = JSON.stringify([searchTokens(filter.search ?? '').sort(), filter.category ?? '', filter.gender ?? '']);
  const cached = cache.get(key);
  if (cached && cached.version === currentVersion) {
    cache.delete(key);
    cache.set(key, cached);
    return cached.total;
  }
  const [row] = await db.select({ total: count(), version: tableVersion }).from(practitioners).where(where);
  const counted = { version: row?.version ?? 0, total: row?.total ?? 0 };
  cache.delete(key);
  cache.set(key, counted);
  if (cache.size > countCacheSize) cache.delete(cache.keys().next().value as string);
  return counted.total;
}

export async function listPractitioners(
  db: Database,
  filter: PractitionerFilter,
  sort: PractitionerSort,
  request: PageRequest,
): Promise<Page<PractitionerListItem>> {
  const where = and(
    matchesSearch(searchText, filter.search),
    filter.category ? eq(practitioners.category, filter.category) : undefined,
    filter.gender ? eq(practitioners.gender, filter.gender) : undefined,
  );
  const rows = await db
    .select({ ...listColumns, version: tableVersion })
    .from(practitioners)
    .where(where)
    .orderBy(...orders[sort])
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const items = rows.map(({ version: _version, ...item }) => item);
  return toPage(items, request, () => countMatches(db, filter, where, rows[0]?.version));
}

export async function findPractitioner(db: Database, id: number): Promise<Practitioner | null> {
  const [row] = await db
    .select({ ...listColumns, ...detailColumns })
    .from(practitioners)
    .where(eq(practitioners.id, id))
    .limit(1);
  return row ?? null;
}

export async function loadPractitionerDetails(db: Database, ids: number[]): Promise<Map<number, PractitionerDetails>> {
  const rows = await db
    .select({ id: practitioners.id, ...detailColumns })
    .from(practitioners)
    .where(inArray(practitioners.id, ids));
  return new Map(rows.map(({ id, ...details }) => [id, details]));
}
