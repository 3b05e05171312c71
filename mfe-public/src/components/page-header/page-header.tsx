import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** A page's heading and the short paragraphs that introduce it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
