import type { StaffFaqQuestionInput } from '@sakina/shared/graphql';
import { useLocale } from '@sakina/shared/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedErrors } from '../../../components/field-errors';
import { LocalizedFields, localizedInputOf } from '../../../components/localized-fields';
import { useCreateFaqQuestion } from '../api/create-faq-question';
import type { FaqQuestion } from '../api/get-faq';
import { useSaveFaqQuestion } from '../api/save-faq-question';
import { FaqForm, faqInputId } from './faq-form';
import type { FormControls } from '../../../components/form-toggle';

interface FaqQuestionFormProps extends FormControls {
  categoryId: string;
  /** The question to change; none adds one at the end of the category. */
  question?: FaqQuestion;
  onReload: () => Promise<unknown>;
}

const blank: StaffFaqQuestionInput = { question: { ar: '', en: '' }, answer: { ar: '', en: '' }, published: false };

/** A question and its answer in both languages; saving names the version the form opened. */
export function FaqQuestionForm({ categoryId, question, onReload, ...controls }: FaqQuestionFormProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const [create] = useCreateFaqQuestion();
  const [save] = useSaveFaqQuestion();
  const [values, setValues] = useState<StaffFaqQuestionInput>(() =>
    question
      ? {
          question: localizedInputOf(question.question),
          answer: localizedInputOf(question.answer),
          published: question.published,
        }
      : blank,
  );
  // The version the editor opened: another editor's save meanwhile is refused, not overwritten.
  const [openedVersion] = useState(question?.version ?? 0);
  const formId = question ? `faq-question-${question.id}-form` : `faq-new-question-${categoryId}`;

  return (
    <FaqForm
      id={formId}
      label={question ? t('faq.editQuestionOf', { question: question.question[locale] }) : t('faq.newQuestion')}
      submitLabel={question ? t('faq.save') : t('faq.addQuestion')}
      values={values}
      onChange={setValues}
      send={() =>
        question
          ? save({ variables: { id: question.id, version: openedVersion, input: values } })
          : create({ variables: { categoryId, input: values } })
      }
      sentMessage={question ? t('faq.saved') : t('faq.questionAdded')}
      controls={controls}
      onReload={onReload}
    >
      {(errors) => (
        <>
          <LocalizedFields
            id={faqInputId(formId, 'question')}
            label={t('faq.question')}
            value={values.question}
            onChange={(text) => setValues({ ...values, question: text })}
            errors={localizedErrors(errors, 'question')}
            maxLength={300}
            required
          />
          <LocalizedFields
            id={faqInputId(formId, 'answer')}
            label={t('faq.answer')}
            value={values.answer}
            onChange={(answer) => setValues({ ...values, answer })}
            errors={localizedErrors(errors, 'answer')}
            rows={5}
            maxLength={4000}
            required
          />
        </>
      )}
    </FaqForm>
  );
}
