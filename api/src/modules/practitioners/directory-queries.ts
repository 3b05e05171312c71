import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentVersions } from '../../db/content-versions.table';
import { onePer } from '../common/one-per';
import type { CommunicationStyle, ConsultationType, Gender, PractitionerCategory } from './practitioner';
import { practitioners } from './practitioners.table';

export type PractitionerSort = 'relevance' | 'newest' | 'oldest' | 'highest_rated' | 'highest_price' | 'lowest_price';

/**
 * Everything the directory filters by. The search gives the words and the terms it names (each required); the
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

/** Whether the filter holds a search: words, or concerns, languages or channels it names. */
export const hasSearch = (values: FilterValues): boolean =>
  values.tokens.length + values.namedConcerns.length + values.namedLanguages.length + values.namedChannels.length > 0;

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

const versionQuery = onePer((db: Database) =>
  db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.name, 'practitioners'))
    .prepare('practitioners_version'),
);

/** The practitioners table's version now. */
export async function currentVersion(db: Database): Promise<number> {
  const [row] = await versionQuery(db).execute();
  return row?.version ?? 0;
}

const directoryRowsQuery = onePer((db: Database) =>
  db
    .select({ ...listColumns, searchText, version: tableVersion })
    .from(practitioners)
    .orderBy(asc(practitioners.id))
    .prepare('practitioners_directory_rows'),
);

/** A directory entry as a list shows it, with its folded search text. */
export type DirectoryRow = Omit<
  Awaited<ReturnType<ReturnType<typeof directoryRowsQuery>['execute']>>[number],
  'version'
>;

/** The whole directory as its lists show it, read at one table version (see directory-copy.ts). */
export async function selectDirectoryRows(db: Database): Promise<{ rows: DirectoryRow[]; version: number }> {
  const rows = await directoryRowsQuery(db).execute();
  return {
    rows: rows.map(({ version: _version, ...row }) => row),
    version: rows[0]?.version ?? (await currentVersion(db)),
  };
}
