import { z } from 'zod';
import { emailSchema, nameSchema, requiredText } from './common';
import { phoneSchema } from './phone';

/** SPEC §3: the reasons a visitor can pick on the contact form, in the order the form lists them. */
export const contactReasons = [
  'inquiry',
  'suggestion',
  'complaint',
  'technical_issue',
  'practitioner',
  'financial_claim',
  'job',
  'strategic_partnership',
  'investment',
  'for_work',
  'refund',
] as const;

export type ContactReason = (typeof contactReasons)[number];

export const contactSubjectMaxLength = 150;
export const contactMessageMaxLength = 5000;

/**
 * The contact form, checked in the browser and again by the API's sendContactMessage.
 * `phone` is what the phone input holds ({ country, number }); the output is its E.164 form.
 */
export const contactMessageSchema = z.object({
  name: nameSchema('any'),
  email: emailSchema,
  phone: phoneSchema,
  reason: z.enum(contactReasons, { error: 'option_invalid' }),
  subject: requiredText({ max: contactSubjectMaxLength }),
  message: requiredText({ min: 10, max: contactMessageMaxLength }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
