import type { ReactNode } from 'react';
import { classNames } from '../utils/class-names';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The next step, e.g. a LinkButton. */
  action?: ReactNode;
  /** A decorative illustration (give it alt="" or aria-hidden). */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames(styles.state, className)}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
