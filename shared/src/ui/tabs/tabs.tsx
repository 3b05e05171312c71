import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReadingDirection } from '../utils/reading-direction';
import styles from './tabs.module.css';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

/** Tabs (Radix): arrow keys follow the reading direction, panels are linked to their tabs. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const dir = useReadingDirection();
  return (
    <RadixTabs.Root
      dir={dir}
      className={className}
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? items[0]?.value : undefined)}
      onValueChange={onValueChange}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
