import { defineMailTemplate } from '../template';

export interface NewsletterWelcomeData {
  /** The blog in the reader's language. */
  blogUrl: string;
  /** Personal: every newsletter mail carries it. */
  unsubscribeUrl: string;
}

export const newsletterWelcome = defineMailTemplate<NewsletterWelcomeData>('newsletter-welcome', {
  ar: ({ blogUrl, unsubscribeUrl }) => ({
    subject: 'أهلًا بك في نشرة سكينة',
    heading: 'اشتراكك في النشرة البريدية مفعّل',
    paragraphs: [
      'شكرًا لاشتراكك. سنرسل إليك بين حين وآخر مقالات مختارة عن الصحة النفسية والحياة الأسرية، وأخبار سكينة المهمة.',
      'لن نشارك بريدك مع أي جهة أخرى، ولن نرسل إليك أكثر مما يستحق القراءة.',
    ],
    action: { label: 'اقرأ أحدث المقالات', url: blogUrl },
    footnote: `لا تريد هذه الرسائل؟ يمكنك إلغاء الاشتراك في أي وقت من هذا الرابط: ${unsubscribeUrl}`,
  }),
  en: ({ blogUrl, unsubscribeUrl }) => ({
    subject: 'Welcome to the Sakina newsletter',
    heading: 'Your newsletter subscription is active',
    paragraphs: [
      'Thank you for subscribing. Now and then we will send you selected articles on mental health and family life, and important news from Sakina.',
      'We will not share your address with anyone, and we will only write when it is worth reading.',
    ],
    action: { label: 'Read the latest articles', url: blogUrl },
    footnote: `Do not want these emails? You can unsubscribe at any time with this link: ${unsubscribeUrl}`,
  }),
});
