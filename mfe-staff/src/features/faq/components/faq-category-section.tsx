import { useLocale } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';
import type { FaqCategory } from '../api/get-faq';
import { useMoveFaqCategory } from '../api/move-faq-category';
import { FaqCategoryForm } from './faq-category-form';
import { FaqEntry } from './faq-entry';
import { FaqQuestionForm } from './faq-question-form';
import { FaqQuestionItem } from './faq-question-item';
import { FormToggle } from '../../../components/form-toggle';

interface FaqCategorySectionProps {
  category: FaqCategory;
  first: boolean;
  last: boolean;
  onReload: () => Promise<unknown>;
}

/** A category with its questions in order, and a form to add one at the end. */
export function FaqCategorySection({ category, first, last, onReload }: FaqCategorySectionProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const [moveCategory] = useMoveFaqCategory();
  const name = category.name[locale];
  return (
    <FaqEntry
      id={`faq-category-${category.id}`}
      level={2}
      title={name}
      published={category.published}
      first={first}
      last={last}
      onMove={(direction) => moveCategory({ variables: { id: category.id, version: category.version, direction } })}
      onReload={onReload}
      editForm={(controls) => <FaqCategoryForm category={category} onReload={onReload} {...controls} />}
    >
      <p>
        {t('faq.address')} <bdi dir="ltr">/faq/{category.slug}</bdi>
      </p>
      {category.questions.length > 0 ? (
        <ol className={styles.faqList} aria-label={t('faq.questionsOf', { name })}>
          {category.questions.map((question, index) => (
            <li key={question.id}>
              <FaqQuestionItem
                question={question}
                first={index === 0}
                last={index === category.questions.length - 1}
                onReload={onReload}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('faq.noQuestions')}</p>
      )}
      <div className={styles.actions}>
        <FormToggle label={t('faq.addQuestion')} name={t('faq.addQuestionTo', { name })}>
          {(controls) => <FaqQuestionForm categoryId={category.id} onReload={onReload} {...controls} />}
        </FormToggle>
      </div>
    </FaqEntry>
  );
}
