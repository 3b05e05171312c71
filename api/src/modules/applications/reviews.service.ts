import { draftListingFromApplication } from '../listings/listings.service';
import { photoFromApplication } from '../media/media.service';
import { rejectionText, type RejectionReasonKey } from '@sakina/shared/vocabulary';
import { and, asc, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { findAccountContact } from '../accounts/accounts.service';
import { likePattern } from '../common/search';
import { findApplication } from './applications.service';
import {
  applicationReviews,
  applications,
  type ApplicationReviewRow,
  type ApplicationRow,
  type ApplicationStatus,
} from './applications.table';

export type ReviewContext = Pick<GraphQLContext, 'db' | 'config' | 'viewer' | 'mailer' | 'logger'>;

export function notSubmitted(): GraphQLError {
  return new GraphQLError('Only a submitted application can be decided.', {
    extensions: { code: 'APP_APPLICATION_NOT_SUBMITTED' },
  });
}

export function applicationNotFound(): GraphQLError {
  return new GraphQLError('No application has this id.', { extensions: { code: 'NOT_FOUND' } });
}

/** What reviewers may see: applications once sent, never a draft that is still being filled in. */
export const reviewableStatuses = ['submitted', 'accepted', 'rejected'] as const satisfies readonly ApplicationStatus[];

function isReviewable(status: ApplicationStatus): boolean {
  return (reviewableStatuses as readonly ApplicationStatus[]).includes(status);
}

export type ReviewableStatus = (typeof reviewableStatuses)[number];

/** What the staff console's queue narrows sent applications by. */
export interface SentApplicationFilter {
  statuses: readonly ReviewableStatus[];
  jobType?: string | null;
  /** Submitted at or after this time. */
  submittedFrom?: Date;
  /** Submitted before this time. */
  submittedBefore?: Date;
  /** Part of the applicant's Arabic or English name, or of their SFHSC registration number. */
  search?: string | null;
}

/** One page of sent applications, oldest submission first, and how many match in all. */
export async function listSentApplications(
  { db }: { db: Database },
  filter: SentApplicationFilter,
  page: { limit: number; offset: number },
): Promise<{ items: ApplicationRow[]; total: number }> {
  const conditions: SQL[] = [inArray(applications.status, filter.statuses)];
  if (filter.jobType) conditions.push(sql`${applications.professional}->>'jobType' = ${filter.jobType}`);
  if (filter.submittedFrom) conditions.push(gte(applications.submittedAt, filter.submittedFrom));
  if (filter.submittedBefore) conditions.push(lt(applications.submittedAt, filter.submittedBefore));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(sql`${applications.personal}->>'fullNameAr'`, pattern),
        ilike(sql`${applications.personal}->>'fullNameEn'`, pattern),
        ilike(sql`${applications.professional}->>'sfhscRegistrationNumber'`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(asc(applications.submittedAt), asc(applications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** A sent application; null for a draft or an unknown id. */
export async function findSentApplication({ db }: { db: Database }, id: string): Promise<ApplicationRow | null> {
  const application = await findApplication({ db }, id);
  return application && isReviewable(application.status) ? application : null;
}

/**
 * A sent application, locked until the transaction ends, so two people deciding on it never pass their checks at
 * once; NOT_FOUND for a draft or an unknown id.
 */
export async function lockSentApplication({ db }: { db: DecisionTransaction }, id: string): Promise<ApplicationRow> {
  const [application] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!application || !isReviewable(application.status)) throw applicationNotFound();
  return application;
}

export function reviewsOf({ db }: { db: Database }, applicationId: string): Promise<ApplicationReviewRow[]> {
  return db
    .select()
    .from(applicationReviews)
    .where(eq(applicationReviews.applicationId, applicationId))
    .orderBy(asc(applicationReviews.createdAt));
}

export function applicantOf({ db }: { db: Database }, application: Pick<ApplicationRow, 'accountId'>) {
  return findAccountContact({ db }, application.accountId);
}

/** A transaction of the decision (both drivers). */
export type DecisionTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DecisionOptions {
  /** The reviewer account recorded on the review; null when a staff member of the console decided (see its audit). */
  reviewerAccountId: string | null;
  /** Runs first inside the decision's transaction; throwing refuses the decision (the console's version check). */
  check?: (transaction: DecisionTransaction, application: ApplicationRow) => Promise<void>;
  /** Runs inside the same transaction once the decision is stored. */
  afterwards?: (transaction: DecisionTransaction, decided: ApplicationRow) => Promise<void>;
}

/** A rejection names a prepared reason by its key (the console) or none, and a note kept as the reviewer wrote it. */
export type Decision =
  { status: 'accepted' } | { status: 'rejected'; reasonKey: RejectionReasonKey | null; note: string | null };

/**
 * Stores a decision on a submitted application and mails the applicant in their language; the status page
 * shows it from the row. Used by the reviewers' mutations and by the staff console.
 */
export async function decideApplication(
  context: ReviewContext,
  id: string,
  decision: Decision,
  options: DecisionOptions,
): Promise<ApplicationRow> {
  const application = await findApplication(context, id);
  if (!application) throw applicationNotFound();
  // Accepting twice (a retried command) changes nothing and mails nothing.
  if (decision.status === 'accepted' && application.status === 'accepted') return application;
  if (application.status !== 'submitted') throw notSubmitted();

  const rejection = decision.status === 'rejected' ? decision : { reasonKey: null, note: null };
  const applicant = await applicantOf(context, application);
  // The listing's photo is resized before the decision's transaction, which it would otherwise hold open.
  const photo = decision.status === 'accepted' ? await photoFromApplication(context, id) : null;
  const decided = await context.db.transaction(async (transaction) => {
    await options.check?.(transaction, application);
    const [row] = await transaction
      .update(applications)
      .set({
        status: decision.status,
        rejectionReasonKey: rejection.reasonKey,
        rejectionReason: rejection.note,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(applications.id, id), eq(applications.status, 'submitted')))
      .returning();
    if (!row) return null;
    await transaction.insert(applicationReviews).values({
      applicationId: id,
      reviewerId: options.reviewerAccountId,
      decision: decision.status,
      // The history keeps the words the applicant was mailed.
      reason:
        decision.status === 'rejected' ? rejectionText(rejection.reasonKey, rejection.note, applicant.locale) : null,
    });
    // The accepted practitioner's listing is drafted with the decision: an editor completes and publishes it.
    if (row.status === 'accepted') await draftListingFromApplication({ db: transaction }, row, photo?.id ?? null);
    await options.afterwards?.(transaction, row);
    return row;
  });
  // Another reviewer decided first.
  if (!decided) throw notSubmitted();

  const name = decided.personal
    ? applicant.locale === 'ar'
      ? decided.personal.fullNameAr
      : decided.personal.fullNameEn
    : '';
  const statusUrl = `${context.config.publicUrl}${applicant.locale === 'en' ? '/en' : ''}/auth/status`;
  try {
    if (decided.status === 'accepted') {
      await context.mailer.sendMail({
        to: applicant.email,
        locale: applicant.locale,
        template: 'application-accepted',
        data: {
          name,
          statusUrl,
          appStoreUrl: context.config.runtime.providerAppStoreUrl,
          googlePlayUrl: context.config.runtime.providerGooglePlayUrl,
        },
      });
    } else {
      await context.mailer.sendMail({
        to: applicant.email,
        locale: applicant.locale,
        template: 'application-rejected',
        data: { name, reason: rejectionText(rejection.reasonKey, rejection.note, applicant.locale), statusUrl },
      });
    }
  } catch (error) {
    // The decision stands and the status page shows it; the mail is logged for the team to resend.
    context.logger.error({ err: error, applicationId: id }, 'decision mail not sent');
  }
  return decided;
}
