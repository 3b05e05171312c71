import { useId, type ChangeEventHandler } from 'react';
import styles from './directory.module.css';

export interface FilterChoice {
  value: string;
  /** The name shown, with its count once known. */
  label: string;
  chosen: boolean;
  /** How many practitioners this choice would leave; undefined while not counted yet. */
  count?: number;
}

type FilterChoicesProps = {
  kind: 'radio' | 'checkbox';
  legend: string;
  hint?: string;
  /** The field's name in the directory's address. */
  name: string;
  formId: string;
  choices: FilterChoice[];
  onChange: ChangeEventHandler<HTMLInputElement>;
};

/**
 * Native radio buttons or checkboxes in a fieldset, so the choice works before the scripts run; a choice that would
 * leave nobody says so with its count of 0 and cannot be made, unless it is the one made.
 */
export function FilterChoices({ kind, legend, hint, name, formId, choices, onChange }: FilterChoicesProps) {
  const hintId = useId();
  return (
    <fieldset className={styles.choiceGroup} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.choiceLegend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.choiceHint}>
          {hint}
        </p>
      )}
      <div className={styles.choiceList}>
        {choices.map((choice) => {
          const empty = choice.count === 0 && !choice.chosen;
          return (
            <label key={choice.value} className={styles.choice} data-empty={empty}>
              <input
                type={kind}
                name={name}
                value={choice.value}
                form={formId}
                checked={choice.chosen}
                disabled={empty}
                onChange={onChange}
                className={styles.choiceInput}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
