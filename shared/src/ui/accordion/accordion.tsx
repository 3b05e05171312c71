import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
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

function ItemHeader({ headingLevel, children }: { headingLevel: 2 | 3 | 4; children: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>{children}</Heading>
    </RadixAccordion.Header>
  );
}

/** An accordion (Radix): each title is a button inside a heading. */
export function Accordion({ items, multiple = false, defaultValue, headingLevel = 3, className }: AccordionProps) {
  const children = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <ItemHeader headingLevel={headingLevel}>
        <RadixAccordion.Trigger className={styles.trigger}>
          <span>{item.title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </RadixAccordion.Trigger>
      </ItemHeader>
      <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  if (multiple) {
    return (
      <RadixAccordion.Root type="multiple" defaultValue={defaultValue} className={classNames(styles.root, className)}>
        {children}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultValue?.[0]}
      className={classNames(styles.root, className)}
    >
      {children}
    </RadixAccordion.Root>
  );
}
