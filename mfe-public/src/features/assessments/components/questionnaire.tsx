import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@sakina/shared/navigation';
import { Button, ErrorSummary } from '@sakina/shared/ui';
import { useAssessmentsStore, type ViewMode } from '../../../stores/assessments';
import type { Instrument } from '../schemas/instrument';
import {
  answerFieldName,
  no,
  questionSequence,
  unansweredQuestions,
  yes,
  type Answers,
  type Question,
} from '../utils/score';
import { QuestionFieldset } from './question-fieldset';
import styles from './assessments.module.css';

interface QuestionnaireProps {
  instrument: Instrument;
  answers: Answers;
  /** The question shown when answering one at a time. */
  index: number;
  mode: ViewMode;
  /** This device's answers are loaded: the visitor can choose the mode and get a score in the page. */
  ready: boolean;
  /** The answers came from a form the server was sent, some missing: the page opens saying which. */
  posted: boolean;
  onAnswer: (key: string, value: number) => void;
  onFinish: () => void;
}

/**
 * The questions, all on one page or one at a time, with progress; nothing leaves the page while answering. Until
 * the page's scripts run, the form is posted to the page's own address and the server scores it (never in the
 * address: answers are sensitive).
 */
export function Questionnaire({
  instrument,
  answers,
  index,
  mode,
  ready,
  posted,
  onAnswer,
  onFinish,
}: QuestionnaireProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { goTo, setMode } = useAssessmentsStore.getState();
  const [showErrors, setShowErrors] = useState(posted);
  const current = useRef<HTMLFieldSetElement>(null);
  const questions = questionSequence(instrument, answers);
  const total = questions.length;
  const missing = unansweredQuestions(instrument, answers);
  const answered = total - missing.length;
  const oneAtATime = ready && mode === 'one';
  const position = Math.min(index, total - 1);
  const shownQuestions = oneAtATime ? [questions[position]] : questions;
  const inputId = (question: Question) => answerFieldName(instrument, question.key);
  const numberOf = (question: Question) => questions.findIndex((entry) => entry.key === question.key) + 1;
  const isMissing = (question: Question) => missing.some((entry) => entry.key === question.key);
  const yesNo = [
    { value: yes, label: t('assessments.form.yes') },
    { value: no, label: t('assessments.form.no') },
  ];

  function show(nextIndex: number) {
    setShowErrors(false);
    goTo(instrument.slug, nextIndex);
    // After the new question is in place: focus its fieldset, so its legend is read first.
    requestAnimationFrame(() => current.current?.focus());
  }

  function submit(event: FormEvent) {
    // This device's answers not loaded yet: the form goes to the server, which scores it.
    if (!ready) return;
    event.preventDefault();
    if (oneAtATime && position < total - 1) {
      if (isMissing(questions[position])) setShowErrors(true);
      else show(position + 1);
      return;
    }
    if (missing.length > 0) {
      setShowErrors(true);
      if (oneAtATime) show(numberOf(missing[0]) - 1);
      return;
    }
    onFinish();
  }

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      {ready && (
        <div role="group" aria-label={t('assessments.form.modeLabel')} className={styles.modes}>
          {(['all', 'one'] as const).map((choice) => (
            <Button
              key={choice}
              variant={mode === choice ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={mode === choice}
              onClick={() => setMode(choice)}
            >
              {t(choice === 'all' ? 'assessments.form.modeAll' : 'assessments.form.modeOne')}
            </Button>
          ))}
        </div>
      )}

      <div className={styles.progress}>
        <p id={`${instrument.slug}-progress`}>
          {oneAtATime
            ? t('assessments.form.question', { number: position + 1, total })
            : t('assessments.form.answered', { answered, total })}
        </p>
        <progress
          aria-labelledby={`${instrument.slug}-progress`}
          max={total}
          value={oneAtATime ? position + 1 : answered}
        />
      </div>

      {showErrors && !oneAtATime && (
        <ErrorSummary
          title={t('assessments.form.unansweredTitle')}
          errors={missing.map((question) => ({
            fieldId: inputId(question),
            message: t('assessments.form.unanswered', { number: numberOf(question) }),
          }))}
        />
      )}

      <p className={styles.instructions}>{instrument.instructions[locale]}</p>

      {shownQuestions.map((question) => (
        <QuestionFieldset
          key={question.key}
          ref={oneAtATime ? current : undefined}
          inputId={inputId(question)}
          text={question.kind === 'item' ? question.item.text[locale] : question.part.question[locale]}
          options={
            question.kind === 'item'
              ? instrument.optionSets[question.item.options].map((option) => ({
                  value: option.value,
                  label: option.label[locale],
                }))
              : yesNo
          }
          number={numberOf(question)}
          value={answers[question.key]}
          onAnswer={(value) => onAnswer(question.key, value)}
          error={showErrors && isMissing(question) ? t('assessments.form.answerToContinue') : undefined}
        />
      ))}

      <div className={styles.actions}>
        {oneAtATime && (
          <Button variant="secondary" disabled={position === 0} onClick={() => show(position - 1)}>
            {t('assessments.form.previous')}
          </Button>
        )}
        <Button type="submit" variant="primary">
          {oneAtATime && position < total - 1 ? t('assessments.form.next') : t('assessments.form.submit')}
        </Button>
      </div>
    </form>
  );
}
