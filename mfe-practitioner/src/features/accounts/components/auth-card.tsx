import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '@sakina/shared/ui';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Links to the other account pages, under a rule. */
  footer?: ReactNode;
  /** Moves focus to the title, so a state that replaced the form is announced. */
  focusTitle?: boolean;
}

/** The frame of every account page: one narrow card with the page's <h1>. */
export function AuthCard({ title, lead, children, footer, focusTitle = false }: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle, title]);

  return (
    <div className={styles.wrapper}>
      <Card padding="large" className={styles.card}>
        <header className={styles.header}>
          <h1 ref={titleRef} className={styles.title} tabIndex={focusTitle ? -1 : undefined}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </Card>
    </div>
  );
}

/** An address inside a sentence, kept left-to-right in Arabic text. */
export function EmailText({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className={styles.email}>
      {email}
    </bdi>
  );
}

export { styles as authStyles };
