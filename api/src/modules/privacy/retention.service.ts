import type { RetentionPolicy } from '../../config';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { purgeEndedSessions, purgeSpentCodes, purgeUnconfirmedAccounts } from '../accounts/accounts.service';
import { purgeRejectedApplications } from '../applications/applicant-data.service';
import { purgeBusinessRequests } from '../business/business.service';
import { purgeContactMessages } from '../contact/contact.service';
import { purgeUnsubscribed } from '../newsletter/newsletter.service';
import { forgetInboxItems } from '../staff/inbox.service';
import { purgeEndedStaffSessions } from '../staff/staff-session.service';

type RetentionContext = Pick<GraphQLContext, 'config'> & { db: Database };

/** How many records of each kind one run erased: counts only, fit for a log line. */
export type PurgeCounts = Record<keyof RetentionPolicy, number>;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Erases what the retention policy (config.retention, RETENTION_*_DAYS) no longer allows to keep, each kind counted
 * from its own moment (sent, decided, registered, ended, spent, unsubscribed). Running it again erases nothing more.
 */
export async function purgeExpiredData(context: RetentionContext, now: Date): Promise<PurgeCounts> {
  const policy = context.config.retention;
  const before = (days: number) => new Date(now.getTime() - days * dayMs);
  const contactIds = await purgeContactMessages(context, before(policy.contactMessagesDays));
  await forgetInboxItems(context, 'contact', contactIds);
  const businessIds = await purgeBusinessRequests(context, before(policy.businessRequestsDays));
  await forgetInboxItems(context, 'business', businessIds);
  return {
    contactMessagesDays: contactIds.length,
    businessRequestsDays: businessIds.length,
    rejectedApplicationsDays: await purgeRejectedApplications(context, before(policy.rejectedApplicationsDays)),
    unconfirmedAccountsDays: await purgeUnconfirmedAccounts(context, before(policy.unconfirmedAccountsDays)),
    // Practitioners' sessions and the staff's.
    endedSessionsDays:
      (await purgeEndedSessions(context, before(policy.endedSessionsDays))) +
      (await purgeEndedStaffSessions(context, before(policy.endedSessionsDays))),
    spentCodesDays: await purgeSpentCodes(context, before(policy.spentCodesDays)),
    newsletterUnsubscribedDays: await purgeUnsubscribed(context, before(policy.newsletterUnsubscribedDays)),
  };
}
