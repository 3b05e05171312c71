import type { ReactNode } from 'react';
import styles from './document.module.css';

/** Labelled values, two columns where the page is wide enough. */
export function Facts({
  items,
}: {
  items: ReadonlyArray<readonly [label: string, value: ReactNode] | false | undefined>;
}) {
  return (
    <dl className={styles.facts}>
      {items
        .filter((item): item is readonly [string, ReactNode] => Boolean(item))
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** One section of a document; print keeps it on one page where it fits. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Numbers and codes stay left to right inside Arabic text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
