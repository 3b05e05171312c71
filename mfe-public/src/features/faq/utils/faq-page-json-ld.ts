import type { Locale } from '@sakina/shared/contracts';
import type { FaqQuestion } from '../api/get-faq-categories';

/** schema.org FAQPage for the questions a page shows, in the page's language. */
export function faqPageJsonLd(questions: FaqQuestion[], locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: questions.map((question) => ({
      '@type': 'Question',
      name: question.question[locale],
      acceptedAnswer: { '@type': 'Answer', text: question.answer[locale] },
    })),
  };
}
