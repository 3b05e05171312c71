import { Checkbox, Field, useFieldIds } from '@sakina/shared/ui';
import styles from './staff.module.css';

interface ChoiceListProps<Choice extends string> {
  /** Each box's id is `${id}-${choice}`. */
  id: string;
  legend: string;
  choices: readonly Choice[];
  labelOf: (choice: Choice) => string;
  chosen: readonly Choice[];
  onChange: (chosen: Choice[]) => void;
  error?: string;
  hint?: string;
  /** At least one is needed (marked beside the legend). */
  required?: boolean;
}

export const choiceId = (listId: string, choice: string) => `${listId}-${choice}`;

/** Several of a fixed set, as checkboxes in a fieldset named by its legend; the chosen keep the set's order. */
export function ChoiceList<Choice extends string>({
  id,
  legend,
  choices,
  labelOf,
  chosen,
  onChange,
  error,
  hint,
  required,
}: ChoiceListProps<Choice>) {
  const ids = useFieldIds(id);
  const toggle = (choice: Choice, on: boolean) =>
    onChange(choices.filter((option) => (option === choice ? on : chosen.includes(option))));
  return (
    <Field ids={ids} as="legend" label={legend} hint={hint} error={error} required={required}>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <Checkbox
            key={choice}
            id={choiceId(id, choice)}
            label={labelOf(choice)}
            checked={chosen.includes(choice)}
            onCheckedChange={(checked) => toggle(choice, checked === true)}
          />
        ))}
      </div>
    </Field>
  );
}
