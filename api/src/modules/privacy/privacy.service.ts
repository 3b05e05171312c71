import type { Readable } from 'node:stream';
import { deleteAccountSchema } from '@sakina/shared/validation';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { badUserInput, parseInput } from '../../errors';
import { tarGzStream } from '../../http/tar-archive';
import { defineRateLimitRule } from '../../rate-limit/rules';
import { pseudonymOf } from '../../security/pseudonym';
import { accountExport, eraseAccount, isAccountPassword } from '../accounts/accounts.service';
import { clearSessionCookie } from '../accounts/sign-in.service';
import type { Viewer } from '../accounts/viewer.service';
import { applicationExport, eraseApplicationOfAccount } from '../applications/applicant-data.service';
import { findApplicationOfAccount } from '../applications/applications.service';
import { businessRequestsFrom, eraseBusinessRequestsFrom } from '../business/business.service';
import { contactMessagesFrom, eraseContactMessagesFrom } from '../contact/contact.service';
import { eraseListingOfApplication } from '../listings/listings.service';
import { deleteMediaImage } from '../media/media.service';
import { eraseSubscriber, newsletterSubscriptionOf } from '../newsletter/newsletter.service';
import { recordAudit } from '../staff/audit.service';
import { forgetInboxItems } from '../staff/inbox.service';

type DataContext = Pick<GraphQLContext, 'config'> & { db: Database };

/** Entries of applicants' own actions carry no address of theirs: the audit trail says only that it was them. */
const applicantIp = 'applicant';

/** Each erasure asks for the password: counted per address and client, failures only (as at sign-in). */
export const eraseAccountRule = defineRateLimitRule('account-erase', {
  perIp: { points: 50, durationSeconds: 15 * 60 },
  perEmail: { points: 5, durationSeconds: 15 * 60 },
});

/** A copy of one's data is a heavy read: 10 an hour per account and 30 per client. */
export const dataExportRule = defineRateLimitRule('account-data-export', {
  perIp: { points: 30, durationSeconds: 60 * 60 },
  perEmail: { points: 10, durationSeconds: 60 * 60 },
});

/** Only a practitioner's own account has rights to exercise here (the legacy reviewers are staff, not applicants). */
export function isAccountOwner(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && viewer.role === 'practitioner';
}

export interface PersonalDataArchive {
  fileName: string;
  body: Readable;
}

/**
 * Everything the platform holds about the signed-in person, as one tar.gz: `my-data.json` (the account, its
 * sessions' dates, the application with every field in clear and the decisions taken on it, the messages,
 * requests and newsletter subscription sent with the same address) and their uploaded files under `files/`.
 * Written to the audit trail under the person's pseudonym.
 */
export async function personalDataArchive(context: DataContext, viewer: Viewer): Promise<PersonalDataArchive> {
  const exportedAt = new Date();
  const [account, application, contactMessages, businessRequests, newsletter] = await Promise.all([
    accountExport(context, viewer.accountId),
    applicationExport(context, viewer.accountId),
    contactMessagesFrom(context, viewer.email),
    businessRequestsFrom(context, viewer.email),
    newsletterSubscriptionOf(context, viewer.email),
  ]);
  const files = application?.files ?? [];
  const data = {
    format: 'sakina-personal-data-1',
    exportedAt,
    account: account?.account ?? null,
    sessions: account?.sessions ?? [],
    application: application && {
      ...application.application,
      documents: files.map(({ read: _read, ...file }) => file),
    },
    contactMessages,
    businessRequests,
    newsletter,
  };
  await recordAudit(context, {
    staffId: null,
    action: 'account-data-exported',
    record: { kind: 'account', id: pseudonymOf(context.config, viewer.email) },
    ip: applicantIp,
  });
  const body = tarGzStream(
    [
      { name: 'my-data.json', bytes: Buffer.from(`${JSON.stringify(data, null, 2)}\n`) },
      ...files.map((file) => ({ name: file.path, bytes: file.read })),
    ],
    exportedAt,
  );
  return { fileName: `sakina-my-data-${exportedAt.toISOString().slice(0, 10)}.tar.gz`, body };
}

function unauthenticated(): GraphQLError {
  return new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * Erases the signed-in person after their password: the listing drafted from their application (off the directory,
 * with its photo), the application and its files, what they sent with the same address (contact messages,
 * business requests, the newsletter), then the account with its sessions and codes (decoys naming the address
 * too). The audit trail keeps one entry, under the person's pseudonym. The browser is signed out.
 */
export async function deleteMyAccount(
  context: Pick<GraphQLContext, 'db' | 'config' | 'viewer' | 'rateLimiter' | 'clientIp' | 'request' | 'reply'>,
  rawInput: unknown,
): Promise<void> {
  const viewer = context.viewer;
  if (!isAccountOwner(viewer)) {
    if (!viewer) throw unauthenticated();
    throw new GraphQLError('Not allowed.', { extensions: { code: 'FORBIDDEN' } });
  }
  const limitKeys = { ip: context.clientIp, email: viewer.email };
  await context.rateLimiter.consume(eraseAccountRule, limitKeys);
  const { password } = parseInput(deleteAccountSchema, rawInput);
  if (!(await isAccountPassword(context, viewer.accountId, password))) {
    throw badUserInput([{ path: 'password', code: 'password_incorrect' }]);
  }
  await context.rateLimiter.refund(eraseAccountRule, limitKeys);
  await eraseEverythingOf(context, viewer);
  clearSessionCookie(context);
}

/** The erasure itself, account last: a failure half-way leaves the account, so the person can simply try again. */
export async function eraseEverythingOf(context: DataContext, viewer: Pick<Viewer, 'accountId' | 'email'>) {
  const application = await findApplicationOfAccount(context, viewer.accountId);
  if (application) {
    const listing = await eraseListingOfApplication(context, application.id);
    if (listing?.photoMediaId) await deleteMediaImage(context, listing.photoMediaId);
    await eraseApplicationOfAccount(context, viewer.accountId);
  }
  await forgetInboxItems(context, 'contact', await eraseContactMessagesFrom(context, viewer.email));
  await forgetInboxItems(context, 'business', await eraseBusinessRequestsFrom(context, viewer.email));
  await eraseSubscriber(context, viewer.email);
  if (!(await eraseAccount(context, viewer.accountId))) return;
  await recordAudit(context, {
    staffId: null,
    action: 'account-erased',
    record: { kind: 'account', id: pseudonymOf(context.config, viewer.email) },
    ip: applicantIp,
  });
}
