import { useLocale } from '@sakina/shared/navigation';
import { Accordion } from '@sakina/shared/ui';
import type { FaqQuestion } from '../api/get-faq-categories';
import styles from './faq.module.css';

/** Questions as an accordion: each question is a button inside a heading that shows its answer. */
export function FaqQuestions({ questions, headingLevel }: { questions: FaqQuestion[]; headingLevel: 2 | 3 | 4 }) {
  const locale = useLocale();
  return (
    <Accordion
      multiple
      headingLevel={headingLevel}
      items={questions.map((question) => ({
        value: question.id,
        title: question.question[locale],
        content: <p className={styles.answer}>{question.answer[locale]}</p>,
      }))}
    />
  );
}
