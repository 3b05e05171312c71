import { useId, type ReactNode } from 'react';
import styles from './matcher.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
  hint?: string;
}

interface ChoiceQuestionProps {
  legend: string;
  /** The field's name in the page's address. */
  name: string;
  choices: Choice[];
  /** The value checked when the page opens (the address's answer, or the default). */
  chosen: string;
}

/**
 * One question as native radio buttons in a fieldset named by its legend: the form sends it without scripts, and
 * arrow keys move between the choices.
 */
export function ChoiceQuestion({ legend, name, choices, chosen }: ChoiceQuestionProps) {
  const id = useId();
  return (
    <fieldset className={styles.question}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <div key={choice.value} className={styles.choice}>
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                defaultChecked={choice.value === chosen}
                aria-describedby={choice.hint ? `${inputId}-hint` : undefined}
                className={styles.radio}
              />
              <span className={styles.choiceText}>
                <label htmlFor={inputId}>{choice.label}</label>
                {choice.hint && (
                  <span id={`${inputId}-hint`} className={styles.hint}>
                    {choice.hint}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
