import { normalizeForSearch } from '@sakina/shared/validation';
import { readSearchTerms } from '@sakina/shared/vocabulary';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CommunicationStyle, ConsultationType, PractitionerCategory } from './practitioner';
import { onePer } from '../common/one-per';
import { offsetOf, toPage, type Page, type PageRequest } from '../common/pagination';
import {
  currentVersion,
  detailColumns,
  indexedConditions,
  listColumns,
  searchConditions,
  selectPage,
  shapeOf,
  type FilterValues,
  type PractitionerSort,
} from './directory-queries';
import { directoryFacets, type FacetCounts } from './directory-facets';
import { MatchCounts } from './match-counts';
import { chooseSearchRead } from './search-read';
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

const matchCountsOf = onePer((_db: Database) => new MatchCounts());

const sorted = (keys: readonly string[]) => [...keys].sort();

/** The filter as the queries take it: the search read into words and the terms it names, the choices as given. */
function filterValues(filter: PractitionerFilter): FilterValues {
  const terms = readSearchTerms(filter.search ?? '');
  return {
    tokens: terms.words,
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

const filterKey = (values: FilterValues) => JSON.stringify({ ...values, tokens: sorted(values.tokens) });

/** The filter without the conditions no index serves: how many the words and keys themselves yield. */
const indexedPart = (values: FilterValues): FilterValues => ({
  ...values,
  category: null,
  gender: null,
  maxPrice: null,
  urgent: false,
});

const everyone = filterValues({});

/**
 * One page of the directory. Counting the matches of a common word or key in the database means reading thousands
 * of rows, so the total is counted only when this page does not show where the list ends, in the process's copy of
 * the directory (directory-facets.ts, which counts every filter's choices in the same pass), and each process keeps
 * the totals it has seen for as long as the table version they were seen at is current: they also choose how the
 * next page of the same filter is read. Without a sort, a search is ranked by relevance and the plain directory
 * shows the newest first.
 */
export async function listPractitioners(
  { db }: { db: Database },
  filter: PractitionerFilter,
  requestedSort: PractitionerSort | null | undefined,
  request: PageRequest,
): Promise<DirectoryPage> {
  const values = filterValues(filter);
  const shape = shapeOf(values);
  const searched = shape.tokenCount > 0 || shape.conditions.some((name) => searchConditions.includes(name));
  // Relevance ranks what a search found: without one, the newest come first.
  const sort = !requestedSort || requestedSort === 'relevance' ? (searched ? 'relevance' : 'newest') : requestedSort;
  const counts = matchCountsOf(db);
  const key = filterKey(values);
  const offset = offsetOf(request);
  const conditionCount = shape.tokenCount + shape.conditions.filter((name) => indexedConditions.includes(name)).length;
  const read = chooseSearchRead(conditionCount, offset + request.pageSize, {
    matches: counts.lastSeen(key),
    candidates: counts.lastSeen(filterKey(indexedPart(values))),
    everyone: counts.lastSeen(filterKey(everyone)),
  });

  const rows = await selectPage(db, { ...shape, sort, read }, values, { limit: request.pageSize, offset });
  // A page past the end has no rows to tell the version a remembered total must match.
  const version = rows[0]?.version ?? (offset > 0 ? await currentVersion(db) : undefined);
  let counted: Promise<FacetCounts> | undefined;
  // The counts of every choice, and the total with them: read from the process's copy of the directory.
  const facets = () => (counted ??= (async () => directoryFacets(db, values, version ?? (await currentVersion(db))))());
  const page = await toPage(
    rows.map(({ version: _version, ...item }) => item),
    request,
    async () => counts.current(key, version) ?? (await facets()).total,
  );
  if (version !== undefined) {
    if (counts.current(key, version) === undefined) counts.remember(key, page.total, version);
  } else if (counts.lastSeen(key) !== page.total) {
    // An empty first page shows no version; a total remembered with one stays exact if it has not changed.
    counts.remember(key, page.total, null);
  }
  return { ...page, facets };
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
