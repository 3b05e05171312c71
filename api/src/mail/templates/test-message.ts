import { defineMailTemplate } from '../template';

/** A message an operator sends to check that mail goes out. */
export const testMessage = defineMailTemplate<{ name: string }>('test-message', {
  ar: ({ name }) => ({
    subject: 'رسالة تجريبية من سكينة',
    heading: `مرحبًا ${name}`,
    paragraphs: ['هذه رسالة تجريبية للتأكد من أن البريد يصل إليك كما ينبغي.', 'لا حاجة إلى الرد عليها.'],
    footnote: 'وصلتك هذه الرسالة لأن أحد أعضاء فريق سكينة طلب إرسالها إلى هذا العنوان.',
  }),
  en: ({ name }) => ({
    subject: 'A test message from Sakina',
    heading: `Hello ${name}`,
    paragraphs: [
      'This is a test message to make sure that mail reaches you as it should.',
      'There is no need to reply.',
    ],
    footnote: 'You received this message because a member of the Sakina team asked to send it to this address.',
  }),
});
