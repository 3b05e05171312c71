import type { ContactReason } from '@sakina/shared/validation';
import { contactReasonLabels } from '../../modules/contact/contact-reason-labels';
import { defineMailTemplate } from '../template';

export interface ContactAcknowledgementData {
  reference: string;
  name: string;
  reason: ContactReason;
  subject: string;
  emergencyNumber: string;
}

/** To the sender, in the language of the page they wrote from. */
export const contactAcknowledgement = defineMailTemplate<ContactAcknowledgementData>('contact-acknowledgement', {
  ar: (data) => ({
    subject: 'وصلتنا رسالتك، شكرًا لتواصلك مع سكينة',
    heading: `أهلًا ${data.name}`,
    paragraphs: [
      `شكرًا لتواصلك معنا. وصلتنا رسالتك بعنوان «${data.subject}» (${contactReasonLabels.ar[data.reason]})، ورقمها ${data.reference}.`,
      'سيقرؤها أحد أفراد فريقنا ويرد عليك على هذا البريد في أقرب وقت، وغالبًا خلال يومي عمل.',
      `سكينة ليست خدمة طوارئ. إن كنت أنت أو أحد حولك في خطر الآن فاتصل على ${data.emergencyNumber}.`,
    ],
    footnote: 'وصلتك هذه الرسالة لأنك أرسلت نموذج التواصل في موقع سكينة بهذا البريد.',
  }),
  en: (data) => ({
    subject: 'We have received your message, thank you for contacting Sakina',
    heading: `Hello ${data.name}`,
    paragraphs: [
      `Thank you for writing to us. We have received your message "${data.subject}" (${contactReasonLabels.en[data.reason]}), reference ${data.reference}.`,
      'A member of our team will read it and reply to this address as soon as possible, usually within two working days.',
      `Sakina is not an emergency service. If you or someone near you is in danger now, call ${data.emergencyNumber}.`,
    ],
    footnote: 'You received this message because the contact form on the Sakina website was sent with this address.',
  }),
});
