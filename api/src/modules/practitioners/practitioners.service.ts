import { normalizeForSearch, searchTokens } from '@sakina/shared/validation';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PractitionerCategory } from './practitioner';
import { onePer } from '../common/one-per';
import { offsetOf, toPage, type Page, type PageRequest } from '../common/pagination';
import {
  countMatching,
  currentVersion,
  detailColumns,
  listColumns,
  selectPage,
  type PractitionerSort,
} from './directory-queries';
import { MatchCounts } from './match-counts';
import { chooseSearchRead } from './search-read';
import { practitionerProfileColumns, practitioners, type Gender } from './practitioners.table';

export type { PractitionerSort };

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

const matchCountsOf = onePer((_db: Database) => new MatchCounts());

function filterKey(tokens: string[], category?: string | null, gender?: string | null): string {
  return JSON.stringify([[...tokens].sort(), category ?? '', gender ?? '']);
}

/**
 * One page of the directory. Counting the matches of a common word means reading thousands of index
 * entries, so the total is counted only when this page does not show where the list ends, and each process
 * keeps the totals it has seen for as long as the table version they were seen at is current.
 */
export async function listPractitioners(
  { db }: { db: Database },
  filter: PractitionerFilter,
  sort: PractitionerSort,
  request: PageRequest,
): Promise<Page<PractitionerListItem>> {
  const tokens = searchTokens(filter.search ?? '');
  const shape = { tokenCount: tokens.length, byCategory: Boolean(filter.category), byGender: Boolean(filter.gender) };
  const values = { tokens, category: filter.category, gender: filter.gender };
  const counts = matchCountsOf(db);
  const key = filterKey(tokens, filter.category, filter.gender);
  const offset = offsetOf(request);
  const read = chooseSearchRead(tokens.length, offset + request.pageSize, {
    matches: counts.lastSeen(key),
    candidates: counts.lastSeen(filterKey(tokens)),
    everyone: counts.lastSeen(filterKey([])),
  });

  const rows = await selectPage(db, { ...shape, sort, read }, values, { limit: request.pageSize, offset });
  // A page past the end has no rows to tell the version a remembered total must match.
  const version = rows[0]?.version ?? (offset > 0 ? await currentVersion(db) : undefined);
  const page = await toPage(
    rows.map(({ version: _version, ...item }) => item),
    request,
    async () => {
      const known = counts.current(key, version);
      if (known !== undefined) return known;
      const counted = await countMatching(db, shape, values);
      counts.remember(key, counted.total, counted.version);
      return counted.total;
    },
  );
  if (version !== undefined) {
    if (counts.current(key, version) === undefined) counts.remember(key, page.total, version);
  } else if (counts.lastSeen(key) !== page.total) {
    // An empty first page shows no version; a total remembered with one stays exact if it has not changed.
    counts.remember(key, page.total, null);
  }
  return page;
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
