import { forwardRef } from 'react';
import styles from './assessments.module.css';

interface QuestionFieldsetProps {
  /** The id of the first answer's input (error links focus it); the others and the radio group's name derive from it. */
  inputId: string;
  text: string;
  options: { value: number; label: string }[];
  number: number;
  value: number | undefined;
  onAnswer: (value: number) => void;
  /** The message shown under the question when the visitor tried to go on without an answer. */
  error?: string;
}

/**
 * One question as native radio buttons in a fieldset: arrow keys move between the answers, the legend names the
 * question, and the questions read the same with or without JavaScript.
 */
export const QuestionFieldset = forwardRef<HTMLFieldSetElement, QuestionFieldsetProps>(function QuestionFieldset(
  { inputId, text, options, number, value, onAnswer, error },
  ref,
) {
  const errorId = `${inputId}-error`;
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
        {text}
      </legend>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option, index) => {
          const id = index === 0 ? inputId : `${inputId}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={styles.option}>
              <input
                id={id}
                type="radio"
                name={inputId}
                value={option.value}
                checked={value === option.value}
                onChange={() => onAnswer(option.value)}
                className={styles.radio}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
