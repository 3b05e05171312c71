import type { ReactNode } from 'react';
import styles from '../../../components/staff.module.css';

/** One group of the listing form, named by its legend. */
export function ListingFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.subtitle}>{legend}</legend>
      {children}
    </fieldset>
  );
}
