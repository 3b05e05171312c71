import { useId, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { classNames } from '../utils/class-names';
import styles from './accordion.module.css';

export type AccordionItem = { value: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  /** Lets several items stay open at once. */
  multiple?: boolean;
  defaultValue?: string[];
  /** The heading level of each item's title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * An accordion of `<details>` elements: each title is a heading in the item's summary. The browser opens and
 * closes them, so they answer before the page's scripts run and keep their state when it hydrates; every item's
 * content is in the page (search engines read each answer).
 */
export function Accordion({ items, multiple = false, defaultValue, headingLevel = 3, className }: AccordionProps) {
  // Details that share a name are exclusive: opening one closes the others. Each is labelled by its title.
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames(styles.root, className)}>
      {items.map((item, index) => (
        <details
          key={item.value}
          aria-labelledby={`${group}-${index}`}
          name={multiple ? undefined : group}
          open={defaultValue?.includes(item.value)}
          className={styles.item}
        >
          <summary className={styles.trigger}>
            <Heading id={`${group}-${index}`} className={styles.header}>
              {item.title}
            </Heading>
            <ChevronDownIcon className={styles.chevron} />
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
