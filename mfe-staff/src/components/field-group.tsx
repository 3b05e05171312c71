import type { ReactNode } from 'react';
import styles from './staff.module.css';

/** One group of a form's fields, named by its legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.subtitle}>{legend}</legend>
      {children}
    </fieldset>
  );
}
