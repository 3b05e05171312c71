import { contactMessageSchema, idempotencyKeySchema } from '@sakina/shared/validation';
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
import { contactMessages, type ContactMessageRow } from './contact.table';

export const contactMessageRule = defineRateLimitRule('contact-message', {
  perIp: { points: 5, durationSeconds: 60 * 60 },
});

export type ContactMessageReceipt = TeamRequestReceipt;
export type ContactContext = TeamRequestContext;

const sendContactMessageArguments = z.object({ input: contactMessageSchema, idempotencyKey: idempotencyKeySchema });

export const referenceOf = (id: number): string => `C-${String(id).padStart(6, '0')}`;

/** Stores the message once, mails the team inbox and acknowledges the sender in their language. */
export async function sendContactMessage(
  context: ContactContext,
  rawArguments: { input: unknown; idempotencyKey: unknown },
): Promise<ContactMessageReceipt> {
  const { input, idempotencyKey } = parseInput(sendContactMessageArguments, rawArguments);
  return receiveTeamRequest(context, {
    kind: 'contact',
    idempotencyKey,
    rateLimitRule: contactMessageRule,
    referenceOf,
    ...storedTeamRequests(context.db, contactMessages),
    insert: async () => {
      const [row] = await context.db
        .insert(contactMessages)
        .values({
          ...input,
          dialCode: parsePhoneNumber(input.phone).countryCallingCode,
          locale: context.locale,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: contactMessages.idempotencyKey })
        .returning();
      return row;
    },
    mailTeam: (reference) =>
      context.mailer.sendMail({
        to: context.config.teamInbox,
        locale: 'ar',
        template: 'contact-team-notification',
        data: { ...input, reference, senderLocale: context.locale },
        replyTo: input.email,
      }),
    acknowledge: (reference) =>
      context.mailer.sendMail({
        to: input.email,
        locale: context.locale,
        template: 'contact-acknowledgement',
        data: {
          reference,
          name: input.name,
          reason: input.reason,
          subject: input.subject,
          emergencyNumber: context.config.runtime.emergencyNumber,
        },
      }),
  });
}

/** The messages with these ids, in no particular order (the staff inbox shows them). */
export function findContactMessages({ db }: { db: Database }, ids: number[]): Promise<ContactMessageRow[]> {
  return storedTeamRequests(db, contactMessages).findMany(ids);
}

/** Every message as `record_id, created_at, reason`: a query to list them among other records (the staff inbox). */
export function contactMessageEntries(): SQL {
  return sql`select id as record_id, created_at, reason from ${contactMessages}`;
}

/** Retention: messages sent before `before`; answers their ids (the inbox forgets its handling of them too). */
export function purgeContactMessages(context: { db: Database }, before: Date): Promise<number[]> {
  return deleteSentRecords(context, contactMessages, lt(contactMessages.createdAt, before));
}

/** Erasure: every one of the messages sent with this address (any case); answers their ids. */
export function eraseContactMessagesFrom(context: { db: Database }, email: string): Promise<number[]> {
  return deleteSentRecords(context, contactMessages, sentFrom(contactMessages, email));
}

/** A person's copy of their data: the messages sent from this address (any case), oldest first. */
export function contactMessagesFrom({ db }: { db: Database }, email: string) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      reason: contactMessages.reason,
      subject: contactMessages.subject,
      message: contactMessages.message,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sentFrom(contactMessages, email))
    .orderBy(contactMessages.createdAt);
}
