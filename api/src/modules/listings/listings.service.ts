import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import type { ApplicationRow } from '../applications/applications.table';
import { riyadhDate } from '../common/riyadh-date';
import { offsetOf, pageFields } from '../common/staff-paging';
import {
  practitionerProfileOf,
  publishToDirectory,
  removeFromDirectory,
  type DirectoryEntry,
} from '../practitioners/practitioners.service';
import { actorOf, recordAudit } from '../staff/audit.service';
import { requireStaff, type StaffContext } from '../staff/staff-access.service';
import { staffError } from '../common/staff-errors';
import { listingInputSchema, type ListingInput } from './listing-input';
import { listingFromApplication, type NewListing } from './listing-from-application';
import { practitionerListings, type ListingStatus, type PractitionerListingRow } from './listings.table';

export type ListingsContext = StaffContext & Pick<GraphQLContext, 'logger' | 'mailer'>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The directory's copy of a listing: its profile and what the platform owns; null while the price is not set. */
function directoryEntryOf(listing: PractitionerListingRow): DirectoryEntry | null {
  const { id, rating, ratingCount, priceSar } = listing;
  if (priceSar === null) return null;
  return { ...practitionerProfileOf(listing), id, rating, ratingCount, priceSar };
}

/**
 * Accepting an application drafts its listing (once: accepting again changes nothing). The photo, when the
 * caller could store one, is already a media image.
 */
export async function draftListingFromApplication(
  context: { db: Pick<Database, 'insert'> },
  application: Pick<ApplicationRow, 'id' | 'personal' | 'professional'>,
  photoMediaId: string | null,
): Promise<number | null> {
  const { personal, professional } = application;
  if (!personal || !professional) return null;
  const [row] = await context.db
    .insert(practitionerListings)
    .values({
      ...listingFromApplication({ id: application.id, personal, professional }, riyadhDate(new Date())),
      photoMediaId,
    })
    .onConflictDoNothing({ target: practitionerListings.applicationId })
    .returning({ id: practitionerListings.id });
  return row?.id ?? null;
}

/** Listings written straight as published (the seed's and the benchmark's), in batches, through the same copy. */
export async function createPublishedListings(
  context: { db: Database },
  listings: (Omit<NewListing, 'status'> & { priceSar: number })[],
): Promise<number[]> {
  if (listings.length === 0) return [];
  return context.db.transaction(async (transaction) => {
    const rows = await transaction
      .insert(practitionerListings)
      .values(listings.map((listing) => ({ ...listing, status: 'published' as const })))
      .returning();
    await publishToDirectory(
      { db: transaction },
      rows.map(directoryEntryOf).filter((entry) => entry !== null),
    );
    return rows.map((row) => row.id);
  });
}

const listSchema = z.object({
  status: z.enum(['draft', 'published', 'unlisted', 'expired'], { error: 'option_invalid' }).nullish(),
  ...pageFields(50, 20),
});

export interface ListingPage {
  items: PractitionerListingRow[];
  total: number;
}

/** The console's list: newest change first, optionally one status. */
export async function listListings(context: StaffContext, rawArguments: unknown): Promise<ListingPage> {
  const viewer = await requireStaff(context, 'listings');
  const { status, page, pageSize } = parseInput(listSchema, rawArguments);
  const where = status ? eq(practitionerListings.status, status) : undefined;
  const [items, [total]] = await Promise.all([
    context.db
      .select()
      .from(practitionerListings)
      .where(where)
      .orderBy(desc(practitionerListings.updatedAt), desc(practitionerListings.id))
      .limit(pageSize)
      .offset(offsetOf({ page, pageSize })),
    context.db.select({ total: count() }).from(practitionerListings).where(where),
  ]);
  // Drafts hold an applicant's name, photo and registration before anything is published: the reading is audited.
  await recordAudit(context, { ...actorOf(viewer), action: 'listings-viewed', ip: context.clientIp });
  return { items, total: total?.total ?? 0 };
}

