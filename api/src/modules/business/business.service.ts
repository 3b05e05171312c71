import { businessRequestSchema, idempotencyKeySchema } from '@sakina/shared/validation';
import { lt, sql, type SQL } from 'drizzle-orm';
import { deleteSentRecords, sentFrom } from '../common/sent-records';
import { parsePhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { defineRateLimitRule } from '../../rate-limit/rules';
import {
  receiveTeamRequest,
  storedTeamRequests,
  type TeamRequestContext,
  type TeamRequestReceipt,
} from '../common/team-request';
import { businessRequests, type BusinessRequestRow } from './business.table';

export const businessRequestRule = defineRateLimitRule('business-request', {
  perIp: { points: 5, durationSeconds: 60 * 60 },
});

export type BusinessRequestReceipt = TeamRequestReceipt;
export type BusinessContext = TeamRequestContext;

const requestBusinessServiceArguments = z.object({
  input: businessRequestSchema,
  idempotencyKey: idempotencyKeySchema,
});

export const referenceOf = (id: number): string => `B-${String(id).padStart(6, '0')}`;

/** Stores the request once, mails the team inbox and acknowledges the requester in their language. */
export async function requestBusinessService(
  context: BusinessContext,
  rawArguments: { input: unknown; idempotencyKey: unknown },
): Promise<BusinessRequestReceipt> {
  const { input, idempotencyKey } = parseInput(requestBusinessServiceArguments, rawArguments);
  return receiveTeamRequest(context, {
    kind: 'business request',
    idempotencyKey,
    rateLimitRule: businessRequestRule,
    referenceOf,
    ...storedTeamRequests(context.db, businessRequests),
    insert: async () => {
      const [row] = await context.db
        .insert(businessRequests)
        .values({
          ...input,
          dialCode: parsePhoneNumber(input.phone).countryCallingCode,
          locale: context.locale,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: businessRequests.idempotencyKey })
        .returning();
      return row;
    },
    mailTeam: (reference) =>
      context.mailer.sendMail({
        to: context.config.teamInbox,
        locale: 'ar',
        template: 'business-team-notification',
        data: { ...input, reference, requesterLocale: context.locale },
        replyTo: input.email,
      }),
    acknowledge: (reference) =>
      context.mailer.sendMail({
        to: input.email,
        locale: context.locale,
        template: 'business-acknowledgement',
        data: { reference, employeeName: input.employeeName, institutionName: input.institutionName },
      }),
  });
}

/** The requests with these ids, in no particular order (the staff inbox shows them). */
export function findBusinessRequests({ db }: { db: Database }, ids: number[]): Promise<BusinessRequestRow[]> {
  return storedTeamRequests(db, businessRequests).findMany(ids);
}

/** Every request as `record_id, created_at`: a query to list them among other records (the staff inbox). */
export function businessRequestEntries(): SQL {
  return sql`select id as record_id, created_at from ${businessRequests}`;
}

/** Retention: requests sent before `before`; answers their ids (the inbox forgets its handling of them too). */
export function purgeBusinessRequests(context: { db: Database }, before: Date): Promise<number[]> {
  return deleteSentRecords(context, businessRequests, lt(businessRequests.createdAt, before));
}

/** Erasure: every one of the requests sent with this address (any case); answers their ids. */
export function eraseBusinessRequestsFrom(context: { db: Database }, email: string): Promise<number[]> {
  return deleteSentRecords(context, businessRequests, sentFrom(businessRequests, email));
}

/** A person's copy of their data: the requests sent with this address (any case), oldest first. */
export function businessRequestsFrom({ db }: { db: Database }, email: string) {
  return db
    .select({
      institutionName: businessRequests.institutionName,
      beneficiaryCount: businessRequests.beneficiaryCount,
      branchCount: businessRequests.branchCount,
      employeeName: businessRequests.employeeName,
      position: businessRequests.position,
      phone: businessRequests.phone,
      email: businessRequests.email,
      sentAt: businessRequests.createdAt,
    })
    .from(businessRequests)
    .where(sentFrom(businessRequests, email))
    .orderBy(businessRequests.createdAt);
}
