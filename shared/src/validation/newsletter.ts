import { z } from 'zod';
import { emailSchema } from './common';

/** The footer's subscribe form and the API's subscribeNewsletter. */
export const newsletterSubscriptionSchema = z.object({ email: emailSchema });

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

/** The personal token carried by every newsletter mail's unsubscribe link. */
export const newsletterTokenSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'newsletter_token_invalid');