const idSchema = z.object({ id: z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid') });

export async function findListing(
  context: StaffContext,
  rawArguments: unknown,
): Promise<PractitionerListingRow | null> {
  const viewer = await requireStaff(context, 'listings');
  const { id } = parseInput(idSchema, rawArguments);
  const [row] = await context.db.select().from(practitionerListings).where(eq(practitionerListings.id, id));
  if (!row) return null;
  await recordAudit(context, {
    ...actorOf(viewer),
    action: 'listing-viewed',
    record: { kind: 'listing', id: String(row.id) },
    ip: context.clientIp,
  });
  return row;
}

const versionedSchema = idSchema.extend({ version: z.int({ error: 'invalid' }).min(1, 'invalid') });

/**
 * Changes a listing under the version the editor opened: a listing another editor changed meanwhile is refused
 * with STAFF_CONTENT_CONFLICT (nothing is overwritten; the editor reloads and applies their change again).
 */
async function changeListing(
  context: ListingsContext,
  rawArguments: unknown,
  action: 'listing-saved' | 'listing-published' | 'listing-unlisted',
  change: (listing: PractitionerListingRow, transaction: Transaction) => Promise<Partial<PractitionerListingRow>>,
): Promise<PractitionerListingRow> {
  const viewer = await requireStaff(context, 'listings');
  const { id, version } = parseInput(versionedSchema, rawArguments);
  return context.db.transaction(async (transaction) => {
    const [listing] = await transaction
      .select()
      .from(practitionerListings)
      .where(eq(practitionerListings.id, id))
      .for('update');
    if (!listing) throw staffError('NOT_FOUND');
    if (listing.version !== version) throw staffError('STAFF_CONTENT_CONFLICT');
    const values = await change(listing, transaction);
    const [saved] = await transaction
      .update(practitionerListings)
      .set({ ...values, version: listing.version + 1, updatedAt: new Date() })
      .where(eq(practitionerListings.id, id))
      .returning();
    await recordAudit(
      { db: transaction },
      {
        staffId: viewer.staffId,
        action,
        record: { kind: 'listing', id: String(id) },
        ip: context.clientIp,
      },
    );
    return saved!;
  });
}

/** An editor's save; a published listing shows the change in the directory at once. */
export async function saveListing(context: ListingsContext, rawArguments: unknown): Promise<PractitionerListingRow> {
  await requireStaff(context, 'listings');
  const { input } = parseInput(z.object({ input: listingInputSchema }), rawArguments);
  return changeListing(context, rawArguments, 'listing-saved', async (listing, transaction) => {
    if (listing.status === 'published') {
      const entry = directoryEntryOf({ ...listing, ...input });
      if (!entry) throw staffError('STAFF_LISTING_PRICE_REQUIRED');
      await publishToDirectory({ db: transaction }, [entry]);
    }
    return input satisfies ListingInput;
  });
}

export function publishListing(context: ListingsContext, rawArguments: unknown): Promise<PractitionerListingRow> {
  return changeListing(context, rawArguments, 'listing-published', async (listing, transaction) => {
    const entry = directoryEntryOf(listing);
    if (!entry) throw staffError('STAFF_LISTING_PRICE_REQUIRED');
    if (listing.registrationExpiresOn && listing.registrationExpiresOn < riyadhDate(new Date())) {
      throw staffError('STAFF_LISTING_REGISTRATION_EXPIRED');
    }
    await publishToDirectory({ db: transaction }, [entry]);
    return { status: 'published' as ListingStatus };
  });
}

export function unlistListing(context: ListingsContext, rawArguments: unknown): Promise<PractitionerListingRow> {
  return changeListing(context, rawArguments, 'listing-unlisted', async (listing, transaction) => {
    if (listing.status !== 'published') throw staffError('STAFF_STATE_INVALID');
    await removeFromDirectory({ db: transaction }, [listing.id]);
    return { status: 'unlisted' as ListingStatus };
  });
}

export interface ExpiredListing {
  id: number;
  name: { ar: string; en: string };
  registrationExpiresOn: string;
}

/**
 * The daily check: published listings whose registration ended before `today` leave the directory, are marked
 * expired and audited (by nobody: the system), and the team is told once by mail.
 */
export async function expireListings(
  context: Pick<GraphQLContext, 'db' | 'mailer' | 'logger' | 'config'>,
  today: string,
): Promise<ExpiredListing[]> {
  const expired = await context.db.transaction(async (transaction) => {
    const rows = await transaction
      .update(practitionerListings)
      .set({
        status: 'expired',
        version: sql`${practitionerListings.version} + 1`,
        updatedAt: new Date(),
        expiryNotifiedAt: new Date(),
      })
      .where(and(eq(practitionerListings.status, 'published'), lt(practitionerListings.registrationExpiresOn, today)))
      .returning({
        id: practitionerListings.id,
        name: practitionerListings.name,
        registrationExpiresOn: practitionerListings.registrationExpiresOn,
      });
    await removeFromDirectory(
      { db: transaction },
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      await recordAudit(
        { db: transaction },
        {
          staffId: null,
          action: 'listing-expired',
          record: { kind: 'listing', id: String(row.id) },
          ip: 'system',
        },
      );
    }
    return rows.map((row) => ({ ...row, registrationExpiresOn: row.registrationExpiresOn! }));
  });
  if (expired.length === 0) return expired;
  try {
    await context.mailer.sendMail({
      to: context.config.teamInbox,
      locale: 'ar',
      template: 'listings-expired',
      data: {
        listings: expired.map((listing) => ({
          name: listing.name.ar,
          registrationExpiresOn: listing.registrationExpiresOn,
        })),
        consoleUrl: `${context.config.publicUrl}/staff/listings?status=expired`,
      },
    });
  } catch (error) {
    // The listings are off the directory either way; the console lists them under "expired".
    context.logger.error({ err: error, count: expired.length }, 'listings-expired mail not sent');
  }
  return expired;
}

/** Ids of listings by application: the review console links an accepted application to its listing. */
export async function listingIdsOfApplications(
  context: { db: Database },
  applicationIds: string[],
): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await context.db
    .select({ id: practitionerListings.id, applicationId: practitionerListings.applicationId })
    .from(practitionerListings)
    .where(inArray(practitionerListings.applicationId, applicationIds))
    .orderBy(asc(practitionerListings.id));
  return new Map(rows.map((row) => [row.applicationId!, row.id]));
}

/**
 * The applicant erased their account: the listing drafted from their application leaves the directory and is
 * deleted with every personal field it held (name, bio, registration). Answers its photo's media id, for the caller
 * to delete too, or null.
 */
export async function eraseListingOfApplication(
  context: { db: Database },
  applicationId: string,
): Promise<{ listingId: number; photoMediaId: string | null } | null> {
  return context.db.transaction(async (transaction) => {
    const [listing] = await transaction
      .delete(practitionerListings)
      .where(eq(practitionerListings.applicationId, applicationId))
      .returning({ id: practitionerListings.id, photoMediaId: practitionerListings.photoMediaId });
    if (!listing) return null;
    await removeFromDirectory({ db: transaction }, [listing.id]);
    return { listingId: listing.id, photoMediaId: listing.photoMediaId };
  });
}
