import { randomBytes } from 'node:crypto';
import { newsletterSubscriptionSchema, newsletterTokenSchema } from '@sakina/shared/validation';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { GraphQLContext } from '../../context';
import { badUserInput, parseInput } from '../../errors';
import type { Locale } from '@sakina/shared/contracts';
import { defineRateLimitRule } from '../../rate-limit/rules';
import { newsletterSubscribers, type NewsletterStatus, type NewsletterSubscriberRow } from './newsletter.table';

export const newsletterSubscribeRule = defineRateLimitRule('newsletter-subscribe', {
  perIp: { points: 10, durationSeconds: 60 * 60 },
  perEmail: { points: 5, durationSeconds: 60 * 60 },
});

/** Unsubscribe links are unguessable; the limit only stops someone trying tokens in bulk. */
export const newsletterTokenRule = defineRateLimitRule('newsletter-token', {
  perIp: { points: 30, durationSeconds: 10 * 60 },
});

export interface NewsletterSubscription {
  status: NewsletterStatus;
  locale: Locale;
}

export type NewsletterContext = Pick<
  GraphQLContext,
  'db' | 'config' | 'locale' | 'mailer' | 'rateLimiter' | 'clientIp' | 'logger'
>;

const newTokenValue = (): string => randomBytes(32).toString('base64url');

const localePrefix = (locale: Locale): string => (locale === 'en' ? '/en' : '');

/** The link every newsletter mail carries: the API unsubscribes, then shows the confirmation page. */
export function unsubscribeUrl(config: Pick<AppConfig, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Where the unsubscribe link lands, in the subscriber's language. */
export function confirmationPath(locale: Locale, token: string): string {
  return `${localePrefix(locale)}/unsubscribe-successful?token=${encodeURIComponent(token)}`;
}

const subscriptionOf = (row: NewsletterSubscriberRow): NewsletterSubscription => ({
  status: row.status,
  locale: row.locale,
});

async function sendWelcome(context: NewsletterContext, row: NewsletterSubscriberRow): Promise<void> {
  try {
    await context.mailer.sendMail({
      to: row.email,
      locale: row.locale,
      template: 'newsletter-welcome',
      data: {
        blogUrl: `${context.config.publicUrl}${localePrefix(row.locale)}/blog`,
        unsubscribeUrl: unsubscribeUrl(context.config, row.unsubscribeToken),
      },
    });
  } catch (error) {
    context.logger.error({ err: error, subscriberId: row.id }, 'newsletter welcome not sent');
  }
}

/**
 * Subscribes an address in the page's language and sends the welcome mail. Subscribing an address that is
 * already subscribed changes nothing and sends nothing, so a double submit is harmless; the answer is the
 * same either way, so it does not tell who is subscribed.
 */
export async function subscribeNewsletter(
  context: NewsletterContext,
  rawArguments: { email: unknown },
): Promise<boolean> {
  const { email } = parseInput(newsletterSubscriptionSchema, rawArguments);
  await context.rateLimiter.consume(newsletterSubscribeRule, { ip: context.clientIp, email });
  const [inserted] = await context.db
    .insert(newsletterSubscribers)
    .values({ email, locale: context.locale, status: 'subscribed', unsubscribeToken: newTokenValue() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  if (inserted) {
    await sendWelcome(context, inserted);
    return true;
  }
  const [resubscribed] = await context.db
    .update(newsletterSubscribers)
    .set({ status: 'subscribed', locale: context.locale, subscribedAt: sql`now()`, unsubscribedAt: null })
    .where(sql`${newsletterSubscribers.email} = ${email} and ${newsletterSubscribers.status} = 'unsubscribed'`)
    .returning();
  if (resubscribed) await sendWelcome(context, resubscribed);
  return true;
}

async function setStatusByToken(
  context: Pick<NewsletterContext, 'db' | 'rateLimiter' | 'clientIp'>,
  rawToken: unknown,
  status: NewsletterStatus,
): Promise<NewsletterSubscription> {
  const { token } = parseInput(z.object({ token: newsletterTokenSchema }), { token: rawToken });
  await context.rateLimiter.consume(newsletterTokenRule, { ip: context.clientIp });
  const [row] = await context.db
    .update(newsletterSubscribers)
    .set(
      status === 'unsubscribed'
        ? { status, unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` }
        : { status, subscribedAt: sql`now()`, unsubscribedAt: null },
    )
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning();
  if (!row) throw badUserInput([{ path: 'token', code: 'newsletter_token_invalid' }]);
  return subscriptionOf(row);
}

export const unsubscribeNewsletter = (
  context: Pick<NewsletterContext, 'db' | 'rateLimiter' | 'clientIp'>,
  token: unknown,
) => setStatusByToken(context, token, 'unsubscribed');

export const resubscribeNewsletter = (
  context: Pick<NewsletterContext, 'db' | 'rateLimiter' | 'clientIp'>,
  token: unknown,
) => setStatusByToken(context, token, 'subscribed');

/** The subscription a personal link belongs to, or null; read by the confirmation page. */
export async function findSubscription(
  context: Pick<NewsletterContext, 'db'>,
  token: string,
): Promise<NewsletterSubscription | null> {
  if (!newsletterTokenSchema.safeParse(token).success) return null;
  const [row] = await context.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row ? subscriptionOf(row) : null;
}

/** Retention: addresses that unsubscribed before `before` (their link stops working); answers how many went. */
export async function purgeUnsubscribed({ db }: { db: Database }, before: Date): Promise<number> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'unsubscribed'), lt(newsletterSubscribers.unsubscribedAt, before)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length;
}

/** Erasure: the address's subscription, whatever its state. */
export async function eraseSubscriber({ db }: { db: Database }, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
}

/** A person's copy of their data: the address's subscription, or null. */
export async function newsletterSubscriptionOf({ db }: { db: Database }, email: string) {
  const [row] = await db
    .select({
      status: newsletterSubscribers.status,
      locale: newsletterSubscribers.locale,
      subscribedAt: newsletterSubscribers.subscribedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row ?? null;
}
