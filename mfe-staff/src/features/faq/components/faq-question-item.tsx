import { useLocale } from '@sakina/shared/navigation';
import { VisuallyHidden } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';
import type { FaqQuestion } from '../api/get-faq';
import { useMoveFaqQuestion } from '../api/move-faq-question';
import { FaqEntry } from './faq-entry';
import { FaqQuestionForm } from './faq-question-form';

interface FaqQuestionItemProps {
  question: FaqQuestion;
  first: boolean;
  last: boolean;
  onReload: () => Promise<unknown>;
}

/** A question and its answer in the page's language, to edit or move within its category. */
export function FaqQuestionItem({ question, first, last, onReload }: FaqQuestionItemProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const [moveQuestion] = useMoveFaqQuestion();
  return (
    <FaqEntry
      id={`faq-question-${question.id}`}
      level={3}
      title={question.question[locale]}
      published={question.published}
      first={first}
      last={last}
      onMove={(direction) => moveQuestion({ variables: { id: question.id, version: question.version, direction } })}
      onReload={onReload}
      editForm={(controls) => (
        <FaqQuestionForm categoryId={question.categoryId} question={question} onReload={onReload} {...controls} />
      )}
    >
      <p className={styles.message}>
        <VisuallyHidden>{t('faq.answerLabel')}</VisuallyHidden>
        {question.answer[locale]}
      </p>
    </FaqEntry>
  );
}
