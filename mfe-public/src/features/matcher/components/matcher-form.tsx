import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatPrice } from '@sakina/shared/i18n';
import { useLocale, useLocalePath } from '@sakina/shared/navigation';
import { Button, Select } from '@sakina/shared/ui';
import { channels, concerns, spokenLanguageTerms } from '@sakina/shared/vocabulary';
import {
  answerFields,
  budgetChoices,
  forWhomChoices,
  genderChoices,
  noPreference,
  timingChoices,
  type MatcherAnswers,
} from '../utils/matcher-answers';
import { ChoiceQuestion } from './choice-question';
import styles from './matcher.module.css';

interface MatcherFormProps {
  /** The answers the controls show when the form opens. */
  answers: MatcherAnswers;
  /** Sends the form in place; without scripts the browser sends it to the server as a GET. */
  onSubmit: (form: HTMLFormElement) => void;
}

/** The questions, as one GET form whose fields are the page's address. */
export function MatcherForm({ answers, onSubmit }: MatcherFormProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const toLocale = useLocalePath();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };

  return (
    <form method="get" action={toLocale('/practitioners/match')} onSubmit={submit} className={styles.form}>
      <Select
        name={answerFields.concern}
        label={t('matcher.questions.concern.label')}
        placeholder={t('matcher.questions.concern.notSure')}
        defaultValue={answers.concern ?? ''}
        options={concerns.map((concern) => ({ value: concern.key, label: concern.label[locale] }))}
        className={styles.question}
      />
      <ChoiceQuestion
        name={answerFields.forWhom}
        legend={t('matcher.questions.forWhom.legend')}
        chosen={answers.forWhom}
        choices={forWhomChoices.map((value) => ({ value, label: t(`matcher.questions.forWhom.${value}`) }))}
      />
      <ChoiceQuestion
        name={answerFields.gender}
        legend={t('matcher.questions.gender.legend')}
        chosen={answers.gender ?? noPreference}
        choices={[noPreference, ...genderChoices].map((value) => ({
          value,
          label: t(`matcher.questions.gender.${value}`),
        }))}
      />
      <Select
        name={answerFields.language}
        label={t('matcher.questions.language.label')}
        placeholder={t('matcher.questions.language.any')}
        defaultValue={answers.language ?? ''}
        options={spokenLanguageTerms.map((language) => ({ value: language.key, label: language.label[locale] }))}
        className={styles.question}
      />
      <ChoiceQuestion
        name={answerFields.channel}
        legend={t('matcher.questions.channel.legend')}
        chosen={answers.channel ?? noPreference}
        choices={[
          { value: noPreference, label: t('matcher.questions.channel.any') },
          ...channels.map((channel) => ({ value: channel.key, label: channel.label[locale] })),
        ]}
      />
      <ChoiceQuestion
        name={answerFields.maxPrice}
        legend={t('matcher.questions.budget.legend')}
        chosen={answers.maxPrice === null ? noPreference : String(answers.maxPrice)}
        choices={[
          ...budgetChoices.map((price) => ({
            value: String(price),
            label: (
              <Trans
                t={t}
                i18nKey="matcher.questions.budget.upTo"
                values={{ price: formatPrice(price, locale) }}
                components={{ price: <bdi dir="ltr" /> }}
              />
            ),
          })),
          { value: noPreference, label: t('matcher.questions.budget.any') },
        ]}
      />
      <ChoiceQuestion
        name={answerFields.timing}
        legend={t('matcher.questions.timing.legend')}
        chosen={answers.timing}
        choices={timingChoices.map((value) => ({
          value,
          label: t(`matcher.questions.timing.${value}`),
          hint: value === 'urgent' ? t('matcher.questions.timing.urgentHint') : undefined,
        }))}
      />
      <Button type="submit" variant="accent" size="large" className={styles.submit}>
        {t('matcher.submit')}
      </Button>
    </form>
  );
}
