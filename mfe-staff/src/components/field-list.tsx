import type { ReactNode } from 'react';
import styles from './staff.module.css';

/** Label and value pairs as a description list; an empty value (or false) reads as a dash. */
export function FieldList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fieldRow}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined || value === false ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
