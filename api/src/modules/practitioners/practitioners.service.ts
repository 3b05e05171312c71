import { normalizeForSearch } from '@sakina/shared/validation';
import { readSearchTerms } from '@sakina/shared/vocabulary';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CommunicationStyle, ConsultationType, PractitionerCategory } from './practitioner';
import { offsetOf, toPage, type Page, type PageRequest } from '../common/pagination';
import { directoryCopyAt, directoryPage } from './directory-copy';
import type { FacetCounts } from './directory-facets';
import {
  currentVersion,
  detailColumns,
  hasSearch,
  listColumns,
  type FilterValues,
  type PractitionerSort,
} from './directory-queries';
import { practitionerProfileColumns, practitioners, type Gender } from './practitioners.table';

export type { FacetCounts, PractitionerSort };

export interface PractitionerFilter {
  search?: string | null;
  category?: PractitionerCategory | null;
  gender?: Gender | null;
  /** Concern keys: a practitioner with any one of them matches. */
  concerns?: readonly string[] | null;
  /** An ISO 639-1 code. */
  language?: string | null;
  channel?: CommunicationStyle | null;
  type?: ConsultationType | null;
  /** SAR per 30 minutes. */
  maxPrice?: number | null;
  urgent?: boolean | null;
}

type Row = typeof practitioners.$inferSelect;
type DetailKey = 'bio' | 'education' | 'secondarySpecialties';

export type Practitioner = Omit<Row, 'searchText' | 'createdAt'>;
export type PractitionerDetails = Pick<Row, DetailKey>;
/** A directory entry: the long texts only a profile page shows are left out of the list query. */
export type PractitionerListItem = Omit<Practitioner, DetailKey> & Partial<PractitionerDetails>;

/** A page of the directory, and the counts of every filter's choices for the same query, read when asked for. */
export interface DirectoryPage extends Page<PractitionerListItem> {
  facets: () => Promise<FacetCounts>;
}

const sorted = (keys: readonly string[]) => [...keys].sort();

/** The filter as the directory takes it: the search read into words and the terms it names, the choices as given. */
function filterValues(filter: PractitionerFilter): FilterValues {
  const terms = readSearchTerms(filter.search ?? '');
  return {
    tokens: sorted(terms.words),
    namedConcerns: sorted(terms.concerns),
    namedLanguages: sorted(terms.languages),
    namedChannels: sorted(terms.channels),
    category: filter.category ?? null,
    gender: filter.gender ?? null,
    concerns: sorted([...new Set(filter.concerns ?? [])]),
    language: filter.language ?? null,
    channel: filter.channel ?? null,
    type: filter.type ?? null,
    maxPrice: filter.maxPrice ?? null,
    urgent: filter.urgent === true,
  };
}

/**
 * One page of the directory, with the counts of every filter's choices for the same query. Both come from this
 * process's copy of the directory (directory-copy.ts) at the table's current version, one small read away: a
 * listing published a moment ago is on the next page asked. Without a sort, a search is ranked by relevance and the
 * plain directory shows the newest first.
 */
export async function listPractitioners(
  { db }: { db: Database },
  filter: PractitionerFilter,
  requestedSort: PractitionerSort | null | undefined,
  request: PageRequest,
): Promise<DirectoryPage> {
  const values = filterValues(filter);
  const searched = hasSearch(values);
  const sort = !requestedSort || requestedSort === 'relevance' ? (searched ? 'relevance' : 'newest') : requestedSort;
  const copy = await directoryCopyAt(db, await currentVersion(db));
  const { rows, result } = directoryPage(copy, values, sort, { offset: offsetOf(request), limit: request.pageSize });
  const page = await toPage(
    rows.map(({ searchText: _searchText, ...item }) => item),
    request,
    async () => result.total,
  );
  return { ...page, facets: async () => result };
}

export async function findPractitioner({ db }: { db: Database }, id: number): Promise<Practitioner | null> {
  const [row] = await db
    .select({ ...listColumns, ...detailColumns })
    .from(practitioners)
    .where(eq(practitioners.id, id))
    .limit(1);
  return row ?? null;
}

/** What a document a practitioner issues prints of them: name, title and category; null for an unknown id. */
export async function findIssuingPractitioner(
  { db }: { db: Database },
  id: number,
): Promise<Pick<Row, 'name' | 'title' | 'category'> | null> {
  const [row] = await db
    .select({ name: practitioners.name, title: practitioners.title, category: practitioners.category })
    .from(practitioners)
    .where(eq(practitioners.id, id));
  return row ?? null;
}

export async function loadPractitionerDetails(
  { db }: { db: Database },
  ids: number[],
): Promise<Map<number, PractitionerDetails>> {
  const rows = await db
    .select({ id: practitioners.id, ...detailColumns })
    .from(practitioners)
    .where(inArray(practitioners.id, ids));
  return new Map(rows.map(({ id, ...details }) => [id, details]));
}

/** Every listed practitioner's id, in order: the sitemap's rows. */
export async function listPractitionerIds({ db }: { db: Database }): Promise<number[]> {
  const rows = await db.select({ id: practitioners.id }).from(practitioners).orderBy(asc(practitioners.id));
  return rows.map((row) => row.id);
}

type Writer = Pick<Database, 'insert' | 'delete'>;

/** A published listing as the directory stores it. */
export type DirectoryEntry = Omit<Row, 'searchText' | 'createdAt'>;

/** A practitioner's profile: the fields a listing and its directory row share (practitionerProfileColumns). */
export type PractitionerProfile = Pick<DirectoryEntry, keyof ReturnType<typeof practitionerProfileColumns>>;

const profileFields = Object.keys(practitionerProfileColumns()) as (keyof PractitionerProfile)[];

/** The profile of a row that holds one (a listing), field for field: a column added to the profile comes along. */
export function practitionerProfileOf(row: PractitionerProfile): PractitionerProfile {
  return Object.fromEntries(profileFields.map((field) => [field, row[field]])) as PractitionerProfile;
}

function searchTextOf(entry: DirectoryEntry): string {
  return normalizeForSearch(
    [
      entry.name.ar,
      entry.name.en,
      ...entry.specializations.ar,
      ...entry.specializations.en,
      ...entry.secondarySpecialties.ar,
      ...entry.secondarySpecialties.en,
    ].join(' '),
  );
}

/** Puts published listings into the directory, replacing what it showed of them (the listings module calls it). */
export async function publishToDirectory({ db }: { db: Writer }, entries: DirectoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({ ...entry, searchText: searchTextOf(entry) }));
  const { id: _id, createdAt: _createdAt, ...columns } = getTableColumns(practitioners);
  const replaced = Object.fromEntries(
    Object.keys(columns).map((key) => [key, sql.raw(`excluded."${columns[key as keyof typeof columns].name}"`)]),
  );
  await db.insert(practitioners).values(rows).onConflictDoUpdate({ target: practitioners.id, set: replaced });
}

/** Takes listings off the directory (unlisted or expired); their pages answer 404 from then on. */
export async function removeFromDirectory({ db }: { db: Writer }, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(practitioners).where(inArray(practitioners.id, ids));
}
