import type { ContactReason } from '@sakina/shared/validation';
import type { Locale } from '@sakina/shared/contracts';
import { contactReasonLabels } from '../../modules/contact/contact-reason-labels';
import { defineMailTemplate } from '../template';

export interface ContactTeamNotificationData {
  reference: string;
  name: string;
  email: string;
  phone: string;
  reason: ContactReason;
  subject: string;
  message: string;
  /** The language the sender wrote from. */
  senderLocale: Locale;
}

const languageNames: Record<Locale, Record<Locale, string>> = {
  ar: { ar: 'العربية', en: 'الإنجليزية' },
  en: { ar: 'Arabic', en: 'English' },
};

/** To the team inbox; replying answers the sender (the mail carries their address as Reply-To). */
export const contactTeamNotification = defineMailTemplate<ContactTeamNotificationData>('contact-team-notification', {
  ar: (data) => ({
    subject: `رسالة تواصل جديدة (${contactReasonLabels.ar[data.reason]}): ${data.subject}`,
    heading: `رسالة جديدة رقم ${data.reference}`,
    paragraphs: [
      `الاسم: ${data.name}`,
      `البريد الإلكتروني: ${data.email}`,
      `الجوال: ${data.phone}`,
      `سبب التواصل: ${contactReasonLabels.ar[data.reason]}`,
      `لغة المرسل: ${languageNames.ar[data.senderLocale]}`,
      `الموضوع: ${data.subject}`,
      data.message,
    ],
    footnote: 'للرد على المرسل، أجب على هذه الرسالة مباشرة.',
  }),
  en: (data) => ({
    subject: `New contact message (${contactReasonLabels.en[data.reason]}): ${data.subject}`,
    heading: `New message ${data.reference}`,
    paragraphs: [
      `Name: ${data.name}`,
      `Email: ${data.email}`,
      `Mobile: ${data.phone}`,
      `Reason: ${contactReasonLabels.en[data.reason]}`,
      `Sender's language: ${languageNames.en[data.senderLocale]}`,
      `Subject: ${data.subject}`,
      data.message,
    ],
    footnote: 'Reply to this message to answer the sender directly.',
  }),
});
