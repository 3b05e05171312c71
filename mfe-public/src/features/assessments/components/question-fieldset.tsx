import { forwardRef } from 'react';
import { useLocale } from '@sakina/shared/navigation';
import type { Instrument, Item } from '../schemas/instrument';
import styles from './assessments.module.css';

interface QuestionFieldsetProps {
  instrument: Instrument;
  item: Item;
  number: number;
  value: number | undefined;
  onAnswer: (value: number) => void;
  /** The message shown under the question when the visitor tried to go on without an answer. */
  error?: string;
}

export const questionInputId = (instrument: Instrument, item: Item) => `question-${instrument.slug}-${item.id}`;

/**
 * One question as native radio buttons in a fieldset: arrow keys move between the answers, the legend names the
 * question, and the questions read the same with or without JavaScript.
 */
export const QuestionFieldset = forwardRef<HTMLFieldSetElement, QuestionFieldsetProps>(function QuestionFieldset(
  { instrument, item, number, value, onAnswer, error },
  ref,
) {
  const locale = useLocale();
  const firstId = questionInputId(instrument, item);
  const errorId = `${firstId}-error`;
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className={styles.question}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        <span className={styles.number}>{`${number}. `}</span>
        {item.text[locale]}
      </legend>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.options}>
        {instrument.optionSets[item.options].map((option, index) => {
          const id = index === 0 ? firstId : `${firstId}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={styles.option}>
              <input
                id={id}
                type="radio"
                name={firstId}
                value={option.value}
                checked={value === option.value}
                onChange={() => onAnswer(option.value)}
                className={styles.radio}
              />
              <span>{option.label[locale]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
