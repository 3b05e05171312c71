import type { ReactNode } from 'react';
import styles from './staff.module.css';

interface ConsoleTableProps {
  caption: string;
  /** The columns' headings (a visually hidden one for a column of buttons). */
  columns: readonly ReactNode[];
  /** The rows (`<tr>`). */
  children: ReactNode;
}

/** A table of the console: named by its caption, a heading a column, then its rows. */
export function ConsoleTable({ caption, columns, children }: ConsoleTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
