import { CheckIcon } from '@sakina/shared/ui';
import styles from './join.module.css';

/** A headed list of requirements or benefits, each item an i18n key under its group. */
export function JoinList({ id, heading, items }: { id: string; heading: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.checkList}>
        {items.map((item) => (
          <li key={item}>
            <CheckIcon className={styles.checkIcon} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
