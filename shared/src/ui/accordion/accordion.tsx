import { Accordion as RadixAccordion } from 'radix-ui';
import { useState, type ReactNode } from 'react';
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

/** An accordion (Radix): each title is a button inside a heading; every item's content is in the page. */
export function Accordion({ items, multiple = false, defaultValue, headingLevel = 3, className }: AccordionProps) {
  const [open, setOpen] = useState<string[]>(defaultValue ?? []);
  const children = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <ItemHeader headingLevel={headingLevel}>
        <RadixAccordion.Trigger className={styles.trigger}>
          <span>{item.title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </RadixAccordion.Trigger>
      </ItemHeader>
      {/* Always in the page, hidden while folded: search engines read every answer, and a page without scripts
          shows them all (the shell's <noscript> style). */}
      <RadixAccordion.Content
        forceMount
        hidden={!open.includes(item.value)}
        data-unfolds-without-script=""
        className={styles.content}
      >
        {item.content}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  if (multiple) {
    return (
      <RadixAccordion.Root
        type="multiple"
        value={open}
        onValueChange={setOpen}
        className={classNames(styles.root, className)}
      >
        {children}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={open[0] ?? ''}
      onValueChange={(value) => setOpen(value ? [value] : [])}
      className={classNames(styles.root, className)}
    >
      {children}
    </RadixAccordion.Root>
  );
}
